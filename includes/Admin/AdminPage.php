<?php
/**
 * The wp-admin page that mounts the admin bundle.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Admin;

use P2PFundraising\Assets;
use P2PFundraising\Frontend\BootData;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A top-level "P2P Fundraising" menu whose page is the admin app's mount node and settings.
 */
final class AdminPage {

	public const SLUG          = 'p2p-fundraising';
	public const CAPABILITY    = Capability::NAME;
	public const SCRIPT_HANDLE = 'p2p-fundraising-admin';

	/** @var string Hook suffix of the page, known once the menu exists. */
	private static $hook_suffix = '';

	/** @var bool Whether the bundle was enqueued. */
	private static $assets_enqueued = false;

	/**
	 * Whether a wp-admin screen is one where the plugin's warnings show: the dashboard and the
	 * plugin's own screens.
	 *
	 * @param string $screen_id Screen id (e.g. 'dashboard', 'toplevel_page_p2p-fundraising').
	 */
	public static function shows_notices( string $screen_id ): bool {
		return 'dashboard' === $screen_id || false !== strpos( $screen_id, self::SLUG );
	}

	/** Hooks the menu and the assets. */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_menu' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/** Adds the menu entry. */
	public static function add_menu(): void {
		self::$hook_suffix = (string) add_menu_page(
			__( 'P2P Fundraising', 'p2p-fundraising' ),
			__( 'P2P Fundraising', 'p2p-fundraising' ),
			self::CAPABILITY,
			self::SLUG,
			array( self::class, 'render' ),
			'dashicons-heart',
			26
		);
	}

	/**
	 * Enqueues the admin bundle on this page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public static function enqueue( $hook_suffix ): void {
		if ( '' === self::$hook_suffix || self::$hook_suffix !== $hook_suffix ) {
			return;
		}
		// Campaign and sponsor images are picked in the media library (wp.media).
		wp_enqueue_media();
		self::$assets_enqueued = Assets::enqueue( 'admin', self::SCRIPT_HANDLE );
	}

	/** Prints the mount node and the boot JSON. */
	public static function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$boot = array( 'settings' => Settings::admin_client() );
		echo '<div class="wrap">';
		echo '<div id="p2p-fundraising-admin-root"></div>';
		echo '<script type="application/json" id="p2p-fundraising-admin-boot">' . BootData::to_json( $boot ) . '</script>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- \u-escaped JSON.
		if ( ! self::$assets_enqueued ) {
			echo Assets::missing_build_notice( 'admin' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		}
		echo '</div>';
	}
}
