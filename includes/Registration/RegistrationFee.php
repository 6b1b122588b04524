<?php
/**
 * The registration fee: what it is, how it is recorded, paid and refunded.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Registration;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Rest\Standing;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A fee is paid through the site's payment mode (decision 0099): test mode pays it at once;
 * offline records it as due on the day (an administrator marks it paid) and the page goes live;
 * Stripe holds the page (status pending) until its Checkout session is paid. A fee is never a
 * donation: it lives only in the registrations table, which no total reads.
 */
final class RegistrationFee {

	/**
	 * The fee of a type in the site's currency and payment mode.
	 *
	 * @param array<string, mixed>|null $type     Chosen type, or null.
	 * @param array<string, mixed>      $campaign Campaign row.
	 * @return array{minor: int, currency: string, mode: string}
	 */
	public static function for_type( ?array $type, array $campaign ): array {
		$minor = null === $type ? 0 : (int) $type['fee_minor'];
		/**
		 * Filters the registration fee, in the smallest unit of the currency (cents).
		 *
		 * @param int                       $minor    The type's fee.
		 * @param array<string, mixed>|null $type     The participant type chosen.
		 * @param array<string, mixed>      $campaign The campaign.
		 */
		$minor = max( 0, (int) apply_filters( 'p2p_registration_fee', $minor, $type, $campaign ) );
		return array(
			'minor'    => $minor,
			'currency' => PaymentSettings::currency(),
			'mode'     => Settings::payment_mode(),
		);
	}

	/**
	 * Whether the page waits for the fee: only an online payment is awaited.
	 *
	 * @param array{minor: int, currency: string, mode: string} $fee for_type().
	 */
	public static function holds_page( array $fee ): bool {
		return $fee['minor'] > 0 && Settings::PAYMENT_MODE_STRIPE === $fee['mode'];
	}

	/**
	 * Stores the registration: type, answers, the waiver as accepted and when, and the fee.
	 * Nothing is stored when the campaign asks nothing and charges nothing.
	 *
	 * @param int                                                   $campaign_id   Campaign id.
	 * @param int                                                   $fundraiser_id New fundraiser.
	 * @param array<string, mixed>|null                             $type          Chosen type.
	 * @param array{answers: array<int, mixed>, waiver: string}     $options       RegistrationAnswers::read().
	 * @param array{minor: int, currency: string, mode: string}     $fee           for_type().
	 */
	public static function record( int $campaign_id, int $fundraiser_id, ?array $type, array $options, array $fee ): void {
		if ( null === $type && array() === $options['answers'] && '' === $options['waiver'] && 0 === $fee['minor'] ) {
			return;
		}
		$now    = current_time( 'mysql', true );
		$status = RegistrationRepository::FEE_NONE;
		if ( $fee['minor'] > 0 ) {
			$status = array(
				Settings::PAYMENT_MODE_TEST    => RegistrationRepository::FEE_PAID,
				Settings::PAYMENT_MODE_OFFLINE => RegistrationRepository::FEE_DUE,
				Settings::PAYMENT_MODE_STRIPE  => RegistrationRepository::FEE_PENDING,
			)[ $fee['mode'] ] ?? RegistrationRepository::FEE_DUE;
		}
		$row = array(
			'campaign_id'        => $campaign_id,
			'fundraiser_id'      => $fundraiser_id,
			'type_id'            => null === $type ? 0 : (int) $type['id'],
			'type_name'          => null === $type ? '' : (string) $type['name'],
			'answers'            => $options['answers'],
			'waiver_text'        => '' === $options['waiver'] ? null : $options['waiver'],
			'waiver_accepted_at' => '' === $options['waiver'] ? null : $now,
			'fee_minor'          => $fee['minor'],
			'currency'           => $fee['currency'],
			'fee_status'         => $status,
			'payment_mode'       => $fee['minor'] > 0 ? $fee['mode'] : '',
			'paid_at'            => RegistrationRepository::FEE_PAID === $status ? $now : null,
		);
		( new RegistrationRepository() )->insert( $row );
	}

