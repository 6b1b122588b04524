/**
 * The API root the tests run against, and a helper for endpoint URLs in handlers.
 */
export const API_ROOT = 'http://localhost/wp-json/p2p-fundraising/v1';

export const apiUrl = ( path: string ) => `${ API_ROOT }/${ path }`;
