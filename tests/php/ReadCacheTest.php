<?php
/**
 * The public reads are served from a persistent object cache, and every write that changes one
 * makes the next request read the change: the donation writes and the engagement writes of issue
 * 13 (a captain removing a member or handing over, a raised goal); the updates, read without the
 * cache, show a post, an edit or a hide on the next request too; and the writes of issue 14 (a
 * sponsor's match, bulk and manual moderation, campaign dates and the automatic end, sponsor order).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Campaigns\CampaignEnder;
use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\ReadCache;
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
			'a matched gift (recent donations list the match)' => array(
				$campaign_read( '/get-donations' ),
				function (): void {
					$this->start_match();
				},
				function (): void {
					$this->gift( array() );
				},
			),
			'a refunded matched gift (campaign stats lose the match too)' => array(
				$campaign_read( '/get-campaign-stats' ),
				function (): void {
					$this->start_match();
					$this->pledge = $this->gift( array() );
				},
				function (): void {
					( new DonationService() )->refund( $this->pledge );
				},
			),
			'a bulk suspension (fundraiser leaderboard)' => array(
				$campaign_read( '/get-campaign-fundraisers-search', array( 'search' => 'liam' ) ),
				$nothing,
				function (): void {
					( new BulkStatusRepository() )->set_status( 'fundraisers', $this->campaign_id(), 'suspended', array( $this->fundraiser_id( 'liam' ) ), array() );
				},
			),
			'a manual approval in bulk (team leaderboard)' => array(
				$campaign_read( '/get-campaign-teams-search', array( 'search' => 'tide', 'showClosedTeams' => 'true' ) ),
				function (): void {
					( new TeamRepository() )->update( $this->team_id( 'Tide Turners' ), array( 'status' => 'pending' ) );
				},
				function (): void {
					( new BulkStatusRepository() )->set_status( 'teams', $this->campaign_id(), 'approved', null, array( 'search' => 'tide', 'status' => 'pending' ) );
				},
			),
		);
	}

	/** @var int A sponsor a case prepares. */
	private $sponsor = 0;

	/** Adds the sponsor of the matches. */
	private function add_sponsor(): void {
		$this->sponsor = ( new SponsorRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'name'        => 'Match Sponsor',
				'sort_order'  => 50,
			)
		);
	}

	/** Starts a running match (cap far above the test gifts), adding its sponsor when there is none. */
	private function start_match(): void {
		if ( 0 === $this->sponsor ) {
			$this->add_sponsor();
		}
		$sponsor = $this->sponsor;
		( new MatchRepository() )->start(
			array(
				'campaign_id'  => $this->campaign_id(),
				'sponsor_id'   => $sponsor,
				'sponsor_name' => 'Match Sponsor',
				'ratio'        => 1,
				'cap'          => 1000000,
				'start_date'   => wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ),
				'end_date'     => wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ),
			)
		);
	}

	/**
	 * Each write of issue 14 that changes what a campaign shows gives the campaign a new
	 * "last changed" stamp, so every cached read of it is computed anew.
	 *
	 * @return array<string, array{0: callable}>
	 */
	public function stamped_writes(): array {
		return array(
			'a started match'            => array(
				function (): void {
					$this->start_match();
				},
				function (): void {
					$this->add_sponsor();
				},
			),
			'a stopped match'            => array(
				function (): void {
					( new MatchRepository() )->stop_all( $this->campaign_id() );
				},
				function (): void {
					$this->start_match();
				},
			),
			'a match row of a gift'      => array(
				function (): void {
					( new MatchRepository() )->add_matched( (int) ( new MatchRepository() )->active_for( $this->campaign_id() )['id'], 5 );
				},
				function (): void {
					$this->start_match();
				},
			),
			'a bulk approval'            => array(
				function (): void {
					( new BulkStatusRepository() )->set_status( 'fundraisers', $this->campaign_id(), 'approved', array( $this->fundraiser_id( 'liam' ) ), array() );
				},
				function (): void {
					( new FundraiserRepository() )->update( $this->fundraiser_id( 'liam' ), array( 'status' => 'pending' ) );
				},
			),
			'a bulk suspension by filter' => array(
				function (): void {
					( new BulkStatusRepository() )->set_status( 'teams', $this->campaign_id(), 'suspended', null, array( 'search' => 'tide', 'status' => '' ) );
				},
			),
			'edited campaign dates'      => array(
				function (): void {
					( new CampaignRepository() )->update( $this->campaign_id(), array( 'end_date' => wp_date( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ) ) );
				},
			),
			'the automatic end'          => array(
				function (): void {
					$this->assertSame( 1, CampaignEnder::run() );
					$this->assertSame( 'ended', ( new CampaignRepository() )->find( $this->campaign_id() )['status'] );
				},
				function (): void {
					global $wpdb;
					// Straight in the table: the edit itself must not be what changes the stamp.
					$wpdb->update( \P2PFundraising\Database\Schema::table( 'campaigns' ), array( 'end_date' => '2020-01-01', 'status' => 'active' ), array( 'id' => $this->campaign_id() ) );
				},
			),
			'a sponsor reorder'          => array(
				function (): void {
					$this->actingAs( 'admin' );
					$ids = wp_list_pluck( $this->assertOk( $this->get( '/admin/campaigns/' . $this->campaign_id() . '/sponsors' ) )['data'], 'id' );
					$this->assertOk( $this->post( '/admin/campaigns/' . $this->campaign_id() . '/sponsors/order', array( 'ids' => array_reverse( $ids ) ) ) );
				},
				function (): void {
					$this->start_match();
				},
			),
		);
	}

	/**
	 * @dataProvider stamped_writes
	 */
	public function test_each_issue_14_write_gives_the_campaign_a_new_stamp( callable $write, ?callable $prepare = null ): void {
		if ( null !== $prepare ) {
			$prepare();
		}
		$before = ReadCache::last_changed( $this->campaign_id() );
		$write();
		$this->assertNotSame( $before, ReadCache::last_changed( $this->campaign_id() ) );
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
		$first                 = self::timeless( $this->assertOk( $this->get( $path, $params ) ) );
		if ( $cached ) {
			$this->assertGreaterThan( 0, PersistentCacheStandIn::$read_misses, 'the first read computes and stores' );
		}

		$this->next_request();
		$misses = PersistentCacheStandIn::$read_misses;
		$this->assertSame( $first, self::timeless( $this->assertOk( $this->get( $path, $params ) ) ) );
		if ( $cached ) {
			$this->assertSame( $misses, PersistentCacheStandIn::$read_misses, 'the next request is served from the cache' );
			$this->assertGreaterThan( 0, PersistentCacheStandIn::$read_hits );
		}

		$write();
		$this->next_request();
		$after = self::timeless( $this->assertOk( $this->get( $path, $params ) ) );
		$this->assertNotSame( $first, $after, 'the write changed what the read shows' );

		PersistentCacheStandIn::reset_server();
		$this->next_request();
		$this->assertSame( self::timeless( $this->assertOk( $this->get( $path, $params ) ) ), $after, 'what is served equals a fresh read' );
	}

	/**
	 * A response without its relative dates ("36 minutes ago"): they are written when the response
	 * is served and move on with the clock between two reads a minute boundary apart.
	 *
	 * @param mixed $data Response data.
	 * @return mixed
	 */
	private static function timeless( $data ) {
		if ( ! is_array( $data ) ) {
			return $data;
		}
		unset( $data['relativeDateString'] );
		return array_map( array( self::class, 'timeless' ), $data );
	}
}
