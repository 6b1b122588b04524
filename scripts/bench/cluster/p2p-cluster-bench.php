<?php
/**
 * Plugin Name: P2P Fundraising cluster bench (never shipped)
 * Description: What `npm run bench:cluster` needs inside its two PHP-FPM nodes.
 *
 * Copied by scripts/bench/cluster.mjs into .wp/cluster/wordpress/wp-content/mu-plugins/ only:
 * - every answer says which node made it (X-P2P-Node, from the pool's environment), so the bench
 *   can show that the round robin really spreads requests;
 * - POST /?p2p_cluster_write=<kind> with the bench's key (X-P2P-Cluster-Key = the environment's
 *   P2P_CLUSTER_KEY) makes one write of a kind an administrator makes, through the plugin's own
 *   code, on the node that got the request (its OPcache, its path to Redis);
 * - P2P_CLUSTER_SLOW_MAIL_MS makes every e-mail take that long, so a drain can be killed mid-run
 *   and two drains overlap.
 *
 * @package P2PFundraising\Bench
 */

defined( 'ABSPATH' ) || exit;

$p2p_cluster_node = (string) getenv( 'P2P_CLUSTER_NODE' );
if ( '' !== $p2p_cluster_node && ! headers_sent() && PHP_SAPI !== 'cli' ) {
	header( 'X-P2P-Node: ' . $p2p_cluster_node );
}
unset( $p2p_cluster_node );

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit ) {
		$delay = (int) getenv( 'P2P_CLUSTER_SLOW_MAIL_MS' );
		if ( $delay > 0 ) {
			usleep( $delay * 1000 );
		}
		return $short_circuit;
	},
	1
);

add_action(
	'init',
	static function () {
		// phpcs:disable WordPress.Security.NonceVerification -- a bench-only endpoint, guarded by its key.
		if ( ! isset( $_GET['p2p_cluster_write'] ) || 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			return;
		}
		$key = (string) getenv( 'P2P_CLUSTER_KEY' );
		if ( '' === $key || ! hash_equals( $key, (string) ( $_SERVER['HTTP_X_P2P_CLUSTER_KEY'] ?? '' ) ) ) {
			wp_send_json( array( 'error' => 'forbidden' ), 403 );
		}
		$kind = sanitize_key( wp_unslash( $_GET['p2p_cluster_write'] ) );
		$id   = isset( $_POST['id'] ) ? (int) $_POST['id'] : 0;
		$to   = isset( $_POST['to'] ) ? sanitize_text_field( wp_unslash( $_POST['to'] ) ) : '';
		// phpcs:enable
		wp_set_current_user( 1 );
		try {
			switch ( $kind ) {
				case 'fundraiser-status':
					( new \P2PFundraising\Database\FundraiserRepository() )->update( $id, array( 'status' => $to ) );
					break;
				case 'team-name':
					( new \P2PFundraising\Database\TeamRepository() )->update( $id, array( 'name' => $to ) );
					break;
				case 'campaign-goal':
					( new \P2PFundraising\Database\CampaignRepository() )->update( $id, array( 'goal' => (float) $to ) );
					break;
				case 'refund':
					( new \P2PFundraising\Donations\DonationService() )->refund( $id );
					break;
				case 'move-fundraiser':
					( new \P2PFundraising\Donations\DonationService() )->move_fundraiser( $id, (int) $to );
					break;
				default:
					wp_send_json( array( 'error' => 'unknown kind' ), 400 );
			}
		} catch ( \Throwable $error ) {
			wp_send_json( array( 'error' => $error->getMessage() ), 500 );
		}
		$cache = $GLOBALS['wp_object_cache'] ?? null;
		wp_send_json(
			array(
				'ok'             => true,
				'redis_failures' => is_object( $cache ) && isset( $cache->redis_failures ) ? (int) $cache->redis_failures : 0,
			)
		);
	},
	1
);
