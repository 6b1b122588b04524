import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	buildCampaign,
	buildInitialData,
} from '../../../tests/js/mocks/fixtures';
import { renderCampaignApp } from '../../../tests/js/render';

/*
 * Kept apart from routes.test.tsx on purpose: here each screen is visited for the first time,
 * so its lazily loaded code is still loading (spinner) when the route changes, as in a browser.
 */

const BASE = '/campaigns/demo';
const HOME_HEADING = 'Run for Clean Water';

describe( 'CampaignLayout focus management', () => {
	it( 'moves focus to the new page heading after following a link', async () => {
		const user = userEvent.setup();
		renderCampaignApp();

		await user.click(
			await screen.findByRole( 'link', { name: 'View All Teams' } )
		);

		const heading = await screen.findByRole( 'heading', {
			level: 1,
			name: 'Run for Clean Water Team Leaderboard',
		} );
		expect( window.location.pathname ).toBe(
			`${ BASE }/team-leaderboard/`
		);
		await waitFor( () => expect( heading ).toHaveFocus() );
		expect( document.title ).toBe(
			'Team Leaderboard – Run for Clean Water – Test Site'
		);

		await user.click(
			screen.getByRole( 'link', { name: 'Back to the campaign' } )
		);

		const home = await screen.findByRole( 'heading', {
			level: 1,
			name: HOME_HEADING,
		} );
		await waitFor( () => expect( home ).toHaveFocus() );
		expect( document.title ).toBe( 'Run for Clean Water – Test Site' );
	} );

	it( 'moves focus to the heading of a guarded page reached by a link', async () => {
		const user = userEvent.setup();
		renderCampaignApp();

		await user.click(
			screen.getByRole( 'link', { name: 'Start Fundraising' } )
		);

		const heading = await screen.findByRole( 'heading', {
			level: 1,
			name: 'Start Fundraising',
		} );
		expect( window.location.pathname ).toBe( `${ BASE }/register/` );
		await waitFor( () => expect( heading ).toHaveFocus() );
	} );

	it( 'leaves focus in the leaderboard search while only the search in the URL changes', async () => {
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team-leaderboard/' } );
		const box = await screen.findByRole( 'searchbox', {
			name: 'Search teams',
		} );

		await user.type( box, 'swim' );
		await waitFor( () =>
			expect( window.location.search ).toBe( '?search=swim' )
		);
		await screen.findByRole( 'heading', { name: 'Swimmers' } );
		expect( box ).toHaveFocus();

		// Clearing it replaces the history entry (decision 0011): still no new page.
		await user.clear( box );
		await waitFor( () => expect( window.location.search ).toBe( '' ) );
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 650 ) )
		);
		expect( box ).toHaveFocus();
		expect( screen.getByRole( 'heading', { level: 1 } ) ).not.toHaveFocus();
	} );

	it( 'leaves focus alone on the first page load', async () => {
		renderCampaignApp( { route: '/donate/' } );
		const heading = await screen.findByRole( 'heading', {
			level: 1,
			name: 'Make a Donation to Run for Clean Water',
		} );
		expect( heading ).not.toHaveFocus();
	} );
} );

describe( 'CampaignLayout frame', () => {
	it( 'shows administrators the inactive-campaign banner on every page', async () => {
		renderCampaignApp( {
			route: '/donate/',
			data: buildInitialData( {
				campaign: buildCampaign( {
					is_active: false,
					status: 'paused',
				} ),
			} ),
		} );
		await screen.findByRole( 'heading', {
			level: 1,
			name: 'Make a Donation to Run for Clean Water',
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'This campaign is set to "paused" and is not visable unless logged in as an administrator.'
		);
	} );

	it( 'shows no banner for an active campaign', () => {
		renderCampaignApp();
		expect(
			screen.queryByText( /is not visable/ )
		).not.toBeInTheDocument();
	} );

	it( 'contains a crash to its page: the next page works again', async () => {
		// A story that is not text makes the home page crash while rendering.
		const broken = buildCampaign( {
			long_desc: null as unknown as string,
		} );
		renderCampaignApp( { data: buildInitialData( { campaign: broken } ) } );

		expect(
			screen.getByRole( 'heading', { name: 'Try to reload the browser' } )
		).toBeInTheDocument();
		expect( console ).toHaveErrored();

		act( () => {
			window.history.pushState( {}, '', `${ BASE }/donate/` );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Make a Donation to Run for Clean Water',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Try to reload the browser' )
		).not.toBeInTheDocument();
	} );
} );
