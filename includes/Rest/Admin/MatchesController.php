<?php
/**
 * Admin: a campaign's matching gift.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use P2PFundraising\Rest\Serializer;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST /admin/campaigns/{id}/match, POST /admin/campaigns/{id}/match/stop.
 */
final class MatchesController extends AdminController {

	/** Highest ratio: a sponsor gives at most ten times each gift. */
	public const MAX_RATIO = 10;

	/** @var MatchRepository */
	private $matches;

	public function __construct() {
		parent::__construct();
		$this->matches = new MatchRepository();
	}

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-match', AdminSchemas::match() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$id = array( 'id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/match',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_match' ),
					'args'     => $id,
				),
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'start_match' ),
					'args'     => $id + array(
						'sponsor_id' => self::id_arg( __( 'The sponsor who matches (from the campaign’s sponsors).', 'p2p-fundraising' ) ),
						'ratio'      => array(
							'description'       => __( 'What the sponsor gives per unit given: 1 doubles each gift, 2 triples it.', 'p2p-fundraising' ),
							'type'              => 'number',
							'minimum'           => 0.5,
							'maximum'           => self::MAX_RATIO,
							'required'          => true,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => static function ( $value ): float {
								return round( (float) $value, 2 );
							},
						),
						'cap'        => self::money_arg( __( 'The most the sponsor gives in all.', 'p2p-fundraising' ), true ),
						'start_date' => self::day_arg( __( 'First day of the match (YYYY-MM-DD).', 'p2p-fundraising' ) ),
						'end_date'   => self::day_arg( __( 'Last day of the match (YYYY-MM-DD).', 'p2p-fundraising' ) ),
					),
				),
			),
			fn() => Schema::item( 'admin-match', AdminSchemas::match() )
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/match/stop',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'stop_match' ),
					'args'     => $id,
				),
			),
			fn() => Schema::item( 'admin-match-stopped', Schema::nullable( Schema::shape( array(), __( 'Nothing: the match is stopped.', 'p2p-fundraising' ) ) ) )
		);
	}

	/**
	 * A required calendar day.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	private static function day_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => static function ( $value, $request, $param ) {
				if ( null !== CampaignSchedule::date( $value ) ) {
					return true;
				}
				/* translators: %s: parameter name. */
				return new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a date (YYYY-MM-DD).', 'p2p-fundraising' ), $param ) );
			},
			'sanitize_callback' => static function ( $value ): string {
				return (string) CampaignSchedule::date( $value );
			},
		);
	}

	/**
	 * { data: AdminMatch | null }: the campaign's active match.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_match( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response( self::admin_match( $this->matches->active_for( $campaign['id'] ) ) );
	}

	/**
	 * Starts a match (the previous one stops): 201 { data: AdminMatch }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function start_match( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$sponsor = ( new SponsorRepository() )->find( (int) $request['sponsor_id'] );
		if ( null === $sponsor || (int) $sponsor['campaign_id'] !== (int) $campaign['id'] ) {
			return Errors::invalid_param( 'sponsor_id', __( 'Choose one of this campaign’s sponsors.', 'p2p-fundraising' ) );
		}
		if ( (float) $request['cap'] <= 0 ) {
			return Errors::invalid_param( 'cap', __( 'The cap must be more than zero.', 'p2p-fundraising' ) );
		}
		if ( (string) $request['end_date'] < (string) $request['start_date'] ) {
			return Errors::invalid_param( 'end_date', __( 'The match cannot end before it starts.', 'p2p-fundraising' ) );
		}
		return self::attempt(
			function () use ( $campaign, $sponsor, $request ) {
				// Under the campaign's lock, like every gift's match: none is matched half-way.
				$id       = (int) Transaction::run(
					function () use ( $campaign, $sponsor, $request ): int {
						$this->campaigns->lock( (int) $campaign['id'] );
						return $this->matches->start(
							array(
								'campaign_id'  => (int) $campaign['id'],
								'sponsor_id'   => (int) $sponsor['id'],
								'sponsor_name' => (string) $sponsor['name'],
								'ratio'        => (float) $request['ratio'],
								'cap'          => (float) $request['cap'],
								'start_date'   => (string) $request['start_date'],
								'end_date'     => (string) $request['end_date'],
							)
						);
					}
				);
				$response = self::item_response( self::admin_match( $this->matches->find( $id ) ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Stops the campaign's match; gifts matched so far keep their matches: { data: null }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function stop_match( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::attempt(
			function () use ( $campaign ) {
				Transaction::run(
					function () use ( $campaign ): void {
						$this->campaigns->lock( (int) $campaign['id'] );
						$this->matches->stop_all( (int) $campaign['id'] );
					}
				);
				return self::item_response( null );
			}
		);
	}

	/**
	 * AdminMatch, or null.
	 *
	 * @param array<string, mixed>|null $match Match row.
	 * @return array<string, mixed>|null
	 */
	private static function admin_match( ?array $match ): ?array {
		if ( null === $match ) {
			return null;
		}
		$public = Serializer::match( $match );
		return array(
			'id'           => (int) $match['id'],
			'sponsor_id'   => (int) $match['sponsor_id'],
			'sponsor_name' => (string) $match['sponsor_name'],
			'ratio'        => (float) $match['ratio'],
			'cap'          => Serializer::money( $match['cap'] ),
			'matched'      => Serializer::money( $match['matched_amount'] ),
			'start_date'   => (string) $match['start_date'],
			'end_date'     => (string) $match['end_date'],
			'status'       => (string) $match['status'],
			'is_running'   => null !== $public && $public['is_running'],
		);
	}
}
