<?php
/**
 * Installs WordPress into the instance's database (which the Node side has just created empty):
 * wp_install(), pretty permalinks, no default plugins.
 */
require __DIR__ . '/bootstrap-cli.php';

define( 'WP_INSTALLING', true );
require $p2p_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
p2p_cli_after_load();

if ( is_blog_installed() ) {
	p2p_cli_fail( 'WordPress is already installed in database ' . DB_NAME . ' (the database should have been empty).' );
}

$p2p_result = wp_install( 'P2P Fundraising Demo', 'admin', 'admin@example.com', true, '', 'password' );
if ( is_wp_error( $p2p_result ) ) {
	p2p_cli_fail( 'wp_install: ' . $p2p_result->get_error_message() );
}

global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
update_option( 'blogdescription', 'Local development site' );
update_option( 'timezone_string', 'UTC' );

// WordPress's default plugins are not part of this site (the cached copy has them removed already).
foreach ( array( 'hello.php', 'akismet' ) as $p2p_default_plugin ) {
	$p2p_path = WP_PLUGIN_DIR . '/' . $p2p_default_plugin;
	if ( is_file( $p2p_path ) ) {
		unlink( $p2p_path );
	} elseif ( is_dir( $p2p_path ) ) {
		$p2p_files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $p2p_path, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $p2p_files as $p2p_file ) {
			$p2p_file->isDir() ? rmdir( $p2p_file->getPathname() ) : unlink( $p2p_file->getPathname() );
		}
		rmdir( $p2p_path );
	}
}

echo 'P2P_OK WordPress ' . get_bloginfo( 'version' ) . ' installed in ' . DB_NAME . "\n";
