<?php
/**
 * The schema a route declares, and whether a response body fits it.
 *
 * Every response a test dispatches goes through TestCase::dispatch(), which checks a 2xx body of
 * a plugin route against the schema of its route with these helpers: the schemas are the one
 * statement of each shape, so no test keeps its own list of keys.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use WP_REST_Response;

final class ResponseSchema {

	/** The plugin's routes start with this. */
	private const PREFIX = '/' . TestCase::REST_NAMESPACE . '/';

	/**
	 * Whether $route is one of the plugin's.
	 *
	 * @param string $route Matched route, e.g. '/p2p-fundraising/v1/get-campaign'.
	 */
	public static function is_plugin_route( string $route ): bool {
		return 0 === strpos( $route, self::PREFIX );
	}

	/**
	 * The schema a route declares, or null when it declares none.
	 *
	 * @param string $route Route pattern, e.g. '/p2p-fundraising/v1/admin/teams/(?P<id>\d+)'.
	 * @return array<string, mixed>|null
	 */
	public static function of_route( string $route ): ?array {
		$options = rest_get_server()->get_route_options( $route );
		if ( ! is_array( $options ) || ! isset( $options['schema'] ) || ! is_callable( $options['schema'] ) ) {
			return null;
		}
		return call_user_func( $options['schema'] );
	}

	/**
	 * Why $body does not fit $schema, or null when it does (WordPress's own validator: types,
	 * nullables, enums, patterns, required keys, no undeclared keys).
	 *
	 * @param mixed                $body   Decoded response body.
	 * @param array<string, mixed> $schema Schema.
	 */
	public static function mismatch( $body, array $schema ): ?string {
		$valid = rest_validate_value_from_schema( $body, $schema, 'body' );
		return is_wp_error( $valid ) ? $valid->get_error_message() : null;
	}

	/**
	 * The places where $schema leaves a shape open: an object that allows undeclared keys or does
	 * not require each declared one, a list without an item schema, a node without a type.
	 *
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Where we are, for the message.
	 * @return string[]
	 */
	public static function open_places( array $schema, string $path = 'body' ): array {
		if ( isset( $schema['oneOf'] ) ) {
			$places = array();
			foreach ( $schema['oneOf'] as $index => $branch ) {
				$places = array_merge( $places, self::open_places( $branch, "{$path}<oneOf {$index}>" ) );
			}
			return $places;
		}
		if ( ! isset( $schema['type'] ) ) {
			return array( "{$path} has no type" );
		}
		$types  = (array) $schema['type'];
		$places = array();
		if ( in_array( 'object', $types, true ) ) {
			$properties = $schema['properties'] ?? array();
			if ( false !== ( $schema['additionalProperties'] ?? true ) ) {
				$places[] = "{$path} allows undeclared keys";
			}
			$required = $schema['required'] ?? array();
			sort( $required );
			$declared = array_keys( $properties );
			sort( $declared );
			if ( $required !== $declared ) {
				$places[] = "{$path} does not require each of its keys";
			}
			foreach ( $properties as $name => $property ) {
				$places = array_merge( $places, self::open_places( $property, "{$path}.{$name}" ) );
			}
		}
		if ( in_array( 'array', $types, true ) ) {
			if ( ! isset( $schema['items'] ) ) {
				$places[] = "{$path} lists items of no schema";
			} else {
				$places = array_merge( $places, self::open_places( $schema['items'], "{$path}[]" ) );
			}
		}
		return $places;
	}

	/**
	 * The keys of $schema that do not say what they are (no `description`), at any depth.
	 *
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Where we are, for the message.
	 * @return string[]
	 */
	public static function undescribed_keys( array $schema, string $path = 'body' ): array {
		$places = array();
		foreach ( $schema['oneOf'] ?? array() as $index => $branch ) {
			$places = array_merge( $places, self::undescribed_keys( $branch, "{$path}<oneOf {$index}>" ) );
		}
		foreach ( $schema['properties'] ?? array() as $name => $property ) {
			if ( '' === (string) ( $property['description'] ?? '' ) ) {
				$places[] = "{$path}.{$name}";
			}
			$places = array_merge( $places, self::undescribed_keys( $property, "{$path}.{$name}" ) );
		}
		if ( isset( $schema['items'] ) ) {
			$places = array_merge( $places, self::undescribed_keys( $schema['items'], "{$path}[]" ) );
		}
		return $places;
	}

	/**
	 * The route of a success of a plugin route, or null when there is nothing to check.
	 *
	 * @param WP_REST_Response $response Response.
	 */
	public static function checked_route( WP_REST_Response $response ): ?string {
		$route  = (string) $response->get_matched_route();
		$status = $response->get_status();
		if ( $status < 200 || $status >= 300 || ! self::is_plugin_route( $route ) ) {
			return null;
		}
		return $route;
	}
}
