<?php
/**
 * Admin: the plugin's site-wide settings.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Rest\Schema;
use P2PFundraising\Settings;
use P2PFundraising\Uninstaller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST /admin/settings: `{ data: { registrationOpen, deleteDataOnUninstall } }`. Each setting is one entry of
 * fields(): its schema, how it is read and how it is saved, so a new section (payments) adds
 * entries and nothing else. A POST changes only the settings it sends.
 */
final class SettingsController extends AdminController {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-settings', $this->settings_schema() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$args = array();
		foreach ( self::fields() as $name => $field ) {
			$args[ $name ] = $field['schema'];
		}
		$this->admin_route(
			'/settings',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_settings' ),
				),
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'update_settings' ),
					'args'     => $args,
				),
			),
			fn() => Schema::item( 'admin-settings', $this->settings_schema() )
		);
	}

	/**
	 * { name: value } of every setting, typed as its field declares.
	 *
	 * @return array<string, mixed>
	 */
	private function settings_schema(): array {
		$properties = array();
		foreach ( self::fields() as $name => $field ) {
			$properties[ $name ] = array_intersect_key( $field['schema'], array_flip( array( 'description', 'type', 'enum', 'minimum', 'maximum' ) ) );
		}
		return Schema::shape( $properties, __( 'The plugin’s site-wide settings.', 'p2p-fundraising' ) );
	}

	/** The settings as they are now. */
	public function get_settings(): WP_REST_Response {
		return self::item_response( self::current() );
	}

	/**
	 * Saves the settings sent; answers all of them.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_settings( WP_REST_Request $request ): WP_REST_Response {
		foreach ( self::fields() as $name => $field ) {
			if ( $request->has_param( $name ) ) {
				call_user_func( $field['save'], $request[ $name ] );
			}
		}
		return self::item_response( self::current() );
	}

	/**
	 * Every setting's current value.
	 *
	 * @return array<string, mixed>
	 */
	private static function current(): array {
		$values = array();
		foreach ( self::fields() as $name => $field ) {
			$values[ $name ] = call_user_func( $field['read'] );
		}
		return $values;
	}

	/**
	 * Setting name => schema, reader and writer.
	 *
	 * @return array<string, array{schema: array<string, mixed>, read: callable, save: callable}>
	 */
	private static function fields(): array {
		return array(
			'registrationOpen' => array(
				'schema' => array(
					'description'       => __( 'Whether visitors may register as fundraisers.', 'p2p-fundraising' ),
					'type'              => 'boolean',
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				'read'   => array( Settings::class, 'registration_open' ),
				'save'   => static function ( $open ): void {
					Settings::set_registration_open( (bool) $open );
				},
			),
			'deleteDataOnUninstall' => array(
				'schema' => array(
					'description'       => __( 'Whether deleting the plugin also deletes its data (tables, options, capability).', 'p2p-fundraising' ),
					'type'              => 'boolean',
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				'read'   => array( Uninstaller::class, 'deletes_data' ),
				'save'   => static function ( $delete ): void {
					update_option( Uninstaller::DELETE_DATA_OPTION, $delete ? '1' : '0', false );
				},
			),
		);
	}
}
