#!/usr/bin/env node
/**
 * npm run bench:load — the seeded bench site behind nginx + PHP-FPM, under load.
 *
 *   npm run bench:load [-- --connections 50 --duration 30 --workers 6 --donations 200 --object-cache
 *                          --parts load,burst]
 *
 * 1. nginx and PHP-FPM from Debian (installed with apt-get when missing), configured here under
 *    .wp/bench-load/ (nginx on port 8892 in front of the bench instance's WordPress; PHP-FPM with
 *    --workers static workers on a unix socket); both stopped at the end.
 * 2. The bench instance must hold the scale campaign: run `npm run bench:scale` first.
 * 3. autocannon, --connections connections for --duration seconds each, on: a plain page of the
 *    theme (the bare page), the campaign home, a team-leaderboard search (REST) and a fundraiser
 *    page. Prints req/s, p95 latency and errors of each, and the ratio to the bare page.
 * 4. A burst of --donations concurrent donations through the public donation form (test mode), then
 *    every stored total of the campaign is compared with a recount of the donations; the burst's
 *    donations are deleted again afterwards and the totals recounted, so the seed keeps its sizes.
 * 5. `goal:` lines (met / missed). Exits 0 either way (1 only when the bench cannot run).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { WP_HOME_DIR, instancePaths } from '../wp/paths.mjs';
import { nginxConfig } from '../wp/nginx-config.mjs';
import { ensureMariaDB } from '../wp/mariadb.mjs';
import { ensureLinks, isPrepared, readInstance } from '../wp/wordpress.mjs';
import { findExecutable, sleep } from '../wp/util.mjs';
import { campaignId, query, tool, SCALE_SLUG } from './seed-scale.mjs';
import { exec, flags, goal, table } from './lib.mjs';
import { disableObjectCache, enableObjectCache } from './object-cache.mjs';

const options = flags( {
	connections: 50,
	duration: 30,
	workers: 6,
	donations: 200,
	port: 8892,
	objectCache: false,
	parts: 'load,burst',
} );
const log = ( message ) =>
	process.stdout.write( `[bench:load] ${ message }\n` );
const DIR = path.join( WP_HOME_DIR, 'bench-load' );
// The bench site's own address (its WP_HOME), sent as the Host of every request: the bench
// instance runs on `bench:scale --port` (8891 unless told otherwise), and nginx only fronts it.
let HOST = 'localhost:8891';
const children = [];

/** nginx and php-fpm binaries, installed from Debian when missing. */
async function ensurePackages() {
	let nginx = findExecutable( [ 'nginx' ] );
	let fpm = findExecutable( [ 'php-fpm8.2', 'php-fpm' ] );
	if ( ! nginx || ! fpm ) {
		log( 'installing nginx and php8.2-fpm with apt-get' );
		const result = await exec(
			'apt-get',
			[
				'install',
				'-y',
				'--no-install-recommends',
				'nginx-light',
				'php8.2-fpm',
			],
			{ env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }
		);
		if ( result.code !== 0 ) {
			throw new Error(
				`apt-get install failed:\n${ result.stderr.slice( -2000 ) }`
			);
		}
		nginx = findExecutable( [ 'nginx' ] );
		fpm = findExecutable( [ 'php-fpm8.2', 'php-fpm' ] );
	}
	if ( ! nginx || ! fpm ) {
		throw new Error( 'nginx or php-fpm not found after installing.' );
	}
	return { nginx, fpm };
}

/**
 * Writes the two configurations.
 * @param wordpress
 */
