/**
 * Seeds (or reuses) the bench instance with a large campaign by bulk SQL — MariaDB's sequence
 * engine (`seq_1_to_N`) generates every row inside the server, in a few multi-row INSERT … SELECT
 * statements — then lets the plugin derive what it stores (totals, per-donor totals, name index)
 * with its own repair tools. The campaign is "scale" (/campaigns/scale/); the demo campaign stays.
 *
 * Shape: fundraisers (70 % in a team), teams (10 % private, 2 % pending), donations from `donors`
 * distinct addresses (1 in 97 without an address, 1 in 11 anonymous), 60 % to a fundraiser (and its
 * team), 20 % to a team, 20 % to the campaign; 90 % completed, 4 % pending, 3 % refunded, 3 %
 * cancelled; amounts 5–504.
 */
import path from 'node:path';
import { REPO, instancePaths } from '../wp/paths.mjs';
import { sql } from '../wp/mariadb.mjs';
import { phpBinary, siteUrl } from '../wp/wordpress.mjs';
import { exec } from './lib.mjs';

export const SCALE_SLUG = 'scale';

const FIRST = [
	'Ada',
	'Alan',
	'Grace',
	'Linus',
	'Margaret',
	'Tim',
	'Barbara',
	'Donald',
	'Edsger',
	'Frances',
	'Hedy',
	'Ivan',
	'John',
	'Katherine',
	'Leslie',
	'Mary',
	'Niklaus',
	'Ole',
	'Radia',
	'Shafi',
	'Tony',
	'Vint',
	'Whitfield',
	'Yukihiro',
	'Zhang',
	'Amara',
	'Liam',
	'Sofia',
	'Mateo',
	'Helen',
	'Kira',
	'Pablo',
	'Maya',
	'Will',
	'Noah',
	'Olivia',
	'Ethan',
	'Chloe',
	'Lucas',
	'Emma',
];
const LAST = [
	'Lovelace',
	'Turing',
	'Hopper',
	'Torvalds',
	'Hamilton',
	'Lee',
	'Liskov',
	'Knuth',
	'Dijkstra',
	'Allen',
	'Lamarr',
	'Sutherland',
	'McCarthy',
	'Johnson',
	'Lamport',
	'Kenyon',
	'Wirth',
	'Dahl',
	'Perlman',
	'Goldwasser',
	'Hoare',
	'Cerf',
	'Diffie',
	'Matsumoto',
	'Wei',
	'Obi',
	'Carter',
	'Costa',
	'Young',
	'Rivera',
	'Nakamura',
	'Schmidt',
	'Dubois',
	'Rossi',
	'Novak',
	'Kowalski',
	'Andersen',
	'Murphy',
	'Silva',
	'Patel',
	'Khan',
	'Nguyen',
	'Kim',
	'Garcia',
	'Martin',
	'Brown',
	'Walker',
	'Hall',
	'Wright',
	'Scott',
];
const ADJECTIVES = [
	'River',
	'Blue',
	'Tide',
	'Mountain',
	'Golden',
	'Silver',
	'Swift',
	'Brave',
	'Bright',
	'Green',
	'Red',
	'Night',
	'Sun',
	'Storm',
	'Iron',
	'Wild',
	'Happy',
	'Lucky',
	'Rapid',
	'Urban',
];
const NOUNS = [
	'Keepers',
	'Runners',
	'Turners',
	'Riders',
	'Walkers',
	'Makers',
	'Squad',
	'Crew',
	'Team',
	'Club',
	'Stars',
	'Lions',
	'Hawks',
	'Wolves',
	'Bears',
	'Rockets',
	'Waves',
	'Hikers',
	'Climbers',
	'Pacers',
	'Giants',
	'Foxes',
	'Owls',
	'Eagles',
	'Sharks',
];

/**
 * SQL: ELT(1 + (expr) % n, 'a', 'b', …).
 * @param list
 * @param expr
 */
const pick = ( list, expr ) =>
	`ELT(1 + (${ expr }) % ${ list.length }, ${ list.map( ( word ) => `'${ word }'` ).join( ', ' ) })`;

/**
 * What the seed is, as stored in the option that tells a reuse from a reseed.
 * @param sizes
 */
export function seedKey( sizes ) {
	return JSON.stringify( {
		v: 2,
		teams: sizes.teams,
		fundraisers: sizes.fundraisers,
		donations: sizes.donations,
		donors: sizes.donors,
	} );
}

/**
 * Runs SQL in the instance's database and returns the tab-separated output.
 * @param instance
 * @param statements
 */
