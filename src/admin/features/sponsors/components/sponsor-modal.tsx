/**
 * Add or edit a sponsor: name, logo (media library) and website.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { createAdminSponsorPath } from '../api/create-admin-sponsor';
import { updateAdminSponsorPath } from '../api/update-admin-sponsor';
import type { AdminSponsor } from '../../../api/types';
import { TextField, withValue } from '../../../../shared/ui/form-field';
import { FormModal } from '../../../components/form-modal';
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
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );

	return (
		<FormModal
			title={
				sponsor
					? __( 'Edit sponsor', 'p2p-fundraising' )
					: __( 'Add sponsor', 'p2p-fundraising' )
			}
			formId="p2p-sponsor-form"
			submitLabel={ __( 'Save sponsor', 'p2p-fundraising' ) }
			onClose={ onClose }
			write={ () => ( {
				path: sponsor
					? updateAdminSponsorPath( sponsor.id )
					: createAdminSponsorPath( campaignId ),
				body: values,
				successMessage: sponsor
					? __( 'Sponsor saved.', 'p2p-fundraising' )
					: __( 'Sponsor added.', 'p2p-fundraising' ),
			} ) }
		>
			<TextField
				label={ __( 'Name', 'p2p-fundraising' ) }
				value={ values.name }
				onChange={ withValue( set( 'name' ) ) }
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
				onChange={ withValue( set( 'url' ) ) }
			/>
		</FormModal>
	);
}
