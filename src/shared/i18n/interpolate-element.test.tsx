import { render, screen } from '@testing-library/react';
import { interpolateElement } from './interpolate-element';

function renderSentence( sentence: string ) {
	return render(
		<p data-testid="sentence">
			{ interpolateElement( sentence, {
				link: <a href="/team/3/">{ null }</a>,
				strong: <strong />,
				br: <br />,
			} ) }
		</p>
	);
}

describe( 'interpolateElement', () => {
	it( 'puts the enclosed words inside the element, where the translation places them', () => {
		renderSentence( 'für <link>Team Nord</link> gespendet' );
		expect( screen.getByTestId( 'sentence' ) ).toHaveTextContent(
			'für Team Nord gespendet'
		);
		expect(
			screen.getByRole( 'link', { name: 'Team Nord' } )
		).toHaveAttribute( 'href', '/team/3/' );
	} );

	it( 'nests elements and places self-closing ones as they are', () => {
		const { container } = renderSentence(
			'Schon dabei?<br/><link>Jetzt <strong>anmelden</strong></link>'
		);
		expect( container.querySelector( 'br' ) ).not.toBeNull();
		const link = screen.getByRole( 'link', { name: 'Jetzt anmelden' } );
		expect( link.querySelector( 'strong' ) ).toHaveTextContent(
			'anmelden'
		);
	} );

	it( 'keeps plain sentences as they are', () => {
		renderSentence( 'Nothing to replace, 2 < 3.' );
		expect( screen.getByTestId( 'sentence' ) ).toHaveTextContent(
			'Nothing to replace, 2 < 3.'
		);
	} );

	it( 'never shows raw tags of a broken translation: unknown, unclosed and stray tags keep only their text', () => {
		renderSentence( 'a <em>b</em> c <link>d </strong>e' );
		const sentence = screen.getByTestId( 'sentence' );
		expect( sentence ).toHaveTextContent( 'a b c d e' );
		expect( sentence.innerHTML ).not.toMatch( /&lt;|<em>/ );
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );
} );
