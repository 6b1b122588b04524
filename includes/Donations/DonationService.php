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

	/** A completed donation paid back to the donor: it no longer counts. */
	public const STATUS_REFUNDED = 'refunded';

	/** A pledge that never arrived: it never counted. */
	public const STATUS_CANCELLED = 'cancelled';

	/** Every status a donation can have. */
	public const STATUSES = array( DonationRepository::STATUS_PENDING, DonationRepository::STATUS_COMPLETED, self::STATUS_REFUNDED, self::STATUS_CANCELLED );

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

	/**
	 * Refunds a completed donation: it stops counting, and the stored totals of its campaign and
	 * of every team and fundraiser are recomputed in the same transaction. False when it was not
	 * completed (nothing changes then).
	 *
	 * @param int $id Donation id.
	 */
	public function refund( int $id ): bool {
		return $this->change_status( $id, DonationRepository::STATUS_COMPLETED, self::STATUS_REFUNDED );
	}

	/**
	 * Cancels a pending pledge (it never counted). False when it was not pending.
	 *
	 * @param int $id Donation id.
	 */
	public function cancel( int $id ): bool {
		return $this->change_status( $id, DonationRepository::STATUS_PENDING, self::STATUS_CANCELLED );
	}

	/**
	 * Credits a donation to another team or fundraiser of its campaign (both 0: the campaign
	 * itself). A fundraiser brings its own team, as in record(). The totals of everything the
	 * donation left and joined are recomputed in the same transaction.
	 *
	 * @param int $id            Donation id.
	 * @param int $team_id       New team, or 0.
	 * @param int $fundraiser_id New fundraiser, or 0 (wins over $team_id).
	 * @throws \InvalidArgumentException When the donation is unknown or the target is not part of its campaign.
	 */
	public function reassign( int $id, int $team_id, int $fundraiser_id ): void {
		$donation = $this->donations->find( $id );
		if ( null === $donation ) {
			throw new \InvalidArgumentException( 'Unknown donation.' );
		}
		$campaign_id = (int) $donation['campaign_id'];
		if ( $fundraiser_id > 0 ) {
			$fundraiser = $this->fundraisers->find( $fundraiser_id );
			if ( null === $fundraiser || $fundraiser['campaign_id'] !== $campaign_id ) {
				throw new \InvalidArgumentException( 'The fundraiser is not part of this campaign.' );
			}
			$team_id = (int) $fundraiser['team_id'];
		} elseif ( $team_id > 0 ) {
			$team = $this->teams->find( $team_id );
			if ( null === $team || $team['campaign_id'] !== $campaign_id ) {
				throw new \InvalidArgumentException( 'The team is not part of this campaign.' );
			}
		}
		$this->update_and_rebuild(
			$campaign_id,
			'UPDATE %i SET team_id = %d, fundraiser_id = %d WHERE id = %d',
			array( $team_id, $fundraiser_id, $id )
		);
	}

	/**
	 * Moves a fundraiser to another team of its campaign (0: no team); its donations follow it.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $team_id       New team, or 0.
	 * @throws \InvalidArgumentException When the fundraiser is unknown or the team is not part of its campaign.
	 */
	public function move_fundraiser( int $fundraiser_id, int $team_id ): void {
		global $wpdb;
		$fundraiser = $this->fundraisers->find( $fundraiser_id );
		if ( null === $fundraiser ) {
			throw new \InvalidArgumentException( 'Unknown fundraiser.' );
		}
		if ( $team_id > 0 ) {
			$team = $this->teams->find( $team_id );
			if ( null === $team || $team['campaign_id'] !== $fundraiser['campaign_id'] ) {
				throw new \InvalidArgumentException( 'The team is not part of this campaign.' );
			}
		}
		$old_team = (int) $fundraiser['team_id'];
		Transaction::run(
			function () use ( $wpdb, $fundraiser, $fundraiser_id, $team_id, $old_team ): void {
				$fundraisers = Schema::table( 'fundraisers' );
				$donations   = Schema::table( 'donations' );
				// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
				self::check( $wpdb->query( $team_id > 0 ? $wpdb->prepare( "UPDATE {$fundraisers} SET team_id = %d WHERE id = %d", $team_id, $fundraiser_id ) : $wpdb->prepare( "UPDATE {$fundraisers} SET team_id = NULL WHERE id = %d", $fundraiser_id ) ) );
				self::check( $wpdb->query( $wpdb->prepare( "UPDATE {$donations} SET team_id = %d WHERE fundraiser_id = %d", $team_id, $fundraiser_id ) ) );
				// phpcs:enable
				foreach ( array_filter( array( $old_team, $team_id ) ) as $team ) {
					$this->teams->refresh_members_count( $team );
				}
				$this->rebuild_totals( (int) $fundraiser['campaign_id'] );
			}
		);
	}

	/**
	 * Deletes a team. Its members stay fundraisers without a team; the donations it received stay
	 * with the campaign (and with the fundraisers they were given to). Totals are recomputed in the
	 * same transaction.
	 *
	 * @param int $team_id Team id.
	 * @return bool False when the team does not exist.
	 */
	public function delete_team( int $team_id ): bool {
		global $wpdb;
		$team = $this->teams->find( $team_id );
		if ( null === $team ) {
			return false;
		}
		Transaction::run(
			function () use ( $wpdb, $team, $team_id ): void {
				// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
				$fundraisers = Schema::table( 'fundraisers' );
				$donations   = Schema::table( 'donations' );
				$invitations = Schema::table( 'team_invitations' );
				$teams       = Schema::table( 'teams' );
				self::check( $wpdb->query( $wpdb->prepare( "UPDATE {$fundraisers} SET team_id = NULL WHERE team_id = %d", $team_id ) ) );
				self::check( $wpdb->query( $wpdb->prepare( "UPDATE {$donations} SET team_id = 0 WHERE team_id = %d", $team_id ) ) );
				self::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$invitations} WHERE team_id = %d", $team_id ) ) );
				self::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$teams} WHERE id = %d", $team_id ) ) );
				// phpcs:enable
				$this->rebuild_totals( (int) $team['campaign_id'] );
			}
		);
		return true;
	}

	/**
	 * Deletes a fundraiser page. The donations it received stay with its team (or the campaign).
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @return bool False when the fundraiser does not exist.
	 */
	public function delete_fundraiser( int $fundraiser_id ): bool {
		global $wpdb;
		$fundraiser = $this->fundraisers->find( $fundraiser_id );
		if ( null === $fundraiser ) {
			return false;
		}
		Transaction::run(
			function () use ( $wpdb, $fundraiser, $fundraiser_id ): void {
				// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
				$donations   = Schema::table( 'donations' );
				$fundraisers = Schema::table( 'fundraisers' );
				self::check( $wpdb->query( $wpdb->prepare( "UPDATE {$donations} SET fundraiser_id = 0 WHERE fundraiser_id = %d", $fundraiser_id ) ) );
				self::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$fundraisers} WHERE id = %d", $fundraiser_id ) ) );
				// phpcs:enable
				if ( $fundraiser['team_id'] > 0 ) {
					$this->teams->refresh_members_count( (int) $fundraiser['team_id'] );
				}
				$this->rebuild_totals( (int) $fundraiser['campaign_id'] );
			}
		);
		return true;
	}

	/**
	 * Moves a donation from one status to another when it has the expected one, and recomputes the
	 * totals of its campaign in the same transaction.
	 *
	 * @param int    $id   Donation id.
	 * @param string $from Expected status.
	 * @param string $to   New status.
	 */
	private function change_status( int $id, string $from, string $to ): bool {
		$donation = $this->donations->find( $id );
		if ( null === $donation || $from !== $donation['status'] ) {
			return false;
		}
		return (bool) Transaction::run(
			function () use ( $id, $from, $to, $donation ): bool {
				global $wpdb;
				$table = Schema::table( 'donations' );
				$rows  = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s WHERE id = %d AND status = %s", $to, $id, $from ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				self::check( $rows );
				if ( 1 !== $rows ) {
					return false;
				}
				$this->rebuild_totals( (int) $donation['campaign_id'] );
				return true;
			}
		);
	}

	/**
	 * Runs one prepared UPDATE of the donations table and the rebuild of the campaign's totals as
	 * one transaction.
	 *
	 * @param int        $campaign_id Campaign whose totals change.
	 * @param string     $sql         Statement with %i for the donations table.
	 * @param array<int> $args        The remaining placeholders.
	 */
	private function update_and_rebuild( int $campaign_id, string $sql, array $args ): void {
		Transaction::run(
			function () use ( $campaign_id, $sql, $args ): void {
				global $wpdb;
				$query = str_replace( '%i', Schema::table( 'donations' ), $sql );
				self::check( $wpdb->query( $wpdb->prepare( $query, ...$args ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema, values prepared.
				$this->rebuild_totals( $campaign_id );
			}
		);
	}

	/**
	 * Throws (rolling the transaction back) when a query failed.
	 *
	 * @param int|bool $result $wpdb->query() result.
	 * @throws \RuntimeException When the query failed.
	 */
	private static function check( $result ): void {
		global $wpdb;
		if ( false === $result ) {
			throw new \RuntimeException( 'The database refused a change: ' . esc_html( $wpdb->last_error ) );
		}
	}
}
