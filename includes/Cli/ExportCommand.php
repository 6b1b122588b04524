<?php
/**
 * `wp p2p export <campaign> <kind>`.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Cli;

use P2PFundraising\Rest\Admin\ExportController;

defined( 'ABSPATH' ) || exit;

/**
 * The CSV exports of wp-admin (the same bytes), for scripts and very large campaigns.
 */
final class ExportCommand {

	/**
	 * Writes a campaign's CSV export to standard output or a file.
	 *
	 * ## OPTIONS
	 *
	 * <campaign>
	 * : Campaign id or slug.
	 *
	 * <kind>
	 * : What to export.
	 * ---
	 * options:
	 *   - teams
	 *   - fundraisers
	 *   - donations
	 * ---
	 *
	 * [--file=<path>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp p2p export demo donations > donations.csv
	 *     wp p2p export 1 fundraisers --file=/tmp/fundraisers.csv
	 *
	 * @param string[]              $args       Campaign and kind.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$campaign = Commands::campaign( (string) $args[0] );
		$kind     = (string) $args[1];
		if ( ! in_array( $kind, ExportController::TYPES, true ) ) {
			\WP_CLI::error( 'The kind is teams, fundraisers or donations.' );
		}
		$file   = isset( $assoc_args['file'] ) ? (string) $assoc_args['file'] : '';
		$handle = '' === $file ? fopen( 'php://stdout', 'wb' ) : fopen( $file, 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a stream to the operator's file.
		if ( false === $handle ) {
			\WP_CLI::error( "Cannot write to '{$file}'." );
			return;
		}
		( new ExportController() )->document( $campaign, $kind )->write(
			static function ( string $chunk ) use ( $handle ): void {
				fwrite( $handle, $chunk ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
			}
		);
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		if ( '' !== $file ) {
			\WP_CLI::success( "Written to {$file}." );
		}
	}
}
