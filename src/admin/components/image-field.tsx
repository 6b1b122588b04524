/**
 * An image URL chosen in the media library (or typed, when the library is not available), with a
 * preview and a remove button.
 */
import { __ } from '@wordpress/i18n';
import { isMediaLibraryAvailable, pickImage } from './media';
import { TextField, withValue } from '../../shared/ui/form-field';

interface ImageFieldProps {
	label: string;
	value: string;
	onChange: ( url: string ) => void;
	help?: string;
	error?: string;
}

export function ImageField( {
	label,
	value,
	onChange,
	help,
	error,
}: ImageFieldProps ) {
	const hasLibrary = isMediaLibraryAvailable();
	return (
		<div className="p2p-admin-image-field">
			<TextField
				label={ label }
				type="url"
				value={ value }
				onChange={ withValue( onChange ) }
				hint={ help }
				error={ error }
			/>
			<div className="p2p-admin-image-field__actions">
				{ hasLibrary && (
					<button
						type="button"
						className="button"
						onClick={ () =>
							pickImage(
								label,
								__( 'Use this image', 'p2p-fundraising' ),
								onChange
							)
						}
					>
						{ value
							? __( 'Replace image', 'p2p-fundraising' )
							: __( 'Choose image', 'p2p-fundraising' ) }
					</button>
				) }
				{ value && (
					<button
						type="button"
						className="button button-link-delete"
						onClick={ () => onChange( '' ) }
					>
						{ __( 'Remove image', 'p2p-fundraising' ) }
					</button>
				) }
			</div>
			{ value && (
				<img
					className="p2p-admin-image-field__preview"
					src={ value }
					alt=""
				/>
			) }
		</div>
	);
}
