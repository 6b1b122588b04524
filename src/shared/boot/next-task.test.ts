import { nextTask } from './next-task';

afterEach( () => {
	delete ( globalThis as { scheduler?: unknown } ).scheduler;
	jest.useRealTimers();
} );

it( 'uses scheduler.yield() where the browser has it', async () => {
	const yieldTask = jest.fn( () => Promise.resolve() );
	( globalThis as { scheduler?: unknown } ).scheduler = { yield: yieldTask };
	await nextTask();
	expect( yieldTask ).toHaveBeenCalledTimes( 1 );
} );

it( 'resolves in a later task elsewhere, not in a microtask', async () => {
	jest.useFakeTimers();
	let resolved = false;
	const pending = nextTask().then( () => {
		resolved = true;
	} );
	await Promise.resolve();
	await Promise.resolve();
	expect( resolved ).toBe( false );
	jest.runAllTimers();
	await pending;
	expect( resolved ).toBe( true );
} );
