import {
	unstable_serialize as serializeKey,
	type Revalidator,
	type RevalidatorOptions,
	type SWRConfiguration,
} from 'swr';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { createSlowLoadingStore } from './slow-loading-store';
import {
	createSwrConfig,
	isEmbeddedDataFresh,
	pageRequestedAt,
	retryDelay,
} from './swr-config';

const fakeClient = (): ApiClient & { get: jest.Mock } => ( {
	get: jest.fn().mockResolvedValue( { data: 'ok' } ),
	post: jest.fn(),
} );

type RetryHandler = NonNullable< SWRConfiguration[ 'onErrorRetry' ] >;

/** Calls the config's onErrorRetry the way SWR does after the `retryCount`-th failure. */
function retryAfter(
	config: SWRConfiguration,
	error: unknown,
	retryCount = 1
) {
	const revalidate = jest.fn< Promise< boolean >, [ RevalidatorOptions? ] >();
	const onErrorRetry = config.onErrorRetry as RetryHandler;
	onErrorRetry(
		error,
		'key',
		config as Parameters< RetryHandler >[ 2 ],
		revalidate as unknown as Revalidator,
		{ retryCount, dedupe: true }
	);
	return revalidate;
}

describe( 'createSwrConfig', () => {
	it( 'uses the normal-connection timings', () => {
		const config = createSwrConfig( {
			client: fakeClient(),
			slowConnection: false,
		} );
		expect( config ).toMatchObject( {
			dedupingInterval: 2000,
			focusThrottleInterval: 5000,
			revalidateOnFocus: true,
			revalidateOnReconnect: true,
			keepPreviousData: true,
			loadingTimeout: 3000,
			errorRetryInterval: 5000,
		} );
	} );

	it( 'waits longer on a slow connection', () => {
		const config = createSwrConfig( {
			client: fakeClient(),
			slowConnection: true,
		} );
		expect( config.loadingTimeout ).toBe( 5000 );
		expect( config.errorRetryInterval ).toBe( 10000 );
		// The throttles do not depend on the connection.
		expect( config.dedupingInterval ).toBe( 2000 );
		expect( config.focusThrottleInterval ).toBe( 5000 );
	} );

	it( 'detects a 2G connection by itself', () => {
		Object.defineProperty( window.navigator, 'connection', {
			value: { effectiveType: '2g' },
			configurable: true,
		} );
		try {
			const config = createSwrConfig( { client: fakeClient() } );
			expect( config.loadingTimeout ).toBe( 5000 );
			expect( config.errorRetryInterval ).toBe( 10000 );
		} finally {
			delete ( window.navigator as { connection?: unknown } ).connection;
		}
		expect(
			createSwrConfig( { client: fakeClient() } ).loadingTimeout
		).toBe( 3000 );
	} );

	it( 'fetches a key [path, params] through the client', async () => {
		const client = fakeClient();
		const config = createSwrConfig( { client, slowConnection: false } );
		const fetcher = config.fetcher as (
			key: unknown
		) => Promise< unknown >;

		await expect(
			fetcher( [ 'get-sponsors', { campaign_id: 3 } ] )
		).resolves.toEqual( { data: 'ok' } );
		expect( client.get ).toHaveBeenCalledWith( 'get-sponsors', {
			campaign_id: 3,
		} );
	} );

	it( 'passes the embedded data on as fallback', () => {
		const fallback = { key: { data: 1 } };
		expect(
			createSwrConfig( { client: fakeClient(), fallback } ).fallback
		).toBe( fallback );
	} );

	it( 'marks a slow key and clears it on success or error', () => {
		const slowLoading = createSlowLoadingStore();
		const config = createSwrConfig( {
			client: fakeClient(),
			slowLoading,
			slowConnection: false,
		} );
		const options = config as Parameters<
			NonNullable< SWRConfiguration[ 'onLoadingSlow' ] >
		>[ 1 ];

		config.onLoadingSlow?.( 'a', options );
		config.onLoadingSlow?.( 'b', options );
		expect( slowLoading.hasAny() ).toBe( true );
		config.onSuccess?.( {}, 'a', options );
		expect( slowLoading.hasAny() ).toBe( true );
		config.onError?.( new ApiError( 'x' ), 'b', options );
		expect( slowLoading.hasAny() ).toBe( false );
	} );
} );

