<?php
/**
 * The stored per-band counts of a campaign's approved fundraisers (decision 0071) stay equal to a
 * GROUP BY recount through every change, and a leaderboard page found through them holds exactly
 * the rows, in exactly the order, of the plain OFFSET query: ties, band edges, page boundaries.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\ApprovedCountRepository;
use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserBandRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

final class FundraiserBandsTest extends PluginTestCase {

	use BandsOracle;

	protected function figure_column(): string {
		return 'raised_amount';
	}

	protected function bands_table(): string {
		return 'fundraiser_bands';
	}

	protected function band_of( string $figure ): int {
		return FundraiserBandRepository::band( $figure );
	}

	/** @var DonationService */
	private $service;

	protected function setUp(): void {
		parent::setUp();
		$this->service = new DonationService();
	}

	/** Fundraisers written in bulk with the given amounts (as an import would), then recounted. */
	private function bulk_fundraisers( int $campaign, array $amounts ): void {
		global $wpdb;
		$table = Schema::table( 'fundraisers' );
		foreach ( $amounts as $i => $amount ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (campaign_id, user_id, name, status, raised_amount, created_at, updated_at) VALUES (%d, %d, %s, 'approved', %s, UTC_TIMESTAMP(), UTC_TIMESTAMP())", $campaign, 900000 + $i, "Band Runner {$i}", $amount ) );
		}
		// The stored approved count and the bands, as the repair tool recounts them.
		( new ApprovedCountRepository() )->recount( $campaign );
	}

	public function test_a_band_is_the_whole_units_cut_to_two_significant_digits(): void {
		$cases = array(
			'0.00'     => 0,
			'0.99'     => 0,
			'1.00'     => 1,
			'99.99'    => 99,
			'100.00'   => 100,
			'109.99'   => 100,
			'110.00'   => 110,
			'999.99'   => 990,
			'1000.00'  => 1000,
			'1234.56'  => 1200,
			'98765.43' => 98000,
			'-5.00'    => 0,
		);
		foreach ( $cases as $amount => $band ) {
			$this->assertSame( $band, FundraiserBandRepository::band( $amount ), (string) $amount );
		}
		// Each band is its own band: "amount < band" leaves out exactly the bands from it upwards.
		foreach ( $cases as $band ) {
			$this->assertSame( $band, FundraiserBandRepository::band( $band ) );
		}
		// The SQL recount computes the same bands as PHP.
		$campaign = $this->campaign_id();
		$this->bulk_fundraisers( $campaign, array_keys( $cases ) );
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ) );
	}

	/**
	 * Gifts to fundraisers (crossing bands and not), refunds, reassignments, status changes one by
	 * one and in bulk, new and deleted fundraisers: the stored counts equal a recount after every
	 * step, and every page equals the plain query.
	 *
	 * @dataProvider seeds
	 */
	public function test_band_counts_equal_a_recount_after_random_changes( int $seed ): void {
		mt_srand( $seed );
		$campaign    = $this->campaign_id();
		$repository  = new FundraiserRepository();
		$fundraisers = array_map( 'intval', $GLOBALS['wpdb']->get_col( $GLOBALS['wpdb']->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE campaign_id = %d', $campaign ) ) );
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), 'the demo data' );
		$gifts    = array();
		$statuses = array( 'approved', 'suspended', 'pending' );
		for ( $step = 0; $step < 50; $step++ ) {
			$action = 0 === count( $gifts ) ? 0 : mt_rand( 0, 7 );
			$target = $fundraisers[ mt_rand( 0, count( $fundraisers ) - 1 ) ];
			if ( $action <= 2 ) {
				$gifts[] = $this->service->record(
					array(
						'campaign_id'   => $campaign,
						'fundraiser_id' => $target,
						'donor_name'    => 'Band Donor',
						'donor_email'   => 'band.donor' . mt_rand( 1, 5 ) . '@example.net',
						'amount'        => array( 1, 9.99, 50, 90, 250, 1000 )[ mt_rand( 0, 5 ) ],
						'mode'          => Settings::PAYMENT_MODE_TEST,
					)
				);
			} elseif ( 3 === $action ) {
				$this->service->refund( $gifts[ mt_rand( 0, count( $gifts ) - 1 ) ] );
			} elseif ( 4 === $action ) {
				$this->service->reassign( $gifts[ mt_rand( 0, count( $gifts ) - 1 ) ], 0, $target );
			} elseif ( 5 === $action ) {
				$repository->update( $target, array( 'status' => $statuses[ mt_rand( 0, 2 ) ] ) );
			} elseif ( 6 === $action ) {
				$picked = array( $target, $fundraisers[ mt_rand( 0, count( $fundraisers ) - 1 ) ] );
				( new BulkStatusRepository() )->set_status( 'fundraisers', $campaign, $statuses[ mt_rand( 0, 2 ) ], $picked, array() );
			} else {
				$user          = wp_insert_user(
					array(
						'user_login' => "band_runner_{$seed}_{$step}",
						'user_pass'  => wp_generate_password(),
						'user_email' => "band.runner.{$seed}.{$step}@example.net",
					)
				);
				$fundraisers[] = $repository->insert(
					array(
						'campaign_id' => $campaign,
						'user_id'     => $user,
						'name'        => "New Runner {$step}",
					)
				);
			}
			$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), "step {$step} (action {$action})" );
		}
		$deleted = array_pop( $fundraisers );
		$repository->delete( $deleted );
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), 'after a delete' );
		$this->service->rebuild_totals( $campaign );
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), 'after the repair tool' );
		$this->assertEveryPageEqualsThePlainQuery( $campaign );
	}

	/** @return array<string, array{0: int}> */
	public function seeds(): array {
		return array(
			'seed 7'   => array( 7 ),
			'seed 404' => array( 404 ),
		);
	}

	/**
	 * Ties (many fundraisers with the same amount, whose order is their id), amounts on and just
	 * below band edges, and bands of 1, 4 and 8 rows: every page at every size from 1 to 9, through
	 * the bands from the first offset on, equals the plain query.
	 */
	public function test_every_page_through_the_bands_with_ties_and_band_edges_equals_the_plain_query(): void {
		$campaign = $this->campaign_id();
		$amounts  = array();
		foreach ( array( '0.00' => 8, '99.99' => 4, '100.00' => 4, '109.99' => 1, '110.00' => 4, '1000.00' => 8, '999.99' => 1, '1234.56' => 4 ) as $amount => $times ) {
			for ( $i = 0; $i < $times; $i++ ) {
				$amounts[] = $amount;
			}
		}
		shuffle( $amounts );
		$this->bulk_fundraisers( $campaign, $amounts );
		$this->assertEveryPageEqualsThePlainQuery( $campaign );
	}

	/** Pages through the bands (from offset 0 on) and through the default threshold, against the plain query. */
	private function assertEveryPageEqualsThePlainQuery( int $campaign ): void {
		$approved     = ( new FundraiserRepository() )->count_approved( $campaign );
		$through      = new FundraiserRepository( 0 );
		$default      = new FundraiserRepository();
		$this->assertGreaterThan( 10, $approved );
		for ( $per_page = 1; $per_page <= 9; $per_page++ ) {
			$last = (int) ceil( $approved / $per_page );
			for ( $page = 1; $page <= $last + 2; $page++ ) {
				$expected = $this->plain_page( $campaign, $page, $per_page );
				$result   = $through->search( $campaign, '', $page, $per_page );
				$this->assertSame( $expected, array_column( $result['rows'], 'id' ), "page {$page} of {$per_page}" );
				$this->assertSame( $approved, $result['total'] );
				if ( $page > $last ) {
					$this->assertSame( array(), $expected, 'beyond the last page' );
				}
			}
			$this->assertSame( $this->plain_page( $campaign, $last, $per_page ), array_column( $default->search( $campaign, '', $last, $per_page )['rows'], 'id' ) );
		}
	}

	/** Past the threshold the public route seeks through the bands; a search and early pages do not. */
	public function test_a_deep_page_of_the_route_seeks_and_equals_the_plain_query(): void {
		$campaign = $this->campaign_id();
		$amounts  = array();
		for ( $i = 0; $i < 2600; $i++ ) {
			$amounts[] = sprintf( '%.2f', ( $i * 37 ) % 1500 + ( 0 === $i % 3 ? 0.5 : 0 ) );
		}
		$this->bulk_fundraisers( $campaign, $amounts );
		$queries = array();
		$watch   = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		foreach ( array( 224, 225, 280 ) as $page ) {
			$queries = array();
			add_filter( 'query', $watch );
			$body = $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'page' => $page, 'per_page' => 9 ) ) );
			remove_filter( 'query', $watch );
			$this->assertSame( $this->plain_page( $campaign, $page, 9 ), array_column( $body['data'], 'id' ), "page {$page}" );
			$this->assertNotEmpty( preg_grep( '/raised_amount < \d+ ORDER BY f\.raised_amount DESC, f\.id ASC LIMIT 9 OFFSET \d+$/', $queries ), "page {$page} seeks through the bands" );
		}
		$this->assertSame( array(), $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'page' => 400, 'per_page' => 9 ) ) )['data'], 'beyond the last page' );
		foreach ( array( array( 'page' => 2 ), array( 'page' => 250, 'search' => 'runner' ) ) as $params ) {
			$queries = array();
			add_filter( 'query', $watch );
			$this->assertOk( $this->get( '/get-campaign-fundraisers-search', $params + array( 'campaign_id' => $campaign, 'per_page' => 9 ) ) );
			remove_filter( 'query', $watch );
			$this->assertEmpty( preg_grep( '/raised_amount < \d/', $queries ), 'plain query: ' . wp_json_encode( $params ) );
		}
	}

	public function test_until_the_upgrade_that_builds_the_counts_is_stored_a_deep_page_skips_every_row(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->bulk_fundraisers( $campaign, array( '5.00', '500.00', '50.00', '5000.00', '5.00', '50.00' ) );
		// Mid-upgrade: the table exists, the migration has not counted this campaign yet.
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'fundraiser_bands' ) );
		update_option( Schema::OPTION, '1.9.0' );
		$through = new FundraiserRepository( 0 );
		$this->assertSame( $this->plain_page( $campaign, 3, 2 ), array_column( $through->search( $campaign, '', 3, 2 )['rows'], 'id' ) );
		update_option( Schema::OPTION, Schema::VERSION );
		( new FundraiserBandRepository() )->rebuild_all();
		$this->assertSame( $this->bands_recount( $campaign ), $this->bands_snapshot( $campaign ), 'the migration counts every campaign' );
		$this->assertSame( $this->plain_page( $campaign, 3, 2 ), array_column( $through->search( $campaign, '', 3, 2 )['rows'], 'id' ) );
	}

	public function test_deleting_a_campaign_deletes_its_band_counts(): void {
		$campaign = $this->campaign_id();
		$this->assertNotEmpty( $this->bands_snapshot( $campaign ) );
		( new CampaignRepository() )->delete_with_children( $campaign );
		$this->assertSame( array(), $this->bands_snapshot( $campaign ) );
	}
}
