<?php
/**
 * Activity entries and the stored activity totals.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_activity_entries (one row per logged entry, amounts in thousandths of the campaign's
 * unit) and the activity_total columns of campaigns, teams and fundraisers, which are changed in
 * steps like the money totals (decision 0093). The callers (Activity\ActivityService) hold the
 * campaign's row lock, so steps of one campaign never interleave and the totals stay exact.
 */
final class ActivityRepository {

	public const SOURCE_MANUAL = 'manual';
	public const SOURCE_GPX    = 'gpx';

	/** The entries a fundraiser's dashboard lists, newest first. */
	public const LIST_LIMIT = 100;

	/** @var int From which offset the whole fundraiser list seeks through the band counts. */
	private $deep_offset;

	/**
	 * @param int $deep_offset From which offset the whole activity leaderboard seeks through the
	 *                         band counts (decision 0115: the money leaderboard's threshold; tests lower it).
	 */
	public function __construct( int $deep_offset = FundraiserRepository::DEEP_OFFSET ) {
		$this->deep_offset = max( 0, $deep_offset );
	}

	/**
	 * Inserts an entry and returns its id.
	 *
	 * @param array{campaign_id: int, fundraiser_id: int, entry_date: string, amount: int, note: string, source: string} $entry Entry.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function insert( array $entry ): int {
		return Query::insert(
			Schema::table( 'activity_entries' ),
			array(
				'campaign_id'   => (int) $entry['campaign_id'],
				'fundraiser_id' => (int) $entry['fundraiser_id'],
				'entry_date'    => (string) $entry['entry_date'],
				'amount'        => (int) $entry['amount'],
				'note'          => (string) $entry['note'],
				'source'        => (string) $entry['source'],
				'created_at'    => current_time( 'mysql', true ),
			),
			array( '%d', '%d', '%s', '%d', '%s', '%s', '%s' )
		);
	}

	/**
	 * An entry, or null; read FOR UPDATE with $lock (inside the caller's transaction).
	 *
	 * @param int  $id   Entry id.
	 * @param bool $lock Whether to lock the row.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id, bool $lock = false ): ?array {
		global $wpdb;
		$row = Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( 'activity_entries' ), $id ) . ( $lock ? ' FOR UPDATE' : '' ) );
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * A fundraiser's latest entries, newest day first.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $limit         At most.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_fundraiser( int $fundraiser_id, int $limit = self::LIST_LIMIT ): array {
		global $wpdb;
		$rows = Query::rows( $wpdb->prepare( 'SELECT * FROM %i WHERE fundraiser_id = %d ORDER BY entry_date DESC, id DESC LIMIT %d', Schema::table( 'activity_entries' ), $fundraiser_id, $limit ) );
		return array_map( array( self::class, 'hydrate' ), $rows );
	}

	/**
	 * Every entry of the fundraisers of a user (the privacy exporter).
	 *
	 * @param int $user_id User id.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_user( int $user_id ): array {
		global $wpdb;
		$rows = Query::rows( $wpdb->prepare( 'SELECT a.*, c.title AS campaign_title, c.activity_unit, c.activity_label FROM %i a INNER JOIN %i f ON f.id = a.fundraiser_id INNER JOIN %i c ON c.id = a.campaign_id WHERE f.user_id = %d ORDER BY a.id', Schema::table( 'activity_entries' ), Schema::table( 'fundraisers' ), Schema::table( 'campaigns' ), $user_id ) );
		return array_map( array( self::class, 'hydrate' ), $rows );
	}

	/**
	 * The fundraiser pages of a user that hold entries (the privacy eraser).
	 *
	 * @param int $user_id User id.
	 * @return array<int, array{id: int, campaign_id: int}>
	 */
	public function fundraisers_with_entries( int $user_id ): array {
		global $wpdb;
		$rows = Query::rows( $wpdb->prepare( 'SELECT DISTINCT f.id, f.campaign_id FROM %i f INNER JOIN %i a ON a.fundraiser_id = f.id WHERE f.user_id = %d ORDER BY f.id', Schema::table( 'fundraisers' ), Schema::table( 'activity_entries' ), $user_id ) );
		return array_map(
			static function ( array $row ): array {
				return array(
					'id'          => (int) $row['id'],
					'campaign_id' => (int) $row['campaign_id'],
				);
			},
			$rows
		);
	}

