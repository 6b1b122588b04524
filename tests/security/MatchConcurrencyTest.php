<?php
/**
 * A sponsor's cap under simultaneous gifts through the real donation form: the cap is reached
 * exactly once, never passed, and every total equals a recount.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Frontend\Urls;

final class MatchConcurrencyTest extends HttpTestCase {

	use DonatesThroughForm;

	public function test_the_cap_is_reached_exactly_once_under_concurrent_gifts(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$sponsor  = ( new SponsorRepository() )->for_campaign( $campaign )[0];
		$match_id = ( new MatchRepository() )->start(
			array(
				'campaign_id'  => $campaign,
				'sponsor_id'   => $sponsor['id'],
				'sponsor_name' => $sponsor['name'],
				'ratio'        => 1,
				'cap'          => 250,
				'start_date'   => wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ),
				'end_date'     => wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ),
			)
		);

		// 20 gifts of 30 at once: 600 asked for, 250 available. Each form is loaded first (its nonce).
		$path     = $this->path_of( Urls::donation_form( $campaign ) );
		$form     = $this->http( 'GET', $path );
		$this->assertSame( 1, preg_match( '/name="_p2p_donate_nonce" value="([^"]+)"/', $form->body, $nonce ) );
		$requests = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$requests[] = array(
				'POST',
				$path,
				array(
					'form' => array(
						'_p2p_donate_nonce' => $nonce[1],
						'amount_custom'     => '30',
						'first_name'        => 'Cap',
						'last_name'         => 'Racer',
						'email'             => 'cap' . $i . '@example.net',
					),
				),
			);
		}
		$responses = $this->concurrently( $requests );
		$accepted  = count(
			array_filter(
				$responses,
				static function ( HttpResponse $response ): bool {
					return 303 === $response->status;
				}
			)
		);
		$this->assertSame( 20, $accepted, 'every gift was stored' );

		$donations = Schema::table( 'donations' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$matched = $wpdb->get_col( $wpdb->prepare( "SELECT amount FROM {$donations} WHERE match_id = %d AND kind = 'match' AND status = 'completed' ORDER BY id", $match_id ) );
		$stored  = (float) $wpdb->get_var( $wpdb->prepare( 'SELECT matched_amount FROM ' . Schema::table( 'matches' ) . ' WHERE id = %d', $match_id ) );
		// phpcs:enable
		$this->assertEqualsWithDelta( 250.0, array_sum( array_map( 'floatval', $matched ) ), 0.001, 'the cap, exactly' );
		$this->assertSame( 250.0, $stored );
		$this->assertCount( 9, $matched, 'eight full matches of 30 and one of 10' );
		$this->assertSame( 1, count( array_filter( array_map( 'floatval', $matched ), static function ( float $amount ): bool { return $amount < 30; } ) ), 'one partial match, at the cap' );
		$this->assertTotalsMatchTheOracle( $campaign );
	}
}
