#!/usr/bin/env node
/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile: its default emulated phone and simulated slow
 * 4G) in Debian's Chromium on four pages of a dev-style site with the demo data: the campaign home,
 * the team leaderboard, a team page and a fundraiser page, each beside the theme's own Sample Page.
 *
 *   npm run bench:lighthouse [-- --port 9210 --runs 10 --wp newest
 *                               --themes twentytwentyfive,twentytwentyfour]
 *
 * Starts (or reuses) its own "lighthouse" instance on --port (so `npm start` keeps 8888) on the
 * WordPress of --wp (scripts/wp: "newest" is the newest release zip in ../shared/wordpress/, 7.1),
 * and measures each theme of --themes in turn (the first is WordPress's default, Twenty
 * Twenty-Five; Twenty Twenty-Four for comparison; the theme is switched with scripts/wp's
 * switchTheme()). Within a theme the pages are interleaved: run 1 of every page, then run 2 of
 * every page…, the Sample Page among them, so each page's runs see the same machine load as the
 * Sample Page's. Every run is printed, then per page the median and the minimum of the
 * performance score and of LCP, TBT and CLS.
 *
 * Goals per theme (what the plugin itself costs, beside what the theme allows): each plugin page's
 * median performance ≥ the Sample Page's median, and ≥ 98 wherever the Sample Page's median
 * reaches 98; its LCP median ≤ 1.1× the Sample Page's; TBT ≤ 150 ms and CLS ≤ 0.01 in every run;
 * and the other categories as before (accessibility 100, best practices ≥ 95, SEO ≥ 95).
 * Under each run it prints the requests that run's simulated LCP counted; the table's "LCP counted
 * JS" says in how many runs those included React DOM or the campaign script (see lcpRequests()).
 * Uses the current build/ (run `npm run build` first). Exits 0 either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
// Lighthouse's own copy of its simulator (lantern), to read what a run's simulated LCP counted.
import { Simulation } from 'lighthouse/core/lib/lantern/lantern.js';
import { up } from '../wp/cli.mjs';
import * as wordpress from '../wp/wordpress.mjs';
import { INSTANCES, REPO } from '../wp/paths.mjs';
import { stopServer } from '../wp/server.mjs';
import { flags, goal, table } from './lib.mjs';

const { ensureLinks, isPrepared, siteUrl } = wordpress;
const options = flags( {
	port: INSTANCES.lighthouse.port,
	runs: 10,
	instance: 'lighthouse',
	wp: 'newest',
	themes: 'twentytwentyfive,twentytwentyfour',
} );
const log = ( message ) =>
	process.stdout.write( `[bench:lighthouse] ${ message }\n` );
const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];
/**
 * Every run is a first visit: Lighthouse empties the HTTP cache before each run but keeps the
 * origin's localStorage (so that logins survive), and the campaign pages keep there that the
 * browser has Montserrat cached (src/shared/theme/fonts-switch.ts). Kept, it would have each run
 * after the first ask for the font before the first paint with the cache emptied: a visit no
 * browser makes. Lighthouse's own list, plus localStorage.
 */
const FIRST_VISIT_STORAGE = [
	...defaultSettings.clearStorageTypes,
	'local_storage',
];
const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

async function firstId( url, route, key = 'id' ) {
	const response = await fetch( url + route );
	const body = await response.json();
	const first = body.data?.[ 0 ];
	if ( ! first ) {
		throw new Error( `No item from ${ route }` );
	}
	return first[ key ];
}

/**
 * `npm start` leaves a development build in build/ (unminified, about six times larger):
 * measuring it would say nothing about the product. Stop with a clear message instead.
 */
function assertProductionBuild() {
	const bundle = path.join( REPO, 'build/campaign.js' );
	const head = fs.existsSync( bundle )
		? fs.readFileSync( bundle, 'utf8' ).slice( 0, 400 )
		: '';
	if ( head === '' || head.includes( 'webpackBootstrap' ) ) {
		process.stderr.write(
			'[bench:lighthouse] build/ is missing or a development build (npm start): run `npm run build` first.\n'
		);
		process.exit( 1 );
	}
}

