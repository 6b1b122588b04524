<?php
/**
 * Words of support: the message a donor leaves with a gift.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Donations;

use P2PFundraising\PlainText;
use P2PFundraising\TextLimits;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for the message wherever it is typed (the donation form, an offline gift recorded in
 * wp-admin): plain text with its line breaks, at most max_length() characters of the cleaned text.
 * The message is shown under the donor's name, or under "Anonymous": asking to stay anonymous
 * hides who gave, never what they wrote (decision 0074). An administrator can hide it.
 */
final class DonationMessage {

	/** Longest message, in characters: the project's limit of a message (TextLimits::MESSAGE). */
	public static function max_length(): int {
		return TextLimits::max( TextLimits::MESSAGE );
	}

	/**
	 * The message as stored: tags and control characters gone, line breaks kept, no spaces at line
	 * ends, at most one empty line in a row (paragraphs, not a wall of blank lines).
	 *
	 * @param mixed $typed What was typed.
	 */
	public static function clean( $typed ): string {
		$text = (string) preg_replace( '/[^\S\n]+\n/u', "\n", PlainText::lines( $typed ) );
		return (string) preg_replace( "/\n{3,}/", "\n\n", $text );
	}

	/**
	 * The field's error, or null when the cleaned message fits.
	 *
	 * @param string $message Cleaned message.
	 */
	public static function error( string $message ): ?string {
		if ( mb_strlen( $message ) <= self::max_length() ) {
			return null;
		}
		return sprintf(
			/* translators: 1: maximum number of characters, 2: number typed. */
			__( 'Please shorten your message to %1$d characters (it has %2$d).', 'p2p-fundraising' ),
			self::max_length(),
			mb_strlen( $message )
		);
	}

	/**
	 * What the public sees of a stored donation's message: '' when it is hidden or there is none.
	 *
	 * @param array<string, mixed> $donation Row with message and message_hidden.
	 */
	public static function shown( array $donation ): string {
		if ( ! empty( $donation['message_hidden'] ) ) {
			return '';
		}
		return (string) ( $donation['message'] ?? '' );
	}
}
