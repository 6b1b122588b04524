<?php
/**
 * Router for `php -S 127.0.0.1:<port> -t <wordpress> scripts/wp/router.php`.
 *
 * - An existing file: served by the built-in server itself (return false); .php files run with
 *   their own SCRIPT_NAME / PHP_SELF. A few types the built-in server does not know get a header.
 *   Text assets (JS, CSS, SVG, JSON) go out gzip-compressed to clients that accept it, as every
 *   production web server sends them (PHP's pages too, below); otherwise page-speed figures
 *   measured here would mean nothing.
 * - A directory: redirected to its trailing-slash form, then its index.php runs (/wp-admin/).
 * - Anything else: WordPress's front controller index.php, with SCRIPT_NAME and PHP_SELF set to
 *   /index.php and no PATH_INFO, as Apache's rewrite rules would give, so pretty permalinks work.
 *
 * This file runs in the global scope WordPress runs in: its own variables are prefixed and unset.
 */

$p2p_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$p2p_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( false !== strpos( $p2p_path, "\0" ) || preg_match( '#(^|/)\.\.(/|$)#', $p2p_path ) ) {
	http_response_code( 400 );
	return true;
}

$p2p_file = $p2p_root . $p2p_path;

if ( is_file( $p2p_file ) ) {
	$p2p_types = array(
		'woff2' => 'font/woff2',
		'woff'  => 'font/woff',
		'ttf'   => 'font/ttf',
		'mjs'   => 'text/javascript',
		'map'   => 'application/json',
		'webp'  => 'image/webp',
		'avif'  => 'image/avif',
		'wasm'  => 'application/wasm',
	);
	$p2p_ext   = strtolower( pathinfo( $p2p_file, PATHINFO_EXTENSION ) );
	$p2p_text  = array(
		'js'   => 'text/javascript; charset=utf-8',
		'mjs'  => 'text/javascript; charset=utf-8',
		'css'  => 'text/css; charset=utf-8',
		'svg'  => 'image/svg+xml',
		'json' => 'application/json',
		'map'  => 'application/json',
	);
	if ( isset( $p2p_text[ $p2p_ext ] ) && false !== stripos( (string) ( $_SERVER['HTTP_ACCEPT_ENCODING'] ?? '' ), 'gzip' ) ) {
		// Compressed once per file version into .wp/<instance>/gzip-cache: WordPress 7.1's editor
		// asks for ~100 scripts (block-editor.min.js alone is 1 MB), each compressed anew before.
		$p2p_cache = dirname( $p2p_root ) . '/gzip-cache/' . sha1( $p2p_file . '|' . filemtime( $p2p_file ) . '|' . filesize( $p2p_file ) ) . '.gz';
		$p2p_body  = is_file( $p2p_cache ) ? file_get_contents( $p2p_cache ) : false;
		if ( false === $p2p_body ) {
			$p2p_body = gzencode( (string) file_get_contents( $p2p_file ), 6 );
			if ( is_dir( dirname( $p2p_cache ) ) || @mkdir( dirname( $p2p_cache ), 0777, true ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- another worker may create it first.
				$p2p_tmp = $p2p_cache . '.' . getmypid();
				if ( false !== file_put_contents( $p2p_tmp, $p2p_body ) ) {
					rename( $p2p_tmp, $p2p_cache );
				}
			}
		}
		header( 'Content-Type: ' . $p2p_text[ $p2p_ext ] );
		header( 'Content-Encoding: gzip' );
		header( 'Vary: Accept-Encoding' );
		header( 'Content-Length: ' . strlen( $p2p_body ) );
		header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', (int) filemtime( $p2p_file ) ) . ' GMT' );
		echo $p2p_body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a file of the site, compressed.
		return true;
	}
	if ( isset( $p2p_types[ $p2p_ext ] ) ) {
		header( 'Content-Type: ' . $p2p_types[ $p2p_ext ] );
		header( 'Content-Length: ' . filesize( $p2p_file ) );
		readfile( $p2p_file );
		return true;
	}
	return false;
}

$p2p_script = '/index.php';
if ( is_dir( $p2p_file ) && is_file( rtrim( $p2p_file, '/' ) . '/index.php' ) ) {
	if ( '/' !== substr( $p2p_path, -1 ) ) {
		$p2p_query = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
		header( 'Location: ' . $p2p_path . '/' . ( $p2p_query ? '?' . $p2p_query : '' ), true, 301 );
		return true;
	}
	$p2p_script = rtrim( $p2p_path, '/' ) . '/index.php';
}

$_SERVER['SCRIPT_NAME']     = $p2p_script;
$_SERVER['PHP_SELF']        = $p2p_script;
$_SERVER['SCRIPT_FILENAME'] = $p2p_root . $p2p_script;
unset( $_SERVER['PATH_INFO'], $_SERVER['ORIG_PATH_INFO'], $_SERVER['PATH_TRANSLATED'] );

// PHP's own output goes out gzip-compressed too (set here, not with -d: php -S then breaks the
// static files it serves itself).
ini_set( 'zlib.output_compression', '1' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
chdir( dirname( $_SERVER['SCRIPT_FILENAME'] ) );
unset( $p2p_root, $p2p_path, $p2p_file, $p2p_types, $p2p_text, $p2p_body, $p2p_ext, $p2p_script, $p2p_query, $p2p_cache, $p2p_tmp );
require $_SERVER['SCRIPT_FILENAME'];
