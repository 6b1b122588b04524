<?php
/**
 * Issue 23, attack 1: a sponsor's cap under gifts completed at the same moment by the two paths
 * that complete a pending gift, Stripe's webhook and an administrator marking offline pledges
 * received. Before the fix both read the donation before they took the campaign's lock, so MariaDB
 * served the later read of the match row from that older snapshot and every gift saw the whole cap
 * free (48, 42, 36 matched against a cap of 30).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

final class MatchCapRaceTest extends HttpTestCase {

	use InStripeMode;

	private const SECRET = 'whsec_p2p_security_cap';

	/** Six gifts of 12 against a cap of 30: 72 asked for, 30 available. */
	private const GIFTS = 6;
	private const GIFT  = 12;
	private const CAP   = 30;

	protected function setUp(): void {
		parent::setUp();
		$this->enter_stripe_mode( self::SECRET, 'USD' );
	}

	protected function tearDown(): void {
		$this->leave_stripe_mode();
		parent::tearDown();
	}

	public function test_six_stripe_gifts_confirmed_at_once_are_matched_up_to_the_cap_exactly(): void {
		$campaign = $this->campaign_id();
		$match_id = $this->start_match( $campaign );

		$deliveries = array();
		foreach ( $this->pending_gifts( $campaign, Settings::PAYMENT_MODE_STRIPE ) as $id ) {
			( new DonationRepository() )->set_gateway( $id, array( 'gateway_session' => 'cs_cap_' . $id ) );
			$payload      = (string) wp_json_encode(
				array(
					'id'   => 'evt_cap_' . $id,
					'type' => 'checkout.session.completed',
					'data' => array(
						'object' => array(
							'id'             => 'cs_cap_' . $id,
							'payment_status' => 'paid',
							'amount_total'   => self::GIFT * 100,
							'currency'       => 'usd',
							'payment_intent' => 'pi_cap_' . $id,
							'metadata'       => array( 'donation_id' => (string) $id ),
						),
					),
				)
			);
			$deliveries[] = $this->signed_delivery( $payload, self::SECRET );
		}
		foreach ( $this->concurrently( $deliveries ) as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
			$this->assertSame( 'applied', $response->json()['result'] );
		}

		$this->assertTheCapHeld( $campaign, $match_id );
	}

	public function test_six_offline_pledges_marked_received_at_once_are_matched_up_to_the_cap_exactly(): void {
		$campaign = $this->campaign_id();
		$match_id = $this->start_match( $campaign );
		$admin    = $this->sign_in( 'admin' );
		$nonce    = $this->nonce_for( $admin );

		$requests = array();
		foreach ( $this->pending_gifts( $campaign, Settings::PAYMENT_MODE_OFFLINE ) as $id ) {
			$requests[] = array(
				'POST',
				$this->rest( '/admin/donations/' . $id . '/complete' ),
				array(
					'cookies' => $admin,
					'headers' => array( 'X-WP-Nonce' => $nonce ),
				),
			);
		}
		foreach ( $this->concurrently( $requests ) as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
		}

		$this->assertTheCapHeld( $campaign, $match_id );
	}

	/** A 1:1 match with a cap of 30, running today. */
	private function start_match( int $campaign ): int {
		$sponsor = ( new SponsorRepository() )->for_campaign( $campaign )[0];
		return ( new MatchRepository() )->start(
			array(
				'campaign_id'  => $campaign,
				'sponsor_id'   => $sponsor['id'],
				'sponsor_name' => $sponsor['name'],
				'ratio'        => 1,
				'cap'          => self::CAP,
				'start_date'   => wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ),
				'end_date'     => wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ),
			)
		);
	}

	/**
	 * Six pending gifts of 12 from six donors.
	 *
	 * @return int[]
	 */
	private function pending_gifts( int $campaign, string $mode ): array {
		$ids = array();
		for ( $i = 0; $i < self::GIFTS; $i++ ) {
			$ids[] = ( new DonationService() )->record(
				array(
					'campaign_id' => $campaign,
					'donor_name'  => 'Cap Donor ' . $i,
					'donor_email' => 'cap.donor' . $i . '@example.net',
					'amount'      => self::GIFT,
					'mode'        => $mode,
				)
			);
		}
		return $ids;
	}

	/** 30 matched in all, in the match row and in the match donations; every total equals a recount. */
	private function assertTheCapHeld( int $campaign, int $match_id ): void {
		global $wpdb;
		$this->fresh();
		$donations = Schema::table( 'donations' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$matched = array_map( 'floatval', $wpdb->get_col( $wpdb->prepare( "SELECT amount FROM {$donations} WHERE match_id = %d AND kind = 'match' AND status = 'completed' ORDER BY id", $match_id ) ) );
		$stored  = (float) $wpdb->get_var( $wpdb->prepare( 'SELECT matched_amount FROM ' . Schema::table( 'matches' ) . ' WHERE id = %d', $match_id ) );
		// phpcs:enable
		$this->assertSame( (float) self::CAP, $stored, 'the match row says exactly the cap' );
		$this->assertEqualsWithDelta( (float) self::CAP, array_sum( $matched ), 0.001, 'the match donations add up to exactly the cap' );
		$this->assertSame( array( 12.0, 12.0, 6.0 ), $matched, 'two full matches and the rest of the cap' );
		$this->assertTotalsMatchTheOracle( $campaign );
	}
}
