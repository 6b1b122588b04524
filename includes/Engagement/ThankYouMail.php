<?php
/**
 * A fundraiser's personal thank-you to a donor.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Sent from the site's own address (wp_mail's From) with Reply-To the fundraiser, so the donor can
 * answer them directly while the fundraiser never learns the donor's address. The subject is fixed
 * text with the fundraiser's name on one line; the message is the fundraiser's plain text; the
 * footer carries the link that stops every fundraiser-written e-mail to the address (DonorOptOut).
 * Test-mode gifts are never mailed (MyDonorsController records the thank-you without sending).
 */
final class ThankYouMail {

	/** Placeholder in the message replaced by the donor's first name. */
	public const DONOR_PLACEHOLDER = '{donor_name}';

	/**
	 * Sends one thank-you.
	 *
	 * @param array<string, mixed> $donation   Donation row (donor_email, donor_name, amount).
	 * @param array<string, mixed> $fundraiser Fundraiser row (name).
	 * @param array<string, mixed> $campaign   Campaign row (title).
	 * @param \WP_User             $sender     The fundraiser's account (Reply-To).
	 * @param string               $message    What the fundraiser wrote.
	 */
	public static function send( array $donation, array $fundraiser, array $campaign, \WP_User $sender, string $message ): bool {
		$name    = Text::one_line( (string) $fundraiser['name'] );
		$subject = sprintf(
			/* translators: %s: fundraiser's name. */
			__( 'A thank-you from %s', 'p2p-fundraising' ),
			$name
		);
		$leave   = Unsubscribe::donor_url( (int) $donation['id'], Unsubscribe::DONOR_THANKS );
		$body    = str_replace( self::DONOR_PLACEHOLDER, self::first_name( $donation ), $message )
			. "\n\n-- \n"
			. sprintf(
				/* translators: 1: amount, 2: fundraiser's name, 3: campaign title, 4: site name. */
				__( 'You gave %1$s to %2$s for "%3$s" on %4$s. Reply to this e-mail to write to %2$s.', 'p2p-fundraising' ),
				Settings::format_money( (float) $donation['amount'] ),
				$name,
				Text::one_line( (string) $campaign['title'] ),
				Text::site_name()
			)
			. "\n" . sprintf(
				/* translators: %s: unsubscribe link. */
				__( 'To receive no more e-mails from fundraisers on this site, open: %s', 'p2p-fundraising' ),
				$leave
			);
		$headers = array(
			'Content-Type: text/plain; charset=UTF-8',
			'List-Unsubscribe: <' . esc_url_raw( $leave ) . '>',
			'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
		);
		if ( is_email( $sender->user_email ) ) {
			$headers[] = 'Reply-To: ' . Text::address_name( $name ) . ' <' . $sender->user_email . '>';
		}
		return (bool) wp_mail( (string) $donation['donor_email'], $subject, $body, $headers );
	}

	/**
	 * The donor's first name, or "friend" when they gave none.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 */
	private static function first_name( array $donation ): string {
		$parts = preg_split( '/\s+/u', trim( (string) $donation['donor_name'] ) );
		$first = is_array( $parts ) ? (string) $parts[0] : '';
		return '' === $first ? __( 'friend', 'p2p-fundraising' ) : Text::one_line( $first );
	}
}
