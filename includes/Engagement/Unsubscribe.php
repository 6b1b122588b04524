<?php
/**
 * Unsubscribe links of the automatic e-mails: signed, and working without logging in.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\UpdateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A link carries `p2p_unsubscribe=<user id>.<kind>.<signature>`; the signature is an HMAC of the
 * user id and the kind with a key derived from the site's salts, so it cannot be forged for
 * someone else and needs no stored token. Opening the link shows a confirmation button (mail
 * scanners that fetch links do not unsubscribe anyone); the button, or a one-click POST from the
 * mail client (RFC 8058, List-Unsubscribe-Post), stores the choice in the user's meta.
 */
final class Unsubscribe {

	public const QUERY_VAR = 'p2p_unsubscribe';

	/** Kind of a donor's token: updates from one fundraiser or team. */
	public const DONOR_UPDATES = 'updates';
	/** Kind of a donor's token: every e-mail fundraisers write (a thank-you's link, DonorOptOut). */
	public const DONOR_THANKS = 'thanks';
	public const META      = 'p2p_fundraising_mail_optout';

	/** Hooks the link handler. */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'maybe_handle' ), 1 );
	}

	/**
	 * The unsubscribe URL of one user and kind.
	 *
	 * @param int    $user_id User id.
	 * @param string $kind    Template kind.
	 */
	public static function url( int $user_id, string $kind ): string {
		return add_query_arg( self::QUERY_VAR, $user_id . '.' . $kind . '.' . self::signature( $user_id, $kind ), home_url( '/' ) );
	}

	/**
	 * The unsubscribe URL of a donor's updates from whom they gave to (by their latest donation).
	 *
	 * @param int    $donation_id Donation id.
	 * @param string $kind        DONOR_UPDATES (that fundraiser's or team's updates) or DONOR_THANKS
	 *                            (every e-mail a fundraiser writes to the address).
	 */
	public static function donor_url( int $donation_id, string $kind = self::DONOR_UPDATES ): string {
		return add_query_arg( self::QUERY_VAR, 'd' . $donation_id . '.' . $kind . '.' . self::signature( $donation_id, 'donor-' . $kind ), home_url( '/' ) );
	}

	/**
	 * The donation and kind of a valid donor token, or null.
	 *
	 * @param string $token Token from the link.
	 * @return array{0: int, 1: string}|null
	 */
	public static function verify_donor( string $token ): ?array {
		$parts = explode( '.', $token );
		if ( 3 !== count( $parts ) || ! preg_match( '/^d(\d+)$/', $parts[0], $id ) || ! in_array( $parts[1], array( self::DONOR_UPDATES, self::DONOR_THANKS ), true ) ) {
			return null;
		}
		$donation_id = (int) $id[1];
		return hash_equals( self::signature( $donation_id, 'donor-' . $parts[1] ), $parts[2] ) ? array( $donation_id, $parts[1] ) : null;
	}

	/**
	 * Whether the user turned this kind off.
	 *
	 * @param int    $user_id User id.
	 * @param string $kind    Template kind.
	 */
	public static function has_opted_out( int $user_id, string $kind ): bool {
		$kinds = get_user_meta( $user_id, self::META, true );
		return is_array( $kinds ) && in_array( $kind, $kinds, true );
	}

	/**
	 * Turns one kind off for a user.
	 *
	 * @param int    $user_id User id.
	 * @param string $kind    Template kind.
	 */
	public static function opt_out( int $user_id, string $kind ): void {
		$kinds = get_user_meta( $user_id, self::META, true );
		$kinds = is_array( $kinds ) ? $kinds : array();
		if ( ! in_array( $kind, $kinds, true ) ) {
			$kinds[] = $kind;
			update_user_meta( $user_id, self::META, $kinds );
		}
	}

	/**
	 * The user id and kind of a valid token, or null.
	 *
	 * @param string $token Token from the link.
	 * @return array{0: int, 1: string}|null
	 */
	public static function verify( string $token ): ?array {
		$parts = explode( '.', $token );
		if ( 3 !== count( $parts ) || ! ctype_digit( $parts[0] ) || ! in_array( $parts[1], EmailTemplates::FUNDRAISER_KINDS, true ) ) {
			return null;
		}
		$user_id = (int) $parts[0];
		if ( ! hash_equals( self::signature( $user_id, $parts[1] ), $parts[2] ) || false === get_userdata( $user_id ) ) {
			return null;
		}
		return array( $user_id, $parts[1] );
	}

	/** Answers an unsubscribe link (GET: confirm; POST: unsubscribe). */
	public static function maybe_handle(): void {
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the signed token is the credential.
			return;
		}
		$token    = sanitize_text_field( wp_unslash( (string) $_GET[ self::QUERY_VAR ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$title    = __( 'E-mail preferences', 'p2p-fundraising' );
		if ( 0 === strpos( $token, 'd' ) ) {
			self::handle_donor( $token, $title );
			return;
		}
		$verified = self::verify( $token );
		if ( null === $verified ) {
			wp_die( esc_html__( 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.', 'p2p-fundraising' ), esc_html( $title ), array( 'response' => 400 ) );
		}
		list( $user_id, $kind ) = $verified;
		$label                  = EmailTemplates::labels()[ $kind ];
		$method                 = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( 'POST' === $method ) {
			self::opt_out( $user_id, $kind );
			wp_die(
				'<h1>' . esc_html__( 'You are unsubscribed', 'p2p-fundraising' ) . '</h1><p>' . esc_html(
					sprintf(
						/* translators: %s: name of the e-mail, e.g. "You received a donation". */
						__( 'You will no longer receive the e-mail "%s".', 'p2p-fundraising' ),
						$label
					)
				) . '</p>',
				esc_html( $title ),
				array( 'response' => 200 )
			);
		}
		wp_die(
			'<h1>' . esc_html__( 'Unsubscribe', 'p2p-fundraising' ) . '</h1><p>' . esc_html(
				sprintf(
					/* translators: %s: name of the e-mail, e.g. "You received a donation". */
					__( 'Stop receiving the e-mail "%s"?', 'p2p-fundraising' ),
					$label
				)
			) . '</p><form method="post" action="' . esc_url( self::url( $user_id, $kind ) ) . '"><p><button type="submit" class="button button-primary">' . esc_html__( 'Unsubscribe', 'p2p-fundraising' ) . '</button></p></form>',
			esc_html( $title ),
			array( 'response' => 200 )
		);
	}

	/**
	 * A donor's link: confirm, then stop updates from that fundraiser or team to that address.
	 *
	 * @param string $token Token.
	 * @param string $title Page title.
	 */
	private static function handle_donor( string $token, string $title ): void {
		$verified = self::verify_donor( $token );
		$donation = null === $verified ? null : ( new DonationRepository() )->find( $verified[0] );
		if ( null === $verified || null === $donation ) {
			wp_die( esc_html__( 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.', 'p2p-fundraising' ), esc_html( $title ), array( 'response' => 400 ) );
		}
		$is_thanks = self::DONOR_THANKS === $verified[1];
		$method    = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( 'POST' === $method ) {
			if ( $is_thanks ) {
				DonorOptOut::add( (string) $donation['donor_email'] );
				wp_die( '<h1>' . esc_html__( 'You are unsubscribed', 'p2p-fundraising' ) . '</h1><p>' . esc_html__( 'Fundraisers on this site will no longer be able to e-mail you.', 'p2p-fundraising' ) . '</p>', esc_html( $title ), array( 'response' => 200 ) );
			}
			$is_fundraiser = (int) $donation['fundraiser_id'] > 0;
			( new UpdateRepository() )->unsubscribe_donor( $is_fundraiser ? 'fundraiser' : 'team', $is_fundraiser ? (int) $donation['fundraiser_id'] : (int) $donation['team_id'], (string) $donation['donor_email'] );
			wp_die( '<h1>' . esc_html__( 'You are unsubscribed', 'p2p-fundraising' ) . '</h1><p>' . esc_html__( 'You will no longer receive these updates.', 'p2p-fundraising' ) . '</p>', esc_html( $title ), array( 'response' => 200 ) );
		}
		$question = $is_thanks ? __( 'Stop all e-mails from fundraisers on this site?', 'p2p-fundraising' ) : __( 'Stop receiving these updates?', 'p2p-fundraising' );
		wp_die(
			'<h1>' . esc_html__( 'Unsubscribe', 'p2p-fundraising' ) . '</h1><p>' . esc_html( $question ) . '</p><form method="post" action="' . esc_url( self::donor_url( (int) $donation['id'], $verified[1] ) ) . '"><p><button type="submit" class="button button-primary">' . esc_html__( 'Unsubscribe', 'p2p-fundraising' ) . '</button></p></form>',
			esc_html( $title ),
			array( 'response' => 200 )
		);
	}

	/**
	 * HMAC of a user id and a kind.
	 *
	 * @param int    $user_id User id.
	 * @param string $kind    Kind.
	 */
	private static function signature( int $user_id, string $kind ): string {
		return substr( hash_hmac( 'sha256', $user_id . '|' . $kind, wp_salt( 'auth' ) . 'p2p-unsubscribe' ), 0, 32 );
	}
}
