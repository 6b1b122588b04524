<?php
/**
 * Stored per-donor totals: what the top-donor lists read.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_donor_totals holds, for each campaign, team and fundraiser, one row per top-donor
 * entry: the sum and count of its completed donations (decision 0024). An entry is one e-mail
 * address together with one name (the donor's non-anonymous gifts given under both: decision 0048,
 * so a gift that merely reuses an address can neither relabel nor join someone's line), or a
 * single donation when it is anonymous or has no address ("#<id>"). An anonymous entry never
 * stores a name.
 *
 * Rows are refreshed from the donor's own donations (an indexed read of a handful of rows) inside
 * the transaction that changes a donation, so they are exact at any table size; rebuild_*() recount
 * a whole campaign or entity (migration, repair tool, the tests' oracle).
 */
final class DonorTotalsRepository {

	/**
	 * SQL of a donation's entry key over the donations table's columns: '#<id>' for an anonymous gift
	 * or one without an address, else 'e' and the SHA-1 of the address (lower case) and the name as
	 * stored (PlainText::line() already trimmed it and collapsed its spaces). A hash, because both
	 * together can pass the 191 characters of the key column.
	 */
	private const KEY_SQL = "CASE WHEN is_anonymous = 1 OR donor_email = '' THEN CONCAT('#', id) ELSE CONCAT('e', SHA1(CONCAT(LOWER(donor_email), '\\n', donor_name))) END";

	/**
	 * The top-donor entry a donation belongs to (the same value as KEY_SQL; the database computes
	 * it, so that its LOWER() and the grouping agree).
	 *
	 * @param array<string, mixed> $donation Donation row (id, donor_email, donor_name, is_anonymous).
	 */
	public static function key( array $donation ): string {
		global $wpdb;
		$email = (string) $donation['donor_email'];
		if ( ! empty( $donation['is_anonymous'] ) || '' === $email ) {
			return '#' . (int) $donation['id'];
		}
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT CONCAT('e', SHA1(CONCAT(LOWER(%s), '\n', %s)))", $email, (string) ( $donation['donor_name'] ?? '' ) ) );
	}

