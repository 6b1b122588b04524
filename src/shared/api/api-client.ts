/**
 * The single HTTP client of both apps: one axios instance that sends the WordPress REST nonce
 * with every request, JSON bodies (multipart when a file is sent), and rejects with ApiError.
 */
import axios, { type AxiosInstance } from 'axios';
import { toApiError } from './api-error';
import { buildUrl, type QueryParams } from './build-url';

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

	http.interceptors.request.use( ( config ) => {
		if ( apiNonce ) {
			config.headers.set( 'X-WP-Nonce', apiNonce );
		}
		return config;
	} );

	http.interceptors.response.use(
		( response ) => response,
		( error: unknown ) => Promise.reject( toApiError( error ) )
	);

	return {
		async get< T >( path: string, params?: QueryParams ) {
			const response = await http.get< T >(
				buildUrl( apiRoot, path, params )
			);
			return response.data;
		},
		async post< T >(
			path: string,
			body: Record< string, unknown > | FormData = {}
		) {
			// axios sets the multipart boundary itself for FormData, JSON otherwise.
			const response = await http.post< T >(
				buildUrl( apiRoot, path ),
				body
			);
			return response.data;
		},
	};
}
