import { screen } from '@testing-library/react';
import { buildAuth, buildInitialData } from '../../../tests/js/mocks/fixtures';
import { renderCampaignApp } from '../../../tests/js/render';

const LOGOUT =
	'https://example.org/wp-login.php?action=logout&redirect_to=https%3A%2F%2Fexample.org%2Fcampaigns%2Fdemo%2F&_wpnonce=abc123';

describe( 'AccountBar', () => {
	it( 'offers a signed-in visitor a real sign-out on every campaign page', async () => {
		renderCampaignApp( {
			data: buildInitialData( {
				auth: buildAuth( {
					user_id: 9,
					fundraiser_id: 4,
					is_logged_in: true,
					logout_url: LOGOUT,
				} ),
				user: { name: 'Ada Lovelace' },
			} ),
		} );
		expect(
			await screen.findByText( 'Signed in as Ada Lovelace' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Sign out' } )
		).toHaveAttribute( 'href', LOGOUT );
	} );

	it( 'offers nothing to a visitor who is not signed in', async () => {
		renderCampaignApp();
		expect(
			await screen.findByRole( 'heading', { level: 1 } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link', { name: 'Sign out' } ) ).toBeNull();
	} );
} );
