<?php
/**
 * The `wp p2p` namespace.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Cli;

defined( 'ABSPATH' ) || exit;

/**
 * Operates P2P Fundraising: stored totals, the e-mail queue, CSV exports, the schema and the cache.
 *
 * ## EXAMPLES
 *
 *     wp p2p totals verify demo
 *     wp p2p queue status
 *     wp p2p export demo donations --file=donations.csv
 *     wp p2p schema status
 *     wp p2p cache flush demo
 */
final class P2pNamespace extends \WP_CLI\Dispatcher\CommandNamespace {
}
