import { render } from '@testing-library/react';
import styled, { StyleSheetManager } from 'styled-components';
import {
	CAMPAIGN_STYLIS_PLUGINS,
	outrankThemeRules,
} from './outrank-theme-rules';

const Tab = styled.button`
	background: none;
	&:hover {
		color: red;
	}
`;

function injectedCss(): string {
	return Array.from( document.querySelectorAll( 'style' ) )
		.map( ( style ) => style.textContent ?? '' )
		.join( '\n' );
}

describe( 'outrankThemeRules', () => {
	it( "repeats a rule's leading class four times and leaves other selectors alone", () => {
		const element = {
			type: 'rule',
			props: [
				'.abc',
				'.abc:hover',
				'.abc .child',
				'#p2p-fundraising-root button',
				'.abc-def+.abc-def',
			],
		};
		outrankThemeRules( element );
		expect( element.props ).toEqual( [
			'.abc.abc.abc.abc',
			'.abc.abc.abc.abc:hover',
			'.abc.abc.abc.abc .child',
			'#p2p-fundraising-root button',
			'.abc-def.abc-def.abc-def.abc-def+.abc-def',
		] );

		const declaration = { type: 'decl', props: 'color' };
		outrankThemeRules( declaration );
		expect( declaration.props ).toBe( 'color' );
	} );

	it( "gives a component's rules a specificity above a theme's `button:not(…):not(…):not(…)`", () => {
		const { getByRole } = render(
			<StyleSheetManager stylisPlugins={ CAMPAIGN_STYLIS_PLUGINS }>
				<Tab>Top Donors</Tab>
			</StyleSheetManager>
		);
		const className = getByRole( 'button' )
			.className.split( ' ' )
			.pop() as string;
		const css = injectedCss();
		expect( css ).toContain(
			`.${ className }.${ className }.${ className }.${ className }{background:none;}`
		);
		expect( css ).toContain(
			`.${ className }.${ className }.${ className }.${ className }:hover{color:red;}`
		);
	} );
} );
