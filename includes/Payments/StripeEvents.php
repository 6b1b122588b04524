<?php
/**
 * What each verified Stripe event does to the books.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\StripeEventRepository;
use P2PFundraising\Donations\AlreadyRecorded;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Applies an event that WebhookController has verified. Each event id is claimed first (a unique
 * row), so a replay is acknowledged and ignored; when applying fails the claim is released and the
 * webhook answers 500, so Stripe delivers the event again. Totals change only through
 * DonationService, in its transactions. E-mails (receipts) go out after those commit.
 */
final class StripeEvents {

	public const APPLIED   = 'applied';
	public const DUPLICATE = 'duplicate';
	public const IGNORED   = 'ignored';

	/** @var DonationRepository */
	private $donations;

	/** @var DonationService */
	private $service;

	public function __construct() {
		$this->donations = new DonationRepository();
		$this->service   = new DonationService();
	}

	/**
	 * Applies an event once.
	 *
	 * @param array<string, mixed> $event Decoded event (id, type, data.object).
	 * @return string APPLIED, DUPLICATE or IGNORED (a type or an object this site does not handle).
	 * @throws \RuntimeException When the database refuses a change (the event is then released).
	 */
	public function handle( array $event ): string {
		$id     = isset( $event['id'] ) && is_string( $event['id'] ) ? $event['id'] : '';
		$type   = isset( $event['type'] ) && is_string( $event['type'] ) ? $event['type'] : '';
		$object = isset( $event['data']['object'] ) && is_array( $event['data']['object'] ) ? $event['data']['object'] : null;
		if ( '' === $id || '' === $type || null === $object ) {
			return self::IGNORED;
		}
		$events = new StripeEventRepository();
		if ( ! $events->claim( $id, $type ) ) {
			return self::DUPLICATE;
		}
		try {
			$result = $this->apply( $type, $object );
			return is_string( $result ) ? $result : ( $result ? self::APPLIED : self::IGNORED );
		} catch ( \InvalidArgumentException $refused ) {
			// The books refuse what the event says (an amount out of range, a team that left the
			// campaign): the same event will never fit, so it stays claimed, answered 200 and
			// logged, instead of a 500 that Stripe would send again for days (issue 23).
			self::log_ignored( $id, $type, $refused->getMessage() );
			return self::IGNORED;
		} catch ( \Throwable $error ) {
			$events->release( $id );
			throw $error;
		}
	}

	/**
	 * Leaves a line in the PHP error log about an event the books refused, for the administrator.
	 *
	 * @param string $id     Event id.
	 * @param string $type   Event type.
	 * @param string $reason Why.
	 */
	private static function log_ignored( string $id, string $type, string $reason ): void {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an administrator's only trace of an ignored payment event.
		error_log( sprintf( 'P2P Fundraising: Stripe event %s (%s) ignored: %s', $id, $type, $reason ) );
	}

	/**
	 * One event's effect.
	 *
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $object data.object.
	 * @return bool|string Whether anything changed, or DUPLICATE (a renewal already applied).
	 */
	private function apply( string $type, array $object ) {
		switch ( $type ) {
			case 'checkout.session.completed':
			case 'checkout.session.async_payment_succeeded':
				return $this->session_paid( $object );
			case 'checkout.session.expired':
				return $this->session_expired( $object );
			case 'invoice.paid':
				return $this->invoice_paid( $object );
			case 'charge.refunded':
				return ! empty( $object['refunded'] ) && $this->take_back( self::str( $object, 'payment_intent' ), self::str( $object, 'id' ) );
			case 'charge.dispute.created':
				return $this->take_back( self::str( $object, 'payment_intent' ), self::str( $object, 'charge' ) );
			case 'customer.subscription.deleted':
				return $this->subscription_ended( self::str( $object, 'id' ) );
		}
		return false;
	}

