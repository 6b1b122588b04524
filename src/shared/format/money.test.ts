import {
	formatMoney,
	formatNumber,
	formatPercentage,
	formatPercentNumber,
} from './money';

const US = {
	decimalSeparator: '.',
	thousandsSeparator: ',',
	currencySymbol: '$',
	currencyPosition: 'before' as const,
};
const EU = {
	decimalSeparator: ',',
	thousandsSeparator: '.',
	currencySymbol: '€',
	currencyPosition: 'after' as const,
};

describe( 'formatNumber', () => {
	it( 'groups thousands with the site separator', () => {
		expect( formatNumber( 0, US ) ).toBe( '0' );
		expect( formatNumber( 999, US ) ).toBe( '999' );
		expect( formatNumber( 1000, US ) ).toBe( '1,000' );
		expect( formatNumber( 1234567, US ) ).toBe( '1,234,567' );
		expect( formatNumber( 1234567, EU ) ).toBe( '1.234.567' );
		expect(
			formatNumber( 1234567, { ...US, thousandsSeparator: ' ' } )
		).toBe( '1 234 567' );
		expect(
			formatNumber( 1234567, { ...US, thousandsSeparator: '' } )
		).toBe( '1234567' );
	} );

	it( 'shows the requested decimals with the site decimal separator', () => {
		expect( formatNumber( 1234.5, US, 2 ) ).toBe( '1,234.50' );
		expect( formatNumber( 1234.5, EU, 2 ) ).toBe( '1.234,50' );
		expect( formatNumber( 0.125, US, 1 ) ).toBe( '0.1' );
	} );

	it( 'rounds to whole numbers by default', () => {
		expect( formatNumber( 1234.5, US ) ).toBe( '1,235' );
		expect( formatNumber( 1234.4, US ) ).toBe( '1,234' );
	} );

	it( 'puts the minus sign in front of the grouped number', () => {
		expect( formatNumber( -1234567.5, US, 2 ) ).toBe( '-1,234,567.50' );
		expect( formatNumber( -5, EU ) ).toBe( '-5' );
	} );

	it( 'never shows "-0"', () => {
		expect( formatNumber( -0.4, US ) ).toBe( '0' );
		expect( formatNumber( -0.004, US, 2 ) ).toBe( '0.00' );
		expect( formatNumber( -0, US ) ).toBe( '0' );
	} );

	it.each( [ NaN, Infinity, -Infinity ] )( 'shows %s as 0', ( value ) => {
		expect( formatNumber( value, US ) ).toBe( '0' );
	} );
} );

describe( 'formatMoney', () => {
	it( 'shows whole amounts without decimals', () => {
		expect( formatMoney( 0, US ) ).toBe( '$0' );
		expect( formatMoney( 25, US ) ).toBe( '$25' );
		expect( formatMoney( 1250, US ) ).toBe( '$1,250' );
		expect( formatMoney( 1000000, US ) ).toBe( '$1,000,000' );
	} );

	it( 'shows cents only when the amount has a fraction', () => {
		expect( formatMoney( 12.5, US ) ).toBe( '$12.50' );
		expect( formatMoney( 148.81, US ) ).toBe( '$148.81' );
		expect( formatMoney( 0.1 + 0.2, US ) ).toBe( '$0.30' );
		expect( formatMoney( 1234.05, US ) ).toBe( '$1,234.05' );
	} );

	it( 'treats amounts that round to whole cents-free values as whole', () => {
		expect( formatMoney( 12.999, US ) ).toBe( '$13' );
		expect( formatMoney( 12.004, US ) ).toBe( '$12' );
	} );

	it( 'follows the site separators and puts the symbol after, with a space, when asked', () => {
		expect( formatMoney( 1234.5, EU ) ).toBe( '1.234,50 €' );
		expect( formatMoney( 1250, EU ) ).toBe( '1.250 €' );
		expect( formatMoney( 1250, { ...US, currencySymbol: '£' } ) ).toBe(
			'£1,250'
		);
		expect( formatMoney( 1250, { ...US, currencySymbol: 'CHF ' } ) ).toBe(
			'CHF 1,250'
		);
	} );

	it( 'puts the minus sign before the amount and its symbol', () => {
		expect( formatMoney( -25, US ) ).toBe( '-$25' );
		expect( formatMoney( -1250.5, US ) ).toBe( '-$1,250.50' );
		expect( formatMoney( -1250.5, EU ) ).toBe( '-1.250,50 €' );
	} );

	it.each( [ NaN, Infinity, -Infinity ] )(
		'shows %s as a zero amount',
		( value ) => {
			expect( formatMoney( value, US ) ).toBe( '$0' );
			expect( formatMoney( value, EU ) ).toBe( '0 €' );
		}
	);
} );

describe( 'formatPercentNumber', () => {
	it( 'writes the number of a percentage with the site separators, one decimal at most', () => {
		expect( formatPercentNumber( 13.34, EU ) ).toBe( '13,3' );
		expect( formatPercentNumber( 13.34, US ) ).toBe( '13.3' );
		expect( formatPercentNumber( 40, EU ) ).toBe( '40' );
		expect( formatPercentNumber( 1234.56, EU ) ).toBe( '1.234,6' );
		expect( formatPercentNumber( Number.NaN, EU ) ).toBe( '0' );
	} );
} );

describe( 'formatPercentage', () => {
	it( 'shows whole percentages without decimals', () => {
		expect( formatPercentage( 0, US ) ).toBe( '0%' );
		expect( formatPercentage( 25, US ) ).toBe( '25%' );
		expect( formatPercentage( 100, US ) ).toBe( '100%' );
	} );

	it( 'shows at most one decimal, rounded', () => {
		expect( formatPercentage( 42.5, US ) ).toBe( '42.5%' );
		expect( formatPercentage( 42.46, US ) ).toBe( '42.5%' );
		expect( formatPercentage( 42.04, US ) ).toBe( '42%' );
		expect( formatPercentage( 42.5, EU ) ).toBe( '42,5%' );
	} );

	it( 'writes the sign the site language’s way, on admin and campaign pages alike', () => {
		expect( formatPercentage( 14.44, { ...EU, locale: 'de_DE' } ) ).toBe(
			'14,4\u00a0%'
		);
		expect(
			formatPercentage( 16.9, { ...EU, locale: 'de_DE_formal' } )
		).toBe( '16,9\u00a0%' );
		expect( formatPercentage( 14.44, { ...US, locale: 'en_US' } ) ).toBe(
			'14.4%'
		);
		expect( formatPercentage( 50, { ...EU, locale: 'fr_FR' } ) ).toBe(
			'50\u00a0%'
		);
	} );

	it( 'is not capped at 100 and groups large values', () => {
		expect( formatPercentage( 1234.56, US ) ).toBe( '1,234.6%' );
	} );

	it.each( [ NaN, Infinity ] )( 'shows %s as 0%', ( value ) => {
		expect( formatPercentage( value, US ) ).toBe( '0%' );
	} );
} );
