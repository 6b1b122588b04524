import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import { QueryView } from './query-view';

type Page = { items: string[] };

const view = ( query: {
	data?: Page;
	error?: unknown;
	isLoading: boolean;
} ) => (
	<QueryView< Page >
		query={ query }
		errorMessage="Could not load the list."
		isEmpty={ ( page ) => page.items.length === 0 }
		empty={ <p>Nothing yet.</p> }
	>
		{ ( page ) => (
			<ul>
				{ page.items.map( ( item ) => (
					<li key={ item }>{ item }</li>
				) ) }
			</ul>
		) }
	</QueryView>
);

describe( 'QueryView', () => {
	it( 'shows a spinner while the first load runs', () => {
		renderWithTheme( view( { isLoading: true } ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the error message when the load failed', () => {
		renderWithTheme(
			view( { isLoading: false, error: new Error( 'HTTP 500' ) } )
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Could not load the list.'
		);
		expect( screen.queryByText( 'HTTP 500' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the empty state for an empty result', () => {
		renderWithTheme( view( { isLoading: false, data: { items: [] } } ) );
		expect( screen.getByText( 'Nothing yet.' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the results', () => {
		renderWithTheme(
			view( { isLoading: false, data: { items: [ 'Ada', 'Grace' ] } } )
		);
		expect(
			screen
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Ada', 'Grace' ] );
		expect( screen.queryByText( 'Nothing yet.' ) ).not.toBeInTheDocument();
	} );

	it( 'keeps data on screen when a refresh fails or is running', () => {
		const { rerender } = renderWithTheme(
			view( {
				isLoading: false,
				data: { items: [ 'Ada' ] },
				error: new Error( 'x' ),
			} )
		);
		expect( screen.getByText( 'Ada' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		rerender( view( { isLoading: true, data: { items: [ 'Ada' ] } } ) );
		expect( screen.getByText( 'Ada' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'offers to try again after an error, and shows the spinner while it does', async () => {
		const onRetry = jest.fn();
		const retryView = ( isValidating: boolean ) => (
			<QueryView< Page >
				query={ {
					isLoading: false,
					isValidating,
					error: new Error( 'x' ),
				} }
				errorMessage="Could not load the list."
				onRetry={ onRetry }
			>
				{ () => null }
			</QueryView>
		);
		const { rerender } = renderWithTheme( retryView( false ) );
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( onRetry ).toHaveBeenCalledTimes( 1 );

		rerender( retryView( true ) );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	} );

	it( 'shows a custom error view instead of the notice', () => {
		renderWithTheme(
			<QueryView< Page >
				query={ { isLoading: false, error: new Error( 'x' ) } }
				errorMessage="Could not load the list."
				errorView={ <p>Unable to load.</p> }
			>
				{ () => null }
			</QueryView>
		);
		expect( screen.getByText( 'Unable to load.' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'Could not load the list.' )
		).not.toBeInTheDocument();
	} );

	it( 'shows nothing before a request starts', () => {
		const { container } = renderWithTheme( view( { isLoading: false } ) );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
