<?php
/**
 * Logging and deleting activity entries.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Activity;

use P2PFundraising\Database\ActivityRepository;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\ReadCache;

defined( 'ABSPATH' ) || exit;

/**
 * The one way activity enters and leaves the books: each entry is written with the three stored
 * totals it changes (fundraiser, team, campaign) in one transaction that first takes the campaign's
 * row lock, as donations do (DonationService), so concurrent entries queue up and the totals stay
 * the exact sum of the entries without any cache (decision 0093).
 */
final class ActivityService {

	/** @var ActivityRepository */
	private $entries;

	/** @var CampaignRepository */
	private $campaigns;

	/** @var FundraiserRepository */
	private $fundraisers;

	public function __construct() {
		$this->entries     = new ActivityRepository();
		$this->campaigns   = new CampaignRepository();
		$this->fundraisers = new FundraiserRepository();
	}

	/**
	 * Records an entry of a fundraiser (already validated) and returns its id.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @param string               $date       YYYY-MM-DD.
	 * @param int                  $amount     Thousandths of the campaign's unit, > 0.
	 * @param string               $note       Note.
	 * @param string               $source     manual or gpx.
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function add( array $fundraiser, string $date, int $amount, string $note, string $source ): int {
		$campaign_id   = (int) $fundraiser['campaign_id'];
		$fundraiser_id = (int) $fundraiser['id'];
		return (int) Transaction::run(
			function () use ( $campaign_id, $fundraiser_id, $date, $amount, $note, $source ): int {
				$this->campaigns->lock( $campaign_id );
				// The team as it is now, read under the lock (a move queued before this one has committed).
				$team_id = $this->fundraisers->lock_team_id( $fundraiser_id );
				$id      = $this->entries->insert(
					array(
						'campaign_id'   => $campaign_id,
						'fundraiser_id' => $fundraiser_id,
						'entry_date'    => $date,
						'amount'        => $amount,
						'note'          => $note,
						'source'        => $source,
					)
				);
				$this->entries->adjust( $campaign_id, $team_id, $fundraiser_id, $amount );
				ReadCache::campaign_changed( $campaign_id );
				return $id;
			}
		);
	}

	/**
	 * Deletes an entry and takes it off the totals; false when it no longer exists.
	 *
	 * @param array<string, mixed> $entry Entry row (as read before; read again under the lock).
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function delete( array $entry ): bool {
		$campaign_id = (int) $entry['campaign_id'];
		return (bool) Transaction::run(
			function () use ( $campaign_id, $entry ): bool {
				$this->campaigns->lock( $campaign_id );
				// Read again under the lock: of two simultaneous deletes, only one takes it off.
				$locked = $this->entries->find( (int) $entry['id'], true );
				if ( null === $locked ) {
					return false;
				}
				$team_id = $this->fundraisers->lock_team_id( (int) $locked['fundraiser_id'] );
				$this->entries->delete( (int) $locked['id'] );
				$this->entries->adjust( $campaign_id, $team_id, (int) $locked['fundraiser_id'], -(int) $locked['amount'] );
				ReadCache::campaign_changed( $campaign_id );
				return true;
			}
		);
	}

	/**
	 * Deletes every entry of a fundraiser and takes them off the team's and the campaign's totals;
	 * the caller holds the campaign's lock (DonationService::delete_fundraiser(), the eraser).
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function forget_fundraiser_locked( array $fundraiser ): void {
		$fundraiser_id = (int) $fundraiser['id'];
		$team_id       = $this->fundraisers->lock_team_id( $fundraiser_id );
		$sum           = $this->entries->delete_for_fundraiser( $fundraiser_id );
		$this->entries->adjust( (int) $fundraiser['campaign_id'], $team_id, $fundraiser_id, -$sum );
	}

	/**
	 * forget_fundraiser_locked() in its own transaction under the campaign's lock.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function forget_fundraiser( array $fundraiser ): void {
		Transaction::run(
			function () use ( $fundraiser ): void {
				$this->campaigns->lock( (int) $fundraiser['campaign_id'] );
				$this->forget_fundraiser_locked( $fundraiser );
				ReadCache::campaign_changed( (int) $fundraiser['campaign_id'] );
			}
		);
	}
}
