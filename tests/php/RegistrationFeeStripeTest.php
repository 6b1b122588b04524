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

	protected function setUp(): void {
		parent::setUp();
		$this->stripe_requests = array();
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

	/** @internal A Checkout Session for any session request, a succeeded refund for a refund. */
	public function answer_stripe( $preempt, $args, $url ) {
		if ( 0 !== strpos( $url, StripeClient::base_url() ) ) {
			return $preempt;
		}
		$this->stripe_requests[] = array(
			'url'  => $url,
			'args' => $args,
		);
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		$body = '/v1/refunds' === $path
			? array(
				'id'     => 're_fee',
				'status' => 'succeeded',
			)
			: array(
				'id'  => 'cs_fee_1',
				'url' => 'https://checkout.stripe.test/cs_fee_1',
			);
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

	private function session( int $registration_id, int $amount, string $currency = 'eur' ): array {
		return array(
			'id'             => 'cs_fee_1',
			'object'         => 'checkout.session',
			'payment_status' => 'paid',
			'amount_total'   => $amount,
			'currency'       => $currency,
			'payment_intent' => 'pi_fee_1',
			'metadata'       => array( 'registration_id' => (string) $registration_id ),
		);
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
