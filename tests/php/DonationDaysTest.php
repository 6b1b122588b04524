<?php
/**
 * The stored per-day counts of a campaign's listed donations (decision 0043) stay equal to a
 * GROUP BY recount through every change, and a deep page found through them holds exactly the
 * rows, in exactly the order, of the plain OFFSET query.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationDayMigration;
use P2PFundraising\Database\DonationDayRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

final class DonationDaysTest extends PluginTestCase {

	/** @var DonationService */
	private $service;

	protected function setUp(): void {
		parent::setUp();
		$this->service = new DonationService();
	}

	/** The ids of one page as the plain OFFSET query reads them (what every page must equal). */
	private function plain_page( int $campaign, int $page, int $per_page ): array {
		global $wpdb;
		return array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					'SELECT id FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed' ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d",
					$campaign,
					$per_page,
					( $page - 1 ) * $per_page
				)
			)
		);
	}

	/** A gift at $created_at (UTC), completed at once unless $pending. */
	private function give( int $campaign, string $created_at, bool $pending = false, int $team = 0, int $fundraiser = 0 ): int {
		return $this->service->record(
			array(
				'campaign_id'   => $campaign,
				'team_id'       => $team,
				'fundraiser_id' => $fundraiser,
				'donor_name'    => 'Day Donor',
				'donor_email'   => 'day.donor' . mt_rand( 1, 4 ) . '@example.net',
				'amount'        => 10 + mt_rand( 0, 40 ),
				'mode'          => $pending ? Settings::PAYMENT_MODE_OFFLINE : Settings::PAYMENT_MODE_TEST,
				'created_at'    => $created_at,
			)
		);
	}

	/** A sponsor matching every gift of the campaign 1:1 until $cap, whatever day it was given. */
	private function start_match( int $campaign, float $cap ): void {
		$sponsor = ( new SponsorRepository() )->insert(
			array(
				'campaign_id' => $campaign,
				'name'        => 'Day Matching Fund',
				'sort_order'  => 60,
			)
		);
		( new MatchRepository() )->start(
			array(
				'campaign_id'  => $campaign,
				'sponsor_id'   => $sponsor,
				'sponsor_name' => 'Day Matching Fund',
				'ratio'        => 1,
				'cap'          => $cap,
				'start_date'   => '2020-01-01',
				'end_date'     => '2035-12-31',
			)
		);
	}

	/** Times spread over a few days: around midnight UTC, several in the same second. */
	private static function moment( int $step ): string {
		$times = array( '00:00:00', '00:00:00', '12:30:15', '23:59:59', '23:59:59', '08:00:01' );
		return sprintf( '2026-03-%02d %s', 1 + ( $step * 7 ) % 5, $times[ ( $step * 5 ) % count( $times ) ] );
	}

	/**
	 * Random gifts at varied times (the same second too), completions, refunds, cancellations,
	 * reassignments, with and without a sponsor's matches: the stored day counts equal a GROUP BY
	 * recount after every step, and every page equals the plain query.
	 *
	 * @dataProvider seeds
	 */
	public function test_day_counts_equal_a_group_by_recount_after_random_changes( int $seed, bool $matched ): void {
		mt_srand( $seed );
		$campaign = $this->campaign_id();
		if ( $matched ) {
			$this->start_match( $campaign, 400 );
		}
		$team       = $this->team_id( 'Blue Wave Runners' );
		$fundraiser = $this->fundraiser_id( 'liam' );
		$ids        = array();
		for ( $step = 0; $step < 60; $step++ ) {
			$action = 0 === count( $ids ) ? 0 : mt_rand( 0, 5 );
			if ( $action <= 1 ) {
				$ids[] = $this->give( $campaign, self::moment( mt_rand( 0, 40 ) ), 1 === $action, 0 === mt_rand( 0, 2 ) ? $team : 0, 0 === mt_rand( 0, 2 ) ? $fundraiser : 0 );
			} elseif ( 2 === $action ) {
				$this->service->complete( $ids[ mt_rand( 0, count( $ids ) - 1 ) ] );
			} elseif ( 3 === $action ) {
				$this->service->refund( $ids[ mt_rand( 0, count( $ids ) - 1 ) ] );
			} elseif ( 4 === $action ) {
				$this->service->cancel( $ids[ mt_rand( 0, count( $ids ) - 1 ) ] );
			} else {
				$this->service->reassign( $ids[ mt_rand( 0, count( $ids ) - 1 ) ], 0, 0 === mt_rand( 0, 1 ) ? $fundraiser : 0 );
			}
			$this->assertSame( $this->day_counts_recount( $campaign ), $this->day_counts_snapshot( $campaign ), "step {$step}" );
		}
		$this->assertArrayHasKey( '2026-03-01', $this->day_counts_snapshot( $campaign ), 'the run gave on the chosen days' );
		if ( $matched ) {
			global $wpdb;
			$this->assertGreaterThan( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND kind = 'match' AND status = 'completed'", $campaign ) ), 'matches are listed and counted' );
		}
		$this->assertEveryPageEqualsThePlainQuery( $campaign );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	/** @return array<string, array{0: int, 1: bool}> */
	public function seeds(): array {
		return array(
			'seed 5'                => array( 5, false ),
			'seed 909'              => array( 909, false ),
			'seed 5, gifts matched' => array( 5, true ),
			'seed 31, gifts matched' => array( 31, true ),
		);
	}

	/**
	 * Every page (first, middle, last, beyond the last) at every page size from 1 to 7, found
	 * through the day counts from the first offset on, equals the plain OFFSET query; with days of
	 * 6 and 12 rows, sizes 1, 2, 3 and 6 put page boundaries exactly on day boundaries.
	 */
	public function test_every_page_through_the_day_counts_equals_the_plain_offset_query(): void {
		$campaign = $this->campaign_id();
		foreach ( array( '2026-04-01' => 6, '2026-04-02' => 12, '2026-04-03' => 6, '2026-04-05' => 1 ) as $day => $gifts ) {
			for ( $i = 0; $i < $gifts; $i++ ) {
				// Pairs in the same second, and the day's last and first second.
				$time = array( '00:00:00', '00:00:00', '09:15:00', '09:15:00', '23:59:59', '23:59:59' )[ $i % 6 ];
				$this->give( $campaign, "{$day} {$time}" );
			}
		}
		$this->assertEveryPageEqualsThePlainQuery( $campaign );
	}

	/** Pages through the day counts (from offset 0 on) and through the default threshold, against the plain query. */
	private function assertEveryPageEqualsThePlainQuery( int $campaign ): void {
		global $wpdb;
		$listed = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed'", $campaign ) );
		$this->assertGreaterThan( 20, $listed );
		$through_days = new DonationRepository( 0 );
		$default      = new DonationRepository();
		for ( $per_page = 1; $per_page <= 7; $per_page++ ) {
			$last = (int) ceil( $listed / $per_page );
			for ( $page = 1; $page <= $last + 2; $page++ ) {
				$expected = $this->plain_page( $campaign, $page, $per_page );
				$result   = $through_days->recent( 'campaign', $campaign, $page, $per_page );
				$this->assertSame( $expected, array_column( $result['rows'], 'id' ), "page {$page} of {$per_page}" );
				$this->assertSame( $listed, $result['total'], "total, page {$page} of {$per_page}" );
				if ( $page > $last ) {
					$this->assertSame( array(), $expected, 'beyond the last page' );
				}
			}
			$this->assertSame( array_column( $default->recent( 'campaign', $campaign, $last, $per_page )['rows'], 'id' ), $this->plain_page( $campaign, $last, $per_page ) );
		}
	}

	/**
	 * Past the threshold the public route finds its page through the day counts: 3,000 donations
	 * written in bulk (as an import or the benchmark would) and the repair tool's recount.
	 */
	public function test_a_deep_page_of_the_route_equals_the_plain_query(): void {
		global $wpdb;
		$campaign  = $this->campaign_id();
		$donations = Schema::table( 'donations' );
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$donations} (campaign_id, donor_name, donor_email, amount, status, mode, created_at, completed_at)
				SELECT %d, CONCAT('Bulk ', seq), CONCAT('bulk', seq, '@example.net'), 5, IF(seq % 10 = 0, 'refunded', 'completed'), 'test',
					'2026-05-20 00:00:00' - INTERVAL (seq DIV 3) * 1000 SECOND, '2026-05-20 00:00:00'
				FROM seq_1_to_3000",
				$campaign
			)
		);
		$this->service->rebuild_totals( $campaign );
		$this->assertSame( $this->day_counts_recount( $campaign ), $this->day_counts_snapshot( $campaign ), 'the repair tool recounts the days' );

		$queries = array();
		$watch   = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		foreach ( array( 205, 206, 250 ) as $page ) {
			$queries = array();
			add_filter( 'query', $watch );
			$body = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $campaign, 'page' => $page, 'per_page' => 10 ) ) );
			remove_filter( 'query', $watch );
			$this->assertSame( $this->plain_page( $campaign, $page, 10 ), array_column( $body['data'], 'id' ), "page {$page}" );
			$this->assertNotEmpty( preg_grep( '/created_at < \'\d{4}-\d\d-\d\d 00:00:00\' ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET \d+$/', $queries ), "page {$page} seeks through the day counts" );
		}
		$this->assertSame( array(), $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $campaign, 'page' => 400, 'per_page' => 10 ) ) )['data'], 'beyond the last page' );
		$queries = array();
		add_filter( 'query', $watch );
		$this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $campaign, 'page' => 2, 'per_page' => 10 ) ) );
		remove_filter( 'query', $watch );
		$this->assertEmpty( preg_grep( '/created_at < /', $queries ), 'an early page stays the plain query' );
	}

	public function test_until_the_upgrade_that_builds_the_counts_is_stored_a_deep_page_skips_every_row(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		foreach ( array( '2026-04-01', '2026-04-02', '2026-04-03' ) as $day ) {
			$this->give( $campaign, "{$day} 10:00:00" );
			$this->give( $campaign, "{$day} 11:00:00" );
		}
		// Mid-upgrade: the table exists, the migration has not counted this campaign yet.
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'donation_days' ) );
		update_option( Schema::OPTION, '1.8.0' );
		$through_days = new DonationRepository( 0 );
		$this->assertSame( $this->plain_page( $campaign, 3, 2 ), array_column( $through_days->recent( 'campaign', $campaign, 3, 2 )['rows'], 'id' ) );
		update_option( Schema::OPTION, Schema::VERSION );
		$this->assertSame( array(), $through_days->recent( 'campaign', $campaign, 3, 2 )['rows'], 'stored: found through the (here empty) counts' );
	}

	/** The day is the stored (UTC) created_at's date, whatever the site's time zone. */
	public function test_the_day_is_the_stored_utc_date_not_the_sites(): void {
		$campaign = $this->campaign_id();
		update_option( 'timezone_string', 'Pacific/Auckland' );
		$this->give( $campaign, '2026-06-10 23:30:00' );
		$this->give( $campaign, '2026-06-11 00:30:00' );
		$days = $this->day_counts_snapshot( $campaign );
		$this->assertSame( 1, $days['2026-06-10'] ?? 0 );
		$this->assertSame( 1, $days['2026-06-11'] ?? 0 );
		$this->assertSame( '2026-06-10', DonationDayRepository::day( '2026-06-10 23:30:00' ) );
	}

	public function test_deleting_a_campaign_deletes_its_day_counts(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->give( $campaign, '2026-07-01 10:00:00' );
		$this->assertNotEmpty( $this->day_counts_snapshot( $campaign ) );
		( new CampaignRepository() )->delete_with_children( $campaign );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donation_days' ) . ' WHERE campaign_id = %d', $campaign ) ) );
	}

	public function test_the_migration_builds_the_counts_of_every_campaign(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->start_match( $campaign, 1000 );
		$this->give( $campaign, '2026-08-01 23:59:59' );
		$refunded = $this->give( $campaign, '2026-08-02 00:00:00' );
		$this->service->refund( $refunded );
		$before = $this->day_counts_snapshot( $campaign );
		$this->assertSame( $this->day_counts_recount( $campaign ), $before );
		$this->assertSame( 2, $before['2026-08-01'], 'the gift and its match' );

		$wpdb->query( 'DELETE FROM ' . Schema::table( 'donation_days' ) );
		( new DonationDayMigration() )->run();
		$this->assertSame( $before, $this->day_counts_snapshot( $campaign ) );
		foreach ( $wpdb->get_col( 'SELECT id FROM ' . Schema::table( 'campaigns' ) ) as $id ) {
			$this->assertSame( $this->day_counts_recount( (int) $id ), $this->day_counts_snapshot( (int) $id ), "campaign {$id}" );
		}
	}
}
