<?php
/**
 * The figures of a campaign's admin dashboard.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Aggregates for the dashboard, each an indexed read (docs/decisions/0033): the stored totals
 * for the headline figures and the all-time top lists, and one range of the covering index
 * donations (campaign_id, status, created_at, amount, team_id, fundraiser_id, kind) for the
 * period's days and sources (one pass) and a period's top lists, so the rows themselves are never
 * read.
 *
 * A sponsor's match (kind `match`) adds to the amounts, never to the numbers of donations.
 *
 * Days are the site's calendar days: `created_at` (UTC) is shifted by $offset seconds (the
 * site's current UTC offset) before DATE().
 */
final class DashboardRepository {

	/**
	 * Completed money per local day and source from $from_utc on, in one pass over the index
	 * range: [ [ day, source, amount, donations ] ]. Sources: gifts to a fundraiser
	 * ('fundraisers'), to a team not through a fundraiser ('teams'), to the campaign itself.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $from_utc    First moment (UTC 'Y-m-d H:i:s'), '' for every day.
	 * @param int    $offset      Site offset from UTC, seconds.
	 * @return array<int, array{day: string, source: string, amount: float, donations: int}>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function daily_by_source( int $campaign_id, string $from_utc, int $offset ): array {
		global $wpdb;
		$table = Schema::table( 'donations' );
		$rows  = Query::rows(
			$wpdb->prepare(
				"SELECT DATE(DATE_ADD(created_at, INTERVAL %d SECOND)) AS day,
				CASE WHEN fundraiser_id > 0 THEN 'fundraisers' WHEN team_id > 0 THEN 'teams' ELSE 'campaign' END AS source,
				SUM(amount) AS amount, SUM(kind <> 'match') AS donations
				FROM {$table} WHERE campaign_id = %d AND status = %s AND created_at >= %s
				GROUP BY day, source", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$offset,
				$campaign_id,
				DonationRepository::STATUS_COMPLETED,
				'' === $from_utc ? '1000-01-01 00:00:00' : $from_utc
			)
		);
		return array_map(
			static function ( array $row ): array {
				return array(
					'day'       => (string) $row['day'],
					'source'    => (string) $row['source'],
					'amount'    => round( (float) $row['amount'], 2 ),
					'donations' => (int) $row['donations'],
				);
			},
			$rows
		);
	}

	/**
	 * The donors and what they gave (sponsors' matches left out) from $from_utc on: the figures
	 * the period buttons change besides the charts. Donors are counted as the stored totals count
	 * them (an e-mail, or a gift of its own without one). Reads the period's rows (the address is
	 * not in the dashboard index); "all time" reads the stored totals instead.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $from_utc    First moment (UTC 'Y-m-d H:i:s').
	 * @return array{donors: int, given: float}
	 * @throws DatabaseError When the database refuses it.
	 */
	public function period_donors( int $campaign_id, string $from_utc ): array {
		global $wpdb;
		$table = Schema::table( 'donations' );
		$row   = Query::row(
			$wpdb->prepare(
				"SELECT COUNT(DISTINCT CASE WHEN kind = %s THEN NULL WHEN donor_email = '' THEN CONCAT('#', id) ELSE donor_email END) AS donors,
				COALESCE(SUM(CASE WHEN kind = %s THEN 0 ELSE amount END), 0) AS given
				FROM {$table} WHERE campaign_id = %d AND status = %s AND created_at >= %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				DonationRepository::KIND_MATCH,
				DonationRepository::KIND_MATCH,
				$campaign_id,
				DonationRepository::STATUS_COMPLETED,
				$from_utc
			)
		);
		return array(
			'donors' => (int) ( $row['donors'] ?? 0 ),
			'given'  => round( (float) ( $row['given'] ?? 0 ), 2 ),
		);
	}

