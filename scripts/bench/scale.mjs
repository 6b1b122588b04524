#!/usr/bin/env node
/**
 * npm run bench:scale — the plugin at the size of a national event, next to bare WordPress.
 *
 *   npm run bench:scale [-- --fundraisers 100000 --teams 10000 --donations 1000000 --donors 300000
 *                           --activity 300000 --requests 30 --reseed --fresh --export-timeout 300 --export-rounds 5 --admin-timeout 900
 *                           --object-cache --sections reads,pages,donate,admin,exports
 *                           --reads search,stats --port 8891]
 *   (--object-cache: a Redis server and drop-in, as a production site would have)
 *   (--sections: only these parts; --reads: only the public reads whose label holds one of these
 *    words, e.g. --reads '"lovelace","an","ke","river"' for the name searches, --reads activity for
 *    the activity leaderboards; the bare request is always measured beside them. --help prints this text)
 *   (--fresh recreates the bench site; P2P_PLUGIN_DIR=<checkout> measures another version of the plugin)
 *
 * 1. The "bench" instance (port 8891, php -S) gets a campaign /campaigns/scale/ seeded by bulk SQL
 *    (scripts/bench/seed-scale.mjs; reused while the sizes are the same, --reseed forces it), then
 *    made the yearly event of issue 28 beside the seed (ensureEventData(), also reused): 3
 *    registration types (the 5 km one with a capacity), 2 questions, a registration with answers
 *    for every fundraiser, --activity entries (unit km) and the stored activity totals recounted.
 * 2. Public reads in round robin (--rounds, at least 100, after --warmup-rounds discarded ones): each
 *    round the bare REST request, then every public read endpoint once; p50 / p95 / max of every public
 *    read endpoint (leaderboards with and without a search, page 1 and a deep page, the activity
 *    leaderboards of fundraisers and teams, every top-donors and donations list, stats…), beside a bare WordPress REST request (GET /wp/v2/types/post: core,
 *    no query of its own), as a ratio; the TTFB of the four campaign page kinds beside a plain page
 *    of the theme (the Sample Page).
 * 3. In PHP on the same database: completing donations (database time from SAVEQUERIES, in rounds on the
 *    scale campaign and on the 44-donation demo campaign: "independent of table size"), the same
 *    for a sign-up with the capacity-limited type (POST /create-fundraiser-profile as new users)
 *    and an activity entry (ActivityService::add(); both removed again afterwards), every admin
 *    list (each sort, a deep page, a search, each request with an empty object cache; the fundraisers list with its page's registrations, a
 *    fundraiser's registration and its activity entries) and the three CSV exports (time, rows/s,
 *    peak memory); the donations export between two runs of its floor (scale-tool.php
 *    export-floor: the same rows by one unbuffered SELECT and plain PHP's fputcsv), the fundraisers
 *    export (with its registration columns, about a second a run) --export-rounds times interleaved
 *    with its floor, medians compared; so their goals are ratios within one run.
 * 4. One `goal:` line per goal of issues 11 and 28, ending in met or missed. Exits 0 either way.
 *
 * No persistent object cache is installed: every figure is what a site without Redis/Memcached
 * gets (with one, the cached reads are cheaper still).
 */
import fs from 'node:fs';
import { up } from '../wp/cli.mjs';
import {
	ensureLinks,
	isPrepared,
	readInstance,
	siteUrl,
} from '../wp/wordpress.mjs';
import { ensureMariaDB } from '../wp/mariadb.mjs';
import { stopServer } from '../wp/server.mjs';
import {
	ensureEventData,
	ensureSeeded,
	query,
	tool,
	SCALE_SLUG,
} from './seed-scale.mjs';
import {
	flags,
	goal,
	measure,
	ms,
	percentile,
	summary,
	table,
	timeGet,
} from './lib.mjs';
import { disableObjectCache, enableObjectCache } from './object-cache.mjs';

const options = flags( {
	fundraisers: 100000,
	teams: 10000,
	donations: 1000000,
	donors: 300000,
	activity: 300000,
	requests: 30,
	rounds: 100,
	warmupRounds: 3,
	reseed: false,
	fresh: false,
	port: 8891,
	exportTimeout: 300,
	exportRounds: 5,
	adminTimeout: 900,
	objectCache: false,
	sections: 'reads,pages,donate,admin,exports',
	reads: '',
	help: false,
} );
const log = ( message ) =>
	process.stdout.write( `[bench:scale] ${ message }\n` );
