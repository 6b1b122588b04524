<?php
/**
 * The PHP API for other payment plugins: record, count once, refund, actions fired.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Donations\AlreadyRecorded;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Payments\PaymentApi;

final class PaymentApiTest extends PluginTestCase {

	/** @var array<int, array{0: string, 1: int}> Actions seen: [ name, donation id ]. */
	private $seen = array();

	/** @internal */
	public function on_completed( array $donation ): void {
		$this->seen[] = array( 'completed', (int) $donation['id'] );
	}

	/** @internal */
	public function on_refunded( array $donation ): void {
		$this->seen[] = array( 'refunded', (int) $donation['id'] );
	}

	protected function setUp(): void {
		parent::setUp();
		add_action( 'p2p_fundraising_donation_completed', array( $this, 'on_completed' ) );
		add_action( 'p2p_fundraising_donation_refunded', array( $this, 'on_refunded' ) );
	}

	protected function tearDown(): void {
		remove_action( 'p2p_fundraising_donation_completed', array( $this, 'on_completed' ) );
		remove_action( 'p2p_fundraising_donation_refunded', array( $this, 'on_refunded' ) );
		parent::tearDown();
	}

	public function test_a_paid_donation_from_another_plugin_counts_once_and_can_be_refunded(): void {
		$team   = $this->team_id( 'Blue Wave Runners' );
		$before = $this->totals( 'teams', $team );
		$args   = array(
			'campaign_id' => $this->campaign_id(),
			'team_id'     => $team,
			'amount'      => 75,
			'donor_name'  => 'Gift Aid Donor',
			'donor_email' => 'giver@example.net',
			'reference'   => 'give-1234',
		);

		$id = PaymentApi::record_completed( $args );
		$this->assertSame( $id, PaymentApi::record_completed( $args ), 'the same reference is the same donation' );
		$donation = ( new DonationRepository() )->find( $id );
		$this->assertSame( 'completed', $donation['status'] );
		$this->assertSame( 'external', $donation['mode'] );
		$after = $this->totals( 'teams', $team );
		$this->assertEqualsWithDelta( $before[0] + 75, $after[0], 0.001 );
		$this->assertSame( $before[1] + 1, $after[1] );
		$this->assertSame( array( array( 'completed', $id ) ), $this->seen );

		$this->assertTrue( PaymentApi::refund( 'give-1234' ) );
		$this->assertFalse( PaymentApi::refund( 'give-1234' ), 'a second refund changes nothing' );
		$this->assertSame( $before, $this->totals( 'teams', $team ) );
		$this->assertSame( array( 'refunded', $id ), end( $this->seen ) );
	}

	public function test_a_reference_recorded_but_left_pending_is_counted_by_the_next_call_once(): void {
		$args    = array(
			'campaign_id' => $this->campaign_id(),
			'amount'      => 30,
			'donor_email' => 'retry@example.net',
			'reference'   => 'give-retry',
		);
		// A call that failed after recording: the donation exists with the reference, pending.
		$pending = ( new DonationService() )->record(
			array(
				'campaign_id'     => $this->campaign_id(),
				'amount'          => 30,
				'mode'            => DonationService::MODE_EXTERNAL,
				'gateway_payment' => 'ext:give-retry',
			)
		);
		$before = $this->totals( 'campaigns', $this->campaign_id() );
		$this->assertSame( $pending, PaymentApi::record_completed( $args ) );
		$this->assertSame( $pending, PaymentApi::record_completed( $args ) );
		$this->assertSame( 'completed', ( new DonationRepository() )->find( $pending )['status'] );
		$after = $this->totals( 'campaigns', $this->campaign_id() );
		$this->assertEqualsWithDelta( $before[0] + 30, $after[0], 0.001 );
		$this->assertSame( $before[1] + 1, $after[1] );
	}

	public function test_the_service_refuses_a_second_donation_with_a_recorded_payment_or_invoice(): void {
		$service = new DonationService();
		$first   = $service->record( array( 'campaign_id' => $this->campaign_id(), 'amount' => 10, 'mode' => DonationService::MODE_EXTERNAL, 'gateway_payment' => 'pi_once', 'gateway_invoice' => 'in_once' ) );
		foreach ( array( array( 'gateway_payment' => 'pi_once' ), array( 'gateway_invoice' => 'in_once' ) ) as $reference ) {
			try {
				$service->record( $reference + array( 'campaign_id' => $this->campaign_id(), 'amount' => 10, 'mode' => DonationService::MODE_EXTERNAL ) );
				$this->fail( 'recorded twice: ' . wp_json_encode( $reference ) );
			} catch ( AlreadyRecorded $recorded ) {
				$this->assertSame( $first, $recorded->donation_id );
			}
		}
	}

	public function test_an_unknown_campaign_is_refused_and_nothing_is_stored(): void {
		$this->expectException( \InvalidArgumentException::class );
		PaymentApi::record_completed( array( 'campaign_id' => 999999, 'amount' => 10, 'reference' => 'x' ) );
	}
}
