import { http, HttpResponse } from 'msw';
import { API_ROOT, apiUrl } from '../../../tests/js/mocks/api-url';
import { server } from '../../../tests/js/mocks/server';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const client = () =>
	createApiClient( { apiRoot: API_ROOT, apiNonce: 'nonce-123' } );

/**
 * Holds the next request to `path` in its handler and hands out the XMLHttpRequest that sent
 * it, so a test can fire the events a browser fires (timeout, abort). msw's XHR interception
 * does not run the real network timer, so the browser's side is simulated with the event.
 */
function holdRequest( path: string ) {
	const Original = globalThis.XMLHttpRequest;
	const created: XMLHttpRequest[] = [];
	globalThis.XMLHttpRequest = new Proxy( Original, {
		construct( target, args ) {
			const xhr = Reflect.construct( target, args ) as XMLHttpRequest;
			created.push( xhr );
			return xhr;
		},
	} );
	let reached: () => void = () => {};
	let release: () => void = () => {};
	const isReached = new Promise< void >( ( resolve ) => {
		reached = resolve;
	} );
	const isReleased = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	server.use(
		http.get( apiUrl( path ), async () => {
			reached();
			await isReleased;
			return HttpResponse.json( { data: {} } );
		} )
	);
	return {
		xhr: isReached.then( () => {
			globalThis.XMLHttpRequest = Original;
			const [ xhr ] = created;
			if ( ! xhr ) {
				throw new Error( 'No XMLHttpRequest was created.' );
			}
			return xhr;
		} ),
		/** Lets the held handler answer, then waits for the late answer to be ignored. */
		release: async () => {
			release();
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		},
	};
}

/** The error a promise rejects with (fails the test when it resolves). */
async function rejectionOf( promise: Promise< unknown > ): Promise< ApiError > {
	try {
		await promise;
	} catch ( error ) {
		expect( error ).toBeInstanceOf( ApiError );
		return error as ApiError;
	}
	throw new Error( 'Expected the request to fail.' );
}

