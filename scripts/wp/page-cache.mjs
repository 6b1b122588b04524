/**
 * A real page cache in front of an instance, for the e2e spec of cached campaign pages (decision
 * 0087): Debian's nginx with fastcgi_cache (the rules of docs/operations.md) in front of a PHP-FPM
 * master serving the instance's WordPress, on the instance's port + 3 (P2P_PAGE_CACHE_PORT moves
 * it). The site keeps its address (WP_HOME): nginx hands PHP the instance's own host, so the page
 * it caches is byte for byte what the site serves.
 *
 *   node scripts/wp/cli.mjs page-cache up   --instance e2e   → one JSON line: { url } or { unavailable }
 *   node scripts/wp/cli.mjs page-cache down --instance e2e
 *
 * Files under .wp/<instance>/page-cache/ (configs, sockets, logs, the cache). nginx and php8.2-fpm
 * come from scripts/setup.sh; when either is missing, `up` says so instead of failing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
	nginxConfig,
	pageCacheHttp,
	PAGE_CACHE_LOCATION,
} from './nginx-config.mjs';
import { instancePaths } from './paths.mjs';
import { readInstance } from './wordpress.mjs';
import { findExecutable, isPidAlive, readPid, sleep } from './util.mjs';

const NAMES = [ 'nginx', 'php-fpm' ];

function dirOf( name ) {
	return path.join( instancePaths( name ).dir, 'page-cache' );
}

export function pageCachePort( instance ) {
	return Number( process.env.P2P_PAGE_CACHE_PORT ?? instance.port + 3 );
}

function answers( port ) {
	return new Promise( ( resolve ) => {
		const socket = net.connect( port, '127.0.0.1' );
		socket.once( 'connect', () => {
			socket.destroy();
			resolve( true );
		} );
		socket.once( 'error', () => resolve( false ) );
	} );
}

/**
 * Starts nginx + PHP-FPM for the instance; resolves { url } or { unavailable: why }.
 * @param name
 */
export async function pageCacheUp( name ) {
	const instance = readInstance( name );
	if ( ! instance ) {
		return { unavailable: `instance ${ name } is not prepared` };
	}
	const nginx = findExecutable( [ 'nginx' ] );
	const fpm = findExecutable( [ 'php-fpm8.2', 'php-fpm' ] );
	if ( ! nginx || ! fpm ) {
		return {
			unavailable:
				`${ nginx ? '' : 'nginx ' }${ fpm ? '' : 'php-fpm8.2 ' }not installed (scripts/setup.sh installs them)`.trim(),
		};
	}
	await pageCacheDown( name );
	const port = pageCachePort( instance );
	if ( await answers( port ) ) {
		return { unavailable: `port ${ port } is taken` };
	}
	const dir = dirOf( name );
	fs.rmSync( dir, { recursive: true, force: true } );
	for ( const sub of [ 'logs', 'tmp', 'cache' ] ) {
		fs.mkdirSync( path.join( dir, sub ), { recursive: true } );
	}
	const socket = path.join( dir, 'php-fpm.sock' );
	const host = `localhost:${ instance.port }`;
	fs.writeFileSync(
		path.join( dir, 'php-fpm.conf' ),
		`[global]
pid = ${ dir }/php-fpm.master.pid
error_log = ${ dir }/logs/php-fpm.log
daemonize = no

[page-cache]
user = root
group = root
listen = ${ socket }
listen.mode = 0660
pm = static
pm.max_children = 2
php_admin_value[memory_limit] = 256M
`
	);
	fs.writeFileSync(
		path.join( dir, 'nginx.conf' ),
		nginxConfig( dir, {
			connections: 256,
			http: `${ pageCacheHttp( `${ dir }/cache` ) }
	server {
		listen 127.0.0.1:${ port };
		server_name localhost;
		root ${ instancePaths( name ).wordpress };
		index index.php;
		location / { try_files $uri $uri/ /index.php?$args; }
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_param HTTP_HOST ${ host };
			fastcgi_param SERVER_PORT ${ instance.port };
			fastcgi_pass unix:${ socket };
${ PAGE_CACHE_LOCATION }
		}
	}`,
		} )
	);
	const start = ( which, command, args ) => {
		const out = fs.openSync(
			path.join( dir, 'logs', `${ which }.out` ),
			'a'
		);
		const child = spawn( command, args, {
			detached: true,
			stdio: [ 'ignore', out, out ],
		} );
		child.unref();
		fs.closeSync( out );
		fs.writeFileSync(
			path.join( dir, `${ which }.pid` ),
			`${ child.pid }\n`
		);
	};
	start( 'php-fpm', fpm, [
		'--nodaemonize',
		'--allow-to-run-as-root',
		'--fpm-config',
		path.join( dir, 'php-fpm.conf' ),
	] );
	start( 'nginx', nginx, [
		'-c',
		path.join( dir, 'nginx.conf' ),
		'-p',
		dir,
	] );
	const url = `http://127.0.0.1:${ port }`;
	for ( let i = 0; i < 100; i++ ) {
		try {
			const response = await fetch( `${ url }/wp-login.php`, {
				redirect: 'manual',
			} );
			await response.arrayBuffer();
			if ( response.status === 200 ) {
				return { url };
			}
		} catch {}
		await sleep( 100 );
	}
	await pageCacheDown( name );
	return {
		unavailable: `nginx + php-fpm did not answer on ${ url } (logs in ${ dir }/logs)`,
	};
}

/**
 * Stops what pageCacheUp() started for the instance (by its pid files only).
 * @param name
 */
export async function pageCacheDown( name ) {
	const dir = dirOf( name );
	for ( const which of NAMES ) {
		const file = path.join( dir, `${ which }.pid` );
		const pid = readPid( file );
		fs.rmSync( file, { force: true } );
		if ( ! pid || ! isPidAlive( pid ) ) {
			continue;
		}
		process.kill( pid, which === 'nginx' ? 'SIGQUIT' : 'SIGTERM' );
		for ( let i = 0; i < 60 && isPidAlive( pid ); i++ ) {
			await sleep( 50 );
		}
		if ( isPidAlive( pid ) ) {
			process.kill( pid, 'SIGKILL' );
		}
	}
}
