<?php
/**
 * PHPUnit bootstrap: loads the real WordPress of the "phpunit" instance, with the plugin active
 * and the demo data in its MariaDB database, exactly as a web request would see it.
 *
 * - The WordPress folder comes from P2P_WP_DIR (default .wp/phpunit/wordpress, relative to the
 *   repo). `npm run test:php` prepares it fresh and starts MariaDB before running phpunit; to run
 *   phpunit by hand: `node scripts/wp/cli.mjs prepare --instance phpunit` (leaves MariaDB running),
 *   then `phpunit -c phpunit.xml.dist --filter Something`.
 * - Tests extend P2PFundraising\Tests\TestCase (tests/php/TestCase.php); classes under
 *   P2PFundraising\Tests\ autoload from tests/php/.
 */

$p2p_repo   = dirname( __DIR__, 2 );
$p2p_wp_dir = getenv( 'P2P_WP_DIR' ) ? getenv( 'P2P_WP_DIR' ) : '.wp/phpunit/wordpress';
if ( '/' !== $p2p_wp_dir[0] ) {
	$p2p_wp_dir = $p2p_repo . '/' . $p2p_wp_dir;
}
if ( ! is_file( $p2p_wp_dir . '/wp-config.php' ) ) {
	fwrite( STDERR, "No prepared WordPress at {$p2p_wp_dir}.\nRun `npm run test:php`, or `node scripts/wp/cli.mjs prepare --instance phpunit` before phpunit.\n" );
	exit( 1 );
}

spl_autoload_register(
	static function ( $class ) {
		// P2PFundraising\Tests\Security\X → tests/security/X.php, P2PFundraising\Tests\X → tests/php/X.php.
		$folders = array(
			'P2PFundraising\\Tests\\Security\\' => dirname( __DIR__ ) . '/security/',
			'P2PFundraising\\Tests\\'           => __DIR__ . '/',
		);
		foreach ( $folders as $prefix => $folder ) {
			if ( 0 === strpos( $class, $prefix ) ) {
				$file = $folder . str_replace( '\\', '/', substr( $class, strlen( $prefix ) ) ) . '.php';
				if ( is_file( $file ) ) {
					require $file;
				}
				return;
			}
		}
	}
);

// What a web request to the instance would carry (WordPress reads these while loading).
$p2p_home                   = 'localhost:8887';
$_SERVER['HTTP_HOST']       = $p2p_home;
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['SERVER_PORT']     = '8887';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

/**
 * PHPUnit includes this file inside a method, so WordPress would load in a function scope.
 * The variables WordPress's own files assign at file level without `global` are declared
 * global first; whatever else loading leaves in the local scope is exported afterwards.
 */
function p2p_tests_load_wordpress( $p2p_wp_dir ) {
	global $table_prefix, $shortcode_tags, $_wp_sidebars_widgets, $wpdb, $wp, $wp_rewrite, $wp_query, $wp_the_query,
		$wp_roles, $wp_locale, $wp_embed, $wp_widget_factory, $wp_version, $wp_db_version, $current_site, $current_blog,
		$phpmailer, $wp_theme_directories, $wp_filter, $wp_actions, $wp_current_filter, $wp_scripts, $wp_styles;

	register_shutdown_function(
		static function () {
			if ( ! p2p_tests_did_action( 'wp_loaded' ) ) {
				fwrite( STDERR, "\nWordPress did not finish loading for the PHP tests (see above).\nIs our MariaDB running? `npm run test:php` starts it; by hand: node scripts/wp/cli.mjs prepare --instance phpunit\n" );
				exit( 1 );
			}
		}
	);
	require_once $p2p_wp_dir . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';

	foreach ( get_defined_vars() as $name => $value ) {
		if ( ! array_key_exists( $name, $GLOBALS ) && 'p2p_wp_dir' !== $name ) {
			$GLOBALS[ $name ] = $value;
		}
	}
}

/** did_action() once WordPress has defined it; false before. */
function p2p_tests_did_action( $hook ) {
	return function_exists( 'did_action' ) && did_action( $hook ) > 0;
}

p2p_tests_load_wordpress( $p2p_wp_dir );
unset( $p2p_repo, $p2p_wp_dir, $p2p_home );

if ( ! is_plugin_active( 'p2p-fundraising/plugin.php' ) ) {
	fwrite( STDERR, "The plugin is not active in the test WordPress. Run `npm run test:php` (it prepares the instance fresh).\n" );
	exit( 1 );
}

// The demo data the tests read lives outside the shipped plugin.
require_once dirname( __DIR__, 2 ) . '/tools/demo/DemoData.php';
require_once __DIR__ . '/TestCase.php';