function configure( wordpress ) {
	fs.mkdirSync( path.join( DIR, 'logs' ), { recursive: true } );
	fs.mkdirSync( path.join( DIR, 'tmp' ), { recursive: true } );
	const socket = path.join( DIR, 'php-fpm.sock' );
	fs.writeFileSync(
		path.join( DIR, 'php-fpm.conf' ),
		`[global]
pid = ${ DIR }/php-fpm.pid
error_log = ${ DIR }/logs/php-fpm.log
daemonize = no

[bench]
user = root
group = root
listen = ${ socket }
listen.owner = root
listen.group = root
listen.mode = 0660
pm = static
pm.max_children = ${ options.workers }
pm.max_requests = 0
request_terminate_timeout = 120
php_admin_value[memory_limit] = 256M
php_admin_value[opcache.enable] = 1
php_admin_value[opcache.validate_timestamps] = 0
php_admin_value[opcache.memory_consumption] = 128
php_admin_value[error_log] = ${ DIR }/logs/php-error.log
php_admin_flag[log_errors] = on
`
	);
	fs.writeFileSync(
		path.join( DIR, 'nginx.conf' ),
		nginxConfig( DIR, {
			workers: 2,
			pidFile: 'nginx.pid',
			http: `	keepalive_requests 100000;
	server {
		listen 127.0.0.1:${ options.port };
		server_name localhost;
		root ${ wordpress };
		index index.php;
		location / { try_files $uri $uri/ /index.php?$args; }
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_param HTTP_HOST ${ HOST };
			fastcgi_pass unix:${ socket };
		}
	}`,
		} )
	);
}

function start( command, args ) {
	const child = spawn( command, args, {
		stdio: [ 'ignore', 'ignore', 'pipe' ],
	} );
	let stderr = '';
	child.stderr.on( 'data', ( chunk ) => ( stderr += chunk ) );
	child.on( 'exit', ( code ) => {
		if ( code && code !== 0 ) {
			log(
				`${ path.basename( command ) } exited ${ code }: ${ stderr.slice( -500 ) }`
			);
		}
	} );
	children.push( child );
	return child;
}

async function waitFor( url ) {
	for ( let i = 0; i < 100; i++ ) {
		try {
			const response = await fetch( url, { redirect: 'manual' } );
			if ( response.status < 500 ) {
				return;
			}
		} catch {}
		await sleep( 100 );
	}
	throw new Error( `${ url } did not answer` );
}

/**
 * autocannon run: { rps, p95, errors, non2xx }.
 * @param url
 */
function load( url ) {
	return new Promise( ( resolve, reject ) => {
		autocannon(
			{
				url,
				connections: options.connections,
				duration: options.duration,
				headers: { Host: HOST },
			},
			( error, result ) => {
				if ( error ) {
					reject( error );
					return;
				}
				resolve( {
					rps: result.requests.average,
					p95: result.latency.p97_5 ?? result.latency.p90,
					p99: result.latency.p99,
					errors: result.errors + result.timeouts,
					non2xx: result.non2xx,
					total: result.requests.total,
				} );
			}
		);
	} );
}

