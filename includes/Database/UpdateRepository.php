<?php
/**
 * Updates fundraisers and captains post on their pages.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_updates: one row per update, on a fundraiser's page (author_type 'fundraiser') or a
 * team's (author_type 'team', posted by its captain). Administrators hide one by setting its
 * status to 'hidden'; the public reads list only 'visible' ones.
 */
final class UpdateRepository {

	public const STATUS_VISIBLE = 'visible';
	public const STATUS_HIDDEN  = 'hidden';

	public const TYPES = array( 'fundraiser', 'team' );

	/**
	 * Update by id, or null.
	 *
	 * @param int $id Update id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'updates' );
		$row   = Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * Stores an update and returns its id.
	 *
	 * @param array<string, mixed> $fields campaign_id, author_type, entity_id, user_id, body, image_id, image_url.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function insert( array $fields ): int {
		$now = current_time( 'mysql', true );
		return Query::insert(
			Schema::table( 'updates' ),
			array(
				'campaign_id' => (int) $fields['campaign_id'],
				'author_type' => (string) $fields['author_type'],
				'entity_id'   => (int) $fields['entity_id'],
				'user_id'     => (int) $fields['user_id'],
				'body'        => (string) $fields['body'],
				'image_id'    => (int) ( $fields['image_id'] ?? 0 ),
				'image_url'   => (string) ( $fields['image_url'] ?? '' ),
				'status'      => self::STATUS_VISIBLE,
				'created_at'  => $now,
				'updated_at'  => $now,
			),
			array( '%d', '%s', '%d', '%d', '%s', '%d', '%s', '%s', '%s', '%s' )
		);
	}

	/**
	 * Changes body, image or status.
	 *
	 * @param int                  $id     Update id.
	 * @param array<string, mixed> $fields body, image_id, image_url, status.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function update( int $id, array $fields ): void {
		Query::update_row( 'updates', $id, $fields + array( 'updated_at' => current_time( 'mysql', true ) ), array( 'body', 'image_id', 'image_url', 'status', 'updated_at' ) );
	}

	/**
	 * Deletes an update.
	 *
	 * @param int $id Update id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete( int $id ): void {
		Query::delete_row( 'updates', $id );
	}

	/**
	 * One page of an entity's updates, newest first.
	 *
	 * @param string $type         'fundraiser' or 'team'.
	 * @param int    $entity_id    Its id.
	 * @param bool   $with_hidden  Whether hidden ones are listed too (their author, administrators).
	 * @param int    $page         1-based page.
	 * @param int    $per_page     Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function page( string $type, int $entity_id, bool $with_hidden, int $page, int $per_page ): array {
		global $wpdb;
		$table  = Schema::table( 'updates' );
		$status = $with_hidden ? '' : $wpdb->prepare( ' AND status = %s', self::STATUS_VISIBLE );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and a prepared condition.
		$where = $wpdb->prepare( 'author_type = %s AND entity_id = %d', $type, $entity_id ) . $status;
		$total = (int) Query::value( "SELECT COUNT(*) FROM {$table} WHERE {$where}" );
		$rows  = 0 === $total ? array() : Query::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d", $per_page, ( $page - 1 ) * $per_page ) );
		// phpcs:enable
		return array(
			'rows'  => array_map( array( self::class, 'hydrate' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * A campaign's updates with the author's page name, newest (or oldest) first (admin).
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $search      Part of the text or of the page's name; '' for all.
	 * @param string $status      'visible', 'hidden' or '' for both.
	 * @param string $order       'desc' or 'asc'.
	 * @param int    $page        1-based page.
	 * @param int    $per_page    Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function admin_page( int $campaign_id, string $search, string $status, string $order, int $page, int $per_page ): array {
		global $wpdb;
		$updates     = Schema::table( 'updates' );
		$fundraisers = Schema::table( 'fundraisers' );
		$teams       = Schema::table( 'teams' );
		$name        = "COALESCE(CASE WHEN u.author_type = 'team' THEN t.name ELSE f.name END, '')";
		$where       = $wpdb->prepare( 'u.campaign_id = %d', $campaign_id );
		if ( '' !== $status ) {
			$where .= $wpdb->prepare( ' AND u.status = %s', $status );
		}
		if ( '' !== $search ) {
			$like   = '%' . $wpdb->esc_like( $search ) . '%';
			$where .= $wpdb->prepare( " AND ( u.body LIKE %s OR {$name} LIKE %s )", $like, $like ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- fixed expression.
		}
		$direction = 'asc' === $order ? 'ASC' : 'DESC';
		$from      = "FROM {$updates} u
			LEFT JOIN {$fundraisers} f ON u.author_type = 'fundraiser' AND f.id = u.entity_id
			LEFT JOIN {$teams} t ON u.author_type = 'team' AND t.id = u.entity_id
			WHERE {$where}";
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and prepared conditions.
		$total = (int) Query::value( "SELECT COUNT(*) {$from}" );
		$rows  = 0 === $total ? array() : Query::rows( $wpdb->prepare( "SELECT u.*, {$name} AS entity_name {$from} ORDER BY u.created_at {$direction}, u.id {$direction} LIMIT %d OFFSET %d", $per_page, ( $page - 1 ) * $per_page ) );
		// phpcs:enable
		return array(
			'rows'  => array_map( array( self::class, 'hydrate' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * The donations whose donors gave their consent to an entity's updates: a fundraiser's own
	 * donations, or a team's gifts to the team itself. A gift to a member is consent to that member
	 * only ("Send me updates from <member>"): it carries the team's id too, and moves with the
	 * member into a team, but never makes its donor a subscriber of the team or its captain.
	 *
	 * @param string $type 'fundraiser' or 'team'.
	 */
	public static function consent_condition( string $type ): string {
		return 'team' === $type ? 'team_id = %d AND fundraiser_id = 0' : 'fundraiser_id = %d';
	}

	/**
	 * Ids of the completed donations to an entity whose donors asked for updates (consent_condition()):
	 * the newest per e-mail address, so each donor gets one e-mail.
	 *
	 * @param string $type      'fundraiser' or 'team'.
	 * @param int    $entity_id Its id.
	 * @param int    $limit     At most this many.
	 * @return int[]
	 */
	public function subscriber_donation_ids( string $type, int $entity_id, int $limit ): array {
		global $wpdb;
		$table   = Schema::table( 'donations' );
		$consent = self::consent_condition( $type );
		return array_map(
			'intval',
			Query::column(
				$wpdb->prepare(
					"SELECT MAX(id) FROM {$table} WHERE {$consent} AND status = %s AND updates_opt_in = 1 AND donor_email <> '' GROUP BY donor_email ORDER BY MAX(id) LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names.
					$entity_id,
					DonationRepository::STATUS_COMPLETED,
					$limit
				)
			)
		);
	}

	/**
	 * Stops updates for a donor address from one entity (the unsubscribe link).
	 *
	 * @param string $type      'fundraiser' or 'team'.
	 * @param int    $entity_id Its id.
	 * @param string $email     Donor e-mail.
	 */
	public function unsubscribe_donor( string $type, int $entity_id, string $email ): void {
		global $wpdb;
		$table   = Schema::table( 'donations' );
		$consent = self::consent_condition( $type );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET updates_opt_in = 0 WHERE {$consent} AND donor_email = %s", $entity_id, $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and a fixed condition.
	}

	/**
	 * Typed row.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'entity_id', 'user_id', 'image_id' ) as $key ) {
			if ( isset( $row[ $key ] ) ) {
				$row[ $key ] = (int) $row[ $key ];
			}
		}
		return $row;
	}
}
