<?php
/**
 * `wp p2p totals verify|repair`.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Cli;

use P2PFundraising\Database\TotalsCheck;

defined( 'ABSPATH' ) || exit;

/**
 * Compares the stored totals (campaign, teams, fundraisers, per-donor totals, day counts) with a
 * recount of the donations, or stores the recount.
 */
final class TotalsCommand {

	/**
	 * Compares the stored totals with a recount; changes nothing. Exits 1 when any differ.
	 *
	 * ## OPTIONS
	 *
	 * [<campaign>]
	 * : Campaign id or slug.
	 *
	 * [--all]
	 * : Every campaign.
	 *
	 * [--format=<format>]
	 * : table or json.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp p2p totals verify demo
	 *     wp p2p totals verify --all --format=json
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function verify( array $args, array $assoc_args ): void {
		$this->run( $args, $assoc_args, false );
	}

	/**
	 * Stores the recount where the stored totals differ from it, and lists what changed.
	 *
	 * ## OPTIONS
	 *
	 * [<campaign>]
	 * : Campaign id or slug.
	 *
	 * [--all]
	 * : Every campaign.
	 *
	 * [--format=<format>]
	 * : table or json.
	 * ---
	 * default: table
	 * ---
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function repair( array $args, array $assoc_args ): void {
		$this->run( $args, $assoc_args, true );
	}

	/**
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Options.
	 * @param bool                  $repair     Whether to keep the recount.
	 */
	private function run( array $args, array $assoc_args, bool $repair ): void {
		if ( ! empty( $assoc_args['all'] ) ) {
			$ids = Commands::all_campaign_ids();
		} elseif ( isset( $args[0] ) ) {
			$ids = array( (int) Commands::campaign( $args[0] )['id'] );
		} else {
			\WP_CLI::error( 'Give a campaign (id or slug) or --all.' );
			return;
		}
		$check   = new TotalsCheck();
		$rows    = array();
		$checked = 0;
		foreach ( $ids as $id ) {
			$result   = $repair ? $check->repair( $id ) : $check->verify( $id );
			$checked += $result['checked'];
			foreach ( $result['mismatches'] as $mismatch ) {
				$rows[] = array(
					'campaign' => $id,
					'total'    => $mismatch[0],
					'stored'   => null === $mismatch[1] ? '(none)' : $mismatch[1],
					'recount'  => null === $mismatch[2] ? '(none)' : $mismatch[2],
				);
			}
		}
		$format = $assoc_args['format'] ?? 'table';
		if ( 'json' === $format ) {
			\WP_CLI::line( (string) wp_json_encode( array( 'checked' => $checked, 'mismatches' => $rows, 'repaired' => $repair ) ) );
		} elseif ( array() !== $rows ) {
			\WP_CLI\Utils\format_items( 'table', $rows, array( 'campaign', 'total', 'stored', 'recount' ) );
		}
		if ( $repair ) {
			\WP_CLI::success( sprintf( '%d stored totals checked, %d repaired.', $checked, count( $rows ) ) );
		} elseif ( array() === $rows ) {
			\WP_CLI::success( sprintf( '%d stored totals checked, all equal to a recount.', $checked ) );
		} else {
			\WP_CLI::error( sprintf( '%d stored totals checked, %d differ from a recount (run `wp p2p totals repair`).', $checked, count( $rows ) ) );
		}
	}
}