export function query( instance, statements ) {
	return sql( `USE \`${ instance.db }\`;\n${ statements }` );
}

/**
 * Runs scripts/bench/php/scale-tool.php with the instance's WordPress loaded; returns its JSON.
 * @param instance
 * @param args
 * @param root0
 * @param root0.timeoutMs
 */
export async function tool( instance, args, { timeoutMs = 0 } = {} ) {
	const paths = instancePaths( instance.name );
	const result = await exec(
		phpBinary(),
		[
			'-d',
			'memory_limit=2048M',
			path.join( REPO, 'scripts/bench/php/scale-tool.php' ),
			...args.map( String ),
		],
		{
			cwd: paths.wordpress,
			env: {
				...process.env,
				P2P_WP_DIR: paths.wordpress,
				P2P_WP_URL: siteUrl( instance ),
			},
			timeoutMs,
		}
	);
	if ( result.timedOut ) {
		return null;
	}
	const line = result.stdout
		.split( '\n' )
		.find( ( l ) => l.startsWith( 'P2P_JSON ' ) );
	if ( result.code !== 0 || ! line ) {
		throw new Error(
			`scale-tool ${ args.join( ' ' ) } failed (${ result.code }):\n${ result.stderr.slice( -3000 ) }\n${ result.stdout.slice( -2000 ) }`
		);
	}
	return JSON.parse( line.slice( 9 ) );
}

/**
 * The scale campaign's id, or 0.
 * @param instance
 */
export async function campaignId( instance ) {
	const out = await query(
		instance,
		`SELECT id FROM wp_p2p_campaigns WHERE slug = '${ SCALE_SLUG }';`
	);
	return Number( out.trim() || 0 );
}

/**
 * Seeds when the stored key differs (or `force`); returns { campaign, seeded, seconds }.
 * @param instance
 * @param sizes
 * @param root0
 * @param root0.force
 * @param root0.log
 */
