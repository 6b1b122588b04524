<?php
/**
 * Sponsor rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_sponsors.
 */
final class SponsorRepository {

	/**
	 * A campaign's sponsors in their display order.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_campaign( int $campaign_id ): array {
		global $wpdb;
		$table = Schema::table( 'sponsors' );
		$rows  = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE campaign_id = %d ORDER BY sort_order ASC, id ASC', $table, $campaign_id ), ARRAY_A );
		return array_map( array( self::class, 'hydrate' ), $rows );
	}

	/**
	 * Sponsor by id, or null.
	 *
	 * @param int $id Sponsor id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'sponsors' );
		$row   = Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * Updates some columns of a sponsor (name, image_url, url, sort_order).
	 *
	 * @param int                  $id     Sponsor id.
	 * @param array<string, mixed> $fields Column values.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function update( int $id, array $fields ): void {
		Query::update_row( 'sponsors', $id, $fields, array( 'name', 'image_url', 'url', 'sort_order' ) );
		$this->changed( $id );
	}

	/**
	 * Deletes a sponsor.
	 *
	 * @param int $id Sponsor id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete( int $id ): void {
		$this->changed( $id );
		Query::delete_row( 'sponsors', $id );
	}

	/**
	 * Inserts a sponsor and returns its id.
	 *
	 * @param array<string, mixed> $fields campaign_id, name, image_url, url, sort_order.
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function insert( array $fields ): int {
		global $wpdb;
		$row = array(
			'campaign_id' => (int) $fields['campaign_id'],
			'name'        => (string) ( $fields['name'] ?? '' ),
			'image_url'   => (string) ( $fields['image_url'] ?? '' ),
			'url'         => (string) ( $fields['url'] ?? '' ),
			'sort_order'  => (int) ( $fields['sort_order'] ?? 0 ),
		);
		if ( false === $wpdb->insert( Schema::table( 'sponsors' ), $row, array( '%d', '%s', '%s', '%s', '%d' ) ) ) {
			throw new \RuntimeException( 'Could not insert the sponsor: ' . esc_html( $wpdb->last_error ) );
		}
		\P2PFundraising\ReadCache::campaign_changed( $row['campaign_id'] );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Drops the cached reads of the sponsor's campaign (decision 0026).
	 *
	 * @param int $id Sponsor id.
	 */
	private function changed( int $id ): void {
		\P2PFundraising\ReadCache::campaign_changed( (int) ( $this->find( $id )['campaign_id'] ?? 0 ) );
	}

	/**
	 * Casts a database row to typed values.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'sort_order' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		return $row;
	}
}
