<?php
/**
 * Moderation of many teams or fundraisers at once.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Sets the status of a campaign's teams or fundraisers in one statement: the ones picked by id,
 * or every one matching the admin list's search and status filter (the same conditions the
 * list uses, so "all matching" is exactly what the administrator saw counted).
 */
final class BulkStatusRepository {

	/** What can be moderated in bulk. */
	private const KINDS = array( 'teams', 'fundraisers' );

	/**
	 * Sets $status on the picked rows that do not have it yet.
	 *
	 * @param string               $kind        'teams' or 'fundraisers'.
	 * @param int                  $campaign_id Campaign id.
	 * @param string               $status      approved, pending or suspended.
	 * @param int[]|null           $ids         Picked ids, or null for every match of $query.
	 * @param array<string, mixed> $query       search, status, registration_type (the list's filters) when $ids is null.
	 * @return int How many changed.
	 * @throws DatabaseError When the database refuses it.
	 * @throws \InvalidArgumentException For an unknown kind.
	 */
	public function set_status( string $kind, int $campaign_id, string $status, ?array $ids, array $query ): int {
		global $wpdb;
		if ( ! in_array( $kind, self::KINDS, true ) ) {
			throw new \InvalidArgumentException( 'Unknown kind.' );
		}
		$table = Schema::table( $kind );
		$alias = 'teams' === $kind ? 't' : 'f';
		$join  = 'fundraisers' === $kind ? " LEFT JOIN {$wpdb->users} u ON u.ID = f.user_id" : '';
		$where = $wpdb->prepare( "{$alias}.campaign_id = %d AND {$alias}.status <> %s", $campaign_id, $status ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- alias from the code.
		if ( null === $ids ) {
			$where .= 'teams' === $kind ? AdminPage::filters( $query, array( 't.name' ), 't.status' ) : FundraiserRepository::admin_filters( $query );
		} else {
			$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
			if ( array() === $ids ) {
				return 0;
			}
			$where .= " AND {$alias}.id IN (" . implode( ',', $ids ) . ')';
		}
		// The stored approved count moves with the rows (decision 0039).
		$changed = ( new ApprovedCountRepository() )->set_status( $kind, $campaign_id, "{$table} {$alias}{$join}", $alias, $where, $status, current_time( 'mysql', true ) );
		if ( $changed > 0 ) {
			// Approved and suspended pages appear on and leave the public lists (decision 0026).
			\P2PFundraising\ReadCache::campaign_changed( $campaign_id );
		}
		return $changed;
	}
}
