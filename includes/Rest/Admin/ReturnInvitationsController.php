<?php
/**
 * Admin: invite last year's fundraisers to a campaign.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\ReturnInvitationRepository;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\NextYear\ReturnInvitations;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST /admin/campaigns/{id}/invite-previous: the numbers so far, and the invitations queued
 * (decision 0103). Pressing it again invites only those not invited yet.
 */
final class ReturnInvitationsController extends AdminController {

	/**
	 * The answer of both methods.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::item(
			'admin-return-invitations',
			Schema::shape(
				array(
					'sourceCampaignId' => Schema::count( __( 'The campaign whose fundraisers are invited (0: none chosen yet).', 'p2p-fundraising' ) ),
					'queued'           => Schema::count( __( 'Invitations queued by this request.', 'p2p-fundraising' ) ),
					'invited'          => Schema::count( __( 'People invited so far.', 'p2p-fundraising' ) ),
					'sent'             => Schema::count( __( 'Invitations e-mailed so far.', 'p2p-fundraising' ) ),
					'joined'           => Schema::count( __( 'People who joined with their link.', 'p2p-fundraising' ) ),
					'message'          => Schema::string( __( 'What happened, for the screen to announce.', 'p2p-fundraising' ) ),
				),
				__( 'The invitations of last year’s fundraisers.', 'p2p-fundraising' )
			)
		);
	}

	/** Registers the route. */
	public function register_routes(): void {
		$id = array( 'id' => self::id_arg( __( 'The campaign people are invited to.', 'p2p-fundraising' ) ) );
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/invite-previous',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'status' ),
					'args'     => $id,
				),
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'invite' ),
					'args'     => $id + array( 'source_campaign_id' => self::optional_id_arg( __( 'The campaign whose fundraisers are invited (default: the one this campaign was copied from).', 'p2p-fundraising' ) ) ),
				),
			),
			array( $this, 'get_item_schema' )
		);
	}

	/**
	 * { data: { sourceCampaignId, queued: 0, invited, sent, joined, message: '' } }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function status( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response(
			array(
				'sourceCampaignId' => (int) $campaign['previous_campaign_id'],
				'queued'           => 0,
				'message'          => '',
			) + ( new ReturnInvitationRepository() )->counts( (int) $campaign['id'] )
		);
	}

	/**
	 * Queues the invitations; the chosen source becomes the campaign's previous edition.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function invite( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$source_id = (int) ( $request['source_campaign_id'] ?? 0 );
		$source_id = $source_id > 0 ? $source_id : (int) $campaign['previous_campaign_id'];
		$source    = $source_id > 0 && $source_id !== (int) $campaign['id'] ? $this->campaigns->find( $source_id ) : null;
		if ( null === $source ) {
			return Errors::invalid_param( 'source_campaign_id', __( 'Choose the campaign whose fundraisers you want to invite.', 'p2p-fundraising' ) );
		}
		// The link signs people up at once: the campaign must take sign-ups when it arrives.
		if ( CampaignRepository::STATUS_ACTIVE !== (string) $campaign['status'] ) {
			return new WP_Error( 'p2p_campaign_not_open', __( 'Set this campaign to Active before inviting: the invitation link signs people up at once.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		if ( ! EmailTemplates::get( EmailTemplates::RETURN_INVITATION )['enabled'] ) {
			return new WP_Error( 'p2p_mail_switched_off', __( 'The invitation e-mail is switched off. Switch it on under E-mails first.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		return self::attempt(
			function () use ( $campaign, $source ) {
				if ( (int) $campaign['previous_campaign_id'] !== (int) $source['id'] ) {
					$this->campaigns->update( (int) $campaign['id'], array( 'previous_campaign_id' => (int) $source['id'] ) );
				}
				$result = ( new ReturnInvitations() )->invite( $campaign, $source );
				return self::item_response(
					$result + array(
						'sourceCampaignId' => (int) $source['id'],
						'message'          => 0 === $result['queued']
							? __( 'No one new to invite: everyone from that campaign has been invited or has signed up already.', 'p2p-fundraising' )
							: sprintf(
								/* translators: %s: number of people. */
								_n( '%s invitation is on its way. The e-mails go out in small batches over the next minutes.', '%s invitations are on their way. The e-mails go out in small batches over the next minutes.', $result['queued'], 'p2p-fundraising' ),
								number_format_i18n( $result['queued'] )
							),
					)
				);
			}
		);
	}
}
