import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import { SearchInput } from './search-input';

const setup = ( onSearch = jest.fn() ) => {
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	const view = renderWithTheme(
		<SearchInput
			label="Search teams"
			placeholder="Start typing the name of the team..."
			onSearch={ onSearch }
		/>
	);
	return {
		user,
		onSearch,
		view,
		input: screen.getByRole( 'searchbox', { name: 'Search teams' } ),
	};
};

describe( 'SearchInput', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'is a labelled search box inside a search landmark of the same name', () => {
		const { input } = setup();
		// Named, so two searches on one page are two distinct landmarks.
		expect(
			screen.getByRole( 'search', { name: 'Search teams' } )
		).toContainElement( input );
		expect( input ).toHaveAttribute(
			'placeholder',
			'Start typing the name of the team...'
		);
		expect( input ).toHaveAttribute( 'maxlength', '100' );
	} );

	it( 'waits 500 ms after typing stops before reporting the term', async () => {
		const { user, onSearch, input } = setup();

		await user.type( input, 'swim' );
		expect( input ).toHaveValue( 'swim' );
		expect( onSearch ).not.toHaveBeenCalled();

		act( () => {
			jest.advanceTimersByTime( 499 );
		} );
		expect( onSearch ).not.toHaveBeenCalled();

		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( onSearch ).toHaveBeenCalledTimes( 1 );
		expect( onSearch ).toHaveBeenCalledWith( 'swim' );
	} );

	it( 'restarts the wait with every key, reporting only the final term', async () => {
		const { user, onSearch, input } = setup();

		await user.type( input, 'sw' );
		act( () => {
			jest.advanceTimersByTime( 400 );
		} );
		await user.type( input, 'im' );
		act( () => {
			jest.advanceTimersByTime( 400 );
		} );
		expect( onSearch ).not.toHaveBeenCalled();

		act( () => {
			jest.advanceTimersByTime( 100 );
		} );
		expect( onSearch.mock.calls ).toEqual( [ [ 'swim' ] ] );
	} );

	it( 'reports the term trimmed', async () => {
		const { user, onSearch, input } = setup();
		await user.type( input, '  The Runners  ' );
		act( () => {
			jest.advanceTimersByTime( 500 );
		} );
		expect( onSearch ).toHaveBeenCalledWith( 'The Runners' );
	} );

	it( 'reports an empty term when the box is cleared', async () => {
		const { user, onSearch, input } = setup();
		await user.type( input, 'a' );
		act( () => {
			jest.advanceTimersByTime( 500 );
		} );
		await user.clear( input );
		act( () => {
			jest.advanceTimersByTime( 500 );
		} );
		expect( onSearch.mock.calls ).toEqual( [ [ 'a' ], [ '' ] ] );
	} );

	it( 'follows a term changed elsewhere, and keeps what is being typed', async () => {
		const onSearch = jest.fn();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const box = ( term: string ) => (
			<SearchInput
				label="Search teams"
				placeholder="Search"
				term={ term }
				onSearch={ onSearch }
			/>
		);
		const { rerender } = renderWithTheme( box( 'river' ) );
		const input = screen.getByRole( 'searchbox' );
		expect( input ).toHaveValue( 'river' );

		// The term this box reported comes back: what is typed (a trailing space) stays.
		await user.type( input, ' k ' );
		act( () => {
			jest.advanceTimersByTime( 500 );
		} );
		expect( onSearch ).toHaveBeenLastCalledWith( 'river k' );
		rerender( box( 'river k' ) );
		expect( input ).toHaveValue( 'river k ' );

		// Back in history: the box shows the older term.
		rerender( box( '' ) );
		expect( input ).toHaveValue( '' );
	} );

	it( 'keeps every key when its own older terms come back late (a slow device)', async () => {
		const onSearch = jest.fn();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const box = ( term: string ) => (
			<SearchInput
				label="Search teams"
				placeholder="Search"
				term={ term }
				onSearch={ onSearch }
			/>
		);
		const { rerender } = renderWithTheme( box( '' ) );
		const input = screen.getByRole( 'searchbox' );

		// Pauses mid-word let two searches go out before the URL has followed either.
		await user.type( input, 'qzsdv' );
		act( () => {
			jest.advanceTimersByTime( 500 );
		} );
		await user.type( input, ' ynq' );
		act( () => {
			jest.advanceTimersByTime( 500 );
		} );
		await user.type( input, 'agtet' );
		expect( onSearch.mock.calls ).toEqual( [
			[ 'qzsdv' ],
			[ 'qzsdv ynq' ],
		] );

		// The URL catches up, one term after the other, while the last keys wait for theirs.
		rerender( box( 'qzsdv' ) );
		expect( input ).toHaveValue( 'qzsdv ynqagtet' );
		rerender( box( 'qzsdv ynq' ) );
		expect( input ).toHaveValue( 'qzsdv ynqagtet' );
		act( () => {
			jest.advanceTimersByTime( 500 );
		} );
		expect( onSearch ).toHaveBeenLastCalledWith( 'qzsdv ynqagtet' );
		rerender( box( 'qzsdv ynqagtet' ) );
		expect( input ).toHaveValue( 'qzsdv ynqagtet' );
		expect( input ).toHaveFocus();

		// A term it never reported (Back) still replaces the box.
		rerender( box( 'qzsdv' ) );
		expect( input ).toHaveValue( 'qzsdv' );
	} );

	it( 'reports nothing once it is gone', async () => {
		const { user, onSearch, input, view } = setup();
		await user.type( input, 'swim' );
		view.unmount();
		act( () => {
			jest.advanceTimersByTime( 1000 );
		} );
		expect( onSearch ).not.toHaveBeenCalled();
	} );
} );