	/**
	 * Deletes an entry.
	 *
	 * @param int $id Entry id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete( int $id ): void {
		Query::delete_row( 'activity_entries', $id );
	}

	/**
	 * Deletes every entry of a fundraiser; returns their sum in thousandths.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete_for_fundraiser( int $fundraiser_id ): int {
		global $wpdb;
		$table = Schema::table( 'activity_entries' );
		$sum   = (int) Query::value( $wpdb->prepare( 'SELECT COALESCE(SUM(amount), 0) FROM %i WHERE fundraiser_id = %d', $table, $fundraiser_id ) );
		Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE fundraiser_id = %d', $table, $fundraiser_id ) );
		return $sum;
	}

	/**
	 * Adds $delta thousandths (negative to take away) to a campaign's, a team's (0: none) and a
	 * fundraiser's stored totals.
	 *
	 * @param int $campaign_id   Campaign id.
	 * @param int $team_id       Team id, or 0.
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $delta         Thousandths.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function adjust( int $campaign_id, int $team_id, int $fundraiser_id, int $delta ): void {
		$this->adjust_one( 'campaigns', $campaign_id, $delta );
		$this->adjust_one( 'teams', $team_id, $delta );
		$this->adjust_one( 'fundraisers', $fundraiser_id, $delta );
	}

	/**
	 * Moves a fundraiser's stored activity from one team to another (either 0: none).
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $from_team     Old team.
	 * @param int $to_team       New team.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function move_fundraiser( int $fundraiser_id, int $from_team, int $to_team ): void {
		global $wpdb;
		if ( $from_team === $to_team ) {
			return;
		}
		$total = (int) Query::value( $wpdb->prepare( 'SELECT activity_total FROM %i WHERE id = %d', Schema::table( 'fundraisers' ), $fundraiser_id ) );
		$this->adjust_one( 'teams', $from_team, -$total );
		$this->adjust_one( 'teams', $to_team, $total );
	}

	/**
	 * Recounts the stored totals of a campaign, its teams and fundraisers from its entries (the
	 * repair tool and the tests' oracle; the caller holds the campaign's lock).
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_campaign( int $campaign_id ): void {
		global $wpdb;
		$entries     = Schema::table( 'activity_entries' );
		$fundraisers = Schema::table( 'fundraisers' );
		Query::execute( $wpdb->prepare( 'UPDATE %i f LEFT JOIN ( SELECT fundraiser_id, SUM(amount) AS total FROM %i WHERE campaign_id = %d GROUP BY fundraiser_id ) s ON s.fundraiser_id = f.id SET f.activity_total = COALESCE(s.total, 0) WHERE f.campaign_id = %d', $fundraisers, $entries, $campaign_id, $campaign_id ) );
		Query::execute( $wpdb->prepare( 'UPDATE %i t LEFT JOIN ( SELECT team_id, SUM(activity_total) AS total FROM %i WHERE campaign_id = %d AND team_id IS NOT NULL GROUP BY team_id ) s ON s.team_id = t.id SET t.activity_total = COALESCE(s.total, 0) WHERE t.campaign_id = %d', Schema::table( 'teams' ), $fundraisers, $campaign_id, $campaign_id ) );
		Query::execute( $wpdb->prepare( 'UPDATE %i SET activity_total = ( SELECT COALESCE(SUM(amount), 0) FROM %i WHERE campaign_id = %d ) WHERE id = %d', Schema::table( 'campaigns' ), $entries, $campaign_id, $campaign_id ) );
		if ( ActivityBandRepository::writable() ) {
			// The leaderboard's band counts (decision 0115) follow the recounted totals.
			( new ActivityBandRepository() )->recount_campaign( $campaign_id );
		}
	}

	/**
	 * A page of a campaign's approved fundraisers by activity (most first, then id), rows shaped
	 * as FundraiserRepository's.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $search      Name substring, or ''.
	 * @param int    $page        1-based page.
	 * @param int    $per_page    Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function fundraisers_page( int $campaign_id, string $search, int $page, int $per_page ): array {
		global $wpdb;
		$table = Schema::table( 'fundraisers' );
		$where = $wpdb->prepare( 'f.campaign_id = %d AND f.status = %s', $campaign_id, FundraiserRepository::STATUS_APPROVED );
		if ( '' !== $search ) {
			$where .= $wpdb->prepare( ' AND f.name LIKE %s', '%' . $wpdb->esc_like( $search ) . '%' );
		}
		$limit = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, ( $page - 1 ) * $per_page );
		$hint  = '' === $search ? ' FORCE INDEX (activity_ranking)' : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names; $where and $limit from prepare() above.
		// The whole list is every approved fundraiser: its number is stored on the campaign (decision
		// 0039), where counting it read 100,000 index entries (decision 0112).
		// A one- or two-character term: the stored count of its gram (decision 0121).
		$short = '' !== $search && NameGramRepository::serves( $search ) ? ( new NameGramRepository() )->total( NameGramRepository::KIND_FUNDRAISER, $campaign_id, $search ) : null;
		$total = '' === $search ? ( new FundraiserRepository() )->count_approved( $campaign_id ) : ( $short ?? (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} f WHERE {$where}" ) );
		$seek  = '' === $search ? $this->seek( $campaign_id, $page, $per_page, $total ) : null;
		if ( null !== $seek ) {
			// A deep page of the whole list: below the bands it skips (decision 0115).
			$where .= $seek['where'];
			$limit  = $seek['limit'];
		}
		$ids   = 0 === $total || '' === $limit ? array() : array_map( 'intval', $wpdb->get_col( "SELECT f.id FROM {$table} f{$hint} WHERE {$where} ORDER BY f.activity_total DESC, f.id ASC {$limit}" ) );
		$teams = Schema::table( 'teams' );
		$rows  = array() === $ids ? array() : $wpdb->get_results( "SELECT f.*, COALESCE(t.name, '') AS team_name, COALESCE(t.status, '') AS team_status FROM {$table} f LEFT JOIN {$teams} t ON t.id = f.team_id WHERE f.id IN (" . implode( ',', $ids ) . ') ORDER BY f.activity_total DESC, f.id ASC', ARRAY_A );
		// phpcs:enable
		return array(
			'rows'  => array_map( array( FundraiserRepository::class, 'hydrate' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * The condition and limit of a deep page of the whole activity leaderboard through the band
	 * counts (decision 0115, as 0071 for the money leaderboard): its rows lie below the last band
	 * whose rows all come before it, at the rest of the offset among the rows below. Null for a page
	 * that is not deep or while the counts are not stored; limit '' for a page past the end.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $page        1-based page.
	 * @param int $per_page    Page size.
	 * @param int $total       Approved fundraisers of the campaign.
	 * @return array{where: string, limit: string}|null
	 */
	private function seek( int $campaign_id, int $page, int $per_page, int $total ): ?array {
		return ( new ActivityBandRepository() )->page_bounds( $campaign_id, ( $page - 1 ) * $per_page, $per_page, $total, $this->deep_offset );
	}

