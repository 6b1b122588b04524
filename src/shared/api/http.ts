/**
 * The axios instance behind the API client, in its own chunk (loaded with the first request, see
 * api-client.ts): XHR, the request timeout, credentials, the nonce on every request that does not
 * ask to go without one, and every failure turned into an ApiError.
 */
import axios, { type AxiosInstance } from 'axios';
import { toApiError } from './api-error';

export function createHttp(
	timeout: number,
	currentNonce: () => string
): AxiosInstance {
	const http = axios.create( {
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
		// The nonce request asks to go without one (an explicit null header).
		const nonce = currentNonce();
		if ( nonce && config.headers.get( 'X-WP-Nonce' ) !== null ) {
			config.headers.set( 'X-WP-Nonce', nonce );
		}
		return config;
	} );

	http.interceptors.response.use(
		( response ) => response,
		( error: unknown ) => Promise.reject( toApiError( error ) )
	);
	return http;
}
