import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CAMPAIGN_URL } from '../../../tests/js/mocks/fixtures';
import { renderWithProviders } from '../../../tests/js/render';
import { AppLink, toCampaignRoute } from './app-link';

describe( 'toCampaignRoute', () => {
	it.each( [
		[ 'http://localhost/campaigns/demo/team/3/', '/team/3/' ],
		[
			'http://localhost/campaigns/demo/fundraiser/4/donate/',
			'/fundraiser/4/donate/',
		],
		[ 'http://localhost/campaigns/demo/', '/' ],
		[ 'http://localhost/campaigns/demo', '/' ],
		[ 'http://localhost/campaigns/demo/?ref=mail#top', '/?ref=mail#top' ],
	] )( 'maps %s inside the campaign to the route %s', ( url, route ) => {
		expect( toCampaignRoute( url, CAMPAIGN_URL ) ).toBe( route );
	} );

	it( 'accepts a campaign URL without its trailing slash', () => {
		expect(
			toCampaignRoute(
				'http://localhost/campaigns/demo/team/3/',
				'http://localhost/campaigns/demo'
			)
		).toBe( '/team/3/' );
	} );

	it.each( [
		[ 'another site', 'https://example.com/campaigns/demo/team/3/' ],
		[
			'another campaign whose slug starts the same',
			'http://localhost/campaigns/demo-2/team/3/',
		],
		[ 'another scheme', 'https://localhost/campaigns/demo/team/3/' ],
		[ 'the site root', 'http://localhost/' ],
		[ 'an empty link', '' ],
	] )( 'leaves %s alone', ( _label, url ) => {
		expect( toCampaignRoute( url, CAMPAIGN_URL ) ).toBeNull();
	} );

	it( 'maps nothing without a campaign URL', () => {
		expect(
			toCampaignRoute( 'http://localhost/campaigns/demo/team/3/', '' )
		).toBeNull();
	} );
} );

function CurrentPath() {
	return <p>Now at { useLocation().pathname }</p>;
}

describe( 'AppLink', () => {
	it( 'navigates inside the campaign without a page load', async () => {
		const user = userEvent.setup();
		renderWithProviders(
			<>
				<AppLink href="http://localhost/campaigns/demo/team/3/">
					The Runners
				</AppLink>
				<Routes>
					<Route path="*" element={ <CurrentPath /> } />
				</Routes>
			</>,
			{ basename: '/campaigns/demo' }
		);
		const link = screen.getByRole( 'link', { name: 'The Runners' } );
		expect( link ).toHaveAttribute( 'href', '/campaigns/demo/team/3/' );

		await user.click( link );

		expect( screen.getByText( 'Now at /team/3/' ) ).toBeInTheDocument();
	} );

	it( 'is a plain link for any other address', () => {
		renderWithProviders(
			<AppLink href="https://example.com/page/" className="external">
				Elsewhere
			</AppLink>
		);
		const link = screen.getByRole( 'link', { name: 'Elsewhere' } );
		expect( link ).toHaveAttribute( 'href', 'https://example.com/page/' );
		expect( link ).toHaveClass( 'external' );
	} );
} );