async function main() {
	if ( ! isPrepared( 'bench' ) ) {
		throw new Error(
			'No bench instance: run `npm run bench:scale` first.'
		);
	}
	await ensureMariaDB();
	ensureLinks( 'bench' );
	const instance = readInstance( 'bench' );
	HOST = `localhost:${ instance.port }`;
	const cid = await campaignId( instance );
	if ( ! cid ) {
		throw new Error(
			'The bench instance has no scale campaign: run `npm run bench:scale` first.'
		);
	}
	await tool( instance, [ 'upgrade', 0 ] );
	if ( options.objectCache ) {
		await enableObjectCache( 'bench' );
		log(
			'object cache: Redis (scripts/bench/object-cache/object-cache.php)'
		);
	} else {
		await disableObjectCache( 'bench' );
		log( 'object cache: none' );
	}
	const { nginx, fpm } = await ensurePackages();
	configure( instancePaths( 'bench' ).wordpress );
	start( fpm, [
		'--nodaemonize',
		'--allow-to-run-as-root',
		'--fpm-config',
		path.join( DIR, 'php-fpm.conf' ),
	] );
	start( nginx, [ '-c', path.join( DIR, 'nginx.conf' ), '-p', DIR ] );
	const base = `http://127.0.0.1:${ options.port }`;
	await waitFor( `${ base }/wp-login.php` );
	log(
		`nginx on ${ base } → PHP-FPM (${ options.workers } workers); ${ options.connections } connections × ${ options.duration } s per target`
	);

	const [ fundraiser ] = (
		await query(
			instance,
			`SELECT id FROM wp_p2p_fundraisers WHERE campaign_id = ${ cid } AND status = 'approved' ORDER BY donations_count DESC LIMIT 1;`
		)
	)
		.trim()
		.split( '\t' )
		.map( Number );
	const sample = (
		await query(
			instance,
			"SELECT post_name FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish' ORDER BY ID LIMIT 1;"
		)
	).trim();
	const targets = [
		[ 'bare page (Sample Page)', `${ base }/${ sample }/` ],
		[ 'campaign home', `${ base }/campaigns/${ SCALE_SLUG }/` ],
		[
			'leaderboard search "river"',
			`${ base }/wp-json/p2p-fundraising/v1/get-campaign-teams-search?campaign_id=${ cid }&search=river&showClosedTeams=true&page=1&per_page=9`,
		],
		[
			'fundraiser page',
			`${ base }/campaigns/${ SCALE_SLUG }/fundraiser/${ fundraiser }/`,
		],
	];
	const parts = new Set( String( options.parts ).split( ',' ) );
	const results = {};
	for ( const [ label, url ] of parts.has( 'load' ) ? targets : [] ) {
		// A short warm-up (opcache, buffer pool) that is not counted.
		await fetch( url, { headers: { Host: HOST } } ).then( ( r ) =>
			r.arrayBuffer()
		);
		results[ label ] = await load( url );
		log( `${ label }: ${ results[ label ].rps.toFixed( 1 ) } req/s` );
	}
	const bare = results[ targets[ 0 ][ 0 ] ];
	if ( bare ) {
		process.stdout.write(
			`\nUnder load (${ options.connections } connections, ${ options.duration } s each)\n`
		);
		table( [
			[
				'target',
				'req/s',
				'p97.5 latency',
				'p99',
				'errors',
				'non-2xx',
				'requests',
				'× bare req/s',
			],
			...targets.map( ( [ label ] ) => {
				const r = results[ label ];
				return [
					label,
					r.rps.toFixed( 1 ),
					`${ r.p95 } ms`,
					`${ r.p99 } ms`,
					String( r.errors ),
					String( r.non2xx ),
					String( r.total ),
					( r.rps / bare.rps ).toFixed( 2 ),
				];
			} ),
		] );
	}

	// --- a burst of concurrent donations through the public form ---
	let verify = null;
	let stored = 0;
	if ( parts.has( 'burst' ) ) {
		const form = `${ base }/p2p-donate/${ cid }/?fundraiser_id=${ fundraiser }`;
		const html = await (
			await fetch( form, { headers: { Host: HOST } } )
		).text();
		const nonce = /name="_p2p_donate_nonce" value="([^"]+)"/.exec(
			html
		)?.[ 1 ];
		if ( ! nonce ) {
			throw new Error( `No donation form nonce at ${ form }` );
		}
		// The first 20 approved teams and fundraisers of the campaign, to spread the gifts over.
		const approvedIds = async ( tableName ) =>
			(
				await query(
					instance,
					`SELECT id FROM ${ tableName } WHERE campaign_id = ${ cid } AND status = 'approved' ORDER BY id LIMIT 20;`
				)
			)
				.trim()
				.split( '\n' )
				.map( Number );
		const teams = await approvedIds( 'wp_p2p_teams' );
		const funds = await approvedIds( 'wp_p2p_fundraisers' );
		const before = Number(
			(
				await query(
					instance,
					`SELECT COUNT(*) FROM wp_p2p_donations WHERE campaign_id = ${ cid };`
				)
			).trim()
		);
		const burstStart = Date.now();
		const statuses = await Promise.all(
			Array.from( { length: options.donations }, async ( _, i ) => {
				// Spread over a few teams and fundraisers, and repeat donors, so totals and donor counts race.
				const target =
					i % 3 === 0
						? `fundraiser_id=${ funds[ i % funds.length ] }`
						: i % 3 === 1
							? `team_id=${ teams[ i % teams.length ] }`
							: '';
				const body = new URLSearchParams( {
					_p2p_donate_nonce: nonce,
					amount_custom: String( 5 + ( i % 50 ) ),
					first_name: 'Burst',
					last_name: `Donor ${ i % 40 }`,
					email: `burst${ i % 40 }@bench.test`,
					frequency: 'once',
					...( i % 7 === 0 ? { anonymous: '1' } : {} ),
				} );
				const response = await fetch(
					`${ base }/p2p-donate/${ cid }/?${ target }`,
					{
						method: 'POST',
						body,
						redirect: 'manual',
						headers: {
							Host: HOST,
							Origin: `http://${ HOST }`,
							'Content-Type': 'application/x-www-form-urlencoded',
						},
					}
				);
				await response.arrayBuffer();
				return response.status;
			} )
		);
		const burstSeconds = ( Date.now() - burstStart ) / 1000;
		stored =
			Number(
				(
					await query(
						instance,
						`SELECT COUNT(*) FROM wp_p2p_donations WHERE campaign_id = ${ cid };`
					)
				).trim()
			) - before;
		const byStatus = statuses.reduce(
			( counts, status ) => ( {
				...counts,
				[ status ]: ( counts[ status ] ?? 0 ) + 1,
			} ),
			{}
		);
		verify = await tool( instance, [ 'verify', cid ] );
		process.stdout.write(
			`\nBurst: ${ options.donations } concurrent donations in ${ burstSeconds.toFixed( 1 ) } s; answers ${ JSON.stringify( byStatus ) }; ${ stored } stored\n`
		);
		process.stdout.write(
			`Recount: ${ verify.checked } stored totals compared, ${ verify.mismatches.length } differ${ verify.mismatches.length ? `: ${ JSON.stringify( verify.mismatches.slice( 0, 5 ) ) }` : '' }\n\n`
		);
		// The burst's donations were real writes: take them out again, so that the seeded site keeps
		// the sizes it was seeded with (bench:scale reuses it) instead of growing with every run.
		await query(
			instance,
			`DELETE FROM wp_p2p_donations WHERE campaign_id = ${ cid } AND donor_email LIKE 'burst%@bench.test';`
		);
		await tool( instance, [ 'recount', cid ] );
	}

	const home = results[ targets[ 1 ][ 0 ] ];
	const search = results[ targets[ 2 ][ 0 ] ];
	if ( bare ) {
		goal(
			"campaign home under load ≥ 80 % of the bare page's req/s with zero errors",
			home.rps >= 0.8 * bare.rps &&
				home.errors === 0 &&
				home.non2xx === 0,
			`${ ( ( 100 * home.rps ) / bare.rps ).toFixed( 0 ) } %, ${ home.errors + home.non2xx } errors`
		);
		goal(
			"leaderboard search under load ≥ 80 % of the bare page's req/s with zero errors",
			search.rps >= 0.8 * bare.rps &&
				search.errors === 0 &&
				search.non2xx === 0,
			`${ ( ( 100 * search.rps ) / bare.rps ).toFixed( 0 ) } %, ${ search.errors + search.non2xx } errors`
		);
	}
	if ( verify ) {
		goal(
			`${ options.donations } concurrent donations leave every stored total exact`,
			verify.mismatches.length === 0 && stored === options.donations,
			`${ stored } stored, ${ verify.mismatches.length } totals differ from a recount`
		);
	}
}

main()
	// A Redis drop-in left behind would keep serving its cached options to the next use of the
	// bench site: the site goes back to WordPress's own cache.
	.finally( () =>
		options.objectCache ? disableObjectCache( 'bench' ) : undefined
	)
	.then(
		() => 0,
		( error ) => {
			process.stderr.write(
				`[bench:load] ERROR: ${ error.stack ?? error.message }\n`
			);
			return 1;
		}
	)
	.then( async ( code ) => {
		for ( const child of children ) {
			child.kill( 'SIGTERM' );
		}
		await sleep( 500 );
		process.exit( code );
	} );
