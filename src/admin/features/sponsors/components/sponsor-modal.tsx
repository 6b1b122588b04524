/**
 * Add or edit a sponsor: name, logo (media library) and website.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../shared/ui/modal';
import { adminPaths } from '../../../api/admin-paths';
import type { AdminSponsor } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { FormError, TextField } from '../../../components/fields';
import { ImageField } from '../../../components/image-field';

interface SponsorModalProps {
	campaignId: number;
	sponsor: AdminSponsor | null;
	onClose: () => void;
}

export function SponsorModal( {
	campaignId,
	sponsor,
	onClose,
}: SponsorModalProps ) {
	const [ values, setValues ] = useState( {
		name: sponsor?.name ?? '',
		image_url: sponsor?.image_url ?? '',
		url: sponsor?.url ?? '',
	} );
	const [ error, setError ] = useState< string | undefined >();
	const { run, isBusy } = useAdminAction();
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const result = await run(
			sponsor
				? adminPaths.sponsor( sponsor.id )
				: adminPaths.sponsors( campaignId ),
			values,
			sponsor
				? __( 'Sponsor saved.', 'p2p-fundraising' )
				: __( 'Sponsor added.', 'p2p-fundraising' )
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
			title={
				sponsor
					? __( 'Edit sponsor', 'p2p-fundraising' )
					: __( 'Add sponsor', 'p2p-fundraising' )
			}
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
						form="p2p-sponsor-form"
						className="button button-primary"
						disabled={ isBusy }
					>
						{ __( 'Save sponsor', 'p2p-fundraising' ) }
					</button>
				</>
			}
		>
			<form
				id="p2p-sponsor-form"
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
				<ImageField
					label={ __( 'Logo', 'p2p-fundraising' ) }
					value={ values.image_url }
					onChange={ set( 'image_url' ) }
				/>
				<TextField
					label={ __( 'Website', 'p2p-fundraising' ) }
					type="url"
					value={ values.url }
					onChange={ set( 'url' ) }
				/>
				<FormError message={ error } />
			</form>
		</Modal>
	);
}
