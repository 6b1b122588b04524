#!/usr/bin/env node
/**
 * npm run bench:cluster — the plugin on two PHP-FPM nodes behind nginx, one MariaDB and one Redis,
 * on this machine, through the faults a multi-server site meets (issue 26).
 *
 *   npm run bench:cluster [-- --donations 200 --workers 3 --parts fresh,donations,cron,faults,no-redis,killed,page --keep]
 *
 * Topology (everything under .wp/cluster/, ports 9160–9169; decision 0086):
 *   nginx :9160  round robin over both nodes, fastcgi_cache for logged-out campaign pages
 *   nginx :9161  node A only          nginx :9162  node B only       (no page cache)
 *   PHP-FPM master A (own pool, own OPcache, unix socket) ─ Redis through :9166
 *   PHP-FPM master B (own pool, own OPcache, unix socket) ─ Redis through :9167
 *   redis-server :9165 (Debian's), reached by each node through a small TCP relay of this script,
 *   so that one node can be cut off from Redis while the other keeps it
 *   MariaDB: the toolkit's own (scripts/wp/mariadb.mjs), instance "cluster" (database wp_cluster)
 * Debian's nginx, php8.2-fpm, redis-server and php8.2-redis are installed with apt-get when
 * missing. The object cache is the bench's Redis drop-in (scripts/bench/object-cache/) in graceful
 * mode (WP_REDIS_GRACEFUL). Every run starts from a fresh instance with the demo data.
 *
 * Checks, each ending in a `goal:` line (met / missed): cross-node freshness after each kind of
 * write; --donations concurrent donations over both nodes exact (totals = recount); Redis stopped,
 * restarted with its saved data, restored from an old snapshot, one node cut off → no stale read and
 * no error; the same form sent 5 times and 8 wrong passwords with Redis down; two drains at once send
 * each e-mail once; a drain killed with SIGKILL loses no e-mail; a page served by the page cache shows
 * the API's figures within 5 s of load (Chromium).
 *
 * Everything it started is stopped at the end (nginx, both PHP-FPM masters, Redis, the relays, and
 * MariaDB when it was not running before); --keep leaves the cluster up for a look until Ctrl-C.
 * Not part of `npm test`. Exits 0 unless it cannot run.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REPO, instancePaths, databaseName } from '../wp/paths.mjs';
import { ensureMariaDB, sql, stopMariaDB } from '../wp/mariadb.mjs';
import { prepareInstance, siteUrl } from '../wp/wordpress.mjs';
import { anyServerRunning } from '../wp/server.mjs';
import {
	nginxConfig,
	pageCacheHttp,
	PAGE_CACHE_LOCATION,
} from '../wp/nginx-config.mjs';
import { findExecutable, readPid, isPidAlive, sleep } from '../wp/util.mjs';
import { exec, flags, goal, table } from './lib.mjs';

const options = flags( {
	donations: 200,
	workers: 3,
	keep: false,
	parts: 'fresh,donations,cron,faults,no-redis,killed,page',
} );
const log = ( message ) =>
	process.stdout.write( `[bench:cluster] ${ message }\n` );

const INSTANCE = 'cluster';
const PORTS = {
	lb: 9160,
	a: 9161,
	b: 9162,
	redis: 9165,
	relayA: 9166,
	relayB: 9167,
};
const NODES = [ 'a', 'b' ];
const paths = instancePaths( INSTANCE );
const RUN = path.join( paths.dir, 'run' );
const REDIS_DIR = path.join( RUN, 'redis' );
const DB = databaseName( INSTANCE );
const KEY = crypto.randomBytes( 16 ).toString( 'hex' );
const WP_CLI = path.resolve( REPO, '../shared/tools/wp-cli/wp' );
const HOST = `localhost:${ PORTS.lb }`;
const API = '/wp-json/p2p-fundraising/v1';
const children = new Map();

/* ------------------------------------------------------------------ packages */

const PACKAGES = [
	[ 'nginx', 'nginx-light' ],
	[ 'php-fpm8.2', 'php8.2-fpm' ],
	[ 'redis-server', 'redis-server' ],
];

async function ensurePackages() {
	const phpRedis =
		( await exec( 'php', [ '-r', 'exit(class_exists("Redis")?0:1);' ] ) )
			.code === 0;
	const missing = PACKAGES.filter(
		( [ binary ] ) => ! findExecutable( [ binary ] )
	).map( ( [ , pkg ] ) => pkg );
	if ( ! phpRedis ) {
		missing.push( 'php8.2-redis' );
	}
	if ( missing.length === 0 ) {
		log(
			'packages: nginx, php8.2-fpm, redis-server and php8.2-redis present'
		);
		return;
	}
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	const lists = fs.existsSync( '/var/lib/apt/lists' )
		? fs
				.readdirSync( '/var/lib/apt/lists' )
				.filter( ( f ) => f.includes( '_Packages' ) )
		: [];
	if ( lists.length === 0 ) {
		log( 'apt: package lists are empty; apt-get update' );
		const update = await exec( 'apt-get', [ 'update', '-qq' ], { env } );
		if ( update.code !== 0 ) {
			throw new Error(
				`apt-get update failed:\n${ update.stderr.slice( -1500 ) }`
			);
		}
	}
	log( `apt: installing ${ missing.join( ' ' ) } with apt-get` );
	const result = await exec(
		'apt-get',
		[ 'install', '-y', '-qq', '--no-install-recommends', ...missing ],
		{ env }
	);
	if ( result.code !== 0 ) {
		throw new Error(
			`apt-get install ${ missing.join( ' ' ) } failed:\n${ result.stderr.slice( -2000 ) }`
		);
	}
}

/* ------------------------------------------------------------------ processes */

function start( name, command, args, env = process.env ) {
	const out = fs.openSync( path.join( RUN, 'logs', `${ name }.out` ), 'a' );
	const child = spawn( command, args, {
		stdio: [ 'ignore', out, out ],
		env,
	} );
	fs.closeSync( out );
	children.set( name, child );
	fs.writeFileSync( path.join( RUN, `${ name }.pid` ), `${ child.pid }\n` );
	child.on( 'exit', () => {
		if ( children.get( name ) === child ) {
			children.delete( name );
		}
	} );
	return child;
}

