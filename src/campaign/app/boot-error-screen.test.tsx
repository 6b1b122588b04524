import { render, screen } from '@testing-library/react';
import { BootErrorScreen } from './boot-error-screen';

describe( 'BootErrorScreen', () => {
	it( 'says what went wrong and how to get out of it, without any app context', () => {
		render( <BootErrorScreen message="The page data has no campaign." /> );

		const notice = screen.getByRole( 'alert' );
		expect(
			screen.getByRole( 'heading', { name: 'Try to reload the browser' } )
		).toBeInTheDocument();
		expect( notice ).toHaveTextContent(
			'This campaign page could not start: The page data has no campaign.'
		);
		expect(
			screen.getByRole( 'link', { name: 'Reload the page' } )
		).toHaveAttribute( 'href', window.location.href );
	} );

	it( 'shows the message as text', () => {
		const { container } = render(
			<BootErrorScreen message="<img src=x onerror=alert(1)>" />
		);
		expect(
			screen.getByText( /<img src=x onerror=alert\(1\)>/ )
		).toBeInTheDocument();
		expect( container.querySelector( 'img' ) ).toBeNull();
	} );
} );