	/**
	 * A paid Checkout Session completes its donation (when it is that donation's session and the
	 * amount and currency are the ones asked for).
	 *
	 * @param array<string, mixed> $session Checkout Session.
	 */
	private function session_paid( array $session ): bool {
		if ( 'paid' !== self::str( $session, 'payment_status' ) ) {
			return false; // Delayed methods: checkout.session.async_payment_succeeded follows.
		}
		// A registration fee, never a gift (decision 0099).
		if ( isset( $session['metadata']['registration_id'] ) ) {
			return \P2PFundraising\Registration\RegistrationCheckout::session_paid( $session );
		}
		$donation_id = (int) ( $session['metadata']['donation_id'] ?? 0 );
		$donation    = $donation_id > 0 ? $this->donations->find( $donation_id ) : null;
		if ( null === $donation || Settings::PAYMENT_MODE_STRIPE !== $donation['mode'] || self::str( $session, 'id' ) !== $donation['gateway_session'] ) {
			return false;
		}
		$currency = PaymentSettings::currency();
		if ( strtoupper( self::str( $session, 'currency' ) ) !== $currency || (int) ( $session['amount_total'] ?? -1 ) !== Currency::to_minor( (float) $donation['amount'], $currency ) ) {
			return false;
		}
		$subscription = self::str( $session, 'subscription' );
		$gateway      = array(
			'gateway_subscription' => $subscription,
			'subscription_status'  => '' === $subscription ? '' : 'active',
		);
		// A monthly gift's session has no payment_intent: its first invoice (invoice.paid, which
		// may arrive first) names the payment, and it must not be wiped here.
		$payment = self::str( $session, 'payment_intent' );
		if ( '' !== $payment ) {
			$gateway['gateway_payment'] = $payment;
		}
		$this->donations->set_gateway( $donation_id, $gateway );
		return $this->service->complete( $donation_id );
	}

	/**
	 * A Checkout the donor never finished (Stripe expires it after 24 hours): its pending donation
	 * is cancelled, so the admin's list only shows what may still be paid.
	 *
	 * @param array<string, mixed> $session Checkout Session.
	 */
	private function session_expired( array $session ): bool {
		$donation_id = (int) ( $session['metadata']['donation_id'] ?? 0 );
		$donation    = $donation_id > 0 ? $this->donations->find( $donation_id ) : null;
		if ( null === $donation || self::str( $session, 'id' ) !== $donation['gateway_session'] ) {
			return false;
		}
		return $this->service->cancel( $donation_id );
	}

