/**
 * The single HTTP client of both apps: one axios instance that sends the WordPress REST nonce
 * with every request, JSON bodies (multipart when a file is sent), and rejects with ApiError.
 * When the server refuses the nonce (a page served from a page cache, or a screen left open past
 * the nonce lifetime), it fetches a fresh one once and repeats the request once (docs/caching.md).
 */
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
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
	const http: AxiosInstance = axios.create( {
		// XHR works in every supported browser; the build leaves the fetch adapter out.
		adapter: 'xhr',
		timeout,
		// Timeouts reject with ETIMEDOUT, so they differ from requests the browser aborted
		// (ECONNABORTED). The JSON options are axios's defaults, restated because this object
		// replaces them.
		transitional: {
			silentJSONParsing: true,
			forcedJSONParsing: true,
			clarifyTimeoutError: true,
		},
		withCredentials: true,
		headers: { Accept: 'application/json' },
	} );

	let nonce = apiNonce;
	// One refresh at a time: requests refused together wait for the same new nonce.
	let refreshing: Promise< string > | null = null;
	const refreshNonce = () => {
		refreshing ??= http
			.get< { data: { nonce: string } } >(
				buildUrl( apiRoot, NONCE_PATH ),
				// Without the stale nonce: WordPress would refuse this request for it too.
				{ headers: { 'X-WP-Nonce': null } }
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

	http.interceptors.request.use( ( config ) => {
		// The nonce request asks to go without one (an explicit null header).
		if ( nonce && config.headers.get( 'X-WP-Nonce' ) !== null ) {
			config.headers.set( 'X-WP-Nonce', nonce );
		}
		return config;
	} );

	http.interceptors.response.use(
		( response ) => response,
		( error: unknown ) => Promise.reject( toApiError( error ) )
	);

	/** Sends a request; when its nonce is refused, once more with a fresh nonce. */
	async function withFreshNonce< T >(
		send: () => Promise< AxiosResponse< T > >
	): Promise< T > {
		try {
			return ( await send() ).data;
		} catch ( error ) {
			if (
				! ( error instanceof ApiError ) ||
				! isStaleNonceError( error )
			) {
				throw error;
			}
			try {
				await refreshNonce();
			} catch {
				// No fresh nonce to be had: the original refusal is what the user should see.
				throw error;
			}
			return ( await send() ).data;
		}
	}

	return {
		get< T >( path: string, params?: QueryParams ) {
			return withFreshNonce( () =>
				http.get< T >( buildUrl( apiRoot, path, params ) )
			);
		},
		post< T >(
			path: string,
			body: Record< string, unknown > | FormData = {}
		) {
			// axios sets the multipart boundary itself for FormData, JSON otherwise.
			return withFreshNonce( () =>
				http.post< T >( buildUrl( apiRoot, path ), body )
			);
		},
	};
}
