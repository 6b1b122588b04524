<?php
/**
 * Throttling and the donation form's double-submit memory hold when the site's persistent object
 * cache is gone (issue 26, decision 0066): WordPress still believes it has one (the Redis drop-in
 * in graceful mode), so transients go to a cache that forgets everything between requests.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\ExpiringValues;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Security\RateLimiter;

final class CacheOutageTest extends WriteTestCase {

	/** @var bool */
	private $was_using_ext_cache = false;

	protected function setUp(): void {
		parent::setUp();
		$this->was_using_ext_cache = wp_using_ext_object_cache( true );
		$this->next_request();
	}

	protected function tearDown(): void {
		wp_using_ext_object_cache( $this->was_using_ext_cache );
		$GLOBALS['wp_object_cache'] = new \WP_Object_Cache();
		parent::tearDown();
	}

	/** The next request, on a node whose object cache is down: what earlier requests cached is gone. */
	private function next_request(): void {
		$GLOBALS['wp_object_cache'] = new \WP_Object_Cache();
		$GLOBALS['wp_rest_server']  = null;
		wp_using_ext_object_cache( true );
	}

	public function test_sign_in_throttling_holds_with_the_cache_down(): void {
		$statuses = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$this->next_request();
			list( $status ) = $this->post( '/fundraiser-login', array( 'user_handle' => 'captain@example.com', 'password' => 'wrong', 'campaign_id' => $this->campaign_id() ) );
			$statuses[]     = $status;
		}
		$this->assertSame( array( 401, 401, 401, 401, 401, 429, 429, 429 ), $statuses );
	}

	public function test_every_limit_holds_with_the_cache_down(): void {
		$waits = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$this->next_request();
			$waits[] = ( new RateLimiter() )->attempt( RateLimiter::RESET_ACCOUNT, 'user:outage' );
		}
		$this->assertSame( array( 0, 0, 0 ), array_slice( $waits, 0, 3 ) );
		$this->assertGreaterThan( 3500, $waits[3] );

		$this->next_request();
		( new RateLimiter() )->clear( RateLimiter::RESET_ACCOUNT, 'user:outage' );
		$this->next_request();
		$this->assertSame( 0, ( new RateLimiter() )->wait( RateLimiter::RESET_ACCOUNT, 'user:outage' ), 'a clear holds too' );
	}

	public function test_the_same_form_sent_five_times_with_the_cache_down_gives_once(): void {
		$before = $this->count_where( 'donations', 'donor_email = %s', 'outage@example.net' );
		$post   = array(
			DonationForm::NONCE_FIELD      => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
			DonationForm::SUBMISSION_FIELD => 'TokenOfAFormSentInAnOutage',
			'amount'                       => '50',
			'amount_custom'                => '',
			'first_name'                   => 'Ola',
			'last_name'                    => 'Outage',
			'email'                        => 'outage@example.net',
		);
		$answers = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->next_request();
			$answers[] = ( new DonationForm() )->handle( $this->campaign_id(), array(), $post );
		}
		$this->assertSame( 303, $answers[0]['status'] );
		$this->assertSame( array_fill( 0, 5, $answers[0] ), $answers, 'every copy gets the first answer' );
		$this->assertSame( $before + 1, $this->count_where( 'donations', 'donor_email = %s', 'outage@example.net' ) );
	}

	public function test_expired_values_read_as_missing_and_are_pruned(): void {
		global $wpdb;
		$values = new ExpiringValues();
		$values->set( 'p2p_test_short', array( 1, 2 ), 60 );
		$this->assertSame( array( 1, 2 ), $values->get( 'p2p_test_short' ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . \P2PFundraising\Database\Schema::table( 'expiring_values' ) . ' SET expires_at = %d WHERE name = %s', time() - 1, md5( 'p2p_test_short' ) ) );
		$this->assertNull( $values->get( 'p2p_test_short' ) );
		$this->assertGreaterThanOrEqual( 1, $values->prune() );
		$this->assertSame( 0, $this->count_where( 'expiring_values', 'name = %s', md5( 'p2p_test_short' ) ) );
	}
}
