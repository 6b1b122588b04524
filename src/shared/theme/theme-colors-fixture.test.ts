/**
 * The server paints the campaign page's first frame in the same colours (PHP ThemeColors,
 * tested against the same file): this pins what the app computes.
 */
import fixtures from '../../../tests/fixtures/theme-colors.json';
import { buildTheme } from './theme';

describe( 'campaign colours shared with the server', () => {
	it.each( fixtures )(
		'primary $primary, secondary $secondary',
		( { primary, secondary, expected } ) => {
			const { colors } = buildTheme( primary, secondary );
			expect( {
				primary: colors.primary,
				onPrimary: colors.onPrimary,
				primarySurface: colors.primarySurface,
				primaryText: colors.primaryText,
				secondarySurface: colors.secondarySurface,
				onSecondary: colors.onSecondary,
				secondaryText: colors.secondaryText,
			} ).toEqual( expected );
		}
	);
} );
