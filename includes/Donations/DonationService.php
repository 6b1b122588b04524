<?php
/**
 * Recording and completing donations.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Donations;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The one way donations enter the books: the donation form, the demo data and (later) payment
 * gateways all go through here, so the stored totals that the leaderboards read stay right.
 */
final class DonationService {

	public const MIN_AMOUNT = 1;
	public const MAX_AMOUNT = 1000000;

	private const ENTITY_TABLES = array(
		'campaign'   => 'campaigns',
		'team'       => 'teams',
		'fundraiser' => 'fundraisers',
	);

	/** @var DonationRepository */
	private $donations;

	/** @var TeamRepository */
	private $teams;

	/** @var FundraiserRepository */
	private $fundraisers;

	/** @var CampaignRepository */
	private $campaigns;

	public function __construct() {
		$this->donations   = new DonationRepository();
		$this->teams       = new TeamRepository();
		$this->fundraisers = new FundraiserRepository();
		$this->campaigns   = new CampaignRepository();
	}

	/**
	 * Records a donation and, in test mode, completes it at once. A donation to a fundraiser is
	 * also credited to the fundraiser's team.
	 *
	 * @param array<string, mixed> $input campaign_id, team_id (0), fundraiser_id (0), donor_name,
	 *                                    donor_email, is_anonymous, amount, mode (the site's
	 *                                    payment mode), created_at (now, GMT).
	 * @return int The donation id.
	 * @throws \InvalidArgumentException When the amount is out of range or the team/fundraiser is
	 *                                   not part of the campaign.
	 * @throws \RuntimeException         When the database refuses a write (nothing is stored then).
	 */
	public function record( array $input ): int {
		$campaign_id   = (int) $input['campaign_id'];
		$team_id       = (int) ( $input['team_id'] ?? 0 );
		$fundraiser_id = (int) ( $input['fundraiser_id'] ?? 0 );
		$amount        = round( (float) $input['amount'], 2 );
		$mode          = (string) ( $input['mode'] ?? Settings::payment_mode() );
		if ( ! in_array( $mode, array( Settings::PAYMENT_MODE_TEST, Settings::PAYMENT_MODE_OFFLINE ), true ) ) {
			throw new \InvalidArgumentException( 'Unknown payment mode.' );
		}

		if ( $amount < self::MIN_AMOUNT || $amount > self::MAX_AMOUNT ) {
			throw new \InvalidArgumentException( 'The amount is out of range.' );
		}
		if ( null === $this->campaigns->find( $campaign_id ) ) {
			throw new \InvalidArgumentException( 'Unknown campaign.' );
		}
		if ( $fundraiser_id > 0 ) {
			$fundraiser = $this->fundraisers->find( $fundraiser_id );
			if ( null === $fundraiser || $fundraiser['campaign_id'] !== $campaign_id ) {
				throw new \InvalidArgumentException( 'The fundraiser is not part of this campaign.' );
			}
			$team_id = $fundraiser['team_id'];
		} elseif ( $team_id > 0 ) {
			$team = $this->teams->find( $team_id );
			if ( null === $team || $team['campaign_id'] !== $campaign_id ) {
				throw new \InvalidArgumentException( 'The team is not part of this campaign.' );
			}
		}

		$row = array(
			'campaign_id'   => $campaign_id,
			'team_id'       => $team_id,
			'fundraiser_id' => $fundraiser_id,
			'donor_name'    => (string) ( $input['donor_name'] ?? '' ),
			'donor_email'   => (string) ( $input['donor_email'] ?? '' ),
			'is_anonymous'  => ! empty( $input['is_anonymous'] ),
			'amount'        => $amount,
			'mode'          => $mode,
			'created_at'    => (string) ( $input['created_at'] ?? current_time( 'mysql', true ) ),
		);

		// One unit: a test-mode donation is either stored completed and counted, or not at all.
		return (int) Transaction::run(
			function () use ( $row, $mode ): int {
				$id = $this->donations->insert( $row );
				if ( Settings::PAYMENT_MODE_TEST === $mode ) {
					$this->complete( $id, $row['created_at'] );
				}
				return $id;
			}
		);
	}

