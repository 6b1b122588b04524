/**
 * A stylis plugin for the campaign app's StyleSheetManager: every rule of a styled component
 * starts with its class four times (`.c.c.c.c`), so the app's own styles outrank the element rules
 * classic themes write for the whole page. Twenty Twenty-One colours every button with
 * `button:not(:hover):not(:active):not(.has-background)` (specificity 0,3,1), which beat a
 * component's single class (0,1,0): the campaign's tabs and buttons took the theme's colours.
 * The app's scoped base styles (`#p2p-fundraising-root …`) still come first: an id outranks classes.
 */

/** The part of a stylis element this plugin reads and writes. */
interface StylisElement {
	type: string;
	props: string[] | string;
}

const LEADING_CLASS = /^(\.[\w-]+)(?![\w-])/;

export function outrankThemeRules( element: StylisElement ): void {
	if ( element.type !== 'rule' || ! Array.isArray( element.props ) ) {
		return;
	}
	element.props = element.props.map( ( selector ) =>
		selector.replace( LEADING_CLASS, '$1$1$1$1' )
	);
}

// styled-components tells stylis configurations apart by their plugins' names.
Object.defineProperty( outrankThemeRules, 'name', {
	value: 'p2pOutrankThemeRules',
} );

/** The plugin list, one stable array (a new one per render would re-create every style). */
export const CAMPAIGN_STYLIS_PLUGINS = [ outrankThemeRules ];