	/**
	 * Recomputes the entries a donation touched, before and after a change (status, credits,
	 * anonymity, address): for each scope it was or is credited to, the entry of its old and new key.
	 *
	 * @param array<int, array<string, mixed>> $versions The donation's rows (before and after).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function refresh( array $versions ): void {
		$done = array();
		foreach ( $versions as $donation ) {
			foreach ( DonationRepository::SCOPES as $scope => $column ) {
				$entity_id = (int) $donation[ $column ];
				if ( $entity_id <= 0 ) {
					continue;
				}
				$key  = self::key( $donation );
				$seen = $scope . '|' . $entity_id . '|' . $key;
				if ( isset( $done[ $seen ] ) ) {
					continue;
				}
				$done[ $seen ] = true;
				$this->refresh_entry( $scope, $entity_id, $key, $donation );
			}
		}
	}

	/**
	 * Recomputes one entry from the completed donations it groups (none: the row goes).
	 *
	 * @param string               $scope     'campaign', 'team' or 'fundraiser'.
	 * @param int                  $entity_id Its id.
	 * @param string               $key       key() of $donation.
	 * @param array<string, mixed> $donation  A donation of the entry (its address and name).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function refresh_entry( string $scope, int $entity_id, string $key, array $donation ): void {
		global $wpdb;
		$table  = Schema::table( 'donor_totals' );
		$column = DonationRepository::SCOPES[ $scope ];
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE scope = %s AND entity_id = %d AND donor_key = %s", $scope, $entity_id, $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( 0 === strpos( $key, '#' ) ) {
			$match = $wpdb->prepare( 'id = %d', (int) substr( $key, 1 ) );
		} else {
			// The address narrows the read to the donor's few rows (index); the key picks the name.
			$match = $wpdb->prepare( "donor_email = %s AND is_anonymous = 0 AND donor_email <> '' AND " . self::KEY_SQL . ' = %s', (string) $donation['donor_email'], $key ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- KEY_SQL is a constant.
		}
		$this->insert_grouped( $scope, $match . $wpdb->prepare( " AND {$column} = %d", $entity_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column name from a constant.
	}

	/**
	 * Recounts every entry of one team or fundraiser (after its donations moved or left it).
	 *
	 * @param string $scope     'team' or 'fundraiser'.
	 * @param int    $entity_id Its id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_entity( string $scope, int $entity_id ): void {
		global $wpdb;
		$table  = Schema::table( 'donor_totals' );
		$column = DonationRepository::SCOPES[ $scope ];
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE scope = %s AND entity_id = %d", $scope, $entity_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$this->insert_grouped( $scope, $wpdb->prepare( "{$column} = %d", $entity_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column name from a constant.
	}

	/**
	 * Recounts every entry of a campaign, its teams and its fundraisers.
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_campaign( int $campaign_id ): void {
		global $wpdb;
		$table = Schema::table( 'donor_totals' );
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE campaign_id = %d", $campaign_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		foreach ( DonationRepository::SCOPES as $scope => $column ) {
			$this->insert_grouped( $scope, $wpdb->prepare( "campaign_id = %d AND {$column} > 0", $campaign_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column name from a constant.
		}
	}

	/**
	 * Biggest entries of a scope: amount desc, then the entry whose first gift came first.
	 *
	 * @param string $scope     'campaign', 'team' or 'fundraiser'.
	 * @param int    $entity_id Its id.
	 * @param int    $limit     How many.
	 * @return array<int, array{donor_name: string, is_anonymous: int, amount: float}>
	 */
	public function top( string $scope, int $entity_id, int $limit ): array {
		global $wpdb;
		$table = Schema::table( 'donor_totals' );
		$rows  = $wpdb->get_results(
			// One backward scan of the (scope, entity_id, amount, tie_order) index; tie_order is minus the first gift's id.
			$wpdb->prepare( "SELECT donor_name, is_anonymous, amount FROM {$table} WHERE scope = %s AND entity_id = %d ORDER BY amount DESC, tie_order DESC LIMIT %d", $scope, $entity_id, $limit ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			ARRAY_A
		);
		return array_map(
			static function ( array $row ): array {
				return array(
					'donor_name'   => (string) $row['donor_name'],
					'is_anonymous' => (int) $row['is_anonymous'],
					'amount'       => (float) $row['amount'],
				);
			},
			$rows
		);
	}

	/**
	 * Inserts the entries of the completed donations matching $where for a scope, grouped by entry.
	 *
	 * @param string $scope 'campaign', 'team' or 'fundraiser'.
	 * @param string $where Prepared condition on the donations.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function insert_grouped( string $scope, string $where ): void {
		global $wpdb;
		$table     = Schema::table( 'donor_totals' );
		$donations = Schema::table( 'donations' );
		$column    = DonationRepository::SCOPES[ $scope ];
		// An entry is one address under one name, so every gift of it has the same name (decision 0048);
		// anonymous gifts are entries of their own, without a name.
		// A sponsor's match (kind 'match') is no person: it counts in the totals, never here (decision 0038).
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- names from constants, $where prepared by the callers.
		Query::execute(
			$wpdb->prepare(
				"INSERT INTO {$table} (campaign_id, scope, entity_id, donor_key, donor_name, is_anonymous, amount, gifts, tie_order)
				SELECT MIN(campaign_id), %s, {$column},
					" . self::KEY_SQL . " AS entry,
					MIN(CASE WHEN is_anonymous = 1 THEN '' ELSE donor_name END),
					MAX(is_anonymous), SUM(amount), COUNT(*), -MIN(id)
				FROM {$donations}
				WHERE {$where} AND status = %s AND kind <> %s
				GROUP BY {$column}, entry",
				$scope,
				DonationRepository::STATUS_COMPLETED,
				DonationRepository::KIND_MATCH
			)
		);
		// phpcs:enable
	}
}
