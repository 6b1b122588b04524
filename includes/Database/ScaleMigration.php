<?php
/**
 * 1.4.0: the per-donor totals and the name index are filled from the existing rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * dbDelta creates the donor_totals and name_index tables empty; this fills them once from the
 * donations and the team and fundraiser names (decisions 0024, 0025), campaign by campaign.
 */
final class ScaleMigration {

	/**
	 * Fills both tables.
	 *
	 * @throws DatabaseError When the database refuses a statement.
	 */
	public function run(): void {
		$donors = new DonorTotalsRepository();
		foreach ( Query::column( 'SELECT id FROM ' . Schema::table( 'campaigns' ) . ' ORDER BY id' ) as $campaign_id ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name only.
			$donors->rebuild_campaign( (int) $campaign_id );
		}
		( new NameIndexRepository() )->rebuild_all();
	}
}
