<?php
/**
 * The one e-mail to the person a dedication names.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Donations\DonationMessage;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Payments\Receipt;

defined( 'ABSPATH' ) || exit;

/**
 * A donor who dedicates a gift may name someone to tell (the honoree, or their family). That
 * person gets ONE e-mail once the gift has completed (test mode at once, an offline pledge when it
 * is confirmed, a Stripe gift when it is paid): who gave ("Someone" when the gift is anonymous),
 * the dedication and the donor's message, never the amount, with the consent the donor was shown
 * (decision 0078). Once: completing claims donations.notified_at, so a retried webhook or a second
 * server queues nothing more, and the queue sends each row once. At sending time the gift must
 * still stand and its words must not be hidden; otherwise the e-mail is skipped.
 */
final class DedicationMail {

	/** Queues the e-mail when a donation completes. */
	public static function register(): void {
		add_action( 'p2p_fundraising_donation_completed', array( self::class, 'queue' ) );
	}

	/**
	 * Queues the e-mail of a completed dedicated gift, once. A failure is logged and never breaks
	 * the donation.
	 *
	 * @param mixed $donation The donation row.
	 */
	public static function queue( $donation ): void {
		if ( ! is_array( $donation ) || '' === (string) ( $donation['notify_email'] ?? '' ) || ! EmailTemplates::get( EmailTemplates::DEDICATION_NOTICE )['enabled'] ) {
			return;
		}
		try {
			if ( ( new DonationRepository() )->claim_dedication_notice( (int) $donation['id'], current_time( 'mysql', true ) ) ) {
				MailQueue::enqueue_dedication_notice( (int) $donation['id'] );
			}
		} catch ( \RuntimeException $exception ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the notice could not be queued; the donation stands.
			error_log( 'P2P Fundraising: could not queue a dedication e-mail: ' . $exception->getMessage() );
		}
	}

	/**
	 * Sends the queued e-mail of a dedication.
	 *
	 * @param array<string, mixed> $payload donation_id.
	 * @return string MailQueueRepository status: sent, skipped or failed.
	 */
	public static function send( array $payload ): string {
		$template = EmailTemplates::get( EmailTemplates::DEDICATION_NOTICE );
		$donation = ( new DonationRepository() )->find( (int) ( $payload['donation_id'] ?? 0 ) );
		// Refunded, erased or hidden meanwhile: nothing to tell, or no one to tell it to.
		if ( ! $template['enabled'] || null === $donation || DonationRepository::STATUS_COMPLETED !== $donation['status'] || ! empty( $donation['message_hidden'] ) || ! Receipt::can_mail( (string) ( $donation['notify_email'] ?? '' ) ) ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		$values = self::values( $donation );
		if ( '' === $values['dedication'] ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		$mail = self::compose( $template, $values );
		return wp_mail( (string) $donation['notify_email'], $mail['subject'], $mail['body'], $mail['headers'] )
			? MailQueueRepository::STATUS_SENT
			: MailQueueRepository::STATUS_FAILED;
	}

	/**
	 * Subject, body and headers: the template filled, then the consent the donor was shown, which
	 * the administrator cannot remove (why this person got the e-mail, and that no more follow).
	 *
	 * @param array{subject: string, body: string} $template Template.
	 * @param array<string, string>                $values   Placeholder values.
	 * @return array{subject: string, body: string, headers: string[]}
	 */
	public static function compose( array $template, array $values ): array {
		$body = EmailTemplates::fill( $template['body'], $values )
			. "\n\n-- \n" . sprintf(
				/* translators: %s: the donor's name, or "Someone". */
				__( '%s gave us your address for this one e-mail about their gift. We will not write to you again about it and have not added your address to any list.', 'p2p-fundraising' ),
				$values['donor_name']
			);
		return array(
			'subject' => Text::one_line( EmailTemplates::fill( $template['subject'], $values ) ),
			// An empty message leaves no run of blank lines behind.
			'body'    => trim( (string) preg_replace( "/\n{3,}/", "\n\n", $body ) ),
			'headers' => array( 'Content-Type: text/plain; charset=UTF-8' ),
		);
	}

	/**
	 * The placeholder values of a dedicated gift. There is no amount among them, on purpose.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 * @return array<string, string>
	 */
	public static function values( array $donation ): array {
		$campaign = ( new CampaignRepository() )->find( (int) $donation['campaign_id'] );
		$slug     = (string) ( $campaign['slug'] ?? '' );
		$page     = Urls::given_to( $slug, $donation );
		$name     = Text::one_line( (string) $donation['donor_name'] );
		$shown    = Dedication::shown( $donation );
		$message  = DonationMessage::shown( $donation );
		return array(
			'notify_name'    => Text::one_line( (string) ( $donation['notify_name'] ?? '' ) ),
			/* translators: stands for the donor of an anonymous gift in the e-mail to the person a gift is dedicated to ("Someone made a gift in memory of …"). */
			'donor_name'     => ! empty( $donation['is_anonymous'] ) || '' === $name ? __( 'Someone', 'p2p-fundraising' ) : $name,
			'dedication'     => Text::one_line( Dedication::phrase( $shown['type'], $shown['name'] ) ),
			'donor_message'  => '' === $message ? '' : __( 'Their message:', 'p2p-fundraising' ) . "\n" . $message,
			'supported'      => Receipt::supported( $donation ),
			'campaign_title' => Text::one_line( (string) ( $campaign['title'] ?? '' ) ),
			'page_url'       => $page,
			'organisation'   => EmailTemplates::organisation(),
			'site_name'      => Text::site_name(),
		);
	}
}
