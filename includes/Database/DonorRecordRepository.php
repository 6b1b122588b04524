<?php
/**
 * Donor records: one row per donor and campaign, and per donor across campaigns.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_donors holds what the admin Donors screen lists (decision 0081): for each e-mail
 * address (lower-cased: the donor's identity) one row per campaign it gave to and one row with
 * campaign_id 0 across all campaigns, with the number and sum of its completed gifts, the first
 * and last gift's day, whether one of them is monthly, and the name, address and consent to
 * updates of the latest gift. A sponsor's match is no donor; an erased donor's stand-in address
 * (…@erased.invalid) is no one to list.
 *
 * Each list is a range of the table's (campaign_id, column) indexes, so a sorted page is a short
 * index read at any number of donations (as decision 0027's lists). The rows are recomputed
 * from the donor's own gifts in the transaction that changes a donation, after the campaign's
 * lock (as the top-donor entries, decision 0024): the campaign row from that donor's donations
 * there (an index read of a few rows), then the row across campaigns from the donor's campaign
 * rows (a locking read: two campaigns changing one donor at once queue on it, or one of them
 * deadlocks and Transaction runs it again).
 */
final class DonorRecordRepository {

	/** Sort key => column of the admin list. */
	public const ADMIN_SORTS = array(
		'total'     => 'total',
		'gifts'     => 'gifts',
		'last_gift' => 'last_gift_at',
		'name'      => 'donor_name',
	);

	/** Rows a rebuild or an export reads at a time. */
	private const BATCH = 2000;

	/** The stand-in addresses of erased donors end so (PersonalData::replacement()). */
	private const ERASED_SUFFIX = '%.invalid';

	/**
	 * How both rows of a donor take their recomputed values when they exist (their key and hash
	 * stay): updated in place, a row whose name and address did not change keeps its full-text
	 * entry (decision 0116).
	 */
	private const UPDATE_IN_PLACE = 'ON DUPLICATE KEY UPDATE donor_name = VALUES(donor_name), donor_email = VALUES(donor_email), gifts = VALUES(gifts), total = VALUES(total), first_gift_at = VALUES(first_gift_at), last_gift_at = VALUES(last_gift_at), is_recurring = VALUES(is_recurring), wants_updates = VALUES(wants_updates)';

	/**
	 * A donor's key: the address, trimmed and lower-cased (the same as LOWER() in the database for
	 * the addresses sanitize_email() lets through).
	 *
	 * @param string $email Address as given.
	 */
	public static function email_key( string $email ): string {
		return strtolower( trim( $email ) );
	}

	/**
	 * The donor's public id in the admin screens and routes: SHA-1 of the key (so an address is
	 * never part of a URL or a server log).
	 *
	 * @param string $email Address as given.
	 */
	public static function hash( string $email ): string {
		return sha1( self::email_key( $email ) );
	}

	/** Whether the records are kept (Schema::writable_from()). */
	public static function writable(): bool {
		return Schema::writable_from( Schema::DONOR_RECORDS, 'donors' );
	}

	/**
	 * Recomputes the rows of the donors of a donation's versions (before and after a change).
	 *
	 * @param array<int, array<string, mixed>> $versions Donation rows.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function refresh( array $versions ): void {
		if ( ! self::writable() ) {
			return;
		}
		$done = array();
		foreach ( $versions as $donation ) {
			$key = self::email_key( (string) ( $donation['donor_email'] ?? '' ) );
			if ( '' === $key ) {
				continue;
			}
			$seen = (int) $donation['campaign_id'] . '|' . $key;
			if ( isset( $done[ $seen ] ) ) {
				continue;
			}
			$done[ $seen ] = true;
			$this->refresh_donor( (int) $donation['campaign_id'], $key );
		}
	}

	/**
	 * Recomputes one donor's row of a campaign and the donor's row across campaigns.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $key         email_key().
	 * @throws DatabaseError When the database refuses it.
	 */
	public function refresh_donor( int $campaign_id, string $key ): void {
		global $wpdb;
		$table = Schema::table( 'donors' );
		// donor_email = %s reads the donor's rows through the (campaign_id, status, donor_email) index
		// (the column's collation ignores case); LOWER() keeps exactly this key's rows.
		$gifts = $wpdb->prepare( 'campaign_id = %d AND donor_email = %s AND LOWER(donor_email) = %s', $campaign_id, $key, $key );
		// Updated in place, never deleted and inserted again: each deleted row stays in the full-text
		// index's list of deleted documents, which every search reads whole (decision 0116).
		$this->insert_from_gifts( $campaign_id, $gifts );
		if ( null !== Query::value( $this->counted_gifts_sql( $gifts ) . ' LIMIT 1 LOCK IN SHARE MODE' ) ) {
			// The donor has a row here, so also one across campaigns.
			$this->insert_across( $wpdb->prepare( 'email_key = %s', $key ) );
			return;
		}
		// No counting gift left here (the only one refunded or erased): no row; the row across
		// campaigns is recounted from the others, or goes with the last.
		Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE campaign_id = %d AND email_key = %s', $table, $campaign_id, $key ) );
		$this->refresh_across( array( $key ) );
	}

