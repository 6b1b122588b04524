/**
 * Edit a fundraiser page in a modal: name, goal, story, status and team (its donations follow it
 * to the new team). The list row has only the story's start, so the page is read first (its whole
 * story). A failed save keeps the input and shows the server's message, each field's beside it.
 * Below the fields: the registration (type, answers, fee) and, where the campaign tracks activity,
 * the activity entries with their Delete.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { updateAdminFundraiserPath } from '../api/update-admin-fundraiser';
import { useAdminFundraiser } from '../api/get-admin-fundraiser';
import type { AdminFundraiser } from '../../../api/types';
import { EntityEditFields } from '../../../components/entity-edit-fields';
import { SearchSelectField } from '../../../components/search-select-field';
import { FormModal } from '../../../components/form-modal';
import { LoadingModal } from '../../../components/loading-modal';
import { useTeamOptions } from '../../teams';
import { FundraiserRegistration } from '../../registration';
import { FundraiserActivity } from './fundraiser-activity';

interface FundraiserEditModalProps {
	campaignId: number;
	/** The campaign's activity unit as pages show it ("km"), null when it tracks none. */
	activityLabel: string | null;
	fundraiser: AdminFundraiser;
	onClose: () => void;
}

export function FundraiserEditModal( props: FundraiserEditModalProps ) {
	const detail = useAdminFundraiser( props.fundraiser.id );
	return (
		<LoadingModal
			title={ __( 'Edit fundraiser', 'p2p-fundraising' ) }
			query={ detail }
			errorMessage={ __(
				'The fundraiser could not be loaded. Please close this and try again.',
				'p2p-fundraising'
			) }
			onClose={ props.onClose }
		>
			{ ( item ) => (
				<FundraiserEditForm { ...props } fundraiser={ item.data } />
			) }
		</LoadingModal>
	);
}

function FundraiserEditForm( {
	campaignId,
	activityLabel,
	fundraiser,
	onClose,
}: FundraiserEditModalProps ) {
	const [ teamSearch, setTeamSearch ] = useState( '' );
	const teams = useTeamOptions( campaignId, teamSearch );
	const [ values, setValues ] = useState( {
		name: fundraiser.name,
		goal: String( fundraiser.goal ),
		story: fundraiser.story ?? '',
		status: fundraiser.status as string,
		team_id: String( fundraiser.team_id ),
	} );
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );

	return (
		<FormModal
			title={ __( 'Edit fundraiser', 'p2p-fundraising' ) }
			formId={ `p2p-fundraiser-form-${ fundraiser.id }` }
			submitLabel={ __( 'Save fundraiser', 'p2p-fundraising' ) }
			onClose={ onClose }
			write={ () => ( {
				path: updateAdminFundraiserPath( fundraiser.id ),
				body: {
					...values,
					goal: Number( values.goal || 0 ),
					team_id: Number( values.team_id ),
				},
				successMessage: __( 'Fundraiser saved.', 'p2p-fundraising' ),
			} ) }
		>
			{ ( fieldErrors ) => (
				<EntityEditFields
					values={ values }
					set={ set }
					errors={ fieldErrors }
					statusHelp={ __(
						'Only approved pages appear on the campaign pages.',
						'p2p-fundraising'
					) }
				>
					<SearchSelectField
						label={ __( 'Team', 'p2p-fundraising' ) }
						value={ values.team_id }
						onChange={ set( 'team_id' ) }
						options={ teams.options }
						onSearch={ setTeamSearch }
						searchLabel={ __( 'Search teams', 'p2p-fundraising' ) }
						isLoading={ teams.isLoading }
						currentLabel={ fundraiser.team || undefined }
						hint={ __(
							'The fundraiser’s donations move with it to the new team.',
							'p2p-fundraising'
						) }
					/>
					<FundraiserRegistration fundraiserId={ fundraiser.id } />
					{ activityLabel !== null && (
						<FundraiserActivity
							fundraiserId={ fundraiser.id }
							total={ fundraiser.activity }
							unitLabel={ activityLabel }
						/>
					) }
				</EntityEditFields>
			) }
		</FormModal>
	);
}
