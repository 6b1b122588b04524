<?php
/**
 * Names and texts as typed, minus markup.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's sanitize_text_field() stores a lone "<" as "&lt;" (and "&", quotes after it as
 * entities), so the apps showed "&lt;" literally. These sanitisers strip tags, invalid UTF-8 and
 * control characters like WordPress does but keep the characters themselves: the database holds
 * what the person typed, and every output escapes it for its context (esc_html, JSON, CSV).
 */
final class PlainText {

	/** The story's excerpt marker, kept through sanitising. */
	public const MORE = '<!--more-->';

	/**
	 * Longest first or last name typed in a form: both, with the space between them, fit the 191
	 * characters of a stored fundraiser or donor name (a longer pair failed the insert).
	 */
	public const MAX_NAME_PART_LENGTH = 95;

	/**
	 * One line: tags stripped, whitespace collapsed, trimmed.
	 *
	 * @param mixed $value Typed value.
	 */
	public static function line( $value ): string {
		$text = self::strip( is_scalar( $value ) ? (string) $value : '' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * Several lines: tags stripped, line breaks kept (CRLF becomes LF), the more marker kept.
	 *
	 * @param mixed $value Typed value.
	 */
	public static function lines( $value ): string {
		$text  = str_replace( array( "\r\n", "\r" ), "\n", is_scalar( $value ) ? (string) $value : '' );
		$parts = array_map(
			static function ( string $part ): string {
				$part = self::strip( $part );
				// Spaces and tabs collapse within a line and go at its edges; the line breaks
				// themselves stay, also those around the more marker (the blank lines that make
				// it a paragraph of its own).
				$part = (string) preg_replace( '/[^\S\n]+/u', ' ', $part );
				return (string) preg_replace( '/^ | $/mu', '', $part );
			},
			explode( self::MORE, $text )
		);
		return trim( implode( self::MORE, $parts ) );
	}

	/**
	 * Decodes the entities that sanitize_text_field() used to write (1.2.0 migration): &lt; &gt;
	 * &amp; &quot; &#039;.
	 *
	 * @param string $stored Stored value.
	 */
	public static function decode_legacy( string $stored ): string {
		return htmlspecialchars_decode( $stored, ENT_QUOTES | ENT_HTML5 );
	}

	/**
	 * Passes of strip_once() before the cleaner gives up on keeping "<": each pass that changes
	 * the text removes a tag, so only text nested deeper than this (an attack, never typing)
	 * reaches the limit.
	 */
	private const MAX_PASSES = 8;

	/**
	 * Strips tags and control characters but no other character, again and again until a pass
	 * changes nothing: one pass turns `a<<b>b>` into `a<b>` (the inner tag goes, the outer "<"
	 * that did not open a tag before stays), so a single pass let tags hidden inside tags through
	 * (issue 23). Text still changing after MAX_PASSES loses every "<".
	 *
	 * @param string $text Text.
	 */
	private static function strip( string $text ): string {
		for ( $pass = 0; $pass < self::MAX_PASSES; $pass++ ) {
			$cleaned = self::strip_once( $text );
			if ( $cleaned === $text ) {
				return $cleaned;
			}
			$text = $cleaned;
		}
		return str_replace( '<', '', self::strip_once( $text ) );
	}

	/**
	 * One pass: tags and control characters stripped, every other character kept.
	 *
	 * @param string $text Text.
	 */
	private static function strip_once( string $text ): string {
		$text = wp_check_invalid_utf8( $text );
		// Escape every "&" first: then each entity below is one this method made, and decoding
		// them at the end gives back exactly what was typed.
		$text = str_replace( '&', '&amp;', $text );
		// A "<" that does not open a tag ("a < b") is escaped so that stripping keeps it.
		$text = wp_pre_kses_less_than( $text );
		// wp_strip_all_tags() without its trim(): the caller decides what whitespace goes.
		$text = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', $text );
		$text = strip_tags( $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.strip_tags_strip_tags -- wp_strip_all_tags() trims the result, which would drop the blank lines around the more marker (its script/style removal is the line above).
		$text = htmlspecialchars_decode( $text, ENT_QUOTES | ENT_HTML5 );
		// Control characters other than line breaks and tabs never belong in a name or a story; nor
		// do the C1 controls, the invisible ones (soft hyphen, Mongolian vowel separator, zero-width
		// space, word joiner, invisible operators, byte-order mark) and the bidi embeddings,
		// overrides and isolates, with which a name reads backwards, turns the text after it around
		// in lists and e-mail subjects, or hides characters in it. The joiners that scripts and emoji
		// need (U+200C, U+200D), the direction marks and the tag characters of flag emoji stay, so
		// two names can still look alike: moderation, not this filter, tells people apart.
		return (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\x{80}-\x{9F}\x{AD}\x{180E}\x{200B}\x{2060}-\x{2064}\x{FEFF}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u', '', $text );
	}
}
