<?php
/**
 * The German (and any other) translations shipped in languages/.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress loads a plugin's translations itself, just in time, from the language packs that
 * WordPress.org serves (wp-content/languages/plugins/). The directory's review turns down
 * load_plugin_textdomain(), yet a site whose language has no pack yet must still get the .mo
 * files shipped in languages/ (de_DE). So, on `init` and whenever the locale is switched: when
 * no language pack of the locale is installed, the shipped file of the locale is loaded; when
 * one is, nothing is done here and WordPress loads the pack (it wins, as it did before).
 * Decision 0054.
 */
final class BundledTranslations {

	public const DOMAIN = 'p2p-fundraising';

	/** Hooks: early on init (before anything renders), and after switch_to_locale() / restore. */
	public static function register(): void {
		add_action( 'init', array( self::class, 'load' ), 1 );
		add_action( 'change_locale', array( self::class, 'load' ) );
	}

	/**
	 * Loads the shipped translation of $locale (the current one when not given), unless a
	 * language pack of it is installed.
	 *
	 * @param mixed $locale Locale from change_locale, or nothing on init.
	 * @return bool Whether a shipped file was loaded.
	 */
	public static function load( $locale = null ): bool {
		$locale = is_string( $locale ) && '' !== $locale ? $locale : determine_locale();
		if ( self::has_language_pack( $locale ) ) {
			return false;
		}
		$file = self::shipped_file( $locale );
		if ( ! is_readable( $file ) ) {
			return false;
		}
		return load_textdomain( self::DOMAIN, $file, $locale );
	}

	/**
	 * The shipped .mo of a locale (it may not exist).
	 *
	 * @param string $locale Locale.
	 */
	public static function shipped_file( string $locale ): string {
		return P2P_FUNDRAISING_DIR . 'languages/' . self::DOMAIN . '-' . $locale . '.mo';
	}

	/**
	 * Whether WordPress.org's language pack of $locale is installed (.mo, or the .l10n.php that
	 * WordPress 6.5+ prefers).
	 *
	 * @param string $locale Locale.
	 */
	private static function has_language_pack( string $locale ): bool {
		$base = WP_LANG_DIR . '/plugins/' . self::DOMAIN . '-' . $locale;
		return is_readable( $base . '.mo' ) || is_readable( $base . '.l10n.php' );
	}
}
