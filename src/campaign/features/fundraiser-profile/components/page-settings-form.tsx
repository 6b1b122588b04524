/**
 * "Your page": the fundraiser's display name, page address and cover photo (decision 0090). A form
 * of its own beside the spec's profile form, which keeps exactly its fields and rules. Saving
 * loads the page at its (new) address; an address someone has is refused beside its field.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId } from 'react';
import { useApiClient, useSettings } from '../../../../shared/app-services';
import { CheckboxField, TextField } from '../../../../shared/ui/form-field';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { useCampaign } from '../../../contract/initial-data-context';
import { Actions } from '../../../components/form-layout';
import { FormShell } from '../../../components/form-shell';
import {
	ImageUploadField,
	useImageUpload,
} from '../../../components/image-upload-field';
import { useCampaignForm } from '../../../components/use-form-submit';
import { updateFundraiserPage } from '../api/update-fundraiser-page';
import { PAGE_ADDRESS_MAX, pageAddressProblem } from '../page-address-problem';

interface PageSettingsValues {
	name: string;
	pageAddress: string;
	removeCover: boolean;
}

interface PageSettingsFormProps {
	fundraiserId: number;
	initialName: string;
	initialAddress: string;
	currentCover: string;
}

export function PageSettingsForm( {
	fundraiserId,
	initialName,
	initialAddress,
	currentCover,
}: PageSettingsFormProps ) {
	const id = useId();
	const client = useApiClient();
	const campaign = useCampaign();
	const { textLimits } = useSettings();
	const cover = useImageUpload();
	const {
		register,
		formRef,
		submitWith,
		isSubmitting,
		formError,
		formState: { errors },
	} = useCampaignForm< PageSettingsValues >( {
		defaultValues: {
			name: initialName,
			pageAddress: initialAddress,
			removeCover: false,
		},
		fieldNames: { page_address: 'pageAddress' },
	} );

	const onSubmit = submitWith( ( values ) => {
		const body = new FormData();
		body.append( 'action', 'p2p_fundraising_upload' );
		body.append( 'campaignId', String( campaign.campaign_id ) );
		body.append( 'fundraiser_id', String( fundraiserId ) );
		body.append( 'name', values.name.trim() );
		body.append( 'page_address', values.pageAddress.trim().toLowerCase() );
		if ( values.removeCover ) {
			body.append( 'remove_cover', 'true' );
		}
		cover.appendTo( body );
		return updateFundraiserPage( client, body );
	} );

	const base = campaign.campaign_url.replace( /\/+$/, '' );
	return (
		<FormShell
			formRef={ formRef }
			onSubmit={ onSubmit }
			className="p2p-page-settings-form"
			formError={ formError }
		>
			<TextField
				id={ `${ id }-name` }
				label={ __( 'Display name', 'p2p-fundraising' ) }
				hint={ __(
					'Shown on your page, in the leaderboards and beside the donations you receive.',
					'p2p-fundraising'
				) }
				autoComplete="name"
				maxLength={ textLimits.name }
				required
				error={ errors.name?.message }
				{ ...register( 'name', {
					validate: ( value ) =>
						value.trim() !== '' ||
						__( 'Please enter your name.', 'p2p-fundraising' ),
				} ) }
			/>
			<TextField
				id={ `${ id }-address` }
				label={ __( 'Page address', 'p2p-fundraising' ) }
				hint={ sprintf(
					/* translators: %s: the campaign's address, e.g. https://example.org/campaigns/run/ */
					__(
						'Your page at %s/your-address/ — lower-case letters, digits and hyphens. Earlier addresses keep leading to your page.',
						'p2p-fundraising'
					),
					base
				) }
				autoCapitalize="none"
				autoCorrect="off"
				spellCheck={ false }
				maxLength={ PAGE_ADDRESS_MAX }
				error={ errors.pageAddress?.message }
				{ ...register( 'pageAddress', {
					validate: ( value ) =>
						( value.trim() === '' && initialAddress === '' ) ||
						pageAddressProblem( value.trim().toLowerCase() ) ||
						true,
				} ) }
			/>
			<ImageUploadField
				id={ `${ id }-cover` }
				label={ __( 'Cover photo', 'p2p-fundraising' ) }
				hint={ __(
					'JPG or PNG, shown as a wide banner at the top of your page. Recommended size: 1600 x 400 pixels.',
					'p2p-fundraising'
				) }
				currentImage={ currentCover || undefined }
				onChange={ cover.onChange }
			/>
			{ currentCover && (
				<CheckboxField
					id={ `${ id }-remove-cover` }
					label={ __( 'Remove the cover photo', 'p2p-fundraising' ) }
					{ ...register( 'removeCover' ) }
				/>
			) }
			<Actions>
				<SubmitButton
					isSubmitting={ isSubmitting }
					isDisabled={ cover.isTooLarge }
				>
					{ __( 'Save Page', 'p2p-fundraising' ) }
				</SubmitButton>
			</Actions>
		</FormShell>
	);
}
