<?php
/**
 * Donor receipts.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\ReceiptRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Every donor's gift that completes gets a receipt (decision 0060): in test mode at once (saying
 * that no money moved), an offline pledge when an administrator confirms the payment arrived, a
 * Stripe gift when its payment is confirmed, and each monthly renewal on its own. Completing
 * issues the receipt's number and queues its e-mail (decision 0030); the thank-you view shows
 * the same details. A sponsor's match is no donor's gift, and gifts recorded by another payment
 * plugin get that plugin's receipt: neither gets one here.
 */
final class Receipt {

	/** Seconds before an administrator can send the same receipt again (decision 0082). */
	public const RESEND_INTERVAL = 600;

	/** Issues receipts when donations complete. */
	public static function register(): void {
		add_action( 'p2p_fundraising_donation_completed', array( self::class, 'issue' ) );
	}

	/**
	 * "P2P-000042", or "TEST-P2P-000042" for a test-mode gift.
	 *
	 * @param array{id: int, is_test: bool} $receipt Receipt row.
	 */
	public static function number( array $receipt ): string {
		return ( $receipt['is_test'] ? 'TEST-' : '' ) . 'P2P-' . str_pad( (string) $receipt['id'], 6, '0', STR_PAD_LEFT );
	}

	/**
	 * Whether this donation gets a receipt at all (a donor's gift in one of the site's own modes).
	 *
	 * @param array<string, mixed> $donation Donation row.
	 */
	public static function is_receipted( array $donation ): bool {
		return DonationRepository::KIND_MATCH !== ( $donation['kind'] ?? DonationRepository::KIND_GIFT )
			&& in_array( (string) ( $donation['mode'] ?? '' ), Settings::PAYMENT_MODES, true );
	}

	/**
	 * Whether a receipt e-mail goes (or will go, once the gift completes) to this donation's donor.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 */
	public static function will_be_mailed( array $donation ): bool {
		return self::is_receipted( $donation )
			&& self::can_mail( (string) $donation['donor_email'] )
			&& EmailTemplates::get( EmailTemplates::DONOR_RECEIPT )['enabled'];
	}

	/**
	 * Whether an address can receive a receipt (an erased donor's stand-in cannot).
	 *
	 * @param string $email Address.
	 */
	public static function can_mail( string $email ): bool {
		return is_email( $email ) && '.invalid' !== strtolower( substr( $email, -8 ) );
	}

	/**
	 * A completed donation's receipt: its number is issued (once, however often this runs) and its
	 * e-mail queued. A failure is logged and never breaks the donation.
	 *
	 * @param mixed $donation The donation row.
	 */
	public static function issue( $donation ): void {
		if ( ! is_array( $donation ) || ! self::is_receipted( $donation ) ) {
			return;
		}
		try {
			$receipt = ( new ReceiptRepository() )->issue( (int) $donation['id'], Settings::PAYMENT_MODE_TEST === $donation['mode'], current_time( 'mysql', true ) );
			if ( self::will_be_mailed( $donation ) ) {
				MailQueue::enqueue_donor_receipt( (int) $donation['id'], $receipt['id'] );
			}
		} catch ( \RuntimeException $exception ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the receipt could not be issued; the donation stands.
			error_log( 'P2P Fundraising: could not issue a receipt: ' . $exception->getMessage() );
		}
	}

	/**
	 * An administrator sends a completed gift's receipt again (the donor lost it, decision 0082):
	 * the same number (issued now if the gift completed before receipts existed), queued as the first
	 * one was, recorded on the receipt, at most once per RESEND_INTERVAL. Returns 'queued', or why not:
	 * 'not_receipted' (a match, another plugin's gift, not completed), 'no_address' (erased or none),
	 * 'disabled' (receipt e-mails are switched off), 'throttled'.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 * @throws \RuntimeException When the database refuses it.
	 */
	public static function resend( array $donation ): string {
		if ( ! self::is_receipted( $donation ) || DonationRepository::STATUS_COMPLETED !== $donation['status'] ) {
			return 'not_receipted';
		}
		if ( ! self::can_mail( (string) $donation['donor_email'] ) ) {
			return 'no_address';
		}
		if ( ! EmailTemplates::get( EmailTemplates::DONOR_RECEIPT )['enabled'] ) {
			return 'disabled';
		}
		$receipts = new ReceiptRepository();
		$now      = time();
		$receipt  = $receipts->issue( (int) $donation['id'], Settings::PAYMENT_MODE_TEST === $donation['mode'], gmdate( 'Y-m-d H:i:s', $now ) );
		if ( ! $receipts->mark_resent( (int) $donation['id'], gmdate( 'Y-m-d H:i:s', $now ), gmdate( 'Y-m-d H:i:s', $now - self::RESEND_INTERVAL ) ) ) {
			return 'throttled';
		}
		MailQueue::enqueue_donor_receipt( (int) $donation['id'], $receipt['id'] );
		return 'queued';
	}

	/**
	 * The receipt's lines: label => value, in order (the number once it is issued).
	 *
	 * @param array<string, mixed> $donation Donation row.
	 * @return array<string, string>
	 */
	public static function details( array $donation ): array {
		$receipt = ( new ReceiptRepository() )->find_by_donation( (int) $donation['id'] );
		$details = array();
		if ( null !== $receipt ) {
			$details[ __( 'Receipt number', 'p2p-fundraising' ) ] = self::number( $receipt );
		}
		return $details + array(
			__( 'Amount', 'p2p-fundraising' )    => self::amount( $donation ),
			__( 'Date', 'p2p-fundraising' )      => self::date( $donation ),
			__( 'Supported', 'p2p-fundraising' ) => self::supported( $donation ),
		);
	}

	/**
	 * "$40", or "$12 (monthly gift)".
	 *
	 * @param array<string, mixed> $donation Donation row.
	 */
	public static function amount( array $donation ): string {
		return Settings::format_money( (float) $donation['amount'] )
			. ( DonationService::FREQUENCY_MONTHLY === ( $donation['frequency'] ?? '' ) ? ' ' . __( '(monthly gift)', 'p2p-fundraising' ) : '' );
	}

	/**
	 * The day the gift was received (completed), in the site's date format and language.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 */
	public static function date( array $donation ): string {
		$date = (string) ( $donation['completed_at'] ?? '' );
		$date = '' === $date ? (string) $donation['created_at'] : $date;
		$time = strtotime( $date . ' UTC' );
		return (string) wp_date( (string) get_option( 'date_format', 'F j, Y' ), false === $time ? null : $time );
	}

	/**
	 * "Blue Wave Runners – Run for Clean Water": the fundraiser or team, then the campaign.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 */
	public static function supported( array $donation ): string {
		$campaign = ( new CampaignRepository() )->find( (int) $donation['campaign_id'] );
		$names    = array();
		if ( (int) $donation['fundraiser_id'] > 0 ) {
			$names[] = (string) ( ( new FundraiserRepository() )->find( (int) $donation['fundraiser_id'] )['name'] ?? '' );
		} elseif ( (int) $donation['team_id'] > 0 ) {
			$names[] = (string) ( ( new TeamRepository() )->find( (int) $donation['team_id'] )['name'] ?? '' );
		}
		$names[] = (string) ( $campaign['title'] ?? '' );
		return implode( ' – ', array_filter( $names ) );
	}
}