	/**
	 * A renewal of a monthly gift: a new completed donation with the first one's donor and credits.
	 * The first invoice (billing_reason subscription_create) is the Checkout payment itself: it
	 * counts nothing, it only names that payment on the first donation (see first_invoice_paid).
	 *
	 * A renewal counts once per invoice and once per payment, whatever the event id (Stripe may
	 * send one invoice under several events): DonationService::record() refuses a second donation
	 * with the same invoice or payment under the campaign's lock, and that answers DUPLICATE. An
	 * amount outside the donation limits (0, or more than the maximum) is logged and ignored.
	 *
	 * @param array<string, mixed> $invoice Invoice.
	 * @return bool|string Whether it counted, or DUPLICATE.
	 */
	private function invoice_paid( array $invoice ) {
		if ( 'subscription_create' === self::str( $invoice, 'billing_reason' ) ) {
			return $this->first_invoice_paid( $invoice );
		}
		$first = $this->donations->find_first_of_subscription( self::str( $invoice, 'subscription' ) );
		if ( null === $first || DonationRepository::STATUS_PENDING === $first['status'] ) {
			return false;
		}
		$currency = PaymentSettings::currency();
		if ( strtoupper( self::str( $invoice, 'currency' ) ) !== $currency ) {
			return false;
		}
		$minor  = $invoice['amount_paid'] ?? null;
		$amount = is_int( $minor ) ? Currency::from_minor( $minor, $currency ) : 0.0;
		if ( $amount < DonationService::MIN_AMOUNT || $amount > DonationService::MAX_AMOUNT ) {
			throw new \InvalidArgumentException( sprintf( 'invoice %s paid %s (minor units of %s), outside the donation limits.', self::str( $invoice, 'id' ), is_scalar( $minor ) ? (string) $minor : gettype( $minor ), $currency ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a line for the PHP error log (handle() logs it and answers Stripe 200), never printed as HTML.
		}
		$payment = self::str( $invoice, 'payment_intent' );
		try {
			$id = $this->service->record(
				array(
					'campaign_id'          => $first['campaign_id'],
					'team_id'              => $first['team_id'],
					'fundraiser_id'        => $first['fundraiser_id'],
					'donor_name'           => $first['donor_name'],
					'donor_email'          => $first['donor_email'],
					'is_anonymous'         => $first['is_anonymous'],
					'amount'               => $amount,
					'mode'                 => Settings::PAYMENT_MODE_STRIPE,
					'frequency'            => DonationService::FREQUENCY_MONTHLY,
					'gateway_payment'      => '' !== $payment ? $payment : self::str( $invoice, 'charge' ),
					'gateway_subscription' => $first['gateway_subscription'],
					'gateway_invoice'      => self::str( $invoice, 'id' ),
				)
			);
		} catch ( AlreadyRecorded $recorded ) {
			return $this->complete_recorded_renewal( $recorded->donation_id, (string) $first['gateway_subscription'] );
		}
		$this->donations->set_gateway( $id, array( 'subscription_status' => (string) $first['subscription_status'] ) );
		// Another delivery of this invoice may have completed it meanwhile (see complete_recorded_renewal).
		return $this->service->complete( $id ) ? true : self::DUPLICATE;
	}

	/**
	 * This invoice or payment was recorded before. Usually that renewal counts already: DUPLICATE.
	 * When its delivery failed after recording it (the renewal stayed pending and Stripe sends the
	 * event again), this delivery completes it, once.
	 *
	 * @param int    $donation_id  The donation that has the invoice or payment.
	 * @param string $subscription The subscription this invoice renews.
	 * @return bool|string True when this delivery completed it, DUPLICATE otherwise.
	 */
	private function complete_recorded_renewal( int $donation_id, string $subscription ) {
		$renewal = $this->donations->find( $donation_id );
		if (
			null === $renewal
			|| DonationRepository::STATUS_PENDING !== $renewal['status']
			|| Settings::PAYMENT_MODE_STRIPE !== $renewal['mode']
			|| '' === $subscription
			|| $subscription !== (string) $renewal['gateway_subscription']
		) {
			return self::DUPLICATE;
		}
		return $this->service->complete( $donation_id ) ? true : self::DUPLICATE;
	}

	/**
	 * The first invoice of a monthly gift: its payment becomes the first donation's payment, so
	 * that the administrator can refund it and so that a refund or a dispute of it in Stripe's
	 * dashboard (charge.refunded, charge.dispute.created name this payment) takes it out of the
	 * totals. A subscription-mode Checkout Session carries no payment_intent of its own. The
	 * invoice may arrive before checkout.session.completed, so the donation is found by the
	 * donation_id the subscription's metadata carries, and by its subscription otherwise.
	 *
	 * @param array<string, mixed> $invoice Invoice (billing_reason subscription_create).
	 */
	private function first_invoice_paid( array $invoice ): bool {
		$subscription = self::str( $invoice, 'subscription' );
		$payment      = self::str( $invoice, 'payment_intent' );
		$payment      = '' !== $payment ? $payment : self::str( $invoice, 'charge' );
		if ( '' === $subscription || '' === $payment ) {
			return false;
		}
		$donation_id = (int) ( $invoice['subscription_details']['metadata']['donation_id'] ?? 0 );
		$donation    = $donation_id > 0 ? $this->donations->find( $donation_id ) : null;
		$donation    = $donation ?? $this->donations->find_first_of_subscription( $subscription );
		if (
			null === $donation
			|| Settings::PAYMENT_MODE_STRIPE !== $donation['mode']
			|| DonationService::FREQUENCY_MONTHLY !== $donation['frequency']
			|| ! in_array( (string) $donation['gateway_subscription'], array( '', $subscription ), true )
			|| '' !== (string) $donation['gateway_payment']
		) {
			return false;
		}
		$this->donations->set_gateway( (int) $donation['id'], array( 'gateway_payment' => $payment ) );
		return true;
	}

	/**
	 * A refund or a dispute: the donation paid by that payment leaves the totals.
	 *
	 * @param string $payment_intent PaymentIntent id ('' when none).
	 * @param string $charge         Charge id ('' when none).
	 */
	private function take_back( string $payment_intent, string $charge ): bool {
		$donation = $this->donations->find_by_payment( $payment_intent ) ?? $this->donations->find_by_payment( $charge );
		if ( null === $donation || DonationRepository::STATUS_COMPLETED !== $donation['status'] ) {
			return false;
		}
		return $this->service->refund( (int) $donation['id'] );
	}

	/**
	 * A monthly gift that ended (cancelled here, in Stripe's dashboard or after failed payments).
	 *
	 * @param string $subscription Subscription id.
	 */
	private function subscription_ended( string $subscription ): bool {
		$first = $this->donations->find_first_of_subscription( $subscription );
		if ( null === $first ) {
			return false;
		}
		$this->donations->set_subscription_status( $subscription, 'cancelled' );
		return true;
	}

	/**
	 * A string field of a Stripe object ('' when absent; an expanded object gives its id).
	 *
	 * @param array<string, mixed> $object Object.
	 * @param string               $key    Field.
	 */
	private static function str( array $object, string $key ): string {
		$value = $object[ $key ] ?? '';
		if ( is_array( $value ) ) {
			$value = $value['id'] ?? '';
		}
		return is_scalar( $value ) ? (string) $value : '';
	}
}
