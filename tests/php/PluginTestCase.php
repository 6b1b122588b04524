<?php
/**
 * Helpers for the plugin's tests: demo ids by name, REST calls that return the decoded body.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;

abstract class PluginTestCase extends TestCase {

	/** Id of a campaign by slug ('demo', 'draft-demo'). */
	protected function campaign_id( string $slug = DemoData::CAMPAIGN_SLUG ): int {
		return $this->id_where( 'campaigns', 'slug', $slug );
	}

	/** Id of a demo team by name. */
	protected function team_id( string $name ): int {
		return $this->id_where( 'teams', 'name', $name );
	}

	/** Id of the demo fundraiser of a user (by login) in a campaign. */
	protected function fundraiser_id( string $login, string $campaign_slug = DemoData::CAMPAIGN_SLUG ): int {
		global $wpdb;
		$user = get_user_by( 'login', $login );
		$this->assertNotFalse( $user, "no demo user {$login}" );
		$id = $wpdb->get_var(
			$wpdb->prepare(
				'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE user_id = %d AND campaign_id = %d',
				$user->ID,
				$this->campaign_id( $campaign_slug )
			)
		);
		$this->assertNotNull( $id, "no fundraiser for {$login}" );
		return (int) $id;
	}

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

	/** Stored totals of a row: [ raised, donations, donors ]. */
	protected function totals( string $table, int $id ): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT raised_amount, donations_count, donors_count FROM ' . Schema::table( $table ) . ' WHERE id = %d', $id ), ARRAY_A );
		return array( (float) $row['raised_amount'], (int) $row['donations_count'], (int) $row['donors_count'] );
	}

	private function id_where( string $table, string $column, string $value ): int {
		global $wpdb;
		$id = $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( $table ) . " WHERE {$column} = %s ORDER BY id LIMIT 1", $value ) );
		$this->assertNotNull( $id, "no {$table} row with {$column} = {$value} (demo data seeded?)" );
		return (int) $id;
	}
}
