/**
 * "Your activity" on the dashboard of a campaign that tracks activity (decision 0093): the
 * fundraiser's total, a form to log a day's activity (the amount typed with the site's separators,
 * as money is), a GPX import for distance units, and the latest entries, each deletable. After a
 * change the pages and leaderboards are read again; the server's confirmation is announced.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import {
	useApiClient,
	useFormat,
	useSettings,
} from '../../../../shared/app-services';
import type { ApiError } from '../../../../shared/api/api-error';
import { applyServerFieldErrors } from '../../../../shared/forms/apply-server-field-errors';
import { Button } from '../../../../shared/ui/button';
import { FormError } from '../../../../shared/ui/form-error';
import { TextField } from '../../../../shared/ui/form-field';
import { useCampaign } from '../../../contract/initial-data-context';
import { dayAtNoon, formatActivity } from '../../../../shared/format/activity';
import { addActivity } from '../api/add-activity';
import { deleteActivity } from '../api/delete-activity';
import { useMyActivity, type ActivityEntry } from '../api/get-my-activity';
import { importActivityGpx } from '../api/import-activity-gpx';

/** The largest GPX file (GpxTrack::MAX_BYTES). */
export const MAX_GPX_BYTES = 5 * 1024 * 1024;

const Card = styled.section`
	margin: 0 0 ${ ( { theme } ) => theme.spacer * 2 }px;
	padding: ${ ( { theme } ) => theme.spacer }px;
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	background: ${ ( { theme } ) => theme.colors.surface };

	h2 {
		margin: 0 0 0.5rem;
		font-size: ${ ( { theme } ) => theme.font.sizes.large };
	}

	h3 {
		margin: 1rem 0 0.5rem;
		font-size: ${ ( { theme } ) => theme.font.sizes.base };
	}

	ul {
		margin: 0;
		padding: 0;
		list-style: none;
	}

	li {
		display: flex;
		flex-wrap: wrap;
		align-items: center;
		justify-content: space-between;
		gap: 0.5rem;
		padding: 0.5rem 0;
		border-top: 1px solid ${ ( { theme } ) => theme.colors.border };
	}
`;

const Row = styled.div`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 9rem, 1fr ) );
	gap: 0 0.75rem;
`;

const Total = styled.p`
	font-size: ${ ( { theme } ) => theme.font.sizes.large };
	font-weight: 700;
	margin: 0 0 0.5rem;
`;

interface ActivityFormValues {
	date: string;
	amount: string;
	note: string;
}

/** Today in the browser (the server checks it against the site's day). */
const today = () => {
	const now = new Date();
	const pad = ( value: number ) => String( value ).padStart( 2, '0' );
	return `${ now.getFullYear() }-${ pad( now.getMonth() + 1 ) }-${ pad(
		now.getDate()
	) }`;
};

