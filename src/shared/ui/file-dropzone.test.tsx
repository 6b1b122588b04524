import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import { checkImageFile, FileDropzone } from './file-dropzone';

const file = ( name: string, type: string, size = 10 ) =>
	new File( [ 'x'.repeat( size ) ], name, { type } );

describe( 'checkImageFile', () => {
	it( 'takes .jpg, .jpeg and .png images up to the limit', () => {
		expect( checkImageFile( file( 'a.jpg', 'image/jpeg' ), 100 ) ).toBe(
			'accepted'
		);
		expect( checkImageFile( file( 'a.JPEG', 'image/jpeg' ), 100 ) ).toBe(
			'accepted'
		);
		expect( checkImageFile( file( 'a.png', 'image/png' ), 100 ) ).toBe(
			'accepted'
		);
		expect( checkImageFile( file( 'a.gif', 'image/gif' ), 100 ) ).toBe(
			'wrong-type'
		);
		expect( checkImageFile( file( 'a.svg', 'image/svg+xml' ), 100 ) ).toBe(
			'wrong-type'
		);
		expect( checkImageFile( file( 'a.png', 'text/plain' ), 100 ) ).toBe(
			'wrong-type'
		);
		expect( checkImageFile( file( 'a.png', 'image/png', 101 ), 100 ) ).toBe(
			'too-large'
		);
	} );
} );

describe( 'FileDropzone', () => {
	it( 'shows a success message for an accepted file', async () => {
		const onChange = jest.fn();
		renderWithTheme(
			<FileDropzone
				id="img"
				label="Profile Image"
				maxSize={ 100 }
				onChange={ onChange }
				hint="Recommended size: 250 x 250 pixels."
			/>
		);
		const chosen = file( 'me.png', 'image/png' );
		await userEvent.upload(
			screen.getByLabelText( 'Profile Image' ),
			chosen
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'me.png is ready to upload.'
		);
		expect( onChange ).toHaveBeenCalledWith( chosen, 'accepted' );
		expect( screen.getByLabelText( 'Profile Image' ) ).toHaveAttribute(
			'accept',
			'.jpg,.jpeg,.png,image/jpeg,image/png'
		);
	} );

	it( 'shows the maximum upload size message for a file that is too large', async () => {
		const onChange = jest.fn();
		renderWithTheme(
			<FileDropzone
				id="img"
				label="Profile Image"
				maxSize={ 5 }
				onChange={ onChange }
			/>
		);
		await userEvent.upload(
			screen.getByLabelText( 'Profile Image' ),
			file( 'big.png', 'image/png', 6 )
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'This file exceeds the maximum upload size for this site.'
		);
		expect( onChange ).toHaveBeenCalledWith(
			expect.any( File ),
			'too-large'
		);
		expect( screen.getByLabelText( 'Profile Image' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
	} );

	it( 'takes only image files from a drop', () => {
		const onChange = jest.fn();
		const { container } = renderWithTheme(
			<FileDropzone
				id="img"
				label="Profile Image"
				maxSize={ 100 }
				onChange={ onChange }
			/>
		);
		const zone = container.querySelector(
			'.p2p-dropzone__area'
		) as HTMLElement;
		const drop = ( files: File[] ) => {
			const event = createEvent.drop( zone );
			Object.defineProperty( event, 'dataTransfer', {
				value: { files },
			} );
			fireEvent( zone, event );
		};
		drop( [ file( 'notes.txt', 'text/plain' ) ] );
		expect( onChange ).toHaveBeenLastCalledWith( null, 'wrong-type' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please choose a JPG or PNG image.'
		);
		const image = file( 'pic.jpg', 'image/jpeg' );
		drop( [ file( 'notes.txt', 'text/plain' ), image ] );
		expect( onChange ).toHaveBeenLastCalledWith( image, 'accepted' );
	} );
} );
