import { daysLeft } from './days-left';

describe( 'daysLeft', () => {
	const now = new Date( '2026-11-25T12:00:00' );

	it( 'is null without an end date or with a bad one', () => {
		expect( daysLeft( undefined, now ) ).toBeNull();
		expect( daysLeft( '', now ) ).toBeNull();
		expect( daysLeft( 'soon', now ) ).toBeNull();
	} );

	it( 'counts the end date as a whole day', () => {
		expect( daysLeft( '2026-11-25', now ) ).toBe( 1 );
		expect( daysLeft( '2026-11-30', now ) ).toBe( 6 );
	} );

	it( 'is zero once the campaign has ended', () => {
		expect( daysLeft( '2026-11-01', now ) ).toBe( 0 );
	} );
} );
