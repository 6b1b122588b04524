<?php
/**
 * Builders of the JSON Schemas that describe the REST responses.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Small builders for the response schemas (JSON Schema draft 4, the dialect WordPress's REST API
 * speaks). Every object is closed (`additionalProperties: false`) and lists all its properties as
 * required, because every response carries each key of its shape, always (docs/api.md): a schema
 * then describes the shape exactly, and rest_validate_value_from_schema() can prove a response
 * matches it (the PHPUnit suite does so for every response, see docs/decisions/0037).
 */
final class Schema {

	public const DRAFT = 'http://json-schema.org/draft-04/schema#';

	/**
	 * A closed object whose properties are all present.
	 *
	 * @param array<string, array<string, mixed>> $properties Name => schema.
	 * @return array<string, mixed>
	 */
	public static function shape( array $properties ): array {
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'required'             => array_keys( $properties ),
			'additionalProperties' => false,
		);
	}

	/**
	 * The whole body of a response: a shape with the schema header and a title.
	 *
	 * @param string                              $title      Name of the shape, e.g. 'campaign'.
	 * @param array<string, array<string, mixed>> $properties Name => schema.
	 * @return array<string, mixed>
	 */
	public static function response( string $title, array $properties ): array {
		return array(
			'$schema' => self::DRAFT,
			'title'   => 'p2p-fundraising-' . $title,
		) + self::shape( $properties );
	}

	/**
	 * A controller's main resource with the schema header, as get_item_schema() answers it.
	 *
	 * @param string               $title  Name of the resource.
	 * @param array<string, mixed> $schema Its schema.
	 * @return array<string, mixed>
	 */
	public static function titled( string $title, array $schema ): array {
		return array(
			'$schema' => self::DRAFT,
			'title'   => 'p2p-fundraising-' . $title,
		) + $schema;
	}

	/**
	 * { data: item }.
	 *
	 * @param string               $title Name of the item.
	 * @param array<string, mixed> $item  Its schema.
	 * @return array<string, mixed>
	 */
	public static function item( string $title, array $item ): array {
		return self::response( $title, array( 'data' => $item ) );
	}

	/**
	 * { data: item[] }.
	 *
	 * @param string               $title Name of the items.
	 * @param array<string, mixed> $item  Schema of one.
	 * @return array<string, mixed>
	 */
	public static function items( string $title, array $item ): array {
		return self::response( $title, array( 'data' => self::list_of( $item ) ) );
	}

	/**
	 * { data: item[], total, count }: one page of a list.
	 *
	 * @param string               $title Name of the list.
	 * @param array<string, mixed> $item  Schema of one item.
	 * @return array<string, mixed>
	 */
	public static function page( string $title, array $item ): array {
		return self::response(
			$title,
			array(
				'data'  => self::list_of( $item ),
				'total' => self::count(),
				'count' => self::count(),
			)
		);
	}

	/**
	 * A route whose methods answer different bodies (GET a page, POST one item): exactly one fits.
	 *
	 * @param string                          $title  Name of the route's resource.
	 * @param array<int, array<string, mixed>> $bodies Schemas of the bodies.
	 * @return array<string, mixed>
	 */
	public static function one_of( string $title, array $bodies ): array {
		foreach ( $bodies as &$body ) {
			unset( $body['$schema'] );
		}
		unset( $body );
		return array(
			'$schema' => self::DRAFT,
			'title'   => 'p2p-fundraising-' . $title,
			'type'    => 'object',
			'oneOf'   => $bodies,
		);
	}

	/**
	 * { redirect, ...extra } of the campaign app's forms: the route the app goes to next.
	 *
	 * @param string                              $title Name of the action.
	 * @param array<string, array<string, mixed>> $extra Further keys.
	 * @return array<string, mixed>
	 */
	public static function redirect( string $title, array $extra = array() ): array {
		return self::response( $title, $extra + array( 'redirect' => self::string() ) );
	}

	/**
	 * A list of items.
	 *
	 * @param array<string, mixed> $item Schema of one.
	 * @return array<string, mixed>
	 */
	public static function list_of( array $item ): array {
		return array(
			'type'  => 'array',
			'items' => $item,
		);
	}

	/**
	 * Schema $schema, or null.
	 *
	 * @param array<string, mixed> $schema Non-null schema.
	 * @return array<string, mixed>
	 */
	public static function nullable( array $schema ): array {
		$schema['type'] = array( $schema['type'], 'null' );
		return $schema;
	}

	/** @return array<string, mixed> A positive id. */
	public static function id(): array {
		return array(
			'type'    => 'integer',
			'minimum' => 1,
		);
	}

	/** @return array<string, mixed> An id, or 0 for none. */
	public static function optional_id(): array {
		return array(
			'type'    => 'integer',
			'minimum' => 0,
		);
	}

	/** @return array<string, mixed> A count (0 or more). */
	public static function count(): array {
		return array(
			'type'    => 'integer',
			'minimum' => 0,
		);
	}

	/** @return array<string, mixed> Money: a whole number (1250) or cents (12.5). */
	public static function money(): array {
		return array( 'type' => 'number' );
	}

	/** @return array<string, mixed> Any number. */
	public static function number(): array {
		return array( 'type' => 'number' );
	}

	/** @return array<string, mixed> Any text. */
	public static function string(): array {
		return array( 'type' => 'string' );
	}

	/** @return array<string, mixed> true or false. */
	public static function boolean(): array {
		return array( 'type' => 'boolean' );
	}

	/**
	 * One of fixed strings.
	 *
	 * @param string[] $values Allowed values.
	 * @return array<string, mixed>
	 */
	public static function enum( array $values ): array {
		return array(
			'type' => 'string',
			'enum' => array_values( $values ),
		);
	}

	/** @return array<string, mixed> An absolute URL, or '' for none. */
	public static function url_or_empty(): array {
		return array(
			'type'    => 'string',
			'pattern' => '^(https?://.+)?$',
		);
	}

	/** @return array<string, mixed> A GMT date-time ('2026-05-01T12:00:00Z'), or '' for none. */
	public static function date_or_empty(): array {
		return array(
			'type'    => 'string',
			'pattern' => '^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)?$',
		);
	}
}
