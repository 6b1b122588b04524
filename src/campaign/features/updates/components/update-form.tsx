/**
 * Writing an update (or editing one): the text, an optional picture (the same size rule as the
 * profile picture), and for a new one where it appears (a captain may post on the team page) and
 * whether donors who asked for updates get it by e-mail. The text stays when sending fails.
 */
import { __ } from '@wordpress/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useApiClient, useSettings } from '../../../../shared/app-services';
import type { ApiError } from '../../../../shared/api/api-error';
import { Button } from '../../../../shared/ui/button';
import { FileDropzone } from '../../../../shared/ui/file-dropzone';
import { FormError } from '../../../../shared/ui/form-error';
import {
	CheckboxField,
	SelectField,
	TextAreaField,
} from '../../../../shared/ui/form-field';
import { FormFrame, SubmitButton } from '../../../../shared/ui/submit-button';
import { Actions } from '../../../components/form-layout';
import { useImageUpload } from '../../../components/image-upload-field';
import { useCampaign } from '../../../contract/initial-data-context';
import type { EntityUpdate } from '../../../contract/types';
import { editUpdate } from '../api/edit-update';
import { postUpdate } from '../api/post-update';
import { useRefreshUpdates } from '../use-refresh-updates';

interface UpdateFormProps {
	/** The update to edit; a new one when absent. */
	update?: EntityUpdate;
	/** Offers posting on the team page. */
	isCaptain?: boolean;
	onDone: ( message: string ) => void;
	onCancel?: () => void;
}

export function UpdateForm( {
	update,
	isCaptain = false,
	onDone,
	onCancel,
}: UpdateFormProps ) {
	const client = useApiClient();
	const settings = useSettings();
	const { campaign_id: campaignId } = useCampaign();
	const refresh = useRefreshUpdates();
	const image = useImageUpload();
	const id = useId();
	const [ text, setText ] = useState( update?.text ?? '' );
	const [ scope, setScope ] = useState< 'fundraiser' | 'team' >(
		'fundraiser'
	);
	const [ notify, setNotify ] = useState( false );
	const [ removeImage, setRemoveImage ] = useState( false );
	const [ fieldError, setFieldError ] = useState< string | undefined >();
	const [ error, setError ] = useState< string | null >( null );
	const [ isSubmitting, setSubmitting ] = useState( false );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( text.trim() === '' ) {
			setFieldError(
				__( 'Please write your update.', 'p2p-fundraising' )
			);
			return;
		}
		setFieldError( undefined );
		setError( null );
		setSubmitting( true );
		const body = new FormData();
		body.append( 'text', text );
		image.appendTo( body );
		try {
			let message: string;
			if ( update ) {
				body.append( 'update_id', String( update.id ) );
				body.append( 'remove_image', removeImage ? '1' : '0' );
				await editUpdate( client, body );
				message = __( 'Your update is saved.', 'p2p-fundraising' );
			} else {
				body.append( 'campaignId', String( campaignId ) );
				body.append( 'scope', scope );
				body.append( 'notify', notify ? '1' : '0' );
				message = ( await postUpdate( client, body ) ).message;
				setText( '' );
				setNotify( false );
			}
			await refresh();
			onDone( message );
		} catch ( caught ) {
			const apiError = caught as ApiError;
			const params = apiError.data.params as
				Record< string, string > | undefined;
			if ( params?.text ) {
				setFieldError( params.text );
			}
			setError( apiError.message );
		} finally {
			setSubmitting( false );
		}
	};

	return (
		<FormFrame
			onSubmit={ submit }
			noValidate
			className="p2p-update-form"
			aria-label={
				update
					? __( 'Edit update', 'p2p-fundraising' )
					: __( 'Post an update', 'p2p-fundraising' )
			}
		>
			{ ! update && isCaptain && (
				<SelectField
					label={ __( 'Post on', 'p2p-fundraising' ) }
					value={ scope }
					onChange={ ( event ) =>
						setScope(
							event.target.value === 'team'
								? 'team'
								: 'fundraiser'
						)
					}
					options={ [
						{
							value: 'fundraiser',
							label: __( 'My page', 'p2p-fundraising' ),
						},
						{
							value: 'team',
							label: __( 'My team’s page', 'p2p-fundraising' ),
						},
					] }
				/>
			) }
			<TextAreaField
				label={ __( 'Your update', 'p2p-fundraising' ) }
				hint={ __(
					'Tell your supporters how it is going. Shown on your page with the date.',
					'p2p-fundraising'
				) }
				rows={ 4 }
				maxLength={ settings.textLimits.update }
				value={ text }
				error={ fieldError }
				isRequired
				onChange={ ( event ) => setText( event.target.value ) }
			/>
			<FileDropzone
				id={ `${ id }-image` }
				label={ __( 'Picture (optional)', 'p2p-fundraising' ) }
				hint={ __( 'JPG or PNG.', 'p2p-fundraising' ) }
				maxSize={ settings.maxUploadSize }
				currentImage={
					update?.image && ! removeImage ? update.image : undefined
				}
				onChange={ image.onChange }
			/>
			{ update?.image && (
				<CheckboxField
					label={ __( 'Remove the picture', 'p2p-fundraising' ) }
					checked={ removeImage }
					onChange={ ( event ) =>
						setRemoveImage( event.target.checked )
					}
				/>
			) }
			{ ! update && (
				<CheckboxField
					label={ __(
						'Also e-mail it to donors who asked for updates',
						'p2p-fundraising'
					) }
					checked={ notify }
					onChange={ ( event ) => setNotify( event.target.checked ) }
				/>
			) }
			<FormError message={ error } />
			<Actions>
				<SubmitButton
					isSubmitting={ isSubmitting }
					isDisabled={ image.isTooLarge }
					$size="small"
				>
					{ update
						? __( 'Save update', 'p2p-fundraising' )
						: __( 'Post update', 'p2p-fundraising' ) }
				</SubmitButton>{ ' ' }
				{ onCancel && (
					<Button
						type="button"
						$size="small"
						$variant="outline"
						onClick={ onCancel }
					>
						{ __( 'Cancel', 'p2p-fundraising' ) }
					</Button>
				) }
			</Actions>
		</FormFrame>
	);
}
