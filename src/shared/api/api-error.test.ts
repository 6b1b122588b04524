import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import { ApiError, toApiError } from './api-error';

const config = { headers: new AxiosHeaders(), timeout: 1500 };

describe( 'toApiError', () => {
	it( 'returns an ApiError unchanged', () => {
		const original = new ApiError( 'Nope', 403, 'p2p_forbidden' );
		expect( toApiError( original ) ).toBe( original );
	} );

	it( 'keeps the message of any other Error, with status 0', () => {
		const error = toApiError( new TypeError( 'x is undefined' ) );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error.message ).toBe( 'x is undefined' );
		expect( error.status ).toBe( 0 );
		expect( error.code ).toBe( 'unknown' );
	} );

	it( 'says "Something went wrong" for a thrown non-error', () => {
		expect( toApiError( 'boom' ).message ).toBe( 'Something went wrong' );
	} );

	it( 'reports a cancelled request as "Request aborted"', () => {
		const error = toApiError( new CanceledError( undefined, config ) );
		expect( error.message ).toBe( 'Request aborted' );
		expect( error.code ).toBe( 'ERR_CANCELED' );
	} );

	it( 'reports a timeout with the configured milliseconds', () => {
		const error = toApiError(
			new AxiosError( 'timeout of 1500ms exceeded', 'ETIMEDOUT', config )
		);
		expect( error.message ).toBe( 'timeout of 1500ms exceeded' );
		expect( error.status ).toBe( 0 );
		expect( error.code ).toBe( 'ETIMEDOUT' );
	} );

	it( 'reports a transport failure without a code as "Network Error"', () => {
		const error = toApiError( new AxiosError( 'socket hang up' ) );
		expect( error.message ).toBe( 'Network Error' );
		expect( error.code ).toBe( 'ERR_NETWORK' );
	} );

	it( 'ignores error data that is not an object', () => {
		const error = toApiError(
			new AxiosError( 'Request failed', 'ERR_BAD_REQUEST', config, null, {
				status: 400,
				statusText: 'Bad Request',
				headers: {},
				config,
				data: { code: 42, message: 'Bad value.', data: 'text' },
			} )
		);
		expect( error.message ).toBe( 'Bad value.' );
		expect( error.status ).toBe( 400 );
		expect( error.code ).toBe( 'http_400' );
		expect( error.data ).toEqual( {} );
	} );
} );
