<?php
/**
 * Stripe mode: signed webhooks applied once, each event type, the form's Checkout Session,
 * refunds and subscription cancels from wp-admin, settings that never reveal a secret.
 * Stripe's API is answered in-process (pre_http_request); every request the plugin makes is kept.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Admin\StripeVersionNotice;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\ReceiptRepository;
use P2PFundraising\Database\StripeEventRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Payments\Receipt;
use P2PFundraising\Payments\StripeClient;
use P2PFundraising\Payments\WebhookSignature;
use P2PFundraising\Settings;
use WP_REST_Request;

final class StripePaymentsTest extends WriteTestCase {

	private const SECRET_KEY = 'sk_test_p2pUnitSecret4242';
	private const WEBHOOK    = 'whsec_p2p_unit_signing';

	/** @var array<int, array{url: string, args: array<string, mixed>}> Requests sent to Stripe. */
	private $stripe_requests = array();

	/** @var array<string, array{0: int, 1: array<string, mixed>}> Path => [status, body] answers. */
	private $stripe_answers = array();

	/** @var array<string, callable> */
	private $option_filters = array();

	protected function setUp(): void {
		parent::setUp();
		$this->stripe_requests = array();
		$this->stripe_answers  = array();
		$this->options(
			array(
				Settings::PAYMENT_MODE_OPTION    => Settings::PAYMENT_MODE_STRIPE,
				PaymentSettings::SECRET_KEY      => self::SECRET_KEY,
				PaymentSettings::PUBLISHABLE_KEY => 'pk_test_p2pUnitPublic',
				PaymentSettings::WEBHOOK_SECRET  => self::WEBHOOK,
				PaymentSettings::CURRENCY        => 'USD',
			)
		);
		add_filter( 'pre_http_request', array( $this, 'answer_stripe' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'answer_stripe' ), 10 );
		foreach ( $this->option_filters as $option => $filter ) {
			remove_filter( 'pre_option_' . $option, $filter );
		}
		$this->option_filters = array();
		parent::tearDown();
	}

	/** Options for this test only (filters: nothing is written). */
	private function options( array $values ): void {
		foreach ( $values as $option => $value ) {
			if ( isset( $this->option_filters[ $option ] ) ) {
				remove_filter( 'pre_option_' . $option, $this->option_filters[ $option ] );
			}
			$this->option_filters[ $option ] = static function () use ( $value ) {
				return $value;
			};
			add_filter( 'pre_option_' . $option, $this->option_filters[ $option ] );
		}
	}

	/** @internal Answers the plugin's calls to Stripe's API. */
	public function answer_stripe( $preempt, $args, $url ) {
		if ( 0 !== strpos( $url, StripeClient::base_url() ) ) {
			return $preempt;
		}
		$this->stripe_requests[] = array(
			'url'  => $url,
			'args' => $args,
		);
		$path                    = (string) wp_parse_url( $url, PHP_URL_PATH );
		list( $status, $body )   = $this->stripe_answers[ $args['method'] . ' ' . $path ] ?? array( 404, array( 'error' => array( 'message' => 'Not answered in this test.' ) ) );
		return array(
			'headers'  => array(),
			'body'     => wp_json_encode( $body ),
			'response' => array(
				'code'    => $status,
				'message' => '',
			),
			'cookies'  => array(),
		);
	}

	/** Sends a webhook: [ status, body ]. */
	private function webhook( string $payload, ?string $header ): array {
		$request = new WP_REST_Request( 'POST', '/' . self::REST_NAMESPACE . '/stripe/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		if ( null !== $header ) {
			$request->set_header( 'Stripe-Signature', $header );
		}
		$request->set_body( $payload );
		$response = $this->dispatch( $request );
		return array( $response->get_status(), $this->json( $response ) );
	}

	/** An event, signed now with the site's secret: [ status, body ]. */
	private function send_event( string $type, array $object, string $id = '' ): array {
		$payload = (string) wp_json_encode(
			array(
				'id'   => '' === $id ? 'evt_' . wp_generate_password( 16, false ) : $id,
				'type' => $type,
				'data' => array( 'object' => $object ),
			)
		);
		return $this->webhook( $payload, WebhookSignature::sign( $payload, self::WEBHOOK, time() ) );
	}

	/** A pending Stripe donation to a fundraiser, with its Checkout Session id. */
	private function pending( string $frequency = 'once', float $amount = 40.0 ): array {
		$id = ( new DonationService() )->record(
			array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $this->fundraiser_id( 'liam' ),
				'donor_name'    => 'Pat Stripe',
				'donor_email'   => 'pat.stripe@example.net',
				'amount'        => $amount,
				'mode'          => Settings::PAYMENT_MODE_STRIPE,
				'frequency'     => $frequency,
			)
		);
		( new DonationRepository() )->set_gateway( $id, array( 'gateway_session' => 'cs_test_' . $id ) );
		return ( new DonationRepository() )->find( $id );
	}

	/** checkout.session.completed of a pending donation. */
	private function session_completed( array $donation, array $overrides = array() ): array {
		$monthly = 'monthly' === $donation['frequency'];
		return $overrides + array(
			'id'             => $donation['gateway_session'],
			'object'         => 'checkout.session',
			'mode'           => $monthly ? 'subscription' : 'payment',
			'payment_status' => 'paid',
			'amount_total'   => (int) round( $donation['amount'] * 100 ),
			'currency'       => 'usd',
			'payment_intent' => $monthly ? null : 'pi_test_' . $donation['id'],
			'subscription'   => $monthly ? 'sub_test_' . $donation['id'] : null,
			'metadata'       => array( 'donation_id' => (string) $donation['id'] ),
		);
	}

	/** Raised amount and donation count of the campaign, the fundraiser's team and the fundraiser. */
	private function all_totals(): array {
		return array(
			$this->totals( 'campaigns', $this->campaign_id() ),
			$this->totals( 'teams', (int) ( new DonationRepository() )->find( $this->pending()['id'] )['team_id'] ),
			$this->totals( 'fundraisers', $this->fundraiser_id( 'liam' ) ),
		);
	}

	private function assertTotalsMoved( array $before, float $amount, int $count ): void {
		foreach ( $this->all_totals() as $i => $after ) {
			$this->assertEqualsWithDelta( $before[ $i ][0] + $amount, $after[0], 0.001, "raised, entity $i" );
			$this->assertSame( $before[ $i ][1] + $count, $after[1], "donations, entity $i" );
		}
	}

	// ---- Signatures --------------------------------------------------------------------------

	public function test_a_valid_signature_verifies(): void {
		$payload = '{"id":"evt_1"}';
		$this->assertTrue( WebhookSignature::verify( $payload, WebhookSignature::sign( $payload, self::WEBHOOK, 1700000000 ), self::WEBHOOK, 1700000010 ) );
	}

	public function test_a_wrong_secret_an_expired_timestamp_or_a_tampered_payload_fail(): void {
		$payload = '{"id":"evt_1","amount":100}';
		$header  = WebhookSignature::sign( $payload, self::WEBHOOK, 1700000000 );
		$this->assertFalse( WebhookSignature::verify( $payload, WebhookSignature::sign( $payload, 'whsec_other', 1700000000 ), self::WEBHOOK, 1700000000 ), 'wrong secret' );
		$this->assertFalse( WebhookSignature::verify( $payload, $header, self::WEBHOOK, 1700000000 + WebhookSignature::TOLERANCE + 1 ), 'expired' );
		$this->assertFalse( WebhookSignature::verify( $payload, $header, self::WEBHOOK, 1700000000 - WebhookSignature::TOLERANCE - 1 ), 'from the future' );
		$this->assertTrue( WebhookSignature::verify( $payload, $header, self::WEBHOOK, 1700000000 + WebhookSignature::TOLERANCE ), 'at the edge of the tolerance' );
		$this->assertFalse( WebhookSignature::verify( str_replace( '100', '900', $payload ), $header, self::WEBHOOK, 1700000000 ), 'tampered' );
		$this->assertFalse( WebhookSignature::verify( $payload, 't=1700000000', self::WEBHOOK, 1700000000 ), 'no v1' );
		$this->assertFalse( WebhookSignature::verify( $payload, '', self::WEBHOOK, 1700000000 ), 'no header' );
	}

	public function test_one_matching_signature_among_several_verifies(): void {
		$payload = '{"id":"evt_2"}';
		$good    = hash_hmac( 'sha256', '1700000000.' . $payload, self::WEBHOOK );
		$old     = hash_hmac( 'sha256', '1700000000.' . $payload, 'whsec_rolled_out' );
		$this->assertTrue( WebhookSignature::verify( $payload, "t=1700000000,v1={$old},v1={$good},v0=abc", self::WEBHOOK, 1700000000 ) );
		$this->assertFalse( WebhookSignature::verify( $payload, "t=1700000000,v1={$old},v0={$good}", self::WEBHOOK, 1700000000 ), 'v0 is not a signature scheme we accept' );
	}

	public function test_a_bad_or_missing_signature_answers_400_and_changes_nothing(): void {
		$donation = $this->pending();
		$payload  = (string) wp_json_encode(
			array(
				'id'   => 'evt_forged',
				'type' => 'checkout.session.completed',
				'data' => array( 'object' => $this->session_completed( $donation ) ),
			)
		);
		foreach ( array(
			'missing'      => null,
			'wrong secret' => WebhookSignature::sign( $payload, 'whsec_attacker', time() ),
			'expired'      => WebhookSignature::sign( $payload, self::WEBHOOK, time() - 3600 ),
		) as $case => $header ) {
			list( $status, $body ) = $this->webhook( $payload, $header );
			$this->assertSame( 400, $status, $case );
			$this->assertSame( 'p2p_stripe_signature', $body['code'], $case );
		}
		$this->assertSame( 'pending', ( new DonationRepository() )->find( $donation['id'] )['status'] );
		$this->assertSame( 0, ( new StripeEventRepository() )->count( 'evt_forged' ) );
	}

	// ---- Events ------------------------------------------------------------------------------

	public function test_checkout_completed_completes_the_donation_counts_it_once_and_mails_a_receipt(): void {
		$donation = $this->pending();
		$before   = $this->all_totals();

		list( $status, $body ) = $this->send_event( 'checkout.session.completed', $this->session_completed( $donation ), 'evt_once' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'applied', $body['result'] );
		$stored = ( new DonationRepository() )->find( $donation['id'] );
		$this->assertSame( 'completed', $stored['status'] );
		$this->assertSame( 'pi_test_' . $donation['id'], $stored['gateway_payment'] );
		$this->assertTotalsMoved( $before, 40.0, 1 );

		MailQueue::drain(); // Receipts go through the mail queue (decision 0060).
		$receipts = array_values( array_filter( $this->mails, static function ( $mail ) {
			return 'pat.stripe@example.net' === $mail['to'];
		} ) );
		$this->assertCount( 1, $receipts );
		$this->assertStringContainsString( Receipt::number( ( new ReceiptRepository() )->find_by_donation( $donation['id'] ) ), $receipts[0]['subject'] );
		$this->assertStringContainsString( '$40', $receipts[0]['message'] );
		$this->assertStringContainsString( 'Liam', $receipts[0]['message'] );

		// The same event again (Stripe retries): acknowledged, ignored.
		list( $status, $body ) = $this->send_event( 'checkout.session.completed', $this->session_completed( $donation ), 'evt_once' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'duplicate', $body['result'] );
		$this->assertTotalsMoved( $before, 40.0, 1 );
		MailQueue::drain();
		$this->assertCount( 1, array_filter( $this->mails, static function ( $mail ) {
			return 'pat.stripe@example.net' === $mail['to'];
		} ) );
	}

	public function test_a_session_that_does_not_match_the_donation_completes_nothing(): void {
		$donation = $this->pending();
		foreach ( array(
			'other session' => array( 'id' => 'cs_test_someone_else' ),
			'other amount'  => array( 'amount_total' => 100 ),
			'other currency' => array( 'currency' => 'eur' ),
			'unpaid'        => array( 'payment_status' => 'unpaid' ),
		) as $case => $change ) {
			list( $status, $body ) = $this->send_event( 'checkout.session.completed', $this->session_completed( $donation, $change ) );
			$this->assertSame( 200, $status, $case );
			$this->assertSame( 'ignored', $body['result'], $case );
		}
		$this->assertSame( 'pending', ( new DonationRepository() )->find( $donation['id'] )['status'] );
	}

	public function test_a_monthly_gift_records_each_renewal_with_the_same_credits(): void {
		$first  = $this->pending( 'monthly', 15.0 );
		$before = $this->all_totals();
		$this->send_event( 'checkout.session.completed', $this->session_completed( $first ) );
		$subscription = 'sub_test_' . $first['id'];
		$invoice      = array(
			'id'             => 'in_first',
			'subscription'   => $subscription,
			'billing_reason' => 'subscription_create',
			'amount_paid'    => 1500,
			'currency'       => 'usd',
			'payment_intent' => 'pi_first',
		);
		list( , $body ) = $this->send_event( 'invoice.paid', $invoice );
		$this->assertSame( 'applied', $body['result'], 'the first invoice names the first payment' );
		$this->assertTotalsMoved( $before, 15.0, 1 ); // It is the Checkout payment itself: counted once.
		$this->assertSame( 'pi_first', ( new DonationRepository() )->find( $first['id'] )['gateway_payment'] );

		list( , $body ) = $this->send_event( 'invoice.paid', array( 'billing_reason' => 'subscription_cycle', 'payment_intent' => 'pi_renewal_1' ) + $invoice, 'evt_renewal_1' );
		$this->assertSame( 'applied', $body['result'] );
		$this->send_event( 'invoice.paid', array( 'billing_reason' => 'subscription_cycle', 'payment_intent' => 'pi_renewal_1' ) + $invoice, 'evt_renewal_1' );
		$this->assertTotalsMoved( $before, 30.0, 2 );

		$renewal = ( new DonationRepository() )->find_by_payment( 'pi_renewal_1' );
		$this->assertSame( 'completed', $renewal['status'] );
		$this->assertSame( $first['donor_email'], $renewal['donor_email'] );
		$this->assertSame( 'monthly', $renewal['frequency'] );
		$this->assertSame( $first['fundraiser_id'], $renewal['fundraiser_id'] );
		$this->assertSame( $first['team_id'], $renewal['team_id'] );
		$this->assertSame( $subscription, $renewal['gateway_subscription'] );

		// A receipt for the first payment and one for the renewal, each with its own number; the
		// replayed renewal none.
		MailQueue::drain();
		$receipts = array_values( array_filter( $this->mails, static function ( $mail ) {
			return 'pat.stripe@example.net' === $mail['to'];
		} ) );
		$this->assertCount( 2, $receipts );
		$numbers = array();
		foreach ( array( $first['id'], $renewal['id'] ) as $i => $id ) {
			$numbers[ $i ] = Receipt::number( ( new ReceiptRepository() )->find_by_donation( $id ) );
			$this->assertStringContainsString( $numbers[ $i ], $receipts[ $i ]['subject'] );
			$this->assertStringContainsString( '$15 (monthly gift)', $receipts[ $i ]['message'] );
			$this->assertStringContainsString( 'you will receive a receipt each month', $receipts[ $i ]['message'] );
			$this->assertStringNotContainsString( 'TEST', $receipts[ $i ]['message'] );
		}
		$this->assertNotSame( $numbers[0], $numbers[1] );
	}

	public function test_a_renewal_counts_once_per_invoice_and_once_per_payment_whatever_the_event_id(): void {
		$first = $this->pending( 'monthly', 15.0 );
		$this->send_event( 'checkout.session.completed', $this->session_completed( $first ) );
		$renewal = array(
			'id'             => 'in_cycle_' . $first['id'],
			'subscription'   => 'sub_test_' . $first['id'],
			'billing_reason' => 'subscription_cycle',
			'amount_paid'    => 1500,
			'currency'       => 'usd',
			'payment_intent' => 'pi_cycle_' . $first['id'],
		);
		list( , $body ) = $this->send_event( 'invoice.paid', $renewal, 'evt_cycle_a' );
		$this->assertSame( 'applied', $body['result'] );
		$before = $this->all_totals();

		list( $status, $body ) = $this->send_event( 'invoice.paid', $renewal, 'evt_cycle_b' );
		$this->assertSame( array( 200, 'duplicate' ), array( $status, $body['result'] ), 'the same invoice under a new event id' );
		list( $status, $body ) = $this->send_event( 'invoice.paid', array( 'id' => 'in_other' ) + $renewal, 'evt_cycle_c' );
		$this->assertSame( array( 200, 'duplicate' ), array( $status, $body['result'] ), 'the same payment under another invoice' );
		$this->assertTotalsMoved( $before, 0.0, 0 );
		$this->assertSame( 'in_cycle_' . $first['id'], ( new DonationRepository() )->find_by_payment( 'pi_cycle_' . $first['id'] )['gateway_invoice'] );
	}

	public function test_a_renewal_left_pending_by_a_failed_delivery_is_completed_by_the_next_one_once(): void {
		$first = $this->pending( 'monthly', 15.0 );
		$this->send_event( 'checkout.session.completed', $this->session_completed( $first ) );
		// What a delivery that failed after recording the renewal leaves behind.
		$pending = ( new DonationService() )->record(
			array(
				'campaign_id'          => $first['campaign_id'],
				'fundraiser_id'        => $first['fundraiser_id'],
				'donor_email'          => $first['donor_email'],
				'amount'               => 15,
				'mode'                 => Settings::PAYMENT_MODE_STRIPE,
				'frequency'            => 'monthly',
				'gateway_payment'      => 'pi_cycle_' . $first['id'],
				'gateway_subscription' => 'sub_test_' . $first['id'],
				'gateway_invoice'      => 'in_cycle_' . $first['id'],
			)
		);
		$before   = $this->all_totals();
		$renewal  = array(
			'id'             => 'in_cycle_' . $first['id'],
			'subscription'   => 'sub_test_' . $first['id'],
			'billing_reason' => 'subscription_cycle',
			'amount_paid'    => 1500,
			'currency'       => 'usd',
			'payment_intent' => 'pi_cycle_' . $first['id'],
		);
		list( , $body ) = $this->send_event( 'invoice.paid', $renewal, 'evt_cycle_retry' );
		$this->assertSame( 'applied', $body['result'] );
		list( , $body ) = $this->send_event( 'invoice.paid', $renewal, 'evt_cycle_again' );
		$this->assertSame( 'duplicate', $body['result'] );
		$this->assertTotalsMoved( $before, 15.0, 1 );
		$this->assertSame( 'completed', ( new DonationRepository() )->find( $pending )['status'] );
	}

	public function test_a_renewal_outside_the_donation_limits_is_acknowledged_ignored_and_kept_as_handled(): void {
		$first = $this->pending( 'monthly', 15.0 );
		$this->send_event( 'checkout.session.completed', $this->session_completed( $first ) );
		$before = $this->all_totals();
		$cases  = array(
			'zero'      => 0,
			'negative'  => -1500,
			'over max'  => ( DonationService::MAX_AMOUNT + 1 ) * 100,
			'a float'   => 1.0E+30,
			'a string'  => '1500',
		);
		foreach ( $cases as $case => $amount_paid ) {
			$event                 = 'evt_limits_' . md5( $case );
			list( $status, $body ) = $this->send_event(
				'invoice.paid',
				array(
					'id'             => 'in_limits_' . md5( $case ),
					'subscription'   => 'sub_test_' . $first['id'],
					'billing_reason' => 'subscription_cycle',
					'amount_paid'    => $amount_paid,
					'currency'       => 'usd',
					'payment_intent' => 'pi_limits_' . md5( $case ),
				),
				$event
			);
			$this->assertSame( array( 200, 'ignored' ), array( $status, $body['result'] ), $case );
			$this->assertSame( 1, ( new StripeEventRepository() )->count( $event ), $case . ': Stripe is not asked to send it again' );
		}
		$this->assertTotalsMoved( $before, 0.0, 0 );
	}

	/** The first invoice of a monthly gift, as Stripe sends it (the subscription's metadata included). */
	private function first_invoice( array $donation, string $payment ): array {
		return array(
			'id'                   => 'in_first_' . $donation['id'],
			'subscription'         => 'sub_test_' . $donation['id'],
			'billing_reason'       => 'subscription_create',
			'amount_paid'          => (int) round( $donation['amount'] * 100 ),
			'currency'             => 'usd',
			'payment_intent'       => $payment,
			'subscription_details' => array( 'metadata' => array( 'donation_id' => (string) $donation['id'] ) ),
		);
	}

	public function test_the_first_payment_of_a_monthly_gift_can_be_refunded_by_the_admin(): void {
		$this->actingAs( 'admin' );
		$donation = $this->pending( 'monthly', 20.0 );
		$before   = $this->all_totals();
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		$this->send_event( 'invoice.paid', $this->first_invoice( $donation, 'pi_first_monthly' ) );
		$this->assertTotalsMoved( $before, 20.0, 1 );
		$this->stripe_answers['POST /v1/refunds'] = array( 200, array( 'id' => 're_m', 'status' => 'succeeded' ) );

		list( $status, $body ) = $this->post( '/admin/donations/' . $donation['id'] . '/refund' );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'refunded', $body['data']['status'] );
		$call = end( $this->stripe_requests );
		parse_str( $call['args']['body'], $sent );
		$this->assertSame( 'pi_first_monthly', $sent['payment_intent'] );
		$this->assertTotalsMoved( $before, 0.0, 0 );
	}

	public function test_a_refund_in_stripe_of_a_monthly_gifts_first_payment_takes_it_out_whatever_order_the_events_come_in(): void {
		// Stripe does not order its events: here the first invoice arrives before the session.
		$donation = $this->pending( 'monthly', 30.0 );
		$before   = $this->all_totals();
		list( , $body ) = $this->send_event( 'invoice.paid', $this->first_invoice( $donation, 'pi_early' ) );
		$this->assertSame( 'applied', $body['result'] );
		$this->assertTotalsMoved( $before, 0.0, 0 ); // The session completes the donation, not the invoice.
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		$stored = ( new DonationRepository() )->find( $donation['id'] );
		$this->assertSame( 'completed', $stored['status'] );
		$this->assertSame( 'pi_early', $stored['gateway_payment'], 'the session (no payment_intent) keeps the invoice\'s payment' );
		$this->assertTotalsMoved( $before, 30.0, 1 );

		// The same invoice again, or another subscription's first invoice naming this donation: nothing.
		list( , $body ) = $this->send_event( 'invoice.paid', $this->first_invoice( $donation, 'pi_other' ) );
		$this->assertSame( 'ignored', $body['result'] );
		$this->assertSame( 'pi_early', ( new DonationRepository() )->find( $donation['id'] )['gateway_payment'] );

		list( , $body ) = $this->send_event( 'charge.refunded', array( 'id' => 'ch_early', 'payment_intent' => 'pi_early', 'refunded' => true ) );
		$this->assertSame( 'applied', $body['result'] );
		$this->assertSame( 'refunded', ( new DonationRepository() )->find( $donation['id'] )['status'] );
		$this->assertTotalsMoved( $before, 0.0, 0 );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}

	public function test_a_first_invoice_never_names_the_payment_of_a_one_time_donation(): void {
		$donation = $this->pending( 'once', 10.0 );
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		list( , $body ) = $this->send_event( 'invoice.paid', $this->first_invoice( $donation, 'pi_forged' ) );
		$this->assertSame( 'ignored', $body['result'] );
		$this->assertSame( 'pi_test_' . $donation['id'], ( new DonationRepository() )->find( $donation['id'] )['gateway_payment'] );
	}

	public function test_a_refund_and_a_dispute_take_the_money_out(): void {
		$refunded = $this->pending( 'once', 25.0 );
		$disputed = $this->pending( 'once', 35.0 );
		$before   = $this->all_totals();
		$this->send_event( 'checkout.session.completed', $this->session_completed( $refunded ) );
		$this->send_event( 'checkout.session.completed', $this->session_completed( $disputed ) );
		$this->assertTotalsMoved( $before, 60.0, 2 );

		list( , $body ) = $this->send_event( 'charge.refunded', array( 'id' => 'ch_1', 'payment_intent' => 'pi_test_' . $refunded['id'], 'refunded' => true ) );
		$this->assertSame( 'applied', $body['result'] );
		list( , $body ) = $this->send_event( 'charge.dispute.created', array( 'id' => 'dp_1', 'charge' => 'ch_2', 'payment_intent' => 'pi_test_' . $disputed['id'] ) );
		$this->assertSame( 'applied', $body['result'] );

		$this->assertSame( 'refunded', ( new DonationRepository() )->find( $refunded['id'] )['status'] );
		$this->assertSame( 'refunded', ( new DonationRepository() )->find( $disputed['id'] )['status'] );
		$this->assertTotalsMoved( $before, 0.0, 0 );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}

	public function test_a_partial_refund_leaves_the_donation_counted(): void {
		$donation = $this->pending();
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		list( , $body ) = $this->send_event( 'charge.refunded', array( 'id' => 'ch_p', 'payment_intent' => 'pi_test_' . $donation['id'], 'refunded' => false, 'amount_refunded' => 500 ) );
		$this->assertSame( 'ignored', $body['result'] );
		$this->assertSame( 'completed', ( new DonationRepository() )->find( $donation['id'] )['status'] );
	}

	public function test_an_expired_checkout_cancels_its_pending_donation(): void {
		$donation = $this->pending();
		list( , $body ) = $this->send_event( 'checkout.session.expired', array( 'id' => 'cs_test_other', 'metadata' => array( 'donation_id' => (string) $donation['id'] ) ) );
		$this->assertSame( 'ignored', $body['result'], 'another session' );
		list( , $body ) = $this->send_event( 'checkout.session.expired', array( 'id' => $donation['gateway_session'], 'metadata' => array( 'donation_id' => (string) $donation['id'] ) ) );
		$this->assertSame( 'applied', $body['result'] );
		$this->assertSame( 'cancelled', ( new DonationRepository() )->find( $donation['id'] )['status'] );
	}

	// ---- The form ----------------------------------------------------------------------------

	public function test_the_form_creates_a_pending_donation_and_a_checkout_session_then_leaves_the_frame(): void {
		$this->stripe_answers['POST /v1/checkout/sessions'] = array(
			200,
			array(
				'id'  => 'cs_test_form',
				'url' => 'https://checkout.example.test/c/pay/cs_test_form',
			),
		);
		$fundraiser = $this->fundraiser_id( 'liam' );
		$response   = ( new DonationForm() )->handle(
			$this->campaign_id(),
			array( 'fundraiser_id' => (string) $fundraiser ),
			array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
				'amount'                  => '50',
				'first_name'              => 'Ada',
				'last_name'               => 'Lovelace',
				'email'                   => 'ada@example.net',
				'frequency'               => 'monthly',
				'cover_fee'               => '1',
				'return_to'               => home_url( '/campaigns/demo/fundraiser/' . $fundraiser . '/donate/' ),
			)
		);
		$this->assertSame( 200, $response['status'], $response['html'] );
		$this->assertStringContainsString( 'window.top.location.href', $response['html'] );
		$this->assertStringContainsString( 'checkout.example.test', $response['html'] );

		$this->assertCount( 1, $this->stripe_requests );
		$call = $this->stripe_requests[0];
		$this->assertSame( 'POST', $call['args']['method'] );
		$this->assertSame( 'Bearer ' . self::SECRET_KEY, $call['args']['headers']['Authorization'] );
		$this->assertSame( StripeClient::API_VERSION, $call['args']['headers']['Stripe-Version'] );
		parse_str( $call['args']['body'], $sent );
		$donation = ( new DonationRepository() )->find( (int) $sent['metadata']['donation_id'] );
		$this->assertSame( 'p2p-checkout-' . $donation['id'], $call['args']['headers']['Idempotency-Key'] );
		$this->assertSame( 'subscription', $sent['mode'] );
		$this->assertSame( 'month', $sent['line_items'][0]['price_data']['recurring']['interval'] );
		$this->assertSame( (string) $fundraiser, $sent['metadata']['fundraiser_id'] );
		$this->assertSame( (string) $donation['team_id'], $sent['metadata']['team_id'] );
		$this->assertSame( (string) $this->campaign_id(), $sent['metadata']['campaign_id'] );
		$this->assertStringContainsString( '/campaigns/demo/fundraiser/' . $fundraiser . '/donate/', $sent['success_url'] );
		$this->assertStringContainsString( 'p2p_donation=' . $donation['id'], $sent['success_url'] );
		$this->assertStringContainsString( 'p2p_resume=' . $donation['id'], $sent['cancel_url'] );

		$fee = PaymentSettings::fee_for( 50.0 );
		$this->assertGreaterThan( 0, $fee );
		$this->assertSame( 'pending', $donation['status'], 'only a verified webhook completes it' );
		$this->assertEqualsWithDelta( 50 + $fee, $donation['amount'], 0.001, 'the covered fee is part of the gift' );
		$this->assertSame( (int) round( ( 50 + $fee ) * 100 ), (int) $sent['line_items'][0]['price_data']['unit_amount'] );
		$this->assertSame( 'cs_test_form', $donation['gateway_session'] );

		// Back without paying: the form again with the donor's values.
		$again = ( new DonationForm() )->handle( $this->campaign_id(), array( 'fundraiser_id' => (string) $fundraiser, 'resume' => (string) $donation['id'], 'key' => DonationForm::receipt_key( $donation['id'] ) ), null );
		$this->assertStringContainsString( 'value="Ada"', $again['html'] );
		$this->assertStringContainsString( 'value="ada@example.net"', $again['html'] );
		$this->assertMatchesRegularExpression( '/value="monthly"\s+checked/', $again['html'] );

		// Once paid, the same key (it is also the thank-you link's, which donors share) no longer
		// fills the form with the donor's name and address.
		( new DonationService() )->complete( (int) $donation['id'] );
		$shared = ( new DonationForm() )->handle( $this->campaign_id(), array( 'fundraiser_id' => (string) $fundraiser, 'resume' => (string) $donation['id'], 'key' => DonationForm::receipt_key( $donation['id'] ) ), null );
		$this->assertSame( 200, $shared['status'] );
		$this->assertStringNotContainsString( 'ada@example.net', $shared['html'] );
		$this->assertStringNotContainsString( 'value="Ada"', $shared['html'] );
	}

	public function test_a_gift_with_cents_left_at_checkout_comes_back_written_the_sites_way(): void {
		$this->options(
			array(
				Settings::currency_option( 'currencySymbol' )     => '€',
				Settings::currency_option( 'currencyPosition' )   => 'after',
				Settings::currency_option( 'decimalSeparator' )   => ',',
				Settings::currency_option( 'thousandsSeparator' ) => '.',
			)
		);
		$donation = $this->pending( 'once', 12.5 );
		$again    = ( new DonationForm() )->handle( $this->campaign_id(), array( 'fundraiser_id' => (string) $this->fundraiser_id( 'liam' ), 'resume' => (string) $donation['id'], 'key' => DonationForm::receipt_key( $donation['id'] ) ), null );
		// "12.50" here would be refused when sent again: on this site it could mean 1250.
		$this->assertMatchesRegularExpression( '/id="p2p-amount-custom"[^>]*value="12,50"/s', $again['html'] );
		$this->assertSame( 12.5, DonationForm::parse_amount( '12,50' ) );
	}

	public function test_an_off_site_return_address_falls_back_to_the_site(): void {
		foreach ( array( 'https://evil.example/thanks', '//evil.example/thanks', 'javascript:alert(1)', home_url() . '.evil.example/' ) as $i => $return_to ) {
			$this->stripe_answers['POST /v1/checkout/sessions'] = array(
				200,
				array(
					'id'  => 'cs_test_return_' . $i,
					'url' => 'https://checkout.example.test/c/pay/cs_test_return_' . $i,
				),
			);
			$response = ( new DonationForm() )->handle(
				$this->campaign_id(),
				array(),
				array(
					DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
					'amount'                  => '25',
					'first_name'              => 'Off',
					'last_name'               => 'Site',
					'email'                   => 'off.site' . $i . '@example.net',
					'return_to'               => $return_to,
				)
			);
			$this->assertSame( 200, $response['status'], $response['html'] );
			$call = end( $this->stripe_requests );
			parse_str( $call['args']['body'], $sent );
			foreach ( array( 'success_url', 'cancel_url' ) as $url ) {
				$this->assertStringStartsWith( home_url( '/' ), $sent[ $url ], $return_to . ' ' . $url );
				$this->assertStringNotContainsString( 'evil.example', $sent[ $url ], $return_to . ' ' . $url );
			}
		}
	}

	public function test_the_same_form_sent_twice_opens_one_checkout(): void {
		$this->stripe_answers['POST /v1/checkout/sessions'] = array(
			200,
			array(
				'id'  => 'cs_test_twice',
				'url' => 'https://checkout.example.test/c/pay/cs_test_twice',
			),
		);
		$post  = array(
			DonationForm::NONCE_FIELD      => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
			DonationForm::SUBMISSION_FIELD => DonationForm::submission_token(),
			'amount'                       => '40',
			'first_name'                   => 'Ada',
			'last_name'                    => 'Twice',
			'email'                        => 'twice@example.net',
		);
		$first = ( new DonationForm() )->handle( $this->campaign_id(), array(), $post );
		$again = ( new DonationForm() )->handle( $this->campaign_id(), array(), $post );
		$this->assertSame( 200, $first['status'] );
		$this->assertSame( $first, $again, 'the second click goes to the same Checkout page' );
		$this->assertCount( 1, $this->stripe_requests );
		$this->assertSame( 1, $this->count_where( 'donations', 'donor_email = %s', 'twice@example.net' ) );
	}

	public function test_the_form_keeps_the_values_when_stripe_cannot_be_reached(): void {
		$this->stripe_answers['POST /v1/checkout/sessions'] = array( 500, array( 'error' => array( 'message' => 'Down' ) ) );
		$response = ( new DonationForm() )->handle(
			$this->campaign_id(),
			array(),
			array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
				'amount'                  => '25',
				'first_name'              => 'Grace',
				'last_name'               => 'Hopper',
				'email'                   => 'grace@example.net',
			)
		);
		$this->assertSame( 503, $response['status'] );
		$this->assertStringContainsString( 'role="alert"', $response['html'] );
		$this->assertStringContainsString( 'value="Grace"', $response['html'] );
		$this->assertSame( 0, $this->count_where( 'donations', "donor_email = %s AND status = 'pending'", 'grace@example.net' ), 'nothing left to pay' );
	}

	// ---- wp-admin ----------------------------------------------------------------------------

	public function test_a_pending_stripe_donation_cannot_be_marked_received_by_hand(): void {
		$this->actingAs( 'admin' );
		$donation           = $this->pending();
		list( $status )     = $this->post( '/admin/donations/' . $donation['id'] . '/complete' );
		$this->assertSame( 409, $status );
		$this->assertSame( 'pending', ( new DonationRepository() )->find( $donation['id'] )['status'] );
	}

	public function test_an_admin_refund_calls_stripe_and_marks_the_donation_refunded_when_stripe_confirms(): void {
		$this->actingAs( 'admin' );
		$donation = $this->pending();
		$before   = $this->all_totals();
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		$this->stripe_answers['POST /v1/refunds'] = array( 200, array( 'id' => 're_1', 'status' => 'succeeded' ) );

		list( $status, $body ) = $this->post( '/admin/donations/' . $donation['id'] . '/refund' );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'refunded', $body['data']['status'] );
		$call = end( $this->stripe_requests );
		parse_str( $call['args']['body'], $sent );
		$this->assertSame( 'pi_test_' . $donation['id'], $sent['payment_intent'] );
		$this->assertSame( 'p2p-refund-' . $donation['id'], $call['args']['headers']['Idempotency-Key'] );
		$this->assertTotalsMoved( $before, 0.0, 0 );

		// Stripe's charge.refunded that follows changes nothing more.
		list( , $event ) = $this->send_event( 'charge.refunded', array( 'id' => 'ch_x', 'payment_intent' => 'pi_test_' . $donation['id'], 'refunded' => true ) );
		$this->assertSame( 'ignored', $event['result'] );
		$this->assertTotalsMoved( $before, 0.0, 0 );
	}

	public function test_a_payment_stored_as_its_charge_is_refunded_by_its_charge(): void {
		$this->actingAs( 'admin' );
		$donation = $this->pending();
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		// What a renewal's invoice that named no PaymentIntent stores.
		( new DonationRepository() )->set_gateway( (int) $donation['id'], array( 'gateway_payment' => 'ch_test_only' ) );
		$this->stripe_answers['POST /v1/refunds'] = array( 200, array( 'id' => 're_2', 'status' => 'succeeded' ) );
		$this->assertSame( 200, $this->post( '/admin/donations/' . $donation['id'] . '/refund' )[0] );
		$call = end( $this->stripe_requests );
		parse_str( $call['args']['body'], $sent );
		$this->assertSame( 'ch_test_only', $sent['charge'] );
		$this->assertArrayNotHasKey( 'payment_intent', $sent );
	}

	public function test_a_refund_stripe_refuses_changes_nothing(): void {
		$this->actingAs( 'admin' );
		$donation = $this->pending();
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		$this->stripe_answers['POST /v1/refunds'] = array( 400, array( 'error' => array( 'message' => 'Charge already refunded.' ) ) );
		list( $status, $body ) = $this->post( '/admin/donations/' . $donation['id'] . '/refund' );
		$this->assertSame( 502, $status );
		$this->assertStringContainsString( 'Charge already refunded.', $body['message'] );
		$this->assertSame( 'completed', ( new DonationRepository() )->find( $donation['id'] )['status'] );
	}

	public function test_cancelling_a_monthly_gift_cancels_the_subscription(): void {
		$this->actingAs( 'admin' );
		$donation = $this->pending( 'monthly' );
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		$this->stripe_answers[ 'DELETE /v1/subscriptions/sub_test_' . $donation['id'] ] = array( 200, array( 'id' => 'sub_test_' . $donation['id'], 'status' => 'canceled' ) );

		list( $status, $body ) = $this->post( '/admin/donations/' . $donation['id'] . '/cancel-subscription' );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'cancelled', $body['data']['subscription_status'] );
		list( $status ) = $this->post( '/admin/donations/' . $donation['id'] . '/cancel-subscription' );
		$this->assertSame( 409, $status, 'already cancelled' );
	}

	public function test_payment_settings_never_send_a_secret_to_the_browser(): void {
		$this->actingAs( 'admin' );
		$request = new WP_REST_Request( 'GET', '/' . self::REST_NAMESPACE . '/admin/payment-settings' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$response = $this->dispatch( $request );
		$raw      = (string) wp_json_encode( $this->json( $response ) );
		$this->assertSame( 200, $response->get_status(), $raw );
		$this->assertStringNotContainsString( self::SECRET_KEY, $raw );
		$this->assertStringNotContainsString( self::WEBHOOK, $raw );
		$body = $this->json( $response )['data'];
		$this->assertSame( 'sk_test_…4242', $body['secret_key_masked'] );
		$this->assertSame( 'stripe', $body['mode'] );
		$this->assertStringContainsString( 'stripe/webhook', $body['webhook_url'] );

		$this->stripe_answers['GET /v1/account'] = array( 200, array( 'id' => 'acct_1', 'settings' => array( 'dashboard' => array( 'display_name' => 'Clean Water Org' ) ) ) );
		list( $status, $tested ) = $this->post( '/admin/payment-settings/test-connection' );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'Clean Water Org', $tested['data']['message'] );
		$this->assertStringNotContainsString( self::SECRET_KEY, (string) wp_json_encode( $tested ) );
	}

	public function test_saving_validates_keys_and_answers_with_masks_only(): void {
		$this->actingAs( 'admin' );
		foreach ( array( PaymentSettings::SECRET_KEY, PaymentSettings::CURRENCY ) as $option ) {
			remove_filter( 'pre_option_' . $option, $this->option_filters[ $option ] );
			unset( $this->option_filters[ $option ] );
		}
		list( $status ) = $this->post( '/admin/payment-settings', array( 'secret_key' => 'not-a-key' ) );
		$this->assertSame( 400, $status );
		list( $status ) = $this->post( '/admin/payment-settings', array( 'currency' => 'DOLLARS' ) );
		$this->assertSame( 400, $status );

		$new = 'sk_live_p2pNewSecret9876';
		list( $status, $body ) = $this->post( '/admin/payment-settings', array( 'secret_key' => $new, 'currency' => 'jpy', 'fee_percent' => 3.5 ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertStringNotContainsString( $new, (string) wp_json_encode( $body ) );
		$this->assertSame( 'JPY', get_option( PaymentSettings::CURRENCY ) );
		$this->assertSame( $new, PaymentSettings::secret_key(), 'stored for the server' );
		$this->assertSame( 'sk_live_…9876', $body['data']['secret_key_masked'] );
		$this->assertSame( '¥', Settings::currency()['currencySymbol'], 'the symbol follows the code' );
	}

	public function test_no_readable_route_ever_answers_with_a_secret(): void {
		$this->actingAs( 'admin' );
		$donation = $this->pending();
		$this->send_event( 'checkout.session.completed', $this->session_completed( $donation ) );
		$checked = 0;
		foreach ( rest_get_server()->get_routes( self::REST_NAMESPACE ) as $route => $handlers ) {
			if ( false !== strpos( $route, '(?P<' ) ) {
				$route = preg_replace( '/\(\?P<id>[^)]*\)/', (string) $this->campaign_id(), $route );
			}
			if ( false !== strpos( $route, '(?P<' ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				if ( empty( $handler['methods']['GET'] ) ) {
					continue;
				}
				$request = new WP_REST_Request( 'GET', $route );
				$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
				$request->set_query_params( array( 'campaign_id' => $this->campaign_id() ) );
				$raw = (string) wp_json_encode( $this->json( $this->dispatch( $request ) ) );
				$this->assertStringNotContainsString( self::SECRET_KEY, $raw, $route );
				$this->assertStringNotContainsString( self::WEBHOOK, $raw, $route );
				++$checked;
			}
		}
		$this->assertGreaterThan( 10, $checked, 'every readable route was asked' );
	}

	public function test_events_in_another_api_version_than_the_plugins_warn_the_administrators(): void {
		$event = static function ( string $version ): string {
			return (string) wp_json_encode(
				array(
					'id'          => 'evt_' . wp_generate_password( 16, false ),
					'type'        => 'customer.created',
					'api_version' => $version,
					'data'        => array( 'object' => array( 'id' => 'cus_1' ) ),
				)
			);
		};
		$this->actingAs( 'admin' );
		$this->assertFalse( StripeVersionNotice::is_shown( 'dashboard' ), 'no event yet' );

		$payload = $event( '2025-03-31.basil' );
		$this->assertSame( 200, $this->webhook( $payload, WebhookSignature::sign( $payload, self::WEBHOOK, time() ) )[0] );
		$this->assertSame( '2025-03-31.basil', StripeVersionNotice::mismatch() );
		$this->assertTrue( StripeVersionNotice::is_shown( 'dashboard' ) );
		$this->assertTrue( StripeVersionNotice::is_shown( 'toplevel_page_p2p-fundraising' ) );
		$this->assertFalse( StripeVersionNotice::is_shown( 'edit-post' ), 'only the dashboard and the plugin\'s screens' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		ob_start();
		StripeVersionNotice::render();
		$html = (string) ob_get_clean();
		$GLOBALS['current_screen'] = null; // is_admin() follows it: later tests run as the front end.
		$this->assertStringContainsString( 'API version 2025-03-31.basil', $html );
		$this->assertStringContainsString( 'API version ' . StripeClient::API_VERSION, $html );
		$this->assertStringContainsString( 'page=p2p-fundraising#/payment-settings', $html );
		$this->actingAs( 'liam' );
		$this->assertFalse( StripeVersionNotice::is_shown( 'dashboard' ), 'only people who manage the plugin' );
		$this->actingAs( 'admin' );
		$this->options( array( Settings::PAYMENT_MODE_OPTION => Settings::PAYMENT_MODE_OFFLINE ) );
		$this->assertFalse( StripeVersionNotice::is_shown( 'dashboard' ), 'only while Stripe takes the donations' );
		$this->options( array( Settings::PAYMENT_MODE_OPTION => Settings::PAYMENT_MODE_STRIPE ) );

		// An unsigned event is not believed.
		$forged = $event( '2026-01-01.forged' );
		$this->assertSame( 400, $this->webhook( $forged, WebhookSignature::sign( $forged, 'whsec_wrong', time() ) )[0] );
		$this->assertSame( '2025-03-31.basil', StripeVersionNotice::mismatch() );

		// The endpoint added again with the plugin's version, or an older one it reads too: no warning.
		foreach ( array( StripeClient::API_VERSION, '2023-10-16', '2025-02-24.acacia' ) as $readable ) {
			$payload = $event( $readable );
			$this->assertSame( 200, $this->webhook( $payload, WebhookSignature::sign( $payload, self::WEBHOOK, time() ) )[0] );
			$this->assertSame( '', StripeVersionNotice::mismatch(), $readable );
			$this->assertFalse( StripeVersionNotice::is_shown( 'dashboard' ), $readable );
		}
		$payload = $event( '2026-01-28.clover' );
		$this->assertSame( 200, $this->webhook( $payload, WebhookSignature::sign( $payload, self::WEBHOOK, time() ) )[0] );
		$this->assertTrue( StripeVersionNotice::is_shown( 'dashboard' ), 'and every later one warns' );
	}

	public function test_a_signed_body_that_is_not_an_event_changes_nothing(): void {
		$donation = $this->pending();
		foreach ( array( 'not json', '[]', '{"id":"evt_x"}', '{"id":"evt_y","type":"checkout.session.completed","data":{"object":"string"}}' ) as $payload ) {
			list( $status, $body ) = $this->webhook( $payload, WebhookSignature::sign( $payload, self::WEBHOOK, time() ) );
			$this->assertContains( $status, array( 200, 400 ), $payload );
			if ( 200 === $status ) {
				$this->assertSame( 'ignored', $body['result'], $payload );
			}
		}
		$this->assertSame( 'pending', ( new DonationRepository() )->find( $donation['id'] )['status'] );
	}

	public function test_payment_settings_need_the_capability(): void {
		$this->actingAs( 'user@example.com' );
		list( $status ) = $this->post( '/admin/payment-settings', array( 'mode' => 'test' ) );
		$this->assertSame( 403, $status );
		$this->actingAs( null );
		$response = $this->request( 'GET', '/admin/payment-settings' );
		$this->assertSame( 401, $response->get_status() );
	}
}