describe( 'createApiClient', () => {
	it( 'sends the nonce and query parameters with a GET and returns the body', async () => {
		let seen: Request | undefined;
		server.use(
			http.get( apiUrl( 'get-campaign' ), ( { request } ) => {
				seen = request;
				return HttpResponse.json( { data: { campaign_id: 1 } } );
			} )
		);

		const body = await client().get( 'get-campaign', {
			campaign_id: 1,
			team_id: undefined,
		} );

		expect( body ).toEqual( { data: { campaign_id: 1 } } );
		expect( seen?.headers.get( 'X-WP-Nonce' ) ).toBe( 'nonce-123' );
		expect( seen?.headers.get( 'Accept' ) ).toContain( 'application/json' );
		expect( new URL( seen!.url ).search ).toBe( '?campaign_id=1' );
	} );

	it( 'sends no nonce header when the page has no nonce', async () => {
		let nonce: string | null = 'unset';
		server.use(
			http.get( apiUrl( 'get-sponsors' ), ( { request } ) => {
				nonce = request.headers.get( 'X-WP-Nonce' );
				return HttpResponse.json( { data: [] } );
			} )
		);
		await createApiClient( { apiRoot: API_ROOT, apiNonce: '' } ).get(
			'get-sponsors'
		);
		expect( nonce ).toBeNull();
	} );

	it( 'appends parameters with & under plain permalinks', async () => {
		let url = '';
		server.use(
			http.get( 'http://localhost/', ( { request } ) => {
				url = request.url;
				return HttpResponse.json( { data: [] } );
			} )
		);
		await createApiClient( {
			apiRoot: 'http://localhost/?rest_route=/p2p-fundraising/v1',
			apiNonce: 'n',
		} ).get( 'get-sponsors', { campaign_id: 4 } );

		const params = new URL( url ).searchParams;
		expect( params.get( 'rest_route' ) ).toBe(
			'/p2p-fundraising/v1/get-sponsors'
		);
		expect( params.get( 'campaign_id' ) ).toBe( '4' );
	} );

	it( 'posts a JSON body with the nonce', async () => {
		let seen: Request | undefined;
		let body: unknown;
		server.use(
			http.post( apiUrl( 'fundraiser-login' ), async ( { request } ) => {
				seen = request;
				body = await request.json();
				return HttpResponse.json( { redirect: 'start-fundraising/' } );
			} )
		);

		const result = await client().post( 'fundraiser-login', {
			user_handle: 'ada@example.com',
			password: 'secret1',
			campaign_id: 1,
		} );

		expect( result ).toEqual( { redirect: 'start-fundraising/' } );
		expect( seen?.headers.get( 'X-WP-Nonce' ) ).toBe( 'nonce-123' );
		expect( seen?.headers.get( 'Content-Type' ) ).toContain(
			'application/json'
		);
		expect( body ).toEqual( {
			user_handle: 'ada@example.com',
			password: 'secret1',
			campaign_id: 1,
		} );
	} );

	it( 'posts FormData as multipart with its fields and file', async () => {
		let contentType: string | null = null;
		let received: FormData | undefined;
		server.use(
			http.post(
				apiUrl( 'update-fundraiser-profile' ),
				async ( { request } ) => {
					contentType = request.headers.get( 'Content-Type' );
					received = await request.formData();
					return HttpResponse.json( { ok: true } );
				}
			)
		);
		const form = new FormData();
		form.append( 'campaignId', '1' );
		form.append( 'story', 'Why I run' );
		// A Blob with a file name is what a browser sends for a File; jsdom's own File class is
		// not a Blob to the Node FormData the test environment uses.
		form.append(
			'file',
			new Blob( [ 'png-bytes' ], { type: 'image/png' } ),
			'me.png'
		);

		await client().post( 'update-fundraiser-profile', form );

		expect( contentType ).toMatch( /^multipart\/form-data; boundary=/ );
		expect( received?.get( 'campaignId' ) ).toBe( '1' );
		expect( received?.get( 'story' ) ).toBe( 'Why I run' );
		const file = received?.get( 'file' ) as File;
		expect( file.name ).toBe( 'me.png' );
		expect( file.type ).toBe( 'image/png' );
		expect( await file.text() ).toBe( 'png-bytes' );
	} );

	it( 'rejects with the WP_Error message, status, code and data', async () => {
		server.use(
			http.get( apiUrl( 'get-team' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_not_found',
						message: 'That team does not exist.',
						data: { status: 404, field: 'team_id' },
					},
					{ status: 404 }
				)
			)
		);

		const error = await rejectionOf(
			client().get( 'get-team', { team_id: 99 } )
		);

		expect( error.message ).toBe( 'That team does not exist.' );
		expect( error.status ).toBe( 404 );
		expect( error.code ).toBe( 'p2p_not_found' );
		expect( error.data ).toEqual( { status: 404, field: 'team_id' } );
	} );

	it( 'rejects a failed POST with the server message', async () => {
		server.use(
			http.post( apiUrl( 'register-fundraiser' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_email_exists',
						message: 'That e-mail is already registered.',
					},
					{ status: 409 }
				)
			)
		);
		const error = await rejectionOf(
			client().post( 'register-fundraiser', {} )
		);
		expect( error.message ).toBe( 'That e-mail is already registered.' );
		expect( error.status ).toBe( 409 );
		expect( error.code ).toBe( 'p2p_email_exists' );
	} );

	it( 'gives a human message with the status when the error body is not JSON', async () => {
		server.use(
			http.get( apiUrl( 'get-campaign' ), () =>
				HttpResponse.text( '<html><body>Fatal error</body></html>', {
					status: 500,
				} )
			)
		);

		const error = await rejectionOf( client().get( 'get-campaign' ) );

		expect( error.message ).toBe(
			'The server answered with an error (500).'
		);
		expect( error.status ).toBe( 500 );
		expect( error.code ).toBe( 'http_500' );
		expect( error.data ).toEqual( {} );
	} );

	it( 'gives the status message when a JSON error has no message', async () => {
		server.use(
			http.get( apiUrl( 'get-campaign' ), () =>
				HttpResponse.json(
					{ code: 'rest_forbidden', message: '' },
					{ status: 403 }
				)
			)
		);
		const error = await rejectionOf( client().get( 'get-campaign' ) );
		expect( error.message ).toBe(
			'The server answered with an error (403).'
		);
		expect( error.code ).toBe( 'rest_forbidden' );
	} );

	it( 'reports a network failure as "Network Error" with status 0', async () => {
		server.use(
			http.get( apiUrl( 'get-campaign' ), () => HttpResponse.error() )
		);

		const error = await rejectionOf( client().get( 'get-campaign' ) );

		expect( error.message ).toBe( 'Network Error' );
		expect( error.status ).toBe( 0 );
		expect( error.code ).toBe( 'ERR_NETWORK' );
	} );

	it( 'gives the XHR the configured timeout and reports it as "timeout of {ms}ms exceeded"', async () => {
		const pending = holdRequest( 'get-campaign' );
		const fast = createApiClient( {
			apiRoot: API_ROOT,
			apiNonce: 'n',
			timeout: 20,
		} );

		const request = rejectionOf( fast.get( 'get-campaign' ) );
		const xhr = await pending.xhr;
		expect( xhr.timeout ).toBe( 20 );
		// What the browser does when the request outlives xhr.timeout.
		xhr.dispatchEvent( new ProgressEvent( 'timeout' ) );
		const error = await request;
		await pending.release();

		expect( error.message ).toBe( 'timeout of 20ms exceeded' );
		expect( error.status ).toBe( 0 );
	} );

	it( 'reports a request the browser aborted as "Request aborted"', async () => {
		const pending = holdRequest( 'get-campaign' );

		const request = rejectionOf( client().get( 'get-campaign' ) );
		const xhr = await pending.xhr;
		// What the browser does when it cancels the request (e.g. the visitor leaves the page).
		xhr.dispatchEvent( new ProgressEvent( 'abort' ) );
		const error = await request;
		await pending.release();

		expect( error.message ).toBe( 'Request aborted' );
		expect( error.status ).toBe( 0 );
	} );

	it( 'gives the XHR a timeout of 30 s when none is configured', async () => {
		const pending = holdRequest( 'get-campaign' );
		const request = rejectionOf( client().get( 'get-campaign' ) );
		const xhr = await pending.xhr;
		expect( xhr.timeout ).toBe( 30000 );
		xhr.dispatchEvent( new ProgressEvent( 'abort' ) );
		await request;
		await pending.release();
	} );
} );
