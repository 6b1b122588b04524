/**
 * The campaign page's first paint makes no request, so creating the client must not load axios:
 * the instance is made with the first request (decision 0070), once for every request after it.
 */
import { http, HttpResponse } from 'msw';
import { API_ROOT, apiUrl } from '../../../tests/js/mocks/api-url';
import { server } from '../../../tests/js/mocks/server';
import { createApiClient } from './api-client';
import * as httpModule from './http';

jest.mock( './http', () => {
	const actual = jest.requireActual( './http' );
	return { createHttp: jest.fn( actual.createHttp ) };
} );

const createHttp = httpModule.createHttp as jest.Mock;

test( 'axios is created with the first request, once, not when the client is made', async () => {
	server.use(
		http.get( apiUrl( 'lazy-check' ), () =>
			HttpResponse.json( { data: { ok: true } } )
		)
	);
	createHttp.mockClear();
	const client = createApiClient( { apiRoot: API_ROOT, apiNonce: 'n' } );
	expect( createHttp ).not.toHaveBeenCalled();

	const [ first, second ] = await Promise.all( [
		client.get( 'lazy-check' ),
		client.get( 'lazy-check' ),
	] );
	expect( first ).toEqual( { data: { ok: true } } );
	expect( second ).toEqual( { data: { ok: true } } );
	expect( createHttp ).toHaveBeenCalledTimes( 1 );
} );
