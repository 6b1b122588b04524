<?php
/**
 * What deleting the plugin from wp-admin removes.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

use P2PFundraising\Admin\Capability;
use P2PFundraising\Database\UninstallRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Called by uninstall.php. A charity's donation records are too valuable to lose to a click on
 * "Delete", so nothing is removed unless an administrator has ticked "Delete all data when the
 * plugin is deleted" in the plugin's settings (option DELETE_DATA_OPTION). Then the tables,
 * options, transients, user meta, capability and scheduled events of the plugin go, on every site
 * of a network that chose so. Uploaded pictures stay in the media library: they are the site's.
 */
final class Uninstaller {

	/** '1' when the administrator chose to delete everything with the plugin. */
	public const DELETE_DATA_OPTION = 'p2p_fundraising_delete_data_on_uninstall';

	/** Every site of a network (or the single site). */
	public static function run_everywhere(): void {
		if ( ! is_multisite() ) {
			self::run();
			return;
		}
		foreach ( get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) as $site_id ) {
			switch_to_blog( (int) $site_id );
			self::run();
			restore_current_blog();
		}
	}

	/** Whether the current site's administrator chose to delete the data with the plugin. */
	public static function deletes_data(): bool {
		return '1' === (string) get_option( self::DELETE_DATA_OPTION, '0' );
	}

	/**
	 * Removes the plugin's data from the current site when its administrator chose so; returns
	 * whether it did.
	 */
	public static function run(): bool {
		if ( ! self::deletes_data() ) {
			return false;
		}
		$repository = new UninstallRepository();
		$repository->drop_tables();
		foreach ( $repository->option_names() as $option ) {
			delete_option( $option );
		}
		$repository->delete_user_meta();
		foreach ( wp_roles()->role_objects as $role ) {
			$role->remove_cap( Capability::NAME );
		}
		self::unschedule_events();
		flush_rewrite_rules( false );
		return true;
	}

	/** Clears every scheduled event whose hook is the plugin's. */
	private static function unschedule_events(): void {
		$cron = _get_cron_array();
		foreach ( is_array( $cron ) ? $cron : array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( 0 === strpos( (string) $hook, UninstallRepository::PREFIX ) ) {
					wp_clear_scheduled_hook( (string) $hook );
				}
			}
		}
	}
}
