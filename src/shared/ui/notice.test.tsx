import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../tests/js/render';
import { Notice } from './notice';

describe( 'Notice', () => {
	it.each( [ 'error', 'warning' ] as const )(
		'announces a %s assertively (alert)',
		( type ) => {
			renderWithTheme(
				<Notice type={ type }>Something happened.</Notice>
			);
			const notice = screen.getByRole( 'alert' );
			expect( notice ).toHaveTextContent( 'Something happened.' );
			expect( notice ).toHaveClass(
				'p2p-notice',
				`p2p-notice--${ type }`
			);
			expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		}
	);

	it.each( [ 'success', 'info' ] as const )(
		'announces a %s politely (status)',
		( type ) => {
			renderWithTheme( <Notice type={ type }>Saved.</Notice> );
			const notice = screen.getByRole( 'status' );
			expect( notice ).toHaveTextContent( 'Saved.' );
			expect( notice ).toHaveClass( `p2p-notice--${ type }` );
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		}
	);

	it( 'keeps an extra class', () => {
		renderWithTheme(
			<Notice type="warning" className="p2p-admin-banner">
				Draft
			</Notice>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveClass( 'p2p-admin-banner' );
	} );
} );
