<?php
/**
 * Issue 23, attack 7: Stripe renewals are counted per invoice and per payment, not per event id,
 * and an out-of-range renewal is acknowledged and ignored instead of crashing (a 500 makes Stripe
 * deliver it again for days).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Database\StripeEventRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

final class StripeRenewalTest extends HttpTestCase {

	use InStripeMode;

	private const SECRET = 'whsec_p2p_security_renewal';

	/** @var int The monthly gift's first donation. */
	private $first = 0;

	/** @var int The running match. */
	private $match = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->enter_stripe_mode( self::SECRET, 'USD' );

		$campaign    = $this->campaign_id();
		$sponsor     = ( new SponsorRepository() )->for_campaign( $campaign )[0];
		$this->match = ( new MatchRepository() )->start(
			array(
				'campaign_id'  => $campaign,
				'sponsor_id'   => $sponsor['id'],
				'sponsor_name' => $sponsor['name'],
				'ratio'        => 1,
				'cap'          => 10000,
				'start_date'   => wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ),
				'end_date'     => wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ),
			)
		);
		$service     = new DonationService();
		$this->first = $service->record(
			array(
				'campaign_id'   => $campaign,
				'fundraiser_id' => $this->fundraiser_id( 'liam' ),
				'donor_name'    => 'Monthly Donor',
				'donor_email'   => 'monthly.renewal@example.net',
				'amount'        => 20,
				'mode'          => Settings::PAYMENT_MODE_STRIPE,
				'frequency'     => DonationService::FREQUENCY_MONTHLY,
			)
		);
		( new DonationRepository() )->set_gateway(
			$this->first,
			array(
				'gateway_session'      => 'cs_renewal_' . $this->first,
				'gateway_subscription' => 'sub_renewal_' . $this->first,
				'subscription_status'  => 'active',
			)
		);
		$service->complete( $this->first );
	}

	protected function tearDown(): void {
		$this->leave_stripe_mode();
		parent::tearDown();
	}

	public function test_an_invoice_resent_with_a_new_event_id_is_applied_once(): void {
		$first = $this->deliver( 'evt_renewal_a_' . $this->first, 'in_renewal_' . $this->first, 'pi_renewal_' . $this->first, 2000 );
		$this->assertSame( 200, $first->status, $first->body );
		$this->assertSame( 'applied', $first->json()['result'] );
		$before = $this->books();

		// The same invoice again under a new event id, then the same payment under another invoice id.
		$again = $this->deliver( 'evt_renewal_b_' . $this->first, 'in_renewal_' . $this->first, 'pi_renewal_' . $this->first, 2000 );
		$this->assertSame( 200, $again->status, $again->body );
		$this->assertSame( 'duplicate', $again->json()['result'] );
		$payment = $this->deliver( 'evt_renewal_c_' . $this->first, 'in_renewal_other_' . $this->first, 'pi_renewal_' . $this->first, 2000 );
		$this->assertSame( 200, $payment->status, $payment->body );
		$this->assertSame( 'duplicate', $payment->json()['result'] );

		$this->assertSame( $before, $this->books(), 'raised, donations and the match did not change' );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}

	public function test_the_same_invoice_under_six_event_ids_at_once_is_applied_once(): void {
		$before    = $this->books();
		$responses = $this->concurrently(
			array_map(
				function ( int $i ): array {
					return $this->delivery( 'evt_renewal_race_' . $i . '_' . $this->first, 'in_renewal_race_' . $this->first, 'pi_renewal_race_' . $this->first, 2000 );
				},
				range( 1, 6 )
			)
		);
		$results = array();
		foreach ( $responses as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
			$results[] = $response->json()['result'];
		}
		sort( $results );
		$this->assertSame( array_merge( array( 'applied' ), array_fill( 0, 5, 'duplicate' ) ), $results );
		$after = $this->books();
		$this->assertEqualsWithDelta( $before['raised'] + 40, $after['raised'], 0.001, 'one renewal of 20 and its match' );
		$this->assertSame( $before['donations'] + 1, $after['donations'] );
		$this->assertEqualsWithDelta( $before['matched'] + 20, $after['matched'], 0.001 );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}

	public function test_a_zero_or_oversized_renewal_is_acknowledged_ignored_and_changes_nothing(): void {
		$before = $this->books();
		$cases  = array(
			'zero'      => 0,
			'over max'  => ( DonationService::MAX_AMOUNT + 1 ) * 100,
			'negative'  => -2000,
		);
		foreach ( $cases as $case => $minor ) {
			$event    = 'evt_renewal_' . str_replace( ' ', '_', $case ) . '_' . $this->first;
			$response = $this->deliver( $event, 'in_renewal_' . str_replace( ' ', '_', $case ) . '_' . $this->first, 'pi_renewal_' . str_replace( ' ', '_', $case ) . '_' . $this->first, $minor );
			$this->assertSame( 200, $response->status, $case . ': ' . $response->body );
			$this->assertSame( 'ignored', $response->json()['result'], $case );
			$this->fresh();
			$this->assertSame( 1, ( new StripeEventRepository() )->count( $event ), $case . ': kept as handled, so Stripe stops sending it' );
		}
		$this->assertSame( $before, $this->books() );
	}

	/** A signed invoice.paid renewal of the monthly gift, as a request for http()/concurrently(). */
	private function delivery( string $event, string $invoice, string $payment, int $amount_paid ): array {
		$payload = (string) wp_json_encode(
			array(
				'id'   => $event,
				'type' => 'invoice.paid',
				'data' => array(
					'object' => array(
						'id'             => $invoice,
						'subscription'   => 'sub_renewal_' . $this->first,
						'billing_reason' => 'subscription_cycle',
						'amount_paid'    => $amount_paid,
						'currency'       => 'usd',
						'payment_intent' => $payment,
					),
				),
			)
		);
		return $this->signed_delivery( $payload, self::SECRET );
	}

	private function deliver( string $event, string $invoice, string $payment, int $amount_paid ): HttpResponse {
		return $this->http( ...$this->delivery( $event, $invoice, $payment, $amount_paid ) );
	}

	/**
	 * Raised and donations of the campaign, and what the match gave.
	 *
	 * @return array{raised: float, donations: int, matched: float}
	 */
	private function books(): array {
		$this->fresh();
		$totals = $this->totals( 'campaigns', $this->campaign_id() );
		return array(
			'raised'    => $totals[0],
			'donations' => $totals[1],
			'matched'   => ( new MatchRepository() )->find( $this->match )['matched_amount'],
		);
	}
}
