/**
 * Record an offline donation (a cheque, cash at an event): stored as a pending pledge credited to
 * the campaign, a team or a fundraiser; it counts once marked received.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../shared/ui/modal';
import { adminPaths } from '../../../api/admin-paths';
import { useAdminAction } from '../../../api/use-admin-action';
import {
	CheckboxField,
	FormError,
	SelectField,
	TextField,
} from '../../../components/fields';
import { useFundraiserOptions } from '../../fundraisers/api/use-fundraiser-options';
import { useTeamOptions } from '../../teams/api/use-team-options';

interface PledgeModalProps {
	campaignId: number;
	onClose: () => void;
}

export function PledgeModal( { campaignId, onClose }: PledgeModalProps ) {
	const teams = useTeamOptions( campaignId );
	const fundraisers = useFundraiserOptions( campaignId );
	const [ values, setValues ] = useState( {
		donor_name: '',
		donor_email: '',
		amount: '',
		team_id: '0',
		fundraiser_id: '0',
	} );
	const [ isAnonymous, setAnonymous ] = useState( false );
	const [ error, setError ] = useState< string | undefined >();
	const { run, isBusy } = useAdminAction();
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const result = await run(
			adminPaths.donations( campaignId ),
			{
				...values,
				amount: Number( values.amount ),
				team_id: Number( values.team_id ),
				fundraiser_id: Number( values.fundraiser_id ),
				is_anonymous: isAnonymous,
			},
			__(
				'Offline donation recorded as pending. Mark it received when the money arrives.',
				'p2p-fundraising'
			)
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
			title={ __( 'Record offline donation', 'p2p-fundraising' ) }
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
						form="p2p-pledge-form"
						className="button button-primary"
						disabled={ isBusy }
					>
						{ __( 'Record donation', 'p2p-fundraising' ) }
					</button>
				</>
			}
		>
			<form
				id="p2p-pledge-form"
				onSubmit={ submit }
				className="p2p-admin-modal-form"
			>
				<TextField
					label={ __( 'Donor name', 'p2p-fundraising' ) }
					value={ values.donor_name }
					onChange={ set( 'donor_name' ) }
					maxLength={ 191 }
				/>
				<TextField
					label={ __( 'Donor e-mail', 'p2p-fundraising' ) }
					type="email"
					value={ values.donor_email }
					onChange={ set( 'donor_email' ) }
					isRequired
				/>
				<CheckboxField
					label={ __(
						'Anonymous on the campaign pages',
						'p2p-fundraising'
					) }
					isChecked={ isAnonymous }
					onChange={ setAnonymous }
				/>
				<TextField
					label={ __( 'Amount', 'p2p-fundraising' ) }
					type="number"
					min={ 1 }
					step="0.01"
					value={ values.amount }
					onChange={ set( 'amount' ) }
					isRequired
				/>
				<SelectField
					label={ __( 'Credit to team', 'p2p-fundraising' ) }
					value={ values.team_id }
					onChange={ set( 'team_id' ) }
					options={ teams }
				/>
				<SelectField
					label={ __( 'Credit to fundraiser', 'p2p-fundraising' ) }
					value={ values.fundraiser_id }
					onChange={ set( 'fundraiser_id' ) }
					options={ fundraisers }
					help={ __(
						'A fundraiser’s donation also counts for the fundraiser’s team.',
						'p2p-fundraising'
					) }
				/>
				<FormError message={ error } />
			</form>
		</Modal>
	);
}