const sections = new Set( String( options.sections ).split( ',' ) );

async function main() {
	if ( options.help ) {
		// The usage is the comment at the top of this file.
		const source = fs.readFileSync( new URL( import.meta.url ), 'utf8' );
		process.stdout.write(
			`${ /\/\*\*([\s\S]*?)\*\//
				.exec( source )[ 1 ]
				.split( '\n' )
				.map( ( line ) => line.replace( /^ \* ?/, '' ) )
				.join( '\n' )
				.trim() }\n`
		);
		return;
	}
	const started = Date.now();
	log(
		`sizes: ${ options.fundraisers } fundraisers, ${ options.teams } teams, ${ options.donations } donations from ${ options.donors } donors; ${ options.requests } requests per figure`
	);
	await ensureMariaDB();
	if ( ! options.fresh && isPrepared( 'bench' ) ) {
		// A schema upgrade of a large site runs here, in the CLI, before the server answers a first
		// request (which would run it under the web server's time limit).
		if ( ensureLinks( 'bench' ) ) {
			// Another checkout of the plugin: a running server would keep the old files' paths
			// (PHP's realpath cache) for minutes.
			await stopServer( 'bench' );
		}
		const upgradeStart = Date.now();
		const { schema } = await tool( readInstance( 'bench' ), [
			'upgrade',
			0,
		] );
		log(
			`schema ${ schema } (${ ( ( Date.now() - upgradeStart ) / 1000 ).toFixed( 1 ) } s to load or upgrade)`
		);
	}
	const instance = await up( {
		instance: 'bench',
		port: options.port,
		fresh: Boolean( options.fresh ),
	} );
	const url = siteUrl( instance );
	const seed = await ensureSeeded( instance, options, {
		force: Boolean( options.reseed ),
		log,
	} );
	log(
		seed.seeded
			? `seeded in ${ seed.seconds.toFixed( 0 ) } s (derived data: ${ JSON.stringify( seed.finish ) })`
			: 'reusing the seeded campaign'
	);
	const cid = seed.campaign;
	const event = await ensureEventData( instance, cid, options, {
		force: Boolean( options.reseed ),
		log,
	} );
	log(
		event.seeded
			? `event data (registrations, activity) made in ${ event.seconds.toFixed( 0 ) } s`
			: 'reusing the event data (registrations, activity)'
	);
	if ( options.objectCache ) {
		await enableObjectCache( 'bench' );
		log(
			'object cache: Redis (scripts/bench/object-cache/object-cache.php), emptied first'
		);
	} else {
		await disableObjectCache( 'bench' );
		log( "object cache: none (WordPress's per-request cache)" );
	}

	const counts = (
		await query(
			instance,
			`SELECT (SELECT COUNT(*) FROM wp_p2p_donations WHERE campaign_id = ${ cid }), (SELECT COUNT(*) FROM wp_p2p_fundraisers WHERE campaign_id = ${ cid }), (SELECT COUNT(*) FROM wp_p2p_teams WHERE campaign_id = ${ cid }), (SELECT COUNT(DISTINCT donor_email) FROM wp_p2p_donations WHERE campaign_id = ${ cid });`
		)
	)
		.trim()
		.split( '\t' );
	log(
		`campaign ${ cid }: ${ counts[ 0 ] } donations, ${ counts[ 1 ] } fundraisers, ${ counts[ 2 ] } teams, ${ counts[ 3 ] } distinct donor addresses`
	);
	const eventCounts = (
		await query(
			instance,
			`SELECT (SELECT COUNT(*) FROM wp_p2p_registrations WHERE campaign_id = ${ cid }), (SELECT COUNT(*) FROM wp_p2p_registration_types WHERE campaign_id = ${ cid }), (SELECT COUNT(*) FROM wp_p2p_registration_questions WHERE campaign_id = ${ cid }), (SELECT COUNT(*) FROM wp_p2p_activity_entries WHERE campaign_id = ${ cid }), (SELECT activity_total / 1000 FROM wp_p2p_campaigns WHERE id = ${ cid });`
		)
	)
		.trim()
		.split( '\t' );
	log(
		`event: ${ eventCounts[ 0 ] } registrations (${ eventCounts[ 1 ] } types, ${ eventCounts[ 2 ] } questions), ${ eventCounts[ 3 ] } activity entries, ${ Number( eventCounts[ 4 ] ).toFixed( 0 ) } km in all`
	);
	// The busiest team and fundraiser: the worst case of their lists.
	const [ team, fundraiser ] = (
		await query(
			instance,
			`SELECT (SELECT id FROM wp_p2p_teams WHERE campaign_id = ${ cid } AND status = 'approved' AND access = 'public' ORDER BY donations_count DESC LIMIT 1), (SELECT id FROM wp_p2p_fundraisers WHERE campaign_id = ${ cid } AND status = 'approved' ORDER BY donations_count DESC LIMIT 1);`
		)
	)
		.trim()
		.split( '\t' )
		.map( Number );
	const demo = Number(
		(
			await query(
				instance,
				"SELECT id FROM wp_p2p_campaigns WHERE slug = 'demo';"
			)
		).trim()
	);
	const sample = (
		await query(
			instance,
			"SELECT post_name FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish' ORDER BY ID LIMIT 1;"
		)
	).trim();

	const api = ( route, params = {} ) =>
		`${ url }/wp-json/p2p-fundraising/v1/${ route }?${ new URLSearchParams( params ) }`;
	const count = options.requests;

	const goals = [];
	if ( sections.has( 'reads' ) ) {
		// --- public reads ---
		const reads = [
			[ 'get-campaign', api( 'get-campaign', { campaign_id: cid } ) ],
			[
				'get-campaign-stats',
				api( 'get-campaign-stats', { campaign_id: cid } ),
			],
			[
				'get-campaign-top-donors',
				api( 'get-campaign-top-donors', { campaign_id: cid } ),
			],
			[
				'get-donations campaign p1',
				api( 'get-donations', { campaign_id: cid } ),
			],
			[
				'get-donations campaign p5000',
				api( 'get-donations', { campaign_id: cid, page: 5000 } ),
			],
			[
				'get-donations team p1',
				api( 'get-donations', { campaign_id: cid, team_id: team } ),
			],
			[
				'get-donations fundraiser p1',
				api( 'get-donations', {
					campaign_id: cid,
					fundraiser_id: fundraiser,
				} ),
			],
			[
				'teams-search p1',
				api( 'get-campaign-teams-search', {
					campaign_id: cid,
					showClosedTeams: 'true',
					page: 1,
					per_page: 9,
				} ),
			],
			[
				'teams-search p500',
				api( 'get-campaign-teams-search', {
					campaign_id: cid,
					showClosedTeams: 'true',
					page: 500,
					per_page: 9,
				} ),
			],
			[
				'teams-search "river" p1',
				api( 'get-campaign-teams-search', {
					campaign_id: cid,
					showClosedTeams: 'true',
					search: 'river',
					page: 1,
					per_page: 9,
				} ),
			],
			[
				'teams-search "river" p20',
				api( 'get-campaign-teams-search', {
					campaign_id: cid,
					showClosedTeams: 'true',
					search: 'river',
					page: 20,
					per_page: 9,
				} ),
			],
			[
				'teams-search "ke" p1 (2 letters)',
				api( 'get-campaign-teams-search', {
					campaign_id: cid,
					showClosedTeams: 'true',
					search: 'ke',
					page: 1,
					per_page: 9,
				} ),
			],
			[
				'fundraisers-search p1',
				api( 'get-campaign-fundraisers-search', {
					campaign_id: cid,
					page: 1,
					per_page: 9,
				} ),
			],
			[
				'fundraisers-search p5000',
				api( 'get-campaign-fundraisers-search', {
					campaign_id: cid,
					page: 5000,
					per_page: 9,
				} ),
			],
			[
				'fundraisers-search "lovelace" p1',
				api( 'get-campaign-fundraisers-search', {
					campaign_id: cid,
					search: 'lovelace',
					page: 1,
					per_page: 9,
				} ),
			],
			[
				'fundraisers-search "lovelace" p100',
				api( 'get-campaign-fundraisers-search', {
					campaign_id: cid,
					search: 'lovelace',
					page: 100,
					per_page: 9,
				} ),
			],
			[
				'fundraisers-search "ada t" p1',
				api( 'get-campaign-fundraisers-search', {
					campaign_id: cid,
					search: 'ada t',
					page: 1,
					per_page: 9,
				} ),
			],
			[
				'fundraisers-search "an" p1 (2 letters)',
				api( 'get-campaign-fundraisers-search', {
					campaign_id: cid,
					search: 'an',
					page: 1,
					per_page: 9,
				} ),
			],
			// The activity leaderboards (issue 28): the same lists ranked by the stored activity totals.
			[
				'activity fundraisers p1',
				api( 'get-campaign-fundraisers-search', {
					campaign_id: cid,
					sort: 'activity',
					page: 1,
					per_page: 9,
				} ),
			],
			[
				'activity fundraisers p5000',
				api( 'get-campaign-fundraisers-search', {
					campaign_id: cid,
					sort: 'activity',
					page: 5000,
					per_page: 9,
				} ),
			],
			[
				'activity teams p1',
				api( 'get-campaign-teams-search', {
					campaign_id: cid,
					showClosedTeams: 'true',
					sort: 'activity',
					page: 1,
					per_page: 9,
				} ),
			],
			[
				'activity teams p500',
				api( 'get-campaign-teams-search', {
					campaign_id: cid,
					showClosedTeams: 'true',
					sort: 'activity',
					page: 500,
					per_page: 9,
				} ),
			],
			[ 'get-sponsors', api( 'get-sponsors', { campaign_id: cid } ) ],
			[ 'get-team', api( 'get-team', { team_id: team } ) ],
			[ 'get-team-stats', api( 'get-team-stats', { team_id: team } ) ],
			[
				'get-team-fundraisers-all',
				api( 'get-team-fundraisers-all', { team_id: team } ),
			],
			[
				'get-team-top-donors',
				api( 'get-team-top-donors', { team_id: team } ),
			],
			[
				'get-fundraiser',
				api( 'get-fundraiser', { fundraiser_id: fundraiser } ),
			],
			[
				'get-fundraiser-stats',
				api( 'get-fundraiser-stats', { fundraiser_id: fundraiser } ),
			],
			[
				'get-fundraiser-top-donors',
				api( 'get-fundraiser-top-donors', {
					fundraiser_id: fundraiser,
				} ),
			],
		];
		// Round robin: each round requests the bare REST request, then every endpoint once, so the
		// bare figures come from the same minutes (and the same machine load) as the endpoints'.
		// The first rounds warm the caches and are discarded.
		const only = String( options.reads || '' )
			.split( ',' )
			.map( ( word ) => word.trim() )
			.filter( Boolean );
		if ( only.length > 0 ) {
			const kept = reads.filter( ( [ label ] ) =>
				only.some( ( word ) => label.includes( word ) )
			);
			reads.splice( 0, reads.length, ...kept );
			log(
				`public reads: only ${ reads.map( ( [ label ] ) => label ).join( '; ' ) }`
			);
		}
		const rounds = Math.max( 100, options.rounds );
		const warmup = Math.max( 0, options.warmupRounds );
		const entries = [
			[ 'bare REST', `${ url }/wp-json/wp/v2/types/post` ],
			...reads,
		];
		const times = entries.map( () => [] );
		for ( let round = 0; round < warmup + rounds; round++ ) {
			for ( let i = 0; i < entries.length; i++ ) {
				const { total } = await timeGet( entries[ i ][ 1 ] );
				if ( round >= warmup ) {
					times[ i ].push( total );
				}
			}
		}
		const bare = summary( times[ 0 ] );
		process.stdout.write(
			`\nPublic reads (round robin: ${ rounds } rounds after ${ warmup } discarded, each round the bare REST request (GET /wp/v2/types/post) and every endpoint once)\n`
		);
		const readRows = [
			[ 'endpoint', 'p50', 'p95', 'max', 'p50 / bare', 'p95 / bare' ],
		];
		const slowP95 = [];
		const slowP50 = [];
		entries.forEach( ( [ label ], i ) => {
			const figures = summary( times[ i ] );
			const r50 = figures.p50 / bare.p50;
			const r95 = figures.p95 / bare.p95;
			if ( r95 > 1.5 ) {
				slowP95.push( `${ label } ${ r95.toFixed( 2 ) }×` );
			}
			if ( r50 > 1.25 ) {
				slowP50.push( `${ label } ${ r50.toFixed( 2 ) }×` );
			}
			readRows.push( [
				label,
				ms( figures.p50 ),
				ms( figures.p95 ),
				ms( figures.max ),
				r50.toFixed( 2 ),
				r95.toFixed( 2 ),
			] );
		} );
		table( readRows );

		goals.push( () => {
			goal(
				"every public read p95 ≤ 1.5× the bare REST request's p95 of the same rounds",
				slowP95.length === 0,
				slowP95.length
					? `over: ${ slowP95.join( ', ' ) }`
					: `bare p95 ${ ms( bare.p95 ) }, ${ rounds } rounds`
			);
			goal(
				"every public read p50 ≤ 1.25× the bare REST request's p50 of the same rounds",
				slowP50.length === 0,
				slowP50.length
					? `over: ${ slowP50.join( ', ' ) }`
					: `bare p50 ${ ms( bare.p50 ) }, ${ rounds } rounds`
			);
		} );
	}
	if ( sections.has( 'pages' ) ) {
		// --- campaign pages (TTFB) ---
		const barePage = await measure( `${ url }/${ sample }/`, {
			count,
			field: 'ttfb',
		} );
		const pages = [
			[ 'campaign home', `${ url }/campaigns/${ SCALE_SLUG }/` ],
			[
				'team leaderboard',
				`${ url }/campaigns/${ SCALE_SLUG }/team-leaderboard/`,
			],
			[
				'team page',
				`${ url }/campaigns/${ SCALE_SLUG }/team/${ team }/`,
			],
			[
				'fundraiser page',
				`${ url }/campaigns/${ SCALE_SLUG }/fundraiser/${ fundraiser }/`,
			],
		];
		process.stdout.write(
			`\nCampaign pages, TTFB (${ count } requests each; bare page = the theme's Sample Page)\n`
		);
		const pageRows = [
			[ 'page', 'p50', 'p95', 'max', 'p95 / bare' ],
			[
				'bare page',
				ms( barePage.p50 ),
				ms( barePage.p95 ),
				ms( barePage.max ),
				'1.00',
			],
		];
		const slowPages = [];
		for ( const [ label, address ] of pages ) {
			const figures = await measure( address, { count, field: 'ttfb' } );
			const ratio = figures.p95 / barePage.p95;
			if ( ratio > 1.5 ) {
				slowPages.push( `${ label } ${ ratio.toFixed( 2 ) }×` );
			}
			pageRows.push( [
				label,
				ms( figures.p50 ),
				ms( figures.p95 ),
				ms( figures.max ),
				ratio.toFixed( 2 ),
			] );
		}
		table( pageRows );

		goals.push( () => {
			goal(
				"campaign pages' TTFB p95 ≤ 1.5× the bare page's",
				slowPages.length === 0,
				slowPages.length
					? `over: ${ slowPages.join( ', ' ) }`
					: `bare ${ ms( barePage.p95 ) }`
			);
		} );
	}
	if ( sections.has( 'donate' ) ) {
		// --- completing a donation ---
		// Interleaved in rounds, so both campaigns see the same machine load: one block of each, run
		// one after the other, flipped the goal line on the same code (p95 32 ms against 14 ms).
		const donateRounds = 5;
		const donateCount =
			donateRounds * Math.ceil( Math.max( 60, count ) / donateRounds );
		const big = { db_ms: [], wall_ms: [], queries: [] };
		const small = { db_ms: [], wall_ms: [], queries: [] };
		for ( let round = 0; round < donateRounds; round++ ) {
			for ( const [ campaign, into ] of [
				[ cid, big ],
				[ demo, small ],
			] ) {
				const part = await tool( instance, [
					'donate',
					campaign,
					donateCount / donateRounds,
				] );
				for ( const key of Object.keys( into ) ) {
					into[ key ].push( ...part[ key ] );
				}
			}
		}
		const bigDb = summary( big.db_ms );
		const smallDb = summary( small.db_ms );
		process.stdout.write(
			`\nCompleting a donation (test mode: record + complete in one transaction; ${ donateCount } each, in ${ donateRounds } interleaved rounds)\n`
		);
		table( [
			[ 'campaign', 'DB p50', 'DB p95', 'DB max', 'wall p95', 'queries' ],
			[
				`scale (${ counts[ 0 ] } donations)`,
				ms( bigDb.p50 ),
				ms( bigDb.p95 ),
				ms( bigDb.max ),
				ms( summary( big.wall_ms ).p95 ),
				String( Math.max( ...big.queries ) ),
			],
			[
				'demo (small)',
				ms( smallDb.p50 ),
				ms( smallDb.p95 ),
				ms( smallDb.max ),
				ms( summary( small.wall_ms ).p95 ),
				String( Math.max( ...small.queries ) ),
			],
		] );
		// The bench donations were real writes: put the totals back to what the seed made.
		await query(
			instance,
			`DELETE FROM wp_p2p_donations WHERE campaign_id = ${ cid } AND donor_name LIKE 'Bench Donor %';`
		);
		await tool( instance, [ 'recount', cid ] );

		goals.push( () => {
			goal(
				'completing a donation ≤ 50 ms of database time, independent of table size',
				bigDb.p95 <= 50 &&
					bigDb.p95 <= Math.max( 2 * smallDb.p95, smallDb.p95 + 5 ),
				`p95 ${ ms( bigDb.p95 ) } at ${ counts[ 0 ] } donations, ${ ms( smallDb.p95 ) } on the demo campaign`
			);
		} );

		// --- the event's writes (issue 28): a sign-up with a capacity-limited type, an activity entry ---
		const writes = [
			[
				'sign-up with a capacity-limited type',
				'signup',
				`${ counts[ 1 ] } fundraisers`,
			],
			[
				'an activity entry',
				'activity',
				`${ eventCounts[ 3 ] } entries`,
			],
		];
		for ( const [ label, command, size ] of writes ) {
			const bigWrite = await tool( instance, [
				command,
				cid,
				donateCount,
			] );
			const smallWrite = await tool( instance, [
				command,
				demo,
				donateCount,
			] );
			const failed = [
				...( bigWrite.errors ?? [] ),
				...( smallWrite.errors ?? [] ),
			];
			const bigWriteDb = summary( bigWrite.db_ms );
			const smallWriteDb = summary( smallWrite.db_ms );
			process.stdout.write(
				`\n${ label[ 0 ].toUpperCase() }${ label.slice( 1 ) } (${ donateCount } each${ bigWrite.type ? `; type "${ bigWrite.type }"` : '' }; removed again afterwards)\n`
			);
			table( [
				[
					'campaign',
					'DB p50',
					'DB p95',
					'DB max',
					'wall p95',
					'queries',
				],
				[
					`scale (${ size })`,
					ms( bigWriteDb.p50 ),
					ms( bigWriteDb.p95 ),
					ms( bigWriteDb.max ),
					ms( summary( bigWrite.wall_ms ).p95 ),
					String( Math.max( ...bigWrite.queries ) ),
				],
				[
					'demo (small)',
					ms( smallWriteDb.p50 ),
					ms( smallWriteDb.p95 ),
					ms( smallWriteDb.max ),
					ms( summary( smallWrite.wall_ms ).p95 ),
					String( Math.max( ...smallWrite.queries ) ),
				],
			] );
			if ( failed.length > 0 ) {
				log( `${ label }: refused: ${ failed.join( ' | ' ) }` );
			}
			goals.push( () => {
				goal(
					`${ label } ≤ 50 ms of database time, independent of table size`,
					failed.length === 0 &&
						bigWriteDb.p95 <= 50 &&
						bigWriteDb.p95 <=
							Math.max(
								2 * smallWriteDb.p95,
								smallWriteDb.p95 + 5
							),
					`p95 ${ ms( bigWriteDb.p95 ) } at ${ size }, ${ ms( smallWriteDb.p95 ) } on the demo campaign${ failed.length ? `, ${ failed.length } refused` : '' }`
				);
			} );
		}
	}
	if ( sections.has( 'admin' ) ) {
		// --- admin lists ---
		const adminRuns = Math.max( 10, Math.round( count / 2 ) );
		const admin =
			( await tool( instance, [ 'admin', cid, adminRuns ], {
				timeoutMs: options.adminTimeout * 1000,
			} ) ) ?? {};
		if ( Object.keys( admin ).length === 0 ) {
			log(
				`the admin lists did not finish within ${ options.adminTimeout } s (stopped)`
			);
		}
		process.stdout.write(
			`\nAdmin lists (in-process REST dispatch as an administrator, ${ adminRuns } requests each, 20 rows a page, each with an empty object cache)\n`
		);
		const adminRows = [ [ 'list', 'p50', 'p95', 'max (first)' ] ];
		const slowAdmin = [];
		for ( const [ label, values ] of Object.entries( admin ) ) {
			if ( ! Array.isArray( values ) ) {
				slowAdmin.push( `${ label } failed` );
				adminRows.push( [
					label,
					'failed:',
					String( values.error ).slice( 0, 90 ),
					'',
				] );
				continue;
			}
			const figures = summary( values );
			if ( figures.p95 > 300 ) {
				slowAdmin.push( `${ label } ${ ms( figures.p95 ) }` );
			}
			adminRows.push( [
				label,
				ms( figures.p50 ),
				ms( figures.p95 ),
				ms( figures.max ),
			] );
		}
		table( adminRows );

		goals.push( () => {
			goal(
				'each admin list p95 ≤ 300 ms',
				Object.keys( admin ).length > 0 && slowAdmin.length === 0,
				slowAdmin.length
					? `over: ${ slowAdmin.join( ', ' ) }`
					: `${ Object.keys( admin ).length } lists`
			);
		} );
	}
	if ( sections.has( 'exports' ) ) {
		// --- CSV exports ---
		process.stdout.write(
			'\nCSV exports (in-process, written to nowhere)\n'
		);
		const exportRows = [
			[ 'export', 'rows', 'time', 'rows/s', 'MB', 'peak PHP memory' ],
		];
		let donationsExport = null;
		// The floor of the donations export, taken just before and just after it (same run, same
		// load): the same rows and columns by one unbuffered SELECT and plain PHP's fputcsv.
		const floors = [];
		// The fundraisers export with its registration columns (issue 28) interleaved with its own
		// floor, --export-rounds times (floor, export, floor, … floor): a run takes about a second,
		// so one pair moved with the machine (0.63–1.05× the floor in back-to-back runs); the goal
		// compares the medians.
		const fundraiserFloors = [];
		const fundraisersExports = [];
		// One run of a floor (extra: the tool's arguments after the campaign), kept in `runs`.
		const runFloor = async ( runs, label, extra = [] ) => {
			const result = await tool(
				instance,
				[ 'export-floor', cid, ...extra ],
				{ timeoutMs: options.exportTimeout * 1000 }
			);
			if ( ! result ) {
				exportRows.push( [
					label,
					'?',
					`> ${ options.exportTimeout } s (stopped)`,
					'?',
					'?',
					'?',
				] );
				return;
			}
			const rate = result.rows / ( result.ms / 1000 );
			runs.push( { ...result, rate } );
			exportRows.push( [
				label,
				String( result.rows ),
				`${ ( result.ms / 1000 ).toFixed( 1 ) } s`,
				String( Math.round( rate ) ),
				( result.bytes / 1048576 ).toFixed( 1 ),
				`${ result.peak_mb.toFixed( 1 ) } MB`,
			] );
		};
		const exportRounds = Math.max( 1, Number( options.exportRounds ) );
		for ( const type of [
			'teams',
			...Array.from( { length: exportRounds }, () => [
				'fundraiser-floor',
				'fundraisers',
			] ).flat(),
			'fundraiser-floor',
			'floor',
			'donations',
			'floor',
		] ) {
			if ( type === 'floor' ) {
				await runFloor( floors, 'floor (plain PHP, same rows)' );
				continue;
			}
			if ( type === 'fundraiser-floor' ) {
				await runFloor(
					fundraiserFloors,
					'floor (plain PHP, same fundraiser rows)',
					[ 'fundraisers' ]
				);
				continue;
			}
			const result = await tool( instance, [ 'export', cid, type ], {
				timeoutMs: options.exportTimeout * 1000,
			} );
			if ( ! result ) {
				const rows = Number(
					(
						await query(
							instance,
							`SELECT COUNT(*) FROM wp_p2p_${ type } WHERE campaign_id = ${ cid };`
						)
					).trim()
				);
				if ( type === 'donations' ) {
					donationsExport = {
						rows,
						rate: 0,
						peak_mb: NaN,
						unfinished: true,
					};
				}
				exportRows.push( [
					type,
					String( rows ),
					`> ${ options.exportTimeout } s (stopped)`,
					`< ${ Math.round( rows / options.exportTimeout ) }`,
					'?',
					'?',
				] );
				continue;
			}
			const rate = result.rows / ( result.ms / 1000 );
			if ( type === 'donations' ) {
				donationsExport = { ...result, rate };
			}
			if ( type === 'fundraisers' ) {
				fundraisersExports.push( { ...result, rate } );
			}
			exportRows.push( [
				type === 'fundraisers'
					? 'fundraisers (with registration columns)'
					: type,
				String( result.rows ),
				`${ ( result.ms / 1000 ).toFixed( 1 ) } s`,
				String( Math.round( rate ) ),
				( result.bytes / 1048576 ).toFixed( 1 ),
				`${ result.peak_mb.toFixed( 1 ) } MB`,
			] );
		}
		table( exportRows );

		goals.push( () => {
			const floorRate = fundraiserFloors.length
				? percentile(
						fundraiserFloors.map( ( floor ) => floor.rate ),
						50
					)
				: 0;
			// The median run's rate, the largest peak of them all.
			const fundraisersExport = fundraisersExports.length
				? {
						rows: fundraisersExports[ 0 ].rows,
						rate: percentile(
							fundraisersExports.map( ( run ) => run.rate ),
							50
						),
						peak_mb: Math.max(
							...fundraisersExports.map( ( run ) => run.peak_mb )
						),
					}
				: null;
			const ratio =
				floorRate > 0 && fundraisersExport
					? fundraisersExport.rate / floorRate
					: 0;
			goal(
				`the fundraisers CSV with its registration columns streams at ≥ 0.7× the floor of the same work in the same run, with peak memory under 64 MB`,
				fundraiserFloors.length === exportRounds + 1 &&
					fundraisersExports.length === exportRounds &&
					ratio >= 0.7 &&
					fundraisersExport.peak_mb < 64,
				fundraisersExport
					? `${ fundraisersExport.rows } rows at ${ Math.round( fundraisersExport.rate ) } rows/s (median of ${ fundraisersExports.length }) = ${ ratio.toFixed( 2 ) }× the floor's ${ Math.round( floorRate ) } rows/s (median of the ${ fundraiserFloors.length } runs around them), ${ fundraisersExport.peak_mb.toFixed( 1 ) } MB`
					: `not finished within ${ options.exportTimeout } s`
			);
		} );
		goals.push( () => {
			const floorRate =
				floors.reduce( ( total, floor ) => total + floor.rate, 0 ) /
				Math.max( 1, floors.length );
			const ratio = floorRate > 0 ? donationsExport.rate / floorRate : 0;
			goal(
				`a ${ donationsExport.rows }-row CSV export streams at ≥ 0.7× the floor of the same work in the same run, with peak memory under 64 MB`,
				floors.length === 2 &&
					ratio >= 0.7 &&
					donationsExport.peak_mb < 64,
				donationsExport.unfinished
					? `not finished within ${ options.exportTimeout } s`
					: `${ Math.round( donationsExport.rate ) } rows/s = ${ ratio.toFixed( 2 ) }× the floor's ${ Math.round( floorRate ) } rows/s (mean of the runs before and after), ${ donationsExport.peak_mb.toFixed( 1 ) } MB`
			);
		} );
	}
	process.stdout.write( '\n' );
	for ( const printGoal of goals ) {
		printGoal();
	}
	log(
		`done in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s (the bench site stays up: npm run wp:down -- --instance bench)`
	);
}

// A Redis drop-in left behind would keep serving its cached options to the next use of the
// bench site (a stale schema version, say): the site goes back to WordPress's own cache.
const restoreObjectCache = () =>
	options.objectCache ? disableObjectCache( 'bench' ) : Promise.resolve();

main()
	.finally( restoreObjectCache )
	.then(
		() => process.exit( 0 ),
		( error ) => {
			process.stderr.write(
				`[bench:scale] ERROR: ${ error.stack ?? error.message }\n`
			);
			process.exit( 1 );
		}
	);
