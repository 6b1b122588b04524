import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Campaign } from '../../../contract/types';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildCampaign,
	buildInitialData,
	buildSponsor,
} from '../../../../../tests/js/mocks/fixtures';
import {
	expectNoRequests,
	recordRequests,
} from '../../../../../tests/js/mocks/request-log';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import { SponsorsSection, sponsorLinkAttributes } from './sponsors-section';

/** Renders the section with its sponsors embedded, as on a campaign page. */
const renderSection = (
	overrides: Partial< Campaign > = {},
	sponsors = [ buildSponsor( 1 ), buildSponsor( 2 ) ]
) => {
	const campaign = buildCampaign( overrides );
	return renderWithProviders( <SponsorsSection campaign={ campaign } />, {
		data: buildInitialData( { campaign, sponsors } ),
		withInitialEntries: true,
	} );
};

/** What of the section is on screen (the provider's live region is not part of it). */
const visibleSectionParts = () =>
	[
		document.querySelector( '.p2p-sponsors' ),
		screen.queryByRole( 'heading' ),
		screen.queryByRole( 'link' ),
		screen.queryByText( 'Sponsor 1' ),
	].filter( Boolean );

describe( 'sponsorLinkAttributes', () => {
	it( 'gives no link when linking is disabled', () => {
		expect( sponsorLinkAttributes( 'disabled' ) ).toBeNull();
	} );

	it( 'gives rel="nofollow" and no target for nofollow', () => {
		expect( sponsorLinkAttributes( 'nofollow' ) ).toEqual( {
			rel: 'nofollow',
		} );
	} );

	it.each( [ 'external', 'anything else', '' ] )(
		'opens a new tab safely for %j',
		( linking ) => {
			expect( sponsorLinkAttributes( linking ) ).toEqual( {
				rel: 'noopener noreferrer',
				target: '_blank',
			} );
		}
	);
} );

describe( 'SponsorsSection', () => {
	it( 'shows the sponsors under the campaign heading with a become-a-sponsor link', () => {
		renderSection( { sponsor_section_heading: 'Our Sponsors' } );

		const section = screen.getByRole( 'region', { name: 'Our Sponsors' } );
		expect(
			within( section ).getByRole( 'heading', {
				level: 2,
				name: 'Our Sponsors',
			} )
		).toBeInTheDocument();
		expect( within( section ).getAllByRole( 'listitem' ) ).toHaveLength(
			2
		);
		expect(
			within( section ).getByText( 'Sponsor 1' )
		).toBeInTheDocument();
		expect(
			within( section ).getByRole( 'link', { name: 'become a sponsor' } )
		).toHaveAttribute( 'href', 'http://localhost/become-a-sponsor/' );
		expect( section.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'http://localhost/sponsor-1.png'
		);
	} );

	it( "falls back to 'Sponsors' without a heading", () => {
		renderSection( { sponsor_section_heading: '' } );
		expect(
			screen.getByRole( 'heading', { name: 'Sponsors' } )
		).toBeInTheDocument();
	} );

	it( 'links each sponsor in a new tab for external linking', () => {
		renderSection( { sponsor_linking: 'external' } );
		const link = screen.getByRole( 'link', { name: 'Sponsor 1' } );
		expect( link ).toHaveAttribute(
			'href',
			'https://sponsor-1.example.com/'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	} );

	it( 'treats an unknown linking value as external', () => {
		renderSection( { sponsor_linking: 'sponsored' } );
		expect(
			screen.getByRole( 'link', { name: 'Sponsor 2' } )
		).toHaveAttribute( 'target', '_blank' );
	} );

	it( 'adds rel="nofollow" and stays in the tab for nofollow linking', () => {
		renderSection( { sponsor_linking: 'nofollow' } );
		const link = screen.getByRole( 'link', { name: 'Sponsor 1' } );
		expect( link ).toHaveAttribute(
			'href',
			'https://sponsor-1.example.com/'
		);
		expect( link ).toHaveAttribute( 'rel', 'nofollow' );
		expect( link ).not.toHaveAttribute( 'target' );
	} );

	it( 'shows sponsors without links when linking is disabled', () => {
		renderSection( { sponsor_linking: 'disabled' } );
		expect( screen.getByText( 'Sponsor 1' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Sponsor 1' } )
		).not.toBeInTheDocument();
		// Only the become-a-sponsor link is left.
		expect( screen.getAllByRole( 'link' ) ).toHaveLength( 1 );
	} );

	it( 'does not link a sponsor without a URL', () => {
		renderSection( {}, [ buildSponsor( 1, { sponsor_url: '' } ) ] );
		expect( screen.getByText( 'Sponsor 1' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Sponsor 1' } )
		).not.toBeInTheDocument();
	} );

	it( 'leaves out the become-a-sponsor link without an application page', () => {
		renderSection( { sponsor_application_page: '' } );
		expect( screen.getByText( 'Sponsor 1' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'become a sponsor' } )
		).not.toBeInTheDocument();
	} );

	it( 'invites sponsors even before the first one', () => {
		renderSection( {}, [] );
		expect(
			screen.getByRole( 'heading', { name: 'Our Sponsors' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'become a sponsor' } )
		).toBeInTheDocument();
	} );

	it( 'is hidden with no sponsors and no application page', () => {
		renderSection( { sponsor_application_page: '' }, [] );
		expect( visibleSectionParts() ).toEqual( [] );
	} );

	it.each( [ 'disabled', '', 'Enabled', 'yes' ] )(
		'is hidden and fetches nothing when sponsors_enabled is %j',
		async ( value ) => {
			const log = recordRequests();
			renderSection( { sponsors_enabled: value } );
			expect( visibleSectionParts() ).toEqual( [] );
			await expectNoRequests( log );
		}
	);

	it( 'loads the sponsors when the page did not embed them', async () => {
		server.use(
			http.get( apiUrl( 'get-sponsors' ), () =>
				HttpResponse.json( {
					data: [ buildSponsor( 9, { sponsor_name: 'ACME' } ) ],
				} )
			)
		);
		const campaign = buildCampaign();
		renderWithProviders( <SponsorsSection campaign={ campaign } /> );
		expect(
			await screen.findByRole( 'link', { name: 'ACME' } )
		).toBeInTheDocument();
	} );

	it( 'shows sponsor names as text', () => {
		renderSection( {}, [
			buildSponsor( 1, { sponsor_name: '<b>ACME</b>' } ),
		] );
		expect( screen.getByText( '<b>ACME</b>' ) ).toBeInTheDocument();
	} );
} );
