<?php
/**
 * The donor receipt e-mail.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Database\ReceiptRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Payments\Receipt;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Fills the administrator's receipt template for one donation and sends it to the donor only
 * (an anonymous gift too: anonymity is about the public pages). A receipt is a record of a
 * payment, so it goes for every gift; its footer still carries the link that stops every e-mail
 * fundraisers write to the address (DonorOptOut), as every automatic mail to a donor does. What
 * the administrator cannot remove is added around the text: that a test-mode gift moved no money,
 * that a monthly gift is receipted each month, and that link (decision 0060).
 */
final class ReceiptMail {

	/**
	 * Sends the queued receipt of a donation.
	 *
	 * @param array<string, mixed> $payload donation_id, receipt_id.
	 * @return string MailQueueRepository status: sent, skipped or failed.
	 */
	public static function send( array $payload ): string {
		$template = EmailTemplates::get( EmailTemplates::DONOR_RECEIPT );
		$donation = ( new DonationRepository() )->find( (int) ( $payload['donation_id'] ?? 0 ) );
		// Refunded or erased meanwhile: no receipt for a gift that no longer stands or no one to send it to.
		if ( ! $template['enabled'] || null === $donation || DonationRepository::STATUS_COMPLETED !== $donation['status'] || ! Receipt::can_mail( (string) $donation['donor_email'] ) ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		$receipt = ( new ReceiptRepository() )->find_by_donation( (int) $donation['id'] );
		if ( null === $receipt ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		$mail = self::compose( $template, self::values( $donation, $receipt ), $receipt['is_test'], DonationService::FREQUENCY_MONTHLY === $donation['frequency'], Unsubscribe::donor_url( (int) $donation['id'], Unsubscribe::DONOR_THANKS ) );
		return wp_mail( (string) $donation['donor_email'], $mail['subject'], $mail['body'], $mail['headers'] )
			? MailQueueRepository::STATUS_SENT
			: MailQueueRepository::STATUS_FAILED;
	}

	/**
	 * Subject, body and headers of the receipt.
	 *
	 * @param array{subject: string, body: string} $template   Template.
	 * @param array<string, string>                $values     Placeholder values.
	 * @param bool                                 $is_test    Whether no money moved.
	 * @param bool                                 $is_monthly Whether the gift repeats every month.
	 * @param string                               $leave      The donor's link that stops fundraisers' e-mails.
	 * @return array{subject: string, body: string, headers: string[]}
	 */
	public static function compose( array $template, array $values, bool $is_test, bool $is_monthly, string $leave ): array {
		$subject = Text::one_line( EmailTemplates::fill( $template['subject'], $values ) );
		$body    = EmailTemplates::fill( $template['body'], $values );
		if ( $is_monthly ) {
			$body .= "\n\n" . __( 'This is a monthly gift: you will receive a receipt each month. Contact us to change or stop it.', 'p2p-fundraising' );
		}
		if ( $is_test ) {
			/* translators: %s: the receipt's subject. */
			$subject = sprintf( __( '[TEST] %s', 'p2p-fundraising' ), $subject );
			$body    = __( 'TEST RECEIPT: this donation was made while the site was in test mode. No money moved, and this is not a receipt for tax purposes.', 'p2p-fundraising' ) . "\n\n" . $body;
		}
		$body .= "\n\n-- \n" . sprintf(
			/* translators: %s: unsubscribe link. */
			__( 'A receipt is sent for every gift. To receive no more e-mails from fundraisers on this site (thank-yous and updates), open: %s', 'p2p-fundraising' ),
			$leave
		);
		return array(
			'subject' => $subject,
			// An empty placeholder (no tax wording) leaves no run of blank lines behind.
			'body'    => trim( (string) preg_replace( "/\n{3,}/", "\n\n", $body ) ),
			'headers' => array(
				'Content-Type: text/plain; charset=UTF-8',
				'List-Unsubscribe: <' . esc_url_raw( $leave ) . '>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			),
		);
	}

	/**
	 * The placeholder values of a donation's receipt.
	 *
	 * @param array<string, mixed>           $donation Donation row.
	 * @param array{id: int, is_test: bool} $receipt  Its receipt.
	 * @return array<string, string>
	 */
	public static function values( array $donation, array $receipt ): array {
		$campaign = ( new CampaignRepository() )->find( (int) $donation['campaign_id'] );
		$slug     = (string) ( $campaign['slug'] ?? '' );
		$page     = Urls::given_to( $slug, $donation );
		$name     = Text::one_line( (string) $donation['donor_name'] );
		return array(
			/* translators: stands for the name of a donor who gave none, in the receipt's greeting "Dear {donor_name},". */
			'donor_name'     => '' !== $name ? $name : __( 'donor', 'p2p-fundraising' ),
			'amount'         => Receipt::amount( $donation ),
			'date'           => Receipt::date( $donation ),
			'receipt_number' => Receipt::number( $receipt ),
			'organisation'   => EmailTemplates::organisation(),
			'tax_text'       => EmailTemplates::tax_text(),
			'supported'      => Receipt::supported( $donation ),
			'campaign_title' => Text::one_line( (string) ( $campaign['title'] ?? '' ) ),
			'page_url'       => $page,
			'site_name'      => Text::site_name(),
		);
	}
}
