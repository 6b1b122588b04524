import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import { Pagination, pageWindow } from './pagination';

describe( 'pageWindow', () => {
	it.each( [
		[ 1, 1, [ 1 ] ],
		[ 1, 3, [ 1, 2, 3 ] ],
		[ 1, 10, [ 1, 2, 3, 4, 5 ] ],
		[ 2, 10, [ 1, 2, 3, 4, 5 ] ],
		[ 3, 10, [ 1, 2, 3, 4, 5 ] ],
		[ 4, 10, [ 2, 3, 4, 5, 6 ] ],
		[ 6, 10, [ 4, 5, 6, 7, 8 ] ],
		[ 8, 10, [ 6, 7, 8, 9, 10 ] ],
		[ 9, 10, [ 6, 7, 8, 9, 10 ] ],
		[ 10, 10, [ 6, 7, 8, 9, 10 ] ],
		[ 5, 5, [ 1, 2, 3, 4, 5 ] ],
		[ 6, 6, [ 2, 3, 4, 5, 6 ] ],
	] )(
		'page %d of %d shows %p (5 numbers centred, the last five at the end)',
		( page, total, expected ) => {
			expect( pageWindow( page, total ) ).toEqual( expected );
		}
	);

	it( 'keeps a page outside the range inside it', () => {
		expect( pageWindow( 40, 7 ) ).toEqual( [ 3, 4, 5, 6, 7 ] );
		expect( pageWindow( -3, 7 ) ).toEqual( [ 1, 2, 3, 4, 5 ] );
		expect( pageWindow( 1, 0 ) ).toEqual( [] );
	} );
} );

const setup = ( page: number, totalPages: number ) => {
	const onChange = jest.fn();
	renderWithTheme(
		<Pagination
			page={ page }
			totalPages={ totalPages }
			getHref={ ( number ) => `/leaderboard/?page=${ number }` }
			onChange={ onChange }
		/>
	);
	return { onChange, user: userEvent.setup() };
};

describe( 'Pagination', () => {
	it( 'is a navigation landmark with real links and the current page marked', () => {
		setup( 4, 10 );
		const nav = screen.getByRole( 'navigation', { name: 'Pagination' } );
		const pages = within( nav )
			.getAllByRole( 'link', { name: /^Page / } )
			.map( ( link ) => link.textContent );
		expect( pages ).toEqual( [ '2', '3', '4', '5', '6' ] );
		const current = within( nav ).getByRole( 'link', { name: 'Page 4' } );
		expect( current ).toHaveAttribute( 'aria-current', 'page' );
		expect( current ).toHaveAttribute( 'href', '/leaderboard/?page=4' );
		expect(
			within( nav ).getByRole( 'link', { name: 'Previous page' } )
		).toHaveAttribute( 'href', '/leaderboard/?page=3' );
		expect(
			within( nav ).getByRole( 'link', { name: 'Next page' } )
		).toHaveAttribute( 'href', '/leaderboard/?page=5' );
	} );

	it( 'hands a plain click to onChange instead of loading the page', async () => {
		const { onChange, user } = setup( 1, 3 );
		await user.click( screen.getByRole( 'link', { name: 'Page 3' } ) );
		expect( onChange ).toHaveBeenCalledWith( 3 );
		await user.click( screen.getByRole( 'link', { name: 'Next page' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( 2 );
		// The current page goes nowhere.
		await user.click( screen.getByRole( 'link', { name: 'Page 1' } ) );
		expect( onChange ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'works from the keyboard', async () => {
		const { onChange, user } = setup( 2, 3 );
		await user.tab();
		expect(
			screen.getByRole( 'link', { name: 'Previous page' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( onChange ).toHaveBeenCalledWith( 1 );
	} );

	it( 'shows the arrows at the ends without making them links', () => {
		setup( 1, 2 );
		const previous = screen.getByRole( 'link', { name: 'Previous page' } );
		expect( previous ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( previous ).not.toHaveAttribute( 'href' );
		expect(
			screen.getByRole( 'link', { name: 'Next page' } )
		).toHaveAttribute( 'href', '/leaderboard/?page=2' );
	} );

	it( 'is hidden for a single page', () => {
		setup( 1, 1 );
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
	} );
} );
