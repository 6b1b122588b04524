import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { buildSettings } from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminDonation } from '../../../api/types';

const donation: AdminDonation = {
	id: 41,
	donor_name: 'Dora',
	donor_email: 'dora@example.com',
	is_anonymous: false,
	amount: 1234.5,
	status: 'completed',
	mode: 'test',
	team_id: 0,
	team: '',
	fundraiser_id: 0,
	fundraiser: '',
	created_at: '2026-03-02T03:30:00Z',
	completed_at: '2026-03-02T03:30:00Z',
	updates_opt_in: false,
};

function serveDonations( total: number ) {
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( {
				data: { campaign_id: 7, campaign_title: 'Spring Run' },
			} )
		),
		http.get( apiUrl( 'admin/campaigns/7/donations' ), () =>
			HttpResponse.json( { data: [ donation ], total, count: 1 } )
		)
	);
}

describe( 'DonationsPanel', () => {
	it( 'shows dates, amounts and counts in the site’s language and time zone, not the browser’s', async () => {
		serveDonations( 1234 );
		renderAdmin(
			'/campaigns/7/donations',
			buildSettings( {
				locale: 'de_DE',
				timeZone: 'Europe/Berlin',
				currencySymbol: '€',
				currencyPosition: 'after',
				decimalSeparator: ',',
				thousandsSeparator: '.',
			} )
		);
		const row = ( await screen.findByText( 'Dora' ) ).closest( 'tr' );
		expect( row ).not.toBeNull();
		const cells = within( row as HTMLElement );
		expect( cells.getByText( '02.03.2026, 04:30' ) ).toBeInTheDocument();
		expect( cells.getByText( '1.234,50 €' ) ).toBeInTheDocument();
		expect( screen.getByText( '1.234 items' ) ).toBeInTheDocument();
	} );

	it( 'shows the same instant as a US site in New York reads it', async () => {
		serveDonations( 1234 );
		renderAdmin(
			'/campaigns/7/donations',
			buildSettings( { locale: 'en_US', timeZone: 'America/New_York' } )
		);
		const row = ( await screen.findByText( 'Dora' ) ).closest( 'tr' );
		const cells = within( row as HTMLElement );
		expect(
			cells.getByText( /^Mar 1, 2026, 10:30\sPM$/ )
		).toBeInTheDocument();
		expect( screen.getByText( '1,234 items' ) ).toBeInTheDocument();
	} );

	it( 'names each row action with one sentence for screen readers and shows only its verb', async () => {
		serveDonations( 1 );
		renderAdmin( '/campaigns/7/donations' );
		const row = ( await screen.findByText( 'Dora' ) ).closest( 'tr' );
		const refund = within( row as HTMLElement ).getByRole( 'button', {
			name: 'Refund donation 41',
		} );
		expect(
			within( refund ).getByText( 'Refund', {
				ignore: '.screen-reader-text',
			} )
		).not.toHaveClass( 'screen-reader-text' );
		expect(
			within( row as HTMLElement ).getByRole( 'button', {
				name: 'Reassign donation 41',
			} )
		).toBeInTheDocument();
	} );

	it( 'lets the browser refuse an offline donation above what the server records, before sending it', async () => {
		const posts: unknown[] = [];
		serveDonations( 1 );
		server.use(
			http.get( apiUrl( 'admin/campaigns/7/teams' ), () =>
				HttpResponse.json( { data: [], total: 0, count: 0 } )
			),
			http.get( apiUrl( 'admin/campaigns/7/fundraisers' ), () =>
				HttpResponse.json( { data: [], total: 0, count: 0 } )
			),
			http.post( apiUrl( 'admin/campaigns/7/donations' ), () => {
				posts.push( 'post' );
				return HttpResponse.json( { data: donation } );
			} )
		);
		renderAdmin( '/campaigns/7/donations' );
		const user = userEvent.setup();
		await screen.findByText( 'Dora' );
		await user.click(
			screen.getByRole( 'button', { name: 'Record offline donation' } )
		);
		const dialog = await screen.findByRole( 'dialog' );
		await user.type(
			within( dialog ).getByLabelText( /Donor e-mail/ ),
			'big@example.com'
		);
		const amount = within( dialog ).getByRole( 'spinbutton', {
			name: /Amount/,
		} );
		await user.type( amount, '2000000' );
		// The server takes 1 to 1,000,000 (DonationService): more is a range overflow.
		expect( ( amount as HTMLInputElement ).validity.rangeOverflow ).toBe(
			true
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Record donation' } )
		);
		expect( posts ).toEqual( [] );
		await user.clear( amount );
		await user.type( amount, '1000000' );
		expect( ( amount as HTMLInputElement ).validity.valid ).toBe( true );
		// Typing into the modal's fields one key at a time takes seconds on a loaded machine.
	}, 30000 );

	it( 'shows a dedication with the message, struck through while hidden, and hides a gift that has only a dedication', async () => {
		const bodies: unknown[] = [];
		const dedicated: AdminDonation = {
			...donation,
			message: '',
			message_hidden: false,
			dedication_type: 'memory',
			dedication_name: 'Rose Miller',
			dedication_notified: true,
		};
		const hiddenOne: AdminDonation = {
			...donation,
			id: 42,
			donor_name: 'Eli',
			message: 'Second voice',
			message_hidden: true,
			dedication_type: 'honour',
			dedication_name: 'Coach Dana',
		};
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( {
					data: { campaign_id: 7, campaign_title: 'Spring Run' },
				} )
			),
			http.get( apiUrl( 'admin/campaigns/7/donations' ), () =>
				HttpResponse.json( {
					data: [ dedicated, hiddenOne ],
					total: 2,
					count: 2,
				} )
			),
			http.post(
				apiUrl( 'admin/campaigns/7/donations/messages' ),
				async ( { request } ) => {
					bodies.push( await request.json() );
					return HttpResponse.json( { data: { changed: 1 } } );
				}
			)
		);
		renderAdmin( '/campaigns/7/donations' );
		const user = userEvent.setup();
		const row = ( await screen.findByText( 'Dora' ) ).closest(
			'tr'
		) as HTMLElement;
		expect(
			within( row ).getByText( 'In memory of Rose Miller' )
		).toBeInTheDocument();
		const hidden = screen.getByText( 'Eli' ).closest( 'tr' ) as HTMLElement;
		expect(
			within( hidden ).getByText( 'In honour of Coach Dana' )
		).toHaveClass( 'p2p-admin-message__text--hidden' );
		await user.click(
			within( row ).getByRole( 'button', {
				name: 'Hide the message of donation 41',
			} )
		);
		await screen.findByText(
			'Message hidden from the campaign pages, the fundraiser’s donor list and e-mails.'
		);
		expect( bodies ).toEqual( [ { ids: [ 41 ], hidden: true } ] );
	} );

	it( 'hides a message with its row button, and the selected rows’ messages in one request', async () => {
		const bodies: unknown[] = [];
		const withWords: AdminDonation = {
			...donation,
			message: 'Go <b>team</b>!',
			message_hidden: false,
		};
		const second: AdminDonation = {
			...donation,
			id: 42,
			donor_name: 'Eli',
			message: 'Second voice',
			message_hidden: true,
		};
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( {
					data: { campaign_id: 7, campaign_title: 'Spring Run' },
				} )
			),
			http.get( apiUrl( 'admin/campaigns/7/donations' ), () =>
				HttpResponse.json( {
					data: [ withWords, second ],
					total: 2,
					count: 2,
				} )
			),
			http.post(
				apiUrl( 'admin/campaigns/7/donations/messages' ),
				async ( { request } ) => {
					bodies.push( await request.json() );
					return HttpResponse.json( { data: { changed: 1 } } );
				}
			)
		);
		renderAdmin( '/campaigns/7/donations' );
		const user = userEvent.setup();
		const row = ( await screen.findByText( 'Dora' ) ).closest(
			'tr'
		) as HTMLElement;
		// Plain text, never markup.
		expect(
			within( row ).getByText( 'Go <b>team</b>!' )
		).toBeInTheDocument();
		const hidden = screen.getByText( 'Eli' ).closest( 'tr' ) as HTMLElement;
		expect( within( hidden ).getByText( 'Hidden' ) ).toBeInTheDocument();

		await user.click(
			within( row ).getByRole( 'button', {
				name: 'Hide the message of donation 41',
			} )
		);
		expect(
			await screen.findByText(
				'Message hidden from the campaign pages, the fundraiser’s donor list and e-mails.'
			)
		).toBeInTheDocument();
		await user.click(
			within( hidden ).getByRole( 'button', {
				name: 'Show the message of donation 42 again',
			} )
		);

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Select donation 41' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Select donation 42' } )
		);
		await user.click(
			screen.getByRole( 'button', {
				name: 'Hide the messages of 2 donations',
			} )
		);
		await screen.findByText( 'Messages of the selected donations hidden.' );
		expect( bodies ).toEqual( [
			{ ids: [ 41 ], hidden: true },
			{ ids: [ 42 ], hidden: false },
			{ ids: [ 41, 42 ], hidden: true },
		] );
	} );

	it( 'sends the date and the message of an offline gift and puts the server’s date message beside the field', async () => {
		const bodies: Array< Record< string, unknown > > = [];
		serveDonations( 1 );
		server.use(
			http.get( apiUrl( 'admin/campaigns/7/teams' ), () =>
				HttpResponse.json( { data: [], total: 0, count: 0 } )
			),
			http.get( apiUrl( 'admin/campaigns/7/fundraisers' ), () =>
				HttpResponse.json( { data: [], total: 0, count: 0 } )
			),
			http.post(
				apiUrl( 'admin/campaigns/7/donations' ),
				async ( { request } ) => {
					bodies.push(
						( await request.json() ) as Record< string, unknown >
					);
					const message =
						'The date cannot be in the future: enter the day the gift was made.';
					return HttpResponse.json(
						{
							code: 'rest_invalid_param',
							message,
							data: { status: 400, params: { date: message } },
						},
						{ status: 400 }
					);
				}
			)
		);
		renderAdmin( '/campaigns/7/donations' );
		const user = userEvent.setup();
		await screen.findByText( 'Dora' );
		await user.click(
			screen.getByRole( 'button', { name: 'Record offline donation' } )
		);
		const dialog = await screen.findByRole( 'dialog' );
		await user.type(
			within( dialog ).getByLabelText( /Donor name/ ),
			'Cheque Writer'
		);
		await user.type(
			within( dialog ).getByLabelText( /Donor e-mail/ ),
			'cheque@example.com'
		);
		await user.type(
			within( dialog ).getByRole( 'spinbutton', { name: /Amount/ } ),
			'40'
		);
		const date = within( dialog ).getByLabelText( /Date of the gift/ );
		expect( date ).toHaveAttribute(
			'max',
			expect.stringMatching( /^\d{4}-\d{2}-\d{2}$/ )
		);
		await user.type( date, '2024-05-31' );
		await user.type(
			within( dialog ).getByLabelText( /Words of support/ ),
			'For the well'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Record donation' } )
		);
		const field =
			await within( dialog ).findByLabelText( /Date of the gift/ );
		await waitFor( () =>
			expect( field ).toHaveAccessibleDescription(
				expect.stringContaining( 'The date cannot be in the future' )
			)
		);
		expect( bodies[ 0 ] ).toMatchObject( {
			date: '2024-05-31',
			message: 'For the well',
			amount: 40,
		} );
	}, 30000 );
} );
