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
 *
 * A fundraiser's rows also carry what its leaderboard page filters and sorts on (decision 0111):
 * `approved` (its status is approved) and `raised` (its raised_amount), kept in step by every
 * status change (ApprovedCountRepository::set_status()) and every change of its amount
 * (TotalsRepository), so a search reads its page from the index range alone instead of one
 * fundraiser row per match. Teams' rows leave them at 0 (their search reads the team rows).
 */
final class NameIndexRepository {

	public const KIND_TEAM       = 'team';
	public const KIND_FUNDRAISER = 'fundraiser';

	/** Terms shorter than this match too many names for an index to help: they scan (and are cached). */
	public const MIN_TERM = 3;

	/** Suffixes longer than this are cut (the column holds 191 characters). */
	private const MAX_SUFFIX = 191;

	/** Fundraisers a status or amount change rewrites row by row (key lookups only); more go in one UPDATE. */
	private const FOLLOW_ONE_BY_ONE = 50;

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
		$row   = Query::row( $wpdb->prepare( "SELECT campaign_id, name, status, raised_amount FROM {$owner} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( null !== $row ) {
			$this->insert( $kind, array( self::entry( $id, $row ) ) );
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
				$rows = Query::rows( $wpdb->prepare( "SELECT id, campaign_id, name, status, raised_amount FROM {$owner} WHERE id > %d ORDER BY id LIMIT 1000", $after ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$this->insert(
					$kind,
					array_map(
						static function ( array $row ): array {
							return self::entry( (int) $row['id'], $row );
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
	 * Whether fundraisers' rows carry `approved` and `raised`: once the upgrade that adds them is
	 * stored, and from its dbDelta on, before its migration has filled them (the fill, under each
	 * campaign's lock, then starts from every write made meanwhile); not on a database the upgrade
	 * has not reached (no columns to write). The columns' presence is asked once per request.
	 */
	public static function ranked(): bool {
		static $columns = null;
		if ( Schema::has( Schema::NAME_RANKING ) ) {
			return true;
		}
		if ( null === $columns ) {
			global $wpdb;
			$columns = null !== Query::value( $wpdb->prepare( 'SHOW COLUMNS FROM %i LIKE %s', Schema::table( 'name_index' ), 'raised' ) );
		}
		return $columns;
	}

	/**
	 * Copies the status and amount of some fundraisers into their rows (after a status change or
	 * a change of amount, in the writer's transaction). A few fundraisers are rewritten by their
	 * rows' full keys (the suffixes of their names), which locks those rows and no gap of the
	 * index, so a donation never waits on (or deadlocks with) a registration inserting its rows;
	 * many (a bulk moderation) go in one UPDATE.
	 *
	 * @param int[] $ids Fundraiser ids.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function follow( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids || ! self::ranked() ) {
			return;
		}
		$table = Schema::table( 'name_index' );
		$funds = Schema::table( 'fundraisers' );
		if ( count( $ids ) > self::FOLLOW_ONE_BY_ONE ) {
			foreach ( array_chunk( $ids, 1000 ) as $chunk ) {
				$placeholders = implode( ',', array_fill( 0, count( $chunk ), '%d' ) );
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $placeholders is a list of %d placeholders, filled by prepare().
				Query::execute( $wpdb->prepare( "UPDATE %i n INNER JOIN %i f ON f.id = n.entity_id SET n.approved = IF(f.status = %s, 1, 0), n.raised = f.raised_amount WHERE n.kind = %s AND n.entity_id IN ({$placeholders})", $table, $funds, FundraiserRepository::STATUS_APPROVED, self::KIND_FUNDRAISER, ...$chunk ) );
			}
			return;
		}
		foreach ( $ids as $id ) {
			$row = Query::row( $wpdb->prepare( 'SELECT campaign_id, name, status, raised_amount FROM %i WHERE id = %d', $funds, $id ) );
			if ( null === $row ) {
				continue;
			}
			$entry    = self::entry( $id, $row );
			$suffixes = self::suffixes( $entry[2] );
			if ( array() === $suffixes ) {
				continue;
			}
			$placeholders = implode( ',', array_fill( 0, count( $suffixes ), '%s' ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $placeholders is a list of %s placeholders, filled by prepare().
			Query::execute( $wpdb->prepare( "UPDATE %i SET approved = %d, raised = %s WHERE kind = %s AND campaign_id = %d AND suffix IN ({$placeholders}) AND entity_id = %d", $table, $entry[3], $entry[4], self::KIND_FUNDRAISER, $entry[0], ...array_merge( $suffixes, array( $id ) ) ) );
		}
	}

	/**
	 * Copies the status and amount of every fundraiser of a campaign into their rows (a recount of
	 * the campaign's totals where ranked(), the migration that fills the columns; the caller holds
	 * the campaign's lock).
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function follow_campaign( int $campaign_id ): void {
		global $wpdb;
		Query::execute( $wpdb->prepare( 'UPDATE %i n INNER JOIN %i f ON f.id = n.entity_id SET n.approved = IF(f.status = %s, 1, 0), n.raised = f.raised_amount WHERE n.kind = %s AND n.campaign_id = %d', Schema::table( 'name_index' ), Schema::table( 'fundraisers' ), FundraiserRepository::STATUS_APPROVED, self::KIND_FUNDRAISER, $campaign_id ) );
	}

	/**
	 * The total and one page's ids of a campaign's approved fundraisers whose name contains $term,
	 * by amount raised (desc) then id, read from the index range alone (decision 0111): null when
	 * the term is too short for the index or the columns are not filled yet (the caller reads the
	 * fundraiser rows). A name holding the term twice has two entries: grouped by fundraiser.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $term        Search term as typed.
	 * @param string $limit       "LIMIT … OFFSET …", prepared.
	 * @return array{0: int, 1: int[]}|null
	 * @throws DatabaseError When the database refuses a query.
	 */
	public function ranked_page( int $campaign_id, string $term, string $limit ): ?array {
		global $wpdb;
		$term = self::normalise( $term );
		if ( mb_strlen( $term ) < self::MIN_TERM || ! Schema::has( Schema::NAME_RANKING ) ) {
			return null;
		}
		$from = $wpdb->prepare(
			'FROM %i WHERE kind = %s AND campaign_id = %d AND suffix LIKE %s AND approved = 1',
			Schema::table( 'name_index' ),
			self::KIND_FUNDRAISER,
			$campaign_id,
			$wpdb->esc_like( mb_substr( $term, 0, self::MAX_SUFFIX ) ) . '%'
		);
		// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared -- $from and $limit are prepared.
		$page = "GROUP BY entity_id ORDER BY MAX(raised) DESC, entity_id ASC {$limit}";
		if ( CountedPage::has_windows() ) {
			// The count in the pass that sorts the page (decision 0089): one read of the range.
			$rows = Query::rows( "SELECT entity_id AS id, COUNT(*) OVER () AS total {$from} {$page}" );
			if ( array() !== $rows ) {
				return array( (int) $rows[0]['total'], array_map( 'intval', array_column( $rows, 'id' ) ) );
			}
			return array( (int) Query::value( "SELECT COUNT(DISTINCT entity_id) {$from}" ), array() );
		}
		$total = (int) Query::value( "SELECT COUNT(DISTINCT entity_id) {$from}" );
		$ids   = 0 === $total ? array() : array_map( 'intval', Query::column( "SELECT entity_id {$from} {$page}" ) );
		// phpcs:enable
		return array( $total, $ids );
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
	 * @param string                                                $kind  'team' or 'fundraiser'.
	 * @param array<int, array{0:int,1:int,2:string,3:int,4:string}> $names self::entry() each.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function insert( string $kind, array $names ): void {
		global $wpdb;
		$ranked = self::KIND_FUNDRAISER === $kind && self::ranked();
		$values = array();
		foreach ( $names as list( $campaign_id, $id, $name, $approved, $raised ) ) {
			foreach ( self::suffixes( $name ) as $suffix ) {
				$values[] = $ranked
					? $wpdb->prepare( '(%s, %d, %s, %d, %d, %s)', $kind, $campaign_id, $suffix, $id, $approved, $raised )
					: $wpdb->prepare( '(%s, %d, %s, %d)', $kind, $campaign_id, $suffix, $id );
			}
		}
		$table   = Schema::table( 'name_index' );
		$columns = $ranked ? 'kind, campaign_id, suffix, entity_id, approved, raised' : 'kind, campaign_id, suffix, entity_id';
		foreach ( array_chunk( $values, 2000 ) as $chunk ) {
			// IGNORE: two suffixes equal under the column's collation (e.g. trailing spaces) are one entry.
			Query::execute( "INSERT IGNORE INTO {$table} ({$columns}) VALUES " . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- values prepared above.
		}
	}

	/**
	 * The suffixes stored for a name, lower-cased and cut to the column's length.
	 *
	 * @param string $name Name.
	 * @return string[]
	 */
	private static function suffixes( string $name ): array {
		$name     = self::normalise( $name );
		$length   = mb_strlen( $name );
		$suffixes = array();
		for ( $i = 0; $i < $length; $i++ ) {
			$suffixes[] = mb_substr( $name, $i, self::MAX_SUFFIX );
		}
		return $suffixes;
	}

	/**
	 * (campaign id, entity id, name, approved 1/0, raised) of a team or fundraiser row.
	 *
	 * @param int                        $id  Its id.
	 * @param array<string, string|null> $row campaign_id, name, status, raised_amount.
	 * @return array{0:int,1:int,2:string,3:int,4:string}
	 */
	private static function entry( int $id, array $row ): array {
		return array(
			(int) $row['campaign_id'],
			$id,
			(string) $row['name'],
			FundraiserRepository::STATUS_APPROVED === ( $row['status'] ?? '' ) ? 1 : 0,
			(string) ( $row['raised_amount'] ?? '0' ),
		);
	}
}
