<?php
/**
 * A sponsor's match of the gifts to a campaign.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Donations;

use P2PFundraising\Database\DonationDayRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\TotalsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * While a campaign's match runs, each completed gift given in its window is matched (gift × ratio,
 * without the covered fee) until the cap is reached; the gift that reaches the cap gets the rest.
 * The match is a donation row of its own (kind `match`, linked to the gift) credited to the same
 * team and fundraiser: it adds money to every total, but never a donation or a donor.
 *
 * Every method runs inside DonationService's transaction, after it locked the campaign's row, so
 * gifts of one campaign are matched one after another and the cap is exact (decision 0034).
 */
final class MatchingGifts {

	/** @var DonationRepository */
	private $donations;

	/** @var MatchRepository */
	private $matches;

	/** @var TotalsRepository */
	private $totals;

	/** @var DonationDayRepository */
	private $days;

	public function __construct() {
		$this->donations = new DonationRepository();
		$this->matches   = new MatchRepository();
		$this->totals    = new TotalsRepository();
		$this->days      = new DonationDayRepository();
	}

	/**
	 * Matches a gift that was just completed, when the campaign's match runs on the day it was given.
	 *
	 * @param array<string, mixed> $gift    The gift's row as credited (team_id, fundraiser_id).
	 * @param array<string, int>   $credits Scope => entity id the gift counts for.
	 * @return float The amount matched (0 when none).
	 */
	public function match_locked( array $gift, array $credits ): float {
		if ( DonationRepository::KIND_MATCH === ( $gift['kind'] ?? DonationRepository::KIND_GIFT ) ) {
			return 0.0;
		}
		// Read FOR UPDATE: what is left of the cap as last committed, whatever the caller read before.
		$match = $this->matches->lock_active_for( (int) $gift['campaign_id'] );
		if ( null === $match ) {
			return 0.0;
		}
		$day = get_date_from_gmt( (string) $gift['created_at'], 'Y-m-d' );
		if ( $day < $match['start_date'] || $day > $match['end_date'] ) {
			return 0.0;
		}
		$amount = self::matched_amount( (float) $gift['amount'] - (float) ( $gift['fee_amount'] ?? 0 ), $match );
		if ( $amount <= 0 ) {
			return 0.0;
		}
		$id = $this->donations->insert(
			array(
				'campaign_id'         => (int) $gift['campaign_id'],
				'team_id'             => (int) $gift['team_id'],
				'fundraiser_id'       => (int) $gift['fundraiser_id'],
				'donor_name'          => (string) $match['sponsor_name'],
				'donor_email'         => '',
				'amount'              => $amount,
				'mode'                => (string) $gift['mode'],
				'created_at'          => (string) $gift['created_at'],
				'kind'                => DonationRepository::KIND_MATCH,
				'matched_donation_id' => (int) $gift['id'],
				'match_id'            => (int) $match['id'],
			)
		);
		$this->donations->mark_completed( $id, current_time( 'mysql', true ) );
		foreach ( $credits as $scope => $entity_id ) {
			$this->totals->adjust( $scope, $entity_id, $amount, 0, 0 );
		}
		// A match is listed with the campaign's donations: its day count (decision 0043).
		$this->days->adjust( (int) $gift['campaign_id'], (string) $gift['created_at'], 1 );
		$this->matches->add_matched( (int) $match['id'], $amount );
		return $amount;
	}

	/**
	 * Takes back the matches of a gift that is refunded: they stop counting and free their part
	 * of the cap.
	 *
	 * @param int $gift_id The refunded gift.
	 */
	public function unmatch_locked( int $gift_id ): void {
		foreach ( $this->donations->completed_matches_of( $gift_id ) as $match ) {
			if ( ! $this->donations->change_status( (int) $match['id'], DonationRepository::STATUS_COMPLETED, DonationService::STATUS_REFUNDED ) ) {
				continue;
			}
			foreach ( self::credits( $match ) as $scope => $entity_id ) {
				$this->totals->adjust( $scope, $entity_id, -(float) $match['amount'], 0, 0 );
			}
			$this->days->adjust( (int) $match['campaign_id'], (string) $match['created_at'], -1 );
			$this->matches->add_matched( (int) $match['match_id'], -(float) $match['amount'] );
		}
	}

	/**
	 * Credits the matches of a gift to where the gift was reassigned, moving their money between
	 * the totals it left and those it joined.
	 *
	 * @param int                $gift_id Reassigned gift.
	 * @param int                $team_id New team, or 0.
	 * @param int                $fundraiser_id New fundraiser, or 0.
	 * @param array<string, int> $left    Scope => entity the gift left.
	 * @param array<string, int> $joined  Scope => entity the gift joined.
	 */
	public function follow_locked( int $gift_id, int $team_id, int $fundraiser_id, array $left, array $joined ): void {
		foreach ( $this->donations->completed_matches_of( $gift_id ) as $match ) {
			$this->donations->credit( (int) $match['id'], $team_id, $fundraiser_id );
			foreach ( $left as $scope => $entity_id ) {
				$this->totals->adjust( $scope, $entity_id, -(float) $match['amount'], 0, 0 );
			}
			foreach ( $joined as $scope => $entity_id ) {
				$this->totals->adjust( $scope, $entity_id, (float) $match['amount'], 0, 0 );
			}
		}
	}

	/**
	 * What a gift of $gift gets from $match: gift × ratio, at most what is left of the cap.
	 *
	 * @param float                $gift  The gift without a covered fee.
	 * @param array<string, mixed> $match Match row.
	 */
	public static function matched_amount( float $gift, array $match ): float {
		$left = round( (float) $match['cap'] - (float) $match['matched_amount'], 2 );
		return max( 0.0, min( round( $gift * (float) $match['ratio'], 2 ), $left ) );
	}

	/**
	 * Entities a donation counts for: scope => id.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 * @return array<string, int>
	 */
	private static function credits( array $donation ): array {
		$credits = array();
		foreach ( DonationRepository::SCOPES as $scope => $column ) {
			if ( (int) $donation[ $column ] > 0 ) {
				$credits[ $scope ] = (int) $donation[ $column ];
			}
		}
		return $credits;
	}
}
