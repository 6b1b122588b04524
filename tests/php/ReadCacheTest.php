<?php
/**
 * The public reads are served from a persistent object cache, and every write that changes one
 * makes the next request read the change.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Privacy\PersonalData;
use P2PFundraising\Settings;

final class ReadCacheTest extends PluginTestCase {

	protected function setUp(): void {
		parent::setUp();
		PersistentCacheStandIn::reset_server();
		$this->next_request();
	}

	protected function tearDown(): void {
		PersistentCacheStandIn::reset_server();
		$GLOBALS['wp_object_cache'] = new \WP_Object_Cache();
		parent::tearDown();
	}

	/** A new request on another PHP worker: empty runtime memory, the same cache server. */
	private function next_request(): void {
		$GLOBALS['wp_object_cache'] = new PersistentCacheStandIn();
		$GLOBALS['wp_rest_server']  = null;
	}

	private function gift( array $fields ): int {
		return ( new DonationService() )->record(
			$fields + array(
				'campaign_id'  => $this->campaign_id(),
				'donor_name'   => 'Cache Tester',
				'donor_email'  => 'cache.tester@example.net',
				'is_anonymous' => false,
				'amount'       => 9000,
				'mode'         => Settings::PAYMENT_MODE_TEST,
			)
		);
	}

	/**
	 * Each case: [ the read (path, params), what happens before the first read, the write ].
	 *
	 * @return array<string, array{0: callable, 1: callable, 2: callable}>
	 */
	public function writes(): array {
		$campaign_read = function ( string $path, array $extra = array() ): callable {
			return function () use ( $path, $extra ): array {
				return array( $path, array( 'campaign_id' => $this->campaign_id() ) + $extra );
			};
		};
		$nothing = static function (): void {};
		return array(
			'a completed gift (top donors)' => array(
				$campaign_read( '/get-campaign-top-donors' ),
				$nothing,
				function (): void {
					$this->gift( array() );
				},
			),
			'a completed pledge (recent donations)' => array(
				$campaign_read( '/get-donations' ),
				function (): void {
					$this->pledge = $this->gift( array( 'mode' => Settings::PAYMENT_MODE_OFFLINE ) );
				},
				function (): void {
					( new DonationService() )->complete( $this->pledge );
				},
			),
			'a refund (recent donations)' => array(
				$campaign_read( '/get-donations' ),
				function (): void {
					$this->pledge = $this->gift( array() );
				},
				function (): void {
					( new DonationService() )->refund( $this->pledge );
				},
			),
			'a reassignment (team top donors)' => array(
				function (): array {
					return array( '/get-team-top-donors', array( 'team_id' => $this->team_id( 'Tide Turners' ) ) );
				},
				function (): void {
					$this->pledge = $this->gift( array( 'team_id' => $this->team_id( 'Tide Turners' ) ) );
				},
				function (): void {
					( new DonationService() )->reassign( $this->pledge, $this->team_id( 'Blue Wave Runners' ), 0 );
				},
			),
			'a renamed team (team search)' => array(
				$campaign_read( '/get-campaign-teams-search', array( 'search' => 'tide', 'showClosedTeams' => 'true' ) ),
				$nothing,
				function (): void {
					( new TeamRepository() )->update( $this->team_id( 'Tide Turners' ), array( 'name' => 'Ebb and Flow' ) );
				},
			),
			'a renamed fundraiser (fundraiser search)' => array(
				$campaign_read( '/get-campaign-fundraisers-search', array( 'search' => 'zyx' ) ),
				$nothing,
				function (): void {
					( new FundraiserRepository() )->update( $this->fundraiser_id( 'liam' ), array( 'name' => 'Zyxel Liam' ) );
				},
			),
			'a moved fundraiser (team members)' => array(
				function (): array {
					return array( '/get-team-fundraisers-all', array( 'team_id' => $this->team_id( 'Tide Turners' ) ) );
				},
				$nothing,
				function (): void {
					( new DonationService() )->move_fundraiser( $this->fundraiser_id( 'liam' ), $this->team_id( 'Tide Turners' ) );
				},
			),
			'a deleted team (team leaderboard)' => array(
				$campaign_read( '/get-campaign-teams-search', array( 'showClosedTeams' => 'true' ) ),
				$nothing,
				function (): void {
					( new DonationService() )->delete_team( $this->team_id( 'Blue Wave Runners' ) );
				},
			),
			'a deleted fundraiser (campaign stats)' => array(
				$campaign_read( '/get-campaign-stats' ),
				$nothing,
				function (): void {
					( new DonationService() )->delete_fundraiser( $this->fundraiser_id( 'liam' ) );
				},
			),
			'a new sponsor (sponsors)' => array(
				$campaign_read( '/get-sponsors' ),
				$nothing,
				function (): void {
					( new SponsorRepository() )->insert(
						array(
							'campaign_id' => $this->campaign_id(),
							'name'        => 'Fresh Sponsor',
							'sort_order'  => 99,
						)
					);
				},
			),
			'an erased donor (top donors)' => array(
				$campaign_read( '/get-campaign-top-donors' ),
				function (): void {
					$this->gift( array( 'donor_name' => 'Forget Me', 'donor_email' => 'forget.me@example.net' ) );
				},
				static function (): void {
					PersonalData::erase( 'forget.me@example.net' );
				},
			),
		);
	}

	/** @var int A donation a case prepares. */
	private $pledge = 0;

	/**
	 * @dataProvider writes
	 */
	public function test_a_write_makes_the_next_request_read_the_change( callable $read, callable $prepare, callable $write ): void {
		$prepare();
		list( $path, $params ) = $read();
		$first                 = $this->assertOk( $this->get( $path, $params ) );
		$this->assertGreaterThan( 0, PersistentCacheStandIn::$read_misses, 'the first read computes and stores' );

		$this->next_request();
		$misses = PersistentCacheStandIn::$read_misses;
		$this->assertSame( $first, $this->assertOk( $this->get( $path, $params ) ) );
		$this->assertSame( $misses, PersistentCacheStandIn::$read_misses, 'the next request is served from the cache' );
		$this->assertGreaterThan( 0, PersistentCacheStandIn::$read_hits );

		$write();
		$this->next_request();
		$after = $this->assertOk( $this->get( $path, $params ) );
		$this->assertNotSame( $first, $after, 'the write changed what the read shows' );

		PersistentCacheStandIn::reset_server();
		$this->next_request();
		$this->assertSame( $this->assertOk( $this->get( $path, $params ) ), $after, 'what is served equals a fresh read' );
	}
}
