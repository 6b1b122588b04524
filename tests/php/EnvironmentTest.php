<?php
/**
 * Smoke test of the PHP test environment itself: WordPress is loaded, the plugin is active,
 * $wpdb talks to MariaDB, and TestCase isolates tests and reaches the REST server.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

final class EnvironmentTest extends TestCase {

	public function test_wordpress_is_loaded(): void {
		$this->assertTrue( defined( 'ABSPATH' ) );
		$this->assertTrue( did_action( 'wp_loaded' ) > 0 );
		$this->assertTrue( is_blog_installed() );
		// The newest WordPress there is (decision 0051): 7.1 here, 6.6-RC3 from the npm build, 6.2 at the oldest.
		$this->assertTrue( version_compare( get_bloginfo( 'version' ), '6.2', '>=' ) );
		$this->assertSame( '/%postname%/', get_option( 'permalink_structure' ) );
	}

	public function test_the_plugin_is_active(): void {
		$this->assertTrue( is_plugin_active( 'p2p-fundraising/plugin.php' ) );
		$this->assertFileExists( WP_PLUGIN_DIR . '/p2p-fundraising/plugin.php' );
	}

	public function test_wpdb_talks_to_mariadb_with_innodb_tables(): void {
		global $wpdb;
		$this->assertStringContainsString( 'MariaDB', (string) $wpdb->get_var( 'SELECT VERSION()' ) );
		$this->assertSame( 'InnoDB', $wpdb->get_var( $wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $wpdb->options ) ) );
		$this->assertSame( 'admin@example.com', get_option( 'admin_email' ) );
	}

	/** Every table of the site (WordPress's and the plugin's) must roll back with the test. */
	public function test_all_tables_are_transactional(): void {
		global $wpdb;
		$others = $wpdb->get_col( "SELECT CONCAT(TABLE_NAME, ' ', ENGINE) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND ENGINE <> 'InnoDB'" );
		$this->assertSame( array(), $others );
	}

	public function test_a_write_inside_a_test_is_visible_to_it(): void {
		update_option( 'p2p_environment_probe', 'written' );
		$this->assertSame( 'written', get_option( 'p2p_environment_probe' ) );
	}

	/** Runs after the test above (declaration order): its write must have been rolled back. */
	public function test_writes_of_earlier_tests_are_rolled_back(): void {
		global $wpdb;
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'p2p_environment_probe' ) ) );
		$this->assertFalse( get_option( 'p2p_environment_probe' ) );
	}

	public function test_the_code_under_test_can_use_its_own_transactions(): void {
		global $wpdb;
		update_option( 'p2p_environment_outer', 'kept' );

		$wpdb->query( 'START TRANSACTION' );
		$wpdb->insert( $wpdb->options, array( 'option_name' => 'p2p_environment_inner', 'option_value' => 'x', 'autoload' => 'no' ) );
		$wpdb->query( 'ROLLBACK' );

		$wpdb->query( 'START TRANSACTION' );
		$wpdb->insert( $wpdb->options, array( 'option_name' => 'p2p_environment_committed', 'option_value' => 'y', 'autoload' => 'no' ) );
		$wpdb->query( 'COMMIT' );

		$names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'p2p\\_environment\\_%' ORDER BY option_name" );
		$this->assertSame( array( 'p2p_environment_committed', 'p2p_environment_outer' ), $names );
	}

	public function test_rest_requests_run_in_process(): void {
		$this->assertContains( TestCase::REST_NAMESPACE, rest_get_server()->get_namespaces() );

		$response = $this->request( 'GET', '/no-such-route' );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'rest_no_route', $this->json( $response )['code'] );
	}

	public function test_acting_as_logs_users_in_and_out(): void {
		$admin = $this->actingAs( 'admin' );
		$this->assertSame( $admin->ID, get_current_user_id() );
		$this->assertTrue( current_user_can( 'manage_options' ) );

		$this->actingAs( 0 );
		$this->assertSame( 0, get_current_user_id() );

		$response = $this->request( 'GET', '/wp/v2/users/me' );
		$this->assertSame( 401, $response->get_status() );
	}
}
