<?php
/**
 * What every REST controller of the plugin shares.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\PlainText;
use P2PFundraising\ReadModel;
use P2PFundraising\Visibility;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Base class: the namespace, the shared parameter schemas (validated and sanitised by WordPress
 * from 'type', 'minimum', 'maximum', 'maxLength'; a bad value answers 400 rest_invalid_param),
 * the visibility-checked lookups, and the response envelopes of docs/api.md.
 */
abstract class Controller extends WP_REST_Controller {

	public const REST_NAMESPACE = 'p2p-fundraising/v1';

	public const MAX_PER_PAGE      = 50;
	public const MAX_SEARCH_LENGTH = 100;

	/** @var CampaignRepository */
	protected $campaigns;

	/** @var TeamRepository */
	protected $teams;

	/** @var FundraiserRepository */
	protected $fundraisers;

	/** @var ReadModel */
	protected $read;

	public function __construct() {
		$this->namespace   = self::REST_NAMESPACE;
		$this->campaigns   = new CampaignRepository();
		$this->teams       = new TeamRepository();
		$this->fundraisers = new FundraiserRepository();
		$this->read        = new ReadModel();
	}

	/**
	 * The schema of the controller's main resource, as core's controllers declare it (built once,
	 * then cached in $this->schema). Each route also declares the schema of its whole response
	 * (the envelope around the resource), which OPTIONS on the route shows.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = $this->item_schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The main resource of the controller (Schema::titled()).
	 *
	 * @return array<string, mixed>
	 */
	abstract protected function item_schema(): array;

