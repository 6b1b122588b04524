<?php
/**
 * The wp-admin warning while donations run in test mode.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Admin;

use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * In test mode the built-in form records completed donations of any size without payment, so
 * people who manage the plugin see a warning on the dashboard and the plugin's screens. Each user
 * may dismiss it (a nonce'd link, works without JavaScript); it comes back for everyone when the
 * payment mode changes.
 */
final class TestModeNotice {

	public const DISMISS_ACTION = 'p2p_fundraising_dismiss_test_mode';

	public const USER_META = 'p2p_fundraising_test_mode_notice_dismissed';

	/** Hooks the notice, its dismiss action and the reset on a mode change. */
	public static function register(): void {
		add_action( 'admin_notices', array( self::class, 'render' ) );
		add_action( 'admin_post_' . self::DISMISS_ACTION, array( self::class, 'dismiss' ) );
		add_action( 'update_option_' . Settings::PAYMENT_MODE_OPTION, array( self::class, 'forget_dismissals' ) );
	}

	/**
	 * Whether the notice belongs on a screen for the current user.
	 *
	 * @param string $screen_id Screen id (e.g. 'dashboard', 'toplevel_page_p2p-fundraising').
	 */
	public static function is_shown( string $screen_id ): bool {
		if ( Settings::PAYMENT_MODE_TEST !== Settings::payment_mode() || ! Capability::current_user_can() ) {
			return false;
		}
		if ( get_user_meta( get_current_user_id(), self::USER_META, true ) ) {
			return false;
		}
		return AdminPage::shows_notices( $screen_id );
	}

	/** Prints the notice on the screens where it belongs. */
	public static function render(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! self::is_shown( (string) $screen->id ) ) {
			return;
		}
		$dismiss  = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::DISMISS_ACTION ), self::DISMISS_ACTION );
		$settings = admin_url( 'admin.php?page=' . AdminPage::SLUG . '#/payment-settings' );
		printf(
			'<div class="notice notice-warning p2p-fundraising-test-mode-notice"><p><strong>%1$s</strong> %2$s</p><p><a href="%3$s">%4$s</a></p></div>',
			esc_html__( 'P2P Fundraising is in test mode:', 'p2p-fundraising' ),
			wp_kses(
				sprintf(
					/* translators: %s: address of the plugin's Payment settings screen. */
					__( 'donations are not real money. Anyone can record completed donations of any amount without paying. Before the campaign goes public, connect Stripe (or switch to offline pledges) on the <a href="%s">Payment settings</a> screen.', 'p2p-fundraising' ),
					esc_url( $settings )
				),
				array( 'a' => array( 'href' => array() ) )
			),
			esc_url( $dismiss ),
			esc_html__( 'Dismiss this notice', 'p2p-fundraising' )
		);
	}

	/** Remembers the dismissal for this user and goes back. */
	public static function dismiss(): void {
		check_admin_referer( self::DISMISS_ACTION );
		if ( ! Capability::current_user_can() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'p2p-fundraising' ), '', array( 'response' => 403 ) );
		}
		update_user_meta( get_current_user_id(), self::USER_META, 1 );
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url() );
		exit;
	}

	/** A new payment mode: everyone sees the notice again while it is test mode. */
	public static function forget_dismissals(): void {
		delete_metadata( 'user', 0, self::USER_META, '', true );
	}
}
