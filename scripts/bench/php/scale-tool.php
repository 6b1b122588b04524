<?php
/**
 * The PHP side of `npm run bench:scale`, run with the bench instance's WordPress loaded:
 *
 *   php scale-tool.php finish <campaign_id>   stored totals, per-donor totals, name indexes and member
 *                                             counts from the bulk-inserted rows
 *   php scale-tool.php recount <campaign_id>  stored totals, per-donor totals and day counts from the
 *                                             rows (after a bench deleted the donations it made)
 *   php scale-tool.php upgrade                loads WordPress, which runs a pending schema upgrade
 *   php scale-tool.php verify <campaign_id>   every stored total (and, from 1.7.0, the approved counts
 *                                             and the admin lists' sort keys) against a recount, as JSON
 *   php scale-tool.php donate <campaign_id> <n>   completes n test-mode donations (to fundraisers,
 *                                             teams and the campaign) and prints the database time
 *                                             of each (SAVEQUERIES), as JSON
 *   php scale-tool.php admin <campaign_id> <n>    every admin list (each sort, a search; the Donors list too), n times
 *                                             each, in-process as an administrator, as JSON
 *   php scale-tool.php export <campaign_id> <type>  one CSV export written to nowhere: time, rows,
 *                                             bytes, peak memory, as JSON
 *   php scale-tool.php activity-recount <campaign_id>  stored activity totals from the bulk-inserted
 *                                             entries (ActivityRepository::recount_campaign())
 *   php scale-tool.php signup <campaign_id> <n>   n sign-ups (POST /create-fundraiser-profile, in-process,
 *                                             as n new users) with the campaign's capacity-limited
 *                                             registration type (one is made for the run where the
 *                                             campaign has none) and its questions answered; database
 *                                             time of each (SAVEQUERIES), as JSON; everything made is
 *                                             removed again afterwards
 *   php scale-tool.php activity <campaign_id> <n>  n activity entries (ActivityService::add()) and their
 *                                             database time (SAVEQUERIES), as JSON; removed afterwards
 *   php scale-tool.php export-floor <campaign_id> [fundraisers]   the floor of the donations export (or,
 *                                             with "fundraisers", of the fundraisers export with its
 *                                             registration columns): the same rows
 *                                             and columns read with one unbuffered SELECT and written
 *                                             as CSV to /dev/null by plain PHP (fputcsv), none of the
 *                                             plugin's code: time, rows, bytes, peak memory, as JSON
 *
 * Environment as the toolkit's steps: P2P_WP_DIR, P2P_WP_URL. Never shipped (scripts/ only).
 */

// Query times are read for the donation figures only (the log would weigh on the others).
if ( in_array( $argv[1] ?? '', array( 'donate', 'signup', 'activity' ), true ) ) {
	define( 'SAVEQUERIES', true );
}
require dirname( __DIR__, 2 ) . '/wp/php/bootstrap-cli.php';
require $p2p_wp_dir . '/wp-load.php';
p2p_cli_after_load();

use P2PFundraising\Database\NameIndexRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

$p2p_command  = $argv[1] ?? '';
$p2p_campaign = (int) ( $argv[2] ?? 0 );

/** Milliseconds since $start (hrtime). */
function p2p_bench_ms( $start ) {
	return ( hrtime( true ) - $start ) / 1e6;
}

/** Prints the JSON result line and the toolkit's OK marker. */
function p2p_bench_out( $data ) {
	echo 'P2P_JSON ' . wp_json_encode( $data ) . "\n";
	echo "P2P_OK\n";
	exit( 0 );
}

global $wpdb;
wp_set_current_user( 1 );

