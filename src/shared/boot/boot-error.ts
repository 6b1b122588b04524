/**
 * Thrown when the page did not embed what an app needs to start. The app shows a clear
 * error screen instead of crashing to a blank page.
 */
export class BootError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'BootError';
	}
}
