<?php
/**
 * POST /register-fundraiser, /create-fundraiser-profile, /register-join-team,
 * /create-fundraiser-join-team: step 1 of the registration wizard.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Accounts\AccountService;
use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Registration\RegistrationAnswers;
use P2PFundraising\Registration\RegistrationFee;
use P2PFundraising\Security\ClientIp;
use P2PFundraising\Security\RateLimiter;
use P2PFundraising\Settings;
use P2PFundraising\Teams\TeamService;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Registration: a visitor gets a WordPress account (subscriber), a session and a fundraiser; a
 * logged-in user without a fundraiser (the create-profile variants) gets the fundraiser only.
 * Joining a team on the way follows the team's access rules.
 */
final class RegistrationController extends WriteController {

	/** @var AccountService */
	private $accounts;

	/** @var TeamService */
	private $team_service;

	/** @var RateLimiter */
	private $limiter;

	public function __construct() {
		parent::__construct();
		$this->accounts     = new AccountService();
		$this->team_service = new TeamService();
		$this->limiter      = new RateLimiter();
	}

	/**
	 * What these routes answer: where the app goes next.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::redirect(
			'registered',
			array( 'payment_url' => Schema::string( __( 'Stripe Checkout page of the registration fee to open first, or empty.', 'p2p-fundraising' ) ) )
		);
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$individual = array_merge(
			self::registration_args(),
			self::option_args(),
			array(
				'campaign_id'  => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'team_captain' => array(
					'description' => __( 'Whether the person goes on to create a team.', 'p2p-fundraising' ),
					'type'        => 'boolean',
					'default'     => false,
				),
			)
		);
		$join       = array_merge(
			self::registration_args(),
			self::option_args(),
			array(
				'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'teamId'     => self::id_arg( __( 'Team id.', 'p2p-fundraising' ) ),
				'invitation' => self::invitation_arg(),
			)
		);
		$redirect = array( $this, 'get_item_schema' );
		$this->register_write( '/register-fundraiser', array( $this, 'register_fundraiser' ), $individual, 'logged_out', $redirect );
		$this->register_write( '/create-fundraiser-profile', array( $this, 'create_fundraiser_profile' ), $individual, 'logged_in', $redirect );
		$this->register_write( '/register-join-team', array( $this, 'register_join_team' ), $join, 'logged_out', $redirect );
		$this->register_write( '/create-fundraiser-join-team', array( $this, 'create_fundraiser_join_team' ), $join, 'logged_in', $redirect );
	}

	/**
	 * The campaign's own registration options: the participant type, the answers, the waiver
	 * (decision 0097). Checked against the campaign in RegistrationAnswers.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function option_args(): array {
		return array(
			'registration_type' => array(
				'description'       => __( 'The participant type chosen (when the campaign has types).', 'p2p-fundraising' ),
				'type'              => 'integer',
				'minimum'           => 0,
				'default'           => 0,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'answers'           => array(
				'description'       => __( 'Answers to the campaign\'s questions: { "q<question id>": text or true/false }.', 'p2p-fundraising' ),
				'type'              => 'object',
				'maxProperties'     => 200,
				'default'           => array(),
				'validate_callback' => 'rest_validate_request_arg',
			),
			'waiver_accepted'   => array(
				'description'       => __( 'Whether the waiver was accepted.', 'p2p-fundraising' ),
				'type'              => 'boolean',
				'default'           => false,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/** 409 when the type's last place went to someone else meanwhile. */
	private static function type_unavailable(): WP_Error {
		$message = RegistrationAnswers::unavailable_message( \P2PFundraising\Registration\RegistrationOptions::SOLD_OUT );
		return new WP_Error(
			'p2p_registration_type_unavailable',
			$message,
			array(
				'status' => 409,
				'params' => array( 'registration_type' => $message ),
			)
		);
	}

