<?php
/**
 * What the band-count tests compare with (decisions 0071, 0115): a leaderboard page by the plain
 * OFFSET query, the stored counts, and the counts recounted in PHP from the fundraisers' rows.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;

/**
 * For a test of one band table: it names the fundraisers' column the leaderboard sorts on, the
 * table, and the band of a figure.
 */
trait BandsOracle {

	/** The fundraisers' column the leaderboard sorts on ('raised_amount', 'activity_total'). */
	abstract protected function figure_column(): string;

	/** The band table, without the prefix. */
	abstract protected function bands_table(): string;

	/**
	 * The band of a stored figure, as the repository computes it.
	 *
	 * @param string $figure The stored figure.
	 */
	abstract protected function band_of( string $figure ): int;

	/** The ids of one page as the plain OFFSET query reads them (what every page must equal). */
	private function plain_page( int $campaign, int $page, int $per_page ): array {
		global $wpdb;
		return array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					"SELECT id FROM %i WHERE campaign_id = %d AND status = 'approved' ORDER BY %i DESC, id ASC LIMIT %d OFFSET %d",
					Schema::table( 'fundraisers' ),
					$campaign,
					$this->figure_column(),
					$per_page,
					( $page - 1 ) * $per_page
				)
			)
		);
	}

	/** band => approved of the stored counts (rows at 0 left out). */
	private function bands_snapshot( int $campaign ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT band, approved FROM %i WHERE campaign_id = %d AND approved <> 0 ORDER BY band', Schema::table( $this->bands_table() ), $campaign ), ARRAY_A );
		return array_map( 'intval', array_column( $rows, 'approved', 'band' ) );
	}

	/** band => approved counted from the fundraisers' rows, with the PHP band function. */
	private function bands_recount( int $campaign ): array {
		global $wpdb;
		$counts = array();
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT %i FROM %i WHERE campaign_id = %d AND status = 'approved'", $this->figure_column(), Schema::table( 'fundraisers' ), $campaign ) ) as $figure ) {
			$band            = $this->band_of( (string) $figure );
			$counts[ $band ] = ( $counts[ $band ] ?? 0 ) + 1;
		}
		ksort( $counts );
		return $counts;
	}
}