/**
 * The figures of one Lighthouse run that the goals read.
 * @param lhr
 */
function figures( lhr ) {
	return {
		performance: Math.round(
			( lhr.categories.performance.score ?? 0 ) * 100
		),
		accessibility: Math.round(
			( lhr.categories.accessibility.score ?? 0 ) * 100
		),
		bestPractices: Math.round(
			( lhr.categories[ 'best-practices' ].score ?? 0 ) * 100
		),
		seo: Math.round( ( lhr.categories.seo.score ?? 0 ) * 100 ),
		lcp: lhr.audits[ 'largest-contentful-paint' ]?.numericValue ?? NaN,
		tbt: lhr.audits[ 'total-blocking-time' ]?.numericValue ?? NaN,
		cls: lhr.audits[ 'cumulative-layout-shift' ]?.numericValue ?? NaN,
	};
}

const BARE = 'Sample Page';

/** The two large scripts of a campaign page (React DOM from WordPress, the campaign app). */
const APP_SCRIPT = /\/(campaign\.js|react-dom\.min\.js)\?/;

/**
 * The requests the run's simulated LCP counted (its pessimistic graph, which holds the optimistic
 * one's): Lighthouse counts every request that finished before the paint it observed, unless it
 * was a script evaluated after that paint. Printed per run, so that a slow LCP says whether it
 * paid for the app's scripts, the fonts or the cover, and not only how long it was.
 */
function lcpRequests() {
	const timings = Simulation.Simulator.allNodeTimings.get(
		'pessimisticLargestContentfulPaint'
	);
	return [ ...( timings?.keys() ?? [] ) ]
		.filter( ( node ) => node.type === 'network' )
		.map( ( node ) => ( {
			name: node.isMainDocument()
				? 'the page'
				: new URL( node.request.url ).pathname.split( '/' ).pop(),
			url: node.request.url,
			kb: ( node.request.transferSize ?? 0 ) / 1024,
		} ) );
}

/** One line: how many requests and kilobytes, the six largest by name. */
function describeRequests( requests ) {
	const total = requests.reduce( ( sum, request ) => sum + request.kb, 0 );
	const named = [ ...requests ]
		.sort( ( a, b ) => b.kb - a.kb )
		.slice( 0, 6 )
		.map(
			( request ) => `${ request.name } ${ Math.round( request.kb ) }`
		);
	return `${ requests.length } requests, ${ Math.round( total ) } KB: ${ named.join( ', ' ) }`;
}

/**
 * Every page of one theme, --runs rounds, the pages interleaved within each round.
 * @param chrome
 * @param pages
 */
async function measureTheme( chrome, pages ) {
	const runs = new Map( pages.map( ( [ label ] ) => [ label, [] ] ) );
	const problems = new Set();
	for ( let round = 0; round < options.runs; round++ ) {
		for ( const [ label, address ] of pages ) {
			Simulation.Simulator.allNodeTimings.clear();
			const result = await lighthouse( address, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: CATEGORIES,
				clearStorageTypes: FIRST_VISIT_STORAGE,
			} );
			const lhr = result.lhr;
			const run = figures( lhr );
			const counted = lcpRequests();
			run.lcpCountedScripts = counted.some( ( request ) =>
				APP_SCRIPT.test( request.url )
			);
			runs.get( label ).push( run );
			process.stdout.write(
				`  run ${ round + 1 } ${ label.padEnd( 17 ) } performance ${ String( run.performance ).padStart( 3 ) }  LCP ${ ( run.lcp / 1000 ).toFixed( 2 ) } s  TBT ${ Math.round( run.tbt ) } ms  CLS ${ run.cls.toFixed( 3 ) }  a11y ${ run.accessibility } bp ${ run.bestPractices } seo ${ run.seo }\n`
			);
			process.stdout.write(
				`        LCP counted ${ describeRequests( counted ) }\n`
			);
			for ( const id of label === BARE ? [] : CATEGORIES.slice( 1 ) ) {
				for ( const ref of lhr.categories[ id ].auditRefs ) {
					const audit = lhr.audits[ ref.id ];
					if (
						ref.weight > 0 &&
						audit.score !== null &&
						audit.score < 1
					) {
						problems.add(
							`${ label } / ${ id }: ${ audit.id } — ${ audit.title }`
						);
					}
				}
			}
		}
	}
	return { runs, problems };
}

