import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import {
	buildCampaign,
	buildInitialData,
	buildItem,
	buildPage,
} from '../../../tests/js/mocks/fixtures';
import { server } from '../../../tests/js/mocks/server';
import { renderCampaignApp } from '../../../tests/js/render';

const FUNDRAISERS = 'get-campaign-fundraisers-search';

/** Two fundraisers: Ann raised more, Ben ran more. */
function serve( sorts: string[] ) {
	const ann = buildItem( 1, { name: 'Ann', amount: 900, activity: 12.5 } );
	const ben = buildItem( 2, { name: 'Ben', amount: 100, activity: 42 } );
	server.use(
		http.get( apiUrl( FUNDRAISERS ), ( { request } ) => {
			const sort =
				new URL( request.url ).searchParams.get( 'sort' ) ?? 'amount';
			sorts.push( sort );
			return HttpResponse.json(
				buildPage(
					sort === 'activity' ? [ ben, ann ] : [ ann, ben ],
					2
				)
			);
		} )
	);
}

const cardNames = () =>
	screen
		.queryAllByRole( 'article' )
		.map(
			( card ) => within( card ).getByRole( 'heading' ).textContent ?? ''
		);

describe( 'Leaderboard ranked by activity', () => {
	it( 'ranks by money by default and by activity on request, with the order in the URL', async () => {
		const sorts: string[] = [];
		serve( sorts );
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/fundraiser-leaderboard/',
			data: buildInitialData( {
				campaign: buildCampaign( {
					activity_unit: 'km',
					activity_label: 'km',
				} ),
				topFundraisers: null,
			} ),
		} );
		const group = await screen.findByRole( 'group', { name: 'Rank by' } );
		expect(
			within( group ).getByRole( 'button', { name: 'Amount raised' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await waitFor( () =>
			expect( cardNames() ).toEqual( [ 'Ann', 'Ben' ] )
		);
		expect( screen.getByText( '12.5 km' ) ).toBeInTheDocument();

		await user.click(
			within( group ).getByRole( 'button', { name: 'Activity' } )
		);
		await waitFor( () =>
			expect( cardNames() ).toEqual( [ 'Ben', 'Ann' ] )
		);
		expect(
			within( group ).getByRole( 'button', { name: 'Activity' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( window.location.search ).toBe( '?sort=activity' );
		expect( sorts ).toEqual( [ 'amount', 'activity' ] );
		// The spec's texts stay as they are.
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Run for Clean Water Fundraiser Leaderboard',
			} )
		).toBeInTheDocument();
	} );

	it( 'offers no order when the campaign tracks no activity', async () => {
		const sorts: string[] = [];
		serve( sorts );
		renderCampaignApp( {
			route: '/fundraiser-leaderboard/?sort=activity',
			data: buildInitialData( { topFundraisers: null } ),
		} );
		await waitFor( () =>
			expect( cardNames() ).toEqual( [ 'Ann', 'Ben' ] )
		);
		expect(
			screen.queryByRole( 'group', { name: 'Rank by' } )
		).not.toBeInTheDocument();
		expect( screen.queryByText( '12.5 km' ) ).not.toBeInTheDocument();
		expect( sorts ).toEqual( [ 'amount' ] );
	} );
} );
