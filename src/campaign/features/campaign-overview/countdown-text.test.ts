import { countdownText } from './countdown-text';

describe( 'countdownText', () => {
	it( 'counts the days left and calls the last day', () => {
		expect(
			countdownText( {
				state: 'open',
				days_left: 12,
				days_to_start: null,
			} )
		).toBe( '12 days left' );
		expect(
			countdownText( {
				state: 'open',
				days_left: 1,
				days_to_start: null,
			} )
		).toBe( '1 day left' );
		expect(
			countdownText( {
				state: 'open',
				days_left: 0,
				days_to_start: null,
			} )
		).toBe( 'Last day!' );
	} );

	it( 'says when it ended or when it starts, and nothing without an end date', () => {
		expect(
			countdownText( {
				state: 'ended',
				days_left: null,
				days_to_start: null,
			} )
		).toBe( 'Ended' );
		expect(
			countdownText( {
				state: 'upcoming',
				days_left: null,
				days_to_start: 3,
			} )
		).toBe( 'Starts in 3 days' );
		expect(
			countdownText( {
				state: 'upcoming',
				days_left: null,
				days_to_start: 1,
			} )
		).toBe( 'Starts tomorrow' );
		expect(
			countdownText( {
				state: 'open',
				days_left: null,
				days_to_start: null,
			} )
		).toBeNull();
	} );
} );
