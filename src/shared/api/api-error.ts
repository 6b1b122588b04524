/**
 * One typed error for every failed call: the server's human message when it sent one,
 * otherwise the transport's ('Network Error', 'Request aborted', 'timeout of {ms}ms exceeded').
 */
import type { AxiosError } from 'axios';
import { __, sprintf } from '@wordpress/i18n';

export class ApiError extends Error {
	/** HTTP status, or 0 when no response arrived. */
	readonly status: number;
	/** The server's error code (`p2p_not_found`…), or the transport's (`ERR_NETWORK`…). */
	readonly code: string;
	/** Extra data the server attached (field errors, etc.). */
	readonly data: Record< string, unknown >;

	constructor(
		message: string,
		status = 0,
		code = 'unknown',
		data: Record< string, unknown > = {}
	) {
		super( message );
		this.name = 'ApiError';
		this.status = status;
		this.code = code;
		this.data = data;
	}
}

interface WordPressErrorBody {
	code?: unknown;
	message?: unknown;
	data?: unknown;
}

function transportMessage( code: string | undefined, timeout: number ) {
	switch ( code ) {
		case 'ETIMEDOUT':
			return sprintf(
				/* translators: %d: the request timeout in milliseconds. */
				__( 'timeout of %dms exceeded', 'p2p-fundraising' ),
				timeout
			);
		// ECONNABORTED: the browser aborted the request (the client reports timeouts as ETIMEDOUT).
		case 'ECONNABORTED':
		case 'ERR_CANCELED':
			return __( 'Request aborted', 'p2p-fundraising' );
		default:
			return __( 'Network Error', 'p2p-fundraising' );
	}
}

/**
 * What axios's own isAxiosError() checks (the flag every AxiosError carries), without importing
 * axios: the client loads it with the first request (see api-client.ts), and this file is in
 * every page's entry.
 */
function isAxiosError( error: unknown ): error is AxiosError {
	return (
		typeof error === 'object' &&
		error !== null &&
		( error as { isAxiosError?: unknown } ).isAxiosError === true
	);
}

/** Turns whatever a request threw into an ApiError. */
export function toApiError( error: unknown ): ApiError {
	if ( error instanceof ApiError ) {
		return error;
	}
	if ( ! isAxiosError( error ) ) {
		return new ApiError(
			error instanceof Error
				? error.message
				: __( 'Something went wrong', 'p2p-fundraising' )
		);
	}
	const response = error.response;
	if ( ! response ) {
		const message =
			error.code === 'ERR_CANCELED'
				? transportMessage( error.code, 0 )
				: transportMessage( error.code, error.config?.timeout ?? 0 );
		return new ApiError( message, 0, error.code ?? 'ERR_NETWORK' );
	}
	const body = ( response.data ?? {} ) as WordPressErrorBody;
	const serverMessage =
		typeof body.message === 'string' && body.message !== ''
			? body.message
			: sprintf(
					/* translators: %d: HTTP status code. */
					__(
						'The server answered with an error (%d).',
						'p2p-fundraising'
					),
					response.status
				);
	return new ApiError(
		serverMessage,
		response.status,
		typeof body.code === 'string' ? body.code : `http_${ response.status }`,
		typeof body.data === 'object' && body.data !== null
			? ( body.data as Record< string, unknown > )
			: {}
	);
}