	/**
	 * Rebuilds every row (migration 1.9.7, repair): each campaign's rows under its row lock, then the
	 * rows across campaigns in batches of addresses.
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_all(): void {
		( new CampaignRepository() )->each_under_lock( array( $this, 'rebuild_campaign' ) );
		$this->rebuild_across();
	}

	/**
	 * Recounts a campaign's rows from its completed gifts (the caller holds the campaign's lock).
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_campaign( int $campaign_id ): void {
		global $wpdb;
		$table = Schema::table( 'donors' );
		// In place, as refresh_donor(): a repair that finds the rows right changes none of them.
		$this->insert_from_gifts( $campaign_id, $wpdb->prepare( 'campaign_id = %d', $campaign_id ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- counted_gifts_sql() is prepared; the values are placeholders.
		$gone = Query::column( $wpdb->prepare( 'SELECT r.email_key FROM %i r WHERE r.campaign_id = %d AND NOT EXISTS (' . $this->counted_gifts_sql( 'campaign_id = r.campaign_id AND donor_email = r.email_key AND LOWER(donor_email) = r.email_key' ) . ') LOCK IN SHARE MODE', $table, $campaign_id ) );
		foreach ( array_chunk( $gone, 500 ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '%s' ) );
			Query::execute( $wpdb->prepare( "DELETE FROM %i WHERE campaign_id = %d AND email_key IN ({$in})", $table, $campaign_id, ...$chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in is a list of %s placeholders.
		}
	}

	/**
	 * Recounts a campaign's rows and its donors' rows across campaigns (repair: rebuild_totals()).
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_campaign( int $campaign_id ): void {
		global $wpdb;
		$table  = Schema::table( 'donors' );
		$before = Query::column( $wpdb->prepare( 'SELECT email_key FROM %i WHERE campaign_id = %d', $table, $campaign_id ) );
		$this->rebuild_campaign( $campaign_id );
		$after = Query::column( $wpdb->prepare( 'SELECT email_key FROM %i WHERE campaign_id = %d', $table, $campaign_id ) );
		$this->refresh_across( array_values( array_unique( array_merge( $before, $after ) ) ) );
	}

	/**
	 * Rebuilds the rows across campaigns from the campaign rows, a batch of addresses at a time.
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_across(): void {
		global $wpdb;
		$table = Schema::table( 'donors' );
		Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE campaign_id = 0', $table ) );
		$after = '';
		do {
			$keys = Query::column( $wpdb->prepare( 'SELECT DISTINCT email_key FROM %i WHERE campaign_id > 0 AND email_key > %s ORDER BY email_key LIMIT %d', $table, $after, self::BATCH ) );
			if ( array() === $keys ) {
				break;
			}
			$last = (string) end( $keys );
			$this->insert_across( $wpdb->prepare( 'email_key > %s AND email_key <= %s', $after, $last ) );
			$after = $last;
		} while ( count( $keys ) === self::BATCH );
	}

	/**
	 * When a campaign is deleted: its rows go and its donors' rows across campaigns are recounted
	 * from the campaigns that remain.
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function forget_campaign( int $campaign_id ): void {
		global $wpdb;
		$table = Schema::table( 'donors' );
		$keys  = Query::column( $wpdb->prepare( 'SELECT email_key FROM %i WHERE campaign_id = %d', $table, $campaign_id ) );
		Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE campaign_id = %d', $table, $campaign_id ) );
		$this->refresh_across( $keys );
	}

	/**
	 * Recomputes the rows across campaigns of some addresses from their campaign rows.
	 *
	 * @param string[] $keys email_key()s.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function refresh_across( array $keys ): void {
		global $wpdb;
		$table = Schema::table( 'donors' );
		foreach ( array_chunk( $keys, 500 ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '%s' ) );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in and $none are lists of %s placeholders.
			$this->insert_across( $wpdb->prepare( "email_key IN ({$in})", ...$chunk ) );
			// The addresses with no campaign row left lose their row across campaigns (read as
			// committed, with the shared locks the INSERT … SELECT took).
			$kept = Query::column( $wpdb->prepare( "SELECT DISTINCT email_key FROM %i WHERE campaign_id > 0 AND email_key IN ({$in}) LOCK IN SHARE MODE", $table, ...$chunk ) );
			$gone = array_values( array_diff( $chunk, $kept ) );
			if ( array() !== $gone ) {
				$none = implode( ',', array_fill( 0, count( $gone ), '%s' ) );
				Query::execute( $wpdb->prepare( "DELETE FROM %i WHERE campaign_id = 0 AND email_key IN ({$none})", $table, ...$gone ) );
			}
			// phpcs:enable
		}
	}

	/**
	 * One page of a campaign's donors (0: across campaigns), searched and sorted.
	 *
	 * @param int                  $campaign_id Campaign id, or 0.
	 * @param array<string, mixed> $query       search, orderby, order, page, per_page.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function admin_page( int $campaign_id, array $query ): array {
		global $wpdb;
		$table = Schema::table( 'donors' );
		$where = $wpdb->prepare( 'campaign_id = %d', $campaign_id ) . DonorSearch::condition( (string) $query['search'], 'donor_name', 'donor_email' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name; $where prepared above.
		return AdminPage::fetch(
			"SELECT COUNT(*) FROM {$table} WHERE {$where}",
			"SELECT * FROM {$table} WHERE {$where}",
			self::ADMIN_SORTS,
			'email_key',
			$query,
			array( self::class, 'hydrate' ),
			$campaign_id
		);
		// phpcs:enable
	}

	/**
	 * The next donors of a list after a key, in key order (the CSV export's keyset batches).
	 *
	 * @param int    $campaign_id Campaign id, or 0.
	 * @param string $after       Last email_key of the previous batch ('' to start).
	 * @param string $search      The list's search.
	 * @return array<int, array<string, mixed>>
	 */
	public function export_batch( int $campaign_id, string $after, string $search ): array {
		global $wpdb;
		$table = Schema::table( 'donors' );
		$where = $wpdb->prepare( 'campaign_id = %d AND email_key > %s', $campaign_id, $after ) . DonorSearch::condition( $search, 'donor_name', 'donor_email' );
		return array_map( array( self::class, 'hydrate' ), Query::rows( $wpdb->prepare( "SELECT * FROM %i WHERE {$where} ORDER BY email_key LIMIT %d", $table, self::BATCH ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where prepared above.
	}

	/**
	 * The donor's row across campaigns, by its hash, or null.
	 *
	 * @param string $hash hash() of the address.
	 * @return array<string, mixed>|null
	 */
	public function find_by_hash( string $hash ): ?array {
		global $wpdb;
		$row = Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE donor_hash = %s AND campaign_id = 0', Schema::table( 'donors' ), $hash ) );
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * A donor's rows per campaign (with each campaign's title), newest gift first.
	 *
	 * @param string $key email_key().
	 * @return array<int, array<string, mixed>>
	 */
	public function campaigns_of( string $key ): array {
		global $wpdb;
		$rows = Query::rows( $wpdb->prepare( 'SELECT r.*, c.title AS campaign_title FROM %i r INNER JOIN %i c ON c.id = r.campaign_id WHERE r.email_key = %s AND r.campaign_id > 0 ORDER BY r.last_gift_at DESC', Schema::table( 'donors' ), Schema::table( 'campaigns' ), $key ) );
		return array_map( array( self::class, 'hydrate' ), $rows );
	}

	/**
	 * One page of a donor's gifts across campaigns (every status), newest first, with the campaign's
	 * title, the page given to and the receipt.
	 *
	 * @param string $key      email_key().
	 * @param int    $page     1-based.
	 * @param int    $per_page Rows.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function gifts( string $key, int $page, int $per_page ): array {
		global $wpdb;
		$donations = Schema::table( 'donations' );
		$where     = $wpdb->prepare( 'd.donor_email = %s AND LOWER(d.donor_email) = %s AND d.kind = %s', $key, $key, DonationRepository::KIND_GIFT );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where prepared above.
		$total = (int) Query::value( $wpdb->prepare( "SELECT COUNT(*) FROM %i d WHERE {$where}", $donations ) );
		$rows  = 0 === $total ? array() : Query::rows(
			$wpdb->prepare(
				"SELECT d.*, c.title AS campaign_title, r.id AS receipt_id, r.is_test AS receipt_is_test, r.resent_at AS receipt_resent_at, COALESCE(r.resent_count, 0) AS receipt_resent_count
				FROM %i d LEFT JOIN %i c ON c.id = d.campaign_id LEFT JOIN %i r ON r.donation_id = d.id
				WHERE {$where} ORDER BY d.created_at DESC, d.id DESC LIMIT %d OFFSET %d",
				$donations,
				Schema::table( 'campaigns' ),
				Schema::table( 'receipts' ),
				$per_page,
				( $page - 1 ) * $per_page
			)
		);
		// phpcs:enable
		return array(
			'rows'  => array_map( array( DonationRepository::class, 'hydrate' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * Casts a row.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		$row['campaign_id']   = (int) $row['campaign_id'];
		$row['gifts']         = (int) $row['gifts'];
		$row['total']         = (float) $row['total'];
		$row['is_recurring']  = 1 === (int) $row['is_recurring'];
		$row['wants_updates'] = 1 === (int) $row['wants_updates'];
		return $row;
	}

	/**
	 * Inserts a campaign's donor rows grouped from its completed gifts matching $where.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $where       Prepared condition on the donations.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function insert_from_gifts( int $campaign_id, string $where ): void {
		global $wpdb;
		// The latest gift (by its day, then its id) gives the name, address and consent: GROUP_CONCAT
		// in that order and its first piece (names and addresses are one line; an erased gift's
		// empty name is skipped as NULL).
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- the condition prepared by counting_gifts(), the update a constant.
		Query::execute(
			$wpdb->prepare(
				"INSERT INTO %i (campaign_id, email_key, donor_hash, donor_name, donor_email, gifts, total, first_gift_at, last_gift_at, is_recurring, wants_updates)
				SELECT %d, LOWER(donor_email) AS donor_key, SHA1(LOWER(donor_email)),
					COALESCE(SUBSTRING_INDEX(GROUP_CONCAT(NULLIF(donor_name, '') ORDER BY created_at DESC, id DESC SEPARATOR '\\n'), '\\n', 1), ''),
					SUBSTRING_INDEX(GROUP_CONCAT(donor_email ORDER BY created_at DESC, id DESC SEPARATOR '\\n'), '\\n', 1),
					COUNT(*), SUM(amount), MIN(created_at), MAX(created_at),
					MAX(frequency = %s),
					SUBSTRING_INDEX(GROUP_CONCAT(updates_opt_in ORDER BY created_at DESC, id DESC), ',', 1)
				FROM %i
				WHERE " . $this->counting_gifts( $where ) . '
				GROUP BY donor_key ' . self::UPDATE_IN_PLACE,
				Schema::table( 'donors' ),
				$campaign_id,
				'monthly',
				Schema::table( 'donations' )
			)
		);
		// phpcs:enable
	}

	/**
	 * SELECT 1 of the gifts that make a donor among the donations matching $where, prepared.
	 *
	 * @param string $where Prepared condition on the donations.
	 */
	private function counted_gifts_sql( string $where ): string {
		global $wpdb;
		return $wpdb->prepare( 'SELECT 1 FROM %i WHERE ', Schema::table( 'donations' ) ) . $this->counting_gifts( $where );
	}

	/**
	 * $where narrowed to the gifts that make a donor (completed, a person's, an address not
	 * erased), prepared: what insert_from_gifts() counts and counted_gifts_sql() looks for.
	 *
	 * @param string $where Prepared condition on the donations.
	 */
	private function counting_gifts( string $where ): string {
		global $wpdb;
		return $where . $wpdb->prepare( " AND status = %s AND kind = %s AND donor_email <> '' AND donor_email NOT LIKE %s", DonationRepository::STATUS_COMPLETED, DonationRepository::KIND_GIFT, self::ERASED_SUFFIX );
	}

	/**
	 * Inserts the rows across campaigns of the addresses matching $where, from their campaign rows
	 * (INSERT … SELECT reads them with shared locks, so a change of the same donor in another
	 * campaign is waited for). The name,
	 * address and consent are those of the campaign row with the latest gift.
	 *
	 * @param string $where Prepared condition on email_key.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function insert_across( string $where ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- $where prepared by the callers, the update a constant.
		Query::execute(
			$wpdb->prepare(
				"INSERT INTO %i (campaign_id, email_key, donor_hash, donor_name, donor_email, gifts, total, first_gift_at, last_gift_at, is_recurring, wants_updates)
				SELECT 0, email_key, MIN(donor_hash),
					SUBSTRING_INDEX(GROUP_CONCAT(donor_name ORDER BY last_gift_at DESC, campaign_id DESC SEPARATOR '\\n'), '\\n', 1),
					SUBSTRING_INDEX(GROUP_CONCAT(donor_email ORDER BY last_gift_at DESC, campaign_id DESC SEPARATOR '\\n'), '\\n', 1),
					SUM(gifts), SUM(total), MIN(first_gift_at), MAX(last_gift_at), MAX(is_recurring),
					SUBSTRING_INDEX(GROUP_CONCAT(wants_updates ORDER BY last_gift_at DESC, campaign_id DESC), ',', 1)
				FROM %i
				WHERE campaign_id > 0 AND {$where}
				GROUP BY email_key " . self::UPDATE_IN_PLACE,
				Schema::table( 'donors' ),
				Schema::table( 'donors' )
			)
		);
		// phpcs:enable
	}
}
