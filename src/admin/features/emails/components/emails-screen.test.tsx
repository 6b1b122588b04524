import { screen, within } from '@testing-library/react';
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
		],
		nudgeDays: 7,
	},
} );

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
			},
		} );
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