async function stop( name, signal = 'SIGTERM' ) {
	const pidFile = path.join( RUN, `${ name }.pid` );
	const pid = children.get( name )?.pid ?? readPid( pidFile );
	fs.rmSync( pidFile, { force: true } );
	if ( ! pid || ! isPidAlive( pid ) ) {
		return;
	}
	try {
		process.kill( pid, signal );
	} catch {}
	for ( let i = 0; i < 100 && isPidAlive( pid ); i++ ) {
		await sleep( 50 );
	}
	if ( isPidAlive( pid ) ) {
		process.kill( pid, 'SIGKILL' );
	}
}

function portOpen( port ) {
	return new Promise( ( resolve ) => {
		const socket = net.connect( port, '127.0.0.1' );
		socket.once( 'connect', () => {
			socket.destroy();
			resolve( true );
		} );
		socket.once( 'error', () => resolve( false ) );
	} );
}

async function waitForPort( port, open = true, ms = 10000 ) {
	const deadline = Date.now() + ms;
	while ( ( await portOpen( port ) ) !== open ) {
		if ( Date.now() > deadline ) {
			throw new Error(
				`port ${ port } did not ${ open ? 'open' : 'close' } within ${ ms } ms`
			);
		}
		await sleep( 50 );
	}
}

/* ------------------------------------------------------------------ redis */

const redisCli = () => findExecutable( [ 'redis-cli' ] ) ?? 'redis-cli';

function redis( ...args ) {
	return exec( redisCli(), [ '-p', String( PORTS.redis ), ...args ], {
		timeoutMs: 10000,
	} );
}

async function startRedis() {
	start( 'redis', findExecutable( [ 'redis-server' ] ), [
		'--bind',
		'127.0.0.1',
		'--port',
		String( PORTS.redis ),
		'--dir',
		REDIS_DIR,
		'--dbfilename',
		'dump.rdb',
		// No background snapshots: the bench saves exactly when a scenario says so.
		'--save',
		'',
		'--appendonly',
		'no',
		'--maxmemory',
		'256mb',
		'--maxmemory-policy',
		'allkeys-lru',
		'--daemonize',
		'no',
	] );
	await waitForPort( PORTS.redis );
	for ( let i = 0; i < 100; i++ ) {
		if ( ( await redis( 'PING' ) ).stdout.includes( 'PONG' ) ) {
			return;
		}
		await sleep( 50 );
	}
	throw new Error( 'redis-server does not answer PING' );
}

/** SHUTDOWN SAVE (Debian's default on stop) or NOSAVE, then wait for the port to close. */
async function stopRedis( save ) {
	await redis( 'SHUTDOWN', save ? 'SAVE' : 'NOSAVE' );
	await waitForPort( PORTS.redis, false );
	children.delete( 'redis' );
	fs.rmSync( path.join( RUN, 'redis.pid' ), { force: true } );
}

/**
 * One relay per node between PHP and Redis: cut() closes its connections and refuses new ones (the
 * node is partitioned from Redis), heal() lets them through again.
 * @param listenPort
 */
function relay( listenPort ) {
	const sockets = new Set();
	let cut = false;
	const server = net.createServer( ( client ) => {
		if ( cut ) {
			client.destroy();
			return;
		}
		const upstream = net.connect( PORTS.redis, '127.0.0.1' );
		sockets.add( client );
		sockets.add( upstream );
		const close = () => {
			client.destroy();
			upstream.destroy();
			sockets.delete( client );
			sockets.delete( upstream );
		};
		client.on( 'error', close ).on( 'close', close );
		upstream.on( 'error', close ).on( 'close', close );
		client.pipe( upstream );
		upstream.pipe( client );
	} );
	return new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( listenPort, '127.0.0.1', () =>
			resolve( {
				cut() {
					cut = true;
					for ( const socket of sockets ) {
						socket.destroy();
					}
				},
				heal() {
					cut = false;
				},
				close() {
					this.cut();
					return new Promise( ( done ) => server.close( done ) );
				},
			} )
		);
	} );
}

/* ------------------------------------------------------------------ configuration */

function fpmConfig( node ) {
	const relayPort = node === 'a' ? PORTS.relayA : PORTS.relayB;
	return `[global]
pid = ${ RUN }/fpm-${ node }.master.pid
error_log = ${ RUN }/logs/fpm-${ node }.log
daemonize = no

[node-${ node }]
user = root
group = root
listen = ${ RUN }/fpm-${ node }.sock
listen.mode = 0660
pm = static
pm.max_children = ${ options.workers }
pm.max_requests = 0
request_terminate_timeout = 120
clear_env = yes
env[P2P_CLUSTER_NODE] = ${ node }
env[P2P_CLUSTER_KEY] = ${ KEY }
env[P2P_BENCH_REDIS] = tcp://127.0.0.1:${ relayPort }
php_admin_value[memory_limit] = 256M
php_admin_value[opcache.validate_timestamps] = 0
php_admin_value[error_log] = ${ RUN }/logs/php-${ node }.log
php_admin_flag[log_errors] = on
`;
}

/** The balancer (round robin, page cache) and one uncached port per node. */
function clusterNginxConfig() {
	const wordpress = paths.wordpress;
	const php = ( upstream, cache ) => `
		root ${ wordpress };
		index index.php;
		location / { try_files $uri $uri/ /index.php?$args; }
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# Every node answers as the site (WP_HOME is the balancer's address).
			fastcgi_param HTTP_HOST ${ HOST };
			fastcgi_param SERVER_PORT ${ PORTS.lb };
			fastcgi_pass ${ upstream };${
				cache
					? `
			# The page cache rules of docs/operations.md.
${ PAGE_CACHE_LOCATION }`
					: ''
			}
		}`;
	return nginxConfig( RUN, {
		http: `${ pageCacheHttp( `${ RUN }/page-cache` ) }
	upstream both_nodes {
		server unix:${ RUN }/fpm-a.sock;
		server unix:${ RUN }/fpm-b.sock;
	}
	server {
		listen 127.0.0.1:${ PORTS.lb };
		server_name localhost;${ php( 'both_nodes', true ) }
	}
	server {
		listen 127.0.0.1:${ PORTS.a };
		server_name localhost;${ php( `unix:${ RUN }/fpm-a.sock`, false ) }
	}
	server {
		listen 127.0.0.1:${ PORTS.b };
		server_name localhost;${ php( `unix:${ RUN }/fpm-b.sock`, false ) }
	}`,
	} );
}

