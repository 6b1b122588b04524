<?php
/**
 * The donations a fundraiser (or a captain's team) received, as their dashboard lists them.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

use P2PFundraising\Engagement\DonorOptOut;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and marks the donations credited to a fundraiser or a team for the fundraiser's own
 * dashboard. The list query never selects an e-mail address, and selects an anonymous donor's name
 * as ''; only the thank-you sender reads the address, for wp_mail() alone.
 */
final class MyDonorsRepository {

	/**
	 * One page of the completed donations of a scope, newest first: donors' gifts only, a sponsor's
	 * match is money in the totals, not a donor (docs/decisions/0038).
	 *
	 * @param string $scope     'fundraiser' or 'team'.
	 * @param int    $entity_id Fundraiser or team id.
	 * @param int    $page      1-based page.
	 * @param int    $per_page  Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function page( string $scope, int $entity_id, int $page, int $per_page ): array {
		global $wpdb;
		$donations   = Schema::table( 'donations' );
		$fundraisers = Schema::table( 'fundraisers' );
		$column      = 'team' === $scope ? 'team_id' : 'fundraiser_id';
		$message     = DonationRepository::shown_message_column( 'd.' ) . ', ' . DonationRepository::shown_dedication_columns( 'd.' );

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names from constants.
		$total = (int) Query::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$donations} WHERE {$column} = %d AND status = %s AND kind = %s", $entity_id, DonationRepository::STATUS_COMPLETED, DonationRepository::KIND_GIFT ) );
		$rows  = 0 === $total ? array() : Query::rows(
			$wpdb->prepare(
				"SELECT d.id, d.team_id, d.fundraiser_id, d.is_anonymous, d.amount, d.created_at, d.thanked_at, d.updates_opt_in,
					CASE WHEN d.is_anonymous = 1 THEN '' ELSE d.donor_name END AS donor_name,
					CASE WHEN d.donor_email = '' THEN 0 ELSE 1 END AS has_email, d.donor_email,
					{$message},
					COALESCE(f.name, '') AS fundraiser_name
				FROM {$donations} d
				LEFT JOIN {$fundraisers} f ON f.id = d.fundraiser_id
				WHERE d.{$column} = %d AND d.status = %s AND d.kind = %s
				ORDER BY d.created_at DESC, d.id DESC
				LIMIT %d OFFSET %d",
				$entity_id,
				DonationRepository::STATUS_COMPLETED,
				DonationRepository::KIND_GIFT,
				$per_page,
				( $page - 1 ) * $per_page
			)
		);
		// phpcs:enable

		return array(
			'rows'  => array_map( array( self::class, 'without_address' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * A page row as the dashboard may see it: whether the address asked for no fundraiser-written
	 * e-mail is read here, and the address itself goes no further.
	 *
	 * @param array<string, mixed> $row Row with donor_email.
	 * @return array<string, mixed>
	 */
	private static function without_address( array $row ): array {
		$email            = (string) $row['donor_email'];
		$row['opted_out'] = '' !== $email && DonorOptOut::has( $email );
		unset( $row['donor_email'] );
		return DonationRepository::hydrate( $row );
	}

	/**
	 * Ids of a fundraiser's completed donations not thanked yet whose donor can be written to
	 * (an e-mail address; anonymous donors only when they opted in), oldest first.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $limit         At most this many.
	 * @return int[]
	 */
	public function unthanked_ids( int $fundraiser_id, int $limit ): array {
		global $wpdb;
		$table = Schema::table( 'donations' );
		return array_map(
			'intval',
			Query::column(
				$wpdb->prepare(
					"SELECT id FROM {$table} WHERE fundraiser_id = %d AND status = %s AND kind = %s AND thanked_at IS NULL AND donor_email <> '' AND ( is_anonymous = 0 OR updates_opt_in = 1 ) ORDER BY id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
					$fundraiser_id,
					DonationRepository::STATUS_COMPLETED,
					DonationRepository::KIND_GIFT,
					$limit
				)
			)
		);
	}

	/**
	 * Marks a donation thanked unless it already was: false when another request was first.
	 *
	 * @param int    $id        Donation id.
	 * @param string $thanked_at GMT datetime.
	 */
	public function mark_thanked( int $id, string $thanked_at ): bool {
		global $wpdb;
		$table = Schema::table( 'donations' );
		return 1 === Query::execute( $wpdb->prepare( "UPDATE {$table} SET thanked_at = %s WHERE id = %d AND thanked_at IS NULL", $thanked_at, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Takes the mark away again (the mail could not be sent).
	 *
	 * @param int $id Donation id.
	 */
	public function unmark_thanked( int $id ): void {
		global $wpdb;
		$table = Schema::table( 'donations' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET thanked_at = NULL WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Records whether the donor asked for updates from whom they gave to.
	 *
	 * @param int  $id       Donation id.
	 * @param bool $opted_in Whether they ticked the box.
	 */
	public function set_updates_opt_in( int $id, bool $opted_in ): void {
		global $wpdb;
		$table = Schema::table( 'donations' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET updates_opt_in = %d WHERE id = %d", $opted_in ? 1 : 0, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}
}
