<?php
/**
 * The Stripe webhook on the wire: the same event delivered many times at once counts once, and
 * forged or oversized signatures change nothing.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\StripeEventRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

final class StripeWebhookRaceTest extends HttpTestCase {

	use InStripeMode;

	private const SECRET = 'whsec_p2p_security_race';

	protected function setUp(): void {
		parent::setUp();
		$this->enter_stripe_mode( self::SECRET, 'USD' );
	}

	protected function tearDown(): void {
		$this->leave_stripe_mode();
		parent::tearDown();
	}

	public function test_one_event_delivered_eight_times_at_once_completes_the_donation_once(): void {
		$campaign = $this->campaign_id();
		$id       = ( new DonationService() )->record(
			array(
				'campaign_id'   => $campaign,
				'fundraiser_id' => $this->fundraiser_id( 'liam' ),
				'donor_name'    => 'Race Donor',
				'donor_email'   => 'race.stripe@example.net',
				'amount'        => 20,
				'mode'          => Settings::PAYMENT_MODE_STRIPE,
				'frequency'     => 'monthly',
			)
		);
		( new DonationRepository() )->set_gateway( $id, array( 'gateway_session' => 'cs_race_' . $id ) );
		$before  = $this->totals( 'campaigns', $campaign );
		$session = (string) wp_json_encode(
			array(
				'id'   => 'evt_race_session_' . $id,
				'type' => 'checkout.session.completed',
				'data' => array(
					'object' => array(
						'id'             => 'cs_race_' . $id,
						'payment_status' => 'paid',
						'amount_total'   => 2000,
						'currency'       => 'usd',
						'subscription'   => 'sub_race_' . $id,
						'metadata'       => array( 'donation_id' => (string) $id ),
					),
				),
			)
		);
		$renewal = (string) wp_json_encode(
			array(
				'id'   => 'evt_race_renewal_' . $id,
				'type' => 'invoice.paid',
				'data' => array(
					'object' => array(
						'subscription'   => 'sub_race_' . $id,
						'billing_reason' => 'subscription_cycle',
						'amount_paid'    => 2000,
						'currency'       => 'usd',
						'payment_intent' => 'pi_race_renewal_' . $id,
					),
				),
			)
		);

		foreach ( array( $session, $renewal ) as $payload ) {
			$responses = $this->concurrently( array_fill( 0, 8, $this->signed_delivery( $payload, self::SECRET ) ) );
			$results   = array();
			foreach ( $responses as $response ) {
				$this->assertSame( 200, $response->status, $response->body );
				$results[] = json_decode( $response->body, true )['result'];
			}
			sort( $results );
			$this->assertSame( array_merge( array( 'applied' ), array_fill( 0, 7, 'duplicate' ) ), $results );
		}

		$this->fresh();
		$after = $this->totals( 'campaigns', $campaign );
		$this->assertEqualsWithDelta( $before[0] + 40, $after[0], 0.001, 'the gift and one renewal' );
		$this->assertSame( $before[1] + 2, $after[1] );
		$this->assertSame( 1, ( new StripeEventRepository() )->count( 'evt_race_renewal_' . $id ) );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_forged_and_oversized_signatures_answer_400(): void {
		$payload = '{"id":"evt_forged","type":"checkout.session.completed","data":{"object":{}}}';
		$forged  = array(
			'garbage'         => 'garbage',
			'no timestamp'    => 'v1=' . hash_hmac( 'sha256', $payload, self::SECRET ),
			'many signatures' => 't=' . time() . str_repeat( ',v1=' . str_repeat( 'a', 64 ), 100 ),
			'huge timestamp'  => 't=99999999999999999999,v1=' . hash_hmac( 'sha256', '99999999999999999999.' . $payload, self::SECRET ),
		);
		foreach ( $forged as $case => $header ) {
			$response = $this->http(
				'POST',
				$this->rest( '/stripe/webhook' ),
				array(
					'headers' => array(
						'Content-Type'     => 'application/json',
						'Stripe-Signature' => $header,
					),
					'body'    => $payload,
				)
			);
			$this->assertContains( $response->status, array( 400 ), $case );
		}
		$this->fresh();
		$this->assertSame( 0, ( new StripeEventRepository() )->count( 'evt_forged' ) );
	}
}
