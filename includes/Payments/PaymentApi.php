<?php
/**
 * The PHP API for other payment plugins (docs/payments.md).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Donations\AlreadyRecorded;
use P2PFundraising\Donations\DonationService;

defined( 'ABSPATH' ) || exit;

/**
 * How a site that takes money with another plugin (GiveWP, WooCommerce, PayPal…) credits a paid
 * donation to a campaign, team or fundraiser: record_completed() once the payment succeeded,
 * refund() when it is paid back. Both are idempotent by the other plugin's payment reference, so
 * calling them again from a retried webhook never counts twice. The totals, leaderboards and the
 * actions p2p_fundraising_donation_completed / _refunded follow as for any donation.
 */
final class PaymentApi {

	/**
	 * Records a paid donation and counts it.
	 *
	 * @param array<string, mixed> $donation campaign_id (required), team_id or fundraiser_id (0/absent:
	 *                                       the campaign itself; a fundraiser brings its team), amount
	 *                                       (required, in the site's currency), donor_name, donor_email,
	 *                                       is_anonymous, frequency ('once'|'monthly'), reference (the
	 *                                       payment's id in your plugin: makes the call idempotent).
	 * @return int The donation id (the existing one when the reference was recorded before).
	 * @throws \InvalidArgumentException When the campaign, team, fundraiser or amount is not valid.
	 * @throws \RuntimeException         When the database refuses the write (nothing is stored then).
	 */
	public static function record_completed( array $donation ): int {
		$reference = self::reference( $donation );
		$service   = new DonationService();
		if ( '' !== $reference ) {
			$existing = ( new DonationRepository() )->find_by_payment( $reference );
			if ( null !== $existing ) {
				// A call whose completion failed left it pending: counted now, once.
				$service->complete( (int) $existing['id'] );
				return (int) $existing['id'];
			}
		}
		try {
			// record() checks the reference again under the campaign's lock: two calls at once
			// (a retried webhook of the other plugin) record it once.
			$id = $service->record(
				array(
					'campaign_id'     => (int) ( $donation['campaign_id'] ?? 0 ),
					'team_id'         => (int) ( $donation['team_id'] ?? 0 ),
					'fundraiser_id'   => (int) ( $donation['fundraiser_id'] ?? 0 ),
					'donor_name'      => sanitize_text_field( (string) ( $donation['donor_name'] ?? '' ) ),
					'donor_email'     => sanitize_email( (string) ( $donation['donor_email'] ?? '' ) ),
					'is_anonymous'    => ! empty( $donation['is_anonymous'] ),
					'amount'          => (float) ( $donation['amount'] ?? 0 ),
					'frequency'       => (string) ( $donation['frequency'] ?? DonationService::FREQUENCY_ONCE ),
					'mode'            => DonationService::MODE_EXTERNAL,
					'gateway_payment' => $reference,
				)
			);
		} catch ( AlreadyRecorded $recorded ) {
			$id = $recorded->donation_id;
		}
		$service->complete( $id );
		return $id;
	}

	/**
	 * Takes a donation recorded by record_completed() out of the totals (refund, chargeback).
	 *
	 * @param string $reference The payment reference given to record_completed().
	 * @return bool False when no completed donation has this reference (nothing changes then).
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public static function refund( string $reference ): bool {
		$donation = '' === $reference ? null : ( new DonationRepository() )->find_by_payment( 'ext:' . $reference );
		if ( null === $donation || DonationRepository::STATUS_COMPLETED !== $donation['status'] ) {
			return false;
		}
		return ( new DonationService() )->refund( (int) $donation['id'] );
	}

	/**
	 * The stored reference: prefixed so it can never collide with a Stripe payment id.
	 *
	 * @param array<string, mixed> $donation Input.
	 */
	private static function reference( array $donation ): string {
		$reference = sanitize_text_field( (string) ( $donation['reference'] ?? '' ) );
		return '' === $reference ? '' : 'ext:' . substr( $reference, 0, 180 );
	}
}