export function ActivityLog() {
	const campaign = useCampaign();
	const settings = useSettings();
	const format = useFormat();
	const client = useApiClient();
	const { mutate } = useSWRConfig();
	const headingId = useId();
	const fileId = useId();
	const isDistance =
		campaign.activity_unit === 'km' || campaign.activity_unit === 'miles';
	const activity = useMyActivity(
		campaign.campaign_id,
		campaign.activity_unit !== ''
	);
	const [ status, setStatus ] = useState( '' );
	const [ error, setError ] = useState< string | null >( null );
	const [ fileError, setFileError ] = useState< string | undefined >();
	const [ file, setFile ] = useState< File | null >( null );
	const [ isBusy, setBusy ] = useState( false );
	const {
		register,
		handleSubmit,
		reset,
		setError: setFieldError,
		formState: { errors },
	} = useForm< ActivityFormValues >( {
		defaultValues: { date: today(), amount: '', note: '' },
	} );

	if ( campaign.activity_unit === '' ) {
		return null;
	}
	const label = campaign.activity_label;
	const show = ( value: number ) => formatActivity( value, label, settings );

	/** Reads the fundraiser's activity, pages, stats and leaderboards again. */
	const refresh = () =>
		mutate(
			( key ) =>
				Array.isArray( key ) &&
				/^get-(my-activity|fundraiser|team|campaign)/.test(
					String( key[ 0 ] )
				)
		);

	const log = async ( values: ActivityFormValues ) => {
		setError( null );
		setBusy( true );
		try {
			const result = await addActivity( client, {
				campaignId: campaign.campaign_id,
				date: values.date,
				amount: values.amount.trim(),
				note: values.note.trim(),
			} );
			setStatus( result.message );
			reset( { date: values.date, amount: '', note: '' } );
			await refresh();
		} catch ( caught ) {
			setError( ( caught as ApiError ).message );
			applyServerFieldErrors( caught, setFieldError );
		}
		setBusy( false );
	};

	const choose = ( event: ChangeEvent< HTMLInputElement > ) => {
		const chosen = event.target.files?.[ 0 ] ?? null;
		setFile( chosen );
		setFileError(
			chosen && chosen.size > MAX_GPX_BYTES
				? __(
						'The GPX file is too large. Please choose a file of at most 5 MB.',
						'p2p-fundraising'
					)
				: undefined
		);
	};

	const importTrack = async () => {
		if ( ! file ) {
			setFileError(
				__( 'Please choose a GPX file.', 'p2p-fundraising' )
			);
			return;
		}
		if ( fileError ) {
			return;
		}
		setBusy( true );
		try {
			const result = await importActivityGpx(
				client,
				campaign.campaign_id,
				file
			);
			setStatus( result.message );
			setFile( null );
			setFileError( undefined );
			await refresh();
		} catch ( caught ) {
			const apiError = caught as ApiError;
			const params = apiError.data?.params as
				Record< string, string > | undefined;
			setFileError( params?.file ?? apiError.message );
		}
		setBusy( false );
	};

	const remove = async ( entry: ActivityEntry ) => {
		setBusy( true );
		try {
			const result = await deleteActivity( client, {
				campaignId: campaign.campaign_id,
				entryId: entry.id,
			} );
			setStatus( result.message );
			await refresh();
		} catch ( caught ) {
			setError( ( caught as ApiError ).message );
		}
		setBusy( false );
	};

	const data = activity.data?.data;
	return (
		<Card aria-labelledby={ headingId } className="p2p-activity-log">
			<h2 id={ headingId }>
				{ __( 'Your activity', 'p2p-fundraising' ) }
			</h2>
			{ data && (
				<Total>
					{ sprintf(
						/* translators: %s: the fundraiser's activity total with its unit, e.g. "42.5 km". */
						__( 'Total: %s', 'p2p-fundraising' ),
						show( data.total )
					) }
				</Total>
			) }
			<p role="status" className="p2p-activity-log__status">
				{ status }
			</p>
			<form onSubmit={ handleSubmit( log ) } noValidate>
				<Row>
					<TextField
						label={ __( 'Day', 'p2p-fundraising' ) }
						type="date"
						max={ today() }
						min={ campaign.start_date ?? undefined }
						isRequired
						{ ...register( 'date', {
							required: __(
								'Enter the day of your activity.',
								'p2p-fundraising'
							),
						} ) }
						error={ errors.date?.message }
					/>
					<TextField
						label={ sprintf(
							/* translators: %s: the unit, e.g. "km". */
							__( 'Amount (%s)', 'p2p-fundraising' ),
							label
						) }
						inputMode="decimal"
						autoComplete="off"
						isRequired
						{ ...register( 'amount', {
							validate: ( value ) =>
								value.trim() !== '' ||
								__(
									'Enter the amount of your activity.',
									'p2p-fundraising'
								),
						} ) }
						error={ errors.amount?.message }
					/>
				</Row>
				<TextField
					label={ __( 'Note (optional)', 'p2p-fundraising' ) }
					maxLength={ settings.textLimits.activity_note }
					{ ...register( 'note' ) }
					error={ errors.note?.message }
				/>
				<Button type="submit" $size="small" disabled={ isBusy }>
					{ __( 'Log activity', 'p2p-fundraising' ) }
				</Button>
			</form>
			<FormError message={ error } />
			{ isDistance && (
				<>
					<h3>{ __( 'Import a GPX track', 'p2p-fundraising' ) }</h3>
					<p>
						<label htmlFor={ fileId }>
							{ __(
								'GPX file of a run, walk or ride (at most 5 MB)',
								'p2p-fundraising'
							) }
						</label>
						<br />
						<input
							id={ fileId }
							type="file"
							accept=".gpx,application/gpx+xml"
							onChange={ choose }
							aria-invalid={ fileError ? true : undefined }
							aria-describedby={
								fileError ? `${ fileId }-error` : undefined
							}
						/>
					</p>
					{ fileError && (
						<p
							id={ `${ fileId }-error` }
							role="alert"
							className="p2p-field-error"
						>
							{ fileError }
						</p>
					) }
					<Button
						type="button"
						$size="small"
						$variant="outline"
						disabled={ isBusy }
						onClick={ importTrack }
					>
						{ __( 'Import track', 'p2p-fundraising' ) }
					</Button>
				</>
			) }
			{ data && data.entries.length > 0 && (
				<>
					<h3>{ __( 'Your entries', 'p2p-fundraising' ) }</h3>
					<ul>
						{ data.entries.map( ( entry ) => {
							const day = format.date( dayAtNoon( entry.date ) );
							return (
								<li key={ entry.id }>
									<span>
										<strong>
											{ show( entry.amount ) }
										</strong>
										{ ' · ' }
										{ day }
										{ entry.source === 'gpx' &&
											` · ${ __( 'GPX track', 'p2p-fundraising' ) }` }
										{ entry.note && ` · ${ entry.note }` }
									</span>
									<Button
										type="button"
										$size="small"
										$variant="outline"
										disabled={ isBusy }
										onClick={ () => remove( entry ) }
										aria-label={ sprintf(
											/* translators: 1: amount with unit, 2: day. */
											__(
												'Delete %1$s on %2$s',
												'p2p-fundraising'
											),
											show( entry.amount ),
											day
										) }
									>
										{ __( 'Delete', 'p2p-fundraising' ) }
									</Button>
								</li>
							);
						} ) }
					</ul>
				</>
			) }
		</Card>
	);
}
