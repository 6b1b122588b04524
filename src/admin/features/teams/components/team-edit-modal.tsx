/**
 * Edit a team in a modal: name, goal, story, access and status. The list row has only the story's
 * start, so the team is read first (its whole story). A failed save keeps the input and shows the
 * server's message, each field's beside it.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { updateAdminTeamPath } from '../api/update-admin-team';
import { useAdminTeam } from '../api/get-admin-team';
import type { AdminTeam } from '../../../api/types';
import { SelectField, withValue } from '../../../../shared/ui/form-field';
import { EntityEditFields } from '../../../components/entity-edit-fields';
import { FormModal } from '../../../components/form-modal';
import { LoadingModal } from '../../../components/loading-modal';

interface TeamEditModalProps {
	team: AdminTeam;
	onClose: () => void;
}

export function TeamEditModal( { team, onClose }: TeamEditModalProps ) {
	const detail = useAdminTeam( team.id );
	return (
		<LoadingModal
			title={ __( 'Edit team', 'p2p-fundraising' ) }
			query={ detail }
			errorMessage={ __(
				'The team could not be loaded. Please close this and try again.',
				'p2p-fundraising'
			) }
			onClose={ onClose }
		>
			{ ( item ) => (
				<TeamEditForm team={ item.data } onClose={ onClose } />
			) }
		</LoadingModal>
	);
}

function TeamEditForm( { team, onClose }: TeamEditModalProps ) {
	const [ values, setValues ] = useState( {
		name: team.name,
		goal: String( team.goal ),
		story: team.story ?? '',
		access: team.access as string,
		status: team.status as string,
	} );
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );

	return (
		<FormModal
			title={ __( 'Edit team', 'p2p-fundraising' ) }
			formId={ `p2p-team-form-${ team.id }` }
			submitLabel={ __( 'Save team', 'p2p-fundraising' ) }
			onClose={ onClose }
			write={ () => ( {
				path: updateAdminTeamPath( team.id ),
				body: { ...values, goal: Number( values.goal || 0 ) },
				successMessage: __( 'Team saved.', 'p2p-fundraising' ),
			} ) }
		>
			{ ( fieldErrors ) => (
				<EntityEditFields
					values={ values }
					set={ set }
					errors={ fieldErrors }
					statusHelp={ __(
						'Only approved teams appear on the campaign pages.',
						'p2p-fundraising'
					) }
				>
					<SelectField
						label={ __( 'Access', 'p2p-fundraising' ) }
						value={ values.access }
						onChange={ withValue( set( 'access' ) ) }
						options={ [
							{
								value: 'public',
								label: __(
									'Public: anyone may join',
									'p2p-fundraising'
								),
							},
							{
								value: 'private',
								label: __(
									'Private: invited people only',
									'p2p-fundraising'
								),
							},
						] }
					/>
				</EntityEditFields>
			) }
		</FormModal>
	);
}
