<?php
/**
 * `wp p2p cache flush <campaign>`.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Cli;

use P2PFundraising\ReadCache;

defined( 'ABSPATH' ) || exit;

/**
 * The cached public reads of a campaign (decisions 0026, 0067).
 */
final class CacheCommand {

	/**
	 * Drops a campaign's cached reads on every server (its stamps change), without flushing the
	 * rest of the object cache.
	 *
	 * ## OPTIONS
	 *
	 * <campaign>
	 * : Campaign id or slug.
	 *
	 * @param string[]              $args       Campaign.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function flush( array $args, array $assoc_args ): void {
		unset( $assoc_args );
		$campaign = Commands::campaign( (string) $args[0] );
		ReadCache::flush_campaign( (int) $campaign['id'] );
		\WP_CLI::success( sprintf( "The cached reads of campaign '%s' are dropped.", $campaign['slug'] ) );
	}
}