	/**
	 * Marks a fee paid (an administrator for an offline fee, the Stripe webhook for a Checkout
	 * session); a page that waited for it goes live, unless the campaign approves pages by hand.
	 * Call inside a transaction.
	 *
	 * @param array<string, mixed> $registration Registration, read FOR UPDATE.
	 * @param string               $payment      Gateway payment id, or ''.
	 * @return bool Whether it changed (false when it was not awaiting payment).
	 */
	public static function mark_paid( array $registration, string $payment = '' ): bool {
		if ( ! in_array( $registration['fee_status'], array( RegistrationRepository::FEE_DUE, RegistrationRepository::FEE_PENDING ), true ) ) {
			return false;
		}
		$was_pending = RegistrationRepository::FEE_PENDING === $registration['fee_status'];
		( new RegistrationRepository() )->update(
			(int) $registration['id'],
			array(
				'fee_status'      => RegistrationRepository::FEE_PAID,
				'paid_at'         => current_time( 'mysql', true ),
				'gateway_payment' => $payment,
			)
		);
		if ( $was_pending ) {
			self::release_page( (int) $registration['fundraiser_id'] );
		}
		return true;
	}

	/**
	 * Marks a paid (or due) fee refunded. The gateway's refund, when there is one, is the caller's.
	 * Call inside a transaction.
	 *
	 * @param array<string, mixed> $registration Registration, read FOR UPDATE.
	 * @return bool Whether it changed.
	 */
	public static function mark_refunded( array $registration ): bool {
		if ( RegistrationRepository::FEE_PAID !== $registration['fee_status'] ) {
			return false;
		}
		( new RegistrationRepository() )->update(
			(int) $registration['id'],
			array(
				'fee_status'  => RegistrationRepository::FEE_REFUNDED,
				'refunded_at' => current_time( 'mysql', true ),
			)
		);
		return true;
	}

	/**
	 * Whether a pending fundraiser waits for its fee (and may meanwhile prepare its page).
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 */
	public static function is_awaiting( array $fundraiser ): bool {
		if ( 'pending' !== (string) $fundraiser['status'] ) {
			return false;
		}
		$registration = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		return null !== $registration && RegistrationRepository::FEE_PENDING === $registration['fee_status'];
	}

	/**
	 * What the participant's own dashboard says about a fee still to pay (GET
	 * /get-fundraiser-info), or null when nothing is owed: `pending` (Stripe: the page waits;
	 * `can_pay_online` when "Pay now" may open a Checkout page) or `due` (offline: paid on the day).
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @param array<string, mixed> $campaign   Its campaign.
	 * @return array{status: string, amount: float, type_name: string, can_pay_online: bool}|null
	 */
	public static function owed( array $fundraiser, array $campaign ): ?array {
		$registration = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		if ( null === $registration || ! in_array( $registration['fee_status'], array( RegistrationRepository::FEE_PENDING, RegistrationRepository::FEE_DUE ), true ) ) {
			return null;
		}
		$pending = RegistrationRepository::FEE_PENDING === $registration['fee_status'];
		return array(
			'status'         => (string) $registration['fee_status'],
			'amount'         => \P2PFundraising\Payments\Currency::from_minor( (int) $registration['fee_minor'], (string) $registration['currency'] ),
			'type_name'      => (string) $registration['type_name'],
			'can_pay_online' => $pending && Settings::PAYMENT_MODE_STRIPE === Settings::payment_mode() && null === \P2PFundraising\Campaigns\CampaignSchedule::refusal( $campaign ),
		);
	}

	/**
	 * The page of a fundraiser whose fee is paid goes live, unless its campaign approves by hand.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 */
	private static function release_page( int $fundraiser_id ): void {
		$fundraisers = new FundraiserRepository();
		$fundraiser  = $fundraisers->find( $fundraiser_id );
		if ( null === $fundraiser || 'pending' !== (string) $fundraiser['status'] ) {
			return;
		}
		$campaign = ( new \P2PFundraising\Database\CampaignRepository() )->find( (int) $fundraiser['campaign_id'] );
		if ( null !== $campaign && ! Standing::holds_new_pages( $campaign ) ) {
			$fundraisers->update( $fundraiser_id, array( 'status' => FundraiserRepository::STATUS_APPROVED ) );
		}
	}
}
