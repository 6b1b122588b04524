<?php
/**
 * What the administration controllers share.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\PlainText;
use P2PFundraising\TextLimits;
use P2PFundraising\Rest\Controller;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Permissions;
use WP_Error;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Routes under /p2p-fundraising/v1/admin/…: every one requires the manage_p2p_fundraising
 * capability (401 logged out, 403 without it) and a valid REST nonce (WordPress's cookie
 * authentication drops the user of a request without one, so it answers 401).
 */
abstract class AdminController extends Controller {

	public const PREFIX = '/admin';

	public const DEFAULT_PER_PAGE = 20;

	/**
	 * Registers a route with one or more endpoints, each guarded by the admin capability.
	 *
	 * @param string                           $path      Below /admin, e.g. '/teams/(?P<id>\d+)'.
	 * @param array<int, array<string, mixed>> $endpoints Each: methods, callback, args.
	 * @param callable                         $schema    Returns the schema of the response body.
	 */
	protected function admin_route( string $path, array $endpoints, callable $schema ): void {
		foreach ( $endpoints as &$endpoint ) {
			$endpoint['permission_callback'] = array( Permissions::class, 'manage' );
			$endpoint['args']                = $endpoint['args'] ?? array();
		}
		unset( $endpoint );
		$endpoints['schema'] = $schema;
		register_rest_route( $this->namespace, self::PREFIX . $path, $endpoints );
	}

	/**
	 * Arguments of a paged, sorted, searchable list.
	 *
	 * @param string[] $sorts    Allowed sort keys.
	 * @param string   $default  Default sort key.
	 * @param string[] $statuses Allowed status filters ('' = all).
	 * @return array<string, array<string, mixed>>
	 */
	protected static function list_args( array $sorts, string $default, array $statuses = array() ): array {
		$args = self::paging_args( self::DEFAULT_PER_PAGE ) + array(
			'search'  => self::search_arg(),
			'orderby' => self::enum_arg( __( 'Sort column.', 'p2p-fundraising' ), $sorts, $default ),
			'order'   => self::enum_arg( __( 'Sort direction.', 'p2p-fundraising' ), array( 'asc', 'desc' ), 'desc' ),
		);
		if ( array() !== $statuses ) {
			$args['status'] = self::enum_arg( __( 'Only this status.', 'p2p-fundraising' ), array_merge( array( '' ), $statuses ), '' );
		}
		return $args;
	}

	/**
	 * A string out of a fixed list.
	 *
	 * @param string      $description What it is.
	 * @param string[]    $values      Allowed values.
	 * @param string|null $default     Default; null makes it optional without default.
	 * @return array<string, mixed>
	 */
	protected static function enum_arg( string $description, array $values, ?string $default = null ): array {
		$arg = array(
			'description'       => $description,
			'type'              => 'string',
			'enum'              => $values,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'rest_sanitize_request_arg',
		);
		if ( null !== $default ) {
			$arg['default'] = $default;
		}
		return $arg;
	}

	/**
	 * A one-line text (tags stripped), at most $max_length characters (TextLimits' message otherwise).
	 *
	 * @param string $description What it is.
	 * @param int    $max_length  Longest value.
	 * @param bool   $required    Whether it must be present.
	 * @return array<string, mixed>
	 */
	protected static function text_arg( string $description, int $max_length = 191, bool $required = false ): array {
		$clean = static function ( $value ): string {
			return PlainText::line( $value );
		};
		return array(
			'description'       => $description,
			'type'              => 'string',
			'maxLength'         => $max_length,
			'required'          => $required,
			'validate_callback' => self::length_validator( $max_length, $clean ),
			'sanitize_callback' => $clean,
		);
	}

	/**
	 * A plain-text story or description (tags stripped, line breaks kept, the more marker kept), at
	 * most TextLimits::max( $limit ) characters.
	 *
	 * @param string $description What it is.
	 * @param string $limit       TextLimits field.
	 * @return array<string, mixed>
	 */
	protected static function textarea_arg( string $description, string $limit = TextLimits::STORY ): array {
		$clean = static function ( $value ): string {
			return PlainText::lines( $value );
		};
		return array(
			'description'       => $description,
			'type'              => 'string',
			'maxLength'         => TextLimits::max( $limit ),
			'validate_callback' => TextLimits::validator( $limit, $clean ),
			'sanitize_callback' => $clean,
		);
	}

	/**
	 * A validate_callback: at most $max characters once cleaned (the human message), then the rest
	 * of the parameter's schema (type, minLength) as WordPress checks it.
	 *
	 * @param int      $max   Characters.
	 * @param callable $clean The sanitiser.
	 */
	private static function length_validator( int $max, callable $clean ): callable {
		return static function ( $value, $request, $param ) use ( $max, $clean ) {
			if ( is_scalar( $value ) ) {
				$text = (string) $value;
				if ( strlen( $text ) > 8 * $max || ( mb_strlen( $text, 'UTF-8' ) > $max && mb_strlen( (string) $clean( $text ), 'UTF-8' ) > $max ) ) {
					return new WP_Error( 'rest_invalid_param', TextLimits::message( $max ), array( 'status' => 400 ) );
				}
			}
			return rest_validate_request_arg( $value, $request, $param );
		};
	}

