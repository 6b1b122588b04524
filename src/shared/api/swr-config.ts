/**
 * SWR settings shared by both apps, with the spec's constants (§9).
 */
import { unstable_serialize as serializeKey, type SWRConfiguration } from 'swr';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import type { QueryParams } from './build-url';
import { isSlowConnection } from './connection';
import type { SlowLoadingStore } from './slow-loading-store';

export const DEDUPING_INTERVAL_MS = 2000;
export const FOCUS_THROTTLE_INTERVAL_MS = 5000;
export const LOADING_TIMEOUT_MS = 3000;
export const LOADING_TIMEOUT_SLOW_MS = 5000;
export const ERROR_RETRY_INTERVAL_MS = 5000;
export const ERROR_RETRY_INTERVAL_SLOW_MS = 10000;
export const MAX_BACKOFF_EXPONENT = 8;
/** How far the server's and the visitor's clocks may differ for embedded data to count as fresh. */
export const EMBEDDED_DATA_CLOCK_TOLERANCE_MS = 5000;

/** When the browser asked for this page, in ms since the epoch by its clock. */
export function pageRequestedAt(): number {
	if ( typeof performance === 'undefined' ) {
		return Date.now();
	}
	const navigation =
		typeof performance.getEntriesByType === 'function'
			? ( performance.getEntriesByType( 'navigation' )[ 0 ] as
					PerformanceNavigationTiming | undefined )
			: undefined;
	return (
		( performance.timeOrigin || Date.now() ) +
		( navigation?.requestStart ?? 0 )
	);
}

/**
 * Whether a page's embedded data, built by the server at `generatedAt` (Unix seconds), was built
 * for this very request (decisions 0006, 0069). A page served from a page cache (or the browser's
 * own cache) was built before the browser asked for it, and revalidates right after its first
 * paint. Measured from the request, not from now, so a slow server or a slow phone does not make
 * a fresh page look old. An unknown time (0: a page stored before the field existed) is stale, and
 * so is a time after now: the clocks disagree by more than the tolerance and cannot be trusted.
 */
export function isEmbeddedDataFresh(
	generatedAt: number,
	requestedAt: number = pageRequestedAt(),
	now: number = Date.now()
): boolean {
	if ( generatedAt <= 0 ) {
		return false;
	}
	const builtAt = generatedAt * 1000;
	return (
		builtAt >= requestedAt - EMBEDDED_DATA_CLOCK_TOLERANCE_MS &&
		builtAt <= now + EMBEDDED_DATA_CLOCK_TOLERANCE_MS
	);
}

/** An SWR key: the endpoint path and its query parameters. */
export type ApiKey = readonly [ path: string, params: QueryParams ];

/** Client errors will not fix themselves: retrying them only hammers the server. */
const isRetryable = ( error: unknown ) =>
	! ( error instanceof ApiError ) ||
	error.status === 0 ||
	error.status === 408 ||
	error.status === 429 ||
	error.status >= 500;

/** Exponential backoff with jitter; the exponent stops growing at MAX_BACKOFF_EXPONENT. */
export function retryDelay(
	retryCount: number,
	interval: number,
	random: () => number = Math.random
): number {
	const exponent = Math.min( retryCount, MAX_BACKOFF_EXPONENT );
	return (
		Math.floor( ( random() + 0.5 ) * Math.pow( 2, exponent ) ) * interval
	);
}

interface SwrConfigOptions {
	client: ApiClient;
	slowLoading?: SlowLoadingStore;
	slowConnection?: boolean;
	fallback?: Record< string, unknown >;
}

export function createSwrConfig( {
	client,
	slowLoading,
	slowConnection = isSlowConnection(),
	fallback = {},
}: SwrConfigOptions ): SWRConfiguration {
	const retryInterval = slowConnection
		? ERROR_RETRY_INTERVAL_SLOW_MS
		: ERROR_RETRY_INTERVAL_MS;

	return {
		// A request that ends is no longer slow, even when SWR drops its result without calling
		// onSuccess/onError (the component moved on to another key while it ran).
		fetcher: ( key: ApiKey ) =>
			client
				.get( key[ 0 ], key[ 1 ] )
				.finally( () => slowLoading?.remove( serializeKey( key ) ) ),
		fallback,
		dedupingInterval: DEDUPING_INTERVAL_MS,
		focusThrottleInterval: FOCUS_THROTTLE_INTERVAL_MS,
		revalidateOnFocus: true,
		revalidateOnReconnect: true,
		// Previous data stays on screen while a new key loads (search, paging).
		keepPreviousData: true,
		loadingTimeout: slowConnection
			? LOADING_TIMEOUT_SLOW_MS
			: LOADING_TIMEOUT_MS,
		errorRetryInterval: retryInterval,
		onErrorRetry( error, _key, _config, revalidate, options ) {
			if ( ! isRetryable( error ) ) {
				return;
			}
			// SWR's options keep the retry count and deduplicate the retry with a request
			// already running for the key (as SWR's own retry does).
			setTimeout(
				() => revalidate( options ),
				retryDelay( options.retryCount, retryInterval )
			);
		},
		onLoadingSlow: ( key ) => slowLoading?.add( key ),
		onSuccess: ( _data, key ) => slowLoading?.remove( key ),
		onError: ( _error, key ) => slowLoading?.remove( key ),
	};
}
