<?php
/**
 * Runs when an administrator deletes the plugin: removes its data only if they chose so in the
 * plugin's settings (see includes/Uninstaller.php).
 *
 * @package P2PFundraising
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Autoloader.php';
\P2PFundraising\Autoloader::register( 'P2PFundraising\\', __DIR__ . '/includes/' );

\P2PFundraising\Uninstaller::run_everywhere();
