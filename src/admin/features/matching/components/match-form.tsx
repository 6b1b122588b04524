/**
 * Starts a sponsor's matching gift: the sponsor (from the campaign's sponsors), the ratio, the
 * cap and the days it runs. A new match replaces the running one. A failed save keeps the input
 * and shows the server's message, each field's beside it.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { applyServerFieldErrors } from '../../../../shared/forms/apply-server-field-errors';
import { FormError } from '../../../../shared/ui/form-error';
import { SelectField, TextField } from '../../../../shared/ui/form-field';
import type { AdminSponsor, Paged } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { MONEY_RANGE, outOfRange } from '../../../components/number-range';
import { useFormat } from '../../../../shared/app-services';
import { getAdminSponsorsPath } from '../../sponsors';
import { adminMatchPath, type AdminMatch } from '../api/get-admin-match';

interface MatchFormValues {
	sponsor_id: string;
	ratio: string;
	cap: string;
	start_date: string;
	end_date: string;
}

const today = () => new Date().toISOString().slice( 0, 10 );

interface MatchFormProps {
	campaignId: number;
	hasRunningMatch: boolean;
}

export function MatchForm( { campaignId, hasRunningMatch }: MatchFormProps ) {
	const { data } = useApiQuery< Paged< AdminSponsor > >( [
		getAdminSponsorsPath( campaignId ),
		{},
	] );
	const sponsors = data?.data ?? [];
	const {
		register,
		handleSubmit,
		setError,
		formState: { errors },
	} = useForm< MatchFormValues >( {
		defaultValues: {
			sponsor_id: '',
			ratio: '1',
			cap: '',
			start_date: today(),
			end_date: '',
		},
	} );
	const [ error, setFormError ] = useState< string | undefined >();
	const { run, isBusy } = useAdminAction();
	const format = useFormat();

	const save = async ( values: MatchFormValues ) => {
		const result = await run< AdminMatch >(
			adminMatchPath( campaignId ),
			{
				sponsor_id: Number( values.sponsor_id ),
				ratio: Number( values.ratio ),
				cap: Number( values.cap ),
				start_date: values.start_date,
				end_date: values.end_date,
			},
			__( 'Matching gift started.', 'p2p-fundraising' )
		);
		if ( result.error ) {
			setFormError( result.error.message );
			applyServerFieldErrors( result.error, setError );
			return;
		}
		setFormError( undefined );
	};

	if ( data && sponsors.length === 0 ) {
		return (
			<p>
				{ __(
					'Add the sponsor on this tab first: a match is given by one of the campaign’s sponsors.',
					'p2p-fundraising'
				) }
			</p>
		);
	}

	return (
		<form
			className="p2p-admin-form p2p-match-form"
			onSubmit={ handleSubmit( save ) }
			noValidate
			aria-busy={ isBusy }
		>
			<SelectField
				label={ __( 'Sponsor', 'p2p-fundraising' ) }
				{ ...register( 'sponsor_id', {
					validate: ( value ) =>
						value !== '' ||
						__( 'Choose the sponsor.', 'p2p-fundraising' ),
				} ) }
				options={ [
					{
						value: '',
						label: __( 'Choose a sponsor', 'p2p-fundraising' ),
					},
					...sponsors.map( ( sponsor ) => ( {
						value: String( sponsor.id ),
						label: sponsor.name,
					} ) ),
				] }
				error={ errors.sponsor_id?.message }
				isRequired
			/>
			<SelectField
				label={ __( 'Ratio', 'p2p-fundraising' ) }
				{ ...register( 'ratio' ) }
				options={ [
					{
						value: '1',
						label: __(
							'1:1 — doubles each gift',
							'p2p-fundraising'
						),
					},
					{
						value: '2',
						label: __(
							'2:1 — triples each gift',
							'p2p-fundraising'
						),
					},
					{
						value: '3',
						label: __(
							'3:1 — quadruples each gift',
							'p2p-fundraising'
						),
					},
				] }
			/>
			<TextField
				label={ __( 'Cap', 'p2p-fundraising' ) }
				type="number"
				min={ 1 }
				step="any"
				{ ...register( 'cap', {
					validate: ( value ) =>
						( Number( value ) > 0
							? outOfRange(
									Number( value ),
									MONEY_RANGE,
									format.number
								)
							: __(
									'The cap must be more than zero.',
									'p2p-fundraising'
								) ) ?? true,
				} ) }
				hint={ __(
					'The most the sponsor gives in all. The gift that reaches it is matched in part.',
					'p2p-fundraising'
				) }
				error={ errors.cap?.message }
				isRequired
			/>
			<TextField
				label={ __( 'First day', 'p2p-fundraising' ) }
				type="date"
				{ ...register( 'start_date', {
					validate: ( value ) =>
						value !== '' ||
						__( 'Choose the first day.', 'p2p-fundraising' ),
				} ) }
				error={ errors.start_date?.message }
				isRequired
			/>
			<TextField
				label={ __( 'Last day', 'p2p-fundraising' ) }
				type="date"
				{ ...register( 'end_date', {
					validate: ( value, all ) =>
						( value !== '' && value >= all.start_date ) ||
						__(
							'The match cannot end before it starts.',
							'p2p-fundraising'
						),
				} ) }
				error={ errors.end_date?.message }
				isRequired
			/>
			<FormError message={ error } />
			<p className="submit">
				<button
					type="submit"
					className="button button-primary"
					disabled={ isBusy }
				>
					{ hasRunningMatch
						? __( 'Replace the match', 'p2p-fundraising' )
						: __( 'Start the match', 'p2p-fundraising' ) }
				</button>
			</p>
		</form>
	);
}
