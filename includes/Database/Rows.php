<?php
/**
 * Updates and deletes of single rows for the administration area.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Writes columns of one row by id. Callers pass only columns they validated; the stored totals
 * (raised_amount, donations_count, donors_count) are refused here: they belong to DonationService.
 */
final class Rows {

	private const PROTECTED_COLUMNS = array( 'id', 'raised_amount', 'donations_count', 'donors_count', 'members_count' );

	/**
	 * Updates a row (updated_at too when the table has it) and returns whether it exists.
	 *
	 * @param string               $name   Short table name ('campaigns', 'teams', ...).
	 * @param int                  $id     Row id.
	 * @param array<string, mixed> $fields Column => value.
	 * @throws \InvalidArgumentException When a protected column is written.
	 * @throws \RuntimeException         When the database refuses the update.
	 */
	public static function update( string $name, int $id, array $fields ): void {
		global $wpdb;
		if ( array() !== array_intersect( array_keys( $fields ), self::PROTECTED_COLUMNS ) ) {
			throw new \InvalidArgumentException( 'Stored totals are written by the donation service only.' );
		}
		if ( in_array( $name, array( 'campaigns', 'teams', 'fundraisers' ), true ) ) {
			$fields['updated_at'] = current_time( 'mysql', true );
		}
		if ( array() === $fields ) {
			return;
		}
		if ( false === $wpdb->update( Schema::table( $name ), $fields, array( 'id' => $id ) ) ) {
			throw new \RuntimeException( 'Could not save the changes: ' . esc_html( $wpdb->last_error ) );
		}
	}

	/**
	 * Deletes a row.
	 *
	 * @param string $name Short table name.
	 * @param int    $id   Row id.
	 * @throws \RuntimeException When the database refuses the delete.
	 */
	public static function delete( string $name, int $id ): void {
		global $wpdb;
		if ( false === $wpdb->delete( Schema::table( $name ), array( 'id' => $id ), array( '%d' ) ) ) {
			throw new \RuntimeException( 'Could not delete: ' . esc_html( $wpdb->last_error ) );
		}
	}
}
