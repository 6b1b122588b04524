<?php
/**
 * The suffix index behind the leaderboard searches.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_name_index holds every suffix of every team and fundraiser name, lower-cased
 * (decision 0025). A name contains a term exactly when one of its suffixes starts with it, so the
 * spec's "contains" search becomes a prefix range read of an index (`suffix LIKE 'term%'`) instead
 * of a `LIKE '%term%'` scan of every row of the campaign. The repositories keep it in step with
 * each insert, rename and delete of a team or fundraiser.
 */
final class NameIndexRepository {

	public const KIND_TEAM       = 'team';
	public const KIND_FUNDRAISER = 'fundraiser';

	/** Terms shorter than this match too many names for an index to help: they scan (and are cached). */
	public const MIN_TERM = 3;

	/** Suffixes longer than this are cut (the column holds 191 characters). */
	private const MAX_SUFFIX = 191;

	/** Entity table of each kind. */
	private const TABLES = array(
		self::KIND_TEAM       => 'teams',
		self::KIND_FUNDRAISER => 'fundraisers',
	);

	/**
	 * Rewrites the suffixes of one team or fundraiser from its stored name (gone: they go).
	 *
	 * @param string $kind 'team' or 'fundraiser'.
	 * @param int    $id   Its id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function sync( string $kind, int $id ): void {
		global $wpdb;
		$table = Schema::table( 'name_index' );
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE kind = %s AND entity_id = %d", $kind, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$this->add( $kind, $id );
	}

	/**
	 * Writes the suffixes of a team or fundraiser just inserted. It has none yet, so nothing is
	 * deleted first: a DELETE of absent rows locks the gap of the `entity` index where they would
	 * be, and two registrations doing that at once each wait for the other's insert (a deadlock,
	 * or a wait on the other's uncommitted rows).
	 *
	 * @param string $kind 'team' or 'fundraiser'.
	 * @param int    $id   Its id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function add( string $kind, int $id ): void {
		global $wpdb;
		$owner = Schema::table( self::TABLES[ $kind ] );
		$row   = Query::row( $wpdb->prepare( "SELECT campaign_id, name FROM {$owner} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( null !== $row ) {
			$this->insert( $kind, array( array( (int) $row['campaign_id'], $id, (string) $row['name'] ) ) );
		}
	}

	/**
	 * Rebuilds the index of every team and fundraiser (migration, repair), in batches.
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_all(): void {
		global $wpdb;
		Query::execute( 'DELETE FROM ' . Schema::table( 'name_index' ) );
		foreach ( self::TABLES as $kind => $name ) {
			$owner = Schema::table( $name );
			$after = 0;
			do {
				$rows = Query::rows( $wpdb->prepare( "SELECT id, campaign_id, name FROM {$owner} WHERE id > %d ORDER BY id LIMIT 1000", $after ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$this->insert(
					$kind,
					array_map(
						static function ( array $row ): array {
							return array( (int) $row['campaign_id'], (int) $row['id'], (string) $row['name'] );
						},
						$rows
					)
				);
				$after = array() === $rows ? $after : (int) end( $rows )['id'];
			} while ( count( $rows ) === 1000 );
		}
	}

	/**
	 * Prepared condition "the entity's name contains $term" on the id column $id_column, through
	 * the index; null when the term is too short for the index (the caller scans with LIKE).
	 *
	 * @param string $kind        'team' or 'fundraiser'.
	 * @param int    $campaign_id Campaign id.
	 * @param string $term        Search term as typed.
	 * @param string $id_column   Column holding the entity id in the caller's query.
	 */
	public function contains( string $kind, int $campaign_id, string $term, string $id_column ): ?string {
		global $wpdb;
		$term = self::normalise( $term );
		if ( mb_strlen( $term ) < self::MIN_TERM ) {
			return null;
		}
		$table = Schema::table( 'name_index' );
		return $wpdb->prepare(
			"{$id_column} IN (SELECT entity_id FROM {$table} WHERE kind = %s AND campaign_id = %d AND suffix LIKE %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from the callers' constants.
			$kind,
			$campaign_id,
			$wpdb->esc_like( mb_substr( $term, 0, self::MAX_SUFFIX ) ) . '%'
		);
	}

	/**
	 * Lower-case form the index stores (the column's collation ignores case too).
	 *
	 * @param string $text Name or term.
	 */
	public static function normalise( string $text ): string {
		return mb_strtolower( $text, 'UTF-8' );
	}

	/**
	 * Inserts the suffixes of some names.
	 *
	 * @param string                              $kind  'team' or 'fundraiser'.
	 * @param array<int, array{0:int,1:int,2:string}> $names (campaign id, entity id, name) each.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function insert( string $kind, array $names ): void {
		global $wpdb;
		$values = array();
		foreach ( $names as list( $campaign_id, $id, $name ) ) {
			$name   = self::normalise( $name );
			$length = mb_strlen( $name );
			for ( $i = 0; $i < $length; $i++ ) {
				$values[] = $wpdb->prepare( '(%s, %d, %s, %d)', $kind, $campaign_id, mb_substr( $name, $i, self::MAX_SUFFIX ), $id );
			}
		}
		$table = Schema::table( 'name_index' );
		foreach ( array_chunk( $values, 2000 ) as $chunk ) {
			// IGNORE: two suffixes equal under the column's collation (e.g. trailing spaces) are one entry.
			Query::execute( "INSERT IGNORE INTO {$table} (kind, campaign_id, suffix, entity_id) VALUES " . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- values prepared above.
		}
	}
}
