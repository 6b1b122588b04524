<?php
/**
 * Recording and completing donations keeps the stored totals right.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DatabaseError;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

final class DonationServiceTest extends PluginTestCase {

	/** @var DonationService */
	private $service;

	protected function setUp(): void {
		parent::setUp();
		$this->service = new DonationService();
	}

	private function give( array $fields ): int {
		return $this->service->record(
			$fields + array(
				'campaign_id'  => $this->campaign_id(),
				'donor_name'   => 'Test Donor',
				'donor_email'  => 'test.donor@example.net',
				'is_anonymous' => false,
				'amount'       => 10,
				'mode'         => Settings::PAYMENT_MODE_TEST,
			)
		);
	}

	public function test_a_gift_to_a_fundraiser_counts_for_the_fundraiser_its_team_and_the_campaign(): void {
		$campaign   = $this->campaign_id();
		$team       = $this->team_id( 'Blue Wave Runners' );
		$fundraiser = $this->fundraiser_id( 'liam' );
		$before     = array( $this->totals( 'campaigns', $campaign ), $this->totals( 'teams', $team ), $this->totals( 'fundraisers', $fundraiser ) );

		$id = $this->give( array( 'fundraiser_id' => $fundraiser, 'amount' => 12.34 ) );

		$donation = ( new DonationRepository() )->find( $id );
		$this->assertSame( 'completed', $donation['status'], 'test mode completes at once' );
		$this->assertSame( $team, $donation['team_id'], 'credited to the fundraiser\'s team too' );
		$this->assertNotNull( $donation['completed_at'] );

		foreach ( array( array( 'campaigns', $campaign, 0 ), array( 'teams', $team, 1 ), array( 'fundraisers', $fundraiser, 2 ) ) as list( $table, $entity, $i ) ) {
			list( $raised, $count, $donors ) = $this->totals( $table, $entity );
			$this->assertEqualsWithDelta( $before[ $i ][0] + 12.34, $raised, 0.001, $table );
			$this->assertSame( $before[ $i ][1] + 1, $count, $table );
			$this->assertSame( $before[ $i ][2] + 1, $donors, $table . ': a new e-mail is a new donor' );
		}
	}

	public function test_donors_are_counted_once_per_email_whatever_its_case(): void {
		$fundraiser = $this->fundraiser_id( 'will' );
		$campaign   = $this->campaign_id();
		list( , , $campaign_donors ) = $this->totals( 'campaigns', $campaign );

		$this->give( array( 'fundraiser_id' => $fundraiser, 'donor_email' => 'Repeat@Example.net' ) );
		$this->give( array( 'fundraiser_id' => $fundraiser, 'donor_email' => 'repeat@example.net', 'amount' => 20 ) );
		$this->give( array( 'fundraiser_id' => $fundraiser, 'donor_email' => 'REPEAT@EXAMPLE.NET', 'is_anonymous' => true, 'amount' => 30 ) );

		$this->assertSame( array( 60.0, 3, 1 ), $this->totals( 'fundraisers', $fundraiser ) );
		$this->assertSame( $campaign_donors + 1, $this->totals( 'campaigns', $campaign )[2] );

		// A donor of the campaign already (Helen) is not a new campaign donor, but new to Will.
		$this->give( array( 'fundraiser_id' => $fundraiser, 'donor_email' => 'helen.carter@example.org' ) );
		$this->assertSame( $campaign_donors + 1, $this->totals( 'campaigns', $campaign )[2] );
		$this->assertSame( 2, $this->totals( 'fundraisers', $fundraiser )[2] );
	}

	public function test_a_gift_to_a_team_leaves_its_members_alone(): void {
		$team    = $this->team_id( 'Tide Turners' );
		$captain = $this->fundraiser_id( 'kira' );
		$this->give( array( 'team_id' => $team, 'amount' => 100 ) );
		$this->assertSame( array( 100.0, 1, 1 ), $this->totals( 'teams', $team ) );
		$this->assertSame( array( 0.0, 0, 0 ), $this->totals( 'fundraisers', $captain ) );
	}

	public function test_completing_twice_counts_once(): void {
		$campaign = $this->campaign_id();
		$id       = $this->give( array() );
		$after    = $this->totals( 'campaigns', $campaign );
		$this->assertFalse( $this->service->complete( $id ) );
		$this->assertSame( $after, $this->totals( 'campaigns', $campaign ) );
		$this->assertFalse( $this->service->complete( 999999 ) );
	}

	public function test_offline_pledges_count_only_once_completed(): void {
		$campaign = $this->campaign_id();
		$before   = $this->totals( 'campaigns', $campaign );

		$id = $this->give( array( 'mode' => Settings::PAYMENT_MODE_OFFLINE, 'amount' => 75 ) );
		$this->assertSame( 'pending', ( new DonationRepository() )->find( $id )['status'] );
		$this->assertSame( $before, $this->totals( 'campaigns', $campaign ) );

		$this->assertTrue( $this->service->complete( $id ) );
		$this->assertEqualsWithDelta( $before[0] + 75, $this->totals( 'campaigns', $campaign )[0], 0.001 );
		$this->assertSame( $before[1] + 1, $this->totals( 'campaigns', $campaign )[1] );
	}

	public function test_the_site_payment_mode_is_the_default(): void {
		update_option( Settings::PAYMENT_MODE_OPTION, 'offline' );
		$id = $this->service->record(
			array(
				'campaign_id' => $this->campaign_id(),
				'donor_name'  => 'X',
				'donor_email' => 'x@example.net',
				'amount'      => 5,
			)
		);
		$donation = ( new DonationRepository() )->find( $id );
		$this->assertSame( 'pending', $donation['status'] );
		$this->assertSame( 'offline', $donation['mode'] );
	}

	public function test_stored_totals_equal_a_recount_of_the_donations(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->give( array( 'fundraiser_id' => $this->fundraiser_id( 'maya' ), 'donor_email' => 'helen.carter@example.org' ) );
		$this->give( array( 'team_id' => $this->team_id( 'Rainmakers' ), 'amount' => 99.99 ) );

		$snapshot = function () use ( $wpdb, $campaign ): array {
			$rows = array();
			foreach ( array( 'campaigns' => 'id', 'teams' => 'campaign_id', 'fundraisers' => 'campaign_id' ) as $table => $column ) {
				$rows[ $table ] = $wpdb->get_results( $wpdb->prepare( 'SELECT id, raised_amount, donations_count, donors_count FROM ' . Schema::table( $table ) . " WHERE {$column} = %d ORDER BY id", $campaign ), ARRAY_A );
			}
			return $rows;
		};
		$stored = $snapshot();
		$this->service->rebuild_totals( $campaign );
		$this->assertSame( $stored, $snapshot() );
	}

	/**
	 * @dataProvider refused_gifts
	 * @param string $case What is wrong.
	 */
	public function test_gifts_to_the_wrong_place_or_of_the_wrong_size_are_refused( string $case ): void {
		$fields = array(
			'amount 0'                   => array( 'amount' => 0 ),
			'amount above a million'     => array( 'amount' => 1000000.01 ),
			'team of another campaign'   => array( 'team_id' => $this->team_id( 'Early Birds' ) ),
			'fundraiser of another'      => array( 'fundraiser_id' => $this->fundraiser_id( 'ana', DemoData::DRAFT_SLUG ) ),
			'unknown campaign'           => array( 'campaign_id' => 999999 ),
		)[ $case ];
		$count = $this->totals( 'campaigns', $this->campaign_id() )[1];
		try {
			$this->give( $fields );
			$this->fail( 'expected a refusal' );
		} catch ( \InvalidArgumentException $refusal ) {
			$this->assertSame( $count, $this->totals( 'campaigns', $this->campaign_id() )[1] );
		}
	}

	/** @return array<string, array{0: string}> */
	public function refused_gifts(): array {
		$cases = array( 'amount 0', 'amount above a million', 'team of another campaign', 'fundraiser of another', 'unknown campaign' );
		return array_combine( $cases, array_map( static function ( $case ) { return array( $case ); }, $cases ) );
	}

	public function test_a_failed_update_rolls_the_whole_completion_back(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$team     = $this->team_id( 'Rainmakers' );
		$id       = ( new DonationRepository() )->insert(
			array(
				'campaign_id' => $campaign,
				'team_id'     => $team,
				'donor_email' => 'rollback@example.net',
				'amount'      => 40,
			)
		);
		$before = array( $this->totals( 'campaigns', $campaign ), $this->totals( 'teams', $team ) );

		// The team's update (after the campaign's) fails.
		$fail = static function ( $query ) {
			return false !== strpos( $query, Schema::table( 'teams' ) . ' SET raised_amount' ) ? 'SELECT * FROM p2p_no_such_table' : $query;
		};
		add_filter( 'query', $fail, 20 );
		$suppress = $wpdb->suppress_errors( true );
		try {
			$this->service->complete( $id );
			$this->fail( 'expected the failure to surface' );
		} catch ( DatabaseError $failure ) {
			$this->assertStringContainsString( 'p2p_no_such_table', $failure->getMessage(), 'the server\'s own message, for the log' );
		} finally {
			remove_filter( 'query', $fail, 20 );
			$wpdb->suppress_errors( $suppress );
		}
		$this->assertSame( $before, array( $this->totals( 'campaigns', $campaign ), $this->totals( 'teams', $team ) ), 'the campaign\'s update is undone too' );
		$this->assertSame( 'pending', ( new DonationRepository() )->find( $id )['status'] );
		$this->assertTrue( $this->service->complete( $id ), 'and it can be completed later' );
	}

	public function test_refunds_and_reassignments_keep_every_total_equal_to_a_recount(): void {
		$campaign = $this->campaign_id();
		$captain  = $this->fundraiser_id( 'captain' );
		$team     = $this->team_id( 'Blue Wave Runners' );
		$other    = $this->team_id( 'River Keepers' );
		$member   = $this->fundraiser_id( 'liam' ); // another member of the captain's team
		// One e-mail gives twice to the captain and once to the team: refunding one of its gifts
		// must keep it a donor, refunding the last must not.
		$first  = $this->give( array( 'fundraiser_id' => $captain, 'donor_email' => 'twice@example.net', 'amount' => 11 ) );
		$second = $this->give( array( 'fundraiser_id' => $captain, 'donor_email' => 'twice@example.net', 'amount' => 13 ) );
		$direct = $this->give( array( 'team_id' => $team, 'donor_email' => 'twice@example.net', 'amount' => 17 ) );
		$blank  = $this->give( array( 'team_id' => $other, 'donor_email' => '', 'amount' => 19 ) );
		$steps  = array(
			'refund one of two gifts'               => function () use ( $first ) { return $this->service->refund( $first ); },
			'reassign within the same team'         => function () use ( $second, $member ) { $this->service->reassign( $second, 0, $member ); return true; },
			'reassign to another team'              => function () use ( $direct, $other ) { $this->service->reassign( $direct, $other, 0 ); return true; },
			'reassign a gift without e-mail'        => function () use ( $blank ) { $this->service->reassign( $blank, 0, 0 ); return true; },
			'refund the last gift of an e-mail'     => function () use ( $second ) { return $this->service->refund( $second ); },
			'refund twice changes nothing'          => function () use ( $second ) { return ! $this->service->refund( $second ); },
			'reassign a refunded gift'              => function () use ( $first, $other ) { $this->service->reassign( $first, $other, 0 ); return true; },
		);
		foreach ( $steps as $step => $run ) {
			$this->assertTrue( $run(), $step );
			$this->assertTotalsMatchTheOracle( $campaign );
		}
		$this->assertSame( 0, $this->totals( 'fundraisers', $captain )[1] - $this->completed_count( 'fundraiser_id', $captain ), 'counts are exact' );
	}

	private function completed_count( string $column, int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . " WHERE {$column} = %d AND status = 'completed'", $id ) );
	}
}
