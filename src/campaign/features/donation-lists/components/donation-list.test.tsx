import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	buildDonation,
	buildInitialData,
	buildSettings,
	CAMPAIGN_URL,
} from '../../../../../tests/js/mocks/fixtures';
import {
	renderCampaignApp,
	renderWithProviders,
} from '../../../../../tests/js/render';
import { DonationList } from './donation-list';

const rows = () => screen.getAllByRole( 'listitem' );

describe( 'DonationList', () => {
	it( "gives a sponsor's match row the sponsor's initials, not those of 'Matched by …'", () => {
		renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 1, { donorName: 'Grace Hopper' } ),
					buildDonation( 2, {
						donorName: 'Matched by Northwind Credit Union',
						matchedBy: 'Northwind Credit Union',
					} ),
				] }
			/>,
			{ basename: '/campaigns/demo' }
		);
		const initials = rows().map(
			( row ) => row.querySelector( '.p2p-avatar' )?.textContent
		);
		expect( initials ).toEqual( [ 'GH', 'NU' ] );
	} );

	it( 'lists who gave how much, to whom and when', () => {
		renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 1, {
						donorName: 'Grace Hopper',
						amount: 1250.5,
						teamOrFundraiserName: 'The Runners',
						relativeDateString: '3 hours ago',
					} ),
				] }
			/>,
			{ basename: '/campaigns/demo' }
		);

		const [ row ] = rows();
		expect(
			within( row! ).getByText( 'Grace Hopper' )
		).toBeInTheDocument();
		expect(
			within( row! ).getByLabelText( 'Donated $1,250.50' )
		).toHaveTextContent( '$1,250.50' );
		expect( row ).toHaveTextContent( 'to The Runners · 3 hours ago' );
		expect( within( row! ).getByText( 'GH' ) ).toBeInTheDocument();
	} );

	it( "shows an anonymous donor as 'Anonymous'", () => {
		renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 2, { donorName: 'Anonymous', amount: 25 } ),
				] }
			/>
		);
		const [ row ] = rows();
		expect( within( row! ).getByText( 'Anonymous' ) ).toBeInTheDocument();
		expect(
			within( row! ).getByLabelText( 'Donated $25' )
		).toBeInTheDocument();
	} );

	it( "shows the donor's words of support as text, line breaks kept, also for an anonymous donor", () => {
		renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 3, {
						donorName: 'Anonymous',
						message: 'Go team!\n<b>We believe</b> in you',
					} ),
					buildDonation( 4, { donorName: 'Ada', message: '' } ),
				] }
			/>
		);
		const [ withWords, without ] = rows();
		const quote = within( withWords! ).getByRole( 'blockquote' );
		// Plain text: the angle brackets are shown, nothing is parsed as markup.
		expect( quote.textContent ).toBe(
			'Go team!\n<b>We believe</b> in you'
		);
		expect( quote.querySelector( 'b' ) ).toBeNull();
		expect(
			within( withWords! ).getByText( 'Anonymous' )
		).toBeInTheDocument();
		expect( within( without! ).queryByRole( 'blockquote' ) ).toBeNull();
	} );

	it( 'shows a dedication above the words, an anonymous gift’s too, as plain text', () => {
		renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 5, {
						donorName: 'Anonymous',
						message: 'For Rose',
						dedicationType: 'memory',
						dedicationName: 'Rose <i>Miller</i>',
					} ),
					buildDonation( 6, {
						donorName: 'Ada',
						dedicationType: 'honour',
						dedicationName: 'Coach Dana',
					} ),
					buildDonation( 7, {
						donorName: 'Eli',
						dedicationType: '',
						dedicationName: '',
					} ),
				] }
			/>
		);
		const [ memory, honour, none ] = rows();
		const line = within( memory! ).getByText(
			'In memory of Rose <i>Miller</i>'
		);
		expect( line.querySelector( 'i' ) ).toBeNull();
		// Read before the words: the dedication says what the gift is, the message what they wish.
		expect(
			line.compareDocumentPosition(
				within( memory! ).getByRole( 'blockquote' )
			)
		).toBe( Node.DOCUMENT_POSITION_FOLLOWING );
		expect(
			within( memory! ).getByText( 'Anonymous' )
		).toBeInTheDocument();
		expect(
			within( honour! ).getByText( 'In honour of Coach Dana' )
		).toBeInTheDocument();
		expect( none!.querySelector( '.p2p-dedication' ) ).toBeNull();
	} );

	it( 'names no recipient for a donation to the campaign itself', () => {
		renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 3, {
						donationType: 'campaign',
						teamOrFundraiserName: '',
						sourceLink: CAMPAIGN_URL,
						relativeDateString: '1 day ago',
					} ),
				] }
			/>
		);
		const [ row ] = rows();
		expect( within( row! ).queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect( row ).not.toHaveTextContent( 'to ' );
		expect( row ).toHaveTextContent( '1 day ago' );
	} );

	it( 'links the team as a route inside the campaign', () => {
		renderWithProviders(
			<DonationList donations={ [ buildDonation( 1 ) ] } />,
			{
				basename: '/campaigns/demo',
			}
		);
		expect(
			screen.getByRole( 'link', { name: 'The Runners' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/3/' );
	} );

	it( 'keeps a plain link to a page outside the campaign', () => {
		renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 1, {
						sourceLink: 'https://elsewhere.example.com/team/3/',
					} ),
				] }
			/>
		);
		expect(
			screen.getByRole( 'link', { name: 'The Runners' } )
		).toHaveAttribute( 'href', 'https://elsewhere.example.com/team/3/' );
	} );

	it( 'keeps rows with the same donor apart and in order', () => {
		renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 1, { donorName: 'Anonymous', amount: 10 } ),
					buildDonation( 2, { donorName: 'Anonymous', amount: 20 } ),
				] }
			/>
		);
		expect(
			rows().map(
				( row ) => within( row ).getByLabelText( /Donated/ ).textContent
			)
		).toEqual( [ '$10', '$20' ] );
	} );

	it( 'formats amounts with the site settings', () => {
		renderWithProviders(
			<DonationList
				donations={ [ buildDonation( 1, { amount: 1500 } ) ] }
			/>,
			{
				settings: buildSettings( {
					currencySymbol: ' kr',
					currencyPosition: 'after',
					thousandsSeparator: ' ',
				} ),
			}
		);
		expect(
			screen.getByLabelText( 'Donated 1 500 kr' )
		).toBeInTheDocument();
	} );

	it( 'shows donor names as text', () => {
		const { container } = renderWithProviders(
			<DonationList
				donations={ [
					buildDonation( 1, {
						donorName: '<img src=x onerror=alert(1)>',
					} ),
				] }
			/>
		);
		expect(
			screen.getByText( '<img src=x onerror=alert(1)>' )
		).toBeInTheDocument();
		expect( container.querySelector( 'img' ) ).toBeNull();
	} );
} );

describe( 'DonationList in the campaign app', () => {
	it( 'opens the team page without leaving the app', async () => {
		const user = userEvent.setup();
		renderCampaignApp( {
			data: buildInitialData( {
				donations: [
					buildDonation( 1 ),
					buildDonation( 2, { donorName: 'Anonymous' } ),
				],
			} ),
		} );

		const panel = screen.getByRole( 'tabpanel', {
			name: 'Recent Donations',
		} );
		expect( within( panel ).getByText( 'Anonymous' ) ).toBeInTheDocument();
		await user.click(
			within( panel ).getAllByRole( 'link', {
				name: 'The Runners',
			} )[ 0 ]!
		);

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'The Runners',
			} )
		).toBeInTheDocument();
		expect( window.location.pathname ).toBe( '/campaigns/demo/team/3/' );
	} );
} );
