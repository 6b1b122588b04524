import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import { Pager } from './pager';

const pageNumbers = () =>
	screen
		.getAllByRole( 'button', { name: /^Page \d+$/ } )
		.map( ( button ) => Number( button.textContent ) );

describe( 'Pager', () => {
	it.each( [ 0, 1 ] )( 'is hidden with %d page(s)', ( totalPages ) => {
		const { container } = renderWithTheme(
			<Pager
				page={ 1 }
				totalPages={ totalPages }
				onChange={ jest.fn() }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows first, previous, a window of five centred on the page, next and last', () => {
		renderWithTheme(
			<Pager page={ 6 } totalPages={ 12 } onChange={ jest.fn() } />
		);
		expect( pageNumbers() ).toEqual( [ 4, 5, 6, 7, 8 ] );
		expect(
			screen.getByRole( 'button', { name: 'Page 6' } )
		).toHaveAttribute( 'aria-current', 'page' );
		for ( const name of [
			'First page',
			'Previous page',
			'Next page',
			'Last page',
		] ) {
			expect( screen.getByRole( 'button', { name } ) ).toBeEnabled();
		}
	} );

	it( 'shows the last five pages at the end and disables next and last', () => {
		renderWithTheme(
			<Pager page={ 12 } totalPages={ 12 } onChange={ jest.fn() } />
		);
		expect( pageNumbers() ).toEqual( [ 8, 9, 10, 11, 12 ] );
		expect(
			screen.getByRole( 'button', { name: 'Next page' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Last page' } )
		).toBeDisabled();
	} );

	it( 'disables first and previous on page 1', () => {
		renderWithTheme(
			<Pager page={ 1 } totalPages={ 3 } onChange={ jest.fn() } />
		);
		expect( pageNumbers() ).toEqual( [ 1, 2, 3 ] );
		expect(
			screen.getByRole( 'button', { name: 'First page' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Previous page' } )
		).toBeDisabled();
	} );

	it( 'reports the page chosen by each control', async () => {
		const onChange = jest.fn();
		renderWithTheme(
			<Pager page={ 5 } totalPages={ 10 } onChange={ onChange } />
		);
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'button', { name: 'First page' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Previous page' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Page 7' } ) );
		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await user.click( screen.getByRole( 'button', { name: 'Last page' } ) );
		await user.click( screen.getByRole( 'button', { name: 'Page 5' } ) );
		expect( onChange.mock.calls.map( ( [ page ] ) => page ) ).toEqual( [
			1, 4, 7, 6, 10,
		] );
	} );
} );
