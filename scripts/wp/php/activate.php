<?php
/**
 * Activates the plugin the way wp-admin does (its activation hook runs), in a process of its own.
 */
require __DIR__ . '/bootstrap-cli.php';

require $p2p_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
p2p_cli_after_load();

$p2p_plugin = 'p2p-fundraising/plugin.php';
if ( ! is_file( WP_PLUGIN_DIR . '/' . $p2p_plugin ) ) {
	p2p_cli_fail( 'The plugin main file is missing: ' . WP_PLUGIN_DIR . '/' . $p2p_plugin . ' (the repo has no plugin.php yet?)' );
}
$p2p_headers = get_plugin_data( WP_PLUGIN_DIR . '/' . $p2p_plugin, false, false );
if ( empty( $p2p_headers['Name'] ) ) {
	p2p_cli_fail( 'plugin.php has no "Plugin Name:" header, so WordPress does not see it as a plugin.' );
}

wp_set_current_user( 1 );
$p2p_result = activate_plugin( $p2p_plugin, '', false, false );
if ( is_wp_error( $p2p_result ) ) {
	if ( 'unexpected_output' === $p2p_result->get_error_code() ) {
		fwrite( STDERR, "WARNING: the plugin printed output while activating:\n" . $p2p_result->get_error_data() . "\n" );
	} else {
		p2p_cli_fail( 'activate_plugin: ' . $p2p_result->get_error_message() );
	}
}
if ( ! is_plugin_active( $p2p_plugin ) ) {
	p2p_cli_fail( 'The plugin is not active after activate_plugin().' );
}

echo 'P2P_OK activated ' . $p2p_headers['Name'] . ' ' . $p2p_headers['Version'] . "\n";
