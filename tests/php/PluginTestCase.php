<?php
/**
 * Helpers for the plugin's tests: demo ids by name, REST calls that return the decoded body.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

abstract class PluginTestCase extends TestCase {

	use DemoLookups;

	/**
	 * GET under the plugin's namespace: [ status, decoded body ].
	 *
	 * @param string               $path   '/get-campaign'.
	 * @param array<string, mixed> $params Query params.
	 * @return array{0: int, 1: mixed}
	 */
	protected function get( string $path, array $params = array() ): array {
		$response = $this->request( 'GET', $path, $params );
		return array( $response->get_status(), $this->json( $response ) );
	}

	/**
	 * Asserts an error answer: status, and a code when given.
	 *
	 * @param int         $status Expected HTTP status.
	 * @param array{0: int, 1: mixed} $result From get().
	 * @param string|null $code   Expected error code.
	 */
	protected function assertError( int $status, array $result, ?string $code = null ): void {
		list( $actual, $body ) = $result;
		$this->assertSame( $status, $actual, 'body: ' . wp_json_encode( $body ) );
		$this->assertIsString( $body['message'] ?? null );
		$this->assertNotSame( '', $body['message'] );
		if ( null !== $code ) {
			$this->assertSame( $code, $body['code'] );
		}
	}

	/**
	 * Asserts a 200 answer and returns its body.
	 *
	 * @param array{0: int, 1: mixed} $result From get().
	 * @return array<string, mixed>
	 */
	protected function assertOk( array $result ): array {
		list( $status, $body ) = $result;
		$this->assertSame( 200, $status, 'body: ' . wp_json_encode( $body ) );
		$this->assertIsArray( $body );
		return $body;
	}

	/**
	 * Asserts that a value fits a shape's schema exactly (Schemas::campaign()…): every key, no
	 * other, each of its type.
	 *
	 * @param array<string, mixed> $schema Schema of the shape.
	 * @param mixed                $value  Actual.
	 */
	protected function assertFitsShape( array $schema, $value ): void {
		$this->assertNull( ResponseSchema::mismatch( $value, $schema ), 'value: ' . wp_json_encode( $value ) );
	}

	/**
	 * Asserts that an array has exactly these keys (any order).
	 *
	 * @param string[]             $keys  Expected keys.
	 * @param array<string, mixed> $array Actual.
	 */
	protected function assertKeys( array $keys, array $array ): void {
		$actual = array_keys( $array );
		sort( $keys );
		sort( $actual );
		$this->assertSame( $keys, $actual );
	}
}
