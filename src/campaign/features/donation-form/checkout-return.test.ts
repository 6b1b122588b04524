import { frameUrlAfterCheckout } from './checkout-return';

describe( 'frameUrlAfterCheckout', () => {
	const frame = 'https://example.org/p2p-donate/3/?team_id=7';

	it( 'keeps the frame address when the page was not reached from Checkout', () => {
		expect( frameUrlAfterCheckout( frame, '?tab=donors' ) ).toBe( frame );
	} );

	it( 'shows the thank-you view of a paid donation', () => {
		const url = new URL(
			frameUrlAfterCheckout( frame, '?p2p_donation=42&p2p_key=abc123' )
		);
		expect( url.searchParams.get( 'team_id' ) ).toBe( '7' );
		expect( url.searchParams.get( 'donation' ) ).toBe( '42' );
		expect( url.searchParams.get( 'key' ) ).toBe( 'abc123' );
	} );

	it( 'gives the form back after a cancelled checkout', () => {
		const url = new URL(
			frameUrlAfterCheckout( frame, '?p2p_resume=42&p2p_key=abc123' )
		);
		expect( url.searchParams.get( 'resume' ) ).toBe( '42' );
		expect( url.searchParams.has( 'donation' ) ).toBe( false );
	} );

	it( 'drops values that are not plain ids', () => {
		const url = new URL(
			frameUrlAfterCheckout(
				frame,
				'?p2p_donation=42%22%3E&p2p_key=abc123'
			)
		);
		expect( url.searchParams.has( 'donation' ) ).toBe( false );
	} );
} );
