<?php
/**
 * Donations posted at the same moment, through the real donation form and alongside an
 * administrator's refunds and reassignments: every accepted donation is stored, and every stored
 * total equals a recount from the donations table.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Frontend\Urls;

final class DonationConcurrencyTest extends HttpTestCase {

	public function test_stored_totals_are_exact_after_50_concurrent_donations_through_the_form(): void {
		$campaign = $this->campaign_id();
		$targets  = $this->targets( $campaign );
		$requests = array();
		for ( $i = 0; $i < 50; $i++ ) {
			// A few e-mails give several times (three at most: the form's per-address limit is five an hour), to several targets: the donor counts must stay exact.
			$requests[] = $this->donation( $targets[ $i % count( $targets ) ], 'race' . ( $i % 17 ) . '@example.net', 5 + $i );
		}

		$responses = $this->concurrently( $requests );

		$accepted = $this->accepted_donations( $responses );
		$this->assertCount( 50, $accepted, 'every donation was accepted (retries absorb the lock waits)' );
		$this->assertSame( 50, $this->stored_from( 'race%@example.net' ) );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_donations_during_admin_refunds_and_reassignments_are_all_stored_and_totals_stay_exact(): void {
		$campaign  = $this->campaign_id();
		$targets   = $this->targets( $campaign );
		$admin     = $this->sign_in( 'admin' );
		$nonce     = $this->nonce_for( $admin );
		$completed = $this->completed_donations( $campaign, 10 );
		$teams     = array( $this->team_id( 'Blue Wave Runners' ), $this->team_id( 'River Keepers' ) );
		$requests  = array();
		foreach ( $completed as $i => $donation ) {
			$change     = 0 === $i % 2
				? array( 'POST', $this->rest( "/admin/donations/{$donation}/refund" ), array() )
				: array( 'POST', $this->rest( "/admin/donations/{$donation}/reassign" ), array( 'form' => array( 'team_id' => $teams[ $i % 2 ], 'fundraiser_id' => 0 ) ) );
			$change[2] += array(
				'cookies' => $admin,
				'headers' => array( 'X-WP-Nonce' => $nonce ),
			);
			$requests[] = $change;
			for ( $j = 0; $j < 3; $j++ ) {
				$requests[] = $this->donation( $targets[ ( $i + $j ) % count( $targets ) ], 'during' . $i . '-' . $j . '@example.net', 10 + $i );
			}
		}

		$responses = $this->concurrently( $requests );

		$donations = array();
		foreach ( $requests as $index => $request ) {
			if ( false !== strpos( $request[1], '/admin/' ) ) {
				$this->assertSame( 200, $responses[ $index ]->status, $responses[ $index ]->body );
			} else {
				$donations[] = $responses[ $index ];
			}
		}
		$accepted = $this->accepted_donations( $donations );
		$this->assertCount( count( $donations ), $accepted );
		$this->assertSame( count( $donations ), $this->stored_from( 'during%@example.net' ) );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	/**
	 * The donation ids of the form's 303 answers, each checked to exist and to be completed. A
	 * refused donation must answer an error page instead, never a redirect.
	 *
	 * @param HttpResponse[] $responses Form responses.
	 * @return int[]
	 */
	private function accepted_donations( array $responses ): array {
		global $wpdb;
		$ids = array();
		foreach ( $responses as $response ) {
			if ( 303 !== $response->status ) {
				// A donation that could not be stored answers the form again with an error.
				$this->assertSame( 503, $response->status, $response->body );
				$this->assertNull( $response->header( 'location' ) );
				continue;
			}
			parse_str( (string) wp_parse_url( (string) $response->header( 'location' ), PHP_URL_QUERY ), $query );
			$id     = (int) ( $query['donation'] ?? 0 );
			$status = $wpdb->get_var( $wpdb->prepare( 'SELECT status FROM ' . Schema::table( 'donations' ) . ' WHERE id = %d', $id ) );
			$this->assertSame( 'completed', $status, "donation {$id} answered 303 but is not stored" );
			$ids[] = $id;
		}
		$this->assertSame( count( $ids ), count( array_unique( $ids ) ) );
		return $ids;
	}

	/**
	 * A POST of the donation form (test mode completes it at once).
	 *
	 * @param string $target Path of the form (campaign, team or fundraiser).
	 * @return array{0: string, 1: string, 2: array<string, mixed>}
	 */
	private function donation( string $target, string $email, int $amount ): array {
		return array(
			'POST',
			$target,
			array(
				'form' => array(
					DonationForm::NONCE_FIELD => $this->form_nonce( $target ),
					'amount'                  => (string) $amount,
					'first_name'              => 'Race',
					'last_name'               => 'Donor',
					'email'                   => $email,
				),
			),
		);
	}

	/**
	 * Form paths of the campaign, two teams and two fundraisers.
	 *
	 * @return string[]
	 */
	private function targets( int $campaign ): array {
		$urls = array(
			Urls::donation_form( $campaign ),
			Urls::donation_form( $campaign, $this->team_id( 'Blue Wave Runners' ) ),
			Urls::donation_form( $campaign, $this->team_id( 'River Keepers' ) ),
			Urls::donation_form( $campaign, 0, $this->fundraiser_id( 'captain' ) ),
			Urls::donation_form( $campaign, 0, $this->fundraiser_id( 'fundraiser' ) ),
		);
		return array_map(
			static function ( string $url ): string {
				$parts = wp_parse_url( $url );
				return $parts['path'] . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
			},
			$urls
		);
	}

	/** The nonce the form page gives a visitor (read from the page, as a browser would). */
	private function form_nonce( string $path ): string {
		static $nonces = array();
		if ( ! isset( $nonces[ $path ] ) ) {
			$page = $this->http( 'GET', $path );
			$this->assertSame( 200, $page->status, $page->body );
			$this->assertSame( 1, preg_match( '/name="' . preg_quote( DonationForm::NONCE_FIELD, '/' ) . '" value="([^"]+)"/', $page->body, $match ) );
			$nonces[ $path ] = $match[1];
		}
		return $nonces[ $path ];
	}

	/** Ids of some completed donations of the campaign. */
	private function completed_donations( int $campaign, int $count ): array {
		global $wpdb;
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . ' WHERE campaign_id = %d AND status = %s ORDER BY id LIMIT %d', $campaign, 'completed', $count ) ) );
		$this->assertCount( $count, $ids, 'the demo campaign has enough completed donations' );
		return $ids;
	}

	/** How many donations are stored from e-mails LIKE $pattern. */
	private function stored_from( string $pattern ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . ' WHERE donor_email LIKE %s', $pattern ) );
	}
}
