<?php
/**
 * A registration fee paid through Stripe Checkout (issue 28, decision 0099): the page waits for
 * the verified webhook, the fee never becomes a donation, and a refund goes to Stripe first.
 * Stripe's API is answered in-process (pre_http_request), as in StripePaymentsTest.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\RegistrationOptionsRepository;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Payments\StripeClient;
use P2PFundraising\Payments\WebhookSignature;
use P2PFundraising\Settings;
use WP_REST_Request;

final class RegistrationFeeStripeTest extends WriteTestCase {

	private const WEBHOOK = 'whsec_p2p_unit_fee';

	/** @var array<int, array{url: string, args: array<string, mixed>}> */
	private $stripe_requests = array();

	/** @var array<string, callable> */
	private $option_filters = array();

	/** @var int Checkout Sessions the stand-in made. */
	private $sessions_made = 0;

	/** @var bool Whether Stripe cannot be reached. */
	private $stripe_down = false;

	/** @var array<string, array<string, mixed>> What GET /v1/checkout/sessions/{id} answers, by id (else open, unpaid). */
	private $retrieved = array();

	protected function setUp(): void {
		parent::setUp();
		$this->stripe_requests = array();
		$this->sessions_made   = 0;
		$this->stripe_down     = false;
		$this->retrieved       = array();
		$values                = array(
			Settings::PAYMENT_MODE_OPTION    => Settings::PAYMENT_MODE_STRIPE,
			PaymentSettings::SECRET_KEY      => 'sk_test_p2pFeeSecret4242',
			PaymentSettings::PUBLISHABLE_KEY => 'pk_test_p2pFee',
			PaymentSettings::WEBHOOK_SECRET  => self::WEBHOOK,
			PaymentSettings::CURRENCY        => 'EUR',
		);
		foreach ( $values as $option => $value ) {
			$this->option_filters[ $option ] = static function () use ( $value ) {
				return $value;
			};
			add_filter( 'pre_option_' . $option, $this->option_filters[ $option ] );
		}
		add_filter( 'pre_http_request', array( $this, 'answer_stripe' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'answer_stripe' ), 10 );
		foreach ( $this->option_filters as $option => $filter ) {
			remove_filter( 'pre_option_' . $option, $filter );
		}
		parent::tearDown();
	}

	/**
	 * @internal A new Checkout Session (cs_fee_1, cs_fee_2, …) for each session request, a
	 * session as $retrieved says for a GET, a succeeded refund for a refund; Stripe unreachable
	 * while $stripe_down.
	 */
	public function answer_stripe( $preempt, $args, $url ) {
		if ( 0 !== strpos( $url, StripeClient::base_url() ) ) {
			return $preempt;
		}
		if ( $this->stripe_down ) {
			return new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
		}
		$this->stripe_requests[] = array(
			'url'  => $url,
			'args' => $args,
		);
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		if ( 0 === strpos( $path, '/v1/checkout/sessions/' ) ) {
			$id   = substr( $path, strlen( '/v1/checkout/sessions/' ) );
			$body = $this->retrieved[ $id ] ?? array(
				'id'             => $id,
				'status'         => 'open',
				'payment_status' => 'unpaid',
			);
		} elseif ( '/v1/refunds' === $path ) {
			$body = array(
				'id'     => 're_fee',
				'status' => 'succeeded',
			);
		} else {
			++$this->sessions_made;
			$body = array(
				'id'  => 'cs_fee_' . $this->sessions_made,
				'url' => 'https://checkout.stripe.test/cs_fee_' . $this->sessions_made,
			);
		}
		return array(
			'headers'  => array(),
			'body'     => wp_json_encode( $body ),
			'response' => array(
				'code'    => 200,
				'message' => '',
			),
			'cookies'  => array(),
		);
	}

	private function send_event( string $type, array $object ): array {
		$payload = (string) wp_json_encode(
			array(
				'id'   => 'evt_' . wp_generate_password( 16, false ),
				'type' => $type,
				'data' => array( 'object' => $object ),
			)
		);
		$request = new WP_REST_Request( 'POST', '/' . self::REST_NAMESPACE . '/stripe/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Stripe-Signature', WebhookSignature::sign( $payload, self::WEBHOOK, time() ) );
		$request->set_body( $payload );
		$response = $this->dispatch( $request );
		return array( $response->get_status(), $this->json( $response ) );
	}

	private function session( int $registration_id, int $amount, string $currency = 'eur', string $id = 'cs_fee_1', string $payment = 'pi_fee_1' ): array {
		return array(
			'id'             => $id,
			'object'         => 'checkout.session',
			'payment_status' => 'paid',
			'amount_total'   => $amount,
			'currency'       => $currency,
			'payment_intent' => $payment,
			'metadata'       => array( 'registration_id' => (string) $registration_id ),
		);
	}

	/**
	 * A visitor registers with a fee of 25 EUR and leaves Stripe's page unpaid (signed in).
	 *
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>} [ fundraiser, registration ]
	 */
	private function register_unpaid( string $email = 'fee.later@example.net' ): array {
		$this->actingAs( 0 );
		$type = ( new RegistrationOptionsRepository() )->insert_type(
			$this->campaign_id(),
			array(
				'name'      => '10 km runner',
				'fee_minor' => 2500,
			)
		);
		$this->assertOk(
			$this->post(
				'/register-fundraiser',
				array(
					'firstName'         => 'Fee',
					'lastName'          => 'Later',
					'email'             => $email,
					'password'          => 'secret1',
					'password2'         => 'secret1',
					'campaign_id'       => $this->campaign_id(),
					'registration_type' => $type,
				)
			)
		);
		$fundraiser = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), get_current_user_id() );
		return array( $fundraiser, ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] ) );
	}

	private function pay_now( array $params = array() ): array {
		return $this->post( '/pay-registration-fee', $params + array( 'campaignId' => $this->campaign_id() ) );
	}

	public function test_the_dashboard_tells_the_participant_their_fee_is_unpaid_and_pay_now_opens_a_new_checkout(): void {
		list( $fundraiser, $registration ) = $this->register_unpaid();
		$info                              = $this->assertOk( $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) ) )['data'];
		$this->assertSame(
			array(
				'status'         => 'pending',
				'amount'         => 25,
				'type_name'      => '10 km runner',
				'can_pay_online' => true,
			),
			$info['registration_fee']
		);

		$body = $this->assertOk( $this->pay_now( array( 'return_to' => 'create-profile' ) ) );
		$this->assertSame( array( 'payment_url' => 'https://checkout.stripe.test/cs_fee_2' ), $body );
		$sent = end( $this->stripe_requests )['args']['body'];
		$this->assertStringContainsString( 'metadata%5Bregistration_id%5D=' . $registration['id'], $sent );
		$this->assertStringContainsString( 'unit_amount%5D=2500', $sent );
		$this->assertStringContainsString( rawurlencode( 'register/create-profile/' ), $sent );
		$this->assertSame( 'cs_fee_2', ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] )['gateway_session'] );

		// Named by its id, the participant's own fundraiser too; back to the dashboard by default.
		$body = $this->assertOk( $this->pay_now( array( 'fundraiser_id' => (int) $fundraiser['id'] ) ) );
		$this->assertSame( 'https://checkout.stripe.test/cs_fee_3', $body['payment_url'] );
		$this->assertStringContainsString( rawurlencode( 'start-fundraising/' ), end( $this->stripe_requests )['args']['body'] );

		// Paid: nothing owed any more, and nothing to pay.
		$this->send_event( 'checkout.session.completed', $this->session( (int) $registration['id'], 2500, 'eur', 'cs_fee_3', 'pi_fee_3' ) );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( (int) $fundraiser['id'] )['status'] );
		$this->assertNull( $this->assertOk( $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) ) )['data']['registration_fee'] );
		$this->assertError( 409, $this->pay_now(), 'p2p_no_fee_pending' );
	}

	public function test_pay_now_refuses_anything_but_the_participants_own_pending_stripe_fee(): void {
		list( $fundraiser ) = $this->register_unpaid();
		$made               = count( $this->stripe_requests );

		// Someone else's fundraiser: 403, even for an administrator.
		$this->actingAs( 'fundraiser@example.com' );
		$this->assertError( 403, $this->pay_now( array( 'fundraiser_id' => (int) $fundraiser['id'] ) ), 'p2p_forbidden' );
		$this->actingAs( 'admin' );
		$this->assertError( 403, $this->pay_now( array( 'fundraiser_id' => (int) $fundraiser['id'] ) ), 'p2p_forbidden' );
		// No fee pending: a fundraiser without a registration, and a visitor.
		$this->actingAs( 'fundraiser@example.com' );
		$this->assertError( 409, $this->pay_now(), 'p2p_no_fee_pending' );
		$this->actingAs( 0 );
		$this->assertError( 401, $this->pay_now(), 'p2p_not_logged_in' );

		// Not in Stripe mode (the site switched to offline payments since).
		$this->actingAs( (int) $fundraiser['user_id'] );
		$offline = static function () {
			return Settings::PAYMENT_MODE_OFFLINE;
		};
		add_filter( 'pre_option_' . Settings::PAYMENT_MODE_OPTION, $offline, 20 );
		$this->assertError( 409, $this->pay_now(), 'p2p_fee_not_online' );
		$this->assertFalse( $this->assertOk( $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) ) )['data']['registration_fee']['can_pay_online'] );
		remove_filter( 'pre_option_' . Settings::PAYMENT_MODE_OPTION, $offline, 20 );

		// Without the nonce.
		list( $status ) = $this->post( '/pay-registration-fee', array( 'campaignId' => $this->campaign_id() ), array(), '' );
		$this->assertSame( 403, $status );
		$this->assertSame( $made, count( $this->stripe_requests ), 'no refusal asked Stripe' );

		// Stripe cannot be reached: 503 with a message, nothing changed.
		$before            = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		$this->stripe_down = true;
		list( $status, $body ) = $this->pay_now();
		$this->assertSame( 503, $status );
		$this->assertSame( 'p2p_stripe_unavailable', $body['code'] );
		$this->assertNotSame( '', $body['message'] );
		$this->assertSame( $before, ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] ) );
		$this->stripe_down = false;

		// Throttled: 10 a hour per account (the 503 above counted as one).
		for ( $i = 0; $i < 9; $i++ ) {
			$this->assertOk( $this->pay_now() );
		}
		$this->assertError( 429, $this->pay_now(), 'p2p_rate_limited' );
	}

	public function test_pay_now_applies_the_latest_session_stripe_says_is_paid_instead_of_charging_again(): void {
		list( $fundraiser, $registration ) = $this->register_unpaid();
		// Paid seconds ago; its webhook has not arrived yet.
		$this->retrieved['cs_fee_1'] = $this->session( (int) $registration['id'], 2500 ) + array( 'status' => 'complete' );
		$made                        = $this->sessions_made;

		list( $status, $body ) = $this->pay_now();
		$this->assertSame( 409, $status );
		$this->assertSame( 'p2p_fee_paid', $body['code'] );
		$this->assertSame( 'Your registration fee is paid. Thank you!', $body['message'] );
		$this->assertSame( $made, $this->sessions_made, 'no second Checkout' );
		$paid = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		$this->assertSame( RegistrationRepository::FEE_PAID, $paid['fee_status'] );
		$this->assertSame( 'pi_fee_1', $paid['gateway_payment'] );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( (int) $fundraiser['id'] )['status'] );

		// Its webhook arrives after all: nothing more happens.
		$this->send_event( 'checkout.session.completed', $this->session( (int) $registration['id'], 2500 ) );
		$this->assertSame( $paid, ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] ) );
	}

	public function test_a_late_payment_of_an_older_checkout_applies_once(): void {
		list( $fundraiser, $registration ) = $this->register_unpaid();
		$this->assertOk( $this->pay_now() ); // cs_fee_2 is now the latest session.
		$totals = $this->totals( 'campaigns', $this->campaign_id() );

		// The first tab (cs_fee_1) is paid after all: the fee is paid and the page live.
		list( $status ) = $this->send_event( 'checkout.session.completed', $this->session( (int) $registration['id'], 2500 ) );
		$this->assertSame( 200, $status );
		$paid = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		$this->assertSame( RegistrationRepository::FEE_PAID, $paid['fee_status'] );
		$this->assertSame( 'pi_fee_1', $paid['gateway_payment'] );
		$this->assertSame( 'cs_fee_1', $paid['gateway_session'] );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( (int) $fundraiser['id'] )['status'] );

		// The newer one completes too: nothing changes (the second payment is logged to refund).
		$this->send_event( 'checkout.session.completed', $this->session( (int) $registration['id'], 2500, 'eur', 'cs_fee_2', 'pi_fee_2' ) );
		$this->assertSame( $paid, ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] ) );
		$this->assertSame( $totals, $this->totals( 'campaigns', $this->campaign_id() ) );

		// A session naming this registration for another fundraiser or amount never paid it.
		list( $other ) = $this->register_unpaid( 'fee.other@example.net' );
		$forged        = $this->session( (int) ( new RegistrationRepository() )->for_fundraiser( (int) $other['id'] )['id'], 2500, 'eur', 'cs_forged', 'pi_forged' );
		$forged['metadata']['fundraiser_id'] = (string) $fundraiser['id'];
		$this->send_event( 'checkout.session.completed', $forged );
		$this->assertSame( RegistrationRepository::FEE_PENDING, ( new RegistrationRepository() )->for_fundraiser( (int) $other['id'] )['fee_status'] );
	}

	public function test_the_fee_goes_to_checkout_and_the_page_goes_live_only_when_stripe_says_paid(): void {
		$type = ( new RegistrationOptionsRepository() )->insert_type(
			$this->campaign_id(),
			array(
				'name'      => 'Half marathon',
				'fee_minor' => 2500,
			)
		);
		$totals    = $this->totals( 'campaigns', $this->campaign_id() );
		$donations = $this->count_where( 'donations', 'campaign_id = %d', $this->campaign_id() );

		$body = $this->assertOk(
			$this->post(
				'/register-fundraiser',
				array(
					'firstName'         => 'Fee',
					'lastName'          => 'Payer',
					'email'             => 'fee.payer@example.net',
					'password'          => 'secret1',
					'password2'         => 'secret1',
					'campaign_id'       => $this->campaign_id(),
					'registration_type' => $type,
				)
			)
		);
		$this->assertSame( 'https://checkout.stripe.test/cs_fee_1', $body['payment_url'] );
		$this->assertSame( '/register/create-profile/', $body['redirect'] );
		$this->assertCount( 1, $this->stripe_requests );
		$sent = $this->stripe_requests[0]['args']['body'];
		$this->assertStringContainsString( 'line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=2500', $sent );
		$this->assertStringContainsString( 'metadata%5Bregistration_id%5D=', $sent );
		$this->assertStringNotContainsString( 'donation_id', $sent );

		$user         = get_user_by( 'email', 'fee.payer@example.net' );
		$fundraiser   = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), $user->ID );
		$registration = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		$this->assertSame( 'pending', $fundraiser['status'] );
		$this->assertSame( RegistrationRepository::FEE_PENDING, $registration['fee_status'] );
		$this->assertSame( 'cs_fee_1', $registration['gateway_session'] );

		// A session for another amount or currency changes nothing.
		$this->send_event( 'checkout.session.completed', $this->session( (int) $registration['id'], 100 ) );
		$this->send_event( 'checkout.session.completed', $this->session( (int) $registration['id'], 2500, 'usd' ) );
		$this->assertSame( RegistrationRepository::FEE_PENDING, ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] )['fee_status'] );

		list( $status ) = $this->send_event( 'checkout.session.completed', $this->session( (int) $registration['id'], 2500 ) );
		$this->assertSame( 200, $status );
		$paid = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		$this->assertSame( RegistrationRepository::FEE_PAID, $paid['fee_status'] );
		$this->assertSame( 'pi_fee_1', $paid['gateway_payment'] );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( (int) $fundraiser['id'] )['status'] );

		// Never a donation, never in a total.
		$this->assertSame( $totals, $this->totals( 'campaigns', $this->campaign_id() ) );
		$this->assertSame( $donations, $this->count_where( 'donations', 'campaign_id = %d', $this->campaign_id() ) );

		// Refunded from wp-admin: Stripe first.
		$this->actingAs( 'admin' );
		$response = $this->request( 'POST', '/admin/fundraisers/' . $fundraiser['id'] . '/registration/fee', array( 'action' => 'refund' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$refund = end( $this->stripe_requests );
		$this->assertStringEndsWith( '/v1/refunds', $refund['url'] );
		$this->assertStringContainsString( 'payment_intent=pi_fee_1', $refund['args']['body'] );
		$this->assertSame( RegistrationRepository::FEE_REFUNDED, ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] )['fee_status'] );
	}
}
