import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import { Story } from './story';

const STORY =
	'We run together.\n\nEvery kilometre funds a well.<!--more-->The rest of the story.\n\nThank you.';

describe( 'Story', () => {
	it( 'shows the excerpt and hides the rest behind Read More', () => {
		renderWithTheme( <Story text={ STORY } /> );
		expect( screen.getByText( 'We run together.' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Every kilometre funds a well.' )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'The rest of the story.' )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Read More' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'reveals the rest on Read More and moves focus to it', async () => {
		const user = userEvent.setup();
		renderWithTheme( <Story text={ STORY } /> );

		await user.click( screen.getByRole( 'button', { name: 'Read More' } ) );

		const revealed = screen.getByText( 'The rest of the story.' );
		expect( revealed ).toHaveFocus();
		expect( screen.getByText( 'Thank you.' ) ).toBeInTheDocument();
		expect( screen.getByText( 'We run together.' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Read More' } )
		).not.toBeInTheDocument();
	} );

	it( 'can be expanded with the keyboard', async () => {
		const user = userEvent.setup();
		renderWithTheme( <Story text={ STORY } /> );
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Read More' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( screen.getByText( 'The rest of the story.' ) ).toHaveFocus();
	} );

	it( 'shows the whole story and no button without a marker', () => {
		renderWithTheme( <Story text={ 'First.\n\nSecond.' } /> );
		expect( screen.getByText( 'First.' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Second.' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'puts each paragraph in its own paragraph element', () => {
		const { container } = renderWithTheme(
			<Story text={ 'One.\r\n\r\nTwo.\n\nThree.' } />
		);
		expect(
			Array.from(
				container.querySelectorAll( 'p' ),
				( p ) => p.textContent
			)
		).toEqual( [ 'One.', 'Two.', 'Three.' ] );
	} );

	it( 'shows HTML in a story as text and never renders it', () => {
		const { container } = renderWithTheme(
			<Story
				text={
					'<img src=x onerror=alert(1)>\n\n<b>bold</b><!--more--><script>alert(2)</script>'
				}
			/>
		);
		expect(
			screen.getByText( '<img src=x onerror=alert(1)>' )
		).toBeInTheDocument();
		expect( screen.getByText( '<b>bold</b>' ) ).toBeInTheDocument();
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect( container.querySelector( 'b' ) ).toBeNull();
	} );

	it( 'keeps the text of an expanded story as text too', async () => {
		const user = userEvent.setup();
		const { container } = renderWithTheme(
			<Story text={ 'Intro<!--more--><img src=x onerror=alert(1)>' } />
		);
		await user.click( screen.getByRole( 'button', { name: 'Read More' } ) );
		expect(
			screen.getByText( '<img src=x onerror=alert(1)>' )
		).toBeInTheDocument();
		expect( container.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'adds its class for theme authors', () => {
		const { container } = renderWithTheme(
			<Story text="Hi" className="extra" />
		);
		expect( container.firstChild ).toHaveClass( 'p2p-story', 'extra' );
	} );
} );
