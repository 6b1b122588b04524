<?php
/**
 * `wp p2p schema status|upgrade`.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Cli;

use P2PFundraising\Database\NamedLock;
use P2PFundraising\Database\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's database schema (decision 0044): which version is stored, and the upgrade.
 */
final class SchemaCommand {

	/**
	 * The code's schema version, the stored one and whether an upgrade is pending.
	 *
	 * ## OPTIONS
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
	public function status( array $args, array $assoc_args ): void {
		unset( $args );
		$stored = Schema::installed_version();
		$report = array(
			'code'    => Schema::VERSION,
			'stored'  => '' === $stored ? null : $stored,
			'pending' => '' === $stored || version_compare( $stored, Schema::VERSION, '<' ),
		);
		if ( 'json' === ( $assoc_args['format'] ?? 'table' ) ) {
			\WP_CLI::line( (string) wp_json_encode( $report ) );
			return;
		}
		\WP_CLI::line( 'Schema of the code: ' . $report['code'] );
		\WP_CLI::line( 'Schema stored:      ' . ( $report['stored'] ?? 'none' ) );
		\WP_CLI::line( $report['pending'] ? 'An upgrade is pending: wp p2p schema upgrade' : 'Up to date.' );
	}

	/**
	 * Runs a pending upgrade now (the same work the first web request would do), under the lock
	 * that lets one process upgrade at a time.
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function upgrade( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		$before = Schema::installed_version();
		if ( '' !== $before && ! version_compare( $before, Schema::VERSION, '<' ) ) {
			\WP_CLI::success( 'The schema is up to date (' . $before . ').' );
			return;
		}
		$ran = NamedLock::attempt(
			Schema::UPGRADE_LOCK,
			static function (): void {
				if ( version_compare( Schema::installed_version(), Schema::VERSION, '<' ) ) {
					Schema::install();
				}
			}
		);
		if ( ! $ran ) {
			\WP_CLI::error( 'Another process is upgrading the schema now; try again in a minute.' );
		}
		\WP_CLI::success( sprintf( 'Schema upgraded from %s to %s.', '' === $before ? 'none' : $before, Schema::installed_version() ) );
	}
}