	/**
	 * The ten teams or fundraisers credited with most in the period (any status), by amount, then id.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $scope       'team' or 'fundraiser'.
	 * @param string $from_utc    First moment (UTC), '' for all.
	 * @param int    $limit       How many.
	 * @return array<int, array{id: int, name: string, status: string, amount: float, donations: int}>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function top( int $campaign_id, string $scope, string $from_utc, int $limit = 10 ): array {
		global $wpdb;
		$column    = 'team' === $scope ? 'team_id' : 'fundraiser_id';
		$entities  = Schema::table( 'team' === $scope ? 'teams' : 'fundraisers' );
		$donations = Schema::table( 'donations' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names from the code.
		// All time: the stored totals (decision 0008) say the same without reading any donation.
		$rows = '' === $from_utc ? Query::rows(
			$wpdb->prepare(
				"SELECT e.id, e.name, e.status, e.raised_amount AS amount, e.donations_count AS donations
				FROM {$entities} e WHERE e.campaign_id = %d AND e.raised_amount > 0
				ORDER BY e.raised_amount DESC, e.id ASC LIMIT %d",
				$campaign_id,
				$limit
			)
		) : Query::rows(
			$wpdb->prepare(
				"SELECT e.id, e.name, e.status, d.amount, d.donations FROM (
					SELECT {$column} AS entity_id, SUM(amount) AS amount, SUM(kind <> 'match') AS donations
					FROM {$donations} WHERE campaign_id = %d AND status = %s AND created_at >= %s AND {$column} > 0
					GROUP BY {$column}
				) d INNER JOIN {$entities} e ON e.id = d.entity_id
				ORDER BY d.amount DESC, e.id ASC LIMIT %d",
				$campaign_id,
				DonationRepository::STATUS_COMPLETED,
				'' === $from_utc ? '1000-01-01 00:00:00' : $from_utc,
				$limit
			)
		);
		// phpcs:enable
		return array_map(
			static function ( array $row ): array {
				return array(
					'id'        => (int) $row['id'],
					'name'      => (string) $row['name'],
					'status'    => (string) $row['status'],
					'amount'    => round( (float) $row['amount'], 2 ),
					'donations' => (int) $row['donations'],
				);
			},
			$rows
		);
	}

	/**
	 * Fundraiser pages created per local day from $from_utc on (index admin_created).
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $from_utc    First moment (UTC), '' for all.
	 * @param int    $offset      Site offset from UTC, seconds.
	 * @return array<string, int> 'Y-m-d' => count.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function new_fundraisers( int $campaign_id, string $from_utc, int $offset ): array {
		global $wpdb;
		$table = Schema::table( 'fundraisers' );
		$rows  = Query::rows(
			$wpdb->prepare(
				"SELECT DATE(DATE_ADD(created_at, INTERVAL %d SECOND)) AS day, COUNT(*) AS n
				FROM {$table} WHERE campaign_id = %d AND created_at >= %s GROUP BY day ORDER BY day", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$offset,
				$campaign_id,
				'' === $from_utc ? '1000-01-01 00:00:00' : $from_utc
			)
		);
		$days = array();
		foreach ( $rows as $row ) {
			$days[ (string) $row['day'] ] = (int) $row['n'];
		}
		return $days;
	}

	/**
	 * Counts of the campaign's people: teams, fundraisers, active fundraisers (at least one
	 * completed gift, from the stored totals) and recurring donors (distinct e-mails with a
	 * completed monthly gift, index campaign_recurring).
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array{teams: int, fundraisers: int, active_fundraisers: int, recurring_donors: int}
	 * @throws DatabaseError When the database refuses it.
	 */
	public function counts( int $campaign_id ): array {
		global $wpdb;
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		$donations   = Schema::table( 'donations' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
		$people    = Query::row( $wpdb->prepare( "SELECT COUNT(*) AS fundraisers, COALESCE(SUM(donations_count > 0), 0) AS active FROM {$fundraisers} WHERE campaign_id = %d", $campaign_id ) );
		$team_n    = Query::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$teams} WHERE campaign_id = %d", $campaign_id ) );
		$recurring = Query::value( $wpdb->prepare( "SELECT COUNT(DISTINCT donor_email) FROM {$donations} WHERE campaign_id = %d AND frequency = %s AND status = %s", $campaign_id, 'monthly', DonationRepository::STATUS_COMPLETED ) );
		// phpcs:enable
		return array(
			'teams'              => (int) $team_n,
			'fundraisers'        => (int) ( $people['fundraisers'] ?? 0 ),
			'active_fundraisers' => (int) ( $people['active'] ?? 0 ),
			'recurring_donors'   => (int) $recurring,
		);
	}

	/**
	 * What sponsors' matches of the campaign have given (every match, stopped ones included; a
	 * refunded gift's match is already taken back).
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function matched_total( int $campaign_id ): float {
		global $wpdb;
		$table = Schema::table( 'matches' );
		return round( (float) Query::value( $wpdb->prepare( "SELECT COALESCE(SUM(matched_amount), 0) FROM {$table} WHERE campaign_id = %d", $campaign_id ) ), 2 ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The first local day with a completed gift or a fundraiser page, or null.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $offset      Site offset from UTC, seconds.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function first_day( int $campaign_id, int $offset ): ?string {
		global $wpdb;
		$donations   = Schema::table( 'donations' );
		$fundraisers = Schema::table( 'fundraisers' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
		$first = Query::value(
			$wpdb->prepare(
				"SELECT DATE(DATE_ADD(LEAST(
					COALESCE((SELECT MIN(created_at) FROM {$donations} WHERE campaign_id = %d AND status = %s), '9999-12-31'),
					COALESCE((SELECT MIN(created_at) FROM {$fundraisers} WHERE campaign_id = %d), '9999-12-31')
				), INTERVAL %d SECOND))",
				$campaign_id,
				DonationRepository::STATUS_COMPLETED,
				$campaign_id,
				$offset
			)
		);
		// phpcs:enable
		return null === $first || '' === $first || $first >= '9999-12-31' ? null : (string) $first;
	}
}
