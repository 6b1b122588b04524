<?php
/**
 * The short-term index behind one- and two-character fundraiser and team searches.
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
 * Membership is "listed by a public search" (a kind per list): approved fundraisers (kind 1),
 * approved teams (kind 2, the team search that shows private teams too) and approved public teams
 * (kind 3, the default team search; decision 0122). Every write that creates, renames, moderates,
 * opens or closes, or deletes one calls sync_many() (or its short forms), which rewrites its grams
 * and moves {prefix}p2p_name_gram_counts by the same rows in one transaction: the stored number of
 * a (kind, campaign, gram) is the number of its rows, so a short search's exact total is one row
 * read (decision 0121).
 */
final class NameGramRepository {

	/** The kind column of fundraisers' grams (a number: it is part of every key of the table). */
	public const KIND_FUNDRAISER = 1;

	/** Approved teams, private ones too (the team search with `showClosedTeams`). */
	public const KIND_TEAM = 2;

	/** Approved public teams (the default team search). */
	public const KIND_PUBLIC_TEAM = 3;

	/** The owner table of each kind's names. */
	private const OWNERS = array(
		self::KIND_FUNDRAISER  => 'fundraisers',
		self::KIND_TEAM        => 'teams',
		self::KIND_PUBLIC_TEAM => 'teams',
	);

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
	 * Rewrites the grams of some teams from their stored rows (approved: kind 2; approved and
	 * public: kind 3 too; otherwise or gone: none). Kept from the upgrade that stores the counts
	 * on (its migration fills the teams' grams, decision 0122).
	 *
	 * @param int[] $ids    Team ids.
	 * @param bool  $delete Whether they may have grams already (false: just inserted).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function sync_teams( array $ids, bool $delete = true ): void {
		if ( self::counted() ) {
			$this->sync_many( $ids, $delete, 'teams' );
		}
	}

	/**
	 * Rewrites the grams of some fundraisers (or teams) from their stored rows, in batches, and
	 * moves the stored counts by the rows taken and written, in one transaction.
	 *
	 * @param int[]  $ids    Fundraiser (or team) ids.
	 * @param bool   $delete Whether they may have grams already (false: just inserted).
	 * @param string $owner  'fundraisers' or 'teams'.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function sync_many( array $ids, bool $delete = true, string $owner = 'fundraisers' ): void {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return;
		}
		Transaction::run(
			function () use ( $ids, $delete, $owner ): void {
				global $wpdb;
				$table = Schema::table( 'name_grams' );
				$kinds = implode( ',', self::kinds( $owner ) );
				foreach ( array_chunk( $ids, self::BATCH ) as $chunk ) {
					$list = implode( ',', $chunk );
					// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names; ids and kinds are ints.
					// A locking read first: the rows as committed now (a rename or moderation that
					// committed after this transaction's snapshot must not be undone here), held until
					// the transaction ends, so two rewrites of one name queue up on its row.
					$rows = Query::rows( self::owner_sql( $owner ) . " WHERE id IN ({$list}) FOR UPDATE" );
					$old  = array();
					if ( $delete ) {
						// The rows about to go, locked, so that the counts lose exactly them.
						$old = Query::rows( "SELECT kind, campaign_id, gram FROM {$table} WHERE kind IN ({$kinds}) AND entity_id IN ({$list}) FOR UPDATE" );
						if ( array() !== $old ) {
							Query::execute( "DELETE FROM {$table} WHERE kind IN ({$kinds}) AND entity_id IN ({$list})" );
						}
					}
					// phpcs:enable
					$this->insert( $rows, $owner, $old );
				}
			}
		);
	}

	/**
	 * Rebuilds the grams of every approved fundraiser and team and every count (migration 1.8.2,
	 * repair, the bench seed), in batches.
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_all(): void {
		global $wpdb;
		$owners = self::counted() ? array( 'fundraisers', 'teams' ) : array( 'fundraisers' );
		foreach ( $owners as $owner ) {
			Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE kind IN (' . implode( ',', self::kinds( $owner ) ) . ')', Schema::table( 'name_grams' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- kinds are ints.
			$after = 0;
			do {
				// Each batch in a transaction, its rows read with a shared lock: a rename or moderation
				// of one of them waits for the batch instead of being overwritten by what it read.
				$rows  = Transaction::run(
					function () use ( $wpdb, $owner, $after ): array {
						$rows = Query::rows( self::owner_sql( $owner ) . $wpdb->prepare( ' WHERE id > %d ORDER BY id LIMIT %d LOCK IN SHARE MODE', $after, self::BATCH ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- owner_sql() holds the table name only.
						$this->insert( $rows, $owner, null );
						return $rows;
					}
				);
				$after = array() === $rows ? $after : (int) end( $rows )['id'];
			} while ( count( $rows ) === self::BATCH );
		}
		if ( self::counted() ) {
			( new CampaignRepository() )->each_under_lock( array( $this, 'recount_campaign' ) );
		}
	}

	/**
	 * Writes a campaign's team grams afresh (migration 1.10.6). The caller holds the campaign's row
	 * lock; the teams' rows are read with a shared lock, so a rename or moderation meanwhile waits.
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_campaign_teams( int $campaign_id ): void {
		global $wpdb;
		Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE kind IN (%d, %d) AND campaign_id = %d', Schema::table( 'name_grams' ), self::KIND_TEAM, self::KIND_PUBLIC_TEAM, $campaign_id ) );
		$rows = Query::rows( self::owner_sql( 'teams' ) . $wpdb->prepare( ' WHERE campaign_id = %d AND status = %s LOCK IN SHARE MODE', $campaign_id, self::STATUS_APPROVED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- owner_sql() holds the table name only.
		foreach ( array_chunk( $rows, self::BATCH ) as $batch ) {
			$this->insert( $batch, 'teams', null );
		}
	}

	/**
	 * Counts a campaign's grams afresh from their rows (migration 1.10.6, repair, `wp p2p totals`).
	 * The caller holds the campaign's row lock. A count back at 0 may stay as a row (decision 0121).
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_campaign( int $campaign_id ): void {
		global $wpdb;
		$counts = Schema::table( 'name_gram_counts' );
		Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE campaign_id = %d', $counts, $campaign_id ) );
		foreach ( array_keys( self::OWNERS ) as $kind ) {
			Query::execute( $wpdb->prepare( 'INSERT INTO %i (kind, campaign_id, gram, matches) SELECT kind, campaign_id, gram, COUNT(*) FROM %i WHERE kind = %d AND campaign_id = %d GROUP BY kind, campaign_id, gram', $counts, Schema::table( 'name_grams' ), $kind, $campaign_id ) );
		}
	}

	/** Whether the per-gram counts are kept (from the dbDelta of their upgrade on). */
	public static function counted(): bool {
		return Schema::writable_from( Schema::NAME_GRAM_COUNTS, 'name_gram_counts' );
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
	 * @param int    $kind        Which list (KIND_*).
	 */
	public function condition( int $campaign_id, string $term, string $alias, int $kind = self::KIND_FUNDRAISER ): ?string {
		global $wpdb;
		$key = $this->key( self::characters( $term ), self::OWNERS[ $kind ] );
		if ( null === $key || strlen( $key ) > self::MAX_KEY ) {
			return null;
		}
		return $wpdb->prepare( "{$alias}.kind = %d AND {$alias}.campaign_id = %d AND {$alias}.gram = ", $kind, $campaign_id ) . '0x' . bin2hex( $key ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- alias from the code.
	}

	/**
	 * The exact number of a list's names that contain a one- or two-character term, from the stored
	 * count (no row: 0); null until the upgrade that fills the counts is stored, or for a term the
	 * database cannot weigh (the caller counts as before).
	 *
	 * @param int    $kind        Which list (KIND_*).
	 * @param int    $campaign_id Campaign id.
	 * @param string $term        A term serves() accepts.
	 */
	public function total( int $kind, int $campaign_id, string $term ): ?int {
		global $wpdb;
		if ( ! Schema::has( Schema::NAME_GRAM_COUNTS ) ) {
			return null;
		}
		$condition = $this->condition( $campaign_id, $term, 'c', $kind );
		if ( null === $condition ) {
			return null;
		}
		return (int) Query::value( $wpdb->prepare( 'SELECT matches FROM %i c WHERE ', Schema::table( 'name_gram_counts' ) ) . $condition ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- condition() prepared it.
	}

	/**
	 * The kinds an owner table's names are listed under.
	 *
	 * @param string $owner 'fundraisers' or 'teams'.
	 * @return int[]
	 */
	private static function kinds( string $owner ): array {
		return array_keys( self::OWNERS, $owner, true );
	}

	/**
	 * SELECT of what decides an owner's grams: id, campaign, name, status and (teams) access.
	 *
	 * @param string $owner 'fundraisers' or 'teams'.
	 */
	private static function owner_sql( string $owner ): string {
		global $wpdb;
		$access = 'teams' === $owner ? 'access' : "'' AS access";
		return $wpdb->prepare( "SELECT id, campaign_id, name, status, {$access} FROM %i", Schema::table( 'teams' === $owner ? 'teams' : 'fundraisers' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a column name from the code.
	}

	/**
	 * The kinds a stored row is listed under, mirroring the WHERE of the public searches
	 * (FundraiserRepository::search(), TeamRepository::search()).
	 *
	 * @param array<string, string|null> $row   id, campaign_id, name, status, access.
	 * @param string                     $owner 'fundraisers' or 'teams'.
	 * @return int[]
	 */
	private static function listed_as( array $row, string $owner ): array {
		if ( self::STATUS_APPROVED !== $row['status'] ) {
			return array();
		}
		if ( 'fundraisers' === $owner ) {
			return array( self::KIND_FUNDRAISER );
		}
		return 'public' === $row['access'] ? array( self::KIND_TEAM, self::KIND_PUBLIC_TEAM ) : array( self::KIND_TEAM );
	}

	/**
	 * Inserts the grams of some rows (those listed: see listed_as()) and moves the counts by the
	 * rows written less the rows taken ($old), as one statement.
	 *
	 * @param array<int, array<string, string|null>>      $rows  id, campaign_id, name, status, access each.
	 * @param string                                      $owner 'fundraisers' or 'teams'.
	 * @param array<int, array<string, string|null>>|null $old   kind, campaign_id, gram of each row deleted just before; null: the caller recounts.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function insert( array $rows, string $owner, ?array $old ): void {
		global $wpdb;
		$names = array();
		$all   = array();
		foreach ( $rows as $row ) {
			$kinds = self::listed_as( $row, $owner );
			if ( array() === $kinds ) {
				continue;
			}
			$characters                = self::characters( (string) $row['name'] );
			$names[ (int) $row['id'] ] = array( (int) $row['campaign_id'], $characters, $kinds );
			$all                      += array_fill_keys( $characters, true );
		}
		$weights = array() === $all ? array() : $this->weigh( array_map( 'strval', array_keys( $all ) ), $owner );

		$values = array();
		$deltas = array();
		foreach ( $old ?? array() as $row ) {
			$where            = self::count_key( (int) $row['kind'], (int) $row['campaign_id'], (string) $row['gram'] );
			$deltas[ $where ] = ( $deltas[ $where ] ?? 0 ) - 1;
		}
		foreach ( $names as $id => list( $campaign_id, $characters, $kinds ) ) {
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
				foreach ( $kinds as $kind ) {
					$values[]         = $wpdb->prepare( '(%d, %d, ', $kind, $campaign_id ) . '0x' . bin2hex( (string) $gram ) . $wpdb->prepare( ', %d)', $id );
					$where            = self::count_key( $kind, $campaign_id, (string) $gram );
					$deltas[ $where ] = ( $deltas[ $where ] ?? 0 ) + 1;
				}
			}
		}
		$table   = Schema::table( 'name_grams' );
		$written = 0;
		foreach ( array_chunk( $values, 2000 ) as $chunk ) {
			// IGNORE: a rebuild and a write of the same name at once write the same rows.
			$written += Query::execute( "INSERT IGNORE INTO {$table} (kind, campaign_id, gram, entity_id) VALUES " . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- values prepared above, keys hex.
		}
		if ( null === $old || ! self::counted() ) {
			return;
		}
		// The counts move under their campaign's row lock, as the band counts do (decision 0071):
		// a registration holds it before its grams, so a rename taking the count rows first and
		// the campaign's change stamp after could otherwise deadlock with it.
		$campaigns = array();
		foreach ( array_keys( $deltas ) as $where ) {
			$campaigns[ self::split_key( (string) $where )[1] ] = true;
		}
		ksort( $campaigns );
		foreach ( array_keys( $campaigns ) as $campaign_id ) {
			( new CampaignRepository() )->lock( (int) $campaign_id );
		}
		if ( count( $values ) !== $written ) {
			// Some rows were there already (a name synced as new that had grams): count those grams.
			$this->recount_keys( array_keys( $deltas ) );
			return;
		}
		$this->move_counts( $deltas );
	}

	/**
	 * Moves the stored counts, one statement per batch, in key order (two writers at once lock the
	 * count rows in the same order). A net change of 0 (a rename keeping the letter) is skipped.
	 *
	 * @param array<string, int> $deltas count_key() => rows added (negative: taken).
	 * @throws DatabaseError When the database refuses it.
	 */
	private function move_counts( array $deltas ): void {
		global $wpdb;
		$deltas = array_filter( $deltas );
		ksort( $deltas, SORT_STRING );
		$values = array();
		foreach ( $deltas as $where => $delta ) {
			list( $kind, $campaign_id, $gram ) = self::split_key( (string) $where );
			$values[]                          = $wpdb->prepare( '(%d, %d, ', $kind, $campaign_id ) . '0x' . bin2hex( $gram ) . $wpdb->prepare( ', %d)', $delta );
		}
		foreach ( array_chunk( $values, 2000 ) as $chunk ) {
			Query::execute( $wpdb->prepare( 'INSERT INTO %i (kind, campaign_id, gram, matches) VALUES ', Schema::table( 'name_gram_counts' ) ) . implode( ',', $chunk ) . ' ON DUPLICATE KEY UPDATE matches = matches + VALUES(matches)' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- values prepared above, keys hex.
		}
	}

	/**
	 * Sets some counts to the number of their rows (after an insert that found rows already there).
	 *
	 * @param string[] $keys count_key() values.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function recount_keys( array $keys ): void {
		global $wpdb;
		sort( $keys, SORT_STRING );
		foreach ( $keys as $where ) {
			list( $kind, $campaign_id, $gram ) = self::split_key( $where );
			$hex                               = '0x' . bin2hex( $gram );
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the gram is hex.
			Query::execute( $wpdb->prepare( 'INSERT INTO %i (kind, campaign_id, gram, matches) SELECT %d, %d, ' . $hex . ', COUNT(*) FROM %i WHERE kind = %d AND campaign_id = %d AND gram = ' . $hex . ' ON DUPLICATE KEY UPDATE matches = VALUES(matches)', Schema::table( 'name_gram_counts' ), $kind, $campaign_id, Schema::table( 'name_grams' ), $kind, $campaign_id ) );
		}
	}

	/**
	 * The key of a count in PHP: sortable like the table's primary key.
	 *
	 * @param int    $kind        Kind.
	 * @param int    $campaign_id Campaign id.
	 * @param string $gram        Gram (binary).
	 */
	private static function count_key( int $kind, int $campaign_id, string $gram ): string {
		return sprintf( '%03d:%020d:', $kind, $campaign_id ) . $gram;
	}

	/**
	 * A count_key() taken apart.
	 *
	 * @param string $where count_key() value.
	 * @return array{0: int, 1: int, 2: string}
	 */
	private static function split_key( string $where ): array {
		return array( (int) substr( $where, 0, 3 ), (int) substr( $where, 4, 20 ), substr( $where, 25 ) );
	}

	/**
	 * The key of a term's characters, or null when the database cannot weigh one of them.
	 *
	 * @param string[] $characters One or two characters, no space.
	 * @param string   $owner      'fundraisers' or 'teams': whose name column's collation.
	 */
	private function key( array $characters, string $owner ): ?string {
		try {
			$weights = $this->weigh( $characters, $owner );
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
	 * for those not known yet in this request, in the collation of the owner's name column (IFNULL(LEFT(name, 0), '') is an empty string of that collation;
	 * the outer join makes it exist without a row; the table comes first so that WordPress checks
	 * the characters against its character set).
	 *
	 * @param string[] $characters Characters.
	 * @param string   $owner      'fundraisers' or 'teams'.
	 * @return array<string, string> Character => key, for those the database could weigh.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function weigh( array $characters, string $owner ): array {
		global $wpdb;
		$owner   = Schema::table( 'teams' === $owner ? 'teams' : 'fundraisers' );
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
