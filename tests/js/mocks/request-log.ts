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
