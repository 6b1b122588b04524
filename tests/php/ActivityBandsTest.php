<?php
/**
 * The stored per-band counts of a campaign's approved fundraisers by activity total (decision
 * 0115) stay equal to a GROUP BY recount through every change, and an activity leaderboard page
 * found through them holds exactly the rows, in exactly the order, of the plain OFFSET query: ties,
 * band edges, page boundaries. (`wp p2p totals verify|repair` checks and rebuilds them:
 * CliCommandsTest, over real transactions.)
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Activity\ActivityService;
use P2PFundraising\Database\ActivityBandRepository;
use P2PFundraising\Database\ActivityRepository;
use P2PFundraising\Database\ApprovedCountRepository;
use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Donations\DonationService;

final class ActivityBandsTest extends PluginTestCase {

	use BandsOracle;

	protected function figure_column(): string {
		return 'activity_total';
	}

	protected function bands_table(): string {
		return 'activity_bands';
	}

	protected function band_of( string $figure ): int {
		return ActivityBandRepository::band( $figure );
	}

	/** Fundraisers written in bulk with the given activity totals (as an import would), then recounted. */
	private function bulk_fundraisers( int $campaign, array $totals ): void {
		global $wpdb;
		$table = Schema::table( 'fundraisers' );
		foreach ( $totals as $i => $total ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (campaign_id, user_id, name, status, activity_total, created_at, updated_at) VALUES (%d, %d, %s, 'approved', %d, UTC_TIMESTAMP(), UTC_TIMESTAMP())", $campaign, 910000 + $i, "Activity Runner {$i}", $total ) );
		}
		// The stored approved count and the bands, as the repair tool recounts them.
		( new ApprovedCountRepository() )->recount( $campaign );
	}

	/** The campaign tracks kilometres, so that its leaderboard can be sorted by activity. */
	private function track( int $campaign ): void {
		( new CampaignRepository() )->update(
			$campaign,
			array(
				'activity_unit' => 'km',
				'start_date'    => '2026-01-01',
			)
		);
	}

	public function test_a_band_is_the_stored_thousandths_cut_to_two_significant_digits(): void {
		$cases = array(
			0        => 0,
			99       => 99,
			100      => 100,
			109      => 100,
			110      => 110,
			999      => 990,
			1000     => 1000,
			42195    => 42000,
			41999    => 41000,
			98765432 => 98000000,
		);
		foreach ( $cases as $total => $band ) {
			$this->assertSame( $band, ActivityBandRepository::band( $total ), (string) $total );
			// Each band is its own band: "total < band" leaves out exactly the bands from it upwards.
			$this->assertSame( $band, ActivityBandRepository::band( $band ) );
		}
		// The SQL recount computes the same bands as PHP.
		$campaign = $this->campaign_id();
		$this->bulk_fundraisers( $campaign, array_keys( $cases ) );
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ) );
	}

	/**
	 * Entries added and deleted (crossing bands and not), status changes one by one and in bulk,
	 * new and deleted fundraisers, the activity recount: the stored counts equal a recount after
	 * every step, and every page equals the plain query.
	 *
	 * @dataProvider seeds
	 */
	public function test_band_counts_equal_a_recount_after_random_changes( int $seed ): void {
		global $wpdb;
		mt_srand( $seed );
		$campaign    = $this->campaign_id();
		$repository  = new FundraiserRepository();
		$service     = new ActivityService();
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), 'the demo data' );
		// More fundraisers, some on and just below band edges, so that pages stay after the status changes.
		$this->bulk_fundraisers( $campaign, array( 0, 99, 100, 999, 1000, 41999, 42000, 42195, 42195, 0, 5000, 100 ) );
		$fundraisers = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE campaign_id = %d', $campaign ) ) );
		$entries  = array();
		$statuses = array( 'approved', 'suspended', 'pending' );
		for ( $step = 0; $step < 50; $step++ ) {
			$action = 0 === count( $entries ) ? 0 : mt_rand( 0, 8 );
			$target = $fundraisers[ mt_rand( 0, count( $fundraisers ) - 1 ) ];
			if ( $action <= 2 ) {
				$row       = $repository->find( $target );
				$entries[] = $service->add( $row, '2026-11-' . sprintf( '%02d', mt_rand( 1, 27 ) ), array( 1, 99, 100, 901, 5000, 42195, 1000000 )[ mt_rand( 0, 6 ) ], '', ActivityRepository::SOURCE_MANUAL );
			} elseif ( 3 === $action ) {
				$picked = array_splice( $entries, mt_rand( 0, count( $entries ) - 1 ), 1 )[0];
				$entry  = ( new ActivityRepository() )->find( $picked );
				if ( null !== $entry ) {
					$service->delete( $entry );
				}
			} elseif ( 4 === $action ) {
				$repository->update( $target, array( 'status' => $statuses[ mt_rand( 0, 2 ) ] ) );
			} elseif ( 5 === $action ) {
				$picked = array( $target, $fundraisers[ mt_rand( 0, count( $fundraisers ) - 1 ) ] );
				( new BulkStatusRepository() )->set_status( 'fundraisers', $campaign, $statuses[ mt_rand( 0, 2 ) ], $picked, array() );
			} elseif ( 6 === $action ) {
				$user          = wp_insert_user(
					array(
						'user_login' => "activity_band_{$seed}_{$step}",
						'user_pass'  => wp_generate_password(),
						'user_email' => "activity.band.{$seed}.{$step}@example.net",
					)
				);
				$fundraisers[] = $repository->insert(
					array(
						'campaign_id' => $campaign,
						'user_id'     => $user,
						'name'        => "New Walker {$step}",
					)
				);
			} elseif ( 7 === $action && count( $fundraisers ) > 3 ) {
				// A page deleted with its activity (decision 0093).
				$gone        = array_splice( $fundraisers, mt_rand( 0, count( $fundraisers ) - 1 ), 1 )[0];
				( new DonationService() )->delete_fundraiser( $gone );
			} else {
				Transaction::run(
					static function () use ( $campaign ): void {
						( new CampaignRepository() )->lock( $campaign );
						( new ActivityRepository() )->recount_campaign( $campaign );
					}
				);
			}
			$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), "step {$step} (action {$action})" );
		}
		( new DonationService() )->rebuild_totals( $campaign );
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), 'after the repair tool' );
		$this->assertEveryPageEqualsThePlainQuery( $campaign );
	}

	/** @return array<string, array{0: int}> */
	public function seeds(): array {
		return array(
			'seed 11'  => array( 11 ),
			'seed 515' => array( 515 ),
		);
	}

	/**
	 * Ties (many fundraisers with the same total, whose order is their id), totals on and just below
	 * band edges, and bands of 1, 4 and 8 rows: every page at every size from 1 to 9, through the
	 * bands from the first offset on, equals the plain query.
	 */
	public function test_every_page_through_the_bands_with_ties_and_band_edges_equals_the_plain_query(): void {
		$campaign = $this->campaign_id();
		$totals   = array();
		foreach ( array( 0 => 8, 99 => 4, 100 => 4, 109 => 1, 110 => 4, 1000 => 8, 999 => 1, 42195 => 4, 41999 => 2, 42000 => 3 ) as $total => $times ) {
			for ( $i = 0; $i < $times; $i++ ) {
				$totals[] = $total;
			}
		}
		shuffle( $totals );
		$this->bulk_fundraisers( $campaign, $totals );
		$this->assertEveryPageEqualsThePlainQuery( $campaign );
	}

	/** Pages through the bands (from offset 0 on) and through the default threshold, against the plain query. */
	private function assertEveryPageEqualsThePlainQuery( int $campaign ): void {
		$approved = ( new FundraiserRepository() )->count_approved( $campaign );
		$through  = new ActivityRepository( 0 );
		$default  = new ActivityRepository();
		$this->assertGreaterThan( 10, $approved );
		for ( $per_page = 1; $per_page <= 9; $per_page++ ) {
			$last = (int) ceil( $approved / $per_page );
			for ( $page = 1; $page <= $last + 2; $page++ ) {
				$expected = $this->plain_page( $campaign, $page, $per_page );
				$result   = $through->fundraisers_page( $campaign, '', $page, $per_page );
				$this->assertSame( $expected, array_column( $result['rows'], 'id' ), "page {$page} of {$per_page}" );
				$this->assertSame( $approved, $result['total'] );
				if ( $page > $last ) {
					$this->assertSame( array(), $expected, 'beyond the last page' );
				}
			}
			$this->assertSame( $this->plain_page( $campaign, $last, $per_page ), array_column( $default->fundraisers_page( $campaign, '', $last, $per_page )['rows'], 'id' ) );
		}
	}

	/** Past the threshold the public route seeks through the bands; a search and early pages do not. */
	public function test_a_deep_page_of_the_route_seeks_and_equals_the_plain_query(): void {
		$campaign = $this->campaign_id();
		$this->track( $campaign );
		$totals = array();
		for ( $i = 0; $i < 2600; $i++ ) {
			$totals[] = ( $i * 3701 ) % 150000 + ( 0 === $i % 3 ? 5 : 0 );
		}
		$this->bulk_fundraisers( $campaign, $totals );
		$queries = array();
		$watch   = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		$route   = '/get-campaign-fundraisers-search';
		foreach ( array( 224, 225, 280 ) as $page ) {
			$queries = array();
			add_filter( 'query', $watch );
			$body = $this->assertOk( $this->get( $route, array( 'campaign_id' => $campaign, 'page' => $page, 'per_page' => 9, 'sort' => 'activity' ) ) );
			remove_filter( 'query', $watch );
			$this->assertSame( $this->plain_page( $campaign, $page, 9 ), array_column( $body['data'], 'id' ), "page {$page}" );
			$this->assertNotEmpty( preg_grep( '/activity_total < \d+ ORDER BY f\.activity_total DESC, f\.id ASC LIMIT 9 OFFSET \d+$/', $queries ), "page {$page} seeks through the bands" );
		}
		$this->assertSame( array(), $this->assertOk( $this->get( $route, array( 'campaign_id' => $campaign, 'page' => 400, 'per_page' => 9, 'sort' => 'activity' ) ) )['data'], 'beyond the last page' );
		foreach ( array( array( 'page' => 2 ), array( 'page' => 250, 'search' => 'runner' ) ) as $params ) {
			$queries = array();
			add_filter( 'query', $watch );
			$this->assertOk( $this->get( $route, $params + array( 'campaign_id' => $campaign, 'per_page' => 9, 'sort' => 'activity' ) ) );
			remove_filter( 'query', $watch );
			$this->assertEmpty( preg_grep( '/activity_total < \d/', $queries ), 'plain query: ' . wp_json_encode( $params ) );
		}
	}

	public function test_until_the_upgrade_that_builds_the_counts_is_stored_a_deep_page_skips_every_row(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->bulk_fundraisers( $campaign, array( 5000, 500000, 50000, 5000000, 5000, 50000 ) );
		// Mid-upgrade: the table exists, the migration has not counted this campaign yet.
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'activity_bands' ) );
		update_option( Schema::OPTION, '1.10.4' );
		$through = new ActivityRepository( 0 );
		$queries = array();
		$watch   = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $watch );
		$page = array_column( $through->fundraisers_page( $campaign, '', 3, 2 )['rows'], 'id' );
		remove_filter( 'query', $watch );
		$this->assertSame( $this->plain_page( $campaign, 3, 2 ), $page );
		$this->assertEmpty( preg_grep( '/activity_total < \d/', $queries ), 'no seek before the counts are stored' );
		update_option( Schema::OPTION, Schema::VERSION );
		( new ActivityBandRepository() )->rebuild_all();
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), 'the migration counts every campaign' );
		$this->assertSame( $this->plain_page( $campaign, 3, 2 ), array_column( $through->fundraisers_page( $campaign, '', 3, 2 )['rows'], 'id' ) );
	}

	public function test_deleting_a_campaign_deletes_its_band_counts(): void {
		$campaign = $this->campaign_id();
		$this->assertNotEmpty( $this->bands_snapshot( $campaign ) );
		( new CampaignRepository() )->delete_with_children( $campaign );
		$this->assertSame( array(), $this->bands_snapshot( $campaign ) );
	}
}
