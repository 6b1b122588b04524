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
}
