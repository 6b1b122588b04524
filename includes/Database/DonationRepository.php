<?php
/**
 * Donation rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

use P2PFundraising\Donations\Dedication;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_donations. The public reads never select an anonymous donor's
 * name, nor any e-mail: what is not fetched cannot leak.
 *
 * A "scope" names whose donations are meant: 'campaign', 'team' or 'fundraiser'. A donation to a
 * fundraiser also carries the fundraiser's team, so a team's scope includes its members' donations.
 */
final class DonationRepository {

	public const STATUS_PENDING   = 'pending';
	public const STATUS_COMPLETED = 'completed';

	/** A donor's gift. */
	public const KIND_GIFT = 'gift';

	/** A sponsor's match of a gift (decision 0034): money in every total, never a donor. */
	public const KIND_MATCH = 'match';

	public const SCOPES = array(
		'campaign'   => 'campaign_id',
		'team'       => 'team_id',
		'fundraiser' => 'fundraiser_id',
	);

	/**
	 * From this offset on, a campaign's public list finds its page through the stored day counts
	 * (decision 0043): below it, skipping index entries (about 0.2 µs each) costs less than reading
	 * the day rows.
	 */
	public const DEEP_OFFSET = 2000;

	/** @var int The offset from which the day counts are used (DEEP_OFFSET; tests lower it). */
	private $deep_offset;

	/**
	 * @param int $deep_offset From which offset a campaign's list seeks through the day counts.
	 */
	public function __construct( int $deep_offset = self::DEEP_OFFSET ) {
		$this->deep_offset = max( 0, $deep_offset );
	}

	/** Sort keys of the admin list => column. */
	public const ADMIN_SORTS = array(
		'id'      => 'd.id',
		'donor'   => 'd.donor_name',
		'amount'  => 'd.amount',
		'status'  => 'd.status',
		'target'  => 'd.target_name',
		'created' => 'd.created_at',
	);

	/**
	 * Donation by id, or null (every column: for the server's own use, never a response).
	 *
	 * @param int $id Donation id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		return $this->read( $id, '' );
	}

	/**
	 * A donation as last committed, locked until the transaction ends (null: none). Inside a
	 * transaction a plain read repeats the transaction's first snapshot; a locking read does not.
	 *
	 * @param int $id Donation id.
	 * @return array<string, mixed>|null
	 * @throws DatabaseError When the lock is not granted (deadlock, lock-wait timeout).
	 */
	public function lock( int $id ): ?array {
		return $this->read( $id, ' FOR UPDATE' );
	}

