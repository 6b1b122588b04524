<?php
/**
 * Decisions 0039 and 0040: the admin lists' stored sort keys and the campaigns' stored approved
 * counts stay equal to what the joins and counts give through every write, the lists sorted on
 * them keep the order of the joined-name sort (ties by id), and the donations search through the
 * full-text index answers what its rule says.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\ApprovedCountRepository;
use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\Database\DonorSearch;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Privacy\PersonalData;
use P2PFundraising\Settings;

final class AdminListsAtScaleTest extends WriteTestCase {

	/** Every stored sort key against the expression over the joined rows. */
	private function assertSortKeysMatchTheJoins( int $campaign, string $after ): void {
		global $wpdb;
		$donations   = Schema::table( 'donations' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		$wrong       = $wpdb->get_col( $wpdb->prepare( "SELECT d.id FROM {$donations} d LEFT JOIN {$teams} t ON t.id = d.team_id LEFT JOIN {$fundraisers} f ON f.id = d.fundraiser_id WHERE d.campaign_id = %d AND d.target_name <> COALESCE(NULLIF(f.name, ''), NULLIF(t.name, ''), '') COLLATE utf8mb4_bin", $campaign ) ); // phpcs:ignore
		$this->assertSame( array(), $wrong, "donations whose target_name is stale {$after}" );
		$wrong = $wpdb->get_col( $wpdb->prepare( "SELECT f.id FROM {$fundraisers} f LEFT JOIN {$teams} t ON t.id = f.team_id WHERE f.campaign_id = %d AND f.team_name <> COALESCE(t.name, '') COLLATE utf8mb4_bin", $campaign ) ); // phpcs:ignore
		$this->assertSame( array(), $wrong, "fundraisers whose team_name is stale {$after}" );
	}

	/** Both stored approved counts against a COUNT(*). */
	private function assertApprovedCountsMatch( int $campaign, string $after ): void {
		$stored = new ApprovedCountRepository();
		foreach ( array( 'teams', 'fundraisers' ) as $kind ) {
			$this->assertSame( $this->approved_count( $kind, $campaign ), $stored->get( $kind, $campaign ), "approved {$kind} {$after}" );
		}
	}

	/** Ids of an admin list, every page, as the endpoint answers them. */
	private function list_ids( string $list, array $params ): array {
		$ids  = array();
		$page = 1;
		do {
			$body = $this->assertOk( $this->get( "/admin/campaigns/{$this->campaign_id()}/{$list}", $params + array( 'per_page' => 7, 'page' => $page ) ) );
			$ids  = array_merge( $ids, array_map( 'intval', wp_list_pluck( $body['data'], 'id' ) ) );
			++$page;
		} while ( count( $ids ) < $body['total'] && array() !== $body['data'] );
		$this->assertCount( $body['total'], $ids, "{$list}: every row once" );
		return $ids;
	}

	/** The target and team sorts, both directions, against the former sort over the joined names. */
	private function assertSortsMatchTheJoinedNameSort( int $campaign ): void {
		global $wpdb;
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		foreach ( array( 'asc', 'desc' ) as $order ) {
			$direction = strtoupper( $order );
			$expected  = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT d.id FROM ' . Schema::table( 'donations' ) . " d LEFT JOIN {$teams} t ON t.id = d.team_id LEFT JOIN {$fundraisers} f ON f.id = d.fundraiser_id WHERE d.campaign_id = %d ORDER BY COALESCE(NULLIF(f.name, ''), NULLIF(t.name, ''), '') {$direction}, d.id {$direction}", $campaign ) ) ); // phpcs:ignore
			$this->assertSame( $expected, $this->list_ids( 'donations', array( 'orderby' => 'target', 'order' => $order ) ), "donations by target {$order}" );
			$expected = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT f.id FROM {$fundraisers} f LEFT JOIN {$teams} t ON t.id = f.team_id WHERE f.campaign_id = %d ORDER BY COALESCE(t.name, '') {$direction}, f.id {$direction}", $campaign ) ) ); // phpcs:ignore
			$this->assertSame( $expected, $this->list_ids( 'fundraisers', array( 'orderby' => 'team', 'order' => $order ) ), "fundraisers by team {$order}" );
		}
	}

	/**
	 * Random gifts, reassignments, members moving, renames (to the same name as another, and to
	 * an empty one), deletions and an erasure: the keys follow, and the sorts equal the old ones.
	 *
	 * @dataProvider seeds
	 */
	public function test_sort_keys_follow_every_write_and_the_sorts_keep_their_order( int $seed ): void {
		global $wpdb;
		mt_srand( $seed );
		$this->actingAs( 'admin' );
		$service     = new DonationService();
		$campaign    = $this->campaign_id();
		$this->assertSortKeysMatchTheJoins( $campaign, 'after the demo data' );
		$teams       = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'teams' ) . ' WHERE campaign_id = %d', $campaign ) ) );
		$fundraisers = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE campaign_id = %d', $campaign ) ) );
		$ids         = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . ' WHERE campaign_id = %d', $campaign ) ) );
		$pick        = static function ( array $list ) {
			return $list[ mt_rand( 0, count( $list ) - 1 ) ];
		};
		$names       = array( 'Blue Wave Runners', 'Zed', 'alpha', 'Ümlaut Crew', 'Same Name' );

		for ( $step = 0; $step < 40; $step++ ) {
			switch ( mt_rand( 0, 5 ) ) {
				case 0:
					$ids[] = $service->record(
						array(
							'campaign_id'   => $campaign,
							'team_id'       => 0 === mt_rand( 0, 1 ) ? $pick( $teams ) : 0,
							'fundraiser_id' => 0 === mt_rand( 0, 1 ) ? $pick( $fundraisers ) : 0,
							'donor_name'    => 'Random Giver',
							'donor_email'   => 'random@example.net',
							'amount'        => 10,
							'mode'          => Settings::PAYMENT_MODE_TEST,
						)
					);
					break;
				case 1:
					$service->reassign( $pick( $ids ), 0 === mt_rand( 0, 1 ) ? $pick( $teams ) : 0, 0 === mt_rand( 0, 2 ) ? 0 : $pick( $fundraisers ) );
					break;
				case 2:
					$service->move_fundraiser( $pick( $fundraisers ), 0 === mt_rand( 0, 2 ) ? 0 : $pick( $teams ) );
					break;
				case 3:
					// Fundraiser names: another's name, or empty (the donations then show the team).
					( new FundraiserRepository() )->update( $pick( $fundraisers ), array( 'name' => 0 === mt_rand( 0, 3 ) ? '' : $pick( $names ) ) );
					break;
				case 4:
					( new TeamRepository() )->update( $pick( $teams ), array( 'name' => $pick( $names ) ) );
					break;
				default:
					if ( count( $fundraisers ) > 4 && 0 === mt_rand( 0, 1 ) ) {
						$gone        = $pick( $fundraisers );
						$fundraisers = array_values( array_diff( $fundraisers, array( $gone ) ) );
						$service->delete_fundraiser( $gone );
					} elseif ( count( $teams ) > 3 ) {
						$gone  = $pick( $teams );
						$teams = array_values( array_diff( $teams, array( $gone ) ) );
						$service->delete_team( $gone );
					}
			}
		}
		$this->assertSortKeysMatchTheJoins( $campaign, 'after the random writes' );

		// Erasure renames the user's fundraiser pages to the placeholder.
		PersonalData::erase( 'fundraiser@example.com' );
		$this->assertSortKeysMatchTheJoins( $campaign, 'after an erasure' );
		$this->assertSortsMatchTheJoinedNameSort( $campaign );
	}

	/** @return array<string, array{0: int}> */
	public function seeds(): array {
		return array(
			'seed 5'    => array( 5 ),
			'seed 1234' => array( 1234 ),
			'seed 99'   => array( 99 ),
		);
	}

	public function test_the_sorts_with_a_status_filter_and_a_search_keep_their_order(): void {
		global $wpdb;
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$teams    = Schema::table( 'teams' );
		$expected = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT f.id FROM ' . Schema::table( 'fundraisers' ) . " f LEFT JOIN {$teams} t ON t.id = f.team_id WHERE f.campaign_id = %d AND f.status = 'approved' ORDER BY COALESCE(t.name, '') ASC, f.id ASC", $campaign ) ) ); // phpcs:ignore
		$this->assertSame( $expected, $this->list_ids( 'fundraisers', array( 'orderby' => 'team', 'order' => 'asc', 'status' => 'approved' ) ) );
		$expected = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT d.id FROM ' . Schema::table( 'donations' ) . " d LEFT JOIN {$teams} t ON t.id = d.team_id LEFT JOIN " . Schema::table( 'fundraisers' ) . " f ON f.id = d.fundraiser_id WHERE d.campaign_id = %d AND d.status = 'completed' AND (d.donor_name LIKE '%%carter%%' OR d.donor_email LIKE '%%carter%%') ORDER BY COALESCE(NULLIF(f.name, ''), NULLIF(t.name, ''), '') DESC, d.id DESC", $campaign ) ) ); // phpcs:ignore
		$this->assertNotEmpty( $expected );
		$this->assertSame( $expected, $this->list_ids( 'donations', array( 'orderby' => 'target', 'order' => 'desc', 'status' => 'completed', 'search' => 'carter' ) ) );
	}

	/**
	 * The donations list's total without a search, all or completed only, comes from the stored day
	 * counts plus a count of the other statuses: at a million donations the plain COUNT(*) took
	 * 200 ms on every request of a site without a persistent object cache.
	 */
	public function test_the_donations_total_comes_from_the_day_counts_and_equals_a_count(): void {
		global $wpdb;
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$service  = new DonationService();
		$pending  = $service->record( array( 'campaign_id' => $campaign, 'donor_name' => 'Pat Pending', 'donor_email' => 'pat@example.net', 'amount' => 12, 'mode' => Settings::PAYMENT_MODE_OFFLINE ) );
		$refunded = $service->record( array( 'campaign_id' => $campaign, 'donor_name' => 'Rae Refund', 'donor_email' => 'rae@example.net', 'amount' => 30, 'mode' => Settings::PAYMENT_MODE_TEST ) );
		$service->refund( $refunded );
		$this->assertGreaterThan( 0, $pending );

		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		$table = Schema::table( 'donations' );
		foreach ( array( '', 'completed', 'pending', 'refunded' ) as $status ) {
			wp_cache_flush();
			$statements = array();
			add_filter( 'query', $capture );
			$body = $this->assertOk( $this->get( "/admin/campaigns/{$campaign}/donations", array( 'status' => $status, 'per_page' => 5 ) ) );
			remove_filter( 'query', $capture );
			$count = (int) ( '' === $status
				? $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE campaign_id = %d', $table, $campaign ) )
				: $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE campaign_id = %d AND status = %s', $table, $campaign, $status ) ) );
			$this->assertGreaterThan( 0, $count, $status );
			$this->assertSame( $count, $body['total'], "total of status '{$status}'" );
			$from_days = array() !== preg_grep( '/p2p_donation_days/', $statements );
			$this->assertSame( in_array( $status, array( '', 'completed' ), true ), $from_days, "status '{$status}' counted from the day counts: " . implode( ' | ', $statements ) );
		}
	}

	public function test_the_stored_approved_counts_follow_every_status_change(): void {
		global $wpdb;
		mt_srand( 42 );
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$this->assertApprovedCountsMatch( $campaign, 'after the demo data' );
		$statuses = array( 'approved', 'pending', 'suspended' );
		$ids      = array(
			'teams'       => array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'teams' ) . ' WHERE campaign_id = %d', $campaign ) ) ),
			'fundraisers' => array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE campaign_id = %d', $campaign ) ) ),
		);
		$pick     = static function ( array $list ) {
			return $list[ mt_rand( 0, count( $list ) - 1 ) ];
		};
		for ( $step = 0; $step < 40; $step++ ) {
			$kind   = $pick( array( 'teams', 'fundraisers' ) );
			$status = $pick( $statuses );
			switch ( mt_rand( 0, 3 ) ) {
				case 0:
					// One row, possibly to the status it has.
					'teams' === $kind ? ( new TeamRepository() )->update( $pick( $ids[ $kind ] ), array( 'status' => $status ) ) : ( new FundraiserRepository() )->update( $pick( $ids[ $kind ] ), array( 'status' => $status ) );
					break;
				case 1:
					( new BulkStatusRepository() )->set_status( $kind, $campaign, $status, array( $pick( $ids[ $kind ] ), $pick( $ids[ $kind ] ), 999999 ), array() );
					break;
				case 2:
					( new BulkStatusRepository() )->set_status( $kind, $campaign, $status, null, array( 'search' => $pick( array( '', 'a', 'e' ) ), 'status' => $pick( array( '', 'approved', 'pending' ) ) ) );
					break;
				default:
					// Through the admin endpoint, as an administrator does it.
					$this->post( '/admin/' . $kind . '/' . $pick( $ids[ $kind ] ), array( 'status' => $status ) );
			}
			$this->assertApprovedCountsMatch( $campaign, "after step {$step}" );
		}

		// A new approved team counts at once; deleting it (and a fundraiser) takes it off.
		$team = ( new TeamRepository() )->insert( array( 'campaign_id' => $campaign, 'name' => 'Late Starters', 'status' => 'approved' ) );
		$this->assertApprovedCountsMatch( $campaign, 'after a new team' );
		( new DonationService() )->delete_team( $team );
		( new DonationService() )->delete_fundraiser( $pick( $ids['fundraisers'] ) );
		$this->assertApprovedCountsMatch( $campaign, 'after deletions' );

		// The stats and the unfiltered leaderboards answer the stored numbers.
		$this->actingAs( 0 );
		$stats = $this->assertOk( $this->get( '/get-campaign-stats', array( 'campaign_id' => $campaign ) ) );
		$this->assertSame( $this->approved_count( 'fundraisers', $campaign ), $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign ) ) )['total'] );
		$this->assertSame( $this->approved_count( 'teams', $campaign ), $this->assertOk( $this->get( '/get-campaign-teams-search', array( 'campaign_id' => $campaign, 'showClosedTeams' => 'true' ) ) )['total'] );
		$this->assertNotEmpty( $stats );
	}

	/**
	 * The rule of the search, computed here: the text is in the name or e-mail (any case), and
	 * every word of three or more letters (no stopword; in an address the words before the @) begins a word there.
	 */
	private function matches_search( array $row, string $search ): bool {
		$haystacks = array( mb_strtolower( (string) $row['donor_name'] ), mb_strtolower( (string) $row['donor_email'] ) );
		$needle    = mb_strtolower( $search );
		if ( false === strpos( $haystacks[0], $needle ) && false === strpos( $haystacks[1], $needle ) ) {
			return false;
		}
		$words = preg_split( '/[^\p{L}\p{N}]+/u', implode( ' ', $haystacks ), -1, PREG_SPLIT_NO_EMPTY );
		foreach ( DonorSearch::words( $search ) as $word ) {
			$found = false;
			foreach ( $words as $candidate ) {
				$found = $found || 0 === strpos( $candidate, $word );
			}
			if ( ! $found ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * On the demo donations (stored before the test's transaction: a full-text index sees only
	 * committed rows).
	 */
	public function test_the_donations_search_answers_its_rule(): void {
		global $wpdb;
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$rows     = $wpdb->get_results( $wpdb->prepare( 'SELECT id, donor_name, donor_email FROM ' . Schema::table( 'donations' ) . ' WHERE campaign_id = %d ORDER BY id DESC', $campaign ), ARRAY_A );
		foreach ( array( 'carter', 'CARTER', 'Helen Carter', 'helen.carter@example', 'helen.carter@example.org', '@example.org', 'example.org', 'obi', 'ar', 'arter', 'nobody-here', 'Tom E', 'will' ) as $search ) {
			$expected = array();
			foreach ( $rows as $row ) {
				if ( $this->matches_search( $row, $search ) ) {
					$expected[] = (int) $row['id'];
				}
			}
			$this->assertSame( $expected, $this->list_ids( 'donations', array( 'search' => $search, 'orderby' => 'id', 'order' => 'desc' ) ), "search \"{$search}\"" );
		}
		// Words of the rule: the index finds word beginnings; the literal text still decides.
		$this->assertSame( array( 'helen', 'carter' ), DonorSearch::words( 'Helen.Carter@Example.org' ), 'an address: the words before the @' );
		$this->assertSame( array( 'example', 'org' ), DonorSearch::words( '@example.org' ) );
		$this->assertSame( array( 'helen', 'carter', 'example' ), DonorSearch::words( 'Helen Carter example' ) );
		$this->assertSame( array(), DonorSearch::words( 'ar' ) );
		$this->assertSame( array(), DonorSearch::words( 'the com' ) );
		$this->assertNotEmpty( $this->list_ids( 'donations', array( 'search' => 'carter' ) ) );
		$this->assertSame( array(), $this->list_ids( 'donations', array( 'search' => 'arter' ) ), 'the middle of a word is no longer found through the index' );
	}
}
