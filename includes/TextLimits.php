<?php
/**
 * How long each free text may be.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One list of the longest text each field takes, in characters of the stored (cleaned) text
 * (docs/security.md, "Text lengths"). The REST routes declare it as the parameter's `maxLength` and
 * refuse a longer value with 400 `rest_invalid_param` and a field message, before anything is
 * cleaned or stored; the apps read the same numbers (boot settings `textLimits`) for their
 * `maxlength` and counters. The filter `p2p_fundraising_text_limit` changes one.
 */
final class TextLimits {

	/** A fundraiser's or a team's story. */
	public const STORY = 'story';
	/** A campaign's story (long description). */
	public const CAMPAIGN_STORY = 'campaign_story';
	/** A campaign's short description. */
	public const SUMMARY = 'summary';
	/** The story placeholders of a campaign. */
	public const PLACEHOLDER = 'placeholder';
	/** An update on a fundraiser or team page. */
	public const UPDATE = 'update';
	/** A thank-you, or a captain's message to the team. */
	public const MESSAGE = 'message';
	/** The subject of a captain's message. */
	public const SUBJECT = 'subject';
	/** The addresses typed into an invitation box. */
	public const INVITATIONS = 'invitations';
	/** A name or title of one line (team, fundraiser, sponsor, donor...). */
	public const NAME = 'name';
	/** A sign-in handle (user name or e-mail address). */
	public const HANDLE = 'handle';
	/** The impact line of a suggested amount ("$50 gives a family clean water for a year"). */
	public const IMPACT = 'impact';
	/** A campaign's registration waiver (decision 0097). */
	public const WAIVER = 'waiver';
	/** A campaign's own activity unit ("laps"); its column holds 40 characters. */
	public const ACTIVITY_LABEL = 'activity_label';
	/** The note of an activity entry ("Parkrun with Anna"); its column holds 255 characters. */
	public const ACTIVITY_NOTE = 'activity_note';

	/** Field => characters. */
	private const DEFAULTS = array(
		self::STORY          => 10000,
		self::CAMPAIGN_STORY => 20000,
		self::SUMMARY        => 1000,
		self::PLACEHOLDER    => 2000,
		self::UPDATE         => 5000,
		self::MESSAGE        => 2000,
		self::SUBJECT        => 150,
		self::INVITATIONS    => 5000,
		self::NAME           => 191,
		self::HANDLE         => 254,
		self::IMPACT         => 150,
		self::WAIVER         => 10000,
		self::ACTIVITY_LABEL => 40,
		self::ACTIVITY_NOTE  => 200,
	);

	/** Fields whose database column caps what the filter may allow: characters. */
	private const COLUMN_CAPS = array(
		self::ACTIVITY_LABEL => 40,
		self::ACTIVITY_NOTE  => 255,
	);

	/**
	 * The limit of one field.
	 *
	 * @param string $field One of the constants.
	 */
	public static function max( string $field ): int {
		$default = self::DEFAULTS[ $field ] ?? self::DEFAULTS[ self::NAME ];
		/**
		 * Filters the longest text a field takes (characters). Names stay within the 191 characters
		 * their database columns hold whatever this returns.
		 *
		 * @param int    $limit Characters.
		 * @param string $field story, campaign_story, summary, placeholder, update, message, subject,
		 *                      invitations, name, handle, impact, waiver, activity_label or activity_note.
		 */
		$limit = (int) apply_filters( 'p2p_fundraising_text_limit', $default, $field );
		if ( in_array( $field, array( self::NAME, self::HANDLE ), true ) ) {
			$limit = min( $limit, $default );
		}
		if ( isset( self::COLUMN_CAPS[ $field ] ) ) {
			$limit = min( $limit, self::COLUMN_CAPS[ $field ] );
		}
		return max( 1, $limit );
	}

	/**
	 * Every limit, for the apps (boot settings `textLimits`).
	 *
	 * @return array<string, int>
	 */
	public static function all(): array {
		$limits = array();
		foreach ( array_keys( self::DEFAULTS ) as $field ) {
			$limits[ $field ] = self::max( $field );
		}
		return $limits;
	}

	/**
	 * A REST parameter's validate_callback for a text of at most max( $field ) characters once
	 * cleaned by $clean: true, or a WP_Error whose message names the limit (WordPress collects it
	 * under data.params, Rest\Errors makes it the message). A body far beyond the limit is refused
	 * by its byte length, without cleaning megabytes first.
	 *
	 * @param string   $field One of the constants.
	 * @param callable $clean The parameter's sanitiser (PlainText::line or ::lines).
	 */
	public static function validator( string $field, callable $clean ): callable {
		return static function ( $value, $request = null, $param = '' ) use ( $field, $clean ) {
			if ( null === $value ) {
				return true; // The sanitiser turns it into ''; the handler asks for a value when one is needed.
			}
			if ( ! is_scalar( $value ) ) {
				return $request instanceof \WP_REST_Request ? rest_validate_request_arg( $value, $request, (string) $param ) : true; // An array is not a text: the schema's type answers.
			}
			$max  = self::max( $field );
			$text = (string) $value;
			// Four bytes a character at most, plus room for markup the cleaner would strip.
			if ( strlen( $text ) > 8 * $max ) {
				return self::too_long( $max );
			}
			$length = mb_strlen( $text, 'UTF-8' ) <= $max ? 0 : mb_strlen( (string) $clean( $text ), 'UTF-8' );
			return $length > $max ? self::too_long( $max ) : true;
		};
	}

	/**
	 * The message of a text over its limit.
	 *
	 * @param int $max Characters.
	 */
	public static function message( int $max ): string {
		return sprintf(
			/* translators: %s: maximum number of characters, formatted (e.g. 10,000). */
			__( 'Please shorten this to at most %s characters.', 'p2p-fundraising' ),
			number_format_i18n( $max )
		);
	}

	/**
	 * 400 rest_invalid_param for one field over its limit.
	 *
	 * @param int $max Characters.
	 */
	private static function too_long( int $max ): WP_Error {
		return new WP_Error( 'rest_invalid_param', self::message( $max ), array( 'status' => 400 ) );
	}
}
