<?php
/**
 * Admin: list, read, create and update campaigns.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\TextLimits;
use P2PFundraising\Campaigns\CampaignDuplicator;
use P2PFundraising\Activity\ActivityUnit;
use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Campaigns\SuggestedAmounts;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\ExpiringValues;
use P2PFundraising\Database\NamedLock;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST /admin/campaigns, GET/POST /admin/campaigns/{id}, POST /admin/campaigns/{id}/duplicate.
 */
final class CampaignsController extends AdminController {

	public const STATUSES = array( 'active', 'draft', 'paused', 'ended' );

	/** Request parameter => column. */
	private const FIELDS = array(
		'campaign_title'               => 'title',
		'slug'                         => 'slug',
		'short_desc'                   => 'short_desc',
		'long_desc'                    => 'long_desc',
		'campaign_image'               => 'image_url',
		'campaign_logo'                => 'logo_url',
		'campaign_goal'                => 'goal',
		'primary_color'                => 'primary_color',
		'secondary_color'              => 'secondary_color',
		'status'                       => 'status',
		'sponsors_enabled'             => 'sponsors_enabled',
		'sponsor_linking'              => 'sponsor_linking',
		'sponsor_section_heading'      => 'sponsor_section_heading',
		'sponsor_application_page'     => 'sponsor_application_page',
		'fundraiser_goal'              => 'fundraiser_goal',
		'team_goal'                    => 'team_goal',
		'fundraiser_story_placeholder' => 'fundraiser_story_placeholder',
		'team_story_placeholder'       => 'team_story_placeholder',
		'start_date'                   => 'start_date',
		'end_date'                     => 'end_date',
		'moderation'                   => 'moderation',
		'activity_unit'                => 'activity_unit',
		'activity_label'               => 'activity_label',
	);

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-campaign', AdminSchemas::campaign() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$this->admin_route(
			'/campaigns',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'list_campaigns' ),
					'args'     => self::list_args( array_keys( CampaignRepository::ADMIN_SORTS ), 'created' ),
				),
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'create_campaign' ),
					'args'     => self::field_args( true ),
				),
			),
			fn() => Schema::one_of( 'admin-campaigns', array( Schema::page( 'admin-campaigns', AdminSchemas::campaign() ), Schema::item( 'admin-campaign', AdminSchemas::campaign() ) ) )
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_campaign' ),
					'args'     => array( 'id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) ),
				),
				array(
					'methods'  => WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'update_campaign' ),
					'args'     => array( 'id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) ) + self::field_args( false ),
				),
			),
			fn() => Schema::item( 'admin-campaign', AdminSchemas::campaign() )
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/duplicate',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'duplicate_campaign' ),
					'args'     => array(
						'id'             => self::id_arg( __( 'Campaign to copy.', 'p2p-fundraising' ) ),
						'campaign_title' => self::field_args( true )['campaign_title'],
						'start_date'     => self::date_arg( __( 'First day of the new campaign (YYYY-MM-DD), or empty.', 'p2p-fundraising' ) ),
						'end_date'       => self::date_arg( __( 'Last day of the new campaign (YYYY-MM-DD), or empty.', 'p2p-fundraising' ) ),
						'request_key'    => array(
							'description'       => __( 'A key the screen makes once per copy: the same key sent again (a double click, a retry) answers the copy already made.', 'p2p-fundraising' ),
							'type'              => 'string',
							'pattern'           => '^[A-Za-z0-9-]{8,64}$',
							'validate_callback' => 'rest_validate_request_arg',
						),
					),
				),
			),
			fn() => Schema::item( 'admin-campaign', AdminSchemas::campaign() )
		);
	}

	/**
	 * Schemas of the campaign fields (spec §3).
	 *
	 * @param bool $creating Whether the title is required.
	 * @return array<string, array<string, mixed>>
	 */
	private static function field_args( bool $creating ): array {
		$color = static function ( string $description ): array {
			return array(
				'description'       => $description,
				'type'              => 'string',
				'pattern'           => '^#[0-9a-fA-F]{6}$',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static function ( $value ): string {
					return strtoupper( (string) sanitize_hex_color( (string) $value ) );
				},
			);
		};
		$title              = self::text_arg( __( 'Campaign title.', 'p2p-fundraising' ), 255, $creating );
		$title['minLength'] = 1;
		return array(
			'campaign_title'               => $title,
			'slug'                         => array(
				'description'       => __( 'Address of the campaign below /campaigns/.', 'p2p-fundraising' ),
				'type'              => 'string',
				'maxLength'         => 191,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static function ( $value ): string {
					return sanitize_title( (string) $value );
				},
			),
			'short_desc'                   => self::textarea_arg( __( 'Short description.', 'p2p-fundraising' ), TextLimits::SUMMARY ),
			'long_desc'                    => self::textarea_arg( __( 'Story (plain text, optional more marker).', 'p2p-fundraising' ), TextLimits::CAMPAIGN_STORY ),
			'campaign_image'               => self::url_arg( __( 'Cover image URL.', 'p2p-fundraising' ) ),
			'campaign_logo'                => self::url_arg( __( 'Logo URL.', 'p2p-fundraising' ) ),
			'campaign_goal'                => self::money_arg( __( 'Campaign goal.', 'p2p-fundraising' ) ),
			'primary_color'                => $color( __( 'Primary colour (#rrggbb).', 'p2p-fundraising' ) ),
			'secondary_color'              => $color( __( 'Secondary colour (#rrggbb).', 'p2p-fundraising' ) ),
			'status'                       => self::enum_arg( __( 'Campaign status.', 'p2p-fundraising' ), self::STATUSES ),
			'sponsors_enabled'             => self::enum_arg( __( 'Whether sponsors are shown.', 'p2p-fundraising' ), array( 'enabled', 'disabled' ) ),
			'sponsor_linking'              => self::enum_arg( __( 'How sponsor logos link.', 'p2p-fundraising' ), array( 'disabled', 'nofollow', 'external' ) ),
			'sponsor_section_heading'      => self::text_arg( __( 'Heading of the sponsors section.', 'p2p-fundraising' ), 255 ),
			'sponsor_application_page'     => self::url_arg( __( 'Page where sponsors apply.', 'p2p-fundraising' ) ),
			'fundraiser_goal'              => self::money_arg( __( 'Default goal of a new fundraiser.', 'p2p-fundraising' ) ),
			'team_goal'                    => self::money_arg( __( 'Default goal of a new team.', 'p2p-fundraising' ) ),
			'fundraiser_story_placeholder' => self::textarea_arg( __( 'Placeholder of a fundraiser story.', 'p2p-fundraising' ), TextLimits::PLACEHOLDER ),
			'team_story_placeholder'       => self::textarea_arg( __( 'Placeholder of a team story.', 'p2p-fundraising' ), TextLimits::PLACEHOLDER ),
			'start_date'                   => self::date_arg( __( 'First day of the campaign (YYYY-MM-DD), or empty.', 'p2p-fundraising' ) ),
			'end_date'                     => self::date_arg( __( 'Last day of the campaign (YYYY-MM-DD), or empty.', 'p2p-fundraising' ) ),
			'moderation'                   => self::enum_arg( __( 'New teams and fundraisers: auto (live at once) or manual (pending until approved).', 'p2p-fundraising' ), array( CampaignRepository::MODERATION_AUTO, CampaignRepository::MODERATION_MANUAL ) ),
			'suggested_amounts'            => array(
				'description' => sprintf(
					/* translators: %d: the most suggested amounts. */
					__( 'The amounts the donation form offers (at most %d), each typed with the site’s separators or a number, with an optional impact line.', 'p2p-fundraising' ),
					SuggestedAmounts::MAX
				),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'amount' => array( 'type' => array( 'string', 'number' ) ),
						'impact' => array( 'type' => 'string' ),
					),
				),
				// The rules between the amounts (limits, duplicates, the default) answer per field in amounts_error().
				'validate_callback' => static function ( $value, $request, $param ) {
					return is_array( $value ) ? true : rest_validate_request_arg( $value, $request, $param );
				},
			),
			'activity_unit'                => self::enum_arg( __( 'The activity fundraisers log: none (empty), km, miles, hours, steps or custom (named by activity_label).', 'p2p-fundraising' ), ActivityUnit::UNITS ),
			'activity_label'               => self::text_arg( __( 'The name of a custom activity unit, e.g. laps.', 'p2p-fundraising' ), ActivityUnit::max_label() ),
			'activity_goal'                => array(
				'description'       => __( 'The campaign’s activity goal in its unit (0: none).', 'p2p-fundraising' ),
				'type'              => 'number',
				'minimum'           => 0,
				'maximum'           => ActivityUnit::MAX_GOAL,
				'validate_callback' => 'rest_validate_request_arg',
				// Stored as whole thousandths of the unit (decision 0093).
				'sanitize_callback' => static function ( $value ): int {
					return (int) round( (float) $value * ActivityUnit::SCALE );
				},
			),
			'default_amount'               => array(
				'description'       => __( 'The suggested amount chosen when the form opens (one of suggested_amounts).', 'p2p-fundraising' ),
				'type'              => array( 'string', 'number', 'null' ),
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
	}

	/**
	 * Puts the activity goal into $fields and answers the activity settings' rule errors: a custom
	 * unit needs its name, and the unit of a campaign with logged activity stays as it is (its
	 * totals are counted in it; turning tracking off keeps them). Null when they are fine.
	 *
	 * @param WP_REST_Request      $request  Request.
	 * @param array<string, mixed> $fields   Columns to write (changed in place).
	 * @param array<string, mixed> $campaign Stored campaign (empty when new).
	 */
	private static function activity_error( WP_REST_Request $request, array &$fields, array $campaign ): ?WP_Error {
		if ( $request->has_param( 'activity_goal' ) ) {
			$fields['activity_goal'] = (int) $request->get_param( 'activity_goal' );
		}
		$unit  = (string) ( $fields['activity_unit'] ?? ( $campaign['activity_unit'] ?? '' ) );
		$label = (string) ( $fields['activity_label'] ?? ( $campaign['activity_label'] ?? '' ) );
		if ( ActivityUnit::CUSTOM === $unit && '' === $label ) {
			$message = __( 'Enter the name of your activity unit, e.g. laps.', 'p2p-fundraising' );
			return new WP_Error( 'rest_invalid_param', $message, array( 'status' => 400, 'params' => array( 'activity_label' => $message ) ) );
		}
		$stored = (string) ( $campaign['activity_unit'] ?? '' );
		if ( isset( $fields['activity_unit'] ) && '' !== $fields['activity_unit'] && '' !== $stored && $fields['activity_unit'] !== $stored && (int) ( $campaign['activity_total'] ?? 0 ) > 0 ) {
			$message = __( 'Fundraisers have already logged activity in this unit, so it cannot change. You can turn activity tracking off instead.', 'p2p-fundraising' );
			return new WP_Error( 'rest_invalid_param', $message, array( 'status' => 400, 'params' => array( 'activity_unit' => $message ) ) );
		}
		return null;
	}

	/**
	 * The suggested amounts of a request as their column, an error with a message per field to fix,
	 * or null when the request does not change them. The default alone is checked against the
	 * stored amounts.
	 *
	 * @param WP_REST_Request      $request  Request.
	 * @param array<string, mixed> $campaign Stored campaign (empty when new).
	 * @return string|WP_Error|null
	 */
	private static function amounts_column( WP_REST_Request $request, array $campaign ) {
		if ( ! $request->has_param( 'suggested_amounts' ) && ! $request->has_param( 'default_amount' ) ) {
			return null;
		}
		$list = $request->has_param( 'suggested_amounts' )
			? $request->get_param( 'suggested_amounts' )
			: SuggestedAmounts::of( $campaign )['amounts'];
		$read = SuggestedAmounts::validate( $list, $request->get_param( 'default_amount' ) );
		if ( isset( $read['errors'] ) ) {
			$errors = $read['errors'];
			return new WP_Error(
				'rest_invalid_param',
				1 === count( $errors ) ? (string) reset( $errors ) : __( 'Please check the suggested amounts.', 'p2p-fundraising' ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}
		return SuggestedAmounts::to_column( $read );
	}

	/**
	 * A calendar date (YYYY-MM-DD) or '' / null for none; stored as NULL when empty.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	private static function date_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => array( 'string', 'null' ),
			'validate_callback' => static function ( $value, $request, $param ) {
				if ( null === $value || '' === $value || null !== CampaignSchedule::date( $value ) ) {
					return true;
				}
				/* translators: %s: parameter name. */
				return new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a date (YYYY-MM-DD) or empty.', 'p2p-fundraising' ), $param ) );
			},
			'sanitize_callback' => static function ( $value ): ?string {
				return CampaignSchedule::date( $value );
			},
		);
	}

	/**
	 * 400 when the end date comes before the start date (the stored one counts for a field not sent).
	 *
	 * @param array<string, mixed> $fields   Columns being saved.
	 * @param array<string, mixed> $campaign Stored campaign (empty when new).
	 */
	private static function date_order_error( array $fields, array $campaign ): ?WP_Error {
		$start = array_key_exists( 'start_date', $fields ) ? $fields['start_date'] : ( $campaign['start_date'] ?? null );
		$end   = array_key_exists( 'end_date', $fields ) ? $fields['end_date'] : ( $campaign['end_date'] ?? null );
		if ( null !== $start && null !== $end && $end < $start ) {
			return Errors::invalid_param( 'end_date', __( 'The end date cannot be before the start date.', 'p2p-fundraising' ) );
		}
		return null;
	}

	/**
	 * { data: AdminCampaign[], total, count }.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function list_campaigns( WP_REST_Request $request ): WP_REST_Response {
		return self::admin_list( $this->campaigns->admin_page( self::list_query( $request ) ), array( AdminSerializer::class, 'campaign' ) );
	}

	/**
	 * { data: AdminCampaign }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_campaign( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response( $this->with_counts( $campaign['id'] ) );
	}

	/**
	 * Creates a campaign (draft unless a status is given): 201 { data: AdminCampaign }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_campaign( WP_REST_Request $request ) {
		$fields = self::present( $request, self::FIELDS );
		$slug   = sanitize_title( (string) ( $fields['slug'] ?? '' ) );
		if ( '' === $slug ) {
			$slug = sanitize_title( (string) $fields['title'] );
		}
		$fields['slug'] = $this->unique_slug( '' === $slug ? 'campaign' : $slug, 0 );
		$date_error     = self::date_order_error( $fields, array() );
		if ( null !== $date_error ) {
			return $date_error;
		}
		$amounts = self::amounts_column( $request, array() );
		if ( is_wp_error( $amounts ) ) {
			return $amounts;
		}
		$activity_error = self::activity_error( $request, $fields, array() );
		if ( null !== $activity_error ) {
			return $activity_error;
		}
		if ( null !== $amounts ) {
			$fields['suggested_amounts'] = $amounts;
		}
		return self::attempt(
			function () use ( $fields ) {
				$id       = $this->campaigns->insert( $fields );
				$response = self::item_response( $this->with_counts( $id ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Updates the fields the request carries: { data: AdminCampaign }. A slug in use by another
	 * campaign is a 409.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_campaign( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$fields = self::present( $request, self::FIELDS );
		if ( isset( $fields['title'] ) && '' === $fields['title'] ) {
			return new WP_Error( 'rest_invalid_param', __( 'The campaign needs a title.', 'p2p-fundraising' ), array( 'status' => 400, 'params' => array( 'campaign_title' => __( 'The campaign needs a title.', 'p2p-fundraising' ) ) ) );
		}
		$date_error = self::date_order_error( $fields, $campaign );
		if ( null !== $date_error ) {
			return $date_error;
		}
		$amounts = self::amounts_column( $request, $campaign );
		if ( is_wp_error( $amounts ) ) {
			return $amounts;
		}
		$activity_error = self::activity_error( $request, $fields, $campaign );
		if ( null !== $activity_error ) {
			return $activity_error;
		}
		if ( null !== $amounts ) {
			$fields['suggested_amounts'] = $amounts;
		}
		if ( isset( $fields['slug'] ) ) {
			if ( '' === $fields['slug'] ) {
				unset( $fields['slug'] );
			} elseif ( $this->unique_slug( $fields['slug'], $campaign['id'] ) !== $fields['slug'] ) {
				return new WP_Error( 'p2p_slug_taken', __( 'Another campaign already uses this address.', 'p2p-fundraising' ), array( 'status' => 409 ) );
			}
		}
		return self::attempt(
			function () use ( $campaign, $fields ) {
				$this->campaigns->update( $campaign['id'], $fields );
				return self::item_response( $this->with_counts( $campaign['id'] ) );
			}
		);
	}

	/**
	 * Copies a campaign into a draft with a new name, address and dates (decision 0102):
	 * 201 { data: AdminCampaign }; the same request_key again answers 200 with that copy.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function duplicate_campaign( WP_REST_Request $request ) {
		$source = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$title = (string) $request['campaign_title'];
		if ( '' === $title ) {
			return Errors::invalid_param( 'campaign_title', __( 'The campaign needs a title.', 'p2p-fundraising' ) );
		}
		$dates = array(
			'start_date' => $request['start_date'],
			'end_date'   => $request['end_date'],
		);
		$date_error = self::date_order_error( $dates, array() );
		if ( null !== $date_error ) {
			return $date_error;
		}
		$key = (string) $request['request_key'];
		return self::attempt(
			function () use ( $source, $title, $dates, $key ) {
				// One copy per key, even for two clicks that arrive together: the second waits here.
				return NamedLock::hold(
					'duplicate-campaign:' . $source['id'] . ':' . $key,
					function () use ( $source, $title, $dates, $key ) {
						$memory = new ExpiringValues();
						$name   = 'p2p_duplicate:' . $source['id'] . ':' . $key;
						$done   = '' === $key ? null : $memory->get( $name );
						if ( is_int( $done ) && null !== $this->campaigns->find( $done ) ) {
							return self::item_response( $this->with_counts( $done ) );
						}
						$slug   = sanitize_title( $title );
						$slug   = $this->unique_slug( '' === $slug ? 'campaign' : $slug, 0 );
						$new_id = ( new CampaignDuplicator() )->duplicate( (int) $source['id'], $title, $slug, $dates['start_date'], $dates['end_date'] );
						if ( '' !== $key ) {
							$memory->set( $name, $new_id, DAY_IN_SECONDS );
						}
						$response = self::item_response( $this->with_counts( $new_id ) );
						$response->set_status( 201 );
						return $response;
					}
				);
			}
		);
	}

	/**
	 * The campaign shape with team and fundraiser counts, as the list shows it.
	 *
	 * @param int $id Campaign id.
	 * @return array<string, mixed>
	 */
	private function with_counts( int $id ): array {
		return AdminSerializer::campaign( (array) $this->campaigns->admin_find( $id ) );
	}

	/**
	 * $slug, or $slug-2, -3… when another campaign has it.
	 *
	 * @param string $slug    Wanted slug.
	 * @param int    $own_id  The campaign being saved (0 when new).
	 */
	private function unique_slug( string $slug, int $own_id ): string {
		$candidate = $slug;
		for ( $n = 2; ; $n++ ) {
			$other = $this->campaigns->find_by_slug( $candidate );
			if ( null === $other || $other['id'] === $own_id ) {
				return $candidate;
			}
			$candidate = $slug . '-' . $n;
		}
	}
}
