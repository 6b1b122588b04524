/**
 * Records every request msw sees, so a test can assert what was (or was not) fetched.
 */
import { server } from './server';

export function recordRequests() {
	const requests: Request[] = [];
	const listener = ( { request }: { request: Request } ) => {
		requests.push( request );
	};
	server.events.on( 'request:start', listener );
	return {
		requests,
		paths: () =>
			requests.map( ( request ) =>
				new URL( request.url ).pathname.split( '/' ).pop()
			),
		stop: () => server.events.removeListener( 'request:start', listener ),
	};
}

/** How long a page may take to ask for something it was going to ask for (SWR revalidates a tick after mount). */
const QUIET_MS = 50;

/**
 * The one way to prove that a page made no API call: give effects and SWR's deferred
 * revalidation time to fire, then assert the log stayed empty (and stop recording).
 */
export async function expectNoRequests(
	log: ReturnType< typeof recordRequests >
) {
	await new Promise( ( resolve ) => setTimeout( resolve, QUIET_MS ) );
	log.stop();
	expect( log.paths() ).toEqual( [] );
}
