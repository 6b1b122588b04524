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
	 * Enqueues build/<entry>.js with its styles and translations.
	 *
	 * @param string $entry  Entry name: 'campaign' or 'admin'.
	 * @param string $handle Script handle (also the style handle).
	 * @return bool False when the bundle is not built.
	 */
	public static function enqueue( string $entry, string $handle ): bool {
		$dir        = P2P_FUNDRAISING_DIR . 'build/';
		$url        = P2P_FUNDRAISING_URL . 'build/';
		$asset_file = $dir . $entry . '.asset.php';
		if ( ! is_readable( $dir . $entry . '.js' ) || ! is_readable( $asset_file ) ) {
			return false;
		}

		$asset        = require $asset_file;
		$dependencies = isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? $asset['dependencies'] : array();
		$version      = isset( $asset['version'] ) ? (string) $asset['version'] : P2P_FUNDRAISING_VERSION;

		wp_enqueue_script( $handle, $url . $entry . '.js', $dependencies, $version, true );
		if ( in_array( 'wp-i18n', $dependencies, true ) ) {
			wp_set_script_translations( $handle, 'p2p-fundraising', P2P_FUNDRAISING_DIR . 'languages' );
		}

		// wp-scripts emits <entry>.css for CSS imported by the entry and style-<entry>.css for
		// style.(s)css files; each with an -rtl twin.
		foreach ( array( $entry => $handle, 'style-' . $entry => $handle . '-style' ) as $file => $style_handle ) {
			if ( ! is_readable( $dir . $file . '.css' ) ) {
				continue;
			}
			wp_enqueue_style( $style_handle, $url . $file . '.css', array(), $version );
			if ( is_readable( $dir . $file . '-rtl.css' ) ) {
				wp_style_add_data( $style_handle, 'rtl', 'replace' );
			}
		}
		return true;
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
