<?php
/**
 * Activity entries logged and deleted at the same moment by several fundraisers, while an
 * administrator moves one of them between teams: every accepted entry is stored once, and every
 * stored activity total equals a recount from the entries.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;

final class ActivityRaceTest extends HttpTestCase {

	public function test_activity_totals_are_exact_after_concurrent_entries_deletes_and_a_team_move(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$wpdb->update( Schema::table( 'campaigns' ), array( 'activity_unit' => 'km', 'start_date' => null ), array( 'id' => $campaign ) );
		$today    = wp_date( 'Y-m-d' );
		$sessions = array();
		foreach ( array( 'captain@example.com', 'fundraiser@example.com' ) as $login ) {
			$session            = $this->sign_in( $login );
			$sessions[ $login ] = array( $session, $this->nonce_for( $session ) );
		}
		$entry = function ( string $login, string $amount ) use ( $sessions, $campaign, $today ): array {
			return array(
				'POST',
				$this->rest( '/add-activity' ),
				array(
					'cookies' => $sessions[ $login ][0],
					'headers' => array( 'X-WP-Nonce' => $sessions[ $login ][1] ),
					'json'    => array(
						'campaignId' => $campaign,
						'date'       => $today,
						'amount'     => $amount,
					),
				),
			);
		};
		// Entries to delete during the race, logged first.
		$first = array();
		foreach ( $this->concurrently( array( $entry( 'captain@example.com', '1.11' ), $entry( 'fundraiser@example.com', '2.22' ) ) ) as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
			$first[] = (int) json_decode( $response->body, true )['entry']['id'];
		}

		$fundraiser = $this->fundraiser_id( 'fundraiser' );
		$team       = $this->team_id( 'Blue Wave Runners' );
		$admin      = $this->sign_in( 'admin' );
		$requests   = array(
			array(
				'POST',
				$this->rest( "/admin/fundraisers/{$fundraiser}" ),
				array(
					'cookies' => $admin,
					'headers' => array( 'X-WP-Nonce' => $this->nonce_for( $admin ) ),
					'form'    => array( 'team_id' => $team ),
				),
			),
		);
		foreach ( array( 'captain@example.com', 'fundraiser@example.com' ) as $index => $login ) {
			$requests[] = array(
				'POST',
				$this->rest( '/delete-activity' ),
				array(
					'cookies' => $sessions[ $login ][0],
					'headers' => array( 'X-WP-Nonce' => $sessions[ $login ][1] ),
					'json'    => array(
						'campaignId' => $campaign,
						'entryId'    => $first[ $index ],
					),
				),
			);
		}
		for ( $i = 0; $i < 20; $i++ ) {
			$requests[] = $entry( 0 === $i % 2 ? 'captain@example.com' : 'fundraiser@example.com', ( 1 + $i ) . '.' . str_pad( (string) ( 7 * $i % 100 ), 2, '0', STR_PAD_LEFT ) );
		}

		$responses = $this->concurrently( $requests );

		foreach ( $responses as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
		}
		$entries = Schema::table( 'activity_entries' );
		$this->assertSame( 20, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$entries} WHERE campaign_id = %d", $campaign ) ) );
		$this->assertSame( $team, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT team_id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE id = %d', $fundraiser ) ) );
		$this->assertActivityTotalsMatchTheEntries( $campaign );
	}

	/**
	 * Each fundraiser's, team's and the campaign's stored total equals its sum over the entries
	 * (a team's: its members' entries).
	 *
	 * @param int $campaign Campaign id.
	 */
	private function assertActivityTotalsMatchTheEntries( int $campaign ): void {
		global $wpdb;
		$entries     = Schema::table( 'activity_entries' );
		$fundraisers = Schema::table( 'fundraisers' );
		$teams       = Schema::table( 'teams' );
		$this->assertSame(
			array(),
			$wpdb->get_results( $wpdb->prepare( "SELECT f.id, f.activity_total, COALESCE(SUM(a.amount), 0) AS summed FROM {$fundraisers} f LEFT JOIN {$entries} a ON a.fundraiser_id = f.id WHERE f.campaign_id = %d GROUP BY f.id HAVING f.activity_total <> summed", $campaign ), ARRAY_A ),
			'fundraisers'
		);
		$this->assertSame(
			array(),
			$wpdb->get_results( $wpdb->prepare( "SELECT t.id, t.activity_total, COALESCE(SUM(a.amount), 0) AS summed FROM {$teams} t LEFT JOIN {$fundraisers} f ON f.team_id = t.id LEFT JOIN {$entries} a ON a.fundraiser_id = f.id WHERE t.campaign_id = %d GROUP BY t.id HAVING t.activity_total <> summed", $campaign ), ARRAY_A ),
			'teams'
		);
		$this->assertSame(
			(int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(amount), 0) FROM {$entries} WHERE campaign_id = %d", $campaign ) ),
			(int) $wpdb->get_var( $wpdb->prepare( 'SELECT activity_total FROM ' . Schema::table( 'campaigns' ) . ' WHERE id = %d', $campaign ) ),
			'campaign'
		);
	}
}
