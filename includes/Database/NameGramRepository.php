<?php
/**
 * The short-term index behind one- and two-character fundraiser searches.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_name_grams holds, for every APPROVED fundraiser, one row per distinct one- and
 * two-character substring ("gram") of its name (decision 0042). A term of one or two characters
 * is then found by an index range of this table: its exact count is a range count, and a page of
 * rare matches is read from the range itself, where a `LIKE '%an%'` counted every approved name.
 *
 * The key of a gram is the collation weight of each of its characters, length-prefixed, computed
 * by the database from the name column's own collation (WEIGHT_STRING). LIKE compares a pattern
 * with a name one character at a time by these weights, so a term's key equals a gram's key
 * exactly when LIKE would match those characters: 'É' finds 'e', while 'ss' does not find 'ß'
 * (and 'ß' does not find 'ss') — the same answers as the substring scan, where comparing the
 * characters as strings (`'ß' = 'ss'` is true under the collation) would not be. Grams holding a
 * space are not stored: a search term is trimmed, so no one- or two-character term has one.
 *
 * Membership is "approved": every write that creates, renames, moderates or deletes a fundraiser
 * calls sync() or sync_many() inside its own transaction, so the count and the rows always agree.
 */
final class NameGramRepository {

	/** The kind column of fundraisers' grams (a number: it is part of every key of the table). */
	public const KIND_FUNDRAISER = 1;

	/** Terms of at most this many characters are served here (longer ones by the suffix index). */
	public const MAX_TERM = 2;

	private const STATUS_APPROVED = 'approved';

	/** Rows per batch of a rebuild or a bulk moderation. */
	private const BATCH = 500;

	/** Bytes of the gram column. */
	private const MAX_KEY = 80;

	/** Weights asked for per query. */
	private const WEIGHTS_PER_QUERY = 200;

	/**
	 * Fundraisers table => character => its length-prefixed weight, for this request (a site's
	 * collation does not change; a network's sites may differ).
	 *
	 * @var array<string, array<string, string>>
	 */
	private static $weights = array();

	/**
	 * Rewrites the grams of one fundraiser from its stored row (not approved or gone: none).
	 *
	 * @param int $id Fundraiser id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function sync( int $id ): void {
		$this->sync_many( array( $id ) );
	}

	/**
	 * Writes the grams of a fundraiser just inserted (it has none: nothing to delete first, so
	 * two registrations at once take no gap lock on the `entity` index and cannot deadlock there).
	 *
	 * @param int $id Fundraiser id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function add( int $id ): void {
		$this->sync_many( array( $id ), false );
	}

	/**
	 * Rewrites the grams of some fundraisers from their stored rows, in batches.
	 *
	 * @param int[] $ids    Fundraiser ids.
	 * @param bool  $delete Whether they may have grams already (false: just inserted).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function sync_many( array $ids, bool $delete = true ): void {
		global $wpdb;
		$ids   = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		$table = Schema::table( 'name_grams' );
		$owner = Schema::table( 'fundraisers' );
		foreach ( array_chunk( $ids, self::BATCH ) as $chunk ) {
			$list = implode( ',', $chunk );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names; ids cast to int above.
			if ( $delete ) {
				Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE kind = %d AND entity_id IN ({$list})", self::KIND_FUNDRAISER ) );
			}
			// A locking read: the rows as committed now (a rename or moderation that committed after
			// this transaction's snapshot must not be undone here), held until the transaction ends.
			$this->insert( Query::rows( $wpdb->prepare( "SELECT id, campaign_id, name FROM {$owner} WHERE id IN ({$list}) AND status = %s FOR UPDATE", self::STATUS_APPROVED ) ) );
			// phpcs:enable
		}
	}

	/**
	 * Rebuilds the grams of every approved fundraiser (migration 1.8.2, repair), in batches.
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_all(): void {
		global $wpdb;
		Query::execute( 'DELETE FROM ' . Schema::table( 'name_grams' ) );
		$owner = Schema::table( 'fundraisers' );
		$after = 0;
		do {
			// Each batch in a transaction, its rows read with a shared lock: a rename or moderation
			// of one of them waits for the batch instead of being overwritten by what it read.
			$rows  = Transaction::run(
				function () use ( $wpdb, $owner, $after ): array {
					$rows = Query::rows( $wpdb->prepare( "SELECT id, campaign_id, name FROM {$owner} WHERE id > %d AND status = %s ORDER BY id LIMIT %d LOCK IN SHARE MODE", $after, self::STATUS_APPROVED, self::BATCH ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
					$this->insert( $rows );
					return $rows;
				}
			);
			$after = array() === $rows ? $after : (int) end( $rows )['id'];
		} while ( count( $rows ) === self::BATCH );
	}

	/**
	 * Whether a (trimmed) search term is served by this index.
	 *
	 * @param string $term Search term as typed.
	 */
	public static function serves( string $term ): bool {
		$length = mb_strlen( $term, 'UTF-8' );
		return $length > 0 && $length <= self::MAX_TERM && false === strpos( $term, ' ' );
	}