export async function ensureSeeded(
	instance,
	sizes,
	{ force = false, log = () => {} } = {}
) {
	const key = seedKey( sizes );
	const stored = (
		await query(
			instance,
			"SELECT option_value FROM wp_options WHERE option_name = 'p2p_bench_scale';"
		)
	).trim();
	const existing = await campaignId( instance );
	if ( ! force && existing && stored === key ) {
		return { campaign: existing, seeded: false, seconds: 0 };
	}
	const start = Date.now();
	// A new seed needs the event data made again (ensureEventData()).
	await query(
		instance,
		"DELETE FROM wp_options WHERE option_name = 'p2p_bench_scale_event';"
	);
	// A large buffer pool, as on a production database server (this is the toolkit's own MariaDB).
	await sql( 'SET GLOBAL innodb_buffer_pool_size = 2147483648;' );
	if ( existing ) {
		log( 'removing the previous scale campaign' );
		await query(
			instance,
			[ 'donations', 'fundraisers', 'teams', 'sponsors' ]
				.map(
					( table ) =>
						`DELETE FROM wp_p2p_${ table } WHERE campaign_id = ${ existing };`
				)
				.join( '\n' ) +
				`\nDELETE FROM wp_p2p_campaigns WHERE id = ${ existing };` +
				// The 1.4.0 tables exist only from issue 11 on (a "before" run has none).
				`\nSET @has = (SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'wp_p2p_donor_totals');` +
				`\nSET @q = IF(@has > 0, 'DELETE FROM wp_p2p_donor_totals WHERE campaign_id = ${ existing }', 'DO 0'); PREPARE s FROM @q; EXECUTE s;` +
				`\nSET @q = IF(@has > 0, 'DELETE FROM wp_p2p_name_index WHERE campaign_id = ${ existing }', 'DO 0'); PREPARE s FROM @q; EXECUTE s;` +
				// The day counts exist from 1.8.1 on (decision 0043).
				`\nSET @days = (SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'wp_p2p_donation_days');` +
				`\nSET @q = IF(@days > 0, 'DELETE FROM wp_p2p_donation_days WHERE campaign_id = ${ existing }', 'DO 0'); PREPARE s FROM @q; EXECUTE s;` +
				// The 1.8.2 short-term index (decision 0042).
				`\nSET @grams = (SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'wp_p2p_name_grams');` +
				`\nSET @q = IF(@grams > 0, 'DELETE FROM wp_p2p_name_grams WHERE campaign_id = ${ existing }', 'DO 0'); PREPARE s FROM @q; EXECUTE s;` +
				// Their 1.10.6 per-gram counts (decision 0121); the seed's rebuild counts them again.
				`\nSET @counts = (SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'wp_p2p_name_gram_counts');` +
				`\nSET @q = IF(@counts > 0, 'DELETE FROM wp_p2p_name_gram_counts WHERE campaign_id = ${ existing }', 'DO 0'); PREPARE s FROM @q; EXECUTE s;` +
				// The 1.9.7 donor records (decision 0081); the rows across campaigns follow in the recount.
				`\nSET @donors = (SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'wp_p2p_donors');` +
				`\nSET @q = IF(@donors > 0, 'DELETE FROM wp_p2p_donors WHERE campaign_id IN (0, ${ existing })', 'DO 0'); PREPARE s FROM @q; EXECUTE s;` +
				// The event's registrations and activity (1.9.9 and 1.10.0).
				removeEventSql( existing )
		);
	}
	const now = 'UTC_TIMESTAMP()';
	log( 'campaign and teams' );
	await query(
		instance,
		`INSERT INTO wp_p2p_campaigns (slug, title, short_desc, long_desc, goal, status, sponsors_enabled, fundraiser_goal, team_goal, fundraiser_story_placeholder, team_story_placeholder, created_at, updated_at)
		VALUES ('${ SCALE_SLUG }', 'National Scale Run', 'One million donations.', 'A campaign the size of a national event.', 50000000, 'active', 'enabled', 1000, 5000, '', '', ${ now }, ${ now });
		SET @c = LAST_INSERT_ID();
		INSERT INTO wp_p2p_sponsors (campaign_id, name, url, sort_order) SELECT @c, CONCAT('Sponsor ', seq), 'https://example.org/', seq FROM seq_1_to_6;
		INSERT INTO wp_p2p_teams (campaign_id, name, slug, story, goal, access, captain_user_id, status, created_at, updated_at)
		SELECT @c, CONCAT(${ pick( ADJECTIVES, 'seq' ) }, ' ', ${ pick( NOUNS, 'seq DIV 20' ) }, ' ', seq), CONCAT('team-', seq), 'We run for a good cause.', 5000,
			IF(seq % 10 = 0, 'private', 'public'), 0, IF(seq % 50 = 0, 'pending', 'approved'), ${ now } - INTERVAL seq MINUTE, ${ now }
		FROM seq_1_to_${ sizes.teams };`
	);
	const cid = await campaignId( instance );
	log( `fundraisers (${ sizes.fundraisers })` );
	await query(
		instance,
		`SET @t0 = (SELECT MIN(id) - 1 FROM wp_p2p_teams WHERE campaign_id = ${ cid });
		INSERT INTO wp_p2p_fundraisers (campaign_id, user_id, team_id, name, story, goal, status, created_at, updated_at)
		SELECT ${ cid }, 10000000 + seq, IF(seq % 10 < 7, @t0 + 1 + (seq * 104729) % ${ sizes.teams }, NULL),
			CONCAT(${ pick( FIRST, 'seq' ) }, ' ', ${ pick( LAST, 'seq DIV 40' ) }), 'I run because it matters.', 1000,
			IF(seq % 100 = 0, 'pending', 'approved'), ${ now } - INTERVAL seq MINUTE, ${ now }
		FROM seq_1_to_${ sizes.fundraisers };`
	);
	const chunk = 100000;
	for ( let from = 1; from <= sizes.donations; from += chunk ) {
		const to = Math.min( sizes.donations, from + chunk - 1 );
		log( `donations ${ from }–${ to } of ${ sizes.donations }` );
		await query(
			instance,
			`SET @t0 = (SELECT MIN(id) - 1 FROM wp_p2p_teams WHERE campaign_id = ${ cid });
			SET @f0 = (SELECT MIN(id) - 1 FROM wp_p2p_fundraisers WHERE campaign_id = ${ cid });
			INSERT INTO wp_p2p_donations (campaign_id, team_id, fundraiser_id, donor_name, donor_email, is_anonymous, amount, status, mode, created_at, completed_at)
			SELECT ${ cid },
				CASE WHEN s.seq % 10 < 6 THEN COALESCE(f.team_id, 0) WHEN s.seq % 10 < 8 THEN @t0 + 1 + (s.seq * 16807) % ${ sizes.teams } ELSE 0 END,
				IF(s.seq % 10 < 6, f.id, 0),
				CONCAT(${ pick( FIRST, 's.n' ) }, ' ', ${ pick( LAST, 's.n DIV 40' ) }),
				IF(s.n % 97 = 0, '', CONCAT('donor', s.n, '@bench.test')),
				IF(s.seq % 11 = 0, 1, 0),
				5 + (s.seq * 31) % 500,
				CASE WHEN s.seq % 100 < 90 THEN 'completed' WHEN s.seq % 100 < 94 THEN 'pending' WHEN s.seq % 100 < 97 THEN 'refunded' ELSE 'cancelled' END,
				'test',
				${ now } - INTERVAL (${ sizes.donations } - s.seq) * 20 SECOND,
				IF(s.seq % 100 < 90, ${ now } - INTERVAL (${ sizes.donations } - s.seq) * 20 SECOND, NULL)
			FROM (SELECT seq, (seq * 7919) % ${ sizes.donors } AS n FROM seq_${ from }_to_${ to }) s
			JOIN wp_p2p_fundraisers f ON f.id = @f0 + 1 + (s.seq * 48271) % ${ sizes.fundraisers };`
		);
	}
	log(
		"stored totals, per-donor totals, name index, member counts (the plugin's repair tools)"
	);
	const finish = await tool( instance, [ 'finish', cid ] );
	await query(
		instance,
		`INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('p2p_bench_scale', '${ key.replace( /'/g, "''" ) }', 'no')
		ON DUPLICATE KEY UPDATE option_value = VALUES(option_value);`
	);
	return {
		campaign: cid,
		seeded: true,
		seconds: ( Date.now() - start ) / 1000,
		finish,
	};
}

