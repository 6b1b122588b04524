<?php
/**
 * GET /get-my-donors, POST /thank-donor, POST /thank-all-donors: the fundraiser dashboard's donors.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MyDonorsRepository;
use P2PFundraising\Engagement\DonorOptOut;
use P2PFundraising\Engagement\ThankYouMail;
use P2PFundraising\PlainText;
use P2PFundraising\Security\RateLimiter;
use P2PFundraising\Settings;
use P2PFundraising\TextLimits;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A fundraiser sees the donations credited to them (a captain also their team's), thanks a donor
 * and thanks everyone not thanked yet. Every answer is about the current user's own fundraiser in
 * the campaign: nobody names another fundraiser, and no response ever carries an e-mail address.
 */
final class MyDonorsController extends WriteController {

	/** Page size of the donor list when none is asked for. */
	public const PER_PAGE = 10;

	/** Most thank-yous one "thank all" sends. */
	public const THANK_ALL_LIMIT = 100;

	private const SENT      = 'sent';
	private const TEST_GIFT = 'test_gift';
	private const TAKEN     = 'taken';
	private const FAILED    = 'failed';

	/** @var MyDonorsRepository */
	private $my_donors;

	/** @var DonationRepository */
	private $donations;

	/** @var RateLimiter */
	private $limiter;

