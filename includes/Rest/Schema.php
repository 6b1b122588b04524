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
	 * @param array<string, array<string, mixed>> $properties  Name => schema.
	 * @param string                              $description What it is ('' at the top of a body).
	 * @return array<string, mixed>
	 */
	public static function shape( array $properties, string $description = '' ): array {
		$shape = array(
			'type'                 => 'object',
			'properties'           => $properties,
			'required'             => array_keys( $properties ),
			'additionalProperties' => false,
		);
		return self::described( $shape, $description );
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
		return self::response( $title, array( 'data' => self::list_of( $item, __( 'The items.', 'p2p-fundraising' ) ) ) );
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
				'data'  => self::list_of( $item, __( 'The items of this page.', 'p2p-fundraising' ) ),
				'total' => self::count( __( 'Number of all matching items.', 'p2p-fundraising' ) ),
				'count' => self::count( __( 'Number of items in this page.', 'p2p-fundraising' ) ),
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
		return self::response( $title, $extra + array( 'redirect' => self::string( __( 'Route of the campaign app to go to next.', 'p2p-fundraising' ) ) ) );
	}

	/**
	 * A list of items.
	 *
	 * @param array<string, mixed> $item        Schema of one.
	 * @param string               $description What the list holds.
	 * @return array<string, mixed>
	 */
	public static function list_of( array $item, string $description = '' ): array {
		return self::described(
			array(
				'type'  => 'array',
				'items' => $item,
			),
			$description
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

	/**
	 * A positive id.
	 *
	 * @param string $description What it identifies.
	 * @return array<string, mixed>
	 */
	public static function id( string $description = '' ): array {
		return self::described(
			array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			$description
		);
	}

	/**
	 * An id, or 0 for none.
	 *
	 * @param string $description What it identifies.
	 * @return array<string, mixed>
	 */
	public static function optional_id( string $description = '' ): array {
		return self::described(
			array(
				'type'    => 'integer',
				'minimum' => 0,
			),
			$description
		);
	}

	/**
	 * A count (0 or more).
	 *
	 * @param string $description What it counts.
	 * @return array<string, mixed>
	 */
	public static function count( string $description = '' ): array {
		return self::described(
			array(
				'type'    => 'integer',
				'minimum' => 0,
			),
			$description
		);
	}

	/**
	 * Money in the campaign currency: a whole number (1250) or with cents (12.5).
	 *
	 * @param string $description What amount.
	 * @return array<string, mixed>
	 */
	public static function money( string $description = '' ): array {
		return self::described( array( 'type' => 'number' ), $description );
	}

	/**
	 * Any number.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	public static function number( string $description = '' ): array {
		return self::described( array( 'type' => 'number' ), $description );
	}

	/**
	 * Any text.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	public static function string( string $description = '' ): array {
		return self::described( array( 'type' => 'string' ), $description );
	}

	/**
	 * True or false.
	 *
	 * @param string $description What it tells.
	 * @return array<string, mixed>
	 */
	public static function boolean( string $description = '' ): array {
		return self::described( array( 'type' => 'boolean' ), $description );
	}

	/**
	 * One of fixed strings.
	 *
	 * @param string[] $values      Allowed values.
	 * @param string   $description What it is.
	 * @return array<string, mixed>
	 */
	public static function enum( array $values, string $description = '' ): array {
		return self::described(
			array(
				'type' => 'string',
				'enum' => array_values( $values ),
			),
			$description
		);
	}

	/**
	 * An absolute URL, or '' for none.
	 *
	 * @param string $description What it points to.
	 * @return array<string, mixed>
	 */
	public static function url_or_empty( string $description = '' ): array {
		return self::described(
			array(
				'type'    => 'string',
				'pattern' => '^(https?://.+)?$',
			),
			$description
		);
	}

	/**
	 * A GMT date-time ('2026-05-01T12:00:00Z'), or '' for none.
	 *
	 * @param string $description What happened then.
	 * @return array<string, mixed>
	 */
	public static function date_or_empty( string $description = '' ): array {
		return self::described(
			array(
				'type'    => 'string',
				'pattern' => '^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)?$',
			),
			$description
		);
	}

	/**
	 * $schema with a description for the reader of OPTIONS ('' leaves it as it is).
	 *
	 * @param array<string, mixed> $schema      Schema.
	 * @param string               $description What it is.
	 * @return array<string, mixed>
	 */
	public static function described( array $schema, string $description ): array {
		return '' === $description ? $schema : array( 'description' => $description ) + $schema;
	}
}
