import { formatDate, formatDateTime } from './date';

const berlin = { locale: 'de_DE', timeZone: 'Europe/Berlin' };
const newYork = { locale: 'en_US', timeZone: 'America/New_York' };
const NOON_UTC = '2026-11-25T12:05:00Z';

describe( 'formatDateTime', () => {
	it( 'writes German dates with day first and a 24-hour clock in the site time zone', () => {
		expect( formatDateTime( NOON_UTC, berlin ) ).toBe(
			'25.11.2026, 13:05'
		);
	} );

	it( 'writes US dates with month first and AM/PM in the site time zone', () => {
		expect( formatDateTime( NOON_UTC, newYork ) ).toMatch(
			/^Nov 25, 2026, 7:05\sAM$/
		);
	} );

	it( 'follows the site, not the browser: the same instant reads differently per site', () => {
		expect( formatDateTime( NOON_UTC, berlin ) ).not.toBe(
			formatDateTime( NOON_UTC, newYork )
		);
	} );

	it( 'falls back to the runtime zone when the site zone is unknown, keeping the language', () => {
		expect(
			formatDateTime( NOON_UTC, {
				locale: 'de_DE',
				timeZone: 'Mars/Olympus',
			} )
		).toMatch( /^25\.11\.2026, \d\d:05$/ );
	} );

	it( 'answers empty for no date and the text itself for an unreadable one', () => {
		expect( formatDateTime( '', berlin ) ).toBe( '' );
		expect( formatDateTime( 'yesterday', berlin ) ).toBe( 'yesterday' );
	} );

	it( 'uses the site time zone for the day: late evening in New York is already tomorrow in Berlin', () => {
		const lateInNewYork = '2026-03-02T03:30:00Z';
		expect( formatDateTime( lateInNewYork, newYork ) ).toMatch(
			/^Mar 1, 2026, 10:30\sPM$/
		);
		expect( formatDateTime( lateInNewYork, berlin ) ).toBe(
			'02.03.2026, 04:30'
		);
	} );
} );

describe( 'formatDate', () => {
	it( 'writes the day alone in the site language, medium or long', () => {
		expect( formatDate( NOON_UTC, berlin ) ).toBe( '25.11.2026' );
		expect( formatDate( NOON_UTC, berlin, 'long' ) ).toBe(
			'25. November 2026'
		);
		expect( formatDate( NOON_UTC, newYork, 'long' ) ).toBe(
			'November 25, 2026'
		);
	} );

	it( 'takes the day in the site time zone, not the runtime one', () => {
		const lateInNewYork = '2026-11-26T03:30:00Z';
		expect( formatDate( lateInNewYork, newYork ) ).toBe( 'Nov 25, 2026' );
		expect( formatDate( lateInNewYork, berlin ) ).toBe( '26.11.2026' );
	} );

	it( 'answers empty for no date and the text itself for an unreadable one', () => {
		expect( formatDate( '', berlin ) ).toBe( '' );
		expect( formatDate( 'soon', berlin ) ).toBe( 'soon' );
	} );
} );
