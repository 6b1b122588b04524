/**
 * An image picker with a drop area (spec §5): .jpg, .jpeg and .png only; a drop takes image files
 * only; a file over the site's maximum upload size shows an error and is reported as too large
 * (the form disables its submit button); an accepted file shows a success message.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from './button';
import { describedBy, Field } from './form-field';

export const IMAGE_EXTENSIONS = [ '.jpg', '.jpeg', '.png' ];
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export type DropzoneStatus = 'empty' | 'accepted' | 'too-large' | 'wrong-type';

/** What to make of a chosen file. */
export function checkImageFile(
	file: File,
	maxSize: number
): Exclude< DropzoneStatus, 'empty' > {
	const name = file.name.toLowerCase();
	if (
		! file.type.startsWith( 'image/' ) ||
		! IMAGE_EXTENSIONS.some( ( extension ) => name.endsWith( extension ) )
	) {
		return 'wrong-type';
	}
	return maxSize > 0 && file.size > maxSize ? 'too-large' : 'accepted';
}

const Zone = styled.div< { $isActive: boolean; $isInvalid: boolean } >`
	display: flex;
	flex-direction: column;
	align-items: center;
	gap: 0.6rem;
	padding: ${ ( { theme } ) => theme.spacer }px;
	text-align: center;
	border: 2px dashed
		${ ( { theme, $isActive, $isInvalid } ) => {
			if ( $isInvalid ) {
				return theme.colors.danger;
			}
			return $isActive ? theme.colors.primaryText : theme.colors.border;
		} };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	background: ${ ( { theme, $isActive } ) => ( $isActive ? theme.colors.background : theme.colors.surface ) };
`;

const Preview = styled.img`
	width: 96px;
	height: 96px;
	object-fit: cover;
	border-radius: 50%;
`;

const ChooseLabel = styled.label< ButtonStyleProps >`
	${ buttonStyles }
`;

// Before its label in the markup, so the label, the visible control, can show the focus ring
// of the invisible input (WCAG 2.4.7).
const HiddenInput = styled.input`
	position: absolute;
	width: 1px;
	height: 1px;
	opacity: 0;

	&:focus-visible + label {
		outline: 3px solid ${ ( { theme } ) => theme.colors.focus };
		outline-offset: 2px;
	}
`;

const Success = styled.p`
	margin: 0;
	color: ${ ( { theme } ) => theme.colors.success };
	font-weight: 600;
`;

interface FileDropzoneProps {
	id: string;
	label: string;
	maxSize: number;
	onChange: ( file: File | null, status: DropzoneStatus ) => void;
	/** URL of the current image, shown until another is chosen. */
	currentImage?: string;
	hint?: ReactNode;
	error?: string;
}

export function FileDropzone( {
	id,
	label,
	maxSize,
	onChange,
	currentImage,
	hint,
	error,
}: FileDropzoneProps ) {
	const input = useRef< HTMLInputElement >( null );
	const [ isActive, setActive ] = useState( false );
	const [ status, setStatus ] = useState< DropzoneStatus >( 'empty' );
	const [ fileName, setFileName ] = useState( '' );
	const [ preview, setPreview ] = useState( currentImage ?? '' );

	const choose = ( file: File | undefined ) => {
		if ( ! file ) {
			return;
		}
		const result = checkImageFile( file, maxSize );
		setStatus( result );
		setFileName( file.name );
		if ( result === 'accepted' ) {
			try {
				setPreview( URL.createObjectURL( file ) );
			} catch {
				// No preview where object URLs are unavailable; the file is still sent.
			}
		}
		onChange( result === 'wrong-type' ? null : file, result );
	};

	const onDrop = ( event: DragEvent< HTMLDivElement > ) => {
		event.preventDefault();
		setActive( false );
		const image = Array.from( event.dataTransfer.files ).find( ( file ) =>
			file.type.startsWith( 'image/' )
		);
		if ( image ) {
			choose( image );
		} else {
			setStatus( 'wrong-type' );
			onChange( null, 'wrong-type' );
		}
	};

	let message: string | undefined;
	if ( status === 'too-large' ) {
		message = __(
			'This file exceeds the maximum upload size for this site.',
			'p2p-fundraising'
		);
	} else if ( status === 'wrong-type' ) {
		message = __( 'Please choose a JPG or PNG image.', 'p2p-fundraising' );
	}
	const shownError = message ?? error;

	return (
		<Field
			id={ id }
			label={ label }
			error={ shownError }
			hint={ hint }
			className="p2p-dropzone"
		>
			<Zone
				className="p2p-dropzone__area"
				$isActive={ isActive }
				$isInvalid={ !! shownError }
				onDragOver={ ( event ) => {
					event.preventDefault();
					setActive( true );
				} }
				onDragLeave={ () => setActive( false ) }
				onDrop={ onDrop }
			>
				{ preview && <Preview src={ preview } alt="" /> }
				<span>
					{ __( 'Drag an image here, or', 'p2p-fundraising' ) }
				</span>
				<HiddenInput
					ref={ input }
					id={ id }
					type="file"
					accept={ ACCEPT }
					{ ...describedBy( id, !! hint, shownError ) }
					onChange={ ( event ) =>
						choose( event.target.files?.[ 0 ] )
					}
				/>
				<ChooseLabel
					htmlFor={ id }
					$size="small"
					$color="secondary"
					$variant="outline"
				>
					{ __( 'Choose an image', 'p2p-fundraising' ) }
				</ChooseLabel>
				{ status === 'accepted' && (
					<Success role="status">
						{ sprintf(
							/* translators: %s: file name. */
							__( '%s is ready to upload.', 'p2p-fundraising' ),
							fileName
						) }
					</Success>
				) }
			</Zone>
		</Field>
	);
}