describe( 'the fetcher and the slow-loading store', () => {
	it.each( [
		[ 'answers', () => Promise.resolve( { data: [] } ) ],
		[ 'fails', () => Promise.reject( new ApiError( 'Nope', 500 ) ) ],
	] )( 'clears a slow key once its request %s', async ( _label, answer ) => {
		const slowLoading = createSlowLoadingStore();
		const client = fakeClient();
		client.get.mockImplementation( answer );
		const config = createSwrConfig( {
			client,
			slowLoading,
			slowConnection: false,
		} );
		const fetcher = config.fetcher as (
			key: unknown
		) => Promise< unknown >;
		const key = [ 'get-sponsors', { campaign_id: 3 } ] as const;
		const otherKey = [ 'get-sponsors', { campaign_id: 4 } ] as const;

		slowLoading.add( serializeKey( key ) );
		slowLoading.add( serializeKey( otherKey ) );
		await fetcher( key ).catch( () => undefined );
		slowLoading.remove( serializeKey( otherKey ) );

		expect( slowLoading.hasAny() ).toBe( false );
	} );

	it( 'keeps the key of a request that still runs', () => {
		const slowLoading = createSlowLoadingStore();
		const client = fakeClient();
		client.get.mockReturnValue( new Promise( () => {} ) );
		const config = createSwrConfig( {
			client,
			slowLoading,
			slowConnection: false,
		} );
		const key = [ 'get-sponsors', { campaign_id: 3 } ] as const;

		slowLoading.add( serializeKey( key ) );
		( config.fetcher as ( key: unknown ) => Promise< unknown > )( key );

		expect( slowLoading.hasAny() ).toBe( true );
	} );
} );

describe( 'retryDelay', () => {
	it( 'doubles with every retry around the interval', () => {
		const half = () => 0.5; // jitter factor exactly 1
		expect( retryDelay( 0, 5000, half ) ).toBe( 5000 );
		expect( retryDelay( 1, 5000, half ) ).toBe( 10000 );
		expect( retryDelay( 2, 5000, half ) ).toBe( 20000 );
		expect( retryDelay( 3, 10000, half ) ).toBe( 80000 );
	} );

	it( 'stops growing at exponent 8', () => {
		const half = () => 0.5;
		expect( retryDelay( 8, 5000, half ) ).toBe( 256 * 5000 );
		expect( retryDelay( 9, 5000, half ) ).toBe( 256 * 5000 );
		expect( retryDelay( 50, 5000, half ) ).toBe( 256 * 5000 );
	} );

	it( 'jitters between 0.5x and 1.5x of the step, in whole intervals', () => {
		expect( retryDelay( 3, 5000, () => 0 ) ).toBe( 4 * 5000 );
		expect( retryDelay( 3, 5000, () => 0.999 ) ).toBe( 11 * 5000 );
		expect( retryDelay( 8, 5000, () => 0.999 ) ).toBe( 383 * 5000 );
	} );

	it( 'uses Math.random by default', () => {
		const random = jest.spyOn( Math, 'random' ).mockReturnValue( 0.25 );
		try {
			// floor( 0.75 * 4 ) = 3 intervals.
			expect( retryDelay( 2, 1000 ) ).toBe( 3000 );
			expect( random ).toHaveBeenCalled();
		} finally {
			random.mockRestore();
		}
	} );
} );

