/**
 * Edit a team in a modal: name, goal, story, access and status. A failed save keeps the input and
 * shows the server's message.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../shared/ui/modal';
import { adminPaths } from '../../../api/admin-paths';
import type { AdminTeam } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import {
	FormError,
	SelectField,
	TextField,
	TextareaField,
} from '../../../components/fields';
import { statusOptions } from '../../../components/entity-status';

interface TeamEditModalProps {
	team: AdminTeam;
	onClose: () => void;
}

export function TeamEditModal( { team, onClose }: TeamEditModalProps ) {
	const [ values, setValues ] = useState( {
		name: team.name,
		goal: String( team.goal ),
		story: team.story,
		access: team.access as string,
		status: team.status as string,
	} );
	const [ error, setError ] = useState< string | undefined >();
	const { run, isBusy } = useAdminAction();
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );
	const formId = `p2p-team-form-${ team.id }`;

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const result = await run< AdminTeam >(
			adminPaths.team( team.id ),
			{ ...values, goal: Number( values.goal || 0 ) },
			__( 'Team saved.', 'p2p-fundraising' )
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
			title={ __( 'Edit team', 'p2p-fundraising' ) }
			onClose={ onClose }
			type="notice"
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
						{ __( 'Save team', 'p2p-fundraising' ) }
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
					label={ __( 'Access', 'p2p-fundraising' ) }
					value={ values.access }
					onChange={ set( 'access' ) }
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
						'Only approved teams appear on the campaign pages.',
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
