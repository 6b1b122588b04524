<?php
/**
 * 1.4.0: the per-donor totals and the name index are filled from the existing rows, and the
 * ranking indexes get their descending amount column.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * dbDelta creates the donor_totals and name_index tables empty; this fills them once from the
 * donations and the team and fundraiser names (decisions 0024, 0025), campaign by campaign.
 *
 * The leaderboards order by amount descending, then id ascending; an index with a descending
 * amount column serves that order as one forward range read (MariaDB 10.8+, MySQL 8). dbDelta
 * creates new tables with the definitions as written, but adds an index to an existing table
 * without its DESC, so on an upgrade the ranking indexes are rebuilt here with it.
 */
final class ScaleMigration {

	/** Table => ranking index => columns. */
	private const RANKINGS = array(
		'teams'       => array(
			'ranking'        => 'campaign_id,status,raised_amount DESC,id',
			'public_ranking' => 'campaign_id,status,access,raised_amount DESC,id',
		),
		'fundraisers' => array(
			'ranking'      => 'campaign_id,status,raised_amount DESC,id',
			'team_ranking' => 'team_id,status,raised_amount DESC,id',
		),
	);

	/**
	 * Fills both tables and makes the ranking indexes descending.
	 *
	 * @throws DatabaseError When the database refuses a statement.
	 */
	public function run(): void {
		$this->descending_rankings();
		$this->fill();
	}

	/**
	 * Fills the per-donor totals and the name index (no schema change: safe inside a transaction).
	 *
	 * @throws DatabaseError When the database refuses a statement.
	 */
	public function fill(): void {
		$donors = new DonorTotalsRepository();
		foreach ( Query::column( 'SELECT id FROM ' . Schema::table( 'campaigns' ) . ' ORDER BY id' ) as $campaign_id ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name only.
			$donors->rebuild_campaign( (int) $campaign_id );
		}
		( new NameIndexRepository() )->rebuild_all();
	}

	/**
	 * Re-creates each ranking index with its descending column.
	 *
	 * @throws DatabaseError When the database refuses a statement.
	 */
	private function descending_rankings(): void {
		foreach ( self::RANKINGS as $name => $indexes ) {
			$table   = Schema::table( $name );
			$changes = array();
			foreach ( $indexes as $index => $columns ) {
				// Collation "D": the column is already descending (a fresh install, or done before).
				$amount = Query::row( "SHOW INDEX FROM {$table} WHERE Key_name = '{$index}' AND Column_name = 'raised_amount'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from the constant.
				if ( null !== $amount && 'D' === ( $amount['Collation'] ?? '' ) ) {
					continue;
				}
				$changes[] = ( null !== $amount ? "DROP KEY {$index}, " : '' ) . "ADD KEY {$index} ({$columns})";
			}
			if ( array() !== $changes ) {
				Query::execute( "ALTER TABLE {$table} " . implode( ', ', $changes ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- names from the constant.
			}
		}
	}
}
