import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminEmailTemplate } from '../../../api/types';

const template = (
	kind: string,
	label: string,
	overrides: Partial< AdminEmailTemplate > = {}
): AdminEmailTemplate => ( {
	kind,
	audience: 'fundraiser',
	label,
	enabled: true,
	subject: `Subject of ${ kind }`,
	body: `Body of ${ kind }`,
	defaultSubject: `Default subject of ${ kind }`,
	defaultBody: `Default body of ${ kind }`,
	placeholders: [ 'fundraiser_name', 'page_url' ],
	...overrides,
} );

const settings = () => ( {
	data: {
		templates: [
			template( 'welcome', 'Welcome after registration' ),
			template( 'milestone', 'Milestone reached' ),
			template( 'donor_receipt', 'Donation receipt (to the donor)', {
				audience: 'donor',
				placeholders: [ 'donor_name', 'receipt_number', 'tax_text' ],
			} ),
			template(
				'dedication_notice',
				'Dedicated gift (to the person the donor asked us to tell)',
				{
					audience: 'donor',
					placeholders: [ 'notify_name', 'donor_name', 'dedication' ],
				}
			),
		],
		nudgeDays: 7,
		receipt: {
			organisation: '',
			organisationDefault: 'Clean Water Site',
			taxText: '',
		},
	},
} );

// Six templates of fields render slowly on a loaded 2-core machine.
jest.setTimeout( 20_000 );

