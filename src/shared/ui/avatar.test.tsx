import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../tests/js/render';
import { Avatar, initialsOf } from './avatar';

describe( 'initialsOf', () => {
	it.each( [
		[ 'Ada Lovelace', 'AL' ],
		[ 'ada lovelace', 'AL' ],
		[ 'Jean de la Fontaine', 'JF' ],
		[ 'Cher', 'C' ],
		[ '  Grace   Hopper  ', 'GH' ],
		[ 'Élodie Ørsted', 'ÉØ' ],
		[ '', '?' ],
		[ '   ', '?' ],
	] )( '%j → %j', ( name, initials ) => {
		expect( initialsOf( name ) ).toBe( initials );
	} );

	it( 'keeps characters outside the basic plane whole', () => {
		expect( initialsOf( '🏃 Runners' ) ).toBe( '🏃R' );
		expect( initialsOf( '𝒜da 𝒞ole' ) ).toBe( '𝒜𝒞' );
	} );
} );

describe( 'Avatar', () => {
	it( 'shows the picture, decorative because the name is printed beside it', () => {
		const { container } = renderWithTheme(
			<Avatar name="Ada" src="http://localhost/ada.jpg" size={ 40 } />
		);
		const image = container.querySelector( 'img' );
		expect( image ).toHaveAttribute( 'src', 'http://localhost/ada.jpg' );
		expect( image ).toHaveAttribute( 'alt', '' );
		expect( image ).toHaveAttribute( 'width', '40' );
		expect( container.firstChild ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( screen.queryByText( 'A' ) ).not.toBeInTheDocument();
	} );

	it( 'shows initials when there is no picture', () => {
		const { container } = renderWithTheme( <Avatar name="Grace Hopper" /> );
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect( container.firstChild ).toHaveTextContent( 'GH' );
		expect( container.firstChild ).toHaveClass( 'p2p-avatar' );
	} );
} );