	/**
	 * A page of a campaign's approved teams by activity (most first, then id).
	 *
	 * @param int    $campaign_id     Campaign id.
	 * @param string $search          Name substring, or ''.
	 * @param bool   $include_private Whether private teams are listed.
	 * @param int    $page            1-based page.
	 * @param int    $per_page        Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function teams_page( int $campaign_id, string $search, bool $include_private, int $page, int $per_page ): array {
		global $wpdb;
		$table  = Schema::table( 'teams' );
		$where  = $wpdb->prepare( 'campaign_id = %d AND status = %s', $campaign_id, TeamRepository::STATUS_APPROVED );
		$where .= $include_private ? '' : $wpdb->prepare( ' AND access = %s', 'public' );
		if ( '' !== $search ) {
			$where .= $wpdb->prepare( ' AND name LIKE %s', '%' . $wpdb->esc_like( $search ) . '%' );
		}
		$limit = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, ( $page - 1 ) * $per_page );
		$hint  = '' === $search ? ( $include_private ? ' FORCE INDEX (activity_ranking)' : ' FORCE INDEX (public_activity_ranking)' ) : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table name; $where and $limit from prepare() above.
		// Every approved team: the number stored on the campaign (decision 0039). The page's ids come
		// from the ranking index alone (a deep page skips index entries, not rows), then those rows
		// (decision 0112).
		// A one- or two-character term: the stored count of its gram (decision 0122).
		$short = '' !== $search ? TeamRepository::short_total( $campaign_id, $search, $include_private ) : null;
		$total = $short ?? ( '' === $search && $include_private ? ( new TeamRepository() )->count_approved( $campaign_id ) : (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$where}" ) );
		$ids   = 0 === $total ? array() : array_map( 'intval', $wpdb->get_col( "SELECT id FROM {$table}{$hint} WHERE {$where} ORDER BY activity_total DESC, id ASC {$limit}" ) );
		$rows  = array() === $ids ? array() : $wpdb->get_results( "SELECT * FROM {$table} WHERE id IN (" . implode( ',', $ids ) . ') ORDER BY activity_total DESC, id ASC', ARRAY_A );
		// phpcs:enable
		return array(
			'rows'  => array_map( array( TeamRepository::class, 'hydrate' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * Adds to one row's activity_total (no row for id 0).
	 *
	 * @param string $name  Short table name.
	 * @param int    $id    Row id.
	 * @param int    $delta Thousandths.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function adjust_one( string $name, int $id, int $delta ): void {
		global $wpdb;
		if ( $id <= 0 || 0 === $delta ) {
			return;
		}
		// Signed arithmetic on the unsigned column: a step below zero would be a bug, refused loudly.
		Query::execute( $wpdb->prepare( 'UPDATE %i SET activity_total = CAST(activity_total AS SIGNED) + %d WHERE id = %d', Schema::table( $name ), $delta, $id ) );
		if ( 'fundraisers' === $name ) {
			// The activity leaderboard's band counts follow the total (decision 0115).
			( new ActivityBandRepository() )->total_changed( $id, $delta );
		}
	}

	/**
	 * Typed entry.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, mixed>
	 */
	private static function hydrate( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'fundraiser_id', 'amount' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		return $row;
	}
}