describe( 'E-mails screen', () => {
	it( 'switches an e-mail off, edits a text and saves', async () => {
		let saved: Record< string, unknown > = {};
		server.use(
			http.get( apiUrl( 'admin/email-settings' ), () =>
				HttpResponse.json( settings() )
			),
			http.post(
				apiUrl( 'admin/email-settings' ),
				async ( { request } ) => {
					saved = ( await request.json() ) as Record<
						string,
						unknown
					>;
					return HttpResponse.json( settings() );
				}
			)
		);
		renderAdmin( '/emails' );
		const milestone = await screen.findByRole( 'group', {
			name: 'Milestone reached',
		} );
		expect(
			within( milestone ).getByText(
				/Placeholders: \{fundraiser_name\}, \{page_url\}/
			)
		).toBeInTheDocument();
		await userEvent.click(
			within( milestone ).getByRole( 'checkbox', {
				name: 'Send “Milestone reached”',
			} )
		);
		const subject = within( milestone ).getByRole( 'textbox', {
			name: 'Subject',
		} );
		await userEvent.clear( subject );
		await userEvent.type( subject, 'Hooray {{fundraiser_name}' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save E-mails' } )
		);
		expect(
			await screen.findByText( 'E-mails saved.' )
		).toBeInTheDocument();
		expect( saved ).toEqual( {
			nudgeDays: 7,
			receipt: { organisation: '', taxText: '' },
			templates: {
				welcome: {
					enabled: true,
					subject: 'Subject of welcome',
					body: 'Body of welcome',
				},
				milestone: {
					enabled: false,
					subject: 'Hooray {fundraiser_name}',
					body: 'Body of milestone',
				},
				donor_receipt: {
					enabled: true,
					subject: 'Subject of donor_receipt',
					body: 'Body of donor_receipt',
				},
				dedication_notice: {
					enabled: true,
					subject: 'Subject of dedication_notice',
					body: 'Body of dedication_notice',
				},
			},
		} );
	} );

	it( 'lists the donor receipt apart, with the organisation and tax wording it prints, and saves them', async () => {
		let saved: Record< string, unknown > = {};
		server.use(
			http.get( apiUrl( 'admin/email-settings' ), () =>
				HttpResponse.json( settings() )
			),
			http.post(
				apiUrl( 'admin/email-settings' ),
				async ( { request } ) => {
					saved = ( await request.json() ) as Record<
						string,
						unknown
					>;
					return HttpResponse.json( settings() );
				}
			)
		);
		renderAdmin( '/emails' );
		const user = userEvent.setup( { delay: null } );
		const receipt = await screen.findByRole( 'group', {
			name: 'Donation receipt (to the donor)',
		} );
		// Under its own heading, after the fundraisers' e-mails.
		const headings = screen
			.getAllByRole( 'heading', { level: 2 } )
			.map( ( heading ) => heading.textContent );
		expect( headings ).toEqual( [ 'To fundraisers', 'To donors' ] );
		const sections = screen.getAllByRole( 'heading', { level: 2 } );
		const order = [ ...sections, receipt ].sort( ( a, b ) =>
			a.compareDocumentPosition( b ) === Node.DOCUMENT_POSITION_FOLLOWING
				? -1
				: 1
		);
		expect( order.indexOf( receipt ) ).toBe( 2 );
		expect(
			within( receipt ).getByText( /no money moved/ )
		).toBeInTheDocument();
		expect(
			within( receipt ).queryByText( /unsubscribe link/ )
		).not.toBeInTheDocument();

		const organisation = within( receipt ).getByRole( 'textbox', {
			name: 'Organisation named on receipts',
		} );
		expect( organisation ).toHaveAttribute(
			'placeholder',
			'Clean Water Site'
		);
		await user.click( organisation );
		await user.paste( 'Clean Water Trust' );
		await user.click(
			within( receipt ).getByRole( 'textbox', {
				name: 'Tax wording on receipts',
			} )
		);
		await user.paste( 'Charity no. 12345.' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save E-mails' } )
		);
		expect(
			await screen.findByText( 'E-mails saved.' )
		).toBeInTheDocument();
		expect( saved.receipt ).toEqual( {
			organisation: 'Clean Water Trust',
			taxText: 'Charity no. 12345.',
		} );
	} );

	it( 'lists the dedication e-mail under To donors, saying it never states the amount, without the receipt’s fields', async () => {
		server.use(
			http.get( apiUrl( 'admin/email-settings' ), () =>
				HttpResponse.json( settings() )
			)
		);
		renderAdmin( '/emails' );
		const dedication = await screen.findByRole( 'group', {
			name: 'Dedicated gift (to the person the donor asked us to tell)',
		} );
		expect(
			within( dedication ).getByText(
				/Placeholders: \{notify_name\}, \{donor_name\}, \{dedication\}\. There is none for the amount/
			)
		).toBeInTheDocument();
		expect(
			within( dedication ).getByText( /Sent once to the person/ )
		).toBeInTheDocument();
		expect(
			within( dedication ).queryByRole( 'textbox', {
				name: 'Organisation named on receipts',
			} )
		).not.toBeInTheDocument();
		expect(
			within( dedication ).queryByText( /no money moved/ )
		).not.toBeInTheDocument();
	} );

	it( 'flags an unknown placeholder as it is typed, naming the ones the e-mail knows', async () => {
		server.use(
			http.get( apiUrl( 'admin/email-settings' ), () =>
				HttpResponse.json( settings() )
			)
		);
		renderAdmin( '/emails' );
		const user = userEvent.setup( { delay: null } );
		const welcome = await screen.findByRole( 'group', {
			name: 'Welcome after registration',
		} );
		const body = within( welcome ).getByRole( 'textbox', {
			name: 'Text',
		} );
		await user.click( body );
		await user.paste( ' See {bogus}' );
		expect( body ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( body ).toHaveAccessibleDescription(
			expect.stringContaining(
				'Unknown placeholder {bogus}. This e-mail understands: {fundraiser_name}, {page_url}.'
			)
		);
		await user.type( body, '{Backspace}'.repeat( 7 ) );
		expect( body ).not.toHaveAttribute( 'aria-invalid', 'true' );
	} );

	it( "shows the server's refusal of a test beside the field it is about", async () => {
		const refusal =
			'Unknown placeholder {bogus}. This e-mail understands: {fundraiser_name}, {page_url}.';
		server.use(
			http.get( apiUrl( 'admin/email-settings' ), () =>
				HttpResponse.json( settings() )
			),
			http.post( apiUrl( 'admin/email-settings/test' ), () =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message: refusal,
						data: {
							status: 400,
							params: { 'milestone.subject': refusal },
						},
					},
					{ status: 400 }
				)
			)
		);
		renderAdmin( '/emails' );
		const user = userEvent.setup( { delay: null } );
		const milestone = await screen.findByRole( 'group', {
			name: 'Milestone reached',
		} );
		await user.click(
			within( milestone ).getByRole( 'button', {
				name: 'Send me a test Milestone reached',
			} )
		);
		const subject = within( milestone ).getByRole( 'textbox', {
			name: 'Subject',
		} );
		await waitFor( () =>
			expect( subject ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		expect( subject ).toHaveAccessibleDescription( refusal );
	} );

	it( 'sends a test of the text as typed and restores a default', async () => {
		let tested: Record< string, unknown > = {};
		server.use(
			http.get( apiUrl( 'admin/email-settings' ), () =>
				HttpResponse.json( settings() )
			),
			http.post(
				apiUrl( 'admin/email-settings/test' ),
				async ( { request } ) => {
					tested = ( await request.json() ) as Record<
						string,
						unknown
					>;
					return HttpResponse.json( {
						sent: true,
						message: 'A test e-mail was sent to admin@example.com.',
					} );
				}
			)
		);
		renderAdmin( '/emails' );
		const welcome = await screen.findByRole( 'group', {
			name: 'Welcome after registration',
		} );
		await userEvent.click(
			within( welcome ).getByRole( 'button', {
				name: 'Restore the default text Welcome after registration',
			} )
		);
		expect(
			within( welcome ).getByRole( 'textbox', { name: 'Subject' } )
		).toHaveValue( 'Default subject of welcome' );
		await userEvent.click(
			within( welcome ).getByRole( 'button', {
				name: 'Send me a test Welcome after registration',
			} )
		);
		expect(
			await screen.findByText(
				'A test e-mail was sent to admin@example.com.'
			)
		).toBeInTheDocument();
		expect( tested ).toEqual( {
			kind: 'welcome',
			subject: 'Default subject of welcome',
			body: 'Default body of welcome',
		} );
	} );

	it( 'says in words which number of days it takes, beside the field, without asking the server', async () => {
		const posts: unknown[] = [];
		server.use(
			http.get( apiUrl( 'admin/email-settings' ), () =>
				HttpResponse.json( settings() )
			),
			http.post( apiUrl( 'admin/email-settings' ), () => {
				posts.push( 'post' );
				return HttpResponse.json( settings() );
			} )
		);
		renderAdmin( '/emails' );
		const user = userEvent.setup();
		const days = await screen.findByLabelText(
			/Send the nudge after this many days/
		);
		await user.clear( days );
		await user.type( days, '0' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save E-mails' } )
		);
		expect(
			await screen.findByText( 'Enter a number from 1 to 90.' )
		).toBeInTheDocument();
		expect( days ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( posts ).toEqual( [] );
	} );
} );
