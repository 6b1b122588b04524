<?php
/**
 * The wp-admin warning when Stripe sends webhook events in another API version than the plugin's.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Admin;

use P2PFundraising\Payments\StripeClient;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A webhook endpoint's events take the shape of the API version chosen when the endpoint was
 * added in Stripe, not the version the plugin asks for in its own calls. From 2025-03-31 Stripe
 * moved an invoice's subscription and payment (renewals, their refunds) elsewhere in the event, so
 * an endpoint added with that version or a later one would leave monthly renewals unrecorded
 * without a word. Each event's version is remembered when it changes, and while Stripe is the
 * payment mode and the version is one of those, people who manage the plugin see how to add the
 * endpoint again with the plugin's version.
 */
final class StripeVersionNotice {

	/** The API version of the last webhook event received ('' before the first). */
	public const OPTION = 'p2p_fundraising_stripe_event_version';

	/** The first API version whose invoices the plugin cannot read. */
	public const FIRST_UNREADABLE = '2025-03-31';

	/** Hooks the notice. */
	public static function register(): void {
		add_action( 'admin_notices', array( self::class, 'render' ) );
	}

	/**
	 * Remembers the API version of a verified event (a write only when it changes).
	 *
	 * @param string $version The event's api_version.
	 */
	public static function observe( string $version ): void {
		$version = substr( sanitize_text_field( $version ), 0, 40 );
		if ( '' !== $version && get_option( self::OPTION, '' ) !== $version ) {
			update_option( self::OPTION, $version, true );
		}
	}

	/** The version Stripe sends events in, when the plugin cannot read them; '' otherwise. */
	public static function mismatch(): string {
		$version = (string) get_option( self::OPTION, '' );
		// Versions are dated (2025-03-31.basil): compare the dates.
		return strcmp( substr( $version, 0, 10 ), self::FIRST_UNREADABLE ) >= 0 ? $version : '';
	}

	/**
	 * Whether the notice belongs on a screen for the current user.
	 *
	 * @param string $screen_id Screen id (e.g. 'dashboard', 'toplevel_page_p2p-fundraising').
	 */
	public static function is_shown( string $screen_id ): bool {
		if ( Settings::PAYMENT_MODE_STRIPE !== Settings::payment_mode() || '' === self::mismatch() || ! Capability::current_user_can() ) {
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
		printf(
			'<div class="notice notice-error p2p-fundraising-stripe-version-notice"><p><strong>%1$s</strong> %2$s</p><p>%3$s</p><p><a href="%4$s">%5$s</a></p></div>',
			esc_html__( 'P2P Fundraising cannot read every Stripe event:', 'p2p-fundraising' ),
			esc_html(
				sprintf(
					/* translators: 1: API version of the events Stripe sends, 2: the API version the plugin reads. */
					__( 'your Stripe webhook endpoint sends events in API version %1$s, and the plugin reads version %2$s. Monthly renewals and their refunds may not be recorded.', 'p2p-fundraising' ),
					self::mismatch(),
					StripeClient::API_VERSION
				)
			),
			esc_html(
				sprintf(
					/* translators: %s: the API version the plugin reads. */
					__( 'In Stripe, go to Developers → Webhooks, add this site\'s webhook URL again as a new endpoint with API version %s and the same events, paste its signing secret on the Payment settings screen, then delete the old endpoint.', 'p2p-fundraising' ),
					StripeClient::API_VERSION
				)
			),
			esc_url( admin_url( 'admin.php?page=' . AdminPage::SLUG . '#/payment-settings' ) ),
			esc_html__( 'Payment settings', 'p2p-fundraising' )
		);
	}
}