describe( 'onErrorRetry', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		jest.spyOn( Math, 'random' ).mockReturnValue( 0.5 );
	} );

	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	it.each( [ 400, 401, 403, 404, 409 ] )(
		'does not retry a %i',
		( status ) => {
			const config = createSwrConfig( {
				client: fakeClient(),
				slowConnection: false,
			} );
			const revalidate = retryAfter(
				config,
				new ApiError( 'No', status )
			);

			jest.advanceTimersByTime( 10 * 60 * 1000 );

			expect( revalidate ).not.toHaveBeenCalled();
			expect( jest.getTimerCount() ).toBe( 0 );
		}
	);

	it.each( [
		[ 'a network failure (status 0)', new ApiError( 'Network Error', 0 ) ],
		[ 'a server error (500)', new ApiError( 'Oops', 500 ) ],
		[ 'a bad gateway (502)', new ApiError( 'Oops', 502 ) ],
		[ 'a request timeout (408)', new ApiError( 'Slow', 408 ) ],
		[ 'too many requests (429)', new ApiError( 'Later', 429 ) ],
		[ 'an unexpected error', new Error( 'weird' ) ],
	] )( 'retries %s after the backoff delay', ( _label, error ) => {
		const config = createSwrConfig( {
			client: fakeClient(),
			slowConnection: false,
		} );
		const revalidate = retryAfter( config, error, 1 );

		// First retry: 2^1 × 5 s.
		jest.advanceTimersByTime( 9999 );
		expect( revalidate ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( revalidate ).toHaveBeenCalledTimes( 1 );
		// SWR's own retry keeps its count and deduplicates.
		expect( revalidate ).toHaveBeenCalledWith( {
			retryCount: 1,
			dedupe: true,
		} );
	} );

	it( 'backs off further with each retry and uses the slow interval on slow connections', () => {
		const config = createSwrConfig( {
			client: fakeClient(),
			slowConnection: true,
		} );
		const revalidate = retryAfter( config, new ApiError( 'Oops', 503 ), 3 );

		// 2^3 × 10 s.
		jest.advanceTimersByTime( 79999 );
		expect( revalidate ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( revalidate ).toHaveBeenCalledWith(
			expect.objectContaining( { retryCount: 3 } )
		);
	} );

	it( 'caps the wait at 2^8 intervals', () => {
		const config = createSwrConfig( {
			client: fakeClient(),
			slowConnection: false,
		} );
		const revalidate = retryAfter(
			config,
			new ApiError( 'Oops', 500 ),
			20
		);

		jest.advanceTimersByTime( 256 * 5000 - 1 );
		expect( revalidate ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( revalidate ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'isEmbeddedDataFresh', () => {
	const requestedAt = Date.UTC( 2026, 10, 26, 12, 0, 0 );
	const now = requestedAt + 8000; // a slow server and a slow phone: the app mounts 8 s later
	const secondsAfterRequest = ( seconds: number ) =>
		requestedAt / 1000 + seconds;

	it( 'takes data built for this request as fresh, however slowly it arrived', () => {
		expect(
			isEmbeddedDataFresh( secondsAfterRequest( 0 ), requestedAt, now )
		).toBe( true );
		expect(
			isEmbeddedDataFresh( secondsAfterRequest( 6 ), requestedAt, now )
		).toBe( true );
	} );

	it( 'takes data built before the request, as a page cache serves it, as stale', () => {
		expect(
			isEmbeddedDataFresh( secondsAfterRequest( -6 ), requestedAt, now )
		).toBe( false );
		expect(
			isEmbeddedDataFresh(
				secondsAfterRequest( -3600 ),
				requestedAt,
				now
			)
		).toBe( false );
	} );

	it( 'allows clocks a few seconds apart, and distrusts an unknown time or a time after now', () => {
		expect(
			isEmbeddedDataFresh( secondsAfterRequest( -4 ), requestedAt, now )
		).toBe( true );
		expect( isEmbeddedDataFresh( 0, requestedAt, now ) ).toBe( false );
		expect(
			isEmbeddedDataFresh( secondsAfterRequest( 20 ), requestedAt, now )
		).toBe( false );
	} );

	it( 'measures from the browser’s request for the page', () => {
		expect( pageRequestedAt() ).toBeLessThanOrEqual( Date.now() );
		expect( pageRequestedAt() ).toBeGreaterThan( Date.now() - 3600_000 );
	} );
} );
