/**
 * "Duplicate campaign" (issue 28): asks the new edition's name and dates, then copies the
 * campaign's settings, texts, images, colours, sponsors and amounts into a draft — never its
 * people or money — and opens the copy's settings.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverFieldErrors } from '../../../../shared/forms/apply-server-field-errors';
import { FormError } from '../../../../shared/ui/form-error';
import { TextField, withValue } from '../../../../shared/ui/form-field';
import { Modal } from '../../../../shared/ui/modal';
import type { AdminCampaign } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import type { FieldErrors } from '../../../components/form-modal';
import { duplicateAdminCampaignPath } from '../api/duplicate-admin-campaign';
import { nextTitle, nextYearDate, requestKey } from '../next-year-defaults';

interface DuplicateCampaignModalProps {
	campaign: AdminCampaign;
	onClose: () => void;
}

export function DuplicateCampaignModal( {
	campaign,
	onClose,
}: DuplicateCampaignModalProps ) {
	const navigate = useNavigate();
	const { run, isBusy } = useAdminAction();
	// One key per open modal: a double click or a retry answers the copy already made.
	const [ key ] = useState( requestKey );
	const [ values, setValues ] = useState( {
		campaign_title: nextTitle(
			campaign.campaign_title,
			__( '(copy)', 'p2p-fundraising' )
		),
		start_date: nextYearDate( campaign.start_date ),
		end_date: nextYearDate( campaign.end_date ),
	} );
	const [ error, setError ] = useState< string | undefined >();
	const [ fieldErrors, setFieldErrors ] = useState< FieldErrors >( {} );
	const set = ( name: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ name ]: value } ) );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( isBusy ) {
			return;
		}
		const result = await run< AdminCampaign >(
			duplicateAdminCampaignPath( campaign.campaign_id ),
			{ ...values, request_key: key },
			__(
				'Campaign copied. The copy is a draft: check its settings, then set it to Active.',
				'p2p-fundraising'
			)
		);
		if ( result.error || ! result.data ) {
			setError( result.error?.message );
			setFieldErrors(
				result.error
					? Object.fromEntries( serverFieldErrors( result.error ) )
					: {}
			);
			return;
		}
		onClose();
		navigate( `/campaigns/${ result.data.campaign_id }/settings` );
	};

	return (
		<Modal
			isOpen
			title={ sprintf(
				/* translators: %s: campaign title. */
				__( 'Duplicate “%s”', 'p2p-fundraising' ),
				campaign.campaign_title
			) }
			onClose={ onClose }
			className="p2p-admin-duplicate-modal"
			actions={
				<>
					<button
						type="button"
						className="button"
						onClick={ onClose }
					>
						{ __( 'Cancel', 'p2p-fundraising' ) }
					</button>
					<button
						type="submit"
						form="p2p-duplicate-campaign-form"
						className="button button-primary"
						disabled={ isBusy }
					>
						{ isBusy
							? __( 'Copying…', 'p2p-fundraising' )
							: __( 'Duplicate campaign', 'p2p-fundraising' ) }
					</button>
				</>
			}
		>
			<form
				id="p2p-duplicate-campaign-form"
				onSubmit={ submit }
				className="p2p-admin-modal-form"
			>
				<p>
					{ __(
						'The copy gets this campaign’s settings, texts, images, colours, sponsors, matching gift settings and suggested amounts. Teams, fundraisers, donations and updates stay with this campaign.',
						'p2p-fundraising'
					) }
				</p>
				<TextField
					label={ __(
						'Title of the new campaign',
						'p2p-fundraising'
					) }
					value={ values.campaign_title }
					onChange={ withValue( set( 'campaign_title' ) ) }
					error={ fieldErrors.campaign_title }
					isRequired
					maxLength={ 255 }
				/>
				<TextField
					label={ __( 'Start date', 'p2p-fundraising' ) }
					type="date"
					value={ values.start_date }
					onChange={ withValue( set( 'start_date' ) ) }
					error={ fieldErrors.start_date }
				/>
				<TextField
					label={ __( 'End date', 'p2p-fundraising' ) }
					type="date"
					value={ values.end_date }
					onChange={ withValue( set( 'end_date' ) ) }
					error={ fieldErrors.end_date }
				/>
				<FormError message={ error } />
			</form>
		</Modal>
	);
}
