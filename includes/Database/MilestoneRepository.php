<?php
/**
 * Milestones a fundraiser reached (and other once-only notices).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_milestones has a unique key on (fundraiser_id, milestone): claiming a milestone is
 * an INSERT IGNORE, so however many requests reach 50 % at the same moment, exactly one of them
 * gets to announce it. The same table keys the nudge (per period) and the captain's weekly
 * summary (per ISO week).
 */
final class MilestoneRepository {

	/**
	 * Records a milestone; true only for the request that recorded it first.
	 *
	 * @param int    $fundraiser_id Fundraiser id.
	 * @param string $milestone     Key such as '50', 'nudge-2901', 'summary-202648'.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function claim( int $fundraiser_id, string $milestone ): bool {
		global $wpdb;
		$table = Schema::table( 'milestones' );
		return 1 === Query::execute(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (fundraiser_id, milestone, reached_at) VALUES (%d, %s, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$fundraiser_id,
				$milestone,
				current_time( 'mysql', true )
			)
		);
	}

	/**
	 * Whether a fundraiser has a milestone.
	 *
	 * @param int    $fundraiser_id Fundraiser id.
	 * @param string $milestone     Key.
	 */
	public function has( int $fundraiser_id, string $milestone ): bool {
		global $wpdb;
		$table = Schema::table( 'milestones' );
		return null !== Query::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE fundraiser_id = %d AND milestone = %s", $fundraiser_id, $milestone ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Approved fundraisers of active campaigns that exist for longer than $days and received no
	 * completed donation in that time (the nudge).
	 *
	 * @param int $days  Quiet days.
	 * @param int $limit At most this many.
	 * @return array<int, array{id: int, user_id: int}>
	 */
	public function quiet_fundraisers( int $days, int $limit ): array {
		global $wpdb;
		$fundraisers = Schema::table( 'fundraisers' );
		$campaigns   = Schema::table( 'campaigns' );
		$donations   = Schema::table( 'donations' );
		$cutoff      = gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
		$rows        = Query::rows(
			$wpdb->prepare(
				"SELECT f.id, f.user_id FROM %i f JOIN %i c ON c.id = f.campaign_id
				WHERE f.status = 'approved' AND c.status = 'active' AND f.created_at < %s
				AND NOT EXISTS ( SELECT 1 FROM %i d WHERE d.fundraiser_id = f.id AND d.status = 'completed' AND d.created_at >= %s )
				ORDER BY f.id LIMIT %d",
				$fundraisers,
				$campaigns,
				$cutoff,
				$donations,
				$cutoff,
				$limit
			)
		);
		return array_map(
			static function ( array $row ): array {
				return array(
					'id'      => (int) $row['id'],
					'user_id' => (int) $row['user_id'],
				);
			},
			$rows
		);
	}

	/**
	 * Approved teams of active campaigns with their captain's fundraiser (the weekly summary).
	 *
	 * @param int $limit At most this many.
	 * @return array<int, array{team_id: int, fundraiser_id: int, user_id: int}>
	 */
	public function captains( int $limit ): array {
		global $wpdb;
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		$campaigns   = Schema::table( 'campaigns' );
		$rows        = Query::rows(
			$wpdb->prepare(
				"SELECT t.id AS team_id, f.id AS fundraiser_id, f.user_id FROM %i t
				JOIN %i c ON c.id = t.campaign_id
				JOIN %i f ON f.campaign_id = t.campaign_id AND f.user_id = t.captain_user_id
				WHERE t.status = 'approved' AND c.status = 'active' AND t.captain_user_id > 0
				ORDER BY t.id LIMIT %d",
				$teams,
				$campaigns,
				$fundraisers,
				$limit
			)
		);
		return array_map(
			static function ( array $row ): array {
				return array(
					'team_id'       => (int) $row['team_id'],
					'fundraiser_id' => (int) $row['fundraiser_id'],
					'user_id'       => (int) $row['user_id'],
				);
			},
			$rows
		);
	}
}
