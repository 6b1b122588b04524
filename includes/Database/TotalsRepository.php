<?php
/**
 * The stored totals of campaigns, teams and fundraisers.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Writes raised_amount, donations_count and donors_count of {prefix}p2p_campaigns, _teams and
 * _fundraisers (decision 0008): in steps as donations complete or change (adjust()), or recounted
 * from the completed donations (recount_*()), the repair tool and the tests' oracle. The callers
 * (DonationService) hold the campaign's row lock, so adjustments of one campaign never interleave.
 */
final class TotalsRepository {

	/** Table of each donation scope. */
	private const TABLES = array(
		'campaign'   => 'campaigns',
		'team'       => 'teams',
		'fundraiser' => 'fundraisers',
	);

	/**
	 * Adds to (or, with negative numbers, takes from) one entity's stored totals.
	 *
	 * @param string $scope     'campaign', 'team' or 'fundraiser'.
	 * @param int    $entity_id Its id.
	 * @param float  $amount    Raised amount to add.
	 * @param int    $donations Donations to add.
	 * @param int    $donors    Distinct donors to add.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function adjust( string $scope, int $entity_id, float $amount, int $donations, int $donors ): void {
		global $wpdb;
		$table = self::table( $scope );
		Query::execute(
			$wpdb->prepare(
				"UPDATE {$table} SET raised_amount = raised_amount + %f, donations_count = donations_count + %d, donors_count = donors_count + %d WHERE id = %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from a constant.
				$amount,
				$donations,
				$donors,
				$entity_id
			)
		);
		if ( 'fundraiser' === $scope && 0.0 !== $amount ) {
			// The leaderboard's band counts follow the amount (decision 0071), and so do the
			// fundraiser's search entries (decision 0111).
			( new FundraiserBandRepository() )->amount_changed( $entity_id, $amount );
			( new NameIndexRepository() )->follow( array( $entity_id ) );
		}
	}

	/**
	 * Recounts a campaign's totals and those of all its teams and fundraisers (one grouped UPDATE
	 * per table over the campaign's donations), and its list's day counts.
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_campaign( int $campaign_id ): void {
		global $wpdb;
		foreach ( DonationRepository::SCOPES as $scope => $column ) {
			$owner = 'campaign' === $scope ? 'id' : 'campaign_id';
			$this->recount( $scope, $wpdb->prepare( "e.{$owner} = %d", $campaign_id ), $wpdb->prepare( 'campaign_id = %d', $campaign_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column name from a constant.
		}
		// The day counts of the campaign's donation list (decision 0043) count the same donations;
		// the leaderboard's band counts (decision 0071) follow the fundraisers' amounts.
		( new DonationDayRepository() )->recount_campaign( $campaign_id );
		if ( FundraiserBandRepository::writable() ) {
			( new FundraiserBandRepository() )->recount_campaign( $campaign_id );
		}
		// The fundraisers' search entries carry their amounts (decision 0111).
		if ( NameIndexRepository::ranked() ) {
			( new NameIndexRepository() )->follow_campaign( $campaign_id );
		}
	}

	/**
	 * Recounts one team's or fundraiser's totals over its own donations only.
	 *
	 * @param string $scope     'team' or 'fundraiser'.
	 * @param int    $entity_id Its id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_entity( string $scope, int $entity_id ): void {
		global $wpdb;
		$column = DonationRepository::SCOPES[ $scope ];
		$before = 'fundraiser' === $scope ? Query::row( $wpdb->prepare( 'SELECT campaign_id, status, raised_amount FROM %i WHERE id = %d FOR UPDATE', self::table( $scope ), $entity_id ) ) : null;
		$this->recount( $scope, $wpdb->prepare( 'e.id = %d', $entity_id ), $wpdb->prepare( "{$column} = %d", $entity_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column name from a constant.
		if ( null !== $before && FundraiserRepository::STATUS_APPROVED === $before['status'] ) {
			// The leaderboard's band counts follow the amount (decision 0071).
			$after = (string) Query::value( $wpdb->prepare( 'SELECT raised_amount FROM %i WHERE id = %d', self::table( $scope ), $entity_id ) );
			( new FundraiserBandRepository() )->move( (int) $before['campaign_id'], (string) $before['raised_amount'], $after );
		}
		if ( 'fundraiser' === $scope ) {
			( new NameIndexRepository() )->follow( array( $entity_id ) );
		}
	}

	/**
	 * Sets the totals of the entities of $entities from the completed donations of $donations.
	 *
	 * @param string $scope     'campaign', 'team' or 'fundraiser'.
	 * @param string $entities  Prepared condition on the entity table (alias e).
	 * @param string $donations Prepared condition on the donations that can count.
	 * @throws DatabaseError When the database refuses it.
	 */
	private function recount( string $scope, string $entities, string $donations ): void {
		global $wpdb;
		$table  = self::table( $scope );
		$column = DonationRepository::SCOPES[ $scope ];
		$source = Schema::table( 'donations' );
		// An empty e-mail counts as a donor of its own, as in DonationService::complete(). A
		// sponsor's match adds money only: never a donation or a donor (decision 0034).
		$match     = $wpdb->prepare( 'kind = %s', DonationRepository::KIND_MATCH );
		$donor_key = "CASE WHEN {$match} THEN NULL WHEN donor_email = '' THEN CONCAT('#', id) ELSE donor_email END";
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- names from constants, conditions prepared by the callers.
		Query::execute(
			$wpdb->prepare(
				"UPDATE {$table} e LEFT JOIN (
					SELECT {$column} AS entity_id, SUM(amount) AS raised, SUM(CASE WHEN {$match} THEN 0 ELSE 1 END) AS gifts, COUNT(DISTINCT {$donor_key}) AS donors
					FROM {$source} WHERE {$donations} AND status = %s AND {$column} > 0 GROUP BY {$column}
				) s ON s.entity_id = e.id
				SET e.raised_amount = COALESCE(s.raised, 0), e.donations_count = COALESCE(s.gifts, 0), e.donors_count = COALESCE(s.donors, 0)
				WHERE {$entities}",
				DonationRepository::STATUS_COMPLETED
			)
		);
		// phpcs:enable
	}

	/**
	 * Entity table of a scope.
	 *
	 * @param string $scope 'campaign', 'team' or 'fundraiser'.
	 * @throws \InvalidArgumentException For any other scope.
	 */
	private static function table( string $scope ): string {
		if ( ! isset( self::TABLES[ $scope ] ) ) {
			throw new \InvalidArgumentException( 'Unknown donation scope.' );
		}
		return Schema::table( self::TABLES[ $scope ] );
	}
}
