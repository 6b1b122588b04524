<?php
/**
 * Plugin Name: P2P Fundraising local environment
 * Description: Loaded only in the local instances under .wp/ (never shipped): keeps WordPress offline-safe.
 *
 * - wp_mail() never sends: each message is appended as one JSON line to P2P_DEV_MAIL_LOG
 *   (.wp/<instance>/mail.log), so tests can read invitations and notifications.
 * - No update checks (they can only fail offline and fill debug.log with warnings).
 * - No browser request leaves the machine: avatars point to a local blank image instead of
 *   Gravatar, and the emoji detection script (which may fetch images from s.w.org) is off.
 * - The e2e instances (e2e, e2e-oldest) and the bench instance raise the plugin's rate limits: every
 *   spec registers and signs in from 127.0.0.1, and bench:load donates 200 times at once from it. The phpunit instance keeps the defaults, which tests/security proves.

 * - The site option p2p_dev_rest_nonce_life (seconds), when set, shortens the lifetime of the
 *   REST API's nonces ('wp_rest'): the e2e spec of cached pages makes a page older than it.
 */

add_filter(
	'nonce_life',
	static function ( $life, $action = -1 ) {
		$short = (int) get_option( 'p2p_dev_rest_nonce_life', 0 );
		return ( $short > 0 && 'wp_rest' === $action ) ? $short : $life;
	},
	10,
	2
);

if ( defined( 'P2P_DEV_INSTANCE' ) && ( 0 === strpos( P2P_DEV_INSTANCE, 'e2e' ) || 'bench' === P2P_DEV_INSTANCE ) ) {
	add_filter(
		'p2p_fundraising_rate_limit',
		static function ( array $rule ): array {
			$rule['limit'] = 10000;
			return $rule;
		}
	);
}

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, $atts ) {
		if ( defined( 'P2P_DEV_MAIL_LOG' ) ) {
			$entry = array(
				'time'    => gmdate( 'c' ),
				'to'      => $atts['to'],
				'subject' => $atts['subject'],
				'message' => $atts['message'],
				'headers' => $atts['headers'],
			);
			file_put_contents( P2P_DEV_MAIL_LOG, wp_json_encode( $entry ) . "\n", FILE_APPEND | LOCK_EX );
		}
		return true;
	},
	10,
	2
);

add_filter(
	'get_avatar_url',
	static function () {
		return includes_url( 'images/blank.gif' );
	}
);

remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
remove_action( 'wp_print_styles', 'print_emoji_styles' );
remove_action( 'admin_print_styles', 'print_emoji_styles' );
add_filter( 'emoji_svg_url', '__return_false' );

foreach ( array(
	array( 'admin_init', '_maybe_update_core' ),
	array( 'admin_init', '_maybe_update_plugins' ),
	array( 'admin_init', '_maybe_update_themes' ),
	array( 'wp_version_check', 'wp_version_check' ),
	array( 'wp_update_plugins', 'wp_update_plugins' ),
	array( 'wp_update_themes', 'wp_update_themes' ),
	array( 'load-plugins.php', 'wp_update_plugins' ),
	array( 'load-themes.php', 'wp_update_themes' ),
	array( 'load-update.php', 'wp_update_plugins' ),
	array( 'load-update.php', 'wp_update_themes' ),
	array( 'load-update-core.php', 'wp_update_plugins' ),
	array( 'load-update-core.php', 'wp_update_themes' ),
	array( 'wp_maybe_auto_update', 'wp_maybe_auto_update' ),
	array( 'init', 'wp_schedule_update_checks' ),
) as $p2p_dev_hook ) {
	remove_action( $p2p_dev_hook[0], $p2p_dev_hook[1] );
}
unset( $p2p_dev_hook );

/*
 * The local router gzips PHP's output with zlib.output_compression (scripts/wp/router.php). When
 * the browser leaves a page before a response is sent (an e2e test navigating on), WordPress's
 * shutdown flush (wp_ob_end_flush_all) writes that buffer to a closed socket and PHP logs "ob_end_flush():
 * Failed to send buffer of zlib output compression" — a notice of this local server, not of the
 * code under test, that would fail the e2e debug.log check. Flush every buffer but zlib's: PHP sends
 * that one itself when the request ends, quietly.
 */
if ( '1' === ini_get( 'zlib.output_compression' ) || 'On' === ini_get( 'zlib.output_compression' ) ) {
	remove_action( 'shutdown', 'wp_ob_end_flush_all', 1 );
	add_action(
		'shutdown',
		static function (): void {
			while ( ob_get_level() > 0 ) {
				$status = ob_get_status();
				if ( 'zlib output compression' === ( $status['name'] ?? '' ) ) {
					return;
				}
				ob_end_flush();
			}
		},
		1
	);
}

/*
 * Payments: a local site talks to the local fake Stripe (scripts/stripe-fake/server.mjs), never to
 * Stripe: port 12111 for the dev site on 8888, 12111 + (port − 8888) for any other instance.
 * `P2P_STRIPE_FAKE=1 npm start` (or a test) leaves the file stripe-fake.on in the instance's
 * folder: the site is then in Stripe mode with the fake's keys and webhook secret.
 */
if ( defined( 'WP_HOME' ) && ! defined( 'P2P_STRIPE_API_BASE' ) ) {
	define( 'P2P_STRIPE_API_BASE', 'http://localhost:' . ( 12111 + (int) wp_parse_url( WP_HOME, PHP_URL_PORT ) - 8888 ) );
}
if ( defined( 'P2P_DEV_MAIL_LOG' ) && file_exists( dirname( P2P_DEV_MAIL_LOG ) . '/stripe-fake.on' ) ) {
	foreach ( array(
		'p2p_fundraising_payment_mode'           => 'stripe',
		'p2p_fundraising_stripe_publishable_key' => 'pk_test_p2p_fake',
		'p2p_fundraising_stripe_secret_key'      => 'sk_test_p2p_fake',
		'p2p_fundraising_stripe_webhook_secret'  => 'whsec_p2p_fake',
	) as $p2p_dev_option => $p2p_dev_value ) {
		add_filter(
			'pre_option_' . $p2p_dev_option,
			static function () use ( $p2p_dev_value ) {
				return $p2p_dev_value;
			}
		);
	}
	unset( $p2p_dev_option, $p2p_dev_value );
}
