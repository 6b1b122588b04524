/**
 * Edit a fundraiser page in a modal: name, goal, story, status and team (its donations follow it
 * to the new team). A failed save keeps the input and shows the server's message.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../shared/ui/modal';
import { adminPaths } from '../../../api/admin-paths';
import type { AdminFundraiser } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import {
	FormError,
	SelectField,
	TextField,
	TextareaField,
} from '../../../components/fields';
import { statusOptions } from '../../../components/entity-status';
import { useTeamOptions } from '../../teams/api/use-team-options';

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
	const [ error, setError ] = useState< string | undefined >();
	const { run, isBusy } = useAdminAction();
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );
	const formId = `p2p-fundraiser-form-${ fundraiser.id }`;

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const result = await run(
			adminPaths.fundraiser( fundraiser.id ),
			{
				...values,
				goal: Number( values.goal || 0 ),
				team_id: Number( values.team_id ),
			},
			__( 'Fundraiser saved.', 'p2p-fundraising' )
		);
		if ( result.error ) {
			setError( result.error.message );
		} else {
			onClose();
		}
	};

	return (
		<Modal
			isOpen
			title={ __( 'Edit fundraiser', 'p2p-fundraising' ) }
			onClose={ onClose }
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
						form={ formId }
						className="button button-primary"
						disabled={ isBusy }
					>
						{ __( 'Save fundraiser', 'p2p-fundraising' ) }
					</button>
				</>
			}
		>
			<form
				id={ formId }
				onSubmit={ submit }
				className="p2p-admin-modal-form"
			>
				<TextField
					label={ __( 'Name', 'p2p-fundraising' ) }
					value={ values.name }
					onChange={ set( 'name' ) }
					isRequired
					maxLength={ 191 }
				/>
				<TextField
					label={ __( 'Goal', 'p2p-fundraising' ) }
					type="number"
					min={ 0 }
					step="any"
					value={ values.goal }
					onChange={ set( 'goal' ) }
				/>
				<SelectField
					label={ __( 'Team', 'p2p-fundraising' ) }
					value={ values.team_id }
					onChange={ set( 'team_id' ) }
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
					help={ __(
						'The fundraiser’s donations move with it to the new team.',
						'p2p-fundraising'
					) }
				/>
				<SelectField
					label={ __( 'Status', 'p2p-fundraising' ) }
					value={ values.status }
					onChange={ set( 'status' ) }
					options={ statusOptions( [
						'approved',
						'pending',
						'suspended',
					] ) }
					help={ __(
						'Only approved pages appear on the campaign pages.',
						'p2p-fundraising'
					) }
				/>
				<TextareaField
					label={ __( 'Story', 'p2p-fundraising' ) }
					rows={ 6 }
					value={ values.story }
					onChange={ set( 'story' ) }
				/>
				<FormError message={ error } />
			</form>
		</Modal>
	);
}
