<?php
/**
 * Every route of the plugin describes itself as core's routes do: OPTIONS answers its arguments
 * and the schema of its response, each controller declares its item schema, and the schemas are
 * closed, so that the check of every response (TestCase::dispatch) proves the exact shape.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Rest\Schemas;
use WP_REST_Request;

final class RestSchemaTest extends PluginTestCase {

	/**
	 * The plugin's routes.
	 *
	 * @return string[]
	 */
	private function routes(): array {
		return array_values(
			array_filter(
				array_keys( rest_get_server()->get_routes() ),
				static function ( string $route ): bool {
					return ResponseSchema::is_plugin_route( $route );
				}
			)
		);
	}

	public function test_options_on_every_route_describes_its_arguments_and_its_response(): void {
		$routes = $this->routes();
		// 68 (the engagement routes of issue 13 included) + 5 of issue 14: dashboard, match, match/stop, bulk teams, bulk fundraisers
		// + GET /nonce of issue 11 + GET /health of issue 26 + POST /invite-team-members and GET /get-team-invitation of issue 25
		// + POST admin/campaigns/{id}/donations/messages of issue 27
		// + the donor records of issue 27: GET admin/donors, admin/donors/export, admin/donors/{donor},
		// POST admin/donors/{donor}/privacy-request, admin/donations/{id}/resend-receipt
		// + POST /update-fundraiser-page and the 12 routes of registration options of issue 28
		// + next year's event of issue 28: POST admin/campaigns/{id}/duplicate, admin/campaigns/{id}/invite-previous,
		// GET /get-return-invitation, POST /fundraiser-return
		// + activity (issue 28): GET /get-my-activity, POST /add-activity, /import-activity-gpx,
		// /delete-activity, GET admin/fundraisers/{id}/activity, POST admin/activity/{id}/delete
		// + POST /pay-registration-fee (issue 28: a pending fee paid later).
		$this->assertSame( 107, count( $routes ), 'every route of the plugin, public and admin (GET /nonce included)' );
		foreach ( $routes as $route ) {
			$path     = (string) preg_replace( array( '/\(\?P<id>[^)]+\)/', '/\(\?P<donor>[^)]+\)/' ), array( '1', str_repeat( 'a', 40 ) ), $route );
			$response = $this->dispatch( new WP_REST_Request( 'OPTIONS', $path ) );
			$this->assertSame( 200, $response->get_status(), $route );
			$data = $response->get_data();
			$this->assertSame( TestCase::REST_NAMESPACE, $data['namespace'], $route );
			$this->assertNotEmpty( $data['endpoints'], $route );
			foreach ( $data['endpoints'] as $endpoint ) {
				$this->assertArrayHasKey( 'args', $endpoint, $route );
			}
			$this->assertArrayHasKey( 'schema', $data, "OPTIONS {$route} shows a schema, as core routes do" );
			$this->assertSame( 'http://json-schema.org/draft-04/schema#', $data['schema']['$schema'], $route );
			$this->assertStringStartsWith( 'p2p-fundraising-', $data['schema']['title'], $route );
		}
	}

	public function test_every_response_schema_is_closed_and_says_what_each_key_is(): void {
		foreach ( $this->routes() as $route ) {
			$schema = ResponseSchema::of_route( $route );
			$this->assertIsArray( $schema, $route );
			$this->assertSame( array(), ResponseSchema::open_places( $schema ), $route );
			$this->assertSame( array(), ResponseSchema::undescribed_keys( $schema ), $route );
		}
	}

	public function test_every_controller_declares_its_item_schema_once(): void {
		$server = rest_get_server();
		$seen   = array();
		foreach ( $this->routes() as $route ) {
			foreach ( $server->get_routes()[ $route ] as $handler ) {
				$callback = $handler['callback'];
				if ( is_array( $callback ) && is_object( $callback[0] ) ) {
					$seen[ get_class( $callback[0] ) ] = $callback[0];
				}
			}
		}
		// 25 + DashboardController, MatchesController, BulkModerationController (issue 14) + NonceController (issue 11) + HealthController (issue 26) + DonorsController (issue 27) + FundraiserPageController, the 3 registration controllers, ReturnController and Admin\ReturnInvitationsController, ActivityController and Admin\ActivityController, RegistrationFeeController (issue 28).
		$this->assertSame( 40, count( $seen ), 'every controller: ' . implode( ', ', array_keys( $seen ) ) );
		foreach ( $seen as $class => $controller ) {
			$schema = $controller->get_item_schema();
			$this->assertStringStartsWith( 'p2p-fundraising-', $schema['title'], $class );
			$this->assertSame( array(), ResponseSchema::open_places( $schema ), $class );
			$cached = new \ReflectionProperty( $controller, 'schema' );
			$cached->setAccessible( true );
			$this->assertSame( $schema, $cached->getValue( $controller ), "{$class} caches its schema in \$schema" );
		}
	}

	public function test_the_check_refuses_a_body_that_differs_from_the_schema_in_any_way(): void {
		list( , $body ) = $this->get( '/get-campaign', array( 'campaign_id' => $this->campaign_id() ) );
		$schema         = ResponseSchema::of_route( '/' . TestCase::REST_NAMESPACE . '/get-campaign' );
		$this->assertNull( ResponseSchema::mismatch( $body, $schema ) );

		$extra                      = $body;
		$extra['data']['undeclared'] = 1;
		$missing                    = $body;
		unset( $missing['data']['campaign_goal'] );
		$wrong_type                    = $body;
		$wrong_type['data']['is_active'] = 'yes';
		$outside_enum                  = $body;
		$outside_enum['data']['status'] = 'archived';
		$not_a_url                     = $body;
		$not_a_url['data']['iframe_url'] = 'javascript:alert(1)';
		foreach ( compact( 'extra', 'missing', 'wrong_type', 'outside_enum', 'not_a_url' ) as $case => $changed ) {
			$this->assertNotNull( ResponseSchema::mismatch( $changed, $schema ), $case );
		}
	}

	public function test_the_walkers_find_open_and_undescribed_places(): void {
		$loose = array(
			'type'       => 'object',
			'properties' => array(
				'name' => array( 'type' => 'string' ),
				'tags' => array(
					'description' => 'Tags.',
					'type'        => 'array',
				),
			),
		);
		$this->assertSame(
			array( 'body allows undeclared keys', 'body does not require each of its keys', 'body.tags lists items of no schema' ),
			ResponseSchema::open_places( $loose )
		);
		$this->assertSame( array( 'body.name' ), ResponseSchema::undescribed_keys( $loose ) );
	}

	public function test_nullable_parts_take_null_or_their_shape(): void {
		$schema = Schemas::fundraiser_info();
		$this->assertNull(
			ResponseSchema::mismatch(
				array(
					'fundraiser'       => null,
					'team'             => null,
					'registration_fee' => null,
				),
				$schema
			)
		);
		$this->assertNotNull(
			ResponseSchema::mismatch(
				array(
					'fundraiser'       => array( 'id' => 1 ),
					'team'             => null,
					'registration_fee' => null,
				),
				$schema
			),
			'a fundraiser with keys missing'
		);
	}
}
