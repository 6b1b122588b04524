<?php
/**
 * Deleting the plugin removes its data only when the administrator chose so, and then all of it.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Admin\Capability;
use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Uninstaller;

final class UninstallTest extends PluginTestCase {

	/** @var bool Whether the test dropped the tables (DDL commits, so tearDown rebuilds them). */
	private $dropped = false;

	protected function tearDown(): void {
		parent::tearDown();
		if ( $this->dropped ) {
			// The DROP committed the option that allowed it; everything after it was rolled back.
			delete_option( Uninstaller::DELETE_DATA_OPTION );
			wp_roles()->for_site();
			Schema::install();
			Capability::grant();
			DemoData::reset();
		}
	}

	private function existing_tables(): array {
		global $wpdb;
		return array_values( array_filter( Schema::tables(), static function ( string $table ) use ( $wpdb ): bool {
			return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
		} ) );
	}

	public function test_by_default_deleting_the_plugin_keeps_every_record(): void {
		$donations = $this->count_where( 'donations', '1 = %d', 1 );

		$this->assertFalse( Uninstaller::run() );

		$this->assertSame( Schema::tables(), $this->existing_tables() );
		$this->assertSame( $donations, $this->count_where( 'donations', '1 = %d', 1 ) );
		$this->assertNotSame( '', (string) get_option( Schema::OPTION, '' ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( Capability::NAME ) );
	}

	public function test_when_chosen_it_removes_tables_options_meta_capability_and_events(): void {
		$admin = get_user_by( 'login', 'admin' );
		update_user_meta( $admin->ID, 'p2p_fundraising_dismissed_notice', '1' );
		set_transient( 'p2p_fundraising_probe', 'x', 60 );
		wp_schedule_single_event( time() + 3600, 'p2p_fundraising_probe_event' );
		update_option( 'unrelated_option_kept', 'yes' );
		update_option( Uninstaller::DELETE_DATA_OPTION, '1' );
		$this->dropped = true;

		$this->assertTrue( Uninstaller::run() );

		global $wpdb;
		$this->assertSame( array(), $this->existing_tables() );
		$left = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", '%p2p\_fundraising\_%' ) );
		$this->assertSame( array(), $left );
		$this->assertSame( 'yes', get_option( 'unrelated_option_kept' ) );
		$this->assertSame( '', get_user_meta( $admin->ID, 'p2p_fundraising_dismissed_notice', true ) );
		$this->assertFalse( wp_next_scheduled( 'p2p_fundraising_probe_event' ) );
		foreach ( wp_roles()->role_objects as $role ) {
			$this->assertFalse( $role->has_cap( Capability::NAME ), $role->name );
		}
		$this->assertNotFalse( get_user_by( 'login', 'admin' ), 'WordPress accounts are not the plugin\'s to delete' );
	}
}
