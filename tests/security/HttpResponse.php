<?php
/**
 * One answer of the real server, as an HTTP client received it.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

final class HttpResponse {

	/** @var int */
	public $status;

	/** @var array<string, string[]> Lower-case header name => every value it was sent with. */
	public $headers;

	/** @var string */
	public $body;

	/** @var float Seconds from the first byte sent to the last received. */
	public $seconds;

	/**
	 * @param int                     $status  HTTP status.
	 * @param array<string, string[]> $headers Headers.
	 * @param string                  $body    Body.
	 * @param float                   $seconds Duration.
	 */
	public function __construct( int $status, array $headers, string $body, float $seconds ) {
		$this->status  = $status;
		$this->headers = $headers;
		$this->body    = $body;
		$this->seconds = $seconds;
	}

	/** The first value of a header, or null. */
	public function header( string $name ): ?string {
		return $this->headers[ strtolower( $name ) ][0] ?? null;
	}

	/**
	 * The body decoded as JSON (arrays), or null when it is not JSON.
	 *
	 * @return mixed
	 */
	public function json() {
		return json_decode( $this->body, true );
	}

	/** The `message` of a WordPress error body ('' when there is none). */
	public function message(): string {
		$json = $this->json();
		return is_array( $json ) && is_string( $json['message'] ?? null ) ? $json['message'] : '';
	}

	/** The `code` of a WordPress error body ('' when there is none). */
	public function code(): string {
		$json = $this->json();
		return is_array( $json ) && is_string( $json['code'] ?? null ) ? $json['code'] : '';
	}

	/**
	 * Cookies this answer set (name => value), without the ones it deleted.
	 *
	 * @return array<string, string>
	 */
	public function cookies(): array {
		$cookies = array();
		foreach ( $this->headers['set-cookie'] ?? array() as $line ) {
			$pair = explode( ';', $line, 2 )[0];
			if ( false === strpos( $pair, '=' ) ) {
				continue;
			}
			list( $name, $value ) = array_map( 'trim', explode( '=', $pair, 2 ) );
			$expired = preg_match( '/;\s*expires=([^;]+)/i', $line, $match ) && strtotime( $match[1] ) < time();
			if ( '' === $value || 'deleted' === $value || $expired ) {
				continue;
			}
			$cookies[ $name ] = urldecode( $value );
		}
		return $cookies;
	}

	/** Whether a WordPress login cookie was set (the visitor would now be signed in). */
	public function sets_auth_cookie(): bool {
		foreach ( array_keys( $this->cookies() ) as $name ) {
			if ( 0 === strpos( $name, 'wordpress_logged_in_' ) || ( 0 === strpos( $name, 'wordpress_' ) && false === strpos( $name, 'test_cookie' ) ) ) {
				return true;
			}
		}
		return false;
	}
}