/** WP_REDIS_GRACEFUL, the drop-in and the bench's mu-plugin in the fresh instance. */
function installClusterFiles() {
	const config = path.join( paths.wordpress, 'wp-config.php' );
	const text = fs.readFileSync( config, 'utf8' );
	if ( ! text.includes( 'WP_REDIS_GRACEFUL' ) ) {
		fs.writeFileSync(
			config,
			text.replace(
				/^(require_once|require)\b/m,
				"define( 'WP_REDIS_GRACEFUL', true ); // bench:cluster: Redis faults cost speed, not errors\n$1"
			)
		);
	}
	fs.copyFileSync(
		path.join( REPO, 'scripts/bench/object-cache/object-cache.php' ),
		path.join( paths.wordpress, 'wp-content/object-cache.php' )
	);
	const mu = path.join( paths.wordpress, 'wp-content/mu-plugins' );
	fs.mkdirSync( mu, { recursive: true } );
	fs.copyFileSync(
		path.join( REPO, 'scripts/bench/cluster/p2p-cluster-bench.php' ),
		path.join( mu, 'p2p-cluster-bench.php' )
	);
}

/* ------------------------------------------------------------------ HTTP and SQL */

const origin = ( where ) => `http://127.0.0.1:${ PORTS[ where ] }`;

/**
 * GET (or POST) on the balancer ('lb') or one node ('a' | 'b'); never throws.
 * @param where
 * @param url
 * @param init
 */
async function request( where, url, init = {} ) {
	try {
		const response = await fetch( `${ origin( where ) }${ url }`, {
			redirect: 'manual',
			signal: AbortSignal.timeout( 30000 ),
			...init,
		} );
		const text = await response.text();
		let json = null;
		try {
			json = JSON.parse( text );
		} catch {}
		return {
			status: response.status,
			node: response.headers.get( 'x-p2p-node' ),
			cache: response.headers.get( 'x-cache' ),
			text,
			json,
		};
	} catch ( error ) {
		return { status: 0, error: error.message, text: '', json: null };
	}
}

async function query( statement ) {
	return ( await sql( `USE \`${ DB }\`; ${ statement }` ) ).trim();
}

/**
 * One write made by the plugin's code on a node (the mu-plugin's endpoint).
 * @param node
 * @param kind
 * @param fields
 */
async function write( node, kind, fields ) {
	const answer = await request( node, `/?p2p_cluster_write=${ kind }`, {
		method: 'POST',
		headers: { 'X-P2P-Cluster-Key': KEY },
		body: new URLSearchParams(
			Object.fromEntries(
				Object.entries( fields ).map( ( [ k, v ] ) => [
					k,
					String( v ),
				] )
			)
		),
	} );
	if ( answer.status !== 200 || ! answer.json?.ok ) {
		throw new Error(
			`write ${ kind } on node ${ node } answered ${ answer.status }: ${ answer.text.slice( 0, 300 ) }`
		);
	}
	return answer.json;
}

/**
 * The boot data a campaign page embeds (null when there is none).
 * @param html
 */
function bootOf( html ) {
	const match =
		/<script[^>]*id="p2p-fundraising-boot"[^>]*>([\s\S]*?)<\/script>/.exec(
			html
		);
	try {
		return match ? JSON.parse( match[ 1 ] ) : null;
	} catch {
		return null;
	}
}

let formCache = null;
/**
 * The donation form's nonce and a fresh double-submit token, read on a node.
 * @param node
 */
async function donationForm( node ) {
	const answer = await request( node, `/p2p-donate/${ campaign.id }/` );
	const nonce = /name="_p2p_donate_nonce" value="([^"]+)"/.exec(
		answer.text
	)?.[ 1 ];
	const token = /name="_p2p_submission" value="([^"]+)"/.exec(
		answer.text
	)?.[ 1 ];
	if ( ! nonce ) {
		throw new Error(
			`no donation form at node ${ node } (${ answer.status })`
		);
	}
	formCache = { nonce, token };
	return formCache;
}

/**
 * One donation through the public form (test mode) on a node; resolves with the HTTP status.
 * @param where
 * @param i
 * @param extra
 */
