/**
 * Design tokens. Each campaign supplies its primary and secondary colours; everything else is
 * fixed here so all screens share one look (spec §9).
 */
import {
	DARK_TEXT,
	LIGHT_TEXT,
	darken,
	parseHex,
	readableShade,
	textColorOn,
} from './colors';

export const DEFAULT_PRIMARY = '#28C77B';
export const DEFAULT_SECONDARY = '#1E2A3A';

export const breakpoints = {
	/** Tablets and up. */
	medium: '768px',
	/** Desktops and up. */
	large: '64rem',
} as const;

export const media = {
	medium: `@media (min-width: ${ breakpoints.medium })`,
	large: `@media (min-width: ${ breakpoints.large })`,
} as const;

/** A valid hex colour as CSS reads it (with its #), or the fallback. */
const hexOr = ( color: string | undefined, fallback: string ) =>
	color && parseHex( color )
		? `#${ color.trim().replace( /^#/, '' ) }`
		: fallback;

export function buildTheme( primary?: string, secondary?: string ) {
	const primaryColor = hexOr( primary, DEFAULT_PRIMARY );
	const secondaryColor = hexOr( secondary, DEFAULT_SECONDARY );
	const onPrimary = textColorOn( primaryColor );
	const onSecondary = textColorOn( secondaryColor );

	return {
		colors: {
			primary: primaryColor,
			onPrimary,
			/** The primary colour adjusted for text on it (buttons, badges) to pass WCAG AA. */
			primarySurface: readableShade( primaryColor, onPrimary ),
			/** Primary used as text on white (links, headings accents). */
			primaryText: readableShade( primaryColor, LIGHT_TEXT ),
			secondary: secondaryColor,
			onSecondary,
			secondarySurface: readableShade( secondaryColor, onSecondary ),
			/** Secondary used as text on white (the outline "Start Fundraising" button). */
			secondaryText: readableShade( secondaryColor, LIGHT_TEXT ),
			goalStart: '#ffdb00',
			goalEnd: '#ffa200',
			goalDark: darken( secondaryColor, 20 ),
			text: DARK_TEXT,
			muted: '#5f6368',
			border: '#dfe3e8',
			surface: '#ffffff',
			background: '#f5f7f9',
			danger: '#c62828',
			dangerSurface: '#fdecea',
			warning: '#8a5a00',
			warningSurface: '#fff4d6',
			success: '#1b5e20',
			successSurface: '#e8f5e9',
			info: '#0b4f8a',
			infoSurface: '#e8f1fb',
			focus: '#1a73e8',
		},
		font: {
			// Montserrat once fonts-switch.ts turns it on (fonts.css), the same as first-paint.css.
			// One generic fallback: each uninstalled family of a longer list costs the first layout
			// a lookup.
			family: 'var(--p2p-font-family, sans-serif)',
			sizes: {
				small: '0.875rem',
				base: '1rem',
				large: '1.25rem',
				xl: '1.75rem',
				hero: '2.5rem',
			},
		},
		radius: { small: '4px', medium: '8px', large: '16px', pill: '999px' },
		shadow: {
			card: '0 1px 3px rgba(16, 24, 40, 0.1), 0 1px 2px rgba(16, 24, 40, 0.06)',
			raised: '0 10px 30px rgba(16, 24, 40, 0.12)',
		},
		/** Spacer default is 20 px (spec §9). */
		spacer: 20,
		overlayOpacity: 0.72,
		donateButtonMinWidth: '200px',
		progressMinFill: '25px',
		modalMaxWidth: '600px',
		contentWidth: '1140px',
	};
}

export type Theme = ReturnType< typeof buildTheme >;
