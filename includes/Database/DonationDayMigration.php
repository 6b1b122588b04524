<?php
/**
 * 1.8.1: the per-day counts of every campaign's listed donations are built from the existing rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * dbDelta creates {prefix}p2p_donation_days empty; this fills it (decision 0043) one campaign at a
 * time, each in its own short transaction under that campaign's row lock: a donation completed or
 * refunded meanwhile by the new code waits for its campaign's recount and then adjusts the rows
 * it built, so the counts are exact even on a site that takes donations during the upgrade. A
 * campaign of a million donations is one grouped read of its (campaign_id, status, created_at)
 * index and a few hundred day rows written in batches (under a second, measured in the decision).
 */
final class DonationDayMigration {

	/**
	 * Builds the day rows of every campaign.
	 *
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function run(): void {
		( new CampaignRepository() )->each_under_lock( array( new DonationDayRepository(), 'recount_campaign' ) );
	}
}