/** The registration types of the scale event (issue 28); the second has a capacity. */
export const EVENT_TYPES = [
	{ name: '10 km runner', fee: 2500, capacityRoom: null, goal: 'NULL' },
	{ name: '5 km runner', fee: 1500, capacityRoom: 1000, goal: '500' },
	{ name: 'Volunteer', fee: 0, capacityRoom: null, goal: 'NULL' },
];
const SIZES = [ 'XS', 'S', 'M', 'L', 'XL' ];

/**
 * What the event data is, as stored in the option that tells a reuse from a rebuild.
 * @param sizes
 */
export function eventKey( sizes ) {
	// Flat (no nested JSON: its backslashes would not survive the SQL string literal).
	return JSON.stringify( {
		v: 1,
		...JSON.parse( seedKey( sizes ) ),
		activity: sizes.activity,
	} );
}

/**
 * SQL that removes a campaign's registration options, registrations and activity entries (each
 * table only where the schema has it: a "before" run may not).
 * @param cid
 */
function removeEventSql( cid ) {
	return [
		'registration_types',
		'registration_questions',
		'registrations',
		'activity_entries',
	]
		.map(
			( table ) =>
				`\nSET @has = (SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'wp_p2p_${ table }');` +
				`\nSET @q = IF(@has > 0, 'DELETE FROM wp_p2p_${ table } WHERE campaign_id = ${ cid }', 'DO 0'); PREPARE s FROM @q; EXECUTE s;`
		)
		.join( '' );
}

/**
 * The scale campaign as the yearly event of issue 28, by bulk SQL beside the seed (kept apart
 * from it, so the million donations are not made again): 3 registration types (the 5 km one with
 * a capacity), 2 questions, a registration with answers for every fundraiser, the activity unit
 * "km" with `sizes.activity` entries, and the stored activity totals recounted from them by the
 * plugin's repair (ActivityRepository::recount_campaign()). Returns { seeded, seconds }.
 * @param instance
 * @param cid
 * @param sizes
 * @param root0
 * @param root0.force
 * @param root0.log
 */