	/**
	 * An http(s) URL or ''.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	protected static function url_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => 'string',
			'maxLength'         => 2048,
			'validate_callback' => static function ( $value, $request, $param ) {
				$value = (string) $value;
				if ( '' === $value || wp_http_validate_url( $value ) || preg_match( '#^https?://#i', $value ) ) {
					return true;
				}
				/* translators: %s: parameter name. */
				return new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a web address (http or https).', 'p2p-fundraising' ), $param ) );
			},
			'sanitize_callback' => static function ( $value ): string {
				return esc_url_raw( (string) $value, array( 'http', 'https' ) );
			},
		);
	}

	/**
	 * An amount of money, 0 to 100,000,000.
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Whether it must be present.
	 * @return array<string, mixed>
	 */
	protected static function money_arg( string $description, bool $required = false ): array {
		return array(
			'description'       => $description,
			'type'              => 'number',
			'minimum'           => 0,
			'maximum'           => 100000000,
			'required'          => $required,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => static function ( $value ): float {
				return round( (float) $value, 2 );
			},
		);
	}

	/**
	 * An optional id where 0 means none.
	 *
	 * @param string $description What it identifies.
	 * @return array<string, mixed>
	 */
	protected static function optional_id_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => 'integer',
			'minimum'           => 0,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'rest_sanitize_request_arg',
		);
	}

	/**
	 * The participant-type filter of the fundraisers list, its bulk changes and its export.
	 *
	 * @return array<string, mixed>
	 */
	protected static function registration_type_arg(): array {
		return self::optional_id_arg( __( 'Only fundraisers registered as this participant type of the campaign (0: all).', 'p2p-fundraising' ) ) + array( 'default' => 0 );
	}

	/**
	 * The participant type a fundraisers request filters by: 0 for all, the id when the type is
	 * one of the campaign's, else a 400 (another campaign's type would silently list nobody).
	 *
	 * @param int                  $type_id  Requested type id.
	 * @param array<string, mixed> $campaign The campaign listed.
	 * @param string               $param    Name of the request parameter.
	 * @return int|WP_Error
	 */
	protected static function registration_type_filter( int $type_id, array $campaign, string $param ) {
		if ( $type_id <= 0 ) {
			return 0;
		}
		$type = ( new \P2PFundraising\Database\RegistrationOptionsRepository() )->find_type( $type_id );
		if ( null === $type || (int) $type['campaign_id'] !== (int) $campaign['id'] ) {
			return Errors::invalid_param( $param, __( 'This participant type is not one of the campaign\'s.', 'p2p-fundraising' ) );
		}
		return $type_id;
	}

	/**
	 * The campaign with that id, whatever its status, or a 404.
	 *
	 * @param int $id Campaign id.
	 * @return array<string, mixed>|WP_Error
	 */
	protected function admin_campaign( int $id ) {
		$campaign = $this->campaigns->find( $id );
		return null === $campaign ? Errors::campaign_not_found() : $campaign;
	}

	/**
	 * The fields of $keys that the request carries (validated and sanitised by the schema).
	 *
	 * @param \WP_REST_Request     $request Request.
	 * @param array<string, string> $keys    Parameter => column.
	 * @return array<string, mixed>
	 */
	protected static function present( $request, array $keys ): array {
		$fields = array();
		foreach ( $keys as $param => $column ) {
			if ( $request->has_param( $param ) ) {
				$fields[ $column ] = $request->get_param( $param );
			}
		}
		return $fields;
	}

	/**
	 * Runs a write; a refused input becomes a 400 with its message, a database failure a 500.
	 *
	 * @param callable $work Returns the response.
	 * @return WP_REST_Response|WP_Error
	 */
	protected static function attempt( callable $work ) {
		try {
			return $work();
		} catch ( \InvalidArgumentException $error ) {
			return new WP_Error( 'p2p_invalid', $error->getMessage(), array( 'status' => 400 ) );
		} catch ( \RuntimeException $error ) {
			return new WP_Error( 'p2p_database_error', __( 'The change could not be saved. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
	}

	/**
	 * { data, total, count } of mapped rows.
	 *
	 * @param array{rows: array<int, array<string, mixed>>, total: int} $result Rows and total.
	 * @param callable                                               $map    Row → item.
	 */
	protected static function admin_list( array $result, callable $map ): WP_REST_Response {
		$items = array_values( array_map( $map, $result['rows'] ) );
		return new WP_REST_Response(
			array(
				'data'  => $items,
				'total' => $result['total'],
				'count' => count( $items ),
			),
			200
		);
	}

	/**
	 * The list query of a request.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array{search: string, status: string, orderby: string, order: string, page: int, per_page: int}
	 */
	protected static function list_query( $request ): array {
		return array(
			'search'   => (string) $request['search'],
			'status'   => (string) ( $request['status'] ?? '' ),
			'orderby'  => (string) $request['orderby'],
			'order'    => (string) $request['order'],
			'page'     => (int) $request['page'],
			'per_page' => (int) $request['per_page'],
		);
	}
}
