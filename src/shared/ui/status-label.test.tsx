import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../tests/js/render';
import { STATUS_LABEL_TYPES, StatusLabel } from './status-label';

describe( 'StatusLabel', () => {
	it( 'shows its text', () => {
		renderWithTheme( <StatusLabel type="success" text="Approved" /> );
		expect( screen.getByText( 'Approved' ) ).toHaveClass(
			'p2p-status-label--success'
		);
	} );

	it.each( [
		[ 'error', 'Error' ],
		[ 'failed', 'Failed' ],
		[ 'warning', 'Warning' ],
		[ 'notice', 'Notice' ],
		[ 'success', 'Success' ],
		[ 'info', 'Info' ],
		[ 'http', 'HTTP' ],
	] as const )(
		'without text, a %s label shows the capitalised type "%s"',
		( type, name ) => {
			renderWithTheme( <StatusLabel type={ type } /> );
			expect( screen.getByText( name ) ).toHaveClass(
				`p2p-status-label--${ type }`
			);
		}
	);

	it( 'knows the seven types of the spec', () => {
		expect( STATUS_LABEL_TYPES ).toHaveLength( 7 );
	} );
} );
