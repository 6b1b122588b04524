<?php
/**
 * The dedication e-mail on the wire (decision 0078): a Stripe gift's payment announced by two
 * different events, each delivered several times at once, and WP-Cron hit from several workers at
 * once, still send the person the donor named exactly one e-mail, without the amount.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Settings;

final class DedicationMailRaceTest extends HttpTestCase {

	use InStripeMode;

	private const SECRET = 'whsec_p2p_security_dedication';

	protected function setUp(): void {
		parent::setUp();
		$this->enter_stripe_mode( self::SECRET, 'USD' );
	}

	protected function tearDown(): void {
		$this->leave_stripe_mode();
		parent::tearDown();
	}

	public function test_a_paid_dedicated_gift_announced_many_times_at_once_tells_the_family_once_without_the_amount(): void {
		global $wpdb;
		$stamp  = strtolower( wp_generate_password( 8, false ) ); // Addresses are stored lower-cased.
		$family = "family.{$stamp}@example.org";
		$id     = ( new DonationService() )->record(
			array(
				'campaign_id'     => $this->campaign_id(),
				'fundraiser_id'   => $this->fundraiser_id( 'liam' ),
				'donor_name'      => 'Race Dedicator',
				'donor_email'     => "dedicator.{$stamp}@example.net",
				'amount'          => 47,
				'mode'            => Settings::PAYMENT_MODE_STRIPE,
				'message'         => 'For Grandpa Joe.',
				'dedication_type' => 'memory',
				'dedication_name' => 'Joe Racer',
				'notify_name'     => 'The Racer family',
				'notify_email'    => $family,
			)
		);
		( new DonationRepository() )->set_gateway( $id, array( 'gateway_session' => 'cs_dedic_' . $id ) );
		$offset = $this->mail_offset();

		// Two different events about the same paid session, each delivered four times at once.
		$deliveries = array();
		foreach ( array( 'a', 'b' ) as $event ) {
			$payload    = (string) wp_json_encode(
				array(
					'id'   => "evt_dedic_{$event}_{$id}",
					'type' => 'checkout.session.completed',
					'data' => array(
						'object' => array(
							'id'             => 'cs_dedic_' . $id,
							'payment_status' => 'paid',
							'amount_total'   => 4700,
							'currency'       => 'usd',
							'payment_intent' => 'pi_dedic_' . $id,
							'metadata'       => array( 'donation_id' => (string) $id ),
						),
					),
				)
			);
			$deliveries = array_merge( $deliveries, array_fill( 0, 4, $this->signed_delivery( $payload, self::SECRET ) ) );
		}
		foreach ( $this->concurrently( $deliveries ) as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
		}
		$this->fresh();
		$this->assertSame( DonationRepository::STATUS_COMPLETED, ( new DonationRepository() )->find( $id )['status'] );
		$queued = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE kind = %s AND payload = %s', Schema::table( 'mail_queue' ), EmailTemplates::DEDICATION_NOTICE, (string) wp_json_encode( array( 'donation_id' => $id ) ) ) );
		$this->assertSame( 1, $queued, 'one claim on the donation' );

		// Several WP-Cron workers at once, then until the queue is empty.
		$told = array();
		for ( $round = 0; $round < 5 && array() === $told; $round++ ) {
			$this->concurrently( array_fill( 0, 4, array( 'GET', '/wp-cron.php', array() ) ) );
			$told = array_values( array_filter( $this->mails_since( $offset ), static fn( array $mail ): bool => $family === ( is_array( $mail['to'] ) ? implode( ',', $mail['to'] ) : $mail['to'] ) ) );
			if ( array() === $told ) {
				sleep( 1 );
			}
		}
		$this->concurrently( array_fill( 0, 4, array( 'GET', '/wp-cron.php', array() ) ) );
		$told = array_values( array_filter( $this->mails_since( $offset ), static fn( array $mail ): bool => $family === ( is_array( $mail['to'] ) ? implode( ',', $mail['to'] ) : $mail['to'] ) ) );
		$this->assertCount( 1, $told, 'one e-mail to the family' );
		$this->assertStringContainsString( 'in memory of Joe Racer', $told[0]['subject'] );
		$this->assertStringNotContainsString( '47', $told[0]['subject'] . $told[0]['message'] );
		$this->assertStringNotContainsString( '$', $told[0]['subject'] . $told[0]['message'] );
	}
}
