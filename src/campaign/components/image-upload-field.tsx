/**
 * The optional JPG/PNG image of a profile or team form (spec §5, recommended 250 x 250): the
 * chosen file travels with the form's other fields; a file over the site's maximum upload size
 * disables the submit button (`isTooLarge`).
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { useSettings } from '../../shared/app-services';
import {
	FileDropzone,
	type DropzoneStatus,
} from '../../shared/ui/file-dropzone';

/** The chosen image of a form: what the dropzone reports, and how it joins the request. */
export function useImageUpload() {
	const [ file, setFile ] = useState< File | null >( null );
	const [ status, setStatus ] = useState< DropzoneStatus >( 'empty' );
	return {
		isTooLarge: status === 'too-large',
		onChange: ( chosen: File | null, chosenStatus: DropzoneStatus ) => {
			setFile( chosen );
			setStatus( chosenStatus );
		},
		/** Adds the file to the request, when one was accepted. */
		appendTo: ( body: FormData ) => {
			if ( file && status === 'accepted' ) {
				body.append( 'file', file );
			}
		},
	};
}

interface ImageUploadFieldProps {
	id: string;
	label: string;
	/** What suits the place the image is shown (default: the square picture of spec §5). */
	hint?: string;
	currentImage?: string;
	onChange: ( file: File | null, status: DropzoneStatus ) => void;
}

export function ImageUploadField( {
	id,
	label,
	hint,
	currentImage,
	onChange,
}: ImageUploadFieldProps ) {
	const settings = useSettings();
	return (
		<FileDropzone
			id={ id }
			label={ label }
			hint={
				hint ??
				__(
					'JPG or PNG. Recommended size: 250 x 250 pixels.',
					'p2p-fundraising'
				)
			}
			maxSize={ settings.maxUploadSize }
			currentImage={ currentImage }
			onChange={ onChange }
		/>
	);
}
