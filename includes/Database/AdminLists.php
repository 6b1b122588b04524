<?php
/**
 * Paged, sorted, searchable lists for the administration area.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Unlike the public leaderboards, these lists show every status and every column an
 * administrator needs (e-mails included). Sorting is on the server: a sort key is looked up in a
 * fixed map of columns, so nothing from the request reaches the SQL unprepared.
 */
final class AdminLists {

	public const CAMPAIGN_SORTS = array(
		'id'          => 'c.id',
		'title'       => 'c.title',
		'status'      => 'c.status',
		'goal'        => 'c.goal',
		'raised'      => 'c.raised_amount',
		'teams'       => 'teams_count',
		'fundraisers' => 'fundraisers_count',
		'created'     => 'c.created_at',
	);

	public const TEAM_SORTS = array(
		'id'      => 't.id',
		'name'    => 't.name',
		'status'  => 't.status',
		'access'  => 't.access',
		'captain' => 'captain_name',
		'goal'    => 't.goal',
		'raised'  => 't.raised_amount',
		'members' => 't.members_count',
		'created' => 't.created_at',
	);

	public const FUNDRAISER_SORTS = array(
		'id'      => 'f.id',
		'name'    => 'f.name',
		'team'    => 'team_name',
		'status'  => 'f.status',
		'goal'    => 'f.goal',
		'raised'  => 'f.raised_amount',
		'created' => 'f.created_at',
	);

	public const DONATION_SORTS = array(
		'id'      => 'd.id',
		'donor'   => 'd.donor_name',
		'amount'  => 'd.amount',
		'status'  => 'd.status',
		'target'  => 'target_name',
		'created' => 'd.created_at',
	);

