/**
 * Edit a fundraiser page in a modal: name, goal, story, status and team (its donations follow it
 * to the new team). A failed save keeps the input and shows the server's message.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { updateAdminFundraiserPath } from '../api/update-admin-fundraiser';
import type { AdminFundraiser } from '../../../api/types';
import { SelectField, withValue } from '../../../../shared/ui/form-field';
import { EntityEditFields } from '../../../components/entity-edit-fields';
import { FormModal } from '../../../components/form-modal';
import { useTeamOptions } from '../../teams';

interface FundraiserEditModalProps {
	campaignId: number;
	fundraiser: AdminFundraiser;
	onClose: () => void;
}

export function FundraiserEditModal( {
	campaignId,
	fundraiser,
	onClose,
}: FundraiserEditModalProps ) {
	const teams = useTeamOptions( campaignId );
	const [ values, setValues ] = useState( {
		name: fundraiser.name,
		goal: String( fundraiser.goal ),
		story: fundraiser.story,
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
			<EntityEditFields
				values={ values }
				set={ set }
				statusHelp={ __(
					'Only approved pages appear on the campaign pages.',
					'p2p-fundraising'
				) }
			>
				<SelectField
					label={ __( 'Team', 'p2p-fundraising' ) }
					value={ values.team_id }
					onChange={ withValue( set( 'team_id' ) ) }
					options={
						teams.some(
							( option ) => option.value === values.team_id
						)
							? teams
							: [
									...teams,
									{
										value: values.team_id,
										label: fundraiser.team,
									},
								]
					}
					hint={ __(
						'The fundraiser’s donations move with it to the new team.',
						'p2p-fundraising'
					) }
				/>
			</EntityEditFields>
		</FormModal>
	);
}