/**
 * Prints one theme's table and goal lines.
 * @param theme
 * @param root0
 * @param root0.runs
 * @param root0.problems
 */
function report( theme, { runs, problems } ) {
	const rows = [
		[
			'page',
			'perf median',
			'perf min',
			'LCP median',
			'LCP min',
			'LCP counted JS',
			'TBT max',
			'CLS max',
			'a11y min',
			'bp min',
			'SEO min',
		],
	];
	const summaries = new Map();
	for ( const [ label, list ] of runs ) {
		const pick = ( key ) => list.map( ( run ) => run[ key ] );
		const entry = {
			perfMedian: median( pick( 'performance' ) ),
			perfMin: Math.min( ...pick( 'performance' ) ),
			lcpMedian: median( pick( 'lcp' ) ),
			lcpMin: Math.min( ...pick( 'lcp' ) ),
			lcpCountedScripts:
				pick( 'lcpCountedScripts' ).filter( Boolean ).length,
			tbtMax: Math.max( ...pick( 'tbt' ) ),
			clsMax: Math.max( ...pick( 'cls' ) ),
			a11yMin: Math.min( ...pick( 'accessibility' ) ),
			bpMin: Math.min( ...pick( 'bestPractices' ) ),
			seoMin: Math.min( ...pick( 'seo' ) ),
		};
		summaries.set( label, entry );
		rows.push( [
			label,
			entry.perfMedian,
			entry.perfMin,
			`${ ( entry.lcpMedian / 1000 ).toFixed( 2 ) } s`,
			`${ ( entry.lcpMin / 1000 ).toFixed( 2 ) } s`,
			`${ entry.lcpCountedScripts } of ${ list.length }`,
			`${ Math.round( entry.tbtMax ) } ms`,
			entry.clsMax.toFixed( 3 ),
			entry.a11yMin,
			entry.bpMin,
			entry.seoMin,
		] );
	}
	process.stdout.write(
		`\n${ theme }: ${ options.runs } runs per page, pages interleaved with the theme's Sample Page\n`
	);
	table( rows );
	if ( problems.size ) {
		process.stdout.write(
			`Failing audits (in any run):\n${ [ ...problems ].map( ( p ) => `  ${ p }` ).join( '\n' ) }\n`
		);
	}
	const bare = summaries.get( BARE );
	const plugin = [ ...summaries ].filter( ( [ label ] ) => label !== BARE );
	const list = ( pick ) =>
		plugin
			.map( ( [ label, s ] ) => `${ label } ${ pick( s ) }` )
			.join( ', ' );
	const every = ( test ) => plugin.every( ( [ , s ] ) => test( s ) );
	const floor = bare.perfMedian >= 98 ? 98 : bare.perfMedian;
	goal(
		`${ theme }: each plugin page's median performance ≥ the Sample Page's median${ bare.perfMedian >= 98 ? ' and ≥ 98' : '' }`,
		every( ( s ) => s.perfMedian >= floor ),
		`Sample Page ${ bare.perfMedian }; ${ list( ( s ) => s.perfMedian ) }`
	);
	goal(
		`${ theme }: each plugin page's LCP median ≤ 1.1× the Sample Page's`,
		every( ( s ) => s.lcpMedian <= 1.1 * bare.lcpMedian ),
		`Sample Page ${ ( bare.lcpMedian / 1000 ).toFixed( 2 ) } s; ${ list( ( s ) => `${ ( s.lcpMedian / 1000 ).toFixed( 2 ) } s` ) }`
	);
	goal(
		`${ theme }: TBT ≤ 150 ms in every run of every plugin page`,
		every( ( s ) => s.tbtMax <= 150 ),
		`max ${ list( ( s ) => `${ Math.round( s.tbtMax ) } ms` ) }`
	);
	goal(
		`${ theme }: CLS ≤ 0.01 in every run of every plugin page`,
		every( ( s ) => s.clsMax <= 0.01 ),
		`max ${ list( ( s ) => s.clsMax.toFixed( 3 ) ) }`
	);
	goal(
		`${ theme }: accessibility 100, best practices ≥ 95, SEO ≥ 95 in every run of every plugin page`,
		every( ( s ) => s.a11yMin === 100 && s.bpMin >= 95 && s.seoMin >= 95 ),
		list( ( s ) => `${ s.a11yMin }/${ s.bpMin }/${ s.seoMin }` )
	);
}