	/**
	 * Campaigns with their team and fundraiser counts (every status).
	 *
	 * @param array{search: string, orderby: string, order: string, page: int, per_page: int} $query Query.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function campaigns( array $query ): array {
		global $wpdb;
		$campaigns   = Schema::table( 'campaigns' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		$where       = '1=1';
		if ( '' !== $query['search'] ) {
			$where .= $wpdb->prepare( ' AND c.title LIKE %s', '%' . $wpdb->esc_like( $query['search'] ) . '%' );
		}
		$select = "SELECT c.*,
			(SELECT COUNT(*) FROM {$teams} t WHERE t.campaign_id = c.id) AS teams_count,
			(SELECT COUNT(*) FROM {$fundraisers} f WHERE f.campaign_id = c.id) AS fundraisers_count
			FROM {$campaigns} c WHERE {$where}";
		return $this->page( "SELECT COUNT(*) FROM {$campaigns} c WHERE {$where}", $select, self::CAMPAIGN_SORTS, 'c.id', $query, array( CampaignRepository::class, 'hydrate' ), array( 'teams_count', 'fundraisers_count' ) );
	}

	/**
	 * A campaign's teams (every status) with the captain's name and e-mail.
	 *
	 * @param int                                                                                          $campaign_id Campaign id.
	 * @param array{search: string, status: string, orderby: string, order: string, page: int, per_page: int} $query Query.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function teams( int $campaign_id, array $query ): array {
		global $wpdb;
		$teams = Schema::table( 'teams' );
		$where = $wpdb->prepare( 't.campaign_id = %d', $campaign_id );
		if ( '' !== $query['search'] ) {
			$where .= $wpdb->prepare( ' AND t.name LIKE %s', '%' . $wpdb->esc_like( $query['search'] ) . '%' );
		}
		if ( '' !== $query['status'] ) {
			$where .= $wpdb->prepare( ' AND t.status = %s', $query['status'] );
		}
		$select = "SELECT t.*, COALESCE(u.display_name, '') AS captain_name, COALESCE(u.user_email, '') AS captain_email
			FROM {$teams} t LEFT JOIN {$wpdb->users} u ON u.ID = t.captain_user_id WHERE {$where}";
		return $this->page( "SELECT COUNT(*) FROM {$teams} t WHERE {$where}", $select, self::TEAM_SORTS, 't.id', $query, array( TeamRepository::class, 'hydrate' ) );
	}

	/**
	 * A campaign's fundraisers (every status) with their team's name and the user's e-mail.
	 *
	 * @param int                                                                                          $campaign_id Campaign id.
	 * @param array{search: string, status: string, orderby: string, order: string, page: int, per_page: int} $query Query.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function fundraisers( int $campaign_id, array $query ): array {
		global $wpdb;
		$fundraisers = Schema::table( 'fundraisers' );
		$teams       = Schema::table( 'teams' );
		$where       = $wpdb->prepare( 'f.campaign_id = %d', $campaign_id );
		if ( '' !== $query['search'] ) {
			$like   = '%' . $wpdb->esc_like( $query['search'] ) . '%';
			$where .= $wpdb->prepare( ' AND (f.name LIKE %s OR u.user_email LIKE %s)', $like, $like );
		}
		if ( '' !== $query['status'] ) {
			$where .= $wpdb->prepare( ' AND f.status = %s', $query['status'] );
		}
		$from   = "FROM {$fundraisers} f LEFT JOIN {$teams} t ON t.id = f.team_id LEFT JOIN {$wpdb->users} u ON u.ID = f.user_id WHERE {$where}";
		$select = "SELECT f.*, COALESCE(t.name, '') AS team_name, COALESCE(u.user_email, '') AS user_email {$from}";
		return $this->page( "SELECT COUNT(*) {$from}", $select, self::FUNDRAISER_SORTS, 'f.id', $query, array( FundraiserRepository::class, 'hydrate' ) );
	}

	/**
	 * A campaign's donations (every status) with the credited team's and fundraiser's names.
	 *
	 * @param int                                                                                          $campaign_id Campaign id.
	 * @param array{search: string, status: string, orderby: string, order: string, page: int, per_page: int} $query Query.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function donations( int $campaign_id, array $query ): array {
		global $wpdb;
		$donations   = Schema::table( 'donations' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		$where       = $wpdb->prepare( 'd.campaign_id = %d', $campaign_id );
		if ( '' !== $query['search'] ) {
			$like   = '%' . $wpdb->esc_like( $query['search'] ) . '%';
			$where .= $wpdb->prepare( ' AND (d.donor_name LIKE %s OR d.donor_email LIKE %s)', $like, $like );
		}
		if ( '' !== $query['status'] ) {
			$where .= $wpdb->prepare( ' AND d.status = %s', $query['status'] );
		}
		$select = "SELECT d.*, COALESCE(t.name, '') AS team_name, COALESCE(f.name, '') AS fundraiser_name,
			COALESCE(NULLIF(f.name, ''), NULLIF(t.name, ''), '') AS target_name
			FROM {$donations} d LEFT JOIN {$teams} t ON t.id = d.team_id LEFT JOIN {$fundraisers} f ON f.id = d.fundraiser_id
			WHERE {$where}";
		return $this->page( "SELECT COUNT(*) FROM {$donations} d WHERE {$where}", $select, self::DONATION_SORTS, 'd.id', $query, array( DonationRepository::class, 'hydrate' ) );
	}

	/**
	 * Runs a count and a sorted page.
	 *
	 * @param string                $count_sql  COUNT(*) query (already prepared).
	 * @param string                $select_sql SELECT without ORDER/LIMIT (already prepared).
	 * @param array<string, string> $sorts      Sort key => column.
	 * @param string                $tiebreak   Column that makes the order total.
	 * @param array<string, mixed>  $query      orderby, order, page, per_page.
	 * @param callable              $hydrate    Row caster.
	 * @param string[]              $int_keys   Extra integer columns.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	private function page( string $count_sql, string $select_sql, array $sorts, string $tiebreak, array $query, callable $hydrate, array $int_keys = array() ): array {
		global $wpdb;
		$column    = $sorts[ $query['orderby'] ] ?? $tiebreak;
		$direction = 'asc' === strtolower( (string) $query['order'] ) ? 'ASC' : 'DESC';
		$per_page  = (int) $query['per_page'];
		$limit     = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, ( (int) $query['page'] - 1 ) * $per_page );
		// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared -- built from prepare() and a fixed column map.
		$total = (int) $wpdb->get_var( $count_sql );
		$rows  = 0 === $total ? array() : $wpdb->get_results( "{$select_sql} ORDER BY {$column} {$direction}, {$tiebreak} {$direction} {$limit}", ARRAY_A );
		// phpcs:enable
		return array(
			'rows'  => array_map(
				static function ( array $row ) use ( $hydrate, $int_keys ): array {
					$row = $hydrate( $row );
					foreach ( $int_keys as $key ) {
						$row[ $key ] = (int) $row[ $key ];
					}
					return $row;
				},
				$rows
			),
			'total' => $total,
		);
	}
}
