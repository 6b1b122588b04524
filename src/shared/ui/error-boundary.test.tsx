import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../tests/js/render';
import { ErrorBoundary } from './error-boundary';

function Screen( { shouldCrash }: { shouldCrash: boolean } ) {
	if ( shouldCrash ) {
		throw new Error( 'Render crash' );
	}
	return <h1>Team page</h1>;
}

describe( 'ErrorBoundary', () => {
	it( 'renders its children when nothing goes wrong', () => {
		renderWithTheme(
			<ErrorBoundary>
				<Screen shouldCrash={ false } />
			</ErrorBoundary>
		);
		expect(
			screen.getByRole( 'heading', { name: 'Team page' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'replaces a crashed tree with the reload notice and logs the error', () => {
		renderWithTheme(
			<ErrorBoundary>
				<Screen shouldCrash />
			</ErrorBoundary>
		);

		const notice = screen.getByRole( 'alert' );
		expect( notice ).toHaveTextContent( 'Try to reload the browser' );
		expect(
			screen.getByRole( 'heading', { name: 'Try to reload the browser' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Reload the page' } )
		).toHaveAttribute( 'href', window.location.href );
		expect(
			screen.queryByRole( 'heading', { name: 'Team page' } )
		).not.toBeInTheDocument();
		// The details stay in the console for whoever investigates.
		expect( console ).toHaveErrored();
	} );

	it( 'recovers when its reset key changes', () => {
		const { rerender } = renderWithTheme(
			<ErrorBoundary resetKey="/team/1/">
				<Screen shouldCrash />
			</ErrorBoundary>
		);
		expect(
			screen.getByText( 'Try to reload the browser' )
		).toBeInTheDocument();
		expect( console ).toHaveErrored();

		rerender(
			<ErrorBoundary resetKey="/team/2/">
				<Screen shouldCrash={ false } />
			</ErrorBoundary>
		);
		expect(
			screen.getByRole( 'heading', { name: 'Team page' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Try to reload the browser' )
		).not.toBeInTheDocument();
	} );

	it( 'stays on the notice while the reset key is the same', () => {
		const { rerender } = renderWithTheme(
			<ErrorBoundary resetKey="/team/1/">
				<Screen shouldCrash />
			</ErrorBoundary>
		);
		expect( console ).toHaveErrored();
		rerender(
			<ErrorBoundary resetKey="/team/1/">
				<Screen shouldCrash={ false } />
			</ErrorBoundary>
		);
		expect(
			screen.getByText( 'Try to reload the browser' )
		).toBeInTheDocument();
	} );
} );
