<?php
/**
 * POST /fundraiser-login, /send-password-reset-email.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Accounts\AccountService;
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

	public function __construct() {
		parent::__construct();
		$this->accounts = new AccountService();
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign = array( 'campaign_id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );
		$handle   = array( 'user_handle' => self::text_arg( __( 'User name or e-mail address.', 'p2p-fundraising' ) ) );
		$this->register_write(
			'/fundraiser-login',
			array( $this, 'login' ),
			array_merge( $campaign, $handle, array( 'password' => self::password_arg() ) ),
			'logged_out'
		);
		$this->register_write( '/send-password-reset-email', array( $this, 'send_password_reset' ), array_merge( $campaign, $handle ), 'logged_out' );
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
		$user = $this->accounts->sign_on( trim( (string) $request['user_handle'] ), (string) $request['password'] );
		if ( is_wp_error( $user ) ) {
			return new WP_Error( 'p2p_invalid_login', __( 'The username, e-mail address or password is incorrect.', 'p2p-fundraising' ), array( 'status' => 401 ) );
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
		$this->accounts->send_password_reset( $handle );
		return self::redirect_response( '/lost-password/sent' );
	}
}
