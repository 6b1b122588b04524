<?php
/**
 * Runs with the plugin loaded (a new process after activation, so its init hooks have run):
 * recreates the demo data when the plugin provides it, then flushes the rewrite rules.
 */
require __DIR__ . '/bootstrap-cli.php';

require $p2p_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
p2p_cli_after_load();

if ( ! is_plugin_active( 'p2p-fundraising/plugin.php' ) ) {
	p2p_cli_fail( 'The plugin is not active; run the activate step first.' );
}

// The demo data is not part of the plugin: it lives in the repository's tools/demo/.
$p2p_demo_file = dirname( __DIR__, 3 ) . '/tools/demo/DemoData.php';
if ( is_file( $p2p_demo_file ) ) {
	require_once $p2p_demo_file;
}

wp_set_current_user( 1 );
$p2p_demo_class = '\\P2PFundraising\\Demo\\DemoData';
if ( class_exists( $p2p_demo_class ) && method_exists( $p2p_demo_class, 'reset' ) ) {
	$p2p_demo_class::reset();
	echo "P2P_NOTE demo data recreated by {$p2p_demo_class}::reset()\n";
} else {
	echo "P2P_NOTE {$p2p_demo_class}::reset() does not exist yet: no demo data\n";
}
wp_set_current_user( 0 );

flush_rewrite_rules( false );

echo "P2P_OK seeded\n";
