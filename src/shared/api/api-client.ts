/**
 * The single HTTP client of both apps: one axios instance that sends the WordPress REST nonce
 * with every request, JSON bodies (multipart when a file is sent), and rejects with ApiError.
 * When the server refuses the nonce (a page served from a page cache, or a screen left open past
 * the nonce lifetime), it fetches a fresh one once and repeats the request once (docs/caching.md).
 *
 * axios (about 13 KB gzipped) is loaded with the first request, in its own chunk: a campaign
 * page's first paint makes no request (its data is embedded), so it does not wait for axios
 * (decision 0070).
 */
import type { AxiosInstance, AxiosResponse } from 'axios';
import { ApiError, toApiError } from './api-error';
import { buildUrl, type QueryParams } from './build-url';
import { isStaleNonceError, NONCE_PATH } from './nonce-refresh';

export const REQUEST_TIMEOUT_MS = 30000;

export interface ApiClient {
	get: < T >( path: string, params?: QueryParams ) => Promise< T >;
	post: < T >(
		path: string,
		body?: Record< string, unknown > | FormData
	) => Promise< T >;
}

interface ApiClientOptions {
	apiRoot: string;
	apiNonce: string;
	timeout?: number;
}

export function createApiClient( {
	apiRoot,
	apiNonce,
	timeout = REQUEST_TIMEOUT_MS,
}: ApiClientOptions ): ApiClient {
	let nonce = apiNonce;
	let loading: Promise< AxiosInstance > | null = null;
	const http = () =>
		( loading ??= import(
			/* webpackChunkName: "api-http" */ './http'
		).then( ( { createHttp } ) => createHttp( timeout, () => nonce ) ) );

	// One refresh at a time: requests refused together wait for the same new nonce.
	let refreshing: Promise< string > | null = null;
	const refreshNonce = () => {
		refreshing ??= http()
			.then( ( client ) =>
				client.get< { data: { nonce: string } } >(
					buildUrl( apiRoot, NONCE_PATH ),
					// Without the stale nonce: WordPress would refuse this request for it too.
					{ headers: { 'X-WP-Nonce': null } }
				)
			)
			.then( ( response ) => {
				nonce = response.data.data.nonce;
				return nonce;
			} )
			.finally( () => {
				refreshing = null;
			} );
		return refreshing;
	};

	/** Sends a request; when its nonce is refused, once more with a fresh nonce. */
	async function withFreshNonce< T >(
		send: ( client: AxiosInstance ) => Promise< AxiosResponse< T > >
	): Promise< T > {
		try {
			return ( await send( await http() ) ).data;
		} catch ( error ) {
			if (
				! ( error instanceof ApiError ) ||
				! isStaleNonceError( error )
			) {
				throw toApiError( error );
			}
			try {
				await refreshNonce();
			} catch {
				// No fresh nonce to be had: the original refusal is what the user should see.
				throw error;
			}
			return ( await send( await http() ) ).data;
		}
	}

	return {
		get< T >( path: string, params?: QueryParams ) {
			return withFreshNonce( ( client ) =>
				client.get< T >( buildUrl( apiRoot, path, params ) )
			);
		},
		post< T >(
			path: string,
			body: Record< string, unknown > | FormData = {}
		) {
			// axios sets the multipart boundary itself for FormData, JSON otherwise.
			return withFreshNonce( ( client ) =>
				client.post< T >( buildUrl( apiRoot, path ), body )
			);
		},
	};
}
