<?php
/**
 * Issue 8, attack 1: login / registration / reset CSRF on the logged-out routes, and method
 * overrides. Each attack is sent the way a page on another site (or a plain link) would send it.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

final class CrossSiteWriteTest extends HttpTestCase {

	private const EVIL = 'http://evil.example';

	public function test_a_form_on_another_site_cannot_sign_a_visitor_in(): void {
		$response = $this->http(
			'POST',
			$this->rest( '/fundraiser-login' ),
			array(
				'headers' => array( 'Origin' => self::EVIL ),
				'form'    => $this->login_form() + array( '_wpnonce' => $this->visitor_nonce() ),
			)
		);
		$this->assertSame( 403, $response->status, $response->body );
		$this->assertSame( 'p2p_cross_origin', $response->code() );
		$this->assertSame( 'This form can only be sent from this site. Please open the page on this site and try again.', $response->message() );
		$this->assertFalse( $response->sets_auth_cookie() );
	}

	public function test_a_script_on_another_site_with_the_header_nonce_is_refused_too(): void {
		// WordPress answers CORS preflights for any origin, so the header alone is no proof.
		$response = $this->http(
			'POST',
			$this->rest( '/fundraiser-login' ),
			array(
				'headers' => array(
					'Origin'     => self::EVIL,
					'X-WP-Nonce' => $this->visitor_nonce(),
				),
				'json'    => $this->login_form(),
			)
		);
		$this->assertSame( 403, $response->status );
		$this->assertSame( 'p2p_cross_origin', $response->code() );
		$this->assertFalse( $response->sets_auth_cookie() );
	}

	public function test_without_origin_a_foreign_referer_is_refused(): void {
		$response = $this->http(
			'POST',
			$this->rest( '/fundraiser-login' ),
			array(
				'headers' => array(
					'Referer'    => self::EVIL . '/trap.html',
					'X-WP-Nonce' => $this->visitor_nonce(),
				),
				'json'    => $this->login_form(),
			)
		);
		$this->assertSame( 403, $response->status );
		$this->assertSame( 'p2p_cross_origin', $response->code() );
	}

	public function test_an_opaque_null_origin_is_refused(): void {
		$response = $this->http(
			'POST',
			$this->rest( '/fundraiser-login' ),
			array(
				'headers' => array(
					'Origin'     => 'null',
					'X-WP-Nonce' => $this->visitor_nonce(),
				),
				'json'    => $this->login_form(),
			)
		);
		$this->assertSame( 403, $response->status );
		$this->assertSame( 'p2p_cross_origin', $response->code() );
	}

	public function test_the_nonce_in_a_form_body_does_not_count_even_from_this_site(): void {
		$response = $this->http(
			'POST',
			$this->rest( '/fundraiser-login' ),
			array(
				'headers' => array( 'Origin' => $this->origin() ),
				'form'    => $this->login_form() + array( '_wpnonce' => $this->visitor_nonce() ),
			)
		);
		$this->assertSame( 403, $response->status );
		$this->assertSame( 'p2p_invalid_nonce', $response->code() );
		$this->assertSame( 'Your session has expired. Please reload the page and try again.', $response->message() );
		$this->assertFalse( $response->sets_auth_cookie() );
	}

	public function test_the_nonce_in_the_query_string_does_not_count(): void {
		$response = $this->http(
			'POST',
			$this->rest( '/fundraiser-login' ) . '?_wpnonce=' . rawurlencode( $this->visitor_nonce() ),
			array(
				'headers' => array( 'Origin' => $this->origin() ),
				'form'    => $this->login_form(),
			)
		);
		$this->assertSame( 403, $response->status );
		$this->assertSame( 'p2p_invalid_nonce', $response->code() );
	}

	public function test_the_campaign_app_own_request_still_signs_in(): void {
		$response = $this->http(
			'POST',
			$this->rest( '/fundraiser-login' ),
			array(
				'headers' => array(
					'Origin'     => $this->origin(),
					'X-WP-Nonce' => $this->visitor_nonce(),
				),
				'json'    => $this->login_form(),
			)
		);
		$this->assertSame( 200, $response->status, $response->body );
		$this->assertTrue( $response->sets_auth_cookie() );
	}

	public function test_a_form_on_another_site_cannot_register_an_account(): void {
		$response = $this->http(
			'POST',
			$this->rest( '/register-fundraiser' ),
			array(
				'headers' => array( 'Origin' => self::EVIL ),
				'form'    => array(
					'_wpnonce'    => $this->visitor_nonce(),
					'campaign_id' => $this->campaign_id(),
					'firstName'   => 'Csrf',
					'lastName'    => 'Victim',
					'email'       => 'csrf-victim@example.net',
					'password'    => 'attacker-chosen',
					'password2'   => 'attacker-chosen',
				),
			)
		);
		$this->assertSame( 403, $response->status );
		$this->assertSame( 'p2p_cross_origin', $response->code() );
		$this->assertFalse( $response->sets_auth_cookie() );
		$this->fresh();
		$this->assertFalse( email_exists( 'csrf-victim@example.net' ) );
	}

	public function test_a_form_on_another_site_cannot_send_reset_emails(): void {
		$mails    = $this->mail_offset();
		$response = $this->http(
			'POST',
			$this->rest( '/send-password-reset-email' ),
			array(
				'headers' => array( 'Origin' => self::EVIL ),
				'form'    => array(
					'_wpnonce'    => $this->visitor_nonce(),
					'campaign_id' => $this->campaign_id(),
					'user_handle' => 'captain@example.com',
				),
			)
		);
		$this->assertSame( 403, $response->status );
		$this->assertSame( 'p2p_cross_origin', $response->code() );
		$this->assertSame( array(), $this->mails_since( $mails ) );
	}

	public function test_a_get_link_with_method_override_is_not_a_write(): void {
		$query    = $this->login_form() + array(
			'_method'  => 'POST',
			'_wpnonce' => $this->visitor_nonce(),
		);
		$response = $this->http( 'GET', $this->rest( '/fundraiser-login' ), array( 'query' => $query ) );
		$this->assertSame( 405, $response->status, $response->body );
		$this->assertSame( 'p2p_method_override', $response->code() );
		$this->assertSame( 'This address does not accept method overrides. Send the request with its real method.', $response->message() );
		$this->assertFalse( $response->sets_auth_cookie() );
	}

	public function test_the_method_override_header_is_refused_on_the_plugin_routes(): void {
		$response = $this->http(
			'GET',
			$this->rest( '/send-password-reset-email' ),
			array(
				'headers' => array( 'X-HTTP-Method-Override' => 'POST' ),
				'query'   => array(
					'campaign_id' => $this->campaign_id(),
					'user_handle' => 'captain',
				),
			)
		);
		$this->assertSame( 405, $response->status );
		$this->assertSame( 'p2p_method_override', $response->code() );
	}

	public function test_logged_in_writes_keep_the_cookie_and_nonce_check(): void {
		$session  = $this->sign_in( 'fundraiser@example.com' );
		$response = $this->http(
			'POST',
			$this->rest( '/create-team' ),
			array(
				'cookies' => $session,
				'form'    => array(
					'campaign_id' => $this->campaign_id(),
					'name'        => 'Forged Team',
					'story'       => 'Forged.',
					'goal'        => 100,
				),
			)
		);
		$this->assertSame( 401, $response->status, 'WordPress drops the cookie user of a request without nonce' );
		$this->assertSame( 0, $this->count_where( 'teams', 'name = %s', 'Forged Team' ) );
	}

	public function test_a_script_tag_on_another_site_cannot_read_the_signed_in_visitors_nonce(): void {
		$session = $this->sign_in( 'fundraiser@example.com' );
		// <script src="…/nonce?_jsonp=steal" referrerpolicy="no-referrer">: the cookie, no Origin, no Referer.
		$jsonp = $this->http( 'GET', $this->rest( '/nonce' ) . '?_jsonp=steal', array( 'cookies' => $session ) );
		$this->assertSame( 403, $jsonp->status, $jsonp->body );
		$this->assertStringNotContainsString( '"nonce"', $jsonp->body );
		$tagged = $this->http(
			'GET',
			$this->rest( '/nonce' ),
			array(
				'cookies' => $session,
				'headers' => array(
					'Sec-Fetch-Site' => 'cross-site',
					'Sec-Fetch-Dest' => 'script',
				),
			)
		);
		$this->assertSame( 403, $tagged->status );

		$app = $this->http(
			'GET',
			$this->rest( '/nonce' ),
			array(
				'cookies' => $session,
				'headers' => array(
					'Referer'        => home_url( '/campaigns/demo/' ),
					'Sec-Fetch-Site' => 'same-origin',
				),
			)
		);
		$this->assertSame( 200, $app->status, 'the campaign app still refreshes its nonce' );
	}

	/** @return array<string, mixed> */
	private function login_form(): array {
		return array(
			'campaign_id' => $this->campaign_id(),
			'user_handle' => 'captain@example.com',
			'password'    => self::PASSWORD,
		);
	}
}
