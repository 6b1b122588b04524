import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../tests/js/render';
import { Spinner } from './spinner';

describe( 'Spinner', () => {
	it( "announces 'Loading…' by default", () => {
		renderWithTheme( <Spinner /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	} );

	it( 'announces its own label', () => {
		renderWithTheme( <Spinner label="Checking your team…" size="small" /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Checking your team…'
		);
	} );

	it( 'is silent with an empty label', () => {
		const { container } = renderWithTheme( <Spinner label="" /> );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect( container.querySelector( '.p2p-spinner' ) ).toBeInTheDocument();
	} );

	it.each( [
		[ 'tiny', '12px' ],
		[ 'small', '20px' ],
		[ 'medium', '32px' ],
		[ 'large', '48px' ],
	] as const )( 'draws the %s size %s wide', ( size, width ) => {
		const { container } = renderWithTheme( <Spinner size={ size } /> );
		expect( container.querySelector( '[aria-hidden="true"]' ) ).toHaveStyle(
			{ width, height: width }
		);
	} );
} );
