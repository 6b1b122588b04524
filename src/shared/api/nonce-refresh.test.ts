import { http, HttpResponse } from 'msw';
import { API_ROOT, apiUrl } from '../../../tests/js/mocks/api-url';
import { server } from '../../../tests/js/mocks/server';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const STALE = 'stale-nonce';
const FRESH = 'fresh-nonce';

const client = () => createApiClient( { apiRoot: API_ROOT, apiNonce: STALE } );

/** WordPress's answer to a request whose nonce expired. */
const refused = ( code = 'rest_cookie_invalid_nonce' ) =>
	HttpResponse.json(
		{ code, message: 'Cookie check failed', data: { status: 403 } },
		{ status: 403 }
	);

/** The nonce route: counts its calls and the nonce header each carried. */
function nonceRoute(
	answer: () => Response = () =>
		HttpResponse.json( { data: { nonce: FRESH } } )
) {
	const calls: Array< string | null > = [];
	server.use(
		http.get( apiUrl( 'nonce' ), ( { request } ) => {
			calls.push( request.headers.get( 'X-WP-Nonce' ) );
			return answer();
		} )
	);
	return calls;
}

describe( 'a refused nonce', () => {
	it( 'is replaced by a fresh one, fetched without the stale one, and the read is repeated', async () => {
		const nonces = nonceRoute();
		const sent: Array< string | null > = [];
		server.use(
			http.get(
				apiUrl( 'get-campaign-teams-search' ),
				( { request } ) => {
					const nonce = request.headers.get( 'X-WP-Nonce' );
					sent.push( nonce );
					return nonce === FRESH
						? HttpResponse.json( { data: [], total: 0, count: 0 } )
						: refused();
				}
			)
		);

		const api = client();
		await expect(
			api.get( 'get-campaign-teams-search', { search: 'river' } )
		).resolves.toEqual( { data: [], total: 0, count: 0 } );
		expect( sent ).toEqual( [ STALE, FRESH ] );
		expect( nonces ).toEqual( [ null ] );

		// Later requests carry the fresh nonce from the start.
		await api.get( 'get-campaign-teams-search' );
		expect( sent ).toEqual( [ STALE, FRESH, FRESH ] );
		expect( nonces ).toHaveLength( 1 );
	} );

	it( 'repeats a write with its body after the plugin refused the nonce', async () => {
		nonceRoute();
		const bodies: unknown[] = [];
		server.use(
			http.post( apiUrl( 'fundraiser-login' ), async ( { request } ) => {
				bodies.push( await request.json() );
				return request.headers.get( 'X-WP-Nonce' ) === FRESH
					? HttpResponse.json( { redirect: 'start-fundraising/' } )
					: refused( 'p2p_invalid_nonce' );
			} )
		);

		await expect(
			client().post( 'fundraiser-login', {
				user_handle: 'ada',
				password: 'secret1',
			} )
		).resolves.toEqual( { redirect: 'start-fundraising/' } );
		expect( bodies ).toEqual( [
			{ user_handle: 'ada', password: 'secret1' },
			{ user_handle: 'ada', password: 'secret1' },
		] );
	} );

	it( 'is retried once only: a second refusal reaches the caller', async () => {
		const nonces = nonceRoute();
		let calls = 0;
		server.use(
			http.get( apiUrl( 'get-campaign' ), () => {
				calls++;
				return refused();
			} )
		);

		const error = await client()
			.get( 'get-campaign' )
			.catch( ( caught: unknown ) => caught );
		expect( error ).toBeInstanceOf( ApiError );
		expect( ( error as ApiError ).code ).toBe(
			'rest_cookie_invalid_nonce'
		);
		expect( calls ).toBe( 2 );
		expect( nonces ).toHaveLength( 1 );
	} );

	it( 'shares one refresh between requests refused together', async () => {
		const nonces = nonceRoute();
		server.use(
			http.get( apiUrl( 'get-sponsors' ), ( { request } ) =>
				request.headers.get( 'X-WP-Nonce' ) === FRESH
					? HttpResponse.json( { data: [] } )
					: refused()
			)
		);

		const api = client();
		await Promise.all( [
			api.get( 'get-sponsors' ),
			api.get( 'get-sponsors' ),
			api.get( 'get-sponsors' ),
		] );
		expect( nonces ).toHaveLength( 1 );
	} );

	it( 'shows the original refusal when no fresh nonce can be had', async () => {
		nonceRoute( () =>
			HttpResponse.json(
				{ code: 'p2p_cross_origin', message: 'No.' },
				{ status: 403 }
			)
		);
		server.use( http.get( apiUrl( 'get-campaign' ), () => refused() ) );

		const error = await client()
			.get( 'get-campaign' )
			.catch( ( caught: unknown ) => caught );
		expect( ( error as ApiError ).code ).toBe(
			'rest_cookie_invalid_nonce'
		);
		expect( ( error as ApiError ).message ).toBe( 'Cookie check failed' );
	} );

	it( 'leaves every other refusal alone', async () => {
		const nonces = nonceRoute();
		let calls = 0;
		server.use(
			http.post( apiUrl( 'update-team' ), () => {
				calls++;
				return HttpResponse.json(
					{
						code: 'p2p_forbidden',
						message: 'Only the captain may edit this team.',
						data: { status: 403 },
					},
					{ status: 403 }
				);
			} )
		);

		const error = await client()
			.post( 'update-team', { team_id: 1 } )
			.catch( ( caught: unknown ) => caught );
		expect( ( error as ApiError ).code ).toBe( 'p2p_forbidden' );
		expect( calls ).toBe( 1 );
		expect( nonces ).toHaveLength( 0 );
	} );
} );
