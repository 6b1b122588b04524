import { isAmbiguousAmount, parseAmount } from './parse-amount';

const US = { decimalSeparator: '.', thousandsSeparator: ',' };
const EU = { decimalSeparator: ',', thousandsSeparator: '.' };

describe( 'parseAmount (the rule the server applies too)', () => {
	it.each( [
		[ '40', US, 40 ],
		[ '12.5', US, 12.5 ],
		[ '1,250.50', US, 1250.5 ],
		[ '1,250,000', US, 1250000 ],
		[ '1 000', US, 1000 ],
		[ '1\u00a0000', US, 1000 ],
		[ '2,50', EU, 2.5 ],
		[ '1.250,50', EU, 1250.5 ],
		[ '1250.5', { decimalSeparator: '.', thousandsSeparator: '' }, 1250.5 ],
	] )( 'reads %s', ( typed, format, expected ) => {
		expect( parseAmount( typed, format ) ).toBe( expected );
	} );

	it.each( [
		[ '2,50', US ],
		[ '1,25,000', US ],
		[ '250,', US ],
		[ '1 00', US ],
		[ '1 000,000', US ],
		[ '2.50', EU ],
		[ '2.505', US ],
		[ '1234567890', US ],
		[ '4O', US ],
		[ '-5', US ],
	] )( 'refuses %s instead of guessing', ( typed, format ) => {
		expect( parseAmount( typed, format ) ).toBeNull();
	} );

	it( 'leaves the currency symbol out', () => {
		expect( parseAmount( '$ 40', US, '$' ) ).toBe( 40 );
		expect( parseAmount( '12,50 €', EU, '€' ) ).toBe( 12.5 );
	} );

	it( 'calls a misplaced thousands separator ambiguous, not text without digits', () => {
		expect( isAmbiguousAmount( '2,50', US ) ).toBe( true );
		expect( isAmbiguousAmount( '2,500', US ) ).toBe( false );
		expect( isAmbiguousAmount( 'abc', US ) ).toBe( false );
		expect( isAmbiguousAmount( '250', US ) ).toBe( false );
	} );
} );
