import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../theme/colors';
import { buildTheme } from '../theme/theme';
import { Button } from './button';

/** '#rrggbb' of a computed 'rgb(r, g, b)'. */
const hex = ( rgb: string ) =>
	'#' +
	( rgb.match( /\d+/g ) ?? [] )
		.slice( 0, 3 )
		.map( ( channel ) =>
			Number( channel ).toString( 16 ).padStart( 2, '0' )
		)
		.join( '' );

describe( 'Button', () => {
	it.each( [
		[ '#7B1FA2', '#FFC107' ],
		[ '#28C77B', '#FFEB3B' ],
		[ '#1E2A3A', '#1E2A3A' ],
	] )(
		'writes an outline button in the secondary colour readably on white (primary %s, secondary %s)',
		( primary, secondary ) => {
			const theme = buildTheme( primary, secondary );
			render(
				<ThemeProvider theme={ theme }>
					<Button $color="secondary" $variant="outline">
						Start Fundraising
					</Button>
					<Button $variant="outline">Donate Now</Button>
				</ThemeProvider>
			);
			for ( const name of [ 'Start Fundraising', 'Donate Now' ] ) {
				const style = getComputedStyle(
					screen.getByRole( 'button', { name } )
				);
				expect(
					contrastRatio(
						hex( style.color ),
						hex( style.backgroundColor )
					)
				).toBeGreaterThanOrEqual( MIN_TEXT_CONTRAST );
			}
		}
	);
} );