	/**
	 * One donation by id, with find()'s or lock()'s way of reading.
	 *
	 * @param int    $id      Donation id.
	 * @param string $locking '' or ' FOR UPDATE'.
	 * @return array<string, mixed>|null
	 */
	private function read( int $id, string $locking ): ?array {
		global $wpdb;
		$table = Schema::table( 'donations' );
		$row   = Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d{$locking}", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and a fixed clause.
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * Stores a donation (pending unless told otherwise) and returns its id. The e-mail is stored
	 * lower-cased so that "one donor" is one e-mail whatever its case.
	 *
	 * @param array<string, mixed> $fields campaign_id, team_id, fundraiser_id, donor_name, donor_email,
	 *                                     is_anonymous, amount, mode, created_at.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function insert( array $fields ): int {
		$row = array(
			'campaign_id'   => (int) $fields['campaign_id'],
			'team_id'       => (int) ( $fields['team_id'] ?? 0 ),
			'fundraiser_id' => (int) ( $fields['fundraiser_id'] ?? 0 ),
			'donor_name'    => (string) ( $fields['donor_name'] ?? '' ),
			'donor_email'   => strtolower( (string) ( $fields['donor_email'] ?? '' ) ),
			'is_anonymous'  => empty( $fields['is_anonymous'] ) ? 0 : 1,
			'amount'        => round( (float) $fields['amount'], 2 ),
			'status'        => self::STATUS_PENDING,
			'mode'          => (string) ( $fields['mode'] ?? 'test' ),
			'created_at'    => (string) ( $fields['created_at'] ?? current_time( 'mysql', true ) ),
			'frequency'            => (string) ( $fields['frequency'] ?? 'once' ),
			'fee_amount'           => round( (float) ( $fields['fee_amount'] ?? 0 ), 2 ),
			'gateway_payment'      => (string) ( $fields['gateway_payment'] ?? '' ),
			'gateway_subscription' => (string) ( $fields['gateway_subscription'] ?? '' ),
			'kind'                 => self::KIND_MATCH === ( $fields['kind'] ?? '' ) ? self::KIND_MATCH : self::KIND_GIFT,
			'matched_donation_id'  => (int) ( $fields['matched_donation_id'] ?? 0 ),
			'match_id'             => (int) ( $fields['match_id'] ?? 0 ),
		);
		$formats = array( '%d', '%d', '%d', '%s', '%s', '%d', '%f', '%s', '%s', '%s', '%s', '%f', '%s', '%s', '%s', '%d', '%d' );
		// Only a renewal names an invoice (schema 1.8.3): every other insert leaves the column out,
		// so gifts are stored while an upgrade has not added it yet (decision 0044).
		$invoice = (string) ( $fields['gateway_invoice'] ?? '' );
		if ( '' !== $invoice ) {
			$row['gateway_invoice'] = $invoice;
			$formats[]              = '%s';
		}
		// Words of support (schema 1.9.3): only a gift with a message names the column, as above.
		$message = (string) ( $fields['message'] ?? '' );
		if ( '' !== $message ) {
			$row['message'] = $message;
			$formats[]      = '%s';
		}
		// Dedications (schema 1.9.5): only a dedicated gift names the columns, as above.
		foreach ( \P2PFundraising\Donations\Dedication::FIELDS as $field ) {
			$value = (string) ( $fields[ $field ] ?? '' );
			if ( '' !== $value ) {
				$row[ $field ] = $value;
				$formats[]     = '%s';
			}
		}
		$id      = Query::insert( Schema::table( 'donations' ), $row, $formats );
		if ( $row['team_id'] > 0 || $row['fundraiser_id'] > 0 ) {
			// The admin list's target sort key (decision 0039): one primary-key update.
			( new SortKeyRepository() )->donation( $id );
		}
		return $id;
	}

	/**
	 * Moves a pending donation to completed. Returns false when it was not pending (already
	 * completed, refunded, unknown), so completing twice never counts twice.
	 *
	 * @param int    $id           Donation id.
	 * @param string $completed_at GMT datetime.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function mark_completed( int $id, string $completed_at ): bool {
		global $wpdb;
		$table = Schema::table( 'donations' );
		$rows  = Query::execute(
			$wpdb->prepare(
				'UPDATE %i SET status = %s, completed_at = %s WHERE id = %d AND status = %s',
				$table,
				self::STATUS_COMPLETED,
				$completed_at,
				$id,
				self::STATUS_PENDING
			)
		);
		return 1 === $rows;
	}

	/**
	 * Stores a payment gateway's references of a donation (Checkout Session, payment, subscription
	 * and its state); only the keys given change.
	 *
	 * @param int                   $id     Donation id.
	 * @param array<string, string> $fields gateway_session, gateway_payment, gateway_subscription, subscription_status.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function set_gateway( int $id, array $fields ): void {
		$fields = array_intersect_key( $fields, array_flip( array( 'gateway_session', 'gateway_payment', 'gateway_subscription', 'subscription_status' ) ) );
		if ( array() === $fields ) {
			return;
		}
		Query::update_row( 'donations', $id, array_map( 'strval', $fields ), array_keys( $fields ) );
	}

	/**
	 * Sets the state ('active', 'cancelled') on every donation of a gateway subscription.
	 *
	 * @param string $subscription Gateway subscription id.
	 * @param string $status       New state.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function set_subscription_status( string $subscription, string $status ): void {
		global $wpdb;
		if ( '' === $subscription ) {
			return;
		}
		$table = Schema::table( 'donations' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET subscription_status = %s WHERE gateway_subscription = %s", $status, $subscription ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The donation a gateway payment (e.g. a Stripe PaymentIntent) paid, or null.
	 *
	 * @param string $payment Gateway payment id.
	 * @return array<string, mixed>|null
	 */
	public function find_by_payment( string $payment ): ?array {
		global $wpdb;
		if ( '' === $payment ) {
			return null;
		}
		$table = Schema::table( 'donations' );
		$row   = Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE gateway_payment = %s ORDER BY id LIMIT 1', $table, $payment ) );
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * A donation already recorded for a gateway payment or invoice (either may be ''), or null.
	 * Read under the campaign's lock by DonationService::record(), so a payment enters the books
	 * once however many deliveries name it.
	 *
	 * @param string $payment Gateway payment id, or ''.
	 * @param string $invoice Gateway invoice id, or ''.
	 * @return array<string, mixed>|null
	 * @throws DatabaseError When the database refuses it.
	 */
	public function find_by_gateway_reference( string $payment, string $invoice ): ?array {
		global $wpdb;
		$table = Schema::table( 'donations' );
		foreach ( array( 'gateway_payment' => $payment, 'gateway_invoice' => $invoice ) as $column => $value ) {
			if ( '' === $value ) {
				continue;
			}
			$row = Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$column} = %s ORDER BY id LIMIT 1", $value ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names.
			if ( $row ) {
				return self::hydrate( $row );
			}
		}
		return null;
	}

	/**
	 * The first donation of a gateway subscription (the one the donor made on the form), or null.
	 *
	 * @param string $subscription Gateway subscription id.
	 * @return array<string, mixed>|null
	 */
	public function find_first_of_subscription( string $subscription ): ?array {
		global $wpdb;
		if ( '' === $subscription ) {
			return null;
		}
		$table = Schema::table( 'donations' );
		$row   = Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE gateway_subscription = %s ORDER BY id LIMIT 1', $table, $subscription ) );
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * Whether another completed donation in this scope came from the same e-mail (then the donor
	 * is not new to it). A locking read, so that it sees what concurrent completions committed.
	 *
	 * @param string $scope      'campaign', 'team' or 'fundraiser'.
	 * @param int    $entity_id  Id of the campaign, team or fundraiser.
	 * @param string $email      Donor e-mail (stored lower-case).
	 * @param int    $exclude_id The donation being completed (or taken away).
	 * @throws DatabaseError When the database refuses it (a null must never read as "no").
	 */
	public function donor_gave_before( string $scope, int $entity_id, string $email, int $exclude_id ): bool {
		global $wpdb;
		$table  = Schema::table( 'donations' );
		$column = self::column( $scope );
		$found  = Query::value(
			$wpdb->prepare(
				'SELECT id FROM %i WHERE %i = %d AND status = %s AND donor_email = %s AND id <> %d LIMIT 1 LOCK IN SHARE MODE',
				$table,
				$column,
				$entity_id,
				self::STATUS_COMPLETED,
				strtolower( $email ),
				$exclude_id
			)
		);
		return null !== $found;
	}

	/**
	 * Up to $limit donations given with an address (every status), oldest first, every column.
	 *
	 * @param string $email Lower-case address.
	 * @param int    $limit How many.
	 * @return array<int, array<string, mixed>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function of_email( string $email, int $limit ): array {
		global $wpdb;
		$table = Schema::table( 'donations' );
		return array_map( array( self::class, 'hydrate' ), Query::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE donor_email = %s ORDER BY id LIMIT %d", $email, $limit ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Removes the donor's name from some donations, marks them anonymous and puts a stand-in in
	 * place of the address (personal-data erasure); returns how many changed.
	 *
	 * @param int[]  $ids         Donation ids.
	 * @param string $replacement Stand-in address.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function anonymise( array $ids, string $replacement ): int {
		global $wpdb;
		if ( array() === $ids ) {
			return 0;
		}
		$table = Schema::table( 'donations' );
		$list  = implode( ',', array_map( 'intval', $ids ) );
		// The message goes too: words a person wrote are their personal data (decision 0074).
		$message = Schema::has( Schema::DONATION_MESSAGES ) ? ', message = NULL, message_hidden = 0' : '';
		// So does the dedication: the donor typed those names and that address (decision 0077).
		$message .= Schema::has( Schema::DEDICATIONS ) ? ", dedication_type = '', dedication_name = '', notify_name = '', notify_email = ''" : '';
		return Query::execute( $wpdb->prepare( "UPDATE {$table} SET donor_name = '', donor_email = %s, is_anonymous = 1{$message} WHERE id IN ({$list})", $replacement ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name, a fixed clause and integer ids.
	}

	/**
	 * Hides or shows the messages of some donations of a campaign (an administrator's moderation).
	 * Donations of other campaigns and donations without a message are left alone.
	 *
	 * @param int   $campaign_id Campaign id.
	 * @param int[] $ids         Donation ids.
	 * @param bool  $hidden      Hide (true) or show again (false).
	 * @return int How many donations changed.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function set_message_hidden( int $campaign_id, array $ids, bool $hidden ): int {
		global $wpdb;
		if ( array() === $ids ) {
			return 0;
		}
		$table = Schema::table( 'donations' );
		$list  = implode( ',', array_map( 'intval', $ids ) );
		// Hiding covers everything the donor wrote: the message and the dedication (decision 0077).
		$written = Schema::has( Schema::DEDICATIONS ) ? "(message <> '' OR dedication_name <> '')" : "message <> ''";
		return Query::execute( $wpdb->prepare( "UPDATE {$table} SET message_hidden = %d WHERE campaign_id = %d AND id IN ({$list}) AND {$written} AND message_hidden <> %d", $hidden ? 1 : 0, $campaign_id, $hidden ? 1 : 0 ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name, a fixed condition and integer ids.
	}

	/**
	 * The public message column of a read: '' while hidden, and '' before schema 1.9.3 has added it
	 * (a read during the upgrade keeps working, decision 0044).
	 *
	 * @param string $alias Table alias with its dot, e.g. 'd.'.
	 */
	public static function shown_message_column( string $alias ): string {
		if ( ! Schema::has( Schema::DONATION_MESSAGES ) ) {
			return "'' AS message";
		}
		return "CASE WHEN {$alias}message_hidden = 1 THEN '' ELSE COALESCE({$alias}message, '') END AS message";
	}

	/**
	 * The public dedication columns of a read (dedication_type, dedication_name): '' while the
	 * donor's words are hidden (decision 0077), and '' before schema 1.9.5 has added them. The
	 * address of the person told is never among them.
	 *
	 * @param string $alias Table alias with its dot, e.g. 'd.'.
	 */
	public static function shown_dedication_columns( string $alias ): string {
		if ( ! Schema::has( Schema::DEDICATIONS ) ) {
			return "'' AS dedication_type, '' AS dedication_name";
		}
		return "CASE WHEN {$alias}message_hidden = 1 THEN '' ELSE {$alias}dedication_type END AS dedication_type,
			CASE WHEN {$alias}message_hidden = 1 THEN '' ELSE {$alias}dedication_name END AS dedication_name";
	}

	/**
	 * Claims the one e-mail to the person a dedication names: true for the one caller that sets
	 * notified_at (a retried webhook, a second listener or another server gets false), so the
	 * e-mail is queued once however often the gift's completion is announced (decision 0078).
	 *
	 * @param int    $id  Donation id.
	 * @param string $now GMT datetime.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function claim_dedication_notice( int $id, string $now ): bool {
		global $wpdb;
		if ( ! Schema::has( Schema::DEDICATIONS ) ) {
			return false;
		}
		return 1 === Query::execute( $wpdb->prepare( "UPDATE %i SET notified_at = %s WHERE id = %d AND notified_at IS NULL AND notify_email <> '' AND status = %s", Schema::table( 'donations' ), $now, $id, self::STATUS_COMPLETED ) );
	}

	/**
	 * What sponsors' matches gave to a campaign, team or fundraiser (completed), so an average
	 * gift can leave them out. A match has no donor address: the range of the donor index with an
	 * empty address holds only matches and address-less gifts, a handful of rows.
	 *
	 * @param string $scope     'campaign', 'team' or 'fundraiser'.
	 * @param int    $entity_id Its id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function matched_total( string $scope, int $entity_id ): float {
		global $wpdb;
		$table  = Schema::table( 'donations' );
		$column = self::SCOPES[ $scope ];
		return round( (float) Query::value( $wpdb->prepare( "SELECT COALESCE(SUM(amount), 0) FROM {$table} WHERE {$column} = %d AND status = %s AND donor_email = '' AND kind = %s", $entity_id, self::STATUS_COMPLETED, self::KIND_MATCH ) ), 2 ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names from constants.
	}

	/**
	 * The completed matches of a gift.
	 *
	 * @param int $donation_id The matched gift.
	 * @return array<int, array<string, mixed>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function completed_matches_of( int $donation_id ): array {
		global $wpdb;
		$table = Schema::table( 'donations' );
		return array_map( array( self::class, 'hydrate' ), Query::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE matched_donation_id = %d AND kind = %s AND status = %s", $donation_id, self::KIND_MATCH, self::STATUS_COMPLETED ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Moves a donation from one status to another when it has the expected one; false when it
	 * did not (nothing changes then).
	 *
	 * @param int    $id   Donation id.
	 * @param string $from Expected status.
	 * @param string $to   New status.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function change_status( int $id, string $from, string $to ): bool {
		global $wpdb;
		$table = Schema::table( 'donations' );
		return 1 === Query::execute( $wpdb->prepare( "UPDATE {$table} SET status = %s WHERE id = %d AND status = %s", $to, $id, $from ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Credits a donation to a team and fundraiser (0: none).
	 *
	 * @param int $id            Donation id.
	 * @param int $team_id       Team id, or 0.
	 * @param int $fundraiser_id Fundraiser id, or 0.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function credit( int $id, int $team_id, int $fundraiser_id ): void {
		global $wpdb;
		$table = Schema::table( 'donations' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET team_id = %d, fundraiser_id = %d WHERE id = %d", $team_id, $fundraiser_id, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		( new SortKeyRepository() )->donation( $id );
	}

	/**
	 * Sets the team of every donation of a fundraiser (it moved to that team; 0: none).
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $team_id       Team id, or 0.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function follow_fundraiser( int $fundraiser_id, int $team_id ): void {
		global $wpdb;
		$table = Schema::table( 'donations' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET team_id = %d WHERE fundraiser_id = %d", $team_id, $fundraiser_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		// A fundraiser without a name is shown under its team: the target may change.
		( new SortKeyRepository() )->fundraiser_donations( $fundraiser_id );
	}

	/**
	 * Takes every donation away from a team or fundraiser that is being deleted (their other
	 * credits stay).
	 *
	 * @param string $scope     'team' or 'fundraiser'.
	 * @param int    $entity_id Its id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function detach( string $scope, int $entity_id ): void {
		global $wpdb;
		$table  = Schema::table( 'donations' );
		$column = self::column( $scope );
		// The target sort key (decision 0039) in the same statement, from the credit that stays.
		$stays  = 'team' === $scope ? 'fundraiser' : 'team';
		$other  = Schema::table( $stays . 's' );
		$credit = self::column( $stays );
		Query::execute( $wpdb->prepare( "UPDATE {$table} d LEFT JOIN {$other} o ON o.id = d.{$credit} SET d.{$column} = 0, d.target_name = COALESCE(NULLIF(o.name, ''), '') WHERE d.{$column} = %d", $entity_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from constants.
	}

	/**
	 * A campaign's donations (every status) with the credited team's and fundraiser's names, for
	 * the admin list.
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param array<string, mixed> $query       search, status, orderby, order, page, per_page.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function admin_page( int $campaign_id, array $query ): array {
		global $wpdb;
		$donations = Schema::table( 'donations' );
		$where     = $wpdb->prepare( 'd.campaign_id = %d', $campaign_id ) . self::admin_filters( $query );
		$count     = self::admin_stored_count( $campaign_id, $query ) ?? "SELECT COUNT(*) FROM {$donations} d WHERE {$where}";
		return AdminPage::fetch( $count, self::admin_select() . " WHERE {$where}", self::ADMIN_SORTS, 'd.id', $query, array( self::class, 'hydrate' ), $campaign_id );
	}

	/**
	 * The count of the admin list without a search, all or only completed, from the campaign's stored
	 * day counts (DonationDayRepository: every completed donation of the campaign, kept in the
	 * transaction of each change) plus a count of the others only: a million completed donations are
	 * a few hundred day rows, not a million index entries (200 ms on every request of a site without
	 * a persistent object cache). One statement, so both parts come from one read view. Null when
	 * the plain count is as cheap (another status, a search) or the day counts are not built yet.
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param array<string, mixed> $query       The list's search and status filter.
	 */
	private static function admin_stored_count( int $campaign_id, array $query ): ?string {
		global $wpdb;
		$status = (string) ( $query['status'] ?? '' );
		if ( '' !== (string) ( $query['search'] ?? '' ) || ! in_array( $status, array( '', self::STATUS_COMPLETED ), true ) || ! Schema::has( Schema::DONATION_DAYS ) ) {
			return null;
		}
		$completed = $wpdb->prepare( 'SELECT COALESCE(SUM(listed), 0) FROM %i WHERE campaign_id = %d', Schema::table( 'donation_days' ), $campaign_id );
		if ( self::STATUS_COMPLETED === $status ) {
			return $completed;
		}
		// The others through the (campaign_id, status, id) index: two ranges around 'completed'.
		return "SELECT ({$completed}) + (" . $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE campaign_id = %d AND status <> %s', Schema::table( 'donations' ), $campaign_id, self::STATUS_COMPLETED ) . ')';
	}

	/**
	 * The next $limit donations of a campaign after id $after, as the admin list shows them (CSV export).
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param int                  $after       Last id of the previous batch (0 to start).
	 * @param int                  $limit       Batch size.
	 * @param array<string, mixed> $query       The list's search and status filter (empty: all).
	 * @return array<int, array<string, mixed>>
	 */
	public function export_batch( int $campaign_id, int $after, int $limit, array $query = array() ): array {
		global $wpdb;
		return AdminPage::after( self::admin_select() . $wpdb->prepare( ' WHERE d.campaign_id = %d', $campaign_id ) . ( array() === $query ? '' : self::admin_filters( $query ) ), 'd.id', $after, $limit, array( self::class, 'hydrate' ) );
	}

	/**
	 * The columns export_select() writes, in order. The export uses export_lines() only while its
	 * header is exactly this list: a column added to the export and not here keeps the row-by-row
	 * path (slower, never a line short).
	 */
	public const EXPORT_COLUMNS = array( 'id', 'date', 'donor_name', 'donor_email', 'anonymous', 'amount', 'status', 'mode', 'team', 'fundraiser', 'completed_at', 'kind', 'wants_updates', 'message', 'message_hidden', 'dedication', 'dedication_notified' );

	/** The cells of export_select() that hold text (the others are numbers, dates and yes/no). */
	private const EXPORT_TEXT_CELLS = array( 2, 3, 6, 7, 8, 9, 11, 13, 15 );

	/** Where export_select() puts the dedication's type; its name follows, then whether it was sent. */
	private const EXPORT_DEDICATION = 15;

	/**
	 * Whether export_lines() can write this site's export: a MySQL/MariaDB connection through
	 * mysqli (another database driver, e.g. a drop-in, gets export_batch()), the message columns
	 * stored, and PHP printing amounts as the database writes them.
	 */
	public static function exports_lines(): bool {
		global $wpdb;
		return $wpdb->dbh instanceof \mysqli && Schema::has( Schema::DEDICATIONS ) && Schema::has( Schema::DONATION_MESSAGES ) && CsvSql::prints_money_alike();
	}

	/**
	 * A campaign's donations as the export's CSV lines, oldest first, the same bytes as each row
	 * hydrated, serialised and written by Csv::line() (decision 0088): the database formats the
	 * numbers, dates and flags, PHP neutralises the text cells as Csv::cell() does. One unbuffered
	 * query streams the rows as PHP takes them (nothing is held but the chunk being filled); the
	 * connection runs no other statement until the generator ends, so the caller only writes.
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param array<string, mixed> $query       The list's search and status filter.
	 * @param int[]|null           $ids         Only these ids (null: all).
	 * @param int                  $chunk       Lines per chunk handed on.
	 * @return \Generator<int, string> Chunks of lines, each line ending in CRLF.
	 * @throws DatabaseError When the database refuses the query or the read stops.
	 */
	public function export_lines( int $campaign_id, array $query, ?array $ids, int $chunk ): \Generator {
		global $wpdb;
		$conditions = self::admin_filters( $query );
		if ( null !== $ids ) {
			$conditions .= array() === $ids ? ' AND 0 = 1' : ' AND d.id IN (' . implode( ',', array_map( 'intval', $ids ) ) . ')';
		}
		// As $wpdb->query() would send it: prepare() hides a LIKE pattern's % behind a placeholder.
		$sql  = self::export_select() . $wpdb->remove_placeholder_escape( $wpdb->prepare( ' WHERE d.campaign_id = %d', $campaign_id ) . $conditions ) . ' ORDER BY d.id';
		$type = self::EXPORT_DEDICATION;
		$name = self::EXPORT_DEDICATION + 1;
		yield from StreamedExport::lines(
			$sql,
			static function ( array $row ) use ( $type, $name ): string {
				// The dedication's words ("In honour of …", translated) in the type's cell; the name's
				// cell goes (implode() keeps the order of the keys left).
				$row[ $type ] = '' === $row[ $name ] ? '' : Dedication::label( $row[ $type ], $row[ $name ] );
				unset( $row[ $name ] );
				return implode( ',', StreamedExport::neutralise( $row, self::EXPORT_TEXT_CELLS ) ) . "\r\n";
			},
			$chunk
		);
	}

	/**
	 * SELECT of the donations export's cells, in its column order: the credited team and
	 * fundraiser joined, numbers, dates and flags already as AdminSerializer::donation() and the
	 * export write them (CsvSql), the texts as stored (never NULL), neutralised by export_lines().
	 */
	private static function export_select(): string {
		$cells = array(
			'd.id',
			CsvSql::date( 'd.created_at' ),
			'd.donor_name',
			'd.donor_email',
			CsvSql::yes_no( 'd.is_anonymous' ),
			CsvSql::money( 'd.amount' ),
			'd.status',
			'd.mode',
			"COALESCE(t.name, '')",
			"COALESCE(f.name, '')",
			CsvSql::date( 'd.completed_at' ),
			// A donor's gift is a "donation" (ExportController::kind()), compared as PHP compares.
			"IF(CAST(d.kind AS BINARY) = 'gift', 'donation', d.kind)",
			CsvSql::yes_no( 'd.updates_opt_in' ),
			"COALESCE(d.message, '')",
			CsvSql::yes_no( 'd.message_hidden' ),
			'd.dedication_type',
			'd.dedication_name',
			"IF(d.notified_at IS NULL, 'no', 'yes')",
		);
		$donations   = Schema::table( 'donations' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		return 'SELECT ' . implode( ', ', $cells ) . " FROM {$donations} d LEFT JOIN {$teams} t ON t.id = d.team_id LEFT JOIN {$fundraisers} f ON f.id = d.fundraiser_id";
	}

	/**
	 * One donation as the admin list shows it, or null.
	 *
	 * @param int $id Donation id.
	 * @return array<string, mixed>|null
	 */
	public function admin_find( int $id ): ?array {
		global $wpdb;
		$row = Query::row( $wpdb->prepare( self::admin_select() . ' WHERE d.id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table names only.
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * " AND …" conditions of the admin list's search (through the full-text index, decision 0040)
	 * and status filter.
	 *
	 * @param array<string, mixed> $query The list query.
	 */
	private static function admin_filters( array $query ): string {
		return DonorSearch::condition( (string) ( $query['search'] ?? '' ) ) . AdminPage::filters( array( 'search' => '' ) + $query, array(), 'd.status' );
	}

	/**
	 * SELECT … FROM donations d with the credited team's and fundraiser's names (the target's is
	 * the stored sort key, d.target_name).
	 */
	private static function admin_select(): string {
		$donations   = Schema::table( 'donations' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		return "SELECT d.*, COALESCE(t.name, '') AS team_name, COALESCE(f.name, '') AS fundraiser_name
			FROM {$donations} d LEFT JOIN {$teams} t ON t.id = d.team_id LEFT JOIN {$fundraisers} f ON f.id = d.fundraiser_id";
	}

	/**
	 * One page of completed donations in a scope, newest first, with the credited team's and
	 * fundraiser's names and statuses (team_name, fundraiser_name, team_status, fundraiser_status). donor_name is '' for anonymous donations.
	 *
	 * @param string $scope     'campaign', 'team' or 'fundraiser'.
	 * @param int    $entity_id Id of the campaign, team or fundraiser.
	 * @param int    $page      1-based page.
	 * @param int    $per_page  Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function recent( string $scope, int $entity_id, int $page, int $per_page ): array {
		global $wpdb;
		$donations   = Schema::table( 'donations' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		$column      = self::column( $scope );

		$entities    = array(
			'campaign'   => 'campaigns',
			'team'       => 'teams',
			'fundraiser' => 'fundraisers',
		);
		$owner       = Schema::table( $entities[ $scope ] );

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table and column names from constants, ids cast.
		// The count is the entity's stored donations_count (decision 0008): the same completed
		// donations, kept exact with every change, instead of counting them on every request; a
		// sponsor's matches are listed too but are no donation, so they are counted apart (a range
		// of the donor index: a match has no address).
		$total  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT donations_count FROM {$owner} WHERE id = %d", $entity_id ) );
		$total += (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$donations} WHERE {$column} = %d AND status = %s AND donor_email = '' AND kind = %s", $entity_id, self::STATUS_COMPLETED, self::KIND_MATCH ) );
		// The page's ids first, from the (scope, status, created_at) index alone, then those rows.
		$offset = ( $page - 1 ) * $per_page;
		$range  = '';
		$beyond = 0 === $total;
		if ( ! $beyond && 'campaign' === $scope && $offset >= $this->deep_offset && Schema::has( Schema::DONATION_DAYS ) ) {
			// A deep page of a campaign (decision 0043): the stored day counts say which day holds
			// the page's first row, so the index is entered at that day's end and only the rows
			// of that day (and older) before the page are skipped, not every newer one. (While the
			// upgrade that builds the counts runs, the page skips every row as before.)
			$start = ( new DonationDayRepository() )->locate( $entity_id, $offset );
			if ( null === $start ) {
				$beyond = true;
			} else {
				$range  = $wpdb->prepare( ' AND created_at < %s', $start['before'] );
				$offset = $start['offset'];
			}
		}
		$ids = $beyond ? array() : array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					"SELECT id FROM {$donations} WHERE {$column} = %d AND status = %s{$range} ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d",
					$entity_id,
					self::STATUS_COMPLETED,
					$per_page,
					$offset
				)
			)
		);
		$rows = array() === $ids ? array() : $wpdb->get_results(
			"SELECT d.id, d.campaign_id, d.team_id, d.fundraiser_id, d.is_anonymous, d.amount, d.status, d.created_at, d.kind,
				CASE WHEN d.is_anonymous = 1 THEN '' ELSE d.donor_name END AS donor_name, " . self::shown_message_column( 'd.' ) . ', ' . self::shown_dedication_columns( 'd.' ) . ",
				COALESCE(t.name, '') AS team_name, COALESCE(f.name, '') AS fundraiser_name,
				COALESCE(t.status, '') AS team_status, COALESCE(f.status, '') AS fundraiser_status
			FROM {$donations} d
			LEFT JOIN {$teams} t ON t.id = d.team_id
			LEFT JOIN {$fundraisers} f ON f.id = d.fundraiser_id
			WHERE d.id IN (" . implode( ',', $ids ) . ')
			ORDER BY d.created_at DESC, d.id DESC',
			ARRAY_A
		);
		// phpcs:enable

		return array(
			'rows'  => array_map( array( self::class, 'hydrate' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * Column that holds a scope's entity id.
	 *
	 * @param string $scope 'campaign', 'team' or 'fundraiser'.
	 * @throws \InvalidArgumentException For any other scope.
	 */
	private static function column( string $scope ): string {
		if ( ! isset( self::SCOPES[ $scope ] ) ) {
			throw new \InvalidArgumentException( 'Unknown donation scope.' );
		}
		return self::SCOPES[ $scope ];
	}

	/**
	 * Casts a database row to typed values.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'team_id', 'fundraiser_id', 'is_anonymous', 'matched_donation_id', 'match_id', 'message_hidden' ) as $key ) {
			if ( isset( $row[ $key ] ) ) {
				$row[ $key ] = (int) $row[ $key ];
			}
		}
		foreach ( array( 'amount', 'fee_amount' ) as $key ) {
			if ( isset( $row[ $key ] ) ) {
				$row[ $key ] = (float) $row[ $key ];
			}
		}
		return $row;
	}
}
