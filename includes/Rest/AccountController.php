<?php
/**
 * POST /fundraiser-login, /send-password-reset-email.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\TextLimits;
use P2PFundraising\Accounts\AccountService;
use P2PFundraising\Database\NamedLock;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Security\ClientIp;
use P2PFundraising\Security\RateLimiter;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Signing in with a login or e-mail, and WordPress's own password-reset e-mail.
 */
final class AccountController extends WriteController {

	/** @var AccountService */
	private $accounts;

	/** @var RateLimiter */
	private $limiter;

	public function __construct() {
		parent::__construct();
		$this->accounts = new AccountService();
		$this->limiter  = new RateLimiter();
	}

	/**
	 * What these routes answer: where the app goes next.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::redirect( 'signed-in' );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign = array( 'campaign_id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );
		$handle   = array( 'user_handle' => self::text_arg( __( 'User name or e-mail address.', 'p2p-fundraising' ), false, TextLimits::HANDLE ) );
		$this->register_write(
			'/fundraiser-login',
			array( $this, 'login' ),
			array_merge( $campaign, $handle, array( 'password' => self::password_arg() ) ),
			'logged_out',
			array( $this, 'get_item_schema' )
		);
		$this->register_write(
			'/send-password-reset-email',
			array( $this, 'send_password_reset' ),
			array_merge( $campaign, $handle ),
			'logged_out',
			fn() => Schema::redirect( 'password-reset-sent' )
		);
	}

	/**
	 * Signs in; next: start-fundraising for a fundraiser of the campaign, else the registration.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function login( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$errors = array();
		if ( '' === trim( (string) $request['user_handle'] ) ) {
			$errors['user_handle'] = __( 'Please enter your username or e-mail address.', 'p2p-fundraising' );
		}
		if ( '' === (string) $request['password'] ) {
			$errors['password'] = __( 'Please enter your password.', 'p2p-fundraising' );
		}
		if ( array() !== $errors ) {
			return self::invalid_fields( $errors );
		}
		$handle  = trim( (string) $request['user_handle'] );
		$account = $this->accounts->account_key( $handle );
		try {
			// One attempt per account at a time: a burst of guesses cannot pass the limit together.
			$user = NamedLock::hold(
				'login:' . $account,
				function () use ( $handle, $account, $request ) {
					return $this->attempt_sign_in( $handle, (string) $request['password'], $account );
				}
			);
		} catch ( \RuntimeException $busy ) {
			return RateLimiter::error( MINUTE_IN_SECONDS );
		}
		if ( is_wp_error( $user ) ) {
			if ( 'p2p_use_wp_login' === $user->get_error_code() ) {
				return new WP_Error(
					'p2p_use_wp_login',
					$user->get_error_message(),
					array(
						'status'    => 403,
						'login_url' => wp_login_url( Urls::campaign( (string) $campaign['slug'] ) ),
					)
				);
			}
			return 'p2p_rate_limited' === $user->get_error_code() ? $user : self::login_failed( $user );
		}
		$has_fundraiser = null !== $this->fundraisers->find_by_user( (int) $campaign['id'], (int) $user->ID );
		return self::redirect_response( $has_fundraiser ? '/start-fundraising/' : '/register/' );
	}

	/**
	 * Sends the reset e-mail when the account exists; answers the same either way.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_password_reset( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$handle = trim( (string) $request['user_handle'] );
		if ( '' === $handle ) {
			return self::invalid_fields( array( 'user_handle' => __( 'Please enter your username or e-mail address.', 'p2p-fundraising' ) ) );
		}
		$wait = $this->limiter->attempt( RateLimiter::RESET_IP, ClientIp::current() );
		if ( 0 === $wait ) {
			$wait = $this->limiter->attempt( RateLimiter::RESET_ACCOUNT, $this->accounts->account_key( $handle ) );
		}
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		$this->accounts->send_password_reset( $handle );
		return self::redirect_response( '/lost-password/sent' );
	}

	/**
	 * Checks the limits, signs in, and counts a failure against the account and the address.
	 *
	 * @param string $handle   Login or e-mail.
	 * @param string $password Password.
	 * @param string $account  The account's rate-limit key.
	 * @return \WP_User|WP_Error
	 */
	private function attempt_sign_in( string $handle, string $password, string $account ) {
		$ip   = ClientIp::current();
		$wait = max( $this->limiter->wait( RateLimiter::LOGIN_IP, $ip ), $this->limiter->wait( RateLimiter::LOGIN_ACCOUNT, $account ) );
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		$user = $this->accounts->sign_on( $handle, $password );
		if ( ! is_wp_error( $user ) ) {
			$this->limiter->clear( RateLimiter::LOGIN_ACCOUNT, $account );
		} elseif ( 'p2p_use_wp_login' !== $user->get_error_code() ) {
			$this->limiter->record( RateLimiter::LOGIN_IP, $ip );
			$this->limiter->record( RateLimiter::LOGIN_ACCOUNT, $account );
		}
		return $user;
	}

	/**
	 * 401 for a wrong login or password (the same words whichever was wrong); another plugin's
	 * refusal on `authenticate` (a lockout, a second factor) keeps its own message.
	 *
	 * @param WP_Error $error What wp_signon() answered.
	 */
	private static function login_failed( WP_Error $error ): WP_Error {
		$core_codes = array( 'invalid_username', 'invalid_email', 'incorrect_password', 'empty_username', 'empty_password', 'authentication_failed' );
		$message    = in_array( $error->get_error_code(), $core_codes, true ) ? '' : trim( wp_strip_all_tags( $error->get_error_message() ) );
		return new WP_Error(
			'p2p_invalid_login',
			'' === $message ? __( 'The username, e-mail address or password is incorrect.', 'p2p-fundraising' ) : $message,
			array( 'status' => 401 )
		);
	}
}
