<?php
/**
 * `wp p2p queue status|drain`.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Cli;

use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Engagement\MailQueue;

defined( 'ABSPATH' ) || exit;

/**
 * The e-mail queue (decisions 0030, 0068).
 */
final class QueueCommand {

	/**
	 * Rows per status, the oldest queued row and the last drain.
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
		$status     = ( new MailQueueRepository() )->status();
		$last_drain = (int) get_option( MailQueue::LAST_DRAIN_OPTION, 0 );
		$report     = array(
			'counts'            => $status['counts'],
			'oldest_queued'     => $status['oldest_queued'],
			'oldest_queued_age' => null === $status['oldest_queued'] ? null : max( 0, time() - (int) strtotime( $status['oldest_queued'] . ' UTC' ) ),
			'last_drain'        => $last_drain > 0 ? gmdate( 'Y-m-d H:i:s', $last_drain ) : null,
			'last_drain_age'    => $last_drain > 0 ? max( 0, time() - $last_drain ) : null,
		);
		if ( 'json' === ( $assoc_args['format'] ?? 'table' ) ) {
			\WP_CLI::line( (string) wp_json_encode( $report ) );
			return;
		}
		$rows = array();
		foreach ( $report['counts'] as $name => $count ) {
			$rows[] = array(
				'status' => $name,
				'rows'   => $count,
			);
		}
		\WP_CLI\Utils\format_items( 'table', $rows, array( 'status', 'rows' ) );
		\WP_CLI::line( 'Oldest queued row: ' . ( $report['oldest_queued'] ?? 'none' ) . ' (UTC)' );
		\WP_CLI::line( 'Last drain: ' . ( $report['last_drain'] ?? 'never' ) . ' (UTC)' );
	}

	/**
	 * Sends what is queued now, batch after batch, until nothing is left or --batches is reached.
	 *
	 * ## OPTIONS
	 *
	 * [--batches=<n>]
	 * : At most this many batches of 50.
	 * ---
	 * default: 100
	 * ---
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function drain( array $args, array $assoc_args ): void {
		unset( $args );
		$queue   = new MailQueueRepository();
		$batches = max( 1, (int) ( $assoc_args['batches'] ?? 100 ) );
		$sent    = 0;
		for ( $i = 0; $i < $batches; $i++ ) {
			$sent += MailQueue::drain();
			if ( 0 === $queue->queued_count() ) {
				break;
			}
		}
		\WP_CLI::success( sprintf( '%d e-mails sent, %d still queued.', $sent, $queue->queued_count() ) );
	}
}
