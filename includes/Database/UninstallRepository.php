<?php
/**
 * The statements that remove the plugin's data from a site.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Drops the plugin's tables and deletes its options and user meta (by their `p2p_fundraising_`
 * prefix, so settings added later are covered without a list to keep). Only Uninstaller calls it.
 */
final class UninstallRepository {

	/** Prefix of every option, transient and user meta key the plugin writes. */
	public const PREFIX = 'p2p_fundraising_';

	/**
	 * Drops every table of the plugin on the current site.
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function drop_tables(): void {
		foreach ( Schema::tables() as $table ) {
			Query::execute( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table names.
		}
	}

	/**
	 * Names of the plugin's options on the current site, transients included.
	 *
	 * @return string[]
	 * @throws DatabaseError When the database refuses it.
	 */
	public function option_names(): array {
		global $wpdb;
		$like = array(
			$wpdb->esc_like( self::PREFIX ) . '%',
			$wpdb->esc_like( '_transient_' . self::PREFIX ) . '%',
			$wpdb->esc_like( '_transient_timeout_' . self::PREFIX ) . '%',
		);
		return array_map(
			'strval',
			Query::column( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $like[0], $like[1], $like[2] ) )
		);
	}

	/**
	 * Deletes the plugin's user meta (every user, every key with the prefix).
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete_user_meta(): void {
		global $wpdb;
		Query::execute( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( self::PREFIX ) . '%' ) );
	}
}