async function donate( where, i, extra = {} ) {
	const { nonce } = formCache ?? ( await donationForm( where ) );
	const target =
		i % 3 === 0
			? `?fundraiser_id=${ campaign.fundraisers[ i % campaign.fundraisers.length ] }`
			: i % 3 === 1
				? `?team_id=${ campaign.teams[ i % campaign.teams.length ] }`
				: '';
	const answer = await request(
		where,
		`/p2p-donate/${ campaign.id }/${ target }`,
		{
			method: 'POST',
			headers: {
				Origin: `http://${ HOST }`,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: new URLSearchParams( {
				_p2p_donate_nonce: nonce,
				_p2p_submission: crypto.randomBytes( 12 ).toString( 'hex' ),
				amount_custom: String( 5 + ( i % 50 ) ),
				first_name: 'Cluster',
				last_name: `Donor ${ i }`,
				email: `cluster${ i }@bench.test`,
				frequency: 'once',
				...extra,
			} ),
		}
	);
	return answer;
}

/* ------------------------------------------------------------------ what is read, and the truth */

const campaign = { id: 0, fundraisers: [], teams: [] };

/**
 * The public reads compared with the database: each gives what a node answers and what the
 * database holds at that moment.
 */
function probes() {
	const c = campaign.id;
	const team = campaign.teams[ 0 ];
	return [
		{
			label: 'campaign stats: donations',
			url: `${ API }/get-campaign-stats?campaign_id=${ c }`,
			pick: ( json ) => Number( json?.data?.donationsCount ),
			truth: async () =>
				Number(
					await query(
						`SELECT donations_count FROM wp_p2p_campaigns WHERE id = ${ c };`
					)
				),
		},
		{
			label: 'campaign stats: raised',
			url: `${ API }/get-campaign-stats?campaign_id=${ c }`,
			pick: ( json ) => Number( json?.data?.raisedAmount ),
			truth: async () =>
				Number(
					await query(
						`SELECT raised_amount FROM wp_p2p_campaigns WHERE id = ${ c };`
					)
				),
		},
		{
			label: 'campaign stats: fundraisers',
			url: `${ API }/get-campaign-stats?campaign_id=${ c }`,
			pick: ( json ) => Number( json?.data?.fundraisersCount ),
			truth: async () =>
				Number(
					await query(
						`SELECT COUNT(*) FROM wp_p2p_fundraisers WHERE campaign_id = ${ c } AND status = 'approved';`
					)
				),
		},
		{
			label: 'campaign: goal',
			url: `${ API }/get-campaign?campaign_id=${ c }`,
			pick: ( json ) => Number( json?.data?.campaign_goal ),
			truth: async () =>
				Number(
					await query(
						`SELECT goal FROM wp_p2p_campaigns WHERE id = ${ c };`
					)
				),
		},
		{
			label: 'fundraiser leaderboard: listed',
			url: `${ API }/get-campaign-fundraisers-search?campaign_id=${ c }&search=&page=1&per_page=50`,
			pick: ( json ) => Number( json?.total ),
			truth: async () =>
				Number(
					await query(
						`SELECT COUNT(*) FROM wp_p2p_fundraisers WHERE campaign_id = ${ c } AND status = 'approved';`
					)
				),
		},
		{
			label: 'team: name',
			url: `${ API }/get-team?team_id=${ team }`,
			pick: ( json ) => json?.data?.name,
			truth: async () =>
				query( `SELECT name FROM wp_p2p_teams WHERE id = ${ team };` ),
		},
	];
}

/**
 * Reads every probe `rounds` times on each of `where`; counts answers that differ from the
 * database (stale) and failed requests (errors).
 * @param where
 * @param rounds
 */
async function readAll( where, rounds = 1 ) {
	const result = { reads: 0, stale: 0, errors: 0, examples: [] };
	const list = probes();
	const truths = await Promise.all( list.map( ( p ) => p.truth() ) );
	for ( let round = 0; round < rounds; round++ ) {
		for ( const node of where ) {
			for ( const [ i, probe ] of list.entries() ) {
				const answer = await request( node, probe.url );
				result.reads++;
				if ( answer.status !== 200 ) {
					result.errors++;
					result.examples.push(
						`${ node }: ${ probe.label } answered ${ answer.status || answer.error }`
					);
					continue;
				}
				const value = probe.pick( answer.json );
				if ( value !== truths[ i ] ) {
					result.stale++;
					result.examples.push(
						`${ node }: ${ probe.label } ${ JSON.stringify( value ) } ≠ database ${ JSON.stringify( truths[ i ] ) }`
					);
				}
			}
		}
	}
	return result;
}

function add( total, part ) {
	total.reads += part.reads;
	total.stale += part.stale;
	total.errors += part.errors;
	total.examples.push( ...part.examples );
	return total;
}

const empty = () => ( { reads: 0, stale: 0, errors: 0, examples: [] } );

/* ------------------------------------------------------------------ WP-CLI on a node */

function wpCli( node, args, { env = {}, detached = false } = {} ) {
	const nodeEnv = {
		...process.env,
		P2P_CLUSTER_NODE: node,
		P2P_BENCH_REDIS: `tcp://127.0.0.1:${ node === 'a' ? PORTS.relayA : PORTS.relayB }`,
		...env,
	};
	const argv = [ `--path=${ paths.wordpress }`, ...args ];
	if ( detached ) {
		return spawn( WP_CLI, argv, {
			env: nodeEnv,
			detached: true,
			stdio: 'ignore',
		} );
	}
	return exec( WP_CLI, argv, { env: nodeEnv, timeoutMs: 300000 } );
}

async function mailLines() {
	try {
		return fs
			.readFileSync( paths.mailLog, 'utf8' )
			.split( '\n' )
			.filter( Boolean ).length;
	} catch {
		return 0;
	}
}

async function queueCounts() {
	const rows = await query(
		'SELECT status, COUNT(*) FROM wp_p2p_mail_queue GROUP BY status;'
	);
	const counts = { queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
	for ( const line of rows.split( '\n' ).filter( Boolean ) ) {
		const [ status, count ] = line.split( '\t' );
		counts[ status ] = Number( count );
	}
	return counts;
}

/* ------------------------------------------------------------------ the checks */

const results = [];
const figure = ( line ) => process.stdout.write( `  ${ line }\n` );

async function checkFreshness() {
	log(
		'cross-node freshness: each kind of write on one node, read on the other and through the balancer'
	);
	const [ fundraiser ] = campaign.fundraisers;
	const team = campaign.teams[ 0 ];
	const donation = Number(
		await query(
			`SELECT id FROM wp_p2p_donations WHERE campaign_id = ${ campaign.id } AND status = 'completed' ORDER BY id LIMIT 1;`
		)
	);
	const kinds = [
		[ 'donation (public form)', 'a', () => donate( 'a', 1000 ) ],
		[ 'refund', 'b', () => write( 'b', 'refund', { id: donation } ) ],
		[
			'fundraiser suspended',
			'a',
			() =>
				write( 'a', 'fundraiser-status', {
					id: fundraiser,
					to: 'suspended',
				} ),
		],
		[
			'fundraiser approved again',
			'b',
			() =>
				write( 'b', 'fundraiser-status', {
					id: fundraiser,
					to: 'approved',
				} ),
		],
		[
			'team renamed',
			'a',
			() =>
				write( 'a', 'team-name', {
					id: team,
					to: `Cluster Team ${ Date.now() }`,
				} ),
		],
		[
			'campaign goal changed',
			'b',
			() =>
				write( 'b', 'campaign-goal', {
					id: campaign.id,
					to: 60000 + Math.floor( Math.random() * 1000 ),
				} ),
		],
	];
	const rows = [ [ 'write', 'on', 'reads after', 'stale', 'errors' ] ];
	const total = empty();
	for ( const [ label, node, run ] of kinds ) {
		await readAll( [ 'a', 'b', 'lb' ] ); // every node has the old answers cached
		await run();
		const other = node === 'a' ? 'b' : 'a';
		const after = await readAll( [ other, 'lb', node ] );
		add( total, after );
		rows.push( [
			label,
			node.toUpperCase(),
			String( after.reads ),
			String( after.stale ),
			String( after.errors ),
		] );
	}
	table( rows.map( ( row ) => [ `  ${ row[ 0 ] }`, ...row.slice( 1 ) ] ) );
	total.examples.slice( 0, 5 ).forEach( ( e ) => figure( e ) );
	results.push(
		goal(
			'cross-node freshness: every kind of write is read at once on the other node and through the balancer',
			total.stale === 0 && total.errors === 0,
			`${ kinds.length } kinds, ${ total.reads } reads, ${ total.stale } stale, ${ total.errors } errors`
		)
	);
}

async function checkDonations() {
	log(
		`${ options.donations } concurrent donations through the balancer (both nodes)`
	);
	const before = Number(
		await query(
			`SELECT COUNT(*) FROM wp_p2p_donations WHERE campaign_id = ${ campaign.id };`
		)
	);
	await donationForm( 'lb' );
	const started = Date.now();
	const answers = await Promise.all(
		Array.from( { length: options.donations }, ( _, i ) =>
			donate( 'lb', i, i % 7 === 0 ? { anonymous: '1' } : {} )
		)
	);
	const seconds = ( Date.now() - started ) / 1000;
	const stored =
		Number(
			await query(
				`SELECT COUNT(*) FROM wp_p2p_donations WHERE campaign_id = ${ campaign.id };`
			)
		) - before;
	const byStatus = {};
	const byNode = {};
	for ( const answer of answers ) {
		byStatus[ answer.status ] = ( byStatus[ answer.status ] ?? 0 ) + 1;
		byNode[ answer.node ?? '?' ] =
			( byNode[ answer.node ?? '?' ] ?? 0 ) + 1;
	}
	const verify = await wpCli( 'a', [
		'p2p',
		'totals',
		'verify',
		String( campaign.id ),
	] );
	const verifyText = `${ verify.stdout }${ verify.stderr }`.trim();
	figure(
		`${ options.donations } donations in ${ seconds.toFixed( 1 ) } s; answers ${ JSON.stringify( byStatus ) }; by node ${ JSON.stringify( byNode ) }; ${ stored } stored`
	);
	figure(
		`wp p2p totals verify ${ campaign.id }: exit ${ verify.code }: ${ verifyText.split( '\n' ).slice( -2 ).join( ' / ' ) }`
	);
	const fresh = await readAll( [ 'a', 'b', 'lb' ] );
	results.push(
		goal(
			`${ options.donations } concurrent donations over both nodes are all stored and every total equals a recount`,
			stored === options.donations &&
				verify.code === 0 &&
				Object.keys( byNode ).filter( ( n ) => n !== '?' ).length ===
					2 &&
				fresh.stale === 0,
			`${ stored } stored, totals verify exit ${ verify.code }, ${ Object.keys( byNode ).length } nodes answered, ${ fresh.stale } stale reads after`
		)
	);
}

async function checkRedisFaults( relays ) {
	log(
		'Redis faults (graceful mode): stopped, restarted with its saved data, an old snapshot restored, one node cut off'
	);
	const [ f1, f2, f3 ] = campaign.fundraisers;
	const rows = [ [ 'fault', 'reads', 'stale', 'errors' ] ];
	const total = empty();
	const record = ( label, part ) => {
		add( total, part );
		rows.push( [
			label,
			String( part.reads ),
			String( part.stale ),
			String( part.errors ),
		] );
	};

	// 1. Redis stopped: writes and reads go on without it.
	await readAll( [ 'a', 'b' ] );
	await stopRedis( false );
	await write( 'a', 'fundraiser-status', { id: f1, to: 'suspended' } );
	await donate( 'b', 2001 );
	record(
		'Redis stopped (writes on A and B)',
		await readAll( [ 'a', 'b', 'lb' ], 4 )
	);
	await startRedis();
	record( 'Redis back, empty', await readAll( [ 'a', 'b', 'lb' ], 2 ) );
	// Each fault is measured alone: the next one starts from a cache that matches the database.
	await redis( 'FLUSHALL' );

	// 2. Restarted with its saved data: B has read, Redis saves on shutdown, A writes meanwhile.
	await readAll( [ 'b', 'a' ] );
	await stopRedis( true );
	await write( 'a', 'fundraiser-status', { id: f2, to: 'suspended' } );
	await startRedis();
	record(
		'Redis restarted with its saved data (shutdown save, writes on A while down)',
		await readAll( [ 'b', 'a', 'lb' ], 4 )
	);
	await redis( 'FLUSHALL' );

	// 3. An old snapshot restored: writes land in Redis, then Redis goes back to before them.
	await readAll( [ 'a', 'b' ] );
	await redis( 'SAVE' );
	fs.copyFileSync(
		path.join( REDIS_DIR, 'dump.rdb' ),
		path.join( REDIS_DIR, 'snapshot.rdb' )
	);
	await write( 'b', 'fundraiser-status', { id: f1, to: 'approved' } );
	await write( 'b', 'fundraiser-status', { id: f2, to: 'approved' } );
	await donate( 'a', 2002 );
	await write( 'a', 'team-name', {
		id: campaign.teams[ 0 ],
		to: `Snapshot Team ${ Date.now() }`,
	} );
	await readAll( [ 'a', 'b' ] ); // the new answers are cached too
	await stopRedis( false );
	fs.copyFileSync(
		path.join( REDIS_DIR, 'snapshot.rdb' ),
		path.join( REDIS_DIR, 'dump.rdb' )
	);
	await startRedis();
	record( 'old snapshot restored', await readAll( [ 'a', 'b', 'lb' ], 4 ) );
	await redis( 'FLUSHALL' );

	// 4. Node B cut off from Redis while it writes; A keeps reading from Redis.
	await readAll( [ 'a', 'b' ] );
	relays.b.cut();
	await write( 'b', 'fundraiser-status', { id: f3, to: 'suspended' } );
	await write( 'b', 'campaign-goal', { id: campaign.id, to: 70000 } );
	await donate( 'b', 2003 );
	const during = await readAll( [ 'a', 'b' ], 2 );
	relays.b.heal();
	const after = await readAll( [ 'b', 'a', 'lb' ], 2 );
	record( 'node B cut off from Redis (writes on B), during', during );
	record( 'node B cut off, after it is back', after );
	await write( 'a', 'fundraiser-status', { id: f3, to: 'approved' } );

	table( rows.map( ( row ) => [ `  ${ row[ 0 ] }`, ...row.slice( 1 ) ] ) );
	total.examples.slice( 0, 5 ).forEach( ( e ) => figure( e ) );
	results.push(
		goal(
			'Redis stopped / restarted with old data / restored from a snapshot / one node cut off: 0 stale reads and 0 errors',
			total.stale === 0 && total.errors === 0,
			`${ total.reads } reads, ${ total.stale } stale, ${ total.errors } errors`
		)
	);
}

async function checkWithoutRedis() {
	log(
		'without Redis: the same form sent 5 times over both nodes, 8 wrong passwords over both nodes'
	);
	await stopRedis( false );
	const form = await donationForm( 'a' );
	const email = `twice${ Date.now() }@bench.test`;
	const statuses = [];
	for ( let i = 0; i < 5; i++ ) {
		const answer = await request(
			i % 2 ? 'b' : 'a',
			`/p2p-donate/${ campaign.id }/`,
			{
				method: 'POST',
				headers: {
					Origin: `http://${ HOST }`,
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body: new URLSearchParams( {
					_p2p_donate_nonce: form.nonce,
					_p2p_submission: form.token ?? 'cluster-bench-token',
					amount_custom: '42',
					first_name: 'Twice',
					last_name: 'Sent',
					email,
					frequency: 'once',
				} ),
			}
		);
		statuses.push( answer.status );
	}
	const stored = Number(
		await query(
			`SELECT COUNT(*) FROM wp_p2p_donations WHERE donor_email = '${ email }';`
		)
	);
	figure(
		`same form ×5 (nodes A,B,A,B,A): answers ${ statuses.join( ' ' ) }; ${ stored } donation(s) stored`
	);
	results.push(
		goal(
			'duplicate submissions hold without Redis: the same form sent 5 times over both nodes gives 1 donation',
			stored === 1,
			`${ stored } stored`
		)
	);

	// The visitor's REST nonce, as the campaign page embeds it (same salts on both nodes).
	const boot = bootOf(
		( await request( 'a', `/campaigns/${ campaign.slug }/` ) ).text
	);
	const apiNonce = boot?.settings?.apiNonce ?? '';
	const logins = [];
	for ( let i = 0; i < 8; i++ ) {
		const answer = await request(
			i % 2 ? 'b' : 'a',
			`${ API }/fundraiser-login`,
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					Origin: `http://${ HOST }`,
					'X-WP-Nonce': apiNonce,
				},
				body: JSON.stringify( {
					user_handle: 'captain@example.com',
					password: `wrong-${ i }`,
					campaign_id: campaign.id,
				} ),
			}
		);
		logins.push( answer.status );
	}
	figure(
		`8 wrong passwords for one account (nodes A,B,…): ${ logins.join( ' ' ) }`
	);
	const throttled = logins.filter( ( s ) => s === 429 ).length;
	results.push(
		goal(
			'sign-in throttling holds without Redis: 8 wrong passwords over both nodes give 401 ×5 then 429 ×3',
			logins.slice( 0, 5 ).every( ( s ) => s === 401 ) && throttled === 3,
			`${ logins.filter( ( s ) => s === 401 ).length } × 401, ${ throttled } × 429`
		)
	);
	await startRedis();
}

async function checkCron() {
	log(
		'cron on both nodes: two drains at once (wp p2p queue drain on A and on B)'
	);
	const before = await queueCounts();
	const linesBefore = await mailLines();
	const env = { P2P_CLUSTER_SLOW_MAIL_MS: '20' };
	const [ a, b ] = await Promise.all( [
		wpCli( 'a', [ 'p2p', 'queue', 'drain' ], { env } ),
		wpCli( 'b', [ 'p2p', 'queue', 'drain' ], { env } ),
	] );
	const after = await queueCounts();
	const sentNow = after.sent - before.sent;
	const lines = ( await mailLines() ) - linesBefore;
	figure(
		`queued before: ${ before.queued }; node A: ${ a.stdout.trim() || a.stderr.trim() }; node B: ${ b.stdout.trim() || b.stderr.trim() }`
	);
	figure(
		`rows sent ${ sentNow }, e-mails written ${ lines }, left queued ${ after.queued }, sending ${ after.sending }, failed ${ after.failed }`
	);
	results.push(
		goal(
			'cron on both nodes sends each e-mail once',
			before.queued > 0 &&
				sentNow === before.queued &&
				lines === sentNow &&
				after.queued === 0 &&
				after.sending === 0,
			`${ before.queued } queued, ${ sentNow } sent, ${ lines } e-mails, ${ lines - sentNow } duplicates`
		)
	);
}

async function checkKilledDrain() {
	log( 'a drain killed with SIGKILL mid-run' );
	await wpCli( 'a', [ 'p2p', 'queue', 'drain' ] ); // what earlier checks queued, out of the way
	const firstNew = Number(
		( await query(
			'SELECT COALESCE(MAX(id), 0) + 1 FROM wp_p2p_mail_queue;'
		) ) || 1
	);
	await donationForm( 'a' );
	await Promise.all(
		Array.from( { length: 12 }, ( _, i ) =>
			donate( 'a', 3 * ( 3000 + i ) )
		) // to fundraisers: one e-mail each
	);
	const rowsOf = async () =>
		(
			await query(
				`SELECT status, COUNT(*) FROM wp_p2p_mail_queue WHERE id >= ${ firstNew } GROUP BY status;`
			)
		)
			.replace( /\t/g, ' ' )
			.replace( /\n/g, ', ' );
	const queued = Number(
		await query(
			`SELECT COUNT(*) FROM wp_p2p_mail_queue WHERE id >= ${ firstNew } AND status = 'queued';`
		)
	);
	const linesBefore = await mailLines();
	const worker = wpCli( 'a', [ 'p2p', 'queue', 'drain' ], {
		env: { P2P_CLUSTER_SLOW_MAIL_MS: '400' },
		detached: true,
	} );
	// Wait until it has sent a few, then kill it (its whole process group: the launcher and PHP).
	for ( let i = 0; i < 200 && ( await mailLines() ) - linesBefore < 3; i++ ) {
		await sleep( 50 );
	}
	await sleep( 200 );
	process.kill( -worker.pid, 'SIGKILL' );
	await sleep( 300 );
	const killedAt = await rowsOf();
	const stuck = Number(
		await query(
			`SELECT COUNT(*) FROM wp_p2p_mail_queue WHERE id >= ${ firstNew } AND status = 'sending';`
		)
	);
	figure( `${ queued } e-mails queued; after the kill: ${ killedAt }` );
	// The row is given back after MailQueue::STUCK_AFTER (15 minutes): its claim is made 16 minutes
	// old instead of waiting (the only thing this bench plays rather than does).
	await query(
		`UPDATE wp_p2p_mail_queue SET claimed_at = claimed_at - INTERVAL 16 MINUTE WHERE id >= ${ firstNew } AND status = 'sending';`
	);
	const drains = await Promise.all( [
		wpCli( 'b', [ 'p2p', 'queue', 'drain' ] ),
		wpCli( 'a', [ 'p2p', 'queue', 'drain' ] ),
	] );
	const final = await rowsOf();
	const lost = Number(
		await query(
			`SELECT COUNT(*) FROM wp_p2p_mail_queue WHERE id >= ${ firstNew } AND status <> 'sent';`
		)
	);
	const lines = ( await mailLines() ) - linesBefore;
	figure(
		`claims made 16 min old, then drains on B and A (${ drains.map( ( d ) => d.stdout.trim() ).join( ' / ' ) }): ${ final }; ${ lines } e-mails written for ${ queued } rows`
	);
	results.push(
		goal(
			'a drain killed with SIGKILL loses no e-mail (its claimed row goes back to the queue and is sent)',
			queued > 0 && stuck > 0 && lost === 0,
			`${ stuck } row(s) left sending by the kill, ${ lost } not sent in the end, ${ Math.max( 0, lines - queued ) } sent twice`
		)
	);
}

async function checkPageCache() {
	log(
		'a campaign page from the page cache (nginx fastcgi_cache) in Chromium'
	);
	const page = `/campaigns/${ campaign.slug }/`;
	// Asked for as the browser will (Host localhost:9160: the cache key holds the host).
	const viaHost = async () => {
		const response = await fetch( `http://${ HOST }${ page }` );
		return {
			cache: response.headers.get( 'x-cache' ),
			text: await response.text(),
		};
	};
	const stored = await viaHost();
	const hit = await viaHost();
	const storedAt = Date.now();
	const cachedCount = Number(
		bootOf( hit.text )?.data?.campaignStats?.donationsCount
	);
	await donate( 'b', 4000 );
	const fresh = Number(
		await query(
			`SELECT donations_count FROM wp_p2p_campaigns WHERE id = ${ campaign.id };`
		)
	);
	// The cached copy must be older than the clocks' tolerance (5 s, src/shared/api/swr-config.ts).
	await sleep( Math.max( 0, 6000 - ( Date.now() - storedAt ) ) );
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu' ],
	} );
	let elapsed = NaN;
	let servedFrom = null;
	try {
		const context = await browser.newContext();
		const tab = await context.newPage();
		const response = await tab.goto( `http://${ HOST }${ page }`, {
			waitUntil: 'load',
		} );
		servedFrom = response?.headers()[ 'x-cache' ] ?? null;
		const loaded = Date.now();
		const figureLocator = tab
			.getByRole( 'region', { name: 'Campaign statistics' } )
			.getByText( 'Donations', { exact: true } )
			.locator( '..' );
		try {
			await figureLocator
				.filter( { hasText: String( fresh ) } )
				.waitFor( { timeout: 10000 } );
			elapsed = Date.now() - loaded;
		} catch {}
		await context.close();
	} finally {
		await browser.close();
	}
	figure(
		`stored: ${ stored.cache }, then ${ hit.cache } with ${ cachedCount } donations; the database then had ${ fresh }; Chromium got the page as ${ servedFrom } and showed ${ fresh } ${ Number.isFinite( elapsed ) ? `${ elapsed } ms after load` : 'not within 10 s' }`
	);
	results.push(
		goal(
			'a page-cached campaign page shows the fresh figures within 5 s of load',
			servedFrom === 'HIT' &&
				cachedCount === fresh - 1 &&
				elapsed <= 5000,
			`${ servedFrom ?? 'no' } cache, ${ Number.isFinite( elapsed ) ? `${ ( elapsed / 1000 ).toFixed( 1 ) } s` : 'never' }`
		)
	);
}

