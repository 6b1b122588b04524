<?php
/**
 * Small text helpers of the engagement e-mails.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

defined( 'ABSPATH' ) || exit;

/**
 * Names that go into subjects and headers stay on one short line, so that nothing a fundraiser
 * typed can add header lines or a paragraph of its own.
 */
final class Text {

	/**
	 * Text on one line, at most 100 characters.
	 *
	 * @param string $text Text.
	 */
	public static function one_line( string $text ): string {
		$line = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( $text ) ) );
		return mb_strlen( $line ) > 100 ? mb_substr( $line, 0, 99 ) . '…' : $line;
	}

	/**
	 * A display name safe inside an address header ("Name" <address>). wp_mail() splits Reply-To,
	 * Cc and Bcc on every comma before it reads quotes, so a name with a comma could add an
	 * address of its own ("Rhea, reply.hijack@evil.example,"); the characters that separate or
	 * delimit addresses (`,` `;` `<` `>` `"`) and the backslash are dropped, not escaped.
	 *
	 * @param string $name Name.
	 */
	public static function address_name( string $name ): string {
		$name = str_replace( array( ',', ';', '"', '\\', '<', '>', "\r", "\n" ), ' ', self::one_line( $name ) );
		return '"' . trim( (string) preg_replace( '/\s+/u', ' ', $name ) ) . '"';
	}

	/** The site's name as plain text. */
	public static function site_name(): string {
		return html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' );
	}
}
