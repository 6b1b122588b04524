import { buildAuth } from '../../../tests/js/mocks/fixtures';
import {
	DEFAULT_REDIRECTS,
	guardRedirect,
	passes,
	type GuardEntry,
	type GuardRule,
} from './guard-rules';

const VISITOR = buildAuth();
const USER_WITHOUT_FUNDRAISER = buildAuth( { user_id: 5, is_logged_in: true } );
const FUNDRAISER = buildAuth( {
	user_id: 5,
	fundraiser_id: 9,
	is_logged_in: true,
} );

const AUTHS = {
	visitor: VISITOR,
	'logged-in user without fundraiser': USER_WITHOUT_FUNDRAISER,
	fundraiser: FUNDRAISER,
};

// Whether each rule lets each visitor through.
const EXPECTED: Record< GuardRule, Record< keyof typeof AUTHS, boolean > > = {
	hasFundraiser: {
		visitor: false,
		'logged-in user without fundraiser': false,
		fundraiser: true,
	},
	hasNoFundraiser: {
		visitor: true,
		'logged-in user without fundraiser': true,
		fundraiser: false,
	},
	loggedIn: {
		visitor: false,
		'logged-in user without fundraiser': true,
		fundraiser: true,
	},
	loggedOut: {
		visitor: true,
		'logged-in user without fundraiser': false,
		fundraiser: false,
	},
};

const CASES = ( Object.keys( EXPECTED ) as GuardRule[] ).flatMap( ( rule ) =>
	( Object.keys( AUTHS ) as Array< keyof typeof AUTHS > ).map(
		( who ) => [ rule, who, EXPECTED[ rule ][ who ] ] as const
	)
);

describe( 'passes', () => {
	it.each( CASES )( '%s lets a %s through: %s', ( rule, who, expected ) => {
		expect( passes( rule, AUTHS[ who ] ) ).toBe( expected );
	} );
} );

describe( 'guardRedirect', () => {
	it( 'has the spec default targets', () => {
		expect( DEFAULT_REDIRECTS ).toEqual( {
			hasFundraiser: '/',
			hasNoFundraiser: '/start-fundraising/',
			loggedIn: '/login/',
			loggedOut: '/start-fundraising/',
		} );
	} );

	it.each( CASES )(
		'[%s] for a %s redirects to the default target only when the rule fails',
		( rule, who, isAllowed ) => {
			expect( guardRedirect( [ rule ], AUTHS[ who ] ) ).toBe(
				isAllowed ? null : DEFAULT_REDIRECTS[ rule ]
			);
		}
	);

	it( 'uses a custom target when the entry gives one', () => {
		expect(
			guardRedirect( [ [ 'loggedIn', '/register/' ] ], VISITOR )
		).toBe( '/register/' );
		expect(
			guardRedirect(
				[ [ 'hasFundraiser', '/start-fundraising/' ] ],
				USER_WITHOUT_FUNDRAISER
			)
		).toBe( '/start-fundraising/' );
		expect(
			guardRedirect( [ [ 'loggedIn', '/register/' ] ], FUNDRAISER )
		).toBeNull();
	} );

	it( 'answers with the first failing rule', () => {
		const rules: GuardEntry[] = [
			[ 'loggedIn', '/register/' ],
			'hasNoFundraiser',
		];
		expect( guardRedirect( rules, VISITOR ) ).toBe( '/register/' );
		expect( guardRedirect( rules, USER_WITHOUT_FUNDRAISER ) ).toBeNull();
		expect( guardRedirect( rules, FUNDRAISER ) ).toBe(
			'/start-fundraising/'
		);
	} );

	it( 'lets everyone through without rules', () => {
		expect( guardRedirect( [], VISITOR ) ).toBeNull();
		expect( guardRedirect( [], FUNDRAISER ) ).toBeNull();
	} );

	it( 'counts a fundraiser id of 0 as no fundraiser, even when logged in', () => {
		expect(
			guardRedirect(
				[ 'hasFundraiser' ],
				buildAuth( { is_logged_in: true } )
			)
		).toBe( '/' );
	} );
} );