export async function ensureEventData(
	instance,
	cid,
	sizes,
	{ force = false, log = () => {} } = {}
) {
	const key = eventKey( sizes );
	const stored = (
		await query(
			instance,
			"SELECT option_value FROM wp_options WHERE option_name = 'p2p_bench_scale_event';"
		)
	).trim();
	if ( ! force && stored === key ) {
		return { seeded: false, seconds: 0 };
	}
	const start = Date.now();
	log(
		'event: registration options and a registration for every fundraiser'
	);
	const now = 'UTC_TIMESTAMP()';
	const typeRows = EVENT_TYPES.map(
		( type, i ) =>
			`(${ cid }, '${ type.name }', '', ${ type.fee }, NULL, 0, ${ type.goal }, NULL, NULL, 0, ${ i + 1 })`
	).join( ', ' );
	await query(
		instance,
		`${ removeEventSql( cid ) }
		UPDATE wp_p2p_campaigns SET activity_unit = 'km', activity_label = '', activity_goal = 1000000, activity_total = 0 WHERE id = ${ cid };
		UPDATE wp_p2p_teams SET activity_total = 0 WHERE campaign_id = ${ cid };
		UPDATE wp_p2p_fundraisers SET activity_total = 0 WHERE campaign_id = ${ cid };
		INSERT INTO wp_p2p_registration_types (campaign_id, name, description, fee_minor, capacity, registered, suggested_goal, opens_on, closes_on, is_closed, sort_order) VALUES ${ typeRows };
		INSERT INTO wp_p2p_registration_questions (campaign_id, label, kind, options, is_required, sort_order) VALUES
			(${ cid }, 'T-shirt size', 'choice', '${ JSON.stringify( SIZES ) }', 1, 1),
			(${ cid }, 'Emergency contact', 'text', '[]', 0, 2);
		SET @t = (SELECT MIN(id) FROM wp_p2p_registration_types WHERE campaign_id = ${ cid });
		SET @q1 = (SELECT MIN(id) FROM wp_p2p_registration_questions WHERE campaign_id = ${ cid });
		SET @q2 = @q1 + 1;
		SET @f0 = (SELECT MIN(id) FROM wp_p2p_fundraisers WHERE campaign_id = ${ cid });
		INSERT INTO wp_p2p_registrations (campaign_id, fundraiser_id, type_id, type_name, answers, waiver_text, waiver_accepted_at, fee_minor, currency, fee_status, payment_mode, paid_at, created_at)
		SELECT ${ cid }, f.id, @t + (f.id - @f0) % 3, ${ pick(
			EVENT_TYPES.map( ( type ) => type.name ),
			'f.id - @f0'
		) },
			CONCAT('[{"question_id":', @q1, ',"label":"T-shirt size","kind":"choice","value":"', ${ pick(
				SIZES,
				'f.id'
			) }, '"},{"question_id":', @q2, ',"label":"Emergency contact","kind":"text","value":"', IF(f.id % 4 = 0, '', CONCAT('Call ', ${ pick(
				FIRST,
				'f.id DIV 7'
			) }, ' on 0170 ', 1000000 + f.id % 9000000)), '"}]'),
			NULL, NULL,
			ELT(1 + (f.id - @f0) % 3, ${ EVENT_TYPES.map( ( type ) => type.fee ).join( ', ' ) }), 'USD',
			IF((f.id - @f0) % 3 = 2, 'none', 'paid'), 'test', IF((f.id - @f0) % 3 = 2, NULL, f.created_at), f.created_at
		FROM wp_p2p_fundraisers f WHERE f.campaign_id = ${ cid };
		UPDATE wp_p2p_registration_types t SET t.registered = (SELECT COUNT(*) FROM wp_p2p_registrations r WHERE r.type_id = t.id) WHERE t.campaign_id = ${ cid };
		UPDATE wp_p2p_registration_types SET capacity = registered + ${ EVENT_TYPES[ 1 ].capacityRoom } WHERE campaign_id = ${ cid } AND sort_order = 2;`
	);
	const chunk = 100000;
	for ( let from = 1; from <= sizes.activity; from += chunk ) {
		const to = Math.min( sizes.activity, from + chunk - 1 );
		log(
			`event: activity entries ${ from }–${ to } of ${ sizes.activity }`
		);
		await query(
			instance,
			`SET @f0 = (SELECT MIN(id) - 1 FROM wp_p2p_fundraisers WHERE campaign_id = ${ cid });
			INSERT INTO wp_p2p_activity_entries (campaign_id, fundraiser_id, entry_date, amount, note, source, created_at)
			SELECT ${ cid }, @f0 + 1 + (seq * 69621) % ${ sizes.fundraisers }, UTC_DATE() - INTERVAL seq % 60 DAY,
				500 + (seq * 7919) % 20000, IF(seq % 5 = 0, 'Morning run', ''), IF(seq % 9 = 0, 'gpx', 'manual'), ${ now } - INTERVAL seq % 60 DAY
			FROM seq_${ from }_to_${ to };`
		);
	}
	log( "event: stored activity totals (the plugin's recount)" );
	await tool( instance, [ 'activity-recount', cid ] );
	await query(
		instance,
		`INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('p2p_bench_scale_event', '${ key.replace( /'/g, "''" ) }', 'no')
		ON DUPLICATE KEY UPDATE option_value = VALUES(option_value);`
	);
	return { seeded: true, seconds: ( Date.now() - start ) / 1000 };
}
