<?php
/**
 * GET /get-campaign-fundraisers-search, /get-fundraiser, /get-fundraiser-stats,
 * /get-fundraiser-top-donors.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Fundraiser reads. Public; only approved fundraisers of visible campaigns exist for visitors.
 */
final class FundraisersController extends Controller {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'fundraiser', Schemas::fundraiser() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$fundraiser_id = array( 'fundraiser_id' => self::id_arg( __( 'Fundraiser id.', 'p2p-fundraising' ) ) );

		$this->register_read(
			'/get-campaign-fundraisers-search',
			array( $this, 'search_fundraisers' ),
			array(
				'campaign_id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'search'      => self::search_arg(),
				'sort'        => self::leaderboard_sort_arg(),
			) + self::paging_args( 9 ),
			fn() => Schema::page( 'fundraiser-search', Schemas::fundraiser_item() )
		);
		$this->register_read(
			'/get-fundraiser',
			array( $this, 'get_fundraiser' ),
			$fundraiser_id,
			fn() => Schema::item( 'fundraiser', Schemas::fundraiser() )
		);
		$this->register_read(
			'/get-fundraiser-stats',
			array( $this, 'get_fundraiser_stats' ),
			$fundraiser_id,
			fn() => Schema::item( 'fundraiser-stats', Schemas::entity_stats() )
		);
		$this->register_read(
			'/get-fundraiser-top-donors',
			array( $this, 'get_top_donors' ),
			$fundraiser_id + array( 'per_page' => self::per_page_arg( 10 ) ),
			fn() => Schema::items( 'fundraiser-top-donors', Schemas::top_donor() )
		);
	}

	/**
	 * { data: LeaderboardItem[], total, count } by amount raised, then id.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function search_fundraisers( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::list_response(
			$this->read->fundraisers_page( $campaign, (string) $request['search'], (int) $request['page'], (int) $request['per_page'], (string) $request['sort'] )
		);
	}

	/**
	 * { data: Fundraiser }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_fundraiser( WP_REST_Request $request ) {
		$found = $this->visible_fundraiser( (int) $request['fundraiser_id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		list( $fundraiser, $campaign ) = $found;
		return self::item_response( Serializer::fundraiser( $fundraiser, $campaign ) );
	}

	/**
	 * { data: FundraiserStats }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_fundraiser_stats( WP_REST_Request $request ) {
		$found = $this->visible_fundraiser( (int) $request['fundraiser_id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		return self::item_response( $this->read->entity_stats( 'fundraiser', $found[0], $found[1] ) );
	}

	/**
	 * { data: TopDonor[] }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_top_donors( WP_REST_Request $request ) {
		$found = $this->visible_fundraiser( (int) $request['fundraiser_id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		return self::item_response( $this->read->top_donors( (int) $found[0]['campaign_id'], 'fundraiser', $found[0]['id'], (int) $request['per_page'] ) );
	}
}