switch ( $p2p_command ) {
	case 'finish':
		$start = hrtime( true );
		( new DonationService() )->rebuild_totals( $p2p_campaign );
		$totals = p2p_bench_ms( $start );
		$start = hrtime( true );
		// The name index exists from issue 11 on (a "before" run measures the code without it).
		if ( class_exists( NameIndexRepository::class ) ) {
			( new NameIndexRepository() )->rebuild_all();
		}
		// The short-term index of one- and two-character searches exists from 1.8.2 on (decision 0042).
		if ( class_exists( \P2PFundraising\Database\NameGramRepository::class ) ) {
			( new \P2PFundraising\Database\NameGramRepository() )->rebuild_all();
		}
		// The admin lists' sort keys exist from 1.7.0 on (decision 0039).
		if ( class_exists( \P2PFundraising\Database\SortKeyRepository::class ) ) {
			( new \P2PFundraising\Database\SortKeyRepository() )->rebuild_all();
		}
		$index = p2p_bench_ms( $start );
		$teams = Schema::table( 'teams' );
		$funds = Schema::table( 'fundraisers' );
		$wpdb->query( $wpdb->prepare( "UPDATE {$teams} t LEFT JOIN (SELECT team_id, COUNT(*) AS n FROM {$funds} WHERE campaign_id = %d AND status = 'approved' AND team_id IS NOT NULL GROUP BY team_id) m ON m.team_id = t.id SET t.members_count = COALESCE(m.n, 0) WHERE t.campaign_id = %d", $p2p_campaign, $p2p_campaign ) ); // phpcs:ignore
		wp_cache_flush();
		p2p_bench_out( array( 'totals_ms' => $totals, 'index_ms' => $index ) );
		break;

	case 'activity-recount':
		( new \P2PFundraising\Database\ActivityRepository() )->recount_campaign( $p2p_campaign );
		\P2PFundraising\ReadCache::campaign_changed( $p2p_campaign );
		wp_cache_flush();
		p2p_bench_out( array( 'activity_total' => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT activity_total FROM %i WHERE id = %d', Schema::table( 'campaigns' ), $p2p_campaign ) ) ) );
		break;

	case 'signup':
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$n         = max( 1, (int) ( $argv[3] ?? 30 ) );
		$options   = new \P2PFundraising\Database\RegistrationOptionsRepository();
		$made_type = 0;
		$made_q    = 0;
		$type      = null;
		foreach ( $options->types( $p2p_campaign ) as $candidate ) {
			if ( null !== $candidate['capacity'] ) {
				$type = $candidate;
				break;
			}
		}
		if ( null === $type ) {
			// The small campaign gets the same shape for the run: a capacity-limited type, a question.
			$made_type = $options->insert_type( $p2p_campaign, array( 'name' => 'Bench runner', 'description' => '', 'fee_minor' => 1500, 'capacity' => $n + 10 ) );
			$made_q    = $options->insert_question( $p2p_campaign, array( 'label' => 'T-shirt size', 'kind' => 'choice', 'options' => array( 'S', 'M', 'L' ), 'is_required' => 1 ) );
			$type      = $options->find_type( $made_type );
		}
		$answers = array();
		foreach ( $options->questions( $p2p_campaign ) as $question ) {
			$answers[ 'q' . $question['id'] ] = 'checkbox' === $question['kind'] ? true : ( 'choice' === $question['kind'] ? $question['options'][0] : 'Bench answer' );
		}
		$waiver  = '' !== $options->waiver( $p2p_campaign );
		$users   = array();
		$db_ms   = array();
		$wall_ms = array();
		$queries = array();
		$errors  = array();
		for ( $i = 0; $i < $n; $i++ ) {
			$users[] = wp_insert_user(
				array(
					'user_login' => "bench-signup-{$p2p_campaign}-{$i}-" . wp_generate_password( 6, false ),
					'user_email' => "bench-signup-{$p2p_campaign}-{$i}-" . wp_generate_password( 6, false ) . '@bench.test',
					'user_pass'  => wp_generate_password( 24 ),
				)
			);
		}
		foreach ( $users as $i => $user_id ) {
			if ( is_wp_error( $user_id ) ) {
				$errors[] = $user_id->get_error_message();
				continue;
			}
			wp_set_current_user( (int) $user_id );
			$request = new WP_REST_Request( 'POST', '/p2p-fundraising/v1/create-fundraiser-profile' );
			$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
			$request->set_body_params(
				array(
					'campaign_id'       => $p2p_campaign,
					'firstName'         => 'Bench',
					'lastName'          => 'Runner ' . $i,
					'registration_type' => (int) $type['id'],
					'answers'           => $answers,
					'waiver_accepted'   => $waiver,
				)
			);
			$wpdb->queries = array();
			$start         = hrtime( true );
			$response      = rest_do_request( $request );
			$wall_ms[]     = p2p_bench_ms( $start );
			$sum           = 0.0;
			foreach ( $wpdb->queries as $query ) {
				$sum += (float) $query[1];
			}
			$db_ms[]   = $sum * 1000;
			$queries[] = count( $wpdb->queries );
			if ( $response->is_error() ) {
				$errors[] = wp_json_encode( $response->get_data() );
			}
		}
		// Everything made goes again: the pages (with their indexes and counts), their
		// registrations and places, the users, the type and question made for the run.
		wp_set_current_user( 1 );
		$funds   = Schema::table( 'fundraisers' );
		$service = new DonationService();
		foreach ( $users as $user_id ) {
			if ( is_wp_error( $user_id ) ) {
				continue;
			}
			$fundraiser_id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE campaign_id = %d AND user_id = %d', $funds, $p2p_campaign, $user_id ) );
			if ( $fundraiser_id > 0 ) {
				$service->delete_fundraiser( $fundraiser_id );
				$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE fundraiser_id = %d', Schema::table( 'registrations' ), $fundraiser_id ) );
			}
			wp_delete_user( (int) $user_id );
		}
		$wpdb->query( $wpdb->prepare( 'UPDATE %i t SET t.registered = (SELECT COUNT(*) FROM %i r WHERE r.type_id = t.id) WHERE t.campaign_id = %d', Schema::table( 'registration_types' ), Schema::table( 'registrations' ), $p2p_campaign ) );
		if ( $made_type > 0 ) {
			$options->delete_type( $made_type );
			$options->delete_question( $made_q );
		}
		wp_cache_flush();
		p2p_bench_out( array( 'db_ms' => $db_ms, 'wall_ms' => $wall_ms, 'queries' => $queries, 'errors' => array_slice( $errors, 0, 3 ), 'type' => $type['name'] ) );
		break;

	case 'activity':
		$n           = max( 1, (int) ( $argv[3] ?? 30 ) );
		$fundraisers = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE campaign_id = %d AND status = %s ORDER BY id LIMIT 500', Schema::table( 'fundraisers' ), $p2p_campaign, 'approved' ), ARRAY_A );
		$service     = new \P2PFundraising\Activity\ActivityService();
		$repository  = new \P2PFundraising\Database\ActivityRepository();
		$db_ms       = array();
		$wall_ms     = array();
		$queries     = array();
		$made        = array();
		for ( $i = 0; $i < $n && array() !== $fundraisers; $i++ ) {
			$wpdb->queries = array();
			$start         = hrtime( true );
			$made[]        = $service->add( $fundraisers[ $i % count( $fundraisers ) ], gmdate( 'Y-m-d' ), 1500 + $i, 'Bench run', 'manual' );
			$wall_ms[]     = p2p_bench_ms( $start );
			$sum           = 0.0;
			foreach ( $wpdb->queries as $query ) {
				$sum += (float) $query[1];
			}
			$db_ms[]   = $sum * 1000;
			$queries[] = count( $wpdb->queries );
		}
		// The entries go again through the same service, which takes them off the totals.
		foreach ( $made as $id ) {
			$service->delete( (array) $repository->find( (int) $id ) );
		}
		wp_cache_flush();
		p2p_bench_out( array( 'db_ms' => $db_ms, 'wall_ms' => $wall_ms, 'queries' => $queries ) );
		break;

	case 'recount':
		( new DonationService() )->rebuild_totals( $p2p_campaign );
		wp_cache_flush();
		p2p_bench_out( array( 'recounted' => $p2p_campaign ) );
		break;

	case 'upgrade':
		// Loading WordPress ran the plugin's schema upgrade (plugins_loaded), if one was due.
		p2p_bench_out( array( 'schema' => get_option( Schema::OPTION ) ) );
		break;

	case 'verify':
		// Every stored total of the campaign against a recount (rebuild_totals(), the oracle).
		$snapshot = static function () use ( $wpdb, $p2p_campaign ): array {
			$rows = array();
			foreach ( array( 'campaigns' => 'id', 'teams' => 'campaign_id', 'fundraisers' => 'campaign_id' ) as $table => $column ) {
				foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT id, raised_amount, donations_count, donors_count FROM ' . Schema::table( $table ) . " WHERE {$column} = %d", $p2p_campaign ), ARRAY_A ) as $row ) { // phpcs:ignore
					$rows[ "{$table}:{$row['id']}" ] = "{$row['raised_amount']}|{$row['donations_count']}|{$row['donors_count']}";
				}
			}
			// From 1.7.0 on the campaign stores its numbers of approved teams and fundraisers (decision 0039).
			if ( $wpdb->get_var( 'SHOW COLUMNS FROM ' . Schema::table( 'campaigns' ) . " LIKE 'approved_teams'" ) ) { // phpcs:ignore
				$rows['campaigns:approved'] = implode( '|', (array) $wpdb->get_row( $wpdb->prepare( 'SELECT approved_teams, approved_fundraisers FROM ' . Schema::table( 'campaigns' ) . ' WHERE id = %d', $p2p_campaign ), ARRAY_A ) ); // phpcs:ignore
			}
			$donor_totals = Schema::table( 'donor_totals' );
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $donor_totals ) ) ) {
				foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT scope, entity_id, donor_key, donor_name, is_anonymous, amount, gifts, tie_order FROM {$donor_totals} WHERE campaign_id = %d", $p2p_campaign ), ARRAY_A ) as $row ) { // phpcs:ignore
					$rows[ "donor:{$row['scope']}:{$row['entity_id']}:{$row['donor_key']}" ] = implode( '|', $row );
				}
			}
			// From 1.8.1 on the campaign list's day counts (decision 0043); a day back at 0 may stay.
			$donation_days = Schema::table( 'donation_days' );
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $donation_days ) ) ) {
				foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT day, listed FROM {$donation_days} WHERE campaign_id = %d AND listed <> 0", $p2p_campaign ), ARRAY_A ) as $row ) { // phpcs:ignore
					$rows[ "days:{$row['day']}" ] = $row['listed'];
				}
			}
			// From 1.9.1 on the leaderboard's band counts (decision 0071); a band back at 0 may stay.
			$bands = Schema::table( 'fundraiser_bands' );
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $bands ) ) ) {
				foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT band, approved FROM {$bands} WHERE campaign_id = %d AND approved <> 0", $p2p_campaign ), ARRAY_A ) as $row ) { // phpcs:ignore
					$rows[ "bands:{$row['band']}" ] = $row['approved'];
				}
			}
			// From 1.10.5 on the activity leaderboard's band counts (decision 0115); a band back at 0 may stay.
			$activity_bands = Schema::table( 'activity_bands' );
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $activity_bands ) ) ) {
				foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT band, approved FROM %i WHERE campaign_id = %d AND approved <> 0', $activity_bands, $p2p_campaign ), ARRAY_A ) as $row ) {
					$rows[ "activity_bands:{$row['band']}" ] = $row['approved'];
				}
			}
			// From 1.10.6 on the short searches' per-gram counts (decision 0121); a count back at 0 may stay.
			$gram_counts = Schema::table( 'name_gram_counts' );
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $gram_counts ) ) ) {
				foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT kind, HEX(gram) AS gram, matches FROM %i WHERE campaign_id = %d AND matches <> 0', $gram_counts, $p2p_campaign ), ARRAY_A ) as $row ) {
					$rows[ "name_gram_counts:{$row['kind']}:{$row['gram']}" ] = $row['matches'];
				}
			}
			// From 1.9.9 on the stored activity totals (decision 0093), and from 1.10.0 the places
			// each registration type counts (decision 0097).
			if ( $wpdb->get_var( 'SHOW COLUMNS FROM ' . Schema::table( 'fundraisers' ) . " LIKE 'activity_total'" ) ) { // phpcs:ignore
				foreach ( array( 'campaigns' => 'id', 'teams' => 'campaign_id', 'fundraisers' => 'campaign_id' ) as $table => $column ) {
					foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT id, activity_total FROM ' . Schema::table( $table ) . " WHERE {$column} = %d AND activity_total <> 0", $p2p_campaign ), ARRAY_A ) as $row ) { // phpcs:ignore
						$rows[ "activity:{$table}:{$row['id']}" ] = $row['activity_total'];
					}
				}
				foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT id, registered FROM %i WHERE campaign_id = %d', Schema::table( 'registration_types' ), $p2p_campaign ), ARRAY_A ) as $row ) {
					$rows[ "registered:{$row['id']}" ] = $row['registered'];
				}
			}
			return $rows;
		};
		$stored = $snapshot();
		if ( class_exists( \P2PFundraising\Database\ActivityRepository::class ) ) {
			( new \P2PFundraising\Database\ActivityRepository() )->recount_campaign( $p2p_campaign );
			$wpdb->query( $wpdb->prepare( 'UPDATE %i t SET t.registered = (SELECT COUNT(*) FROM %i r WHERE r.type_id = t.id) WHERE t.campaign_id = %d', Schema::table( 'registration_types' ), Schema::table( 'registrations' ), $p2p_campaign ) );
		}
		( new DonationService() )->rebuild_totals( $p2p_campaign );
		$recount    = $snapshot();
		$mismatches = array();
		foreach ( array_unique( array_merge( array_keys( $stored ), array_keys( $recount ) ) ) as $key ) {
			if ( ( $stored[ $key ] ?? null ) !== ( $recount[ $key ] ?? null ) ) {
				$mismatches[] = array( $key, $stored[ $key ] ?? null, $recount[ $key ] ?? null );
			}
		}
		// The admin lists' stored sort keys (1.7.0, decision 0039) against the joins they stand for.
		if ( $wpdb->get_var( 'SHOW COLUMNS FROM ' . Schema::table( 'donations' ) . " LIKE 'target_name'" ) ) { // phpcs:ignore
			$teams = Schema::table( 'teams' );
			$funds = Schema::table( 'fundraisers' );
			$stale = array(
				'donations:target_name' => $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . " d LEFT JOIN {$teams} t ON t.id = d.team_id LEFT JOIN {$funds} f ON f.id = d.fundraiser_id WHERE d.campaign_id = %d AND d.target_name <> COALESCE(NULLIF(f.name, ''), NULLIF(t.name, ''), '') COLLATE utf8mb4_bin", $p2p_campaign ) ), // phpcs:ignore
				'fundraisers:team_name' => $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$funds} f LEFT JOIN {$teams} t ON t.id = f.team_id WHERE f.campaign_id = %d AND f.team_name <> COALESCE(t.name, '') COLLATE utf8mb4_bin", $p2p_campaign ) ), // phpcs:ignore
			);
			// From 1.10.4 on a fundraiser's search entries carry its status and amount (decision 0111).
			if ( $wpdb->get_var( 'SHOW COLUMNS FROM ' . Schema::table( 'name_index' ) . " LIKE 'raised'" ) ) { // phpcs:ignore
				$stale['name_index:approved,raised'] = $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i n INNER JOIN %i f ON f.id = n.entity_id WHERE n.kind = %s AND n.campaign_id = %d AND ( n.approved <> IF(f.status = %s, 1, 0) OR n.raised <> f.raised_amount )', Schema::table( 'name_index' ), $funds, 'fundraiser', $p2p_campaign, 'approved' ) );
			}
			foreach ( $stale as $key => $count ) {
				if ( 0 !== (int) $count ) {
					$mismatches[] = array( $key, "{$count} stale", '0 stale' );
				}
			}
		}
		p2p_bench_out( array( 'checked' => count( $recount ), 'mismatches' => $mismatches ) );
		break;

	case 'donate':
		$n           = max( 1, (int) ( $argv[3] ?? 50 ) );
		$fundraisers = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . " WHERE campaign_id = %d AND status = 'approved' ORDER BY id LIMIT 500", $p2p_campaign ) ); // phpcs:ignore
		$teams       = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'teams' ) . " WHERE campaign_id = %d AND status = 'approved' ORDER BY id LIMIT 500", $p2p_campaign ) ); // phpcs:ignore
		$service     = new DonationService();
		$db_ms       = array();
		$wall_ms     = array();
		$queries     = array();
		for ( $i = 0; $i < $n; $i++ ) {
			$target       = $i % 3;
			$wpdb->queries = array();
			$start        = hrtime( true );
			$service->record(
				array(
					'campaign_id'   => $p2p_campaign,
					'fundraiser_id' => 0 === $target && $fundraisers ? (int) $fundraisers[ $i % count( $fundraisers ) ] : 0,
					'team_id'       => 1 === $target && $teams ? (int) $teams[ $i % count( $teams ) ] : 0,
					'donor_name'    => 'Bench Donor ' . ( $i % 17 ),
					'donor_email'   => 'donor' . ( ( $i * 7919 ) % 300000 ) . '@bench.test',
					'is_anonymous'  => 0 === $i % 9,
					'amount'        => 10 + $i,
					'mode'          => Settings::PAYMENT_MODE_TEST,
				)
			);
			$wall_ms[] = p2p_bench_ms( $start );
			$sum       = 0.0;
			foreach ( $wpdb->queries as $query ) {
				$sum += (float) $query[1];
			}
			$db_ms[]   = $sum * 1000;
			$queries[] = count( $wpdb->queries );
		}
		p2p_bench_out( array( 'db_ms' => $db_ms, 'wall_ms' => $wall_ms, 'queries' => $queries ) );
		break;

	case 'admin':
		$n       = max( 1, (int) ( $argv[3] ?? 20 ) );
		$lists   = array(
			'donations'   => array( 'id', 'donor', 'amount', 'status', 'target', 'created' ),
			'teams'       => array( 'id', 'name', 'status', 'access', 'captain', 'goal', 'raised', 'members', 'created' ),
			'fundraisers' => array( 'id', 'name', 'team', 'status', 'goal', 'raised', 'created' ),
			// The Donors screen (decision 0081): GET /admin/donors?campaign_id=…, one row per address.
			'donors'      => array( 'total', 'gifts', 'last_gift', 'name' ),
		);
		$searches = array(
			'donations'   => 'donor1234',
			'teams'       => 'river',
			'fundraisers' => 'lovelace',
			'donors'      => 'donor1234',
		);
		$result = array();
		foreach ( $lists as $list => $sorts ) {
			$variants = array();
			foreach ( $sorts as $sort ) {
				$variants[ "{$list} by {$sort}" ] = array( 'orderby' => $sort, 'order' => 'desc' );
			}
			$variants[ "{$list} page 50 by {$sorts[0]}" ] = array( 'orderby' => $sorts[0], 'order' => 'desc', 'page' => 50 );
			$variants[ "{$list} search \"{$searches[ $list ]}\"" ] = array( 'search' => $searches[ $list ] );
			foreach ( $variants as $label => $params ) {
				$times = array();
				for ( $i = 0; $i < $n; $i++ ) {
					$request = new WP_REST_Request( 'GET', 'donors' === $list ? '/p2p-fundraising/v1/admin/donors' : "/p2p-fundraising/v1/admin/campaigns/{$p2p_campaign}/{$list}" );
					$request->set_query_params( $params + array( 'per_page' => 20 ) + ( 'donors' === $list ? array( 'campaign_id' => $p2p_campaign ) : array() ) );
					// Each request as a new PHP request of a site without a persistent object cache
					// finds it: empty (the runtime cache would otherwise serve the repeats' counts).
					wp_cache_flush();
					$start = hrtime( true );
					try {
						$response = rest_do_request( $request );
					} catch ( Throwable $error ) {
						$times = array( 'error' => $error->getMessage() );
						break;
					}
					$times[] = p2p_bench_ms( $start );
					if ( $response->is_error() ) {
						$times = array( 'error' => wp_json_encode( $response->get_data() ) );
						break;
					}
				}
				$result[ $label ] = $times;
			}
		}
		// The event's admin reads (issue 28), where the campaign has registrations and activity:
		// the fundraisers list with the registrations of its page (the read the admin view and the
		// CSV make: RegistrationRepository::for_fundraisers()), one fundraiser's registration, and
		// the activity entries of the fundraiser with the most of them.
		$busiest = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT fundraiser_id FROM %i WHERE campaign_id = %d GROUP BY fundraiser_id ORDER BY COUNT(*) DESC, fundraiser_id LIMIT 1', Schema::table( 'activity_entries' ), $p2p_campaign ) );
		if ( $busiest > 0 && $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE campaign_id = %d', Schema::table( 'registration_types' ), $p2p_campaign ) ) > 0 ) {
			$event = array(
				'fundraisers page 1 + their registrations' => array( "/p2p-fundraising/v1/admin/campaigns/{$p2p_campaign}/fundraisers", array( 'per_page' => 20 ), true ),
				'fundraisers page 50 + their registrations' => array( "/p2p-fundraising/v1/admin/campaigns/{$p2p_campaign}/fundraisers", array( 'per_page' => 20, 'page' => 50 ), true ),
				'a fundraiser\'s registration' => array( "/p2p-fundraising/v1/admin/fundraisers/{$busiest}/registration", array(), false ),
				'a fundraiser\'s activity entries' => array( "/p2p-fundraising/v1/admin/fundraisers/{$busiest}/activity", array(), false ),
			);
			foreach ( $event as $label => list( $route, $params, $with_registrations ) ) {
				$times = array();
				for ( $i = 0; $i < $n; $i++ ) {
					$request = new WP_REST_Request( 'GET', $route );
					$request->set_query_params( $params );
					wp_cache_flush(); // As above: a new request's empty runtime cache.
					$start    = hrtime( true );
					$response = rest_do_request( $request );
					if ( ! $response->is_error() && $with_registrations ) {
						$data = $response->get_data();
						( new \P2PFundraising\Database\RegistrationRepository() )->for_fundraisers( array_column( (array) ( $data['data'] ?? $data ), 'id' ) );
					}
					$times[] = p2p_bench_ms( $start );
					if ( $response->is_error() ) {
						$times = array( 'error' => wp_json_encode( $response->get_data() ) );
						break;
					}
				}
				$result[ $label ] = $times;
			}
		}
		p2p_bench_out( $result );
		break;

	case 'export':
		$type = (string) ( $argv[3] ?? 'donations' );
		if ( function_exists( 'memory_reset_peak_usage' ) ) {
			memory_reset_peak_usage();
		}
		$base    = memory_get_usage();
		$request = new WP_REST_Request( 'GET', "/p2p-fundraising/v1/admin/campaigns/{$p2p_campaign}/export" );
		$request->set_query_params( array( 'type' => $type ) );
		$bytes = 0;
		$lines = 0;
		$start = hrtime( true );
		$response = rest_do_request( $request );
		$stream   = $response->get_data();
		if ( ! $stream instanceof \P2PFundraising\Admin\CsvStream ) {
			// The export before issue 11 answered the whole document as a string.
			$bytes = strlen( (string) $stream );
			$lines = substr_count( (string) $stream, "\r\n" );
		} else {
			$stream->write(
				static function ( string $chunk ) use ( &$bytes, &$lines ): void {
					$bytes += strlen( $chunk );
					$lines += substr_count( $chunk, "\r\n" );
				}
			);
		}
		$ms = p2p_bench_ms( $start );
		p2p_bench_out(
			array(
				'ms'          => $ms,
				'rows'        => max( 0, $lines - 1 ),
				'bytes'       => $bytes,
				'peak_mb'     => memory_get_peak_usage() / 1048576,
				'baseline_mb' => $base / 1048576,
			)
		);
		break;

	case 'export-floor':
		if ( 'fundraisers' === ( $argv[3] ?? '' ) ) {
			// The fundraisers export's rows with their registration columns at the least cost: one
			// unbuffered SELECT of the columns it writes (the team's name and the account's e-mail
			// joined, the registration's type, fee, state and answers), the answers decoded and laid
			// out one column per question, fputcsv to nowhere.
			if ( function_exists( 'memory_reset_peak_usage' ) ) {
				memory_reset_peak_usage();
			}
			$questions = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE campaign_id = %d ORDER BY sort_order, id', Schema::table( 'registration_questions' ), $p2p_campaign ) ) );
			$sql       = $wpdb->prepare( "SELECT f.id, f.name, COALESCE(u.user_email, ''), f.status, COALESCE(t.name, ''), f.goal, f.raised_amount, f.donations_count, CONCAT(%s, f.id, '/'), f.created_at, COALESCE(r.type_name, ''), COALESCE(r.fee_minor, 0), COALESCE(r.fee_status, ''), COALESCE(r.waiver_accepted_at, ''), COALESCE(r.answers, '[]') FROM %i f LEFT JOIN %i u ON u.ID = f.user_id LEFT JOIN %i t ON t.id = f.team_id LEFT JOIN %i r ON r.fundraiser_id = f.id WHERE f.campaign_id = %d ORDER BY f.id", home_url( '/campaigns/scale/fundraiser/' ), Schema::table( 'fundraisers' ), $wpdb->users, Schema::table( 'teams' ), Schema::table( 'registrations' ), $p2p_campaign );
			$out       = fopen( '/dev/null', 'wb' );
			$bytes     = 0;
			$lines     = 0;
			$start     = hrtime( true );
			$result    = mysqli_query( $wpdb->dbh, $sql, MYSQLI_USE_RESULT );
			while ( $row = mysqli_fetch_row( $result ) ) { // phpcs:ignore
				$answers = array();
				foreach ( (array) json_decode( (string) array_pop( $row ), true ) as $answer ) {
					$answers[ (int) ( $answer['question_id'] ?? 0 ) ] = is_bool( $answer['value'] ?? '' ) ? ( $answer['value'] ? 'Yes' : 'No' ) : (string) ( $answer['value'] ?? '' );
				}
				$row[11] = '0' === $row[11] ? '' : number_format( $row[11] / 100, 2, '.', '' );
				foreach ( $questions as $question ) {
					$row[] = $answers[ $question ] ?? '';
				}
				$bytes += fputcsv( $out, $row, ',', '"', '', "\r\n" );
				++$lines;
			}
			mysqli_free_result( $result );
			fclose( $out );
			p2p_bench_out(
				array(
					'ms'      => p2p_bench_ms( $start ),
					'rows'    => $lines,
					'bytes'   => $bytes,
					'peak_mb' => memory_get_peak_usage() / 1048576,
				)
			);
		}
		// What PHP and MariaDB cost for the export's work at the least: the columns the donations
		// export writes, with the team's and fundraiser's names joined, oldest first, one query
		// streamed row by row (MYSQLI_USE_RESULT: nothing buffered), fputcsv to nowhere.
		if ( function_exists( 'memory_reset_peak_usage' ) ) {
			memory_reset_peak_usage();
		}
		$donations   = $wpdb->prefix . 'p2p_donations';
		$teams       = $wpdb->prefix . 'p2p_teams';
		$fundraisers = $wpdb->prefix . 'p2p_fundraisers';
		$sql         = $wpdb->prepare( "SELECT d.id, d.created_at, d.donor_name, d.donor_email, IF(d.is_anonymous, 'yes', 'no'), d.amount, d.status, d.mode, COALESCE(t.name, ''), COALESCE(f.name, ''), d.completed_at FROM {$donations} d LEFT JOIN {$teams} t ON t.id = d.team_id LEFT JOIN {$fundraisers} f ON f.id = d.fundraiser_id WHERE d.campaign_id = %d ORDER BY d.id", $p2p_campaign ); // phpcs:ignore
		$out         = fopen( '/dev/null', 'wb' );
		$bytes       = 0;
		$lines       = 0;
		$start       = hrtime( true );
		$bytes      += fputcsv( $out, array( 'ID', 'Date', 'Donor', 'Email', 'Anonymous', 'Amount', 'Status', 'Mode', 'Team', 'Fundraiser', 'Completed' ), ',', '"', '', "\r\n" );
		$result      = mysqli_query( $wpdb->dbh, $sql, MYSQLI_USE_RESULT );
		while ( $row = mysqli_fetch_row( $result ) ) { // phpcs:ignore
			$bytes += fputcsv( $out, $row, ',', '"', '', "\r\n" );
			++$lines;
		}
		mysqli_free_result( $result );
		fclose( $out );
		$ms = p2p_bench_ms( $start );
		p2p_bench_out(
			array(
				'ms'      => $ms,
				'rows'    => $lines,
				'bytes'   => $bytes,
				'peak_mb' => memory_get_peak_usage() / 1048576,
			)
		);
		break;

	default:
		p2p_cli_fail( 'Usage: scale-tool.php finish|donate|admin|export <campaign_id> [...]' );
}
