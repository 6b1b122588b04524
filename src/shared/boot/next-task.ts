/**
 * Resolves in a later task, so that the browser can paint and answer input in between two pieces
 * of start-up work. scheduler.yield() (Chromium) keeps the page's place at the front of the queue;
 * elsewhere a zero timeout does the same job.
 */
interface YieldingScheduler {
	yield?: () => Promise< void >;
}

export function nextTask(): Promise< void > {
	const scheduler = ( globalThis as { scheduler?: YieldingScheduler } )
		.scheduler;
	if ( typeof scheduler?.yield === 'function' ) {
		return scheduler.yield();
	}
	return new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}
