<?php
/**
 * The stored per-donor totals stay equal to a recount through every change of the donations; a
 * sponsor's matches (kind 'match') count in the entity totals but are never a donor entry.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonorTotalsRepository;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Database\UpdateRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Privacy\PersonalData;
use P2PFundraising\Settings;

final class DonorTotalsTest extends WriteTestCase {

	/** Donors of the random runs: repeat givers, a mixed-case address, no address at all. */
	private const DONORS = array(
		array( 'Ada Lovelace', 'ada@example.net' ),
		array( 'Ada L.', 'ADA@example.net' ),
		array( 'Grace Hopper', 'grace@example.net' ),
		array( 'Alan Turing', 'alan@example.net' ),
		array( 'No Address', '' ),
		array( 'Helen Carter', 'helen.carter@example.org' ),
	);

	/** @var DonationService */
	private $service;

	protected function setUp(): void {
		parent::setUp();
		$this->service = new DonationService();
	}

	/** Every top-donor list of the campaign, read from the stored totals and recounted from the donations. */
	private function assertListsMatchTheRecount( int $campaign, string $after = '' ): void {
		global $wpdb;
		$stored   = new DonorTotalsRepository();
		$entities = array( array( 'campaign', $campaign ) );
		foreach ( array( 'team' => 'teams', 'fundraiser' => 'fundraisers' ) as $scope => $table ) {
			foreach ( $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( $table ) . ' WHERE campaign_id = %d', $campaign ) ) as $id ) {
				$entities[] = array( $scope, (int) $id );
			}
		}
		foreach ( $entities as list( $scope, $id ) ) {
			$this->assertEquals( $this->recount_top( $scope, $id ), $stored->top( $scope, $id, 1000 ), trim( "{$after} {$scope} {$id}" ) );
		}
	}

	/**
	 * The oracle: a scope's biggest donors grouped over the donations themselves. Completed gifts
	 * summed per address (case-insensitive) and name (as stored), that name shown (decision 0048); each anonymous gift or gift without an address its own entry with no name; a
	 * sponsor's matches no donor; ties by the first gift.
	 *
	 * @return array<int, array{donor_name: string, is_anonymous: int, amount: float}>
	 */
	private function recount_top( string $scope, int $entity_id ): array {
		global $wpdb;
		$column = array( 'campaign' => 'campaign_id', 'team' => 'team_id', 'fundraiser' => 'fundraiser_id' )[ $scope ];
		$rows   = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT MAX(is_anonymous) AS is_anonymous,
					MIN(CASE WHEN is_anonymous = 1 THEN '' ELSE donor_name END) AS donor_name,
					SUM(amount) AS total
				FROM " . Schema::table( 'donations' ) . "
				WHERE {$column} = %d AND status = 'completed' AND kind <> 'match'
				GROUP BY CASE WHEN is_anonymous = 1 OR donor_email = '' THEN CONCAT('#', id) ELSE CONCAT(LOWER(donor_email), '\\n', CAST(donor_name AS BINARY)) END
				ORDER BY total DESC, MIN(id) ASC",
				$entity_id
			),
			ARRAY_A
		);
		return array_map(
			static function ( array $row ): array {
				return array(
					'donor_name'   => (string) $row['donor_name'],
					'is_anonymous' => (int) $row['is_anonymous'],
					'amount'       => (float) $row['total'],
				);
			},
			$rows
		);
	}

	/**
	 * Random gifts, completions, refunds, cancellations, reassignments and members leaving or
	 * joining teams (three fixed seeds), with and without a sponsor matching the gifts.
	 *
	 * @dataProvider seeds
	 */
	public function test_stored_donor_totals_equal_a_recount_after_random_changes( int $seed, bool $matched = false ): void {
		global $wpdb;
		mt_srand( $seed );
		$campaign    = $this->campaign_id();
		if ( $matched ) {
			// A cap that runs out during the run, and refunds give part of it back.
			$this->start_match( $campaign, 300 );
		}
		$teams       = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'teams' ) . " WHERE campaign_id = %d AND status = 'approved'", $campaign ) ) );
		$fundraisers = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE campaign_id = %d', $campaign ) ) );
		$pick        = static function ( array $list ) {
			return $list[ mt_rand( 0, count( $list ) - 1 ) ];
		};
		$target      = static function () use ( $pick, $teams, $fundraisers ): array {
			switch ( mt_rand( 0, 2 ) ) {
				case 0:
					return array( 0, 0 );
				case 1:
					return array( $pick( $teams ), 0 );
				default:
					return array( 0, $pick( $fundraisers ) );
			}
		};
		$ids = array();

		for ( $step = 0; $step < 80; $step++ ) {
			$action = 0 === count( $ids ) ? 0 : mt_rand( 0, 5 );
			if ( 0 === $action || 1 === $action ) {
				list( $name, $email )           = $pick( self::DONORS );
				list( $team_id, $fundraiser_id ) = $target();
				$ids[]                          = $this->service->record(
					array(
						'campaign_id'   => $campaign,
						'team_id'       => $team_id,
						'fundraiser_id' => $fundraiser_id,
						'donor_name'    => $name,
						'donor_email'   => $email,
						'is_anonymous'  => 0 === mt_rand( 0, 3 ),
						'amount'        => $pick( array( 5, 10, 10, 25, 40.5 ) ),
						'mode'          => 0 === $action ? Settings::PAYMENT_MODE_TEST : Settings::PAYMENT_MODE_OFFLINE,
					)
				);
			} elseif ( 2 === $action ) {
				$this->service->complete( $pick( $ids ) );
			} elseif ( 3 === $action ) {
				0 === mt_rand( 0, 1 ) ? $this->service->refund( $pick( $ids ) ) : $this->service->cancel( $pick( $ids ) );
			} elseif ( 5 === $action ) {
				// A captain removes a member (issue 13) or someone joins a team: the donations follow.
				$this->service->move_fundraiser( $pick( $fundraisers ), 0 === mt_rand( 0, 1 ) ? 0 : $pick( $teams ) );
			} else {
				list( $team_id, $fundraiser_id ) = $target();
				$this->service->reassign( $pick( $ids ), $team_id, $fundraiser_id );
			}
		}
		$this->service->move_fundraiser( $pick( $fundraisers ), $pick( $teams ) );

		$this->assertListsMatchTheRecount( $campaign );
		$this->assertTotalsMatchTheOracle( $campaign );
		if ( $matched ) {
			$this->assertNoMatchIsADonor( $campaign );
		}
	}

	/** @return array<string, array{0: int, 1?: bool}> */
	public function seeds(): array {
		return array(
			'seed 11' => array( 11 ),
			'seed 2024' => array( 2024 ),
			'seed 77' => array( 77 ),
			'seed 11, gifts matched' => array( 11, true ),
			'seed 2024, gifts matched' => array( 2024, true ),
		);
	}

	/** Starts a running match of the campaign (ratio 1) until $cap. */
	private function start_match( int $campaign, float $cap ): void {
		$sponsor = ( new SponsorRepository() )->insert(
			array(
				'campaign_id' => $campaign,
				'name'        => 'Harbour Matching Fund',
				'sort_order'  => 50,
			)
		);
		( new MatchRepository() )->start(
			array(
				'campaign_id'  => $campaign,
				'sponsor_id'   => $sponsor,
				'sponsor_name' => 'Harbour Matching Fund',
				'ratio'        => 1,
				'cap'          => $cap,
				'start_date'   => wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ),
				'end_date'     => wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ),
			)
		);
	}

	/** Matches were made and count in the totals, but no stored donor entry is a match. */
	private function assertNoMatchIsADonor( int $campaign ): void {
		global $wpdb;
		$donations = Schema::table( 'donations' );
		$matched   = (float) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(amount), 0) FROM {$donations} WHERE campaign_id = %d AND kind = 'match' AND status = 'completed'", $campaign ) );
		$this->assertGreaterThan( 0, $matched, 'the run made matches' );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donor_totals' ) . " WHERE campaign_id = %d AND donor_name = 'Harbour Matching Fund'", $campaign ) ) );
		$gifts = (float) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(amount), 0) FROM {$donations} WHERE campaign_id = %d AND kind <> 'match' AND status = 'completed'", $campaign ) );
		$donor = (float) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE(SUM(amount), 0) FROM ' . Schema::table( 'donor_totals' ) . " WHERE campaign_id = %d AND scope = 'campaign'", $campaign ) );
		$this->assertEqualsWithDelta( $gifts, $donor, 0.001, 'the campaign\'s donor entries add up to the gifts alone' );
		$raised = (float) $wpdb->get_var( $wpdb->prepare( 'SELECT raised_amount FROM ' . Schema::table( 'campaigns' ) . ' WHERE id = %d', $campaign ) );
		$this->assertEqualsWithDelta( $gifts + $matched, $raised, 0.001, 'the campaign total holds the matches' );
	}

	public function test_a_donor_is_one_address_under_one_name_and_anonymous_gifts_stay_nameless(): void {
		$fundraiser = $this->fundraiser_id( 'will' );
		$give       = function ( string $name, string $email, float $amount, bool $anonymous = false ) use ( $fundraiser ): int {
			return $this->service->record(
				array(
					'campaign_id'   => $this->campaign_id(),
					'fundraiser_id' => $fundraiser,
					'donor_name'    => $name,
					'donor_email'   => $email,
					'is_anonymous'  => $anonymous,
					'amount'        => $amount,
					'mode'          => Settings::PAYMENT_MODE_TEST,
				)
			);
		};
		$give( 'Old Name', 'same@example.net', 300 );
		$again = $give( 'Old Name', 'SAME@example.net', 100 );
		$give( 'New Name', 'same@example.net', 200 );
		$give( 'Secret Person', 'same@example.net', 1000, true );

		// A later gift under another name is a line of its own: it neither relabels nor joins (decision 0048).
		$top = ( new DonorTotalsRepository() )->top( 'fundraiser', $fundraiser, 3 );
		$this->assertSame( array( '', 'Old Name', 'New Name' ), array_column( $top, 'donor_name' ) );
		$this->assertSame( 1, $top[0]['is_anonymous'] );
		$this->assertEquals( array( 1000.0, 400.0, 200.0 ), array_column( $top, 'amount' ) );

		$this->service->refund( $again );
		$top = ( new DonorTotalsRepository() )->top( 'fundraiser', $fundraiser, 3 );
		$this->assertSame( 'Old Name', $top[1]['donor_name'] );
		$this->assertEquals( 300.0, $top[1]['amount'] );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}

	public function test_erasing_a_donor_turns_their_entry_into_anonymous_ones(): void {
		$campaign = $this->campaign_id();
		$team     = $this->team_id( 'Tide Turners' );
		foreach ( array( 70, 30 ) as $amount ) {
			$this->service->record(
				array(
					'campaign_id' => $campaign,
					'team_id'     => $team,
					'donor_name'  => 'Erase Me',
					'donor_email' => 'erase.me@example.net',
					'amount'      => $amount,
					'mode'        => Settings::PAYMENT_MODE_TEST,
				)
			);
		}
		$this->assertSame( array( 'Erase Me', 100.0 ), array( ( new DonorTotalsRepository() )->top( 'team', $team, 1 )[0]['donor_name'], ( new DonorTotalsRepository() )->top( 'team', $team, 1 )[0]['amount'] ) );

		PersonalData::erase( 'erase.me@example.net' );

		$top = ( new DonorTotalsRepository() )->top( 'team', $team, 2 );
		$this->assertSame( array( '', '' ), array_column( $top, 'donor_name' ) );
		$this->assertEquals( array( 70.0, 30.0 ), array_column( $top, 'amount' ) );
		$this->assertListsMatchTheRecount( $campaign );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	/**
	 * The engagement writes (issue 13): a captain removing a member takes the member's donors out
	 * of the team's list at once; handing over captaincy, raising a goal, thank-yous, updates,
	 * unsubscribing and erasing the removed member's account move no money and leave every list
	 * equal to a recount.
	 */
	public function test_engagement_writes_keep_the_donor_totals_exact(): void {
		$campaign = $this->campaign_id();
		$team     = $this->team_id( 'Blue Wave Runners' );
		$liam     = $this->fundraiser_id( 'liam' );
		$stored   = new DonorTotalsRepository();
		$give     = function ( int $team_id, int $fundraiser_id, float $amount ) use ( $campaign ): int {
			return $this->service->record(
				array(
					'campaign_id'   => $campaign,
					'team_id'       => $team_id,
					'fundraiser_id' => $fundraiser_id,
					'donor_name'    => 'Loyal Donor',
					'donor_email'   => 'loyal.donor@example.net',
					'amount'        => $amount,
					'mode'          => Settings::PAYMENT_MODE_TEST,
				)
			);
		};
		$to_liam = $give( $team, $liam, 5000 );
		$give( $team, 0, 3000 );
		$entry = static function () use ( $stored, $team ): array {
			return array_column( $stored->top( 'team', $team, 1000 ), 'amount', 'donor_name' );
		};
		$this->assertEquals( 8000.0, $entry()['Loyal Donor'] );
		$checked = function ( string $after ) use ( $campaign ): void {
			$this->assertListsMatchTheRecount( $campaign, "after: {$after}:" );
			$this->assertTotalsMatchTheOracle( $campaign );
		};

		$this->actingAs( 'captain' );
		$this->assertOk( $this->post( '/remove-team-member', array( 'campaignId' => $campaign, 'fundraiser_id' => $liam ) ) );
		$this->assertEquals( 3000.0, $entry()['Loyal Donor'], 'the removed member\'s gift left the team\'s entry' );
		$this->assertEquals( 5000.0, array_column( $stored->top( 'fundraiser', $liam, 1000 ), 'amount', 'donor_name' )['Loyal Donor'], 'and stays with the member' );
		$checked( 'remove a member' );

		$this->assertOk( $this->post( '/hand-over-captaincy', array( 'campaignId' => $campaign, 'fundraiser_id' => $this->fundraiser_id( 'maya' ) ) ) );
		$checked( 'hand over captaincy' );

		$this->actingAs( 'liam' );
		$this->assertOk( $this->post( '/thank-donor', array( 'campaignId' => $campaign, 'donation_id' => $to_liam, 'message' => 'Thank you, {donor_name}!' ) ) );
		$this->assertOk( $this->post( '/thank-all-donors', array( 'campaignId' => $campaign, 'message' => 'Thanks!' ) ) );
		$this->assertOk( $this->post( '/raise-goal', array( 'campaignId' => $campaign, 'goal' => 99000 ) ) );
		$this->assertSame( 201, $this->post( '/post-update', array( 'campaignId' => $campaign, 'text' => 'Ran 10 km today!' ) )[0] );
		( new UpdateRepository() )->unsubscribe_donor( 'fundraiser', $liam, 'loyal.donor@example.net' );
		$checked( 'thank-yous, goal, update, unsubscribe' );

		PersonalData::erase( (string) get_user_by( 'login', 'liam' )->user_email );
		$checked( 'erase the member\'s account' );

		PersonalData::erase( 'loyal.donor@example.net' );
		$this->assertArrayNotHasKey( 'Loyal Donor', $entry(), 'the erased donor is anonymous at once' );
		$checked( 'erase the donor' );
	}

	public function test_deleting_a_team_or_fundraiser_drops_its_entries(): void {
		global $wpdb;
		$campaign   = $this->campaign_id();
		$team       = $this->team_id( 'Blue Wave Runners' );
		$fundraiser = $this->fundraiser_id( 'liam' );
		$this->assertTrue( $this->service->delete_fundraiser( $fundraiser ) );
		$this->assertTrue( $this->service->delete_team( $team ) );
		$left = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donor_totals' ) . " WHERE (scope = 'team' AND entity_id = %d) OR (scope = 'fundraiser' AND entity_id = %d)", $team, $fundraiser ) );
		$this->assertSame( 0, $left );
		$this->assertListsMatchTheRecount( $campaign );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_the_migration_fills_the_table_from_the_donations(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->start_match( $campaign, 1000 );
		$this->service->record(
			array(
				'campaign_id' => $campaign,
				'donor_name'  => 'Matched Giver',
				'donor_email' => 'matched.giver@example.net',
				'amount'      => 60,
				'mode'        => Settings::PAYMENT_MODE_TEST,
			)
		);
		$before = $this->donor_totals_snapshot( $campaign );
		$this->assertNotEmpty( $before );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND kind = 'match'", $campaign ) ), 'the gift was matched' );
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'donor_totals' ) );
		( new \P2PFundraising\Database\ScaleMigration() )->fill();
		$this->assertSame( $before, $this->donor_totals_snapshot( $campaign ) );
	}
}