	/**
	 * Prepared "gram = key" condition on the table alias $alias for a served term, or null when the
	 * database cannot weigh it (the caller scans with LIKE).
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $term        A term serves() accepts.
	 * @param string $alias       Alias of the name_grams table in the caller's query.
	 */
	public function condition( int $campaign_id, string $term, string $alias ): ?string {
		global $wpdb;
		$key = $this->key( self::characters( $term ) );
		if ( null === $key || strlen( $key ) > self::MAX_KEY ) {
			return null;
		}
		return $wpdb->prepare( "{$alias}.kind = %d AND {$alias}.campaign_id = %d AND {$alias}.gram = ", self::KIND_FUNDRAISER, $campaign_id ) . '0x' . bin2hex( $key ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- alias from the caller's code.
	}

	/**
	 * Inserts the grams of some approved fundraisers.
	 *
	 * @param array<int, array<string, string|null>> $rows id, campaign_id, name each.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function insert( array $rows ): void {
		global $wpdb;
		$names = array();
		$all   = array();
		foreach ( $rows as $row ) {
			$characters                = self::characters( (string) $row['name'] );
			$names[ (int) $row['id'] ] = array( (int) $row['campaign_id'], $characters );
			$all                      += array_fill_keys( $characters, true );
		}
		$weights = $this->weigh( array_map( 'strval', array_keys( $all ) ) );

		$values = array();
		foreach ( $names as $id => list( $campaign_id, $characters ) ) {
			$grams = array();
			foreach ( $characters as $i => $character ) {
				// A space weighs nothing here (never looked up): grams with one are skipped.
				if ( ! isset( $weights[ $character ] ) ) {
					continue;
				}
				$grams[ $weights[ $character ] ] = true;
				$next                            = $characters[ $i + 1 ] ?? ' ';
				if ( isset( $weights[ $next ] ) ) {
					$grams[ $weights[ $character ] . $weights[ $next ] ] = true;
				}
			}
			foreach ( array_keys( $grams ) as $gram ) {
				if ( strlen( (string) $gram ) > self::MAX_KEY ) {
					continue; // Two characters of very long expansions (never a letter): not indexed.
				}
				$values[] = $wpdb->prepare( '(%d, %d, ', self::KIND_FUNDRAISER, $campaign_id ) . '0x' . bin2hex( (string) $gram ) . $wpdb->prepare( ', %d)', $id );
			}
		}
		$table = Schema::table( 'name_grams' );
		foreach ( array_chunk( $values, 2000 ) as $chunk ) {
			// IGNORE: two writers syncing the same fundraiser at once write the same rows.
			Query::execute( "INSERT IGNORE INTO {$table} (kind, campaign_id, gram, entity_id) VALUES " . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- values prepared above, keys hex.
		}
	}

	/**
	 * The key of a term's characters, or null when the database cannot weigh one of them.
	 *
	 * @param string[] $characters One or two characters, no space.
	 */
	private function key( array $characters ): ?string {
		try {
			$weights = $this->weigh( $characters );
		} catch ( DatabaseError $error ) {
			// E.g. a character the name column's character set cannot hold: the scan answers.
			return null;
		}
		$key = '';
		foreach ( $characters as $character ) {
			if ( ! isset( $weights[ $character ] ) ) {
				return null;
			}
			$key .= $weights[ $character ];
		}
		return $key;
	}

	/**
	 * The length-prefixed weights of some characters (a space never has one), asking the database
	 * for those not known yet in this request, in the collation of the
	 * fundraisers' name column (IFNULL(LEFT(name, 0), '') is an empty string of that collation;
	 * the outer join makes it exist without a row; the table comes first so that WordPress checks
	 * the characters against its character set).
	 *
	 * @param string[] $characters Characters.
	 * @return array<string, string> Character => key, for those the database could weigh.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function weigh( array $characters ): array {
		global $wpdb;
		$owner   = Schema::table( 'fundraisers' );
		$known   = self::$weights[ $owner ] ?? array();
		$missing = array_values( array_diff( array_unique( $characters ), array_map( 'strval', array_keys( $known ) ), array( ' ' ) ) );
		foreach ( array_chunk( $missing, self::WEIGHTS_PER_QUERY ) as $chunk ) {
			$columns = array();
			foreach ( $chunk as $i => $character ) {
				$columns[] = $wpdb->prepare( "HEX(WEIGHT_STRING(CONCAT(IFNULL(LEFT(f.name, 0), ''), %s))) AS w{$i}", $character ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $i is an int.
			}
			$row = Query::row( 'SELECT ' . implode( ', ', $columns ) . " FROM {$owner} f RIGHT JOIN (SELECT 1 AS one) one ON f.id = 0" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- columns prepared above.
			foreach ( $chunk as $i => $character ) {
				$weight = null === $row ? null : ( $row[ "w{$i}" ] ?? null );
				if ( null === $weight ) {
					continue;
				}
				$binary = (string) hex2bin( (string) $weight );
				// Length first, so that two characters' weights cannot run together into a third's.
				$known[ (string) $character ] = chr( min( 255, strlen( $binary ) ) ) . $binary;
			}
		}
		self::$weights[ $owner ] = $known;
		return $known;
	}

	/**
	 * The characters of a text (Unicode code points, as the database counts them).
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	private static function characters( string $text ): array {
		$characters = preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY );
		return false === $characters ? array() : $characters;
	}
}
