<?php
/**
 * Cached reads stay exact through the faults of a shared object cache (issue 26, decision 0067):
 * a Redis that comes back with an older snapshot, a node cut off from Redis while it writes, and a
 * flushed cache. The campaign's stamp is in the database, so the cache can never be older than it.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\ReadCache;

final class CacheFaultTest extends WriteTestCase {

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

	/** A new request on a PHP worker that shares the cache server. */
	private function next_request(): void {
		$GLOBALS['wp_object_cache'] = new PersistentCacheStandIn();
		$GLOBALS['wp_rest_server']  = null;
	}

	/** A request on a node that cannot reach the cache server: its writes never get there. */
	private function request_cut_off_from_the_cache(): void {
		$GLOBALS['wp_object_cache'] = new \WP_Object_Cache();
		$GLOBALS['wp_rest_server']  = null;
	}

	/** @return array<int, string> Names on the first page of the fundraiser leaderboard. */
	private function leaderboard(): array {
		$body = $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $this->campaign_id(), 'search' => '', 'per_page' => 50 ) ) );
		return array_column( $body['data'], 'name' );
	}

	private function suspend_liam(): void {
		( new BulkStatusRepository() )->set_status( 'fundraisers', $this->campaign_id(), 'suspended', array( $this->fundraiser_id( 'liam' ) ), array() );
	}

	public function test_a_cache_restored_to_an_older_snapshot_serves_no_stale_entry(): void {
		$before = $this->leaderboard();
		$this->next_request();
		$this->assertSame( $before, $this->leaderboard() );
		$this->assertGreaterThan( 0, PersistentCacheStandIn::$read_hits, 'served from the cache' );

		$snapshot = PersistentCacheStandIn::$server; // Redis saves its data (shutdown save, BGSAVE).
		$this->next_request();
		$this->suspend_liam();
		$this->next_request();
		$after = $this->leaderboard();
		$this->assertCount( count( $before ) - 1, $after, 'the suspended page left the list' );

		PersistentCacheStandIn::$server = $snapshot; // Redis restarts with its saved data.
		$this->next_request();
		$this->assertSame( $after, $this->leaderboard(), 'the old snapshot is not served' );
	}

	public function test_a_write_on_a_node_cut_off_from_the_cache_is_read_on_the_others(): void {
		$before = $this->leaderboard();
		$this->next_request();
		$this->assertSame( $before, $this->leaderboard() );

		$this->request_cut_off_from_the_cache();
		$this->suspend_liam();

		$this->next_request();
		$this->assertCount( count( $before ) - 1, $this->leaderboard(), 'the other nodes read the change' );
	}

	public function test_the_stamp_survives_a_cache_flush(): void {
		$this->leaderboard();
		$stamp = ReadCache::stored_stamp( $this->campaign_id() );

		PersistentCacheStandIn::reset_server(); // FLUSHALL, or a Redis that lost everything.
		$this->next_request();
		$this->assertSame( $stamp, ReadCache::stored_stamp( $this->campaign_id() ) );
		$before = $this->leaderboard();

		$this->suspend_liam();
		$this->assertNotSame( $stamp, ReadCache::stored_stamp( $this->campaign_id() ), 'a write sets a new stamp' );
		$this->next_request();
		$this->assertCount( count( $before ) - 1, $this->leaderboard() );
	}

	public function test_the_stamp_commits_with_the_write_and_rolls_back_with_it(): void {
		global $wpdb;
		$stamp = ReadCache::stored_stamp( $this->campaign_id() );
		try {
			\P2PFundraising\Database\Transaction::run(
				function (): void {
					ReadCache::campaign_changed( $this->campaign_id() );
					throw new \RuntimeException( 'the write failed' );
				}
			);
		} catch ( \RuntimeException $expected ) {
			unset( $expected );
		}
		$this->assertSame( $stamp, ReadCache::stored_stamp( $this->campaign_id() ), 'a rolled-back write leaves the stamp' );
		$this->assertSame( '', $wpdb->last_error );
	}
}
