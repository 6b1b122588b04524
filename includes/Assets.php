<?php
/**
 * Enqueues a bundle built by @wordpress/scripts.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

defined( 'ABSPATH' ) || exit;

/**
 * Reads build/<entry>.asset.php for the dependency list and version (so WordPress's own React
 * and packages are used, and caches bust on every build) and enqueues the script and its CSS.
 */
final class Assets {

	/**
	 * WordPress's script handles that can load deferred with the bundle: they print no inline
	 * script after themselves (wp-i18n does, which is why the bundles carry their own i18n).
	 * react/jsx-runtime is bundled (webpack.config.js), so react-jsx-runtime is never one.
	 */
	private const DEFERRABLE_DEPENDENCIES = array( 'react', 'react-dom' );

	/**
	 * Enqueues build/<entry>.js with its styles and translations.
	 *
	 * @param string $entry  Entry name: 'campaign' or 'admin'.
	 * @param string $handle Script handle (also the style handle).
	 * @param bool   $defer  Load the bundle and React with `defer` (WordPress 6.3+), so they never hold
	 *                       up the page's first paint. WordPress itself keeps a script blocking
	 *                       when another blocking script on the page depends on it.
	 * @return bool False when the bundle is not built.
	 */
	public static function enqueue( string $entry, string $handle, bool $defer = false ): bool {
		$dir        = P2P_FUNDRAISING_DIR . 'build/';
		$url        = P2P_FUNDRAISING_URL . 'build/';
		$asset_file = $dir . $entry . '.asset.php';
		if ( ! is_readable( $dir . $entry . '.js' ) || ! is_readable( $asset_file ) ) {
			return false;
		}

		$asset        = require $asset_file;
		$dependencies = isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? $asset['dependencies'] : array();
		$version      = isset( $asset['version'] ) ? (string) $asset['version'] : P2P_FUNDRAISING_VERSION;

		wp_enqueue_script(
			$handle,
			$url . $entry . '.js',
			$dependencies,
			$version,
			$defer ? array(
				'in_footer' => true,
				'strategy'  => 'defer',
			) : true
		);
		if ( $defer ) {
			foreach ( array_intersect( $dependencies, self::DEFERRABLE_DEPENDENCIES ) as $dependency ) {
				wp_script_add_data( $dependency, 'strategy', 'defer' );
			}
		}
		self::add_translations( $handle );

		// wp-scripts emits <entry>.css for CSS imported by the entry and style-<entry>.css for
		// style.(s)css files; each with an -rtl twin.
		foreach ( array( $entry => $handle, 'style-' . $entry => $handle . '-style' ) as $file => $style_handle ) {
			if ( ! is_readable( $dir . $file . '.css' ) ) {
				continue;
			}
			wp_enqueue_style( $style_handle, $url . $file . '.css', array(), $version );
			$rtl = is_readable( $dir . $file . '-rtl.css' );
			if ( $rtl ) {
				wp_style_add_data( $style_handle, 'rtl', 'replace' );
			}
			// With its path, WordPress prints a small stylesheet inline in the page (within its
			// `styles_inline_size_limit`, as it does for block styles): a render-blocking request
			// less before the first paint (decision 0120).
			wp_style_add_data( $style_handle, 'path', $dir . $file . ( $rtl && is_rtl() ? '-rtl' : '' ) . '.css' );
		}
		return true;
	}

	/**
	 * Prints the strings of a bundle (and of the chunks it loads later) before its script, for
	 * the @wordpress/i18n the bundle carries (src/shared/i18n/translations.ts). It replaces
	 * wp_set_script_translations(), which needs WordPress's wp-i18n script loaded first.
	 *
	 * @param string $handle Script handle.
	 */
	public static function add_translations( string $handle ): void {
		$json = load_script_textdomain( $handle, 'p2p-fundraising', P2P_FUNDRAISING_DIR . 'languages' );
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $data ) || ! isset( $data['locale_data'] ) || ! is_array( $data['locale_data'] ) ) {
			return;
		}
		$messages = $data['locale_data']['p2p-fundraising'] ?? $data['locale_data']['messages'] ?? null;
		if ( ! is_array( $messages ) ) {
			return;
		}
		$messages['']['domain'] = 'p2p-fundraising';
		// The hex flags keep "<", ">", "&" and quotes \u-escaped: a translation cannot end the tag.
		$encoded = wp_json_encode( $messages, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE );
		if ( false !== $encoded ) {
			wp_add_inline_script( $handle, 'window.p2pFundraisingTranslations = ' . $encoded . ';', 'before' );
		}
	}

	/**
	 * An HTML comment (for everyone) and, for administrators, a visible notice saying that the
	 * bundle is missing: the page then shows only its fallback content, and nobody wonders why.
	 *
	 * @param string $entry Entry name.
	 */
	public static function missing_build_notice( string $entry ): string {
		$html = sprintf( "<!-- P2P Fundraising: build/%s.js is missing. Run `npm run build` in the plugin folder. -->\n", esc_html( $entry ) );
		if ( current_user_can( 'manage_options' ) ) {
			$html .= '<p class="p2p-fundraising-notice" role="alert">' . esc_html(
				sprintf(
					/* translators: %s: file name. */
					__( 'P2P Fundraising: %s is missing, so this page cannot start. Build the plugin’s scripts (npm run build).', 'p2p-fundraising' ),
					'build/' . $entry . '.js'
				)
			) . "</p>\n";
		}
		return $html;
	}
}
