<?php
/**
 * POST /fundraiser-login, /send-password-reset-email.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

final class AccountEndpointsTest extends WriteTestCase {

	public function test_login_with_email_or_username_starts_a_session(): void {
		$body = $this->assertOk( $this->post( '/fundraiser-login', array( 'user_handle' => 'captain@example.com', 'password' => 'password', 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( '/start-fundraising/', $body['redirect'] );
		$this->assertSame( get_user_by( 'login', 'captain' )->ID, get_current_user_id() );

		wp_set_current_user( 0 );
		$body = $this->assertOk( $this->post( '/fundraiser-login', array( 'user_handle' => 'user', 'password' => 'password', 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( '/register/', $body['redirect'], 'no fundraiser yet: the registration' );
	}

	public function test_a_wrong_password_is_refused_with_a_human_message(): void {
		list( $status, $body ) = $this->post( '/fundraiser-login', array( 'user_handle' => 'captain@example.com', 'password' => 'wrong', 'campaign_id' => $this->campaign_id() ) );
		$this->assertSame( 401, $status );
		$this->assertSame( 'p2p_invalid_login', $body['code'] );
		$this->assertSame( 'The username, e-mail address or password is incorrect.', $body['message'] );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_login_fields_are_required(): void {
		$errors = $this->field_errors( $this->post( '/fundraiser-login', array( 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( array( 'user_handle', 'password' ), array_keys( $errors ) );
	}

	public function test_login_needs_a_valid_nonce_and_a_logged_out_visitor(): void {
		$this->assertError( 403, $this->post( '/fundraiser-login', array( 'user_handle' => 'captain', 'password' => 'password', 'campaign_id' => $this->campaign_id() ), array(), 'nope' ), 'p2p_invalid_nonce' );
		$this->assertSame( 0, get_current_user_id() );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 409, $this->post( '/fundraiser-login', array( 'user_handle' => 'captain', 'password' => 'password', 'campaign_id' => $this->campaign_id() ) ), 'p2p_already_logged_in' );
	}

	public function test_password_reset_sends_wordpress_reset_email(): void {
		$body = $this->assertOk( $this->post( '/send-password-reset-email', array( 'user_handle' => 'fundraiser@example.com', 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( '/lost-password/sent', $body['redirect'] );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'fundraiser@example.com', $this->mails[0]['to'] );
		$this->assertStringContainsString( 'action=rp', $this->mails[0]['message'] );
		$this->assertStringContainsString( 'login=fundraiser', $this->mails[0]['message'] );
	}

	public function test_password_reset_by_username_and_unknown_account(): void {
		$this->assertOk( $this->post( '/send-password-reset-email', array( 'user_handle' => 'captain', 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertCount( 1, $this->mails );
		$body = $this->assertOk( $this->post( '/send-password-reset-email', array( 'user_handle' => 'nobody@example.net', 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( '/lost-password/sent', $body['redirect'], 'same answer: no account enumeration' );
		$this->assertCount( 1, $this->mails );
	}

	public function test_password_reset_needs_a_handle_and_a_nonce(): void {
		$errors = $this->field_errors( $this->post( '/send-password-reset-email', array( 'user_handle' => ' ', 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( 'Please enter your username or e-mail address.', $errors['user_handle'] );
		$this->assertError( 403, $this->post( '/send-password-reset-email', array( 'user_handle' => 'captain', 'campaign_id' => $this->campaign_id() ), array(), '' ), 'p2p_invalid_nonce' );
		$this->assertCount( 0, $this->mails );
	}

	public function test_login_runs_wordpress_login_hooks(): void {
		$seen = array();
		$fail = static function ( string $username ) use ( &$seen ): void {
			$seen[] = array( 'wp_login_failed', $username );
		};
		$ok   = static function ( string $login ) use ( &$seen ): void {
			$seen[] = array( 'wp_login', $login );
		};
		add_action( 'wp_login_failed', $fail );
		add_action( 'wp_login', $ok );
		try {
			$this->post( '/fundraiser-login', array( 'user_handle' => 'captain@example.com', 'password' => 'wrong', 'campaign_id' => $this->campaign_id() ) );
			$this->assertOk( $this->post( '/fundraiser-login', array( 'user_handle' => 'captain@example.com', 'password' => 'password', 'campaign_id' => $this->campaign_id() ) ) );
		} finally {
			remove_action( 'wp_login_failed', $fail );
			remove_action( 'wp_login', $ok );
		}
		$this->assertSame( array( array( 'wp_login_failed', 'captain@example.com' ), array( 'wp_login', 'captain' ) ), $seen );
	}

	public function test_an_authenticate_plugin_can_refuse_the_login_with_its_message(): void {
		$second_factor = static function () {
			return new \WP_Error( 'two_factor_required', '<strong>Error:</strong> Enter the code from your app.' );
		};
		add_filter( 'authenticate', $second_factor, 50 );
		try {
			list( $status, $body ) = $this->post( '/fundraiser-login', array( 'user_handle' => 'captain', 'password' => 'password', 'campaign_id' => $this->campaign_id() ) );
		} finally {
			remove_filter( 'authenticate', $second_factor, 50 );
		}
		$this->assertSame( 401, $status );
		$this->assertSame( 'Error: Enter the code from your app.', $body['message'] );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_an_administrator_is_sent_to_the_wordpress_login_page(): void {
		list( $status, $body ) = $this->post( '/fundraiser-login', array( 'user_handle' => 'admin', 'password' => 'password', 'campaign_id' => $this->campaign_id() ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'p2p_use_wp_login', $body['code'] );
		$this->assertSame( wp_login_url( \P2PFundraising\Frontend\Urls::campaign( 'demo' ) ), $body['data']['login_url'] );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_a_plugin_manager_without_manage_options_is_sent_there_too(): void {
		$user = get_user_by( 'email', 'user@example.com' );
		$user->add_cap( \P2PFundraising\Admin\Capability::NAME );
		$this->assertError( 403, $this->post( '/fundraiser-login', array( 'user_handle' => 'user', 'password' => 'password', 'campaign_id' => $this->campaign_id() ) ), 'p2p_use_wp_login' );
	}
}
