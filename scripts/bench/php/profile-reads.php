<?php
/**
 * Diagnostic beside `npm run bench:scale`: the queries of public REST reads on the bench site,
 * slowest first (SAVEQUERIES; each read runs twice, the second is shown, the object cache flushed
 * before each). Run from the bench instance's WordPress directory:
 *
 *   cd .wp/bench/wordpress && P2P_WP_DIR=$PWD P2P_WP_URL=http://localhost:8891 \
 *     php ../../../scripts/bench/php/profile-reads.php <campaign_id> 'get-campaign-stats?campaign_id=CID' …
 *
 * CID in a query string stands for the campaign id. Never shipped (scripts/ only).
 */
define( 'SAVEQUERIES', true );
require dirname( __DIR__, 2 ) . '/wp/php/bootstrap-cli.php';
require $p2p_wp_dir . '/wp-load.php';
p2p_cli_after_load();
global $wpdb;
$cid = (int) $argv[1];
foreach ( array_slice( $argv, 2 ) as $spec ) {
	list( $route, $qs ) = array_pad( explode( '?', $spec, 2 ), 2, '' );
	parse_str( str_replace( 'CID', (string) $cid, $qs ), $params );
	for ( $pass = 0; $pass < 2; $pass++ ) {
		wp_cache_flush();
		$wpdb->queries = array();
		$request = new WP_REST_Request( 'GET', '/p2p-fundraising/v1/' . $route );
		$request->set_query_params( $params );
		$start = hrtime( true );
		$response = rest_do_request( $request );
		$wall = ( hrtime( true ) - $start ) / 1e6;
	}
	$queries = $wpdb->queries;
	usort( $queries, static fn( $a, $b ) => $b[1] <=> $a[1] );
	$sum = array_sum( array_map( static fn( $q ) => $q[1], $queries ) ) * 1000;
	printf( "== %s  status %d  wall %.1f ms  db %.1f ms  %d queries\n", $spec, $response->get_status(), $wall, $sum, count( $queries ) );
	foreach ( array_slice( $queries, 0, 6 ) as $q ) {
		printf( "  %6.2f ms  %s\n", $q[1] * 1000, preg_replace( '/\s+/', ' ', substr( $q[0], 0, 400 ) ) );
	}
}
