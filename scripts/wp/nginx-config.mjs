/**
 * nginx configuration shared by the scripts that start a private nginx (the e2e page cache,
 * bench:cluster, bench:load): one master in the foreground as root, its pid, logs and temporary
 * files under its own directory, and the page cache rules docs/operations.md recommends.
 */

/**
 * A whole nginx.conf around the caller's http-level lines and servers.
 *
 * @param {string} dir                   Directory of the pid, logs/ and tmp/.
 * @param {Object} options
 * @param {number} [options.workers]     worker_processes.
 * @param {number} [options.connections] worker_connections.
 * @param {string} [options.pidFile]     Name of the pid file in dir.
 * @param {string} options.http          Lines inside http { } after the common ones.
 * @return {string} The configuration.
 */
export function nginxConfig(
	dir,
	{ workers = 1, connections = 1024, pidFile = 'nginx.master.pid', http }
) {
	return `daemon off;
user root;
worker_processes ${ workers };
pid ${ dir }/${ pidFile };
error_log ${ dir }/logs/nginx-error.log warn;
events { worker_connections ${ connections }; }
http {
	include /etc/nginx/mime.types;
	access_log off;
	client_body_temp_path ${ dir }/tmp/body;
	fastcgi_temp_path ${ dir }/tmp/fastcgi;
	proxy_temp_path ${ dir }/tmp/proxy;
	uwsgi_temp_path ${ dir }/tmp/uwsgi;
	scgi_temp_path ${ dir }/tmp/scgi;
${ http }
}
`;
}

/**
 * The http-level half of the page cache: where it is stored, and which requests skip it
 * (signed-in or password-cookie visitors, anything outside the campaign pages).
 *
 * @param {string} cacheDir Directory of the cached pages.
 * @return {string} Lines for http { }.
 */
export function pageCacheHttp( cacheDir ) {
	return `	fastcgi_cache_path ${ cacheDir } levels=1:2 keys_zone=wp:10m inactive=10m;
	map $http_cookie $p2p_skip_cache { default 0; ~wordpress_logged_in_ 1; ~wp-postpass_ 1; }
	map $request_uri $p2p_skip_uri { default 1; ~^/campaigns/ 0; }`;
}

/** The location-level half of the page cache; X-Cache tells a HIT from a MISS. */
export const PAGE_CACHE_LOCATION = `			fastcgi_cache wp;
			fastcgi_cache_key $scheme$host$request_uri;
			fastcgi_cache_valid 200 5m;
			fastcgi_cache_bypass $p2p_skip_cache $p2p_skip_uri;
			fastcgi_no_cache $p2p_skip_cache $p2p_skip_uri;
			add_header X-Cache $upstream_cache_status always;`;
