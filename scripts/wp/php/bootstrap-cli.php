<?php
/**
 * Shared start of the toolkit's PHP CLI steps: fakes the HTTP request WordPress expects,
 * shows every error on stderr and turns a PHP fatal into a clear message and exit code 1.
 *
 * Environment: P2P_WP_DIR (the WordPress folder), P2P_WP_URL (http://localhost:<port>).
 * Every step prints "P2P_OK" on success; the Node side treats anything else as a failure.
 */

error_reporting( E_ALL );
ini_set( 'display_errors', 'stderr' );
ini_set( 'log_errors', '0' );

$p2p_wp_dir = getenv( 'P2P_WP_DIR' );
$p2p_wp_url = getenv( 'P2P_WP_URL' );
if ( ! $p2p_wp_dir || ! is_file( $p2p_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "P2P_WP_DIR is not a WordPress folder: '{$p2p_wp_dir}'\n" );
	exit( 1 );
}

$p2p_url_parts              = parse_url( $p2p_wp_url ? $p2p_wp_url : 'http://localhost' );
$_SERVER['HTTP_HOST']       = $p2p_url_parts['host'] . ( isset( $p2p_url_parts['port'] ) ? ':' . $p2p_url_parts['port'] : '' );
$_SERVER['SERVER_NAME']     = $p2p_url_parts['host'];
$_SERVER['SERVER_PORT']     = isset( $p2p_url_parts['port'] ) ? (string) $p2p_url_parts['port'] : '80';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['HTTP_USER_AGENT'] = 'p2p-fundraising-dev-cli';

/** Prints the failure on stderr and stops with exit code 1. */
function p2p_cli_fail( $message ) {
	fwrite( STDERR, 'ERROR: ' . $message . "\n" );
	exit( 1 );
}

register_shutdown_function(
	static function () {
		$error = error_get_last();
		$fatal = array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR, E_RECOVERABLE_ERROR );
		if ( $error && in_array( $error['type'], $fatal, true ) ) {
			fwrite( STDERR, "PHP FATAL: {$error['message']}\n  in {$error['file']}:{$error['line']}\n" );
			exit( 1 );
		}
	}
);

/**
 * WordPress turns display_errors off while loading (WP_DEBUG_DISPLAY false): notices and warnings
 * go to the instance's debug.log, which the Node side prints after each step; a fatal is printed
 * on stderr by the shutdown function above.
 */
function p2p_cli_after_load() {
	ini_set( 'display_errors', '0' );
	ini_set( 'log_errors', '1' );
}