	/**
	 * Marks a pending donation completed and adds it to the stored totals (raised amount,
	 * donations, distinct donors by e-mail) of its campaign, team and fundraiser, all in one
	 * transaction. Completing a donation that is not pending changes nothing and returns false.
	 *
	 * @param int         $id           Donation id.
	 * @param string|null $completed_at GMT datetime; now when null.
	 * @throws \RuntimeException When the database refuses an update (nothing is changed then).
	 */
	public function complete( int $id, ?string $completed_at = null ): bool {
		$completed_at = $completed_at ?? current_time( 'mysql', true );

		return (bool) Transaction::run(
			function () use ( $id, $completed_at ): bool {
				global $wpdb;
				$donation = $this->donations->find( $id );
				if ( null === $donation ) {
					return false;
				}

				// Completions of one campaign queue up on its row, so two first gifts from the
				// same e-mail cannot both count as a new donor.
				$campaigns = Schema::table( 'campaigns' );
				$wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$campaigns} WHERE id = %d FOR UPDATE", $donation['campaign_id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

				if ( ! $this->donations->mark_completed( $id, $completed_at ) ) {
					return false;
				}

				foreach ( DonationRepository::SCOPES as $scope => $column ) {
					$entity_id = (int) $donation[ $column ];
					if ( $entity_id <= 0 ) {
						continue;
					}
					$email     = (string) $donation['donor_email'];
					$new_donor = '' === $email || ! $this->donations->donor_gave_before( $scope, $entity_id, $email, $id );
					$table     = Schema::table( self::ENTITY_TABLES[ $scope ] );
					$updated   = $wpdb->query(
						$wpdb->prepare(
							"UPDATE {$table} SET raised_amount = raised_amount + %f, donations_count = donations_count + 1, donors_count = donors_count + %d WHERE id = %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
							$donation['amount'],
							$new_donor ? 1 : 0,
							$entity_id
						)
					);
					if ( false === $updated ) {
						// Throwing rolls back the status change and the totals already added.
						throw new \RuntimeException( 'Could not update the stored totals: ' . esc_html( $wpdb->last_error ) );
					}
				}
				return true;
			}
		);
	}

	/**
	 * Recomputes the stored totals of a campaign and of its teams and fundraisers from the
	 * completed donations. A repair tool (and the tests' oracle); the normal path is complete().
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public function rebuild_totals( int $campaign_id ): void {
		global $wpdb;
		$donations = Schema::table( 'donations' );
		// An empty e-mail counts as a donor of its own, as in complete().
		$donor_key = "CASE WHEN donor_email = '' THEN CONCAT('#', id) ELSE donor_email END";

		Transaction::run(
			static function () use ( $wpdb, $campaign_id, $donations, $donor_key ): void {
				foreach ( DonationRepository::SCOPES as $scope => $column ) {
					$table = Schema::table( self::ENTITY_TABLES[ $scope ] );
					$owner = 'campaign' === $scope ? 'id' : 'campaign_id';
					// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table/column names from constants.
					$wpdb->query(
						$wpdb->prepare(
							"UPDATE {$table} e LEFT JOIN (
								SELECT {$column} AS entity_id, SUM(amount) AS raised, COUNT(*) AS gifts, COUNT(DISTINCT {$donor_key}) AS donors
								FROM {$donations} WHERE campaign_id = %d AND status = %s AND {$column} > 0 GROUP BY {$column}
							) s ON s.entity_id = e.id
							SET e.raised_amount = COALESCE(s.raised, 0), e.donations_count = COALESCE(s.gifts, 0), e.donors_count = COALESCE(s.donors, 0)
							WHERE e.{$owner} = %d",
							$campaign_id,
							DonationRepository::STATUS_COMPLETED,
							$campaign_id
						)
					);
					// phpcs:enable
				}
			}
		);
	}
}
