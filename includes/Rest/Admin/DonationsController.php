<?php
/**
 * Admin: a campaign's donations.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Donations\DonationMessage;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Donations\GiftDate;
use P2PFundraising\ReadCache;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use P2PFundraising\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST /admin/campaigns/{id}/donations (list; record an offline pledge),
 * POST /admin/donations/{id}/complete | refund | cancel | reassign. Every change goes through
 * DonationService, which keeps the stored totals exact in the same transaction.
 * POST /admin/campaigns/{id}/donations/messages hides (or shows again) donors' messages.
 */
final class DonationsController extends AdminController {

	/** Most donations one request hides or shows the messages of (a list page is at most 100). */
	public const MAX_MESSAGE_IDS = 500;

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-donation', AdminSchemas::donation() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign_id = array( 'id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );
		$id          = array( 'id' => self::id_arg( __( 'Donation id.', 'p2p-fundraising' ) ) );
		$email       = array(
			'description'       => __( 'Donor e-mail.', 'p2p-fundraising' ),
			'type'              => 'string',
			'format'            => 'email',
			'required'          => true,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_email',
		);
		$amount             = self::money_arg( __( 'Amount.', 'p2p-fundraising' ), true );
		$amount['minimum']  = DonationService::MIN_AMOUNT;
		$amount['maximum']  = DonationService::MAX_AMOUNT;
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/donations',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'list_donations' ),
					'args'     => $campaign_id + self::list_args( array_keys( DonationRepository::ADMIN_SORTS ), 'created', DonationService::STATUSES ),
				),
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'record_pledge' ),
					'args'     => $campaign_id + array(
						'donor_name'    => self::text_arg( __( 'Donor name.', 'p2p-fundraising' ) ),
						'donor_email'   => $email,
						'is_anonymous'  => array(
							'type'              => 'boolean',
							'default'           => false,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
						'amount'        => $amount,
						'team_id'       => self::optional_id_arg( __( 'Credited team (0: none).', 'p2p-fundraising' ) ),
						'fundraiser_id' => self::optional_id_arg( __( 'Credited fundraiser (0: none).', 'p2p-fundraising' ) ),
						'message'       => array(
							'description'       => __( 'The donor’s words of support (plain text, optional).', 'p2p-fundraising' ),
							'type'              => 'string',
							'default'           => '',
							// The cleaned text's length is checked in record_pledge(), with a field message.
							'maxLength'         => 4 * DonationMessage::max_length(),
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => static function ( $value ): string {
								return DonationMessage::clean( $value );
							},
						),
						'date'          => array(
							'description'       => __( 'The day the gift was made (YYYY-MM-DD, the site’s calendar; not in the future). Empty: today.', 'p2p-fundraising' ),
							'type'              => 'string',
							'default'           => '',
							'pattern'           => '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
							'validate_callback' => 'rest_validate_request_arg',
						),
					),
				),
			),
			fn() => Schema::one_of( 'admin-donations', array( Schema::page( 'admin-donations', AdminSchemas::donation() ), Schema::item( 'admin-donation', AdminSchemas::donation() ) ) )
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/donations/messages',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'hide_messages' ),
					'args'     => $campaign_id + array(
						'ids'    => array(
							'description'       => __( 'The donations whose messages change.', 'p2p-fundraising' ),
							'type'              => 'array',
							'items'             => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'minItems'          => 1,
							'maxItems'          => self::MAX_MESSAGE_IDS,
							'required'          => true,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
						'hidden' => array(
							'description'       => __( 'Hide the messages (true) or show them again (false).', 'p2p-fundraising' ),
							'type'              => 'boolean',
							'required'          => true,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
					),
				),
			),
			fn() => Schema::item( 'admin-donation-messages', AdminSchemas::message_result() )
		);
		foreach ( array( 'complete', 'refund', 'cancel', 'cancel-subscription' ) as $action ) {
			$this->admin_route(
				'/donations/(?P<id>\d+)/' . $action,
				array(
					array(
						'methods'  => WP_REST_Server::CREATABLE,
						'callback' => array( $this, str_replace( '-', '_', $action ) . '_donation' ),
						'args'     => $id,
					),
				),
				fn() => Schema::item( 'admin-donation', AdminSchemas::donation() )
			);
		}
		$this->admin_route(
			'/donations/(?P<id>\d+)/reassign',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'reassign_donation' ),
					'args'     => $id + array(
						'team_id'       => self::optional_id_arg( __( 'New team (0: none).', 'p2p-fundraising' ) ),
						'fundraiser_id' => self::optional_id_arg( __( 'New fundraiser (0: none).', 'p2p-fundraising' ) ),
					),
				),
			),
			fn() => Schema::item( 'admin-donation', AdminSchemas::donation() )
		);
	}

	/**
	 * { data: AdminDonation[], total, count }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function list_donations( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::admin_list( ( new DonationRepository() )->admin_page( $campaign['id'], self::list_query( $request ) ), array( AdminSerializer::class, 'donation' ) );
	}

	/**
	 * Records an offline pledge (pending until marked received): 201 { data: AdminDonation }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function record_pledge( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		if ( ! $request['is_anonymous'] && '' === (string) $request['donor_name'] ) {
			return new WP_Error( 'rest_invalid_param', __( 'Enter the donor’s name, or mark the donation anonymous.', 'p2p-fundraising' ), array( 'status' => 400, 'params' => array( 'donor_name' => __( 'Enter the donor’s name, or mark the donation anonymous.', 'p2p-fundraising' ) ) ) );
		}
		$message_error = DonationMessage::error( (string) $request['message'] );
		if ( null !== $message_error ) {
			return Errors::invalid_param( 'message', $message_error );
		}
		$date_error = GiftDate::error( (string) $request['date'] );
		if ( null !== $date_error ) {
			return Errors::invalid_param( 'date', $date_error );
		}
		return self::attempt(
			function () use ( $request, $campaign ) {
				$id = ( new DonationService() )->record(
					array(
						'campaign_id'   => $campaign['id'],
						'team_id'       => (int) $request['team_id'],
						'fundraiser_id' => (int) $request['fundraiser_id'],
						'donor_name'    => (string) $request['donor_name'],
						'donor_email'   => (string) $request['donor_email'],
						'is_anonymous'  => (bool) $request['is_anonymous'],
						'amount'        => (float) $request['amount'],
						'mode'          => Settings::PAYMENT_MODE_OFFLINE,
						'message'       => (string) $request['message'],
						// A back-dated gift (decision 0075): its day is the day the charts and the day counts use.
						'created_at'    => GiftDate::created_at( (string) $request['date'] ),
					)
				);
				$response = $this->donation_response( $id );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Hides donors' messages from every page, list and e-mail at once, or shows them again:
	 * { data: { changed } }. Donations of other campaigns and those without a message are left alone.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function hide_messages( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$ids    = array_values( array_unique( array_map( 'intval', (array) $request['ids'] ) ) );
		$hidden = (bool) $request['hidden'];
		return self::attempt(
			static function () use ( $campaign, $ids, $hidden ) {
				$changed = ( new DonationRepository() )->set_message_hidden( (int) $campaign['id'], $ids, $hidden );
				// The recent donations are cached reads of the campaign (decision 0026): a new stamp
				// makes every page read the change now; the dashboards and e-mails read it uncached.
				ReadCache::campaign_changed( (int) $campaign['id'] );
				return self::item_response( array( 'changed' => $changed ) );
			}
		);
	}

	/**
	 * Marks a pending pledge received: it counts from now on.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function complete_donation( WP_REST_Request $request ) {
		$donation = ( new DonationRepository() )->find( (int) $request['id'] );
		if ( null !== $donation && Settings::PAYMENT_MODE_STRIPE === $donation['mode'] ) {
			return new WP_Error( 'p2p_donation_conflict', __( 'A Stripe donation is completed by Stripe when the payment succeeds; it cannot be marked as received by hand.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		return $this->transition( (int) $request['id'], 'complete', DonationRepository::STATUS_PENDING );
	}

	/**
	 * Refunds a completed donation: it stops counting.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function refund_donation( WP_REST_Request $request ) {
		$donation = ( new DonationRepository() )->find( (int) $request['id'] );
		if ( null !== $donation && Settings::PAYMENT_MODE_STRIPE === $donation['mode'] && DonationRepository::STATUS_COMPLETED === $donation['status'] ) {
			return ( new StripeAdminActions() )->refund(
				$donation,
				function () use ( $donation ): WP_REST_Response {
					return $this->donation_response( (int) $donation['id'] );
				}
			);
		}
		return $this->transition( (int) $request['id'], 'refund', DonationRepository::STATUS_COMPLETED );
	}

	/**
	 * Cancels a pending pledge.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function cancel_donation( WP_REST_Request $request ) {
		return $this->transition( (int) $request['id'], 'cancel', DonationRepository::STATUS_PENDING );
	}

	/**
	 * POST /donations/{id}/cancel-subscription: stops a monthly Stripe gift (no more renewals).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function cancel_subscription_donation( WP_REST_Request $request ) {
		$donation = ( new DonationRepository() )->find( (int) $request['id'] );
		if ( null === $donation ) {
			return self::donation_not_found();
		}
		$first = '' === $donation['gateway_subscription'] ? null : ( new DonationRepository() )->find_first_of_subscription( $donation['gateway_subscription'] );
		if ( null === $first || 'active' !== $first['subscription_status'] ) {
			return new WP_Error( 'p2p_donation_conflict', __( 'This donation is not part of an active monthly gift.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		return ( new StripeAdminActions() )->cancel_subscription(
			$first,
			function () use ( $donation ): WP_REST_Response {
				return $this->donation_response( (int) $donation['id'] );
			}
		);
	}

	/**
	 * Credits the donation to another team or fundraiser of its campaign.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function reassign_donation( WP_REST_Request $request ) {
		$donation = ( new DonationRepository() )->find( (int) $request['id'] );
		if ( null === $donation ) {
			return self::donation_not_found();
		}
		return self::attempt(
			function () use ( $donation, $request ) {
				( new DonationService() )->reassign( $donation['id'], (int) $request['team_id'], (int) $request['fundraiser_id'] );
				return $this->donation_response( $donation['id'] );
			}
		);
	}

	/**
	 * Runs a status change of the donation service; 409 when the donation is not in $expected.
	 *
	 * @param int    $id       Donation id.
	 * @param string $method   DonationService method.
	 * @param string $expected Status it must have.
	 * @return WP_REST_Response|WP_Error
	 */
	private function transition( int $id, string $method, string $expected ) {
		$donation = ( new DonationRepository() )->find( $id );
		if ( null === $donation ) {
			return self::donation_not_found();
		}
		if ( $expected !== $donation['status'] ) {
			return new WP_Error(
				'p2p_donation_conflict',
				/* translators: %s: the donation's current status, e.g. "completed". */
				sprintf( __( 'This donation is %s, so it cannot be changed this way. Reload the list to see its current state.', 'p2p-fundraising' ), $donation['status'] ),
				array( 'status' => 409 )
			);
		}
		return self::attempt(
			function () use ( $id, $method, $donation ) {
				( new DonationService() )->{$method}( $id );
				return $this->donation_response( $id );
			}
		);
	}

	/**
	 * { data: AdminDonation } of one donation, read as the list reads it.
	 *
	 * @param int $id Donation id.
	 */
	private function donation_response( int $id ): WP_REST_Response {
		return self::item_response( AdminSerializer::donation( (array) ( new DonationRepository() )->admin_find( $id ) ) );
	}

	/** 404 for an unknown donation. */
	private static function donation_not_found(): WP_Error {
		return new WP_Error( 'p2p_donation_not_found', __( 'Donation not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}
}
