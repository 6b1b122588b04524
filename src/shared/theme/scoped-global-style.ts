/**
 * Base styles for an app's root element only: the plugin lives inside any theme and must not
 * restyle the rest of the page.
 */
import { createGlobalStyle } from 'styled-components';

export const ScopedGlobalStyle = createGlobalStyle< { $root: string } >`
	${ ( { $root } ) => $root } {
		font-family: ${ ( { theme } ) => theme.font.family };
		font-size: ${ ( { theme } ) => theme.font.sizes.base };
		line-height: 1.5;
		color: ${ ( { theme } ) => theme.colors.text };
		-webkit-font-smoothing: antialiased;
	}

	${ ( { $root } ) => $root } *,
	${ ( { $root } ) => $root } *::before,
	${ ( { $root } ) => $root } *::after {
		box-sizing: border-box;
	}

	/* Themes style headings with their own fonts; inside the app they follow the app's. */
	${ ( { $root } ) => $root } :is(h1, h2, h3, h4, button, input, select, textarea) {
		font-family: inherit;
	}

	/* Headings receive focus only programmatically, to announce a new page. */
	${ ( { $root } ) => $root } :is(h1, h2)[tabindex='-1']:focus {
		outline: none;
	}

	${ ( { $root } ) => $root } :focus-visible {
		outline: 3px solid ${ ( { theme } ) => theme.colors.focus };
		outline-offset: 2px;
	}

	/*
	 * A tab list scrolls sideways (overflow-x), which clips whatever is drawn outside it: a tab's
	 * ring outside the tab showed only as a line between two tabs. Tabs draw theirs inside.
	 */
	${ ( { $root } ) => $root } [role='tab']:focus-visible {
		outline-offset: -3px;
	}

	/* No weight (:where): a component that sizes its picture (an avatar's cover crop) must win. */
	:where(${ ( { $root } ) => $root } img) {
		max-width: 100%;
		height: auto;
	}

`;
