<?php
/**
 * Registers the `wp p2p …` commands.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Cli;

defined( 'ABSPATH' ) || exit;

/**
 * The operations of docs/operations.md on the command line (decision 0069): loaded only when
 * WP-CLI runs, so web requests never read these files.
 */
final class Commands {

	/** Adds the command namespace and its subcommands. */
	public static function register(): void {
		\WP_CLI::add_command( 'p2p', P2pNamespace::class );
		\WP_CLI::add_command( 'p2p totals', TotalsCommand::class );
		\WP_CLI::add_command( 'p2p queue', QueueCommand::class );
		\WP_CLI::add_command( 'p2p export', ExportCommand::class );
		\WP_CLI::add_command( 'p2p schema', SchemaCommand::class );
		\WP_CLI::add_command( 'p2p cache', CacheCommand::class );
	}

	/**
	 * A campaign row by id or slug, or the command stops with an error.
	 *
	 * @param string $id_or_slug What the operator typed.
	 * @return array<string, mixed>
	 */
	public static function campaign( string $id_or_slug ): array {
		$campaigns = new \P2PFundraising\Database\CampaignRepository();
		$campaign  = ctype_digit( $id_or_slug ) ? $campaigns->find( (int) $id_or_slug ) : $campaigns->find_by_slug( $id_or_slug );
		if ( null === $campaign ) {
			\WP_CLI::error( "No campaign '{$id_or_slug}' (give its id or slug)." );
		}
		return (array) $campaign;
	}

	/**
	 * Ids of every campaign, oldest first.
	 *
	 * @return int[]
	 */
	public static function all_campaign_ids(): array {
		global $wpdb;
		$table = \P2PFundraising\Database\Schema::table( 'campaigns' );
		return array_map( 'intval', \P2PFundraising\Database\Query::column( "SELECT id FROM {$table} ORDER BY id" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}
}
