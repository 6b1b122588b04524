<?php
/**
 * Base class of the hostile-input suite: attacks sent as real HTTP requests to a real server.
 *
 * Why over HTTP: CSRF, Origin checks, method overrides, cookies and races only exist on the wire
 * and between processes. The in-process REST tests (tests/php) cannot show them.
 *
 * What a test gets:
 * - The phpunit instance's WordPress served by `php -S` with several workers
 *   (PHP_CLI_SERVER_WORKERS), started once per PHPUnit run on P2P_SECURITY_PORT (default 8886) and
 *   stopped when PHPUnit exits. Requests carry the site's own Host header, so WordPress sees the
 *   same site as the in-process tests.
 * - No wrapping transaction (the server must see what the test writes, and the test what the
 *   server wrote): after each test, the users and options it created and the rate-limit counts and
 *   form memories (expiring_values) are deleted, and the demo data is seeded afresh after each class.
 * - Helpers:
 *     $this->http( 'POST', $this->rest( '/fundraiser-login' ), [
 *         'headers' => [ 'Origin' => 'http://evil.example', 'X-WP-Nonce' => $nonce ],
 *         'form'    => [ 'user_handle' => 'captain@example.com', ... ],   // or 'json' => [...]
 *         'cookies' => $session,                                          // from sign_in()
 *     ] ): HttpResponse
 *     $this->concurrently( [ [ 'POST', $path, $options ], ... ] ): HttpResponse[] (all at once)
 *     $this->from_this_site( '/register-fundraiser', $json, $nonce ): the campaign app's own POST
 *     $this->visitor_nonce(), $this->sign_in( 'captain@example.com' ), $this->nonce_for( $session ),
 *     $this->origin() (the site's own), $this->boot( $response ), $this->mail_offset() and
 *     $this->mails_since( $offset ) (the instance's mail.log), $this->fresh() before reading what
 *     the server wrote through WordPress APIs that cache.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Demo\DemoData;
use P2PFundraising\Tests\DemoLookups;
use PHPUnit\Framework\TestCase;

abstract class HttpTestCase extends TestCase {

	use DemoLookups;

	/** The demo accounts' password. */
	protected const PASSWORD = 'password';

	/** @var resource|null The php -S process (shared by every class of the run). */
	private static $server = null;

	/** @var int Highest user id before the test. */
	private $max_user_id = 0;

	/** @var int Highest option id before the test. */
	private $max_option_id = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::start_server();
	}

	public static function tearDownAfterClass(): void {
		wp_cache_flush();
		DemoData::reset();
		wp_cache_flush();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		wp_set_current_user( 0 );
		wp_cache_flush();
		// Every test starts with no counted attempts, whatever an earlier one left (the donation form's
		// per-address limit counts every gift the suite sends from 127.0.0.1).
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%p2p\\_fundraising\\_rate\\_%'" );
		$this->max_user_id   = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" );
		$this->max_option_id = (int) $wpdb->get_var( "SELECT MAX(option_id) FROM {$wpdb->options}" );
	}

	protected function tearDown(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$new_users = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE ID > %d", $this->max_user_id ) );
		foreach ( $new_users as $user_id ) {
			wp_delete_user( (int) $user_id );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_id > %d", $this->max_option_id ) );
		// Rate-limit counts and form memories live in their own table (decision 0066).
		$wpdb->query( 'DELETE FROM ' . \P2PFundraising\Database\Schema::table( 'expiring_values' ) );
		wp_set_current_user( 0 );
		wp_cache_flush();
		parent::tearDown();
	}

	/** Forgets what this process cached, before reading what the server wrote. */
	protected function fresh(): void {
		wp_cache_flush();
	}

	/** Path of a route of the plugin's REST namespace, e.g. rest( '/fundraiser-login' ). */
	protected function rest( string $route ): string {
		return '/wp-json/p2p-fundraising/v1' . $route;
	}

	/** The site's own origin (scheme://host[:port]), as a browser on the site would send it. */
	protected function origin(): string {
		$parts = wp_parse_url( home_url() );
		return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}

	/**
	 * A JSON POST the campaign app itself would send to a logged-out route: this site's Origin and
	 * the visitor nonce in the header. For http() or concurrently().
	 *
	 * @param string               $route Route, e.g. '/register-fundraiser'.
	 * @param array<string, mixed> $json  Body.
	 * @param string               $nonce The visitor nonce (visitor_nonce()).
	 * @return array{0: string, 1: string, 2: array<string, mixed>}
	 */
	protected function from_this_site( string $route, array $json, string $nonce ): array {
		return array(
			'POST',
			$this->rest( $route ),
			array(
				'headers' => array(
					'Origin'     => $this->origin(),
					'X-WP-Nonce' => $nonce,
				),
				'json'    => $json,
			),
		);
	}

	/** Path of the demo campaign's page (or one of its routes, e.g. 'login/'). */
	protected function campaign_path( string $route = '' ): string {
		return '/campaigns/' . DemoData::CAMPAIGN_SLUG . '/' . $route;
	}

	/**
	 * Sends one request to the real server.
	 *
	 * @param string               $method  GET, POST...
	 * @param string               $path    Path (and query) on the site, e.g. $this->rest( '/get-campaign' ).
	 * @param array<string, mixed> $options headers (name => value), query (array), form (array,
	 *                                      urlencoded), json (array), multipart (array, CURLFile
	 *                                      values), body (raw string), cookies (name => value).
	 */
	protected function http( string $method, string $path, array $options = array() ): HttpResponse {
		return $this->concurrently( array( array( $method, $path, $options ) ) )[0];
	}

	/**
	 * Sends every request at the same moment (curl_multi) and waits for all of them.
	 *
	 * @param array<int, array{0: string, 1: string, 2?: array<string, mixed>}> $requests [ method, path, options ].
	 * @return HttpResponse[] In the order of $requests.
	 */
	protected function concurrently( array $requests ): array {
		$multi   = curl_multi_init();
		$handles = array();
		$headers = array();
		foreach ( array_values( $requests ) as $index => $request ) {
			$headers[ $index ] = array();
			$handles[ $index ] = $this->handle( $request[0], $request[1], $request[2] ?? array(), $headers[ $index ] );
			curl_multi_add_handle( $multi, $handles[ $index ] );
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running > 0 ) {
				curl_multi_select( $multi, 0.05 );
			}
		} while ( $running > 0 && CURLM_OK === $status );

		$responses = array();
		foreach ( $handles as $index => $handle ) {
			$error = curl_error( $handle );
			$this->assertSame( '', $error, "request {$requests[ $index ][0]} {$requests[ $index ][1]} failed on the wire" );
			$responses[ $index ] = new HttpResponse(
				(int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ),
				$headers[ $index ],
				(string) curl_multi_getcontent( $handle ),
				(float) curl_getinfo( $handle, CURLINFO_TOTAL_TIME )
			);
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		return $responses;
	}

	/**
	 * The boot data a campaign page embeds (settings + data), decoded.
	 *
	 * @return array<string, mixed>
	 */
	protected function boot( HttpResponse $page ): array {
		$found = preg_match( '#<script type="application/json" id="p2p-fundraising-boot">(.*?)</script>#s', $page->body, $match );
		$this->assertSame( 1, $found, "no boot data in the page (status {$page->status})" );
		$boot = json_decode( $match[1], true );
		$this->assertIsArray( $boot );
		return $boot;
	}

	/** The wp_rest nonce a logged-out visitor gets from the campaign page (the same for every visitor). */
	protected function visitor_nonce(): string {
		return $this->nonce_for( array() );
	}

	/**
	 * The wp_rest nonce embedded in the campaign page for this session's cookies.
	 *
	 * @param array<string, string> $session Cookies from sign_in(), or none for a visitor.
	 */
	protected function nonce_for( array $session ): string {
		$page = $this->http( 'GET', $this->campaign_path(), array( 'cookies' => $session ) );
		$this->assertSame( 200, $page->status, 'the campaign page did not load' );
		$nonce = $this->boot( $page )['settings']['apiNonce'] ?? '';
		$this->assertNotSame( '', $nonce );
		return (string) $nonce;
	}

	/**
	 * Signs in through wp-login.php as a browser would; returns the session's cookies.
	 *
	 * @param string $login    User login or e-mail.
	 * @param string $password Password.
	 * @return array<string, string>
	 */
	protected function sign_in( string $login, string $password = self::PASSWORD ): array {
		$test_cookie = array( 'wordpress_test_cookie' => 'WP Cookie check' );
		$response    = $this->http(
			'POST',
			'/wp-login.php',
			array(
				'cookies' => $test_cookie,
				'headers' => array( 'Origin' => $this->origin() ),
				'form'    => array(
					'log'        => $login,
					'pwd'        => $password,
					'wp-submit'  => 'Log In',
					'testcookie' => '1',
				),
			)
		);
		$this->assertSame( 302, $response->status, "signing in as {$login} failed" );
		$session = array_merge( $test_cookie, $response->cookies() );
		$this->assertTrue( $response->sets_auth_cookie(), "no login cookie for {$login}" );
		return $session;
	}

	/** Byte offset of the end of the instance's mail log (read mails_since() after acting). */
	protected function mail_offset(): int {
		clearstatcache();
		return is_file( P2P_DEV_MAIL_LOG ) ? (int) filesize( P2P_DEV_MAIL_LOG ) : 0;
	}

	/**
	 * The e-mails the server sent since an offset: to, subject, message, headers.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function mails_since( int $offset ): array {
		clearstatcache();
		if ( ! is_file( P2P_DEV_MAIL_LOG ) ) {
			return array();
		}
		$text  = (string) file_get_contents( P2P_DEV_MAIL_LOG, false, null, $offset );
		$mails = array();
		foreach ( array_filter( explode( "\n", $text ) ) as $line ) {
			$mails[] = json_decode( $line, true );
		}
		return $mails;
	}

	/**
	 * A configured curl handle.
	 *
	 * @param array<string, mixed>    $options  See http().
	 * @param array<string, string[]> $received Filled with the response headers.
	 * @return resource|\CurlHandle
	 */
	private function handle( string $method, string $path, array $options, array &$received ) {
		$url = 'http://127.0.0.1:' . self::port() . $path;
		if ( ! empty( $options['query'] ) ) {
			$url .= ( false === strpos( $path, '?' ) ? '?' : '&' ) . http_build_query( $options['query'] );
		}
		$headers = array( 'Host' => (string) wp_parse_url( home_url(), PHP_URL_HOST ) . ( wp_parse_url( home_url(), PHP_URL_PORT ) ? ':' . wp_parse_url( home_url(), PHP_URL_PORT ) : '' ) );
		$body    = null;
		if ( isset( $options['form'] ) ) {
			$body                    = http_build_query( $options['form'] );
			$headers['Content-Type'] = 'application/x-www-form-urlencoded';
		} elseif ( isset( $options['json'] ) ) {
			$body                    = (string) wp_json_encode( $options['json'] );
			$headers['Content-Type'] = 'application/json';
		} elseif ( isset( $options['multipart'] ) ) {
			$body = $options['multipart'];
		} elseif ( isset( $options['body'] ) ) {
			$body = (string) $options['body'];
		}
		if ( ! empty( $options['cookies'] ) ) {
			$pairs = array();
			foreach ( $options['cookies'] as $name => $value ) {
				$pairs[] = $name . '=' . rawurlencode( (string) $value );
			}
			$headers['Cookie'] = implode( '; ', $pairs );
		}
		foreach ( $options['headers'] ?? array() as $name => $value ) {
			$headers[ $name ] = (string) $value;
		}
		$lines = array( 'Expect:' );
		foreach ( $headers as $name => $value ) {
			$lines[] = $name . ': ' . $value;
		}

		$handle = curl_init( $url );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_CUSTOMREQUEST  => strtoupper( $method ),
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_FOLLOWLOCATION => false,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HTTPHEADER     => $lines,
				CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$received ): int {
					if ( false !== strpos( $line, ':' ) ) {
						list( $name, $value ) = explode( ':', $line, 2 );
						$received[ strtolower( trim( $name ) ) ][] = trim( $value );
					}
					return strlen( $line );
				},
			)
		);
		if ( null !== $body ) {
			curl_setopt( $handle, CURLOPT_POSTFIELDS, $body );
		}
		return $handle;
	}

	/** The port of the test server (P2P_SECURITY_PORT, so parallel checkouts do not collide). */
	private static function port(): int {
		$port = (int) getenv( 'P2P_SECURITY_PORT' );
		return $port > 0 ? $port : 8886;
	}

	/** Starts php -S on the instance's WordPress once per run; stops it when PHPUnit exits. */
	private static function start_server(): void {
		if ( is_resource( self::$server ) && proc_get_status( self::$server )['running'] ) {
			return;
		}
		$port = self::port();
		if ( self::answers( $port ) ) {
			self::fail_hard( "Port {$port} is already taken. Stop what listens there, or set P2P_SECURITY_PORT." );
		}
		$root    = rtrim( ABSPATH, '/' );
		$log     = dirname( $root ) . '/security-server.log';
		$command = array(
			PHP_BINARY,
			'-S',
			"127.0.0.1:{$port}",
			'-t',
			$root,
			'-d',
			'memory_limit=256M',
			'-d',
			'max_execution_time=60',
			dirname( __DIR__, 2 ) . '/scripts/wp/router.php',
		);
		$env     = array_merge( getenv(), array( 'PHP_CLI_SERVER_WORKERS' => '8' ) );
		$process = proc_open(
			$command,
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', $log, 'w' ),
				2 => array( 'file', $log, 'a' ),
			),
			$pipes,
			$root,
			$env
		);
		if ( ! is_resource( $process ) ) {
			self::fail_hard( 'Could not start php -S for the security tests.' );
		}
		self::$server = $process;
		register_shutdown_function( array( self::class, 'stop_server' ) );
		$deadline = microtime( true ) + 15;
		while ( ! self::answers( $port ) ) {
			if ( microtime( true ) > $deadline || ! proc_get_status( $process )['running'] ) {
				self::fail_hard( "php -S did not start on port {$port}:\n" . (string) file_get_contents( $log ) );
			}
			usleep( 50000 );
		}
	}

	/** @internal Stops the server and its workers. */
	public static function stop_server(): void {
		if ( ! is_resource( self::$server ) ) {
			return;
		}
		$status = proc_get_status( self::$server );
		if ( $status['running'] ) {
			// The workers are children of the master: end them with it.
			exec( 'pkill -TERM -P ' . (int) $status['pid'] . ' 2>/dev/null' );
			proc_terminate( self::$server, 15 );
		}
		proc_close( self::$server );
		self::$server = null;
	}

	private static function answers( int $port ): bool {
		$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a refused connection is the expected answer.
		if ( false === $socket ) {
			return false;
		}
		fclose( $socket );
		return true;
	}

	/** Fails the whole run with a message (setUpBeforeClass cannot mark one test). */
	private static function fail_hard( string $message ): void {
		throw new \RuntimeException( $message );
	}
}
