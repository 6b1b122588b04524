<?php
/**
 * The hostile-input suite's own harness: the real server answers, sessions and nonces work, and
 * concurrent requests really run side by side (every race test relies on that).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

final class HarnessTest extends HttpTestCase {

	public function test_the_campaign_page_embeds_a_visitor_nonce(): void {
		$page = $this->http( 'GET', $this->campaign_path() );
		$this->assertSame( 200, $page->status );
		$boot = $this->boot( $page );
		$this->assertSame( $this->campaign_id(), (int) $boot['data']['campaign']['campaign_id'] );
		$this->assertSame( $this->visitor_nonce(), $boot['settings']['apiNonce'] );
	}

	public function test_a_signed_in_session_gets_its_own_nonce_and_user(): void {
		$session = $this->sign_in( 'captain@example.com' );
		$nonce   = $this->nonce_for( $session );
		$this->assertNotSame( $this->visitor_nonce(), $nonce );

		$me = $this->http( 'GET', $this->rest( '/get-fundraiser-info' ), array( 'query' => array( 'campaignId' => $this->campaign_id() ), 'cookies' => $session, 'headers' => array( 'X-WP-Nonce' => $nonce ) ) );
		$this->assertSame( 200, $me->status, $me->body );
		$this->assertSame( $this->fundraiser_id( 'captain' ), (int) $me->json()['data']['fundraiser']['id'] );
	}

	public function test_requests_sent_together_are_served_side_by_side(): void {
		$path  = $this->rest( '/get-campaign' );
		$query = array( 'query' => array( 'campaign_id' => $this->campaign_id() ) );
		$one   = $this->http( 'GET', $path, $query );
		$start = microtime( true );
		$all   = $this->concurrently( array_fill( 0, 8, array( 'GET', $path, $query ) ) );
		$took  = microtime( true ) - $start;
		foreach ( $all as $response ) {
			$this->assertSame( 200, $response->status );
		}
		$serial = array_sum( array_map( static fn ( HttpResponse $r ): float => $r->seconds, $all ) );
		// With one worker the eight would take about their summed time; with several, clearly less.
		$this->assertLessThan( $serial * 0.8, $took, sprintf( 'one request %.3f s, eight together %.3f s, summed %.3f s', $one->seconds, $took, $serial ) );
	}

	public function test_what_a_test_creates_is_gone_for_the_next_one(): void {
		global $wpdb;
		$users = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" );
		wp_insert_user( array( 'user_login' => 'harness-' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'user_email' => 'harness@example.org' ) );
		set_transient( 'p2p_harness_probe', 1, 60 );
		$this->tearDown();
		$this->setUp();
		$this->assertSame( $users, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" ) );
		$this->assertFalse( get_transient( 'p2p_harness_probe' ) );
	}
}
