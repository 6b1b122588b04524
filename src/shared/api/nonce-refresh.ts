/**
 * When a refused request is worth one retry with a fresh nonce (docs/caching.md).
 */
import type { ApiError } from './api-error';

/** The plugin's uncached route that hands out a fresh REST nonce. */
export const NONCE_PATH = 'nonce';

/**
 * The codes of a nonce the server no longer accepts: WordPress's cookie check
 * (`rest_cookie_invalid_nonce`) and the plugin's own check on writes (`p2p_invalid_nonce`).
 */
const STALE_NONCE_CODES = [ 'rest_cookie_invalid_nonce', 'p2p_invalid_nonce' ];

export function isStaleNonceError( error: ApiError ): boolean {
	return error.status === 403 && STALE_NONCE_CODES.includes( error.code );
}
