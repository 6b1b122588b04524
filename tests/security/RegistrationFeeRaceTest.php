<?php
/**
 * A registration fee paid later (decision 0109) on the wire: several Checkout Sessions of one fee
 * completing at the same moment (an old tab and "Pay now" both paid) mark it paid once, release the
 * page once and agree on which payment did it; "Pay now" refuses a cross-site POST.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Settings;

final class RegistrationFeeRaceTest extends HttpTestCase {

	use InStripeMode;

	private const SECRET = 'whsec_p2p_security_fee';

	protected function setUp(): void {
		parent::setUp();
		$this->enter_stripe_mode( self::SECRET, 'EUR' );
	}

	protected function tearDown(): void {
		$this->leave_stripe_mode();
		parent::tearDown();
	}

	/**
	 * A new account whose pending page waits for a fee of 25 EUR.
	 *
	 * @return array{0: int, 1: int, 2: string} [ fundraiser id, registration id, e-mail ]
	 */
	private function unpaid_registration(): array {
		$email         = 'fee.race.' . wp_generate_password( 8, false ) . '@example.net';
		$user_id       = wp_insert_user(
			array(
				'user_login' => $email,
				'user_email' => $email,
				'user_pass'  => self::PASSWORD,
				'role'       => 'subscriber',
			)
		);
		$fundraiser_id = ( new FundraiserRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'user_id'     => $user_id,
				'name'        => 'Una Unpaid',
				'goal'        => 500,
				'status'      => 'pending',
			)
		);
		$registration = ( new RegistrationRepository() )->insert(
			array(
				'campaign_id'     => $this->campaign_id(),
				'fundraiser_id'   => $fundraiser_id,
				'type_id'         => 0,
				'type_name'       => 'Trail runner',
				'answers'         => array(),
				'fee_minor'       => 2500,
				'currency'        => 'EUR',
				'fee_status'      => RegistrationRepository::FEE_PENDING,
				'payment_mode'    => Settings::PAYMENT_MODE_STRIPE,
				'gateway_session' => 'cs_fee_race_6',
			)
		);
		return array( $fundraiser_id, $registration, $email );
	}

	public function test_six_sessions_of_one_fee_completing_at_once_pay_it_once(): void {
		list( $fundraiser_id, $registration_id ) = $this->unpaid_registration();
		$requests                                = array();
		for ( $i = 1; $i <= 6; $i++ ) {
			$payload    = (string) wp_json_encode(
				array(
					'id'   => 'evt_fee_race_' . $registration_id . '_' . $i,
					'type' => 'checkout.session.completed',
					'data' => array(
						'object' => array(
							'id'             => 'cs_fee_race_' . $i,
							'payment_status' => 'paid',
							'amount_total'   => 2500,
							'currency'       => 'eur',
							'payment_intent' => 'pi_fee_race_' . $i,
							'metadata'       => array(
								'registration_id' => (string) $registration_id,
								'fundraiser_id'   => (string) $fundraiser_id,
							),
						),
					),
				)
			);
			$requests[] = $this->signed_delivery( $payload, self::SECRET );
		}
		$results = array();
		foreach ( $this->concurrently( $requests ) as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
			$results[] = json_decode( $response->body, true )['result'];
		}
		sort( $results );
		$this->assertSame( array_merge( array( 'applied' ), array_fill( 0, 5, 'ignored' ) ), $results );

		$this->fresh();
		$paid = ( new RegistrationRepository() )->for_fundraiser( $fundraiser_id );
		$this->assertSame( RegistrationRepository::FEE_PAID, $paid['fee_status'] );
		// The session recorded is the one whose payment is recorded.
		$this->assertSame( str_replace( 'cs_', 'pi_', (string) $paid['gateway_session'] ), $paid['gateway_payment'] );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( $fundraiser_id )['status'] );
	}

	public function test_pay_now_refuses_a_cross_site_post_and_a_nonce_not_of_the_session(): void {
		list( $fundraiser_id, , $email ) = $this->unpaid_registration();
		$session                         = $this->sign_in( $email );
		$body    = array( 'campaignId' => $this->campaign_id() );

		$without = $this->http(
			'POST',
			$this->rest( '/pay-registration-fee' ),
			array(
				'cookies' => $session,
				'headers' => array( 'Origin' => 'http://evil.example' ),
				'json'    => $body,
			)
		);
		// The cookie alone carries no one: WordPress drops it without the nonce.
		$this->assertSame( 401, $without->status, $without->body );

		$forged = $this->http(
			'POST',
			$this->rest( '/pay-registration-fee' ),
			array(
				'cookies' => $session,
				'headers' => array(
					'Origin'     => 'http://evil.example',
					'X-WP-Nonce' => $this->visitor_nonce(),
				),
				'json'    => $body,
			)
		);
		$this->assertSame( 403, $forged->status, $forged->body );

		$visitor = $this->http(
			'POST',
			$this->rest( '/pay-registration-fee' ),
			array(
				'headers' => array( 'X-WP-Nonce' => $this->visitor_nonce() ),
				'json'    => $body,
			)
		);
		$this->assertSame( 401, $visitor->status, $visitor->body );
		$this->fresh();
		$this->assertSame( 'cs_fee_race_6', ( new RegistrationRepository() )->for_fundraiser( $fundraiser_id )['gateway_session'], 'no new Checkout was made' );
	}
}