/* ------------------------------------------------------------------ main */

let mariadbStarted = false;
let relays = null;

async function teardown() {
	if ( relays ) {
		await Promise.all( Object.values( relays ).map( ( r ) => r.close() ) );
		relays = null;
	}
	for ( const name of [ 'nginx', 'fpm-a', 'fpm-b', 'redis' ] ) {
		await stop( name, name === 'nginx' ? 'SIGQUIT' : 'SIGTERM' );
	}
	if ( mariadbStarted && ! anyServerRunning() ) {
		await stopMariaDB();
	}
	const open = [];
	for ( const port of Object.values( PORTS ) ) {
		if ( await portOpen( port ) ) {
			open.push( port );
		}
	}
	log(
		open.length
			? `torn down, but ports still open: ${ open.join( ', ' ) }`
			: `torn down: nginx, both PHP-FPM masters, Redis and the relays stopped${ mariadbStarted ? ', MariaDB stopped' : '' }; ports ${ PORTS.lb }–${ PORTS.relayB } free`
	);
}

async function main() {
	const started = Date.now();
	// Left over from a run that was killed: only the processes whose pid files this bench wrote.
	for ( const name of [ 'nginx', 'fpm-a', 'fpm-b', 'redis' ] ) {
		await stop( name );
	}
	for ( const port of Object.values( PORTS ) ) {
		if ( await portOpen( port ) ) {
			throw new Error(
				`port ${ port } is taken by another process: bench:cluster needs ports ${ PORTS.lb }–${ PORTS.relayB }`
			);
		}
	}
	await ensurePackages();
	// The campaign pages need the bundles (the page-cache check runs them in Chromium).
	const build = await exec( process.execPath, [
		path.join( REPO, 'scripts/build-if-missing.mjs' ),
	] );
	if ( build.code !== 0 ) {
		throw new Error(
			`npm run build failed:\n${ build.stderr.slice( -1500 ) }`
		);
	}
	mariadbStarted = ( await ensureMariaDB() ).started;
	await prepareInstance( INSTANCE, { port: PORTS.lb } );
	installClusterFiles();
	fs.rmSync( RUN, { recursive: true, force: true } );
	for ( const dir of [ 'logs', 'tmp', 'redis', 'page-cache' ] ) {
		fs.mkdirSync( path.join( RUN, dir ), { recursive: true } );
	}
	fs.writeFileSync( path.join( RUN, 'fpm-a.conf' ), fpmConfig( 'a' ) );
	fs.writeFileSync( path.join( RUN, 'fpm-b.conf' ), fpmConfig( 'b' ) );
	fs.writeFileSync( path.join( RUN, 'nginx.conf' ), clusterNginxConfig() );

	await startRedis();
	relays = {
		a: await relay( PORTS.relayA ),
		b: await relay( PORTS.relayB ),
	};
	const fpm = findExecutable( [ 'php-fpm8.2', 'php-fpm' ] );
	for ( const node of NODES ) {
		start( `fpm-${ node }`, fpm, [
			'--nodaemonize',
			'--allow-to-run-as-root',
			'--fpm-config',
			path.join( RUN, `fpm-${ node }.conf` ),
		] );
	}
	start( 'nginx', findExecutable( [ 'nginx' ] ), [
		'-c',
		path.join( RUN, 'nginx.conf' ),
		'-p',
		RUN,
	] );
	for ( const port of [ PORTS.lb, PORTS.a, PORTS.b ] ) {
		await waitForPort( port );
	}
	for ( const node of NODES ) {
		for ( let i = 0; ; i++ ) {
			const answer = await request( node, '/wp-login.php' );
			if ( answer.status === 200 && answer.node === node ) {
				break;
			}
			if ( i > 100 ) {
				throw new Error(
					`node ${ node } does not answer (${ answer.status } ${ answer.error ?? answer.text.slice( 0, 200 ) }); logs in ${ RUN }/logs`
				);
			}
			await sleep( 100 );
		}
	}
	const versions = await exec( 'sh', [
		'-c',
		`${ findExecutable( [ 'nginx' ] ) } -v 2>&1; ${ fpm } -v | head -1; ${ findExecutable( [ 'redis-server' ] ) } --version`,
	] );
	log(
		`up in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s: ${ siteUrl( { port: PORTS.lb } ) } (round robin, page cache) → PHP-FPM A (:${ PORTS.a }) and B (:${ PORTS.b }), ${ options.workers } workers each; Redis :${ PORTS.redis } through relays :${ PORTS.relayA } / :${ PORTS.relayB }; MariaDB ${ DB }`
	);
	versions.stdout
		.trim()
		.split( '\n' )
		.forEach( ( line ) => figure( line.trim() ) );

	const [ row ] = (
		await query(
			"SELECT id, slug FROM wp_p2p_campaigns WHERE status = 'active' ORDER BY id LIMIT 1;"
		)
	).split( '\n' );
	[ campaign.id, campaign.slug ] = row.split( '\t' );
	campaign.id = Number( campaign.id );
	campaign.fundraisers = (
		await query(
			`SELECT id FROM wp_p2p_fundraisers WHERE campaign_id = ${ campaign.id } AND status = 'approved' ORDER BY id LIMIT 10;`
		)
	)
		.split( '\n' )
		.map( Number );
	campaign.teams = (
		await query(
			`SELECT id FROM wp_p2p_teams WHERE campaign_id = ${ campaign.id } AND status = 'approved' ORDER BY id LIMIT 10;`
		)
	)
		.split( '\n' )
		.map( Number );
	const spread = await Promise.all(
		Array.from( { length: 6 }, () =>
			request(
				'lb',
				`${ API }/get-campaign-stats?campaign_id=${ campaign.id }`
			)
		)
	);
	figure(
		`round robin: 6 requests on :${ PORTS.lb } answered by nodes ${ spread.map( ( s ) => s.node ).join( ' ' ) }; Redis keys after them: ${ ( await redis( 'DBSIZE' ) ).stdout.trim() }`
	);

	const parts = new Set( String( options.parts ).split( ',' ) );
	const checks = [
		[ 'fresh', checkFreshness ],
		[ 'donations', checkDonations ],
		[ 'cron', checkCron ],
		[ 'faults', () => checkRedisFaults( relays ) ],
		[ 'no-redis', checkWithoutRedis ],
		[ 'killed', checkKilledDrain ],
		[ 'page', checkPageCache ],
	];
	for ( const [ name, check ] of checks ) {
		if ( parts.has( name ) ) {
			await check();
		}
	}

	const debugLog = fs.existsSync( paths.debugLog )
		? fs.readFileSync( paths.debugLog, 'utf8' ).trim()
		: '';
	const phpErrors = NODES.map( ( node ) => {
		const file = path.join( RUN, 'logs', `php-${ node }.log` );
		return fs.existsSync( file )
			? fs.readFileSync( file, 'utf8' ).trim()
			: '';
	} )
		.join( '\n' )
		.trim();
	const entries = `${ debugLog }\n${ phpErrors }`.trim();
	if ( entries ) {
		figure(
			`PHP log entries:\n${ entries
				.split( '\n' )
				.slice( 0, 10 )
				.map( ( l ) => `    ${ l }` )
				.join( '\n' ) }`
		);
	}
	log(
		`${ results.filter( Boolean ).length } of ${ results.length } goals met in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s`
	);
}

main()
	.then(
		() => 0,
		( error ) => {
			process.stderr.write(
				`[bench:cluster] ERROR: ${ error.stack ?? error.message }\n`
			);
			return 1;
		}
	)
	.then( async ( code ) => {
		if ( options.keep && code === 0 ) {
			log( `kept running (--keep): http://${ HOST }/; Ctrl-C stops it` );
			// The relays live in this process: it stays until told to stop.
			await new Promise( ( resolve ) => {
				process.once( 'SIGINT', resolve );
				process.once( 'SIGTERM', resolve );
			} );
		}
		await teardown();
		process.exit( code );
	} );
