import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import { NewerOlderPager } from './newer-older-pager';

describe( 'NewerOlderPager', () => {
	it( 'shows nothing for a single page', () => {
		const { container } = renderWithTheme(
			<NewerOlderPager
				label="Donor pages"
				page={ 1 }
				totalPages={ 1 }
				onPage={ jest.fn() }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'says where we are and moves one page at a time, never past either end', async () => {
		const onPage = jest.fn();
		const { rerender } = renderWithTheme(
			<NewerOlderPager
				label="Donor pages"
				page={ 1 }
				totalPages={ 3 }
				onPage={ onPage }
			/>
		);
		const nav = screen.getByRole( 'navigation', { name: 'Donor pages' } );
		expect( nav ).toHaveTextContent( 'Page 1 of 3' );
		expect(
			screen.getByRole( 'button', { name: 'Newer' } )
		).toBeDisabled();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Older' } )
		);
		expect( onPage ).toHaveBeenLastCalledWith( 2 );

		rerender(
			<NewerOlderPager
				label="Donor pages"
				page={ 3 }
				totalPages={ 3 }
				onPage={ onPage }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Older' } )
		).toBeDisabled();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Newer' } )
		);
		expect( onPage ).toHaveBeenLastCalledWith( 2 );
	} );
} );
