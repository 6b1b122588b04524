<?php
/**
 * Admin: donor records.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Admin\Csv;
use P2PFundraising\Admin\CsvStream;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\DonorRecordRepository;
use P2PFundraising\Database\ReceiptRepository;
use P2PFundraising\Database\Schema as DatabaseSchema;
use P2PFundraising\Payments\Receipt;
use P2PFundraising\Rest\Schema;
use P2PFundraising\Rest\Serializer;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /admin/donors (one row per donor, of a campaign or across campaigns: decision 0081),
 * GET /admin/donors/export (its CSV, streamed as the other exports), GET /admin/donors/{donor}
 * (the donor's page: totals, campaigns and gifts), POST /admin/donors/{donor}/privacy-request
 * (WordPress's own export or erasure request, decision 0083) and
 * POST /admin/donations/{id}/resend-receipt (decision 0082). {donor} is the SHA-1 of the
 * lower-cased address, so no address is part of a URL.
 */
final class DonorsController extends AdminController {

	/** Gifts per page of a donor's page. */
	public const GIFTS_PER_PAGE = 50;

	/** The kinds of WordPress personal data requests. */
	public const PRIVACY_ACTIONS = array(
		'export' => 'export_personal_data',
		'erase'  => 'remove_personal_data',
	);

	/** Column titles of the CSV. */
	private const HEADERS = array( 'name', 'email', 'gifts', 'total', 'first_gift', 'last_gift', 'recurring', 'wants_updates' );

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-donor', self::donor_schema() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign = array( 'campaign_id' => self::optional_id_arg( __( 'Only the donors of this campaign (0: across all campaigns).', 'p2p-fundraising' ) ) + array( 'default' => 0 ) );
		$donor    = array(
			'donor' => array(
				'description'       => __( 'The donor (SHA-1 of the lower-case e-mail address).', 'p2p-fundraising' ),
				'type'              => 'string',
				'pattern'           => '^[0-9a-f]{40}$',
				'required'          => true,
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
		$this->admin_route(
			'/donors',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'list_donors' ),
					'args'     => $campaign + self::list_args( array_keys( DonorRecordRepository::ADMIN_SORTS ), 'last_gift' ),
				),
			),
			fn() => Schema::page( 'admin-donors', self::donor_schema() )
		);
		$this->admin_route(
			'/donors/export',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'export' ),
					'args'     => $campaign + array( 'search' => self::search_arg() ),
				),
			),
			fn() => Schema::titled( 'admin-donors-export', Schema::string( __( 'The CSV document: a header row, then one row per donor.', 'p2p-fundraising' ) ) )
		);
		$this->admin_route(
			'/donors/(?P<donor>[0-9a-f]{40})',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_donor' ),
					'args'     => $donor + self::paging_args( self::GIFTS_PER_PAGE ),
				),
			),
			fn() => Schema::item( 'admin-donor-page', self::donor_page_schema() )
		);
		$this->admin_route(
			'/donors/(?P<donor>[0-9a-f]{40})/privacy-request',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'privacy_request' ),
					'args'     => $donor + array( 'type' => array( 'required' => true ) + self::enum_arg( __( 'export: send the donor a copy of their data; erase: erase it. Either once the donor confirms by e-mail.', 'p2p-fundraising' ), array_keys( self::PRIVACY_ACTIONS ) ) ),
				),
			),
			fn() => Schema::item( 'admin-donor-privacy-request', self::privacy_schema() )
		);
		$this->admin_route(
			'/donations/(?P<id>\d+)/resend-receipt',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'resend_receipt' ),
					'args'     => array( 'id' => self::id_arg( __( 'Donation id.', 'p2p-fundraising' ) ) ),
				),
			),
			fn() => Schema::item( 'admin-receipt-resent', self::resent_schema() )
		);
	}

	/**
	 * { data: AdminDonor[], total, count }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function list_donors( WP_REST_Request $request ) {
		$scope = $this->scope( $request );
		if ( is_wp_error( $scope ) ) {
			return $scope;
		}
		return self::admin_list( ( new DonorRecordRepository() )->admin_page( $scope, self::list_query( $request ) ), array( self::class, 'donor' ) );
	}

	/**
	 * The CSV of the list (its campaign and search), written batch by batch (decision 0027).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function export( WP_REST_Request $request ) {
		$scope = $this->scope( $request );
		if ( is_wp_error( $scope ) ) {
			return $scope;
		}
		$search   = (string) $request['search'];
		$records  = new DonorRecordRepository();
		$stream   = new CsvStream(
			self::HEADERS,
			static function () use ( $records, $scope, $search ): \Generator {
				$after = '';
				do {
					$rows = $records->export_batch( $scope, $after, $search );
					foreach ( $rows as $row ) {
						$donor = self::donor( $row );
						yield array( $donor['name'], $donor['email'], $donor['gifts'], $donor['total'], $donor['first_gift_at'], $donor['last_gift_at'], $donor['is_recurring'] ? 'yes' : 'no', $donor['wants_updates'] ? 'yes' : 'no' );
					}
					$after = array() === $rows ? $after : (string) end( $rows )['email_key'];
				} while ( array() !== $rows );
			}
		);
		$campaign = $scope > 0 ? (array) $this->campaigns->find( $scope ) : array();
		$name     = ( $scope > 0 ? (string) $campaign['slug'] . '-' : '' ) . 'donors-' . gmdate( 'Y-m-d' );
		$response = new WP_REST_Response( $stream, 200 );
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$response->header( 'Content-Disposition', 'attachment; filename="' . Csv::filename( $name ) . '"' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The donor's page: { data: { donor, campaigns, gifts, gifts_total } }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_donor( WP_REST_Request $request ) {
		$records = new DonorRecordRepository();
		$donor   = $records->find_by_hash( (string) $request['donor'] );
		if ( null === $donor ) {
			return self::donor_not_found();
		}
		$gifts = $records->gifts( (string) $donor['email_key'], (int) $request['page'], (int) $request['per_page'] );
		return self::item_response(
			array(
				'donor'       => self::donor( $donor ),
				'campaigns'   => array_map(
					static function ( array $row ): array {
						return array(
							'campaign_id'    => (int) $row['campaign_id'],
							'campaign_title' => (string) $row['campaign_title'],
							'gifts'          => (int) $row['gifts'],
							'total'          => Serializer::money( $row['total'] ),
							'last_gift_at'   => AdminSerializer::date( (string) $row['last_gift_at'] ),
						);
					},
					$records->campaigns_of( (string) $donor['email_key'] )
				),
				'gifts'       => array_map( array( self::class, 'gift' ), $gifts['rows'] ),
				'gifts_total' => $gifts['total'],
			)
		);
	}

	/**
	 * Starts WordPress's own personal data request for the donor's address, as Tools → Export / Erase
	 * Personal Data does with "Send confirmation e-mail" (decision 0083): 201 { data }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function privacy_request( WP_REST_Request $request ) {
		$type = (string) $request['type'];
		// The same capabilities as the Tools screens: managing fundraising is not enough to erase a person.
		if ( ! current_user_can( 'export' === $type ? 'export_others_personal_data' : 'erase_others_personal_data' ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to manage personal data requests.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		$donor = ( new DonorRecordRepository() )->find_by_hash( (string) $request['donor'] );
		if ( null === $donor ) {
			return self::donor_not_found();
		}
		$screen     = admin_url( 'export' === $type ? 'export-personal-data.php' : 'erase-personal-data.php' );
		$request_id = wp_create_user_request( (string) $donor['donor_email'], self::PRIVACY_ACTIONS[ $type ], array(), 'pending' );
		if ( is_wp_error( $request_id ) ) {
			if ( 'duplicate_request' === $request_id->get_error_code() ) {
				return new WP_Error(
					'p2p_privacy_request_pending',
					'export' === $type
						? __( 'An export request for this address is already open. Follow it under Tools → Export Personal Data.', 'p2p-fundraising' )
						: __( 'An erasure request for this address is already open. Follow it under Tools → Erase Personal Data.', 'p2p-fundraising' ),
					array(
						'status' => 409,
						'url'    => $screen,
					)
				);
			}
			return new WP_Error( 'p2p_privacy_request_failed', __( 'The request could not be created. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		$sent = wp_send_user_request( $request_id );
		if ( is_wp_error( $sent ) || ! $sent ) {
			$message = __( 'The request was created, but the confirmation e-mail could not be sent. Resend it under Tools.', 'p2p-fundraising' );
		} else {
			$message = 'export' === $type
				? __( 'Export requested. The donor has been e-mailed a link to confirm; once they do, download or send the data under Tools → Export Personal Data.', 'p2p-fundraising' )
				: __( 'Erasure requested. The donor has been e-mailed a link to confirm; once they do, erase the data under Tools → Erase Personal Data.', 'p2p-fundraising' );
		}
		$response = self::item_response(
			array(
				'request_id' => (int) $request_id,
				'type'       => $type,
				'message'    => $message,
				'url'        => $screen,
			)
		);
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Sends a completed gift's receipt again: { data: { message, resent_at, resent_count } }; 409 when
	 * the gift has no receipt to send, 429 when it was re-sent a moment ago.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function resend_receipt( WP_REST_Request $request ) {
		$donation = ( new DonationRepository() )->find( (int) $request['id'] );
		if ( null === $donation ) {
			return new WP_Error( 'p2p_donation_not_found', __( 'Donation not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
		}
		return self::attempt(
			static function () use ( $donation ) {
				$outcome = Receipt::resend( $donation );
				$refused = array(
					'not_receipted' => __( 'Only a completed donor’s gift made on this site has a receipt to send.', 'p2p-fundraising' ),
					'no_address'    => __( 'This gift has no e-mail address to send the receipt to.', 'p2p-fundraising' ),
					'disabled'      => __( 'Receipt e-mails are switched off. Switch them on under E-mails to send one.', 'p2p-fundraising' ),
					/* translators: %d: minutes. */
					'throttled'     => sprintf( __( 'This receipt was sent again a moment ago. You can send it again after %d minutes.', 'p2p-fundraising' ), (int) ceil( Receipt::RESEND_INTERVAL / 60 ) ),
				);
				if ( isset( $refused[ $outcome ] ) ) {
					return new WP_Error( 'p2p_receipt_' . $outcome, $refused[ $outcome ], array( 'status' => 'throttled' === $outcome ? 429 : 409 ) );
				}
				$receipt = ( new ReceiptRepository() )->find_by_donation( (int) $donation['id'] );
				return self::item_response(
					array(
						/* translators: %s: receipt number, e.g. P2P-000042. */
						'message'        => sprintf( __( 'Receipt %s is on its way to the donor.', 'p2p-fundraising' ), Receipt::number( (array) $receipt ) ),
						'receipt_number' => Receipt::number( (array) $receipt ),
						'resent_at'      => AdminSerializer::date( (string) $receipt['resent_at'] ),
						'resent_count'   => (int) $receipt['resent_count'],
					)
				);
			}
		);
	}

	/**
	 * AdminDonor.
	 *
	 * @param array<string, mixed> $row Donor row.
	 * @return array<string, mixed>
	 */
	public static function donor( array $row ): array {
		return array(
			'id'            => (string) $row['donor_hash'],
			'name'          => (string) $row['donor_name'],
			'email'         => (string) $row['donor_email'],
			'gifts'         => (int) $row['gifts'],
			'total'         => Serializer::money( $row['total'] ),
			'first_gift_at' => AdminSerializer::date( (string) $row['first_gift_at'] ),
			'last_gift_at'  => AdminSerializer::date( (string) $row['last_gift_at'] ),
			'is_recurring'  => (bool) $row['is_recurring'],
			'wants_updates' => (bool) $row['wants_updates'],
		);
	}

	/**
	 * AdminDonorGift: one gift on a donor's page.
	 *
	 * @param array<string, mixed> $row Donation row with campaign_title and the receipt's columns.
	 * @return array<string, mixed>
	 */
	public static function gift( array $row ): array {
		$has_receipt = null !== $row['receipt_id'];
		return array(
			'id'             => (int) $row['id'],
			'created_at'     => AdminSerializer::date( (string) $row['created_at'] ),
			'campaign_id'    => (int) $row['campaign_id'],
			'campaign_title' => (string) ( $row['campaign_title'] ?? '' ),
			'page'           => (string) ( $row['target_name'] ?? '' ),
			'donor_name'     => (string) $row['donor_name'],
			'is_anonymous'   => 1 === (int) $row['is_anonymous'],
			'amount'         => Serializer::money( $row['amount'] ),
			'status'         => (string) $row['status'],
			'mode'           => (string) $row['mode'],
			'frequency'      => (string) $row['frequency'],
			'message'        => (string) ( $row['message'] ?? '' ),
			'receipt_number' => $has_receipt ? Receipt::number(
				array(
					'id'      => (int) $row['receipt_id'],
					'is_test' => 1 === (int) $row['receipt_is_test'],
				)
			) : '',
			'resent_at'      => AdminSerializer::date( (string) ( $row['receipt_resent_at'] ?? '' ) ),
			'resent_count'   => (int) ( $row['receipt_resent_count'] ?? 0 ),
			'can_resend'     => DonationRepository::STATUS_COMPLETED === $row['status'] && Receipt::is_receipted( $row ) && Receipt::can_mail( (string) $row['donor_email'] ),
		);
	}

	/**
	 * The campaign a list is of (0: across campaigns), or a 404; 503 while the upgrade builds the records.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return int|WP_Error
	 */
	private function scope( WP_REST_Request $request ) {
		if ( ! DatabaseSchema::has( DatabaseSchema::DONOR_RECORDS ) ) {
			return new WP_Error( 'p2p_donors_upgrading', __( 'The donor records are being prepared after an update. Please try again in a minute.', 'p2p-fundraising' ), array( 'status' => 503 ) );
		}
		$campaign_id = (int) $request['campaign_id'];
		if ( $campaign_id > 0 ) {
			$campaign = $this->admin_campaign( $campaign_id );
			if ( is_wp_error( $campaign ) ) {
				return $campaign;
			}
		}
		return $campaign_id;
	}

	/** 404 for an unknown donor. */
	private static function donor_not_found(): WP_Error {
		return new WP_Error( 'p2p_donor_not_found', __( 'Donor not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}

	/** @return array<string, mixed> AdminDonor. */
	public static function donor_schema(): array {
		return Schema::shape(
			array(
				'id'            => Schema::string( __( 'The donor’s id: SHA-1 of the lower-case e-mail address.', 'p2p-fundraising' ) ),
				'name'          => Schema::string( __( 'The name of the donor’s latest gift.', 'p2p-fundraising' ) ),
				'email'         => Schema::string( __( 'The address of the donor’s latest gift.', 'p2p-fundraising' ) ),
				'gifts'         => Schema::count( __( 'Number of completed gifts.', 'p2p-fundraising' ) ),
				'total'         => Schema::money( __( 'Sum of the completed gifts.', 'p2p-fundraising' ) ),
				'first_gift_at' => Schema::date_or_empty( __( 'Day of the first gift (GMT, ISO 8601).', 'p2p-fundraising' ) ),
				'last_gift_at'  => Schema::date_or_empty( __( 'Day of the latest gift (GMT, ISO 8601).', 'p2p-fundraising' ) ),
				'is_recurring'  => Schema::boolean( __( 'Whether one of the gifts is monthly.', 'p2p-fundraising' ) ),
				'wants_updates' => Schema::boolean( __( 'Whether the donor’s latest gift asked for updates.', 'p2p-fundraising' ) ),
			),
			__( 'A donor: one e-mail address, with their completed gifts.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> AdminDonorPage. */
	private static function donor_page_schema(): array {
		return Schema::shape(
			array(
				'donor'       => self::donor_schema(),
				'campaigns'   => Schema::list_of(
					Schema::shape(
						array(
							'campaign_id'    => Schema::id( __( 'Campaign id.', 'p2p-fundraising' ) ),
							'campaign_title' => Schema::string( __( 'Campaign title.', 'p2p-fundraising' ) ),
							'gifts'          => Schema::count( __( 'Number of completed gifts.', 'p2p-fundraising' ) ),
							'total'          => Schema::money( __( 'Sum of the completed gifts.', 'p2p-fundraising' ) ),
							'last_gift_at'   => Schema::date_or_empty( __( 'Day of the latest gift (GMT, ISO 8601).', 'p2p-fundraising' ) ),
						),
						__( 'The donor in one campaign.', 'p2p-fundraising' )
					),
					__( 'The campaigns the donor gave to.', 'p2p-fundraising' )
				),
				'gifts'       => Schema::list_of(
					Schema::shape(
						array(
							'id'             => Schema::id( __( 'Donation id.', 'p2p-fundraising' ) ),
							'created_at'     => Schema::date_or_empty( __( 'Day of the gift (GMT, ISO 8601).', 'p2p-fundraising' ) ),
							'campaign_id'    => Schema::id( __( 'Campaign id.', 'p2p-fundraising' ) ),
							'campaign_title' => Schema::string( __( 'Campaign title.', 'p2p-fundraising' ) ),
							'page'           => Schema::string( __( 'The fundraiser or team given to, empty for the campaign itself.', 'p2p-fundraising' ) ),
							'donor_name'     => Schema::string( __( 'The name given with this gift.', 'p2p-fundraising' ) ),
							'is_anonymous'   => Schema::boolean( __( 'Whether the donor asked not to be named.', 'p2p-fundraising' ) ),
							'amount'         => Schema::money( __( 'Amount.', 'p2p-fundraising' ) ),
							'status'         => Schema::string( __( 'Donation status.', 'p2p-fundraising' ) ),
							'mode'           => Schema::string( __( 'Payment mode it was made in.', 'p2p-fundraising' ) ),
							'frequency'      => Schema::enum( array( 'once', 'monthly' ), __( 'One-time or monthly.', 'p2p-fundraising' ) ),
							'message'        => Schema::string( __( 'The donor’s words of support (plain text).', 'p2p-fundraising' ) ),
							'receipt_number' => Schema::string( __( 'Receipt number, empty when none was issued.', 'p2p-fundraising' ) ),
							'resent_at'      => Schema::date_or_empty( __( 'When an administrator last sent the receipt again (GMT, ISO 8601).', 'p2p-fundraising' ) ),
							'resent_count'   => Schema::count( __( 'How often an administrator sent the receipt again.', 'p2p-fundraising' ) ),
							'can_resend'     => Schema::boolean( __( 'Whether the receipt can be sent again.', 'p2p-fundraising' ) ),
						),
						__( 'One of the donor’s gifts.', 'p2p-fundraising' )
					),
					__( 'This page of the donor’s gifts, newest first.', 'p2p-fundraising' )
				),
				'gifts_total' => Schema::count( __( 'Number of all the donor’s gifts (every status).', 'p2p-fundraising' ) ),
			),
			__( 'A donor’s page.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The answer of a privacy request. */
	private static function privacy_schema(): array {
		return Schema::shape(
			array(
				'request_id' => Schema::id( __( 'The WordPress personal data request.', 'p2p-fundraising' ) ),
				'type'       => Schema::enum( array_keys( self::PRIVACY_ACTIONS ), __( 'Export or erasure.', 'p2p-fundraising' ) ),
				'message'    => Schema::string( __( 'What happens next.', 'p2p-fundraising' ) ),
				'url'        => Schema::string( __( 'The Tools screen that follows the request.', 'p2p-fundraising' ) ),
			),
			__( 'A personal data request started for the donor.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The answer of a receipt sent again. */
	private static function resent_schema(): array {
		return Schema::shape(
			array(
				'message'        => Schema::string( __( 'What happened.', 'p2p-fundraising' ) ),
				'receipt_number' => Schema::string( __( 'Receipt number.', 'p2p-fundraising' ) ),
				'resent_at'      => Schema::date_or_empty( __( 'When it was sent again (GMT, ISO 8601).', 'p2p-fundraising' ) ),
				'resent_count'   => Schema::count( __( 'How often an administrator sent it again.', 'p2p-fundraising' ) ),
			),
			__( 'A receipt sent again.', 'p2p-fundraising' )
		);
	}
}
