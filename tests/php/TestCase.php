<?php
/**
 * Base class of the plugin's PHP tests: real WordPress, real MariaDB, each test in a transaction.
 *
 * What every test gets:
 * - A database transaction around the test, rolled back afterwards: each test starts from the demo
 *   data that `npm run test:php` seeded, whatever the previous test wrote. The plugin's own
 *   transactions still work inside it: START TRANSACTION / BEGIN, COMMIT and ROLLBACK sent through
 *   $wpdb become savepoints. DDL (CREATE/ALTER/DROP/TRUNCATE TABLE, dbDelta) commits implicitly in
 *   MariaDB: a test that runs DDL (DemoData::reset() may) must undo it itself. Object cache,
 *   current user, $_GET/$_POST/$_REQUEST/$_FILES and the REST server are reset before and after
 *   each test.
 *
 * Helpers:
 *   $this->request( 'GET', '/get-campaign', [ 'campaign_id' => 1 ] ): WP_REST_Response
 *       Runs a REST request in-process (rest_do_request). A path without a namespace is taken under
 *       /p2p-fundraising/v1; '/wp/v2/...' or '/p2p-fundraising/v1/...' are used as they are. A query
 *       string in the path is parsed. GET/HEAD/DELETE params are query params, others body params.
 *   $this->dispatch( WP_REST_Request $request ): WP_REST_Response
 *       For requests the shortcut cannot express (headers, files, JSON bodies).
 *   Every 2xx answer of a plugin route, through either, is checked against the schema its route
 *   declares (ResponseSchema): a route without one, or a body that does not fit it exactly
 *   (a missing or extra key, a wrong type, a value outside its enum), fails the test.
 *   $this->json( WP_REST_Response $response ): array
 *       The response body exactly as an HTTP client would decode it (types included: a number is
 *       an int/float, not a numeric string).
 *   $this->actingAs( $user ): ?WP_User
 *       Logs a user in for the rest of the test: an id, a login or an e-mail
 *       ('admin', 'captain@example.com', ...); 0 or null logs out.
 *
 * Example:
 *   final class CampaignTest extends TestCase {
 *       public function test_unknown_campaign_is_404(): void {
 *           $response = $this->request( 'GET', '/get-campaign', array( 'campaign_id' => 999999 ) );
 *           $this->assertSame( 404, $response->get_status() );
 *       }
 *   }
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use WP_REST_Request;
use WP_REST_Response;
use WP_User;

abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/** The plugin's REST namespace. */
	public const REST_NAMESPACE = 'p2p-fundraising/v1';

	/** @var int Depth of the plugin's own (nested) transactions, mapped to savepoints. */
	private $transaction_depth = 0;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->reset_request_state();
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		$this->transaction_depth = 0;
		add_filter( 'query', array( $this, 'nest_transaction_statement' ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'query', array( $this, 'nest_transaction_statement' ) );
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$this->reset_request_state();
		parent::tearDown();
	}

	/**
	 * Runs a REST request in-process and returns its response (errors included, as responses).
	 *
	 * @param string               $method GET, POST, PUT, PATCH, DELETE...
	 * @param string               $path   '/get-campaign' (under /p2p-fundraising/v1) or a full route.
	 * @param array<string, mixed> $params Query params (GET/HEAD/DELETE) or body params (others).
	 */
	protected function request( string $method, string $path, array $params = array() ): WP_REST_Response {
		$method = strtoupper( $method );
		$query  = array();
		if ( false !== strpos( $path, '?' ) ) {
			list( $path, $query_string ) = explode( '?', $path, 2 );
			parse_str( $query_string, $query );
		}
		$route = ( 0 === strpos( $path, '/' . self::REST_NAMESPACE ) || 0 === strpos( $path, '/wp/' ) )
			? $path
			: '/' . self::REST_NAMESPACE . '/' . ltrim( $path, '/' );

		$request = new WP_REST_Request( $method, rtrim( $route, '/' ) === '' ? '/' : $route );
		if ( in_array( $method, array( 'GET', 'HEAD', 'DELETE' ), true ) ) {
			$request->set_query_params( array_merge( $query, $params ) );
		} else {
			$request->set_query_params( $query );
			$request->set_body_params( $params );
		}
		return $this->dispatch( $request );
	}

	/** Dispatches a prepared request through the REST server; a success must fit its route's schema. */
	protected function dispatch( WP_REST_Request $request ): WP_REST_Response {
		$response = rest_ensure_response( rest_do_request( $request ) );
		if ( 'OPTIONS' !== $request->get_method() ) { // OPTIONS describes the route, not its resource.
			$this->assertFitsRouteSchema( $response );
		}
		return $response;
	}

	/**
	 * A 2xx response of a plugin route fits the schema its route declares, exactly.
	 *
	 * @param WP_REST_Response $response Response.
	 */
	protected function assertFitsRouteSchema( WP_REST_Response $response ): void {
		$route = ResponseSchema::checked_route( $response );
		if ( null === $route ) {
			return;
		}
		$schema = ResponseSchema::of_route( $route );
		$this->assertIsArray( $schema, "{$route} declares no response schema" );
		$body     = $this->json( $response );
		$mismatch = ResponseSchema::mismatch( $body, $schema );
		$this->assertNull( $mismatch, "{$route}: the response does not fit its schema: {$mismatch}\nbody: " . wp_json_encode( $body ) );
	}

	/**
	 * The body an HTTP client would receive, decoded to arrays.
	 *
	 * @return array<mixed>|string|int|float|bool|null
	 */
	protected function json( WP_REST_Response $response ) {
		$data = rest_get_server()->response_to_data( $response, false );
		return json_decode( (string) wp_json_encode( $data ), true );
	}

	/**
	 * Logs a user in (for the rest of this test): id, login or e-mail; 0 or null logs out.
	 *
	 * @param int|string|null $user
	 */
	protected function actingAs( $user ): ?WP_User {
		if ( null === $user || 0 === $user ) {
			wp_set_current_user( 0 );
			return null;
		}
		if ( is_int( $user ) ) {
			$found = get_user_by( 'id', $user );
		} elseif ( false !== strpos( (string) $user, '@' ) ) {
			$found = get_user_by( 'email', $user );
		} else {
			$found = get_user_by( 'login', $user );
		}
		if ( ! $found ) {
			$this->fail( "actingAs(): no user '{$user}' (the demo accounts: admin, captain@example.com, fundraiser@example.com, user@example.com)" );
		}
		wp_set_current_user( $found->ID );
		return $found;
	}

	/**
	 * Maps the transaction statements of the code under test onto savepoints of the test's
	 * transaction (MariaDB has no nested transactions: a START TRANSACTION would commit ours).
	 *
	 * @internal Hooked on 'query' while a test runs.
	 */
	public function nest_transaction_statement( $query ) {
		$statement = strtoupper( preg_replace( '/\s+/', ' ', trim( rtrim( trim( (string) $query ), ';' ) ) ) );
		if ( preg_match( '/^(START TRANSACTION|BEGIN)( WORK)?\b/', $statement ) ) {
			++$this->transaction_depth;
			return 'SAVEPOINT p2p_test_' . $this->transaction_depth;
		}
		if ( preg_match( '/^COMMIT( WORK)?$/', $statement ) ) {
			if ( 0 === $this->transaction_depth ) {
				return 'DO 0';
			}
			return 'RELEASE SAVEPOINT p2p_test_' . $this->transaction_depth--;
		}
		if ( preg_match( '/^ROLLBACK( WORK)?$/', $statement ) ) {
			if ( 0 === $this->transaction_depth ) {
				return 'DO 0';
			}
			return 'ROLLBACK TO SAVEPOINT p2p_test_' . $this->transaction_depth--;
		}
		if ( preg_match( '/^SET (SESSION )?AUTOCOMMIT/', $statement ) ) {
			return 'DO 0'; // switching autocommit on would commit the test's transaction
		}
		return $query;
	}

	private function reset_request_state(): void {
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		$_FILES   = array();
		$GLOBALS['wp_rest_server'] = null; // the next request builds a fresh server (rest_api_init runs again)
		wp_set_current_user( 0 );
		wp_cache_flush();
	}
}