	/**
	 * A visitor registers: account, session, fundraiser. Next: the team form for a captain, else
	 * the profile form.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function register_fundraiser( WP_REST_Request $request ) {
		return $this->register( $request, (int) $request['campaign_id'], 0 );
	}

	/**
	 * A logged-in user without a fundraiser registers (names prefilled, no password).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_fundraiser_profile( WP_REST_Request $request ) {
		return $this->register( $request, (int) $request['campaign_id'], 0 );
	}

	/**
	 * A visitor registers into a team.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function register_join_team( WP_REST_Request $request ) {
		return $this->register( $request, (int) $request['campaignId'], (int) $request['teamId'] );
	}

	/**
	 * A logged-in user without a fundraiser registers into a team.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_fundraiser_join_team( WP_REST_Request $request ) {
		return $this->register( $request, (int) $request['campaignId'], (int) $request['teamId'] );
	}

	/**
	 * The shared work of the four routes.
	 *
	 * @param WP_REST_Request $request     Request.
	 * @param int             $campaign_id Campaign id.
	 * @param int             $team_id     Team to join, or 0.
	 * @return WP_REST_Response|WP_Error
	 */
	private function register( WP_REST_Request $request, int $campaign_id, int $team_id ) {
		$campaign = $this->visible_campaign( $campaign_id );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$closed = CampaignSchedule::refusal( $campaign );
		if ( null !== $closed ) {
			return $closed;
		}
		if ( ! Settings::registration_open() ) {
			return new WP_Error( 'p2p_registration_closed', __( 'Registration of new fundraisers is closed at the moment.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		$team = null;
		if ( $team_id > 0 ) {
			$found = $this->visible_team( $team_id, (int) $campaign['id'] );
			if ( is_wp_error( $found ) ) {
				return $found;
			}
			$team     = $found[0];
			$standing = Standing::team( $team );
			if ( is_wp_error( $standing ) ) {
				return $standing;
			}
		}

		$is_new_account = ! is_user_logged_in();
		$options        = RegistrationAnswers::read( (int) $campaign['id'], $request['registration_type'], $request['answers'], $request['waiver_accepted'] );
		$errors         = array_merge( self::registration_errors( $request, $is_new_account ), $options['errors'] );
		if ( array() !== $errors ) {
			return self::invalid_fields( $errors );
		}

		$first = (string) $request['firstName'];
		$last  = (string) $request['lastName'];
		if ( $is_new_account ) {
			$email = (string) $request['email'];
			// Counted before the e-mail check, so probing which addresses have accounts is throttled too.
			$wait = $this->limiter->attempt( RateLimiter::REGISTRATION_IP, ClientIp::current() );
			if ( $wait > 0 ) {
				return RateLimiter::error( $wait );
			}
			if ( email_exists( $email ) ) {
				return self::email_taken();
			}
		} else {
			$email = strtolower( wp_get_current_user()->user_email );
			if ( null !== $this->fundraisers->find_by_user( (int) $campaign['id'], get_current_user_id() ) ) {
				return self::already_fundraiser();
			}
		}
		$invitation = null;
		if ( null !== $team ) {
			// A new account proves nothing about the address typed: only the link's token counts.
			$allowed = $this->team_service->can_join( $team, null, (string) $request['invitation'], $is_new_account ? null : wp_get_current_user() );
			if ( is_wp_error( $allowed ) ) {
				return $allowed;
			}
			$invitation = $allowed['invitation'];
		}

		// One lock for every new account (e-mail and generated login both stay unique), one per
		// user otherwise (one fundraiser per campaign); the checks are made again inside it.
		$lock          = $is_new_account ? 'new-account' : 'user:' . get_current_user_id();
		$fundraiser_id = 0;
		$user_id       = self::atomically_locked(
			$lock,
			function () use ( $is_new_account, $first, $last, $email, $request, $campaign, $team, $invitation, $options, &$fundraiser_id ) {
				if ( $is_new_account && email_exists( $email ) ) {
					return self::email_taken();
				}
				if ( ! $is_new_account && null !== $this->fundraisers->find_by_user( (int) $campaign['id'], get_current_user_id() ) ) {
					return self::already_fundraiser();
				}
				if ( $is_new_account ) {
					$user_id = $this->accounts->create_user( $first, $last, $email, (string) $request['password'] );
					if ( is_wp_error( $user_id ) ) {
						return new WP_Error( 'p2p_registration_failed', $user_id->get_error_message(), array( 'status' => 400 ) );
					}
				} else {
					$user_id = get_current_user_id();
					wp_update_user(
						array(
							'ID'         => $user_id,
							'first_name' => $first,
							'last_name'  => $last,
						)
					);
				}
				$type = $options['type'];
				// One conditional UPDATE takes the place: simultaneous sign-ups never pass the capacity.
				if ( null !== $type && ! ( new \P2PFundraising\Database\RegistrationOptionsRepository() )->take_place( (int) $type['id'] ) ) {
					return self::type_unavailable();
				}
				$fee           = RegistrationFee::for_type( $type, $campaign );
				$fundraiser_id = $this->fundraisers->insert(
					array(
						'campaign_id' => (int) $campaign['id'],
						'user_id'     => (int) $user_id,
						'name'        => trim( $first . ' ' . $last ),
						'goal'        => null !== $type && null !== $type['suggested_goal'] ? (float) $type['suggested_goal'] : (float) $campaign['fundraiser_goal'],
						// Waits for an administrator where the campaign approves new pages by hand,
						// and for the fee where it is paid online (decision 0099).
						'status'      => ( Standing::holds_new_pages( $campaign ) || RegistrationFee::holds_page( $fee ) ) ? 'pending' : 'approved',
					)
				);
				RegistrationFee::record( (int) $campaign['id'], $fundraiser_id, $type, $options, $fee );
				if ( null !== $team ) {
					$joined = $this->team_service->join( $team, $fundraiser_id, $email, $invitation );
					if ( is_wp_error( $joined ) ) {
						return $joined;
					}
				}
				return (int) $user_id;
			}
		);
		if ( is_wp_error( $user_id ) ) {
			return $user_id;
		}
		if ( $is_new_account ) {
			$this->accounts->log_in( (int) $user_id );
		}

		$next = ( null === $team && (bool) $request['team_captain'] ) ? '/create-team/' : '/register/create-profile/';
		return self::redirect_response( $next, array( 'payment_url' => self::fee_checkout( $fundraiser_id, $campaign, $next ) ) );
	}

	/**
	 * The Stripe Checkout page of a fee the page waits for, or '' (no such fee, or Stripe cannot
	 * be reached: the page then stays hidden and the fee pending, which wp-admin shows).
	 *
	 * @param int                  $fundraiser_id The new fundraiser.
	 * @param array<string, mixed> $campaign      Campaign row.
	 * @param string               $next          The wizard's next route.
	 */
	private static function fee_checkout( int $fundraiser_id, array $campaign, string $next ): string {
		$registration = $fundraiser_id > 0 ? ( new \P2PFundraising\Database\RegistrationRepository() )->for_fundraiser( $fundraiser_id ) : null;
		if ( null === $registration || \P2PFundraising\Database\RegistrationRepository::FEE_PENDING !== $registration['fee_status'] ) {
			return '';
		}
		try {
			return ( new \P2PFundraising\Registration\RegistrationCheckout() )->start( $registration, \P2PFundraising\Frontend\Urls::campaign_page( (string) $campaign['slug'], $next ) );
		} catch ( \P2PFundraising\Payments\StripeError $error ) {
			return '';
		}
	}
}
