<?php
/**
 * Issue 8, attack 7: simultaneous requests that each check "none yet", then create.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;

final class RaceTest extends HttpTestCase {

	public function test_ten_simultaneous_registrations_with_one_email_make_one_account(): void {
		$nonce     = $this->visitor_nonce();
		$request   = $this->from_this_site(
			'/register-fundraiser',
			array(
				'campaign_id' => $this->campaign_id(),
				'firstName'   => 'Twin',
				'lastName'    => 'Racer',
				'email'       => 'twin@example.net',
				'password'    => 'twin-secret',
				'password2'   => 'twin-secret',
			),
			$nonce
		);
		$responses = $this->concurrently( array_fill( 0, 10, $request ) );

		$statuses = array_map( static fn ( HttpResponse $r ): int => $r->status, $responses );
		sort( $statuses );
		$this->assertSame( array_merge( array( 200 ), array_fill( 0, 9, 409 ) ), $statuses, implode( "\n", array_map( static fn ( HttpResponse $r ): string => $r->body, $responses ) ) );
		foreach ( $responses as $response ) {
			if ( 409 === $response->status ) {
				$this->assertSame( 'p2p_email_exists', $response->code() );
			}
		}
		global $wpdb;
		$users = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE user_email = %s", 'twin@example.net' ) );
		$this->assertCount( 1, $users );
		$this->assertSame( 1, $this->count_where( 'fundraisers', 'user_id = %d', (int) $users[0] ) );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_login = %s", 'twin' ) ) );
	}

	public function test_six_simultaneous_create_team_calls_make_one_team_with_its_member(): void {
		$session    = $this->sign_in( 'fundraiser@example.com' );
		$nonce      = $this->nonce_for( $session );
		$fundraiser = $this->fundraiser_id( 'fundraiser' );
		$request    = array(
			'POST',
			$this->rest( '/create-team' ),
			array(
				'cookies' => $session,
				'headers' => array( 'X-WP-Nonce' => $nonce ),
				'json'    => array(
					'campaign_id' => $this->campaign_id(),
					'name'        => 'Racing Team',
					'story'       => 'We race.',
					'goal'        => 500,
				),
			),
		);
		$responses = $this->concurrently( array_fill( 0, 6, $request ) );

		$statuses = array_map( static fn ( HttpResponse $r ): int => $r->status, $responses );
		sort( $statuses );
		$this->assertSame( array( 200, 409, 409, 409, 409, 409 ), $statuses, implode( "\n", array_map( static fn ( HttpResponse $r ): string => $r->body, $responses ) ) );
		global $wpdb;
		$teams = Schema::table( 'teams' );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, members_count FROM {$teams} WHERE name = %s", 'Racing Team' ), ARRAY_A );
		$this->assertCount( 1, $rows, 'one team' );
		$this->assertSame( (int) $rows[0]['id'], (int) $wpdb->get_var( $wpdb->prepare( 'SELECT team_id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE id = %d', $fundraiser ) ) );
		$this->assertSame( 1, (int) $rows[0]['members_count'] );
		$this->assertSame( (int) $rows[0]['members_count'], $this->count_where( 'fundraisers', 'team_id = %d', (int) $rows[0]['id'] ), 'member count equals the member list' );
	}

	public function test_member_counts_equal_member_lists_after_simultaneous_joins(): void {
		$team     = $this->team_id( 'Blue Wave Runners' );
		$requests = array();
		$nonce    = $this->visitor_nonce();
		for ( $i = 0; $i < 6; $i++ ) {
			$requests[] = $this->from_this_site(
				'/register-join-team',
				array(
					'campaignId' => $this->campaign_id(),
					'teamId'     => $team,
					'firstName'  => 'Joiner',
					'lastName'   => (string) $i,
					'email'      => "joiner{$i}@example.net",
					'password'   => 'joiner-secret',
					'password2'  => 'joiner-secret',
				),
				$nonce
			);
		}
		$responses = $this->concurrently( $requests );
		foreach ( $responses as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
		}
		global $wpdb;
		$count = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT members_count FROM ' . Schema::table( 'teams' ) . ' WHERE id = %d', $team ) );
		$this->assertSame( $this->count_where( 'fundraisers', 'team_id = %d AND status = %s', $team, 'approved' ), $count );
	}
}