async function main() {
	assertProductionBuild();
	if ( typeof wordpress.switchTheme !== 'function' ) {
		throw new Error(
			'scripts/wp has no switchTheme() yet (it comes with the branch that runs WordPress 7.1 from ../shared/wordpress/).'
		);
	}
	if ( isPrepared( options.instance ) && ensureLinks( options.instance ) ) {
		// Another checkout of the plugin: a running server would keep serving the old files.
		await stopServer( options.instance );
	}
	const instance = await up( {
		instance: options.instance,
		port: options.port,
		wp: options.wp,
	} );
	const url = siteUrl( instance );
	const campaign = await (
		await fetch(
			`${ url }/wp-json/p2p-fundraising/v1/get-campaign?campaign_id=1`
		)
	)
		.json()
		.catch( () => null );
	const campaignId = campaign?.data?.campaign_id ?? 1;
	const team = await firstId(
		url,
		`/wp-json/p2p-fundraising/v1/get-campaign-teams-search?campaign_id=${ campaignId }&showClosedTeams=true`
	);
	const fundraiser = await firstId(
		url,
		`/wp-json/p2p-fundraising/v1/get-campaign-fundraisers-search?campaign_id=${ campaignId }`
	);
	const pages = [
		[ BARE, `${ url }/sample-page/` ],
		[ 'campaign home', `${ url }/campaigns/demo/` ],
		[ 'team leaderboard', `${ url }/campaigns/demo/team-leaderboard/` ],
		[ 'team page', `${ url }/campaigns/demo/team/${ team }/` ],
		[
			'fundraiser page',
			`${ url }/campaigns/demo/fundraiser/${ fundraiser }/`,
		],
	];
	const version = (
		await import( 'lighthouse/package.json', { with: { type: 'json' } } )
	).default.version;
	const results = [];
	const themes = String( options.themes ).split( ',' ).filter( Boolean );
	for ( const theme of themes ) {
		await wordpress.switchTheme( options.instance, theme );
		// A fresh browser per theme: nothing cached from the other theme's pages.
		const chrome = await chromeLauncher.launch( {
			chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			chromeFlags: [
				'--headless=new',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
			],
		} );
		try {
			log(
				`${ theme }: Lighthouse ${ version }, mobile, WordPress ${ instance.version ?? instance.wp } at ${ url }`
			);
			results.push( [ theme, await measureTheme( chrome, pages ) ] );
		} finally {
			await chrome.kill();
		}
	}
	for ( const [ theme, result ] of results ) {
		report( theme, result );
	}
	log(
		`the ${ options.instance } site stays up: node scripts/wp/cli.mjs down --instance ${ options.instance }`
	);
}

main().then(
	() => process.exit( 0 ),
	( error ) => {
		process.stderr.write(
			`[bench:lighthouse] ERROR: ${ error.stack ?? error.message }\n`
		);
		process.exit( 1 );
	}
);
