<?php
/**
 * GET /get-donations.
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
 * Recent donations of a campaign, a team or a fundraiser. Public; donor e-mails never appear and
 * anonymous donors are named 'Anonymous'.
 */
final class DonationsController extends Controller {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'donation-row', Schemas::donation_row() );
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->register_read(
			'/get-donations',
			array( $this, 'get_donations' ),
			array(
				'campaign_id'   => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'team_id'       => self::id_arg( __( 'Only donations credited to this team (its members included).', 'p2p-fundraising' ), false ),
				'fundraiser_id' => self::id_arg( __( 'Only donations to this fundraiser.', 'p2p-fundraising' ), false ),
			) + self::paging_args( 10 ),
			fn() => Schema::page( 'donations', Schemas::donation_row() )
		);
	}

	/**
	 * { data: DonationRow[], total, count }, newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_donations( WP_REST_Request $request ) {
		$campaign_id   = (int) $request['campaign_id'];
		$team_id       = (int) $request['team_id'];
		$fundraiser_id = (int) $request['fundraiser_id'];

		if ( $team_id > 0 && $fundraiser_id > 0 ) {
			return Errors::invalid_param( 'fundraiser_id', __( 'Pass either team_id or fundraiser_id, not both.', 'p2p-fundraising' ) );
		}

		if ( $fundraiser_id > 0 ) {
			$found = $this->visible_fundraiser( $fundraiser_id, $campaign_id );
			$scope = 'fundraiser';
			$id    = $fundraiser_id;
		} elseif ( $team_id > 0 ) {
			$found = $this->visible_team( $team_id, $campaign_id );
			$scope = 'team';
			$id    = $team_id;
		} else {
			$found = $this->visible_campaign( $campaign_id );
			$scope = 'campaign';
			$id    = $campaign_id;
		}
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		$campaign = 'campaign' === $scope ? $found : $found[1];

		return self::list_response(
			$this->read->donations_page( $campaign, $scope, $id, (int) $request['page'], (int) $request['per_page'] )
		);
	}
}
