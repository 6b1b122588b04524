import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildCampaign,
	buildInitialData,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import type { CampaignMatch } from '../../../../shared/api/types';
import { MatchBanner } from './match-banner';

const match = ( overrides: Partial< CampaignMatch > = {} ): CampaignMatch => ( {
	sponsor_name: 'Acme Water',
	ratio: 1,
	cap: 5000,
	matched: 1200,
	start_date: '2026-06-01',
	end_date: '2026-06-30',
	is_running: true,
	...overrides,
} );

const renderBanner = ( value: CampaignMatch | null ) => {
	const data = buildInitialData( {
		campaign: buildCampaign( { match: value } ),
	} );
	return renderWithProviders( <MatchBanner campaign={ data.campaign } />, {
		data,
		withInitialEntries: true,
	} );
};

describe( 'MatchBanner', () => {
	it( 'announces the match with how much of the cap is used', () => {
		renderBanner( match() );
		const banner = screen.getByRole( 'region', { name: 'Matching gift' } );
		expect( banner ).toHaveTextContent(
			'Every gift doubled by Acme Water until June 30'
		);
		expect( banner ).toHaveTextContent( '$1,200 of $5,000 matched' );
		expect(
			screen.getByRole( 'progressbar', { name: 'Matching gift used' } )
		).toHaveAttribute( 'aria-valuenow', '24' );
	} );

	it( 'says tripled for 2:1, when it starts, and when the cap is reached', () => {
		const { unmount } = renderBanner( match( { ratio: 2 } ) );
		expect(
			screen.getByText( 'Every gift tripled by Acme Water until June 30' )
		).toBeInTheDocument();
		unmount();
		const later = renderBanner( match( { is_running: false } ) );
		expect(
			screen.getByText(
				'From June 1 every gift is matched by Acme Water until June 30'
			)
		).toBeInTheDocument();
		later.unmount();
		renderBanner( match( { matched: 5000, is_running: false } ) );
		expect(
			screen.getByText(
				'Acme Water’s matching gift is complete. Thank you!'
			)
		).toBeInTheDocument();
	} );

	it( 'shows nothing without a match', () => {
		renderBanner( null );
		expect(
			screen.queryByRole( 'region', { name: 'Matching gift' } )
		).not.toBeInTheDocument();
	} );

	it( 'follows the server when the campaign is read again', async () => {
		server.use(
			http.get( apiUrl( 'get-campaign' ), () =>
				HttpResponse.json( {
					data: buildCampaign( {
						match: match( { matched: 1300 } ),
					} ),
				} )
			)
		);
		const campaign = buildCampaign( { match: match() } );
		renderWithProviders( <MatchBanner campaign={ campaign } /> );
		expect(
			await screen.findByText( '$1,300 of $5,000 matched' )
		).toBeInTheDocument();
	} );
} );
