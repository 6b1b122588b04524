<?php
/**
 * The public reads are served from a persistent object cache, and every write that changes one
 * makes the next request read the change: the donation writes and the engagement writes of issue
 * 13 (a captain removing a member or handing over, a raised goal); the updates, read without the
 * cache, show a post, an edit or a hide on the next request too.
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

final class ReadCacheTest extends WriteTestCase {

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
	 * Each case: [ the read (path, params), what happens before the first read, the write, and
	 * whether the read is served from the object cache (default true) ].
	 *
	 * @return array<string, array{0: callable, 1: callable, 2: callable, 3?: bool}>
	 */
	public function writes(): array {
		$campaign_read = function ( string $path, array $extra = array() ): callable {
			return function () use ( $path, $extra ): array {
				return array( $path, array( 'campaign_id' => $this->campaign_id() ) + $extra );
			};
		};
		$nothing = static function (): void {};
		$team_read = function ( string $path ): callable {
			return function () use ( $path ): array {
				return array( $path, array( 'team_id' => $this->team_id( 'Blue Wave Runners' ) ) );
			};
		};
		$as = function ( string $login, string $path, array $params ): array {
			$this->actingAs( $login );
			list( $status, $body ) = $this->post( $path, $params + array( 'campaignId' => $this->campaign_id() ) );
			$this->assertContains( $status, array( 200, 201 ), (string) wp_json_encode( $body ) );
			$this->actingAs( 0 );
			return $body;
		};
		$updates_read = function (): array {
			return array( '/get-updates', array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ) ) );
		};
		$post_update = function () use ( $as ): void {
			$this->update = (int) $as( 'fundraiser', '/post-update', array( 'text' => 'Ran 10 km today!' ) )['data']['id'];
		};
		return array(
			'a member removed by the captain (team members)' => array(
				$team_read( '/get-team-fundraisers-all' ),
				$nothing,
				function () use ( $as ): void {
					$as( 'captain', '/remove-team-member', array( 'fundraiser_id' => $this->fundraiser_id( 'liam' ) ) );
				},
			),
			'a member removed by the captain (team top donors)' => array(
				$team_read( '/get-team-top-donors' ),
				function (): void {
					$this->gift( array( 'team_id' => $this->team_id( 'Blue Wave Runners' ), 'fundraiser_id' => $this->fundraiser_id( 'liam' ) ) );
				},
				function () use ( $as ): void {
					$as( 'captain', '/remove-team-member', array( 'fundraiser_id' => $this->fundraiser_id( 'liam' ) ) );
				},
			),
			'a handed-over captaincy (team members\' badges, computed per request)' => array(
				$team_read( '/get-team-fundraisers-all' ),
				$nothing,
				function () use ( $as ): void {
					$as( 'captain', '/hand-over-captaincy', array( 'fundraiser_id' => $this->fundraiser_id( 'maya' ) ) );
				},
			),
			'a raised goal (fundraiser leaderboard)' => array(
				$campaign_read( '/get-campaign-fundraisers-search', array( 'search' => 'felix' ) ),
				$nothing,
				function () use ( $as ): void {
					$as( 'fundraiser', '/raise-goal', array( 'goal' => 98000 ) );
				},
			),
			'a posted update (updates, not cached)' => array( $updates_read, $nothing, $post_update, false ),
			'an edited update (updates, not cached)' => array(
				$updates_read,
				$post_update,
				function () use ( $as ): void {
					$as( 'fundraiser', '/edit-update', array( 'update_id' => $this->update, 'text' => 'Ran 12 km' ) );
				},
				false,
			),
			'a hidden update (updates, not cached)' => array(
				$updates_read,
				$post_update,
				function () use ( $as ): void {
					$as( 'admin', '/admin/updates/' . $this->update . '/visibility', array( 'hidden' => true ) );
				},
				false,
			),
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

	/** @var int An update a case prepares. */
	private $update = 0;

	/**
	 * @dataProvider writes
	 */
	public function test_a_write_makes_the_next_request_read_the_change( callable $read, callable $prepare, callable $write, bool $cached = true ): void {
		$prepare();
		list( $path, $params ) = $read();
		$first                 = $this->assertOk( $this->get( $path, $params ) );
		if ( $cached ) {
			$this->assertGreaterThan( 0, PersistentCacheStandIn::$read_misses, 'the first read computes and stores' );
		}

		$this->next_request();
		$misses = PersistentCacheStandIn::$read_misses;
		$this->assertSame( $first, $this->assertOk( $this->get( $path, $params ) ) );
		if ( $cached ) {
			$this->assertSame( $misses, PersistentCacheStandIn::$read_misses, 'the next request is served from the cache' );
			$this->assertGreaterThan( 0, PersistentCacheStandIn::$read_hits );
		}

		$write();
		$this->next_request();
		$after = $this->assertOk( $this->get( $path, $params ) );
		$this->assertNotSame( $first, $after, 'the write changed what the read shows' );

		PersistentCacheStandIn::reset_server();
		$this->next_request();
		$this->assertSame( $this->assertOk( $this->get( $path, $params ) ), $after, 'what is served equals a fresh read' );
	}
}
