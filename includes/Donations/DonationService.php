<?php
/**
 * Recording and completing donations.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Donations;

use P2PFundraising\Activity\ActivityService;
use P2PFundraising\Database\ApprovedCountRepository;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationDayRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\DonorRecordRepository;
use P2PFundraising\Database\DonorTotalsRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Database\TotalsRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\ReadCache;
use P2PFundraising\Settings;
use P2PFundraising\TextLimits;

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

	public const FREQUENCY_ONCE    = 'once';
	public const FREQUENCY_MONTHLY = 'monthly';

	/** Mode of a donation that another payment plugin recorded through PaymentApi. */
	public const MODE_EXTERNAL = 'external';

	/** Every status a donation can have. */
	public const STATUSES = array( DonationRepository::STATUS_PENDING, DonationRepository::STATUS_COMPLETED, self::STATUS_REFUNDED, self::STATUS_CANCELLED );

	/** @var DonationRepository */
	private $donations;

	/** @var TeamRepository */
	private $teams;

	/** @var FundraiserRepository */
	private $fundraisers;

	/** @var CampaignRepository */
	private $campaigns;

	/** @var TotalsRepository */
	private $totals;

	/** @var DonorTotalsRepository */
	private $donors;

	/** @var DonorRecordRepository */
	private $donor_records;

	/** @var DonationDayRepository */
	private $days;
	/** @var MatchingGifts */
	private $matching;

	public function __construct() {
		$this->donations   = new DonationRepository();
		$this->teams       = new TeamRepository();
		$this->fundraisers = new FundraiserRepository();
		$this->campaigns   = new CampaignRepository();
		$this->totals      = new TotalsRepository();
		$this->donors      = new DonorTotalsRepository();
		$this->donor_records = new DonorRecordRepository();
		$this->days        = new DonationDayRepository();
		$this->matching    = new MatchingGifts();
	}

	/**
	 * Records a donation and, in test mode, completes it at once. A donation to a fundraiser is
	 * also credited to the fundraiser's team while that team is approved.
	 *
	 * @param array<string, mixed> $input campaign_id, team_id (0), fundraiser_id (0), donor_name,
	 *                                    donor_email, is_anonymous, amount, mode (the site's
	 *                                    payment mode), created_at (now, GMT), and a gateway's
	 *                                    frequency, fee_amount, gateway_payment,
	 *                                    gateway_subscription, gateway_invoice; message (words
	 *                                    of support, optional); dedication_type, dedication_name,
	 *                                    notify_name, notify_email (a dedication, optional).
	 * @return int The donation id.
	 * @throws \InvalidArgumentException When the amount is out of range or the team/fundraiser is
	 *                                   not part of the campaign.
	 * @throws AlreadyRecorded           When gateway_payment or gateway_invoice is given and a
	 *                                   donation already has it (nothing is stored then).
	 * @throws \RuntimeException         When the database refuses a write, also after the retries
	 *                                   of a deadlock (nothing is stored then).
	 */
	public function record( array $input ): int {
		$campaign_id   = (int) $input['campaign_id'];
		$team_id       = (int) ( $input['team_id'] ?? 0 );
		$fundraiser_id = (int) ( $input['fundraiser_id'] ?? 0 );
		$amount        = round( (float) $input['amount'], 2 );
		$mode          = (string) ( $input['mode'] ?? Settings::payment_mode() );
		if ( ! in_array( $mode, array( Settings::PAYMENT_MODE_TEST, Settings::PAYMENT_MODE_OFFLINE, Settings::PAYMENT_MODE_STRIPE, self::MODE_EXTERNAL ), true ) ) {
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
			// Payment details (decision 0020): what the gateway needs to find the gift again.
			'frequency'            => self::FREQUENCY_MONTHLY === ( $input['frequency'] ?? '' ) ? self::FREQUENCY_MONTHLY : self::FREQUENCY_ONCE,
			'fee_amount'           => round( max( 0.0, (float) ( $input['fee_amount'] ?? 0 ) ), 2 ),
			'gateway_payment'      => (string) ( $input['gateway_payment'] ?? '' ),
			'gateway_subscription' => (string) ( $input['gateway_subscription'] ?? '' ),
			'gateway_invoice'      => (string) ( $input['gateway_invoice'] ?? '' ),
			// Words of support (decision 0074), cleaned as every form cleans them.
			'message'              => mb_substr( DonationMessage::clean( $input['message'] ?? '' ), 0, DonationMessage::max_length() ),
		);
		// A dedication (decision 0077), cleaned as the form cleans it; the names fit their columns.
		$dedication = Dedication::clean( $input );
		if ( '' !== $dedication['dedication_name'] && '' !== $dedication['dedication_type'] ) {
			foreach ( $dedication as $field => $value ) {
				$row[ $field ] = mb_substr( $value, 0, 'notify_email' === $field ? 191 : TextLimits::max( TextLimits::NAME ) );
			}
			if ( ! is_email( $row['notify_email'] ) ) {
				$row['notify_name']  = '';
				$row['notify_email'] = '';
			}
		}

		// One unit: a test-mode donation is either stored completed and counted, or not at all. It
		// only writes rows, so Transaction may run it again after a deadlock.
		$id = (int) Transaction::run(
			function () use ( $row, $mode ): int {
				// The campaign's lock first, as every change to its totals takes it: two such
				// changes then wait for each other instead of deadlocking.
				$this->campaigns->lock( $row['campaign_id'] );
				// A gateway's payment (or invoice) enters the books once, whatever event or call
				// names it again: checked under the lock, so simultaneous deliveries queue here.
				$existing = $this->donations->find_by_gateway_reference( $row['gateway_payment'], $row['gateway_invoice'] );
				if ( null !== $existing ) {
					throw new AlreadyRecorded( (int) $existing['id'] );
				}
				// A fundraiser's team shares the gift only while it is approved: a suspended or
				// pending team is never credited. Read under the lock, with the insert.
				if ( $row['fundraiser_id'] > 0 && $row['team_id'] > 0 && ! $this->is_approved_team( $row['team_id'] ) ) {
					$row['team_id'] = 0;
				}
				$id = $this->donations->insert( $row );
				ReadCache::campaign_changed( $row['campaign_id'] );
				if ( Settings::PAYMENT_MODE_TEST === $mode ) {
					$this->complete_locked( $id, $row['created_at'] );
				}
				return $id;
			}
		);
		if ( Settings::PAYMENT_MODE_TEST === $mode ) {
			self::announce( 'completed', $id );
		}
		return $id;
	}

	/**
	 * Marks a pending donation completed and adds it to the stored totals (raised amount,
	 * donations, distinct donors by e-mail) of its campaign, team and fundraiser, all in one
	 * transaction. Completing a donation that is not pending changes nothing and returns false.
	 *
	 * @param int         $id           Donation id.
	 * @param string|null $completed_at GMT datetime; now when null.
	 * @throws \RuntimeException When the database refuses a statement (nothing is changed then).
	 */
	public function complete( int $id, ?string $completed_at = null ): bool {
		$done = $this->complete_locked( $id, $completed_at );
		if ( $done ) {
			self::announce( 'completed', $id );
		}
		return $done;
	}

	/**
	 * complete() without the action (for callers that announce after their own transaction).
	 *
	 * @param int         $id           Donation id.
	 * @param string|null $completed_at GMT datetime; now when null.
	 */
	private function complete_locked( int $id, ?string $completed_at = null ): bool {
		$completed_at = $completed_at ?? current_time( 'mysql', true );

		return (bool) $this->with_campaign_locked(
			$id,
			function ( array $donation ) use ( $id, $completed_at ): bool {
				if ( ! $this->donations->mark_completed( $id, $completed_at ) ) {
					return false;
				}
				// A pledge whose team was suspended meanwhile counts for the campaign (and the
				// fundraiser), not for the team.
				if ( (int) $donation['team_id'] > 0 && ! $this->is_approved_team( (int) $donation['team_id'] ) ) {
					$this->donations->credit( $id, 0, (int) $donation['fundraiser_id'] );
					$donation['team_id'] = 0;
				}
				$this->count( $donation, self::credits( $donation ), 1 );
				// The campaign list's day count (decision 0043), after the totals rows.
				$this->days->adjust( (int) $donation['campaign_id'], (string) $donation['created_at'], 1 );
				// A sponsor's match, under the same lock (decision 0034).
				$this->matching->match_locked( $donation, self::credits( $donation ) );
				$this->changed( $donation, array_merge( $donation, array( 'status' => DonationRepository::STATUS_COMPLETED ) ) );
				return true;
			}
		);
	}

	/**
	 * Recomputes the stored totals of a campaign and of its teams and fundraisers from the
	 * completed donations. A repair tool (and the tests' oracle); every change keeps them exact
	 * in steps (decisions 0008, 0015).
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function rebuild_totals( int $campaign_id ): void {
		Transaction::run(
			function () use ( $campaign_id ): void {
				$this->campaigns->lock( $campaign_id );
				$this->totals->recount_campaign( $campaign_id );
				$this->donors->rebuild_campaign( $campaign_id );
				$this->donor_records->recount_campaign( $campaign_id );
				( new ApprovedCountRepository() )->recount( $campaign_id );
				ReadCache::campaign_changed( $campaign_id );
			}
		);
	}

	/**
	 * Refunds a completed donation: it stops counting, and its amount, the donation and (when it
	 * was the donor's only one there) the donor are taken off the stored totals of its campaign,
	 * team and fundraiser in the same transaction. False when it was not completed (nothing
	 * changes then).
	 *
	 * @param int $id Donation id.
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function refund( int $id ): bool {
		$done = (bool) $this->with_campaign_locked(
			$id,
			function ( array $donation ) use ( $id ): bool {
				// A match goes only with its gift.
				if ( DonationRepository::KIND_MATCH === $donation['kind'] || ! $this->donations->change_status( $id, DonationRepository::STATUS_COMPLETED, self::STATUS_REFUNDED ) ) {
					return false;
				}
				$this->count( $donation, self::credits( $donation ), -1 );
				$this->days->adjust( (int) $donation['campaign_id'], (string) $donation['created_at'], -1 );
				$this->matching->unmatch_locked( $id );
				$this->changed( $donation, array_merge( $donation, array( 'status' => self::STATUS_REFUNDED ) ) );
				return true;
			}
		);
		if ( $done ) {
			self::announce( 'refunded', $id );
		}
		return $done;
	}

	/**
	 * Fires p2p_fundraising_donation_completed / _refunded (docs/payments.md) once the change is
	 * stored. Inside an outer transaction (a webhook's) the caller's commit is still to come, so
	 * listeners must not assume more than "this request changed it".
	 *
	 * @param string $what 'completed' or 'refunded'.
	 * @param int    $id   Donation id.
	 */
	private static function announce( string $what, int $id ): void {
		$donation = ( new DonationRepository() )->find( $id );
		if ( null !== $donation ) {
			/**
			 * A donation was completed (counted in the totals) or refunded (taken out of them).
			 *
			 * @param array<string, mixed> $donation The donation row.
			 */
			do_action( 'p2p_fundraising_donation_' . $what, $donation );
		}
	}

	/**
	 * Cancels a pending pledge (it never counted, so no total changes). False when it was not
	 * pending.
	 *
	 * @param int $id Donation id.
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public function cancel( int $id ): bool {
		return (bool) Transaction::run(
			function () use ( $id ): bool {
				$done     = $this->donations->change_status( $id, DonationRepository::STATUS_PENDING, self::STATUS_CANCELLED );
				$donation = $done ? $this->donations->find( $id ) : null;
				if ( null !== $donation ) {
					ReadCache::campaign_changed( (int) $donation['campaign_id'] );
				}
				return $done;
			}
		);
	}

	/**
	 * Credits a donation to another team or fundraiser of its campaign (both 0: the campaign
	 * itself). A fundraiser brings its own team, as in record(). A completed donation's amount
	 * moves from the totals of the team and fundraiser it left to those it joined, in the same
	 * transaction; the campaign's totals do not change.
	 *
	 * @param int $id            Donation id.
	 * @param int $team_id       New team, or 0.
	 * @param int $fundraiser_id New fundraiser, or 0 (wins over $team_id).
	 * @throws \InvalidArgumentException When the donation is unknown or the target is not part of its campaign.
	 * @throws \RuntimeException         When the database refuses a statement.
	 */
	public function reassign( int $id, int $team_id, int $fundraiser_id ): void {
		$donation = $this->donations->find( $id );
		if ( null === $donation ) {
			throw new \InvalidArgumentException( 'Unknown donation.' );
		}
		if ( DonationRepository::KIND_MATCH === $donation['kind'] ) {
			throw new \InvalidArgumentException( __( 'A sponsor’s match is credited where its gift is: reassign the gift instead.', 'p2p-fundraising' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- plain text that reaches the browser only as a REST error's JSON message (escaped where it is shown); escaping here would double-escape it.
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
		$this->with_campaign_locked(
			$id,
			function ( array $before ) use ( $id, $team_id, $fundraiser_id ): void {
				$this->donations->credit( $id, $team_id, $fundraiser_id );
				$after = array_merge(
					$before,
					array(
						'team_id'       => $team_id,
						'fundraiser_id' => $fundraiser_id,
					)
				);
				$this->changed( $before, $after );
				if ( DonationRepository::STATUS_COMPLETED !== $before['status'] ) {
					return;
				}
				// Only what changed: the campaign, and a team both sides share, keep their totals.
				$left   = array_diff_assoc( self::credits( $before ), self::credits( $after ) );
				$joined = array_diff_assoc( self::credits( $after ), self::credits( $before ) );
				$this->count( $before, $left, -1 );
				$this->count( $after, $joined, 1 );
				$this->matching->follow_locked( $id, $team_id, $fundraiser_id, $left, $joined );
			}
		);
	}

	/**
	 * Moves a fundraiser to another team of its campaign (0: no team); its donations follow it,
	 * and only the two teams' totals and member counts are recounted.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $team_id       New team, or 0.
	 * @throws \InvalidArgumentException When the fundraiser is unknown or the team is not part of its campaign.
	 * @throws \RuntimeException         When the database refuses a statement.
	 */
	public function move_fundraiser( int $fundraiser_id, int $team_id ): void {
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
		Transaction::run(
			function () use ( $fundraiser, $fundraiser_id, $team_id ): void {
				$this->campaigns->lock( (int) $fundraiser['campaign_id'] );
				// A locking read: inside a caller's transaction a plain one could repeat its snapshot.
				$old_team = $this->fundraisers->lock_team_id( $fundraiser_id );
				$this->fundraisers->set_team( $fundraiser_id, $team_id );
				$this->donations->follow_fundraiser( $fundraiser_id, $team_id );
				// A team's donor count depends on all its donors' e-mails: recount these two teams.
				foreach ( array_unique( array_filter( array( $old_team, $team_id ) ) ) as $team ) {
					$this->teams->refresh_members_count( $team );
					$this->totals->recount_entity( 'team', $team );
					$this->donors->rebuild_entity( 'team', $team );
				}
				ReadCache::campaign_changed( (int) $fundraiser['campaign_id'] );
			}
		);
	}

	/**
	 * Deletes a team. Its members stay fundraisers without a team; the donations it received stay
	 * with the campaign (and with the fundraisers they were given to), whose totals therefore do
	 * not change.
	 *
	 * @param int $team_id Team id.
	 * @return bool False when the team does not exist.
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function delete_team( int $team_id ): bool {
		$team = $this->teams->find( $team_id );
		if ( null === $team ) {
			return false;
		}
		Transaction::run(
			function () use ( $team, $team_id ): void {
				$this->campaigns->lock( (int) $team['campaign_id'] );
				$this->fundraisers->leave_team( $team_id );
				$this->donations->detach( 'team', $team_id );
				$this->donors->rebuild_entity( 'team', $team_id );
				( new InvitationRepository() )->delete_for_team( $team_id );
				$this->teams->delete( $team_id );
				ReadCache::campaign_changed( (int) $team['campaign_id'] );
			}
		);
		return true;
	}

	/**
	 * Deletes a fundraiser page. The donations it received stay with its team (or the campaign),
	 * whose totals therefore do not change.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @return bool False when the fundraiser does not exist.
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function delete_fundraiser( int $fundraiser_id ): bool {
		$fundraiser = $this->fundraisers->find( $fundraiser_id );
		if ( null === $fundraiser ) {
			return false;
		}
		Transaction::run(
			function () use ( $fundraiser, $fundraiser_id ): void {
				$this->campaigns->lock( (int) $fundraiser['campaign_id'] );
				$this->donations->detach( 'fundraiser', $fundraiser_id );
				$this->donors->rebuild_entity( 'fundraiser', $fundraiser_id );
				// The activity is the person's own log: it goes with the page (decision 0093).
				( new ActivityService() )->forget_fundraiser_locked( $fundraiser );
				$this->fundraisers->delete( $fundraiser_id );
				if ( $fundraiser['team_id'] > 0 ) {
					$this->teams->refresh_members_count( (int) $fundraiser['team_id'] );
				}
				ReadCache::campaign_changed( (int) $fundraiser['campaign_id'] );
			}
		);
		return true;
	}

	/**
	 * Runs $work on a donation in a transaction that first locks the donation's campaign row, so
	 * that changes to one campaign's totals queue up in one order. The donation is read again
	 * under the lock; null when it does not exist (then $work does not run).
	 *
	 * @param int      $id   Donation id.
	 * @param callable $work Receives the donation row.
	 * @return mixed What $work returned, or null.
	 */
	private function with_campaign_locked( int $id, callable $work ) {
		// Which campaign, asked before the transaction (a donation never changes campaign): under
		// REPEATABLE READ the transaction's first plain read fixes the snapshot that every later
		// plain read repeats, so a read before the lock made the match row look as it was before
		// the gifts queued ahead of this one, and each of them saw the whole cap free (issue 23).
		$known = $this->donations->find( $id );
		if ( null === $known ) {
			return null;
		}
		$campaign_id = (int) $known['campaign_id'];
		return Transaction::run(
			function () use ( $id, $campaign_id, $work ) {
				// The lock is the transaction's first statement; everything after it reads what
				// the changes queued before this one committed.
				$this->campaigns->lock( $campaign_id );
				$donation = $this->donations->lock( $id );
				return null === $donation ? null : $work( $donation );
			}
		);
	}

	/**
	 * After a donation changed in the current transaction: its top-donor entries (decision 0024)
	 * and its donor's records (decision 0081) are recounted and the campaign's cached reads are
	 * dropped (decision 0026).
	 *
	 * @param array<string, mixed> $before The donation as it was.
	 * @param array<string, mixed> $after  The donation as it is now.
	 */
	private function changed( array $before, array $after ): void {
		$this->donors->refresh( array( $before, $after ) );
		$this->donor_records->refresh( array( $before, $after ) );
		ReadCache::campaign_changed( (int) $after['campaign_id'] );
	}

	/**
	 * Anonymises up to $limit donations given with an address (personal-data erasure, decision
	 * 0021): the donor's name goes, the address becomes its stand-in, each becomes anonymous. The
	 * money stays where it was given; the top-donor entries of each gift are recounted, so the
	 * erased donor's gifts appear as anonymous entries at once. Returns how many changed.
	 *
	 * @param string $email       Lower-case address.
	 * @param string $replacement Address that stands in for it.
	 * @param int    $limit       Donations per call.
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function anonymise_donor( string $email, string $replacement, int $limit ): int {
		return (int) Transaction::run(
			function () use ( $email, $replacement, $limit ): int {
				$batch     = $this->donations->of_email( $email, $limit );
				$campaigns = array_unique( array_map( 'intval', array_column( $batch, 'campaign_id' ) ) );
				sort( $campaigns );
				foreach ( $campaigns as $campaign_id ) {
					$this->campaigns->lock( $campaign_id );
				}
				$changed = $this->donations->anonymise( array_map( 'intval', array_column( $batch, 'id' ) ), $replacement );
				foreach ( $batch as $before ) {
					$this->changed(
						$before,
						array_merge(
							$before,
							array(
								'donor_name'   => '',
								'donor_email'  => $replacement,
								'is_anonymous' => 1,
							)
						)
					);
				}
				return $changed;
			}
		);
	}

	/**
	 * Whether a team exists and is approved (only approved teams are credited).
	 *
	 * @param int $team_id Team id.
	 */
	private function is_approved_team( int $team_id ): bool {
		$team = $this->teams->find( $team_id );
		return null !== $team && TeamRepository::STATUS_APPROVED === $team['status'];
	}

	/**
	 * Entities a donation counts for: scope => id (campaign always, team and fundraiser when set).
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

	/**
	 * Adds a donation to ($sign 1) or takes it off ($sign -1) the stored totals of $entities. Its
	 * donor is new to (or leaves) an entity when no other completed donation there has the same
	 * e-mail; an empty e-mail is always a donor of its own, as in the recount.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 * @param array<string, int>   $entities Scope => entity id.
	 * @param int                  $sign     1 or -1.
	 */
	private function count( array $donation, array $entities, int $sign ): void {
		$email = (string) $donation['donor_email'];
		foreach ( $entities as $scope => $entity_id ) {
			$only_gift = '' === $email || ! $this->donations->donor_gave_before( $scope, $entity_id, $email, (int) $donation['id'] );
			$this->totals->adjust( $scope, $entity_id, $sign * (float) $donation['amount'], $sign, $only_gift ? $sign : 0 );
		}
	}
}