	/**
	 * Registers one public GET route.
	 *
	 * @param string                              $path       Route below the namespace, e.g. '/get-team'.
	 * @param callable                            $callback   Handler.
	 * @param array<string, array<string, mixed>> $args       Parameter schemas.
	 * @param callable                            $schema     Returns the schema of the response body.
	 * @param callable|string                     $permission Permission callback.
	 */
	protected function register_read( string $path, callable $callback, array $args, callable $schema, $permission = '__return_true' ): void {
		register_rest_route(
			$this->namespace,
			$path,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => $callback,
					'permission_callback' => $permission,
					'args'                => $args,
				),
				'schema' => $schema,
			)
		);
	}

	/**
	 * Schema of a required (or optional) entity id: a positive integer.
	 *
	 * @param string $description What the id identifies.
	 * @param bool   $required    Whether the parameter must be present.
	 * @return array<string, mixed>
	 */
	protected static function id_arg( string $description, bool $required = true ): array {
		return array(
			'description'       => $description,
			'type'              => 'integer',
			'required'          => $required,
			'minimum'           => 1,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'rest_sanitize_request_arg',
		);
	}

	/**
	 * Schemas of page (≥ 1) and per_page (1–50). Out of range is a 400, not silently clamped, so a
	 * caller learns about the limit instead of receiving less than it asked for.
	 *
	 * @param int $default_per_page Page size when none is asked for.
	 * @return array<string, array<string, mixed>>
	 */
	protected static function paging_args( int $default_per_page ): array {
		return array(
			'page'     => array(
				'description'       => __( 'Page number, from 1.', 'p2p-fundraising' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'maximum'           => 100000,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'per_page' => self::per_page_arg( $default_per_page ),
		);
	}

	/**
	 * Schema of per_page alone (top donor lists have no pages).
	 *
	 * @param int $default Page size when none is asked for.
	 * @return array<string, mixed>
	 */
	protected static function per_page_arg( int $default ): array {
		return array(
			'description'       => __( 'Items per page, 1 to 50.', 'p2p-fundraising' ),
			'type'              => 'integer',
			'default'           => $default,
			'minimum'           => 1,
			'maximum'           => self::MAX_PER_PAGE,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'rest_sanitize_request_arg',
		);
	}

	/**
	 * Schema of a name search: a string of at most 100 characters, tags stripped.
	 *
	 * @return array<string, mixed>
	 */
	protected static function search_arg(): array {
		return array(
			'description'       => __( 'Part of the name to look for.', 'p2p-fundraising' ),
			'type'              => 'string',
			'default'           => '',
			'maxLength'         => self::MAX_SEARCH_LENGTH,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => static function ( $value ): string {
				// The same plain text the names are stored as: "a < b" finds "a < b".
				return PlainText::line( $value );
			},
		);
	}

	/**
	 * A leaderboard's order: amount raised (default) or activity logged.
	 *
	 * @return array<string, mixed>
	 */
	protected static function leaderboard_sort_arg(): array {
		return array(
			'description'       => __( 'Order: amount raised (default) or activity logged (a campaign that tracks activity).', 'p2p-fundraising' ),
			'type'              => 'string',
			'enum'              => array( ReadModel::SORT_AMOUNT, ReadModel::SORT_ACTIVITY ),
			'default'           => ReadModel::SORT_AMOUNT,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'rest_sanitize_request_arg',
		);
	}

	/**
	 * The campaign, if it exists and the current user may see it.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<string, mixed>|WP_Error
	 */
	protected function visible_campaign( int $campaign_id ) {
		$campaign = $this->campaigns->find( $campaign_id );
		if ( null === $campaign || ! Visibility::can_view_campaign( $campaign ) ) {
			return Errors::campaign_not_found();
		}
		return $campaign;
	}

	/**
	 * The team and its campaign, if both are visible to the current user. When $campaign_id is
	 * given, a team of another campaign is unknown (404).
	 *
	 * @param int $team_id     Team id.
	 * @param int $campaign_id Expected campaign, or 0 for the team's own.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}|WP_Error [team, campaign]
	 */
	protected function visible_team( int $team_id, int $campaign_id = 0 ) {
		$team     = $this->teams->find( $team_id );
		$campaign = null === $team ? null : $this->campaigns->find( $campaign_id > 0 ? $campaign_id : $team['campaign_id'] );
		if ( null === $team || null === $campaign || ! Visibility::can_view_campaign( $campaign ) || ! Visibility::can_view_team_in( $team, $campaign ) ) {
			return Errors::team_not_found();
		}
		return array( $team, $campaign );
	}

	/**
	 * The fundraiser and its campaign, if both are visible to the current user. When $campaign_id
	 * is given, a fundraiser of another campaign is unknown (404).
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $campaign_id   Expected campaign, or 0 for the fundraiser's own.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}|WP_Error [fundraiser, campaign]
	 */
	protected function visible_fundraiser( int $fundraiser_id, int $campaign_id = 0 ) {
		$fundraiser = $this->fundraisers->find( $fundraiser_id );
		$campaign   = null === $fundraiser ? null : $this->campaigns->find( $campaign_id > 0 ? $campaign_id : $fundraiser['campaign_id'] );
		if ( null === $fundraiser || null === $campaign || ! Visibility::can_view_campaign( $campaign ) || ! Visibility::can_view_fundraiser_in( $fundraiser, $campaign ) ) {
			return Errors::fundraiser_not_found();
		}
		return array( $fundraiser, $campaign );
	}

	/**
	 * The signed-in user's own fundraiser page in a campaign, or the refusal that asks them to
	 * register first: 404 where the request acts on something of theirs, 403 where it asks to
	 * join or create something.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $status      HTTP status of the refusal.
	 * @return array<string, mixed>|WP_Error
	 */
	protected function own_fundraiser( int $campaign_id, int $status = 404 ) {
		$fundraiser = $this->fundraisers->find_by_user( $campaign_id, get_current_user_id() );
		if ( null === $fundraiser ) {
			return new WP_Error( 'p2p_fundraiser_not_found', __( 'Please register as a fundraiser first.', 'p2p-fundraising' ), array( 'status' => $status ) );
		}
		return $fundraiser;
	}

	/**
	 * The signed-in user's own fundraiser in a campaign they may see, with that campaign.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}|WP_Error [fundraiser, campaign]
	 */
	protected function own_fundraiser_in_visible_campaign( int $campaign_id ) {
		$campaign = $this->visible_campaign( $campaign_id );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$fundraiser = $this->own_fundraiser( (int) $campaign['id'] );
		return is_wp_error( $fundraiser ) ? $fundraiser : array( $fundraiser, $campaign );
	}

	/**
	 * The signed-in user's own fundraiser in a campaign they may see, if it may act: approved (not
	 * waiting for approval, not suspended). What a fundraiser's own writes check first.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<string, mixed>|WP_Error
	 */
	protected function acting_fundraiser( int $campaign_id ) {
		$own = $this->own_fundraiser_in_visible_campaign( $campaign_id );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		$standing = Standing::fundraiser( $own[0] );
		return is_wp_error( $standing ) ? $standing : $own[0];
	}

	/**
	 * { data } envelope.
	 *
	 * @param mixed $data Payload.
	 */
	protected static function item_response( $data ): WP_REST_Response {
		return new WP_REST_Response( array( 'data' => $data ), 200 );
	}

	/**
	 * { data, total, count } envelope of a page of a list.
	 *
	 * @param array{data: array<int, mixed>, total: int, count: int} $page From ReadModel.
	 */
	protected static function list_response( array $page ): WP_REST_Response {
		return new WP_REST_Response( $page, 200 );
	}
}