	public function __construct() {
		parent::__construct();
		$this->my_donors = new MyDonorsRepository();
		$this->donations = new DonationRepository();
		$this->limiter   = new RateLimiter();
	}

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'my-donor', Schemas::my_donor() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$this->register_read(
			'/get-my-donors',
			array( $this, 'get_my_donors' ),
			array_merge(
				array(
					'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
					'scope'      => array(
						'description'       => __( 'Whose donations: mine (default) or team (captains only).', 'p2p-fundraising' ),
						'type'              => 'string',
						'default'           => 'mine',
						'enum'              => array( 'mine', 'team' ),
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'rest_sanitize_request_arg',
					),
				),
				self::paging_args( self::PER_PAGE )
			),
			fn() => Schema::page( 'my-donors', Schemas::my_donor() ),
			array( Permissions::class, 'logged_in' )
		);
		$this->register_write(
			'/thank-donor',
			array( $this, 'thank_donor' ),
			array(
				'campaignId'  => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'donation_id' => self::id_arg( __( 'Donation to thank.', 'p2p-fundraising' ) ),
				'message'     => self::message_arg(),
			),
			'logged_in',
			fn() => Schemas::done( 'donor-thanked', array( 'thanked' => Schema::boolean( __( 'Whether the thank-you was sent.', 'p2p-fundraising' ) ) ) )
		);
		$this->register_write(
			'/thank-all-donors',
			array( $this, 'thank_all_donors' ),
			array(
				'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'message'    => self::message_arg(),
			),
			'logged_in',
			fn() => Schemas::done( 'donors-thanked', array( 'sent' => Schema::count( __( 'Thank-yous sent.', 'p2p-fundraising' ) ) ) )
		);
	}

	/**
	 * { data: MyDonor[], total, count }: one page of the donations credited to the current user's
	 * fundraiser (scope=mine) or to their team when they captain it (scope=team), newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_my_donors( WP_REST_Request $request ) {
		$own = $this->fundraiser_context( (int) $request['campaignId'] );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		list( $fundraiser, $captained_team ) = $own;
		$is_team = 'team' === $request['scope'];
		if ( $is_team && 0 === $captained_team ) {
			return new WP_Error( 'p2p_not_captain', __( 'Only the team captain can see the donations of the whole team.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		$page = $this->my_donors->page(
			$is_team ? 'team' : 'fundraiser',
			$is_team ? $captained_team : (int) $fundraiser['id'],
			(int) $request['page'],
			(int) $request['per_page']
		);
		$items = array_map(
			static function ( array $row ) use ( $fundraiser, $captained_team ): array {
				return self::donor_row( $row, (int) $fundraiser['id'], $captained_team );
			},
			$page['rows']
		);
		return self::list_response(
			array(
				'data'  => $items,
				'total' => $page['total'],
				'count' => count( $items ),
			)
		);
	}

	/**
	 * Sends one thank-you and marks the donation thanked: { thanked: true, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function thank_donor( WP_REST_Request $request ) {
		$ready = $this->ready_to_thank( $request );
		if ( is_wp_error( $ready ) ) {
			return $ready;
		}
		list( $fundraiser, $captained_team, $campaign ) = $ready;

		$donation = $this->donations->find( (int) $request['donation_id'] );
		if ( null === $donation || DonationRepository::STATUS_COMPLETED !== $donation['status'] || (int) $donation['campaign_id'] !== (int) $campaign['id'] ) {
			return self::donation_not_found();
		}
		if ( ! self::may_thank( $donation, (int) $fundraiser['id'], $captained_team ) ) {
			return self::donation_not_found();
		}
		if ( ! self::contact_allowed( $donation ) ) {
			return new WP_Error( 'p2p_cannot_thank', __( 'This donor gave anonymously and did not agree to be contacted, so they cannot be thanked by e-mail.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		if ( DonorOptOut::has( (string) $donation['donor_email'] ) ) {
			return new WP_Error( 'p2p_cannot_thank', __( 'This donor asked not to receive e-mails from fundraisers, so they cannot be thanked by e-mail.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		if ( null !== $donation['thanked_at'] ) {
			return self::already_thanked();
		}
		$wait = $this->limiter->attempt( RateLimiter::THANK_YOU, (string) get_current_user_id() );
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		$outcome = $this->send_one( $donation, $fundraiser, $campaign, (string) $request['message'] );
		if ( self::TAKEN === $outcome ) {
			return self::already_thanked(); // Another request thanked it a moment ago.
		}
		if ( self::FAILED === $outcome ) {
			return new WP_Error( 'p2p_thank_failed', __( 'The thank-you could not be sent. Please try again later.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		return new WP_REST_Response(
			array(
				'thanked' => true,
				'message' => self::TEST_GIFT === $outcome ? self::test_gift_message() : __( 'Your thank-you is on its way.', 'p2p-fundraising' ),
			),
			200
		);
	}

	/**
	 * Thanks every donor of the current user's fundraiser not thanked yet who can be written to
	 * (at most THANK_ALL_LIMIT at once): { sent, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function thank_all_donors( WP_REST_Request $request ) {
		$ready = $this->ready_to_thank( $request );
		if ( is_wp_error( $ready ) ) {
			return $ready;
		}
		list( $fundraiser, , $campaign ) = $ready;
		$ids = $this->my_donors->unthanked_ids( (int) $fundraiser['id'], self::THANK_ALL_LIMIT );
		if ( array() === $ids ) {
			return new WP_Error( 'p2p_nobody_to_thank', __( 'Every donor you can write to has been thanked already.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		$wait = $this->limiter->attempt( RateLimiter::THANK_YOU, (string) get_current_user_id() );
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		$sent     = 0;
		$recorded = 0;
		foreach ( $this->one_per_address( $ids ) as $gifts ) {
			$outcome = $this->send_one( $gifts[0], $fundraiser, $campaign, (string) $request['message'], array_slice( $gifts, 1 ) );
			if ( self::SENT === $outcome ) {
				++$sent;
			} elseif ( self::TEST_GIFT === $outcome ) {
				++$recorded;
			}
		}
		return new WP_REST_Response(
			array(
				'sent'    => $sent,
				'message' => 0 === $sent && $recorded > 0
					? __( 'These are test donations: they are marked as thanked, but no e-mails were sent.', 'p2p-fundraising' )
					: sprintf(
						/* translators: %d: number of thank-you e-mails sent. */
						_n( '%d thank-you is on its way.', '%d thank-yous are on their way.', $sent, 'p2p-fundraising' ),
						$sent
					),
			),
			200
		);
	}

	/**
	 * The unthanked donations grouped by donor address (lower case), oldest first, leaving out the
	 * addresses that asked for no fundraiser e-mail: "thank all" writes once to each address, however
	 * many gifts were made with it (the gifts may be anyone's: the form does not prove an address).
	 *
	 * @param int[] $ids Donation ids, oldest first.
	 * @return array<string, array<int, array<string, mixed>>> Address => donation rows.
	 */
	private function one_per_address( array $ids ): array {
		$by_address = array();
		foreach ( $ids as $id ) {
			$donation = $this->donations->find( $id );
			if ( null === $donation || DonorOptOut::has( (string) $donation['donor_email'] ) ) {
				continue;
			}
			$by_address[ strtolower( (string) $donation['donor_email'] ) ][] = $donation;
		}
		return $by_address;
	}

	/**
	 * Marks the donation thanked (once, even when two requests race), then sends; a failed send
	 * takes the mark away again. A test-mode gift is marked but never mailed: its address was
	 * typed into a form that takes no money, so it may be anyone's.
	 *
	 * @param array<string, mixed>             $donation   Donation row.
	 * @param array<string, mixed>             $fundraiser The sender's fundraiser row.
	 * @param array<string, mixed>             $campaign   Campaign row.
	 * @param string                           $message    The text.
	 * @param array<int, array<string, mixed>> $also       More gifts of the same address this one e-mail thanks for.
	 * @return string SENT, TEST_GIFT (marked, not mailed), TAKEN (another request marked it first) or FAILED.
	 */
	private function send_one( array $donation, array $fundraiser, array $campaign, string $message, array $also = array() ): string {
		$now = current_time( 'mysql', true );
		if ( ! $this->my_donors->mark_thanked( (int) $donation['id'], $now ) ) {
			return self::TAKEN;
		}
		foreach ( $also as $other ) {
			$this->my_donors->mark_thanked( (int) $other['id'], $now );
		}
		if ( Settings::PAYMENT_MODE_TEST === (string) $donation['mode'] ) {
			return self::TEST_GIFT;
		}
		$thanked = $donation;
		foreach ( $also as $other ) {
			$thanked['amount'] = (float) $thanked['amount'] + (float) $other['amount'];
		}
		if ( ThankYouMail::send( $thanked, $fundraiser, $campaign, wp_get_current_user(), $message ) ) {
			return self::SENT;
		}
		foreach ( array_merge( array( $donation ), $also ) as $unsent ) {
			$this->my_donors->unmark_thanked( (int) $unsent['id'] );
		}
		return self::FAILED;
	}

	/** What a thank-you for a test-mode gift answers. */
	private static function test_gift_message(): string {
		return __( 'This is a test donation: it is marked as thanked, but no e-mail was sent.', 'p2p-fundraising' );
	}

	/** 409: the donation was thanked already. */
	private static function already_thanked(): WP_Error {
		return new WP_Error( 'p2p_already_thanked', __( 'You have already thanked this donor for this donation.', 'p2p-fundraising' ), array( 'status' => 409 ) );
	}

	/**
	 * The checks both thank routes share: the user's fundraiser in good standing and a message.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{0: array<string, mixed>, 1: int, 2: array<string, mixed>}|WP_Error
	 */
	private function ready_to_thank( WP_REST_Request $request ) {
		$own = $this->fundraiser_context( (int) $request['campaignId'] );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		$standing = Standing::fundraiser( $own[0] );
		if ( is_wp_error( $standing ) ) {
			return $standing;
		}
		$message = trim( (string) $request['message'] );
		if ( '' === $message ) {
			return self::invalid_fields( array( 'message' => __( 'Please write a message.', 'p2p-fundraising' ) ) );
		}
		return array( $own[0], $own[1], $own[2] );
	}

	/**
	 * The current user's fundraiser in a visible campaign, the id of the team they captain (0:
	 * none) and the campaign.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array{0: array<string, mixed>, 1: int, 2: array<string, mixed>}|WP_Error
	 */
	private function fundraiser_context( int $campaign_id ) {
		$own = $this->own_fundraiser_in_visible_campaign( $campaign_id );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		list( $fundraiser, $campaign ) = $own;
		$captained                     = 0;
		if ( (int) $fundraiser['team_id'] > 0 ) {
			$team = $this->teams->find( (int) $fundraiser['team_id'] );
			if ( null !== $team && (int) $team['captain_user_id'] === get_current_user_id() ) {
				$captained = (int) $team['id'];
			}
		}
		return array( $fundraiser, $captained, $campaign );
	}

	/**
	 * Whether this fundraiser may thank for this donation: it is credited to them, or it went to
	 * the team they captain without a fundraiser. Never a sponsor's match.
	 *
	 * @param array<string, mixed> $donation       Donation row.
	 * @param int                  $fundraiser_id  The user's fundraiser.
	 * @param int                  $captained_team The team they captain, 0 for none.
	 */
	private static function may_thank( array $donation, int $fundraiser_id, int $captained_team ): bool {
		if ( DonationRepository::KIND_MATCH === ( $donation['kind'] ?? DonationRepository::KIND_GIFT ) ) {
			return false; // A sponsor's match is not a donor to thank (docs/decisions/0038).
		}
		if ( (int) $donation['fundraiser_id'] > 0 ) {
			return (int) $donation['fundraiser_id'] === $fundraiser_id;
		}
		return $captained_team > 0 && (int) $donation['team_id'] === $captained_team;
	}

	/**
	 * Whether the donor may be written to: an address, and for an anonymous gift the donor's
	 * consent (the "Send me updates" box, docs/decisions/0029).
	 *
	 * @param array<string, mixed> $donation Row with donor_email or has_email, is_anonymous, updates_opt_in.
	 */
	private static function contact_allowed( array $donation ): bool {
		$has_email = isset( $donation['has_email'] ) ? (bool) (int) $donation['has_email'] : '' !== (string) ( $donation['donor_email'] ?? '' );
		return $has_email && ( empty( $donation['is_anonymous'] ) || 1 === (int) $donation['updates_opt_in'] );
	}

	/**
	 * MyDonor: what the dashboard shows of one donation. No e-mail address, ever.
	 *
	 * @param array<string, mixed> $row            Row from MyDonorsRepository::page().
	 * @param int                  $fundraiser_id  The user's fundraiser.
	 * @param int                  $captained_team The team they captain, 0 for none.
	 * @return array<string, mixed>
	 */
	private static function donor_row( array $row, int $fundraiser_id, int $captained_team ): array {
		$name       = trim( (string) $row['donor_name'] );
		$is_thanked = null !== $row['thanked_at'];
		return array(
			'id'             => (int) $row['id'],
			'donorName'      => ! empty( $row['is_anonymous'] ) || '' === $name ? __( 'Anonymous', 'p2p-fundraising' ) : $name,
			'isAnonymous'    => ! empty( $row['is_anonymous'] ),
			'amount'         => Serializer::money( $row['amount'] ),
			'date'           => Serializer::date( (string) $row['created_at'] ),
			'fundraiserName' => (string) $row['fundraiser_name'],
			'isThanked'      => $is_thanked,
			'canThank'       => ! $is_thanked && empty( $row['opted_out'] ) && self::contact_allowed( $row ) && self::may_thank( $row, $fundraiser_id, $captained_team ),
			'optedOut'       => ! empty( $row['opted_out'] ),
			'wantsUpdates'   => 1 === (int) $row['updates_opt_in'],
			'message'        => (string) ( $row['message'] ?? '' ),
			'dedicationType' => (string) ( $row['dedication_type'] ?? '' ),
			'dedicationName' => (string) ( $row['dedication_name'] ?? '' ),
		);
	}

	/** 404: no such donation among the current user's. */
	private static function donation_not_found(): WP_Error {
		return new WP_Error( 'p2p_donation_not_found', __( 'Donation not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}

	/**
	 * Schema of the thank-you text: plain text, line breaks kept.
	 *
	 * @return array<string, mixed>
	 */
	private static function message_arg(): array {
		return array(
			'description'       => __( 'The thank-you message (plain text). {donor_name} becomes the donor\'s first name.', 'p2p-fundraising' ),
			'type'              => 'string',
			'default'           => '',
			'maxLength'         => TextLimits::max( TextLimits::MESSAGE ),
			'validate_callback' => TextLimits::validator( TextLimits::MESSAGE, array( PlainText::class, 'lines' ) ),
			'sanitize_callback' => static function ( $value ): string {
				return PlainText::lines( $value );
			},
		);
	}
}
