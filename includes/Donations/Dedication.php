<?php
/**
 * Dedications: a gift in honour or in memory of someone.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Donations;

use P2PFundraising\PlainText;
use P2PFundraising\TextLimits;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for a dedication wherever it is typed: its kind ("In honour of" / "In memory of"), the
 * name it is dedicated to, and, optionally, the person the donor wants told (a name and an
 * address), who gets one e-mail about the gift (DedicationMail). Names are one plain line of at
 * most TextLimits::NAME characters. An anonymous gift keeps its dedication (it names the honoree,
 * not the donor); an administrator who hides a gift's message hides its dedication too: hiding
 * covers everything the donor wrote (decision 0077).
 */
final class Dedication {

	public const HONOUR = 'honour';
	public const MEMORY = 'memory';

	/** The kinds a dedication has. */
	public const TYPES = array( self::HONOUR, self::MEMORY );

	/** The form's and the row's fields of a dedication. */
	public const FIELDS = array( 'dedication_type', 'dedication_name', 'notify_name', 'notify_email' );

	/**
	 * The dedication's values as typed, cleaned: a known kind or '', names as one plain line, the
	 * address trimmed and lower-cased.
	 *
	 * @param array<string, mixed> $typed Fields as posted.
	 * @return array{dedication_type: string, dedication_name: string, notify_name: string, notify_email: string}
	 */
	public static function clean( array $typed ): array {
		$line = static function ( string $key ) use ( $typed ): string {
			// A longer value fails its length check anyway, so only its start is cleaned.
			return isset( $typed[ $key ] ) && is_scalar( $typed[ $key ] ) ? PlainText::line( mb_substr( (string) $typed[ $key ], 0, 1000, 'UTF-8' ) ) : '';
		};
		$type = $line( 'dedication_type' );
		return array(
			'dedication_type' => in_array( $type, self::TYPES, true ) ? $type : '',
			'dedication_name' => $line( 'dedication_name' ),
			'notify_name'     => $line( 'notify_name' ),
			'notify_email'    => strtolower( $line( 'notify_email' ) ),
		);
	}

	/**
	 * Field errors of a cleaned dedication, keyed by field; [] when it is valid (also when empty).
	 *
	 * @param array<string, string> $values From clean().
	 * @return array<string, string>
	 */
	public static function errors( array $values ): array {
		$errors   = array();
		$max      = TextLimits::max( TextLimits::NAME );
		$notify   = '' !== $values['notify_name'] || '' !== $values['notify_email'];
		$too_long = static function ( string $text ) use ( $max ): bool {
			return mb_strlen( $text, 'UTF-8' ) > $max;
		};
		if ( '' === $values['dedication_type'] && '' !== $values['dedication_name'] ) {
			$errors['dedication_type'] = __( 'Choose “In honour of” or “In memory of” for the name you entered.', 'p2p-fundraising' );
		}
		if ( '' === $values['dedication_name'] && ( '' !== $values['dedication_type'] || $notify ) ) {
			$errors['dedication_name'] = __( 'Enter the name of the person you dedicate your gift to.', 'p2p-fundraising' );
		} elseif ( $too_long( $values['dedication_name'] ) ) {
			$errors['dedication_name'] = TextLimits::message( $max );
		}
		if ( '' === $values['notify_name'] && '' !== $values['notify_email'] ) {
			$errors['notify_name'] = __( 'Enter the name of the person we should tell.', 'p2p-fundraising' );
		} elseif ( $too_long( $values['notify_name'] ) ) {
			$errors['notify_name'] = TextLimits::message( $max );
		}
		if ( '' === $values['notify_email'] && '' !== $values['notify_name'] ) {
			$errors['notify_email'] = __( 'Enter their e-mail address, or leave both fields empty.', 'p2p-fundraising' );
		} elseif ( '' !== $values['notify_email'] && ( ! is_email( $values['notify_email'] ) || strlen( $values['notify_email'] ) > 191 ) ) {
			$errors['notify_email'] = __( 'Enter a valid e-mail address, e.g. name@example.com.', 'p2p-fundraising' );
		}
		return $errors;
	}

	/**
	 * "In honour of Jane Doe" / "In memory of Jane Doe", or '' without a dedication.
	 *
	 * @param string $type Kind.
	 * @param string $name Name.
	 */
	public static function label( string $type, string $name ): string {
		if ( '' === $name || ! in_array( $type, self::TYPES, true ) ) {
			return '';
		}
		return sprintf(
			self::HONOUR === $type
				/* translators: %s: the name of the person a gift is dedicated to. */
				? __( 'In honour of %s', 'p2p-fundraising' )
				/* translators: %s: the name of the person a gift is dedicated to (who has died). */
				: __( 'In memory of %s', 'p2p-fundraising' ),
			$name
		);
	}

	/**
	 * The same in the middle of a sentence: "in honour of Jane Doe".
	 *
	 * @param string $type Kind.
	 * @param string $name Name.
	 */
	public static function phrase( string $type, string $name ): string {
		if ( '' === $name || ! in_array( $type, self::TYPES, true ) ) {
			return '';
		}
		return sprintf(
			self::HONOUR === $type
				/* translators: %s: the name of the person a gift is dedicated to, in the middle of a sentence. */
				? __( 'in honour of %s', 'p2p-fundraising' )
				/* translators: %s: the name of the person a gift is dedicated to (who has died), in the middle of a sentence. */
				: __( 'in memory of %s', 'p2p-fundraising' ),
			$name
		);
	}

	/**
	 * What the public sees of a stored donation's dedication: '' for both when an administrator hid
	 * the donor's words or there is none.
	 *
	 * @param array<string, mixed> $donation Row with dedication_type, dedication_name, message_hidden.
	 * @return array{type: string, name: string}
	 */
	public static function shown( array $donation ): array {
		if ( ! empty( $donation['message_hidden'] ) || '' === (string) ( $donation['dedication_name'] ?? '' ) ) {
			return array(
				'type' => '',
				'name' => '',
			);
		}
		return array(
			'type' => (string) ( $donation['dedication_type'] ?? '' ),
			'name' => (string) $donation['dedication_name'],
		);
	}

	/** The consent text beside the notify address (the form) and in the e-mail's footer. */
	public static function consent_text(): string {
		return __( 'We will send one e-mail to this address to tell them about your gift, with your name and message but not the amount, and nothing else. We do not add it to any list.', 'p2p-fundraising' );
	}
}
