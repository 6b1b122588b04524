<?php
/**
 * POST /create-team, /update-team (multipart), /send-team-invitation-emails.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\TextLimits;
use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Teams\TeamService;
use P2PFundraising\Uploads\ImageUpload;
use P2PFundraising\Visibility;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The team form. A fundraiser of the campaign without a team creates one and becomes its captain;
 * only the captain (or an administrator) updates it or sends its invitations.
 */
final class TeamWriteController extends WriteController {

	/** @var TeamService */
	private $team_service;

	public function __construct() {
		parent::__construct();
		$this->team_service = new TeamService();
	}

	/**
	 * What these routes answer: where the app goes next.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::redirect(
			'team-saved',
			array(
				'teamId'  => Schema::id( __( 'The team saved.', 'p2p-fundraising' ) ),
				'invited' => Schema::list_of(
					array(
						'type'   => 'string',
						'format' => 'email',
					),
					__( 'The addresses invited.', 'p2p-fundraising' )
				),
			)
		);
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$form = array(
			'campaign_id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
			'name'        => self::text_arg( __( 'Team name.', 'p2p-fundraising' ) ),
			'goal'        => self::goal_arg(),
			'story'       => self::text_arg( __( 'Story.', 'p2p-fundraising' ), true, TextLimits::STORY ),
			'access'      => array(
				'description' => __( 'Who may join: public or private (invite only).', 'p2p-fundraising' ),
				'type'        => 'string',
				'enum'        => array( 'public', 'private' ),
				'default'     => 'public',
			),
			'emails'      => self::text_arg( __( 'Addresses to invite, separated by commas, semicolons or spaces.', 'p2p-fundraising' ), true, TextLimits::INVITATIONS ),
			'action'      => self::text_arg( __( 'Upload handler (ignored).', 'p2p-fundraising' ) ),
		);
		$this->register_write( '/create-team', array( $this, 'create_team' ), $form, 'logged_in', array( $this, 'get_item_schema' ) );
		$this->register_write(
			'/update-team',
			array( $this, 'update_team' ),
			array_merge( $form, array( 'team_id' => self::id_arg( __( 'Team id.', 'p2p-fundraising' ) ) ) ),
			'logged_in',
			array( $this, 'get_item_schema' )
		);
		$this->register_write(
			'/send-team-invitation-emails',
			array( $this, 'send_invitations' ),
			array(
				'team_id' => self::id_arg( __( 'Team id.', 'p2p-fundraising' ) ),
				'emails'  => self::text_arg( __( 'Only these invited addresses (default: every invited address).', 'p2p-fundraising' ), true, TextLimits::INVITATIONS ),
			),
			'logged_in',
			fn() => Schema::item(
				'invitations-sent',
				Schema::shape(
					array(
						'sent'      => Schema::count( __( 'Invitations sent.', 'p2p-fundraising' ) ),
						'throttled' => Schema::count( __( 'Addresses not mailed again: invited within the last day.', 'p2p-fundraising' ) ),
						'overLimit' => Schema::count( __( 'Addresses over the team’s daily limit.', 'p2p-fundraising' ) ),
						'message'   => Schema::string( __( 'What to show the captain.', 'p2p-fundraising' ) ),
					),
					__( 'What became of the invitations.', 'p2p-fundraising' )
				)
			)
		);
	}

	/**
	 * Creates the team with the current user as captain and member. Next: the profile step while
	 * the captain's profile has no story yet (the create-team path of the wizard), else the team page.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_team( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$closed = CampaignSchedule::refusal( $campaign );
		if ( null !== $closed ) {
			return $closed;
		}
		$fundraiser = $this->own_fundraiser( (int) $campaign['id'], 403 );
		if ( is_wp_error( $fundraiser ) ) {
			return $fundraiser;
		}
		$standing = Standing::fundraiser_preparing( $fundraiser, $campaign );
		if ( is_wp_error( $standing ) ) {
			return $standing;
		}
		if ( (int) $fundraiser['team_id'] > 0 ) {
			return self::already_in_team();
		}
		$fields = $this->form_fields( $request );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		list( $columns, $emails ) = $fields;

		$result = self::atomically(
			function () use ( $columns, $emails, $campaign, $fundraiser ) {
				// Simultaneous calls queue on the fundraiser's row; only the first finds it teamless.
				if ( $this->fundraisers->lock_team_id( (int) $fundraiser['id'] ) > 0 ) {
					return self::already_in_team();
				}
				$team_id = $this->teams->insert(
					array_merge(
						$columns,
						array(
							'campaign_id'     => (int) $campaign['id'],
							'captain_user_id' => get_current_user_id(),
							// Waits for an administrator where the campaign approves new teams by hand.
							'status'          => Standing::holds_new_pages( $campaign ) ? 'pending' : TeamRepository::STATUS_APPROVED,
						)
					)
				);
				$this->fundraisers->update( (int) $fundraiser['id'], array( 'team_id' => $team_id ) );
				$this->teams->refresh_members_count( $team_id );
				$invited = $this->team_service->invite( $team_id, $emails );
				// A team waiting for approval keeps its invitations; the captain sends them once it is approved.
				return array( $team_id, Standing::holds_new_pages( $campaign ) ? array() : $invited );
			}
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		list( $team_id, $invited ) = $result;
		$next                      = '' === trim( (string) $fundraiser['story'] ) ? '/register/create-profile/' : '/team/' . $team_id . '/';
		return self::redirect_response(
			$next,
			array(
				'teamId'  => $team_id,
				'invited' => $invited,
			)
		);
	}

	/**
	 * Updates the team (captain or administrator). Next: the team page.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_team( WP_REST_Request $request ) {
		$team = $this->own_team( (int) $request['team_id'], (int) $request['campaign_id'] );
		if ( is_wp_error( $team ) ) {
			return $team;
		}
		$fields = $this->form_fields( $request );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		list( $columns, $emails ) = $fields;
		// New invitations follow the campaign's dates as sending them does: after the end nobody
		// could use them. The rest of the team's page may still be edited.
		$closed = array() === $emails ? null : CampaignSchedule::refusal( (array) $this->campaigns->find( (int) $team['campaign_id'] ) );
		if ( null !== $closed ) {
			return self::invalid_fields( array( 'emails' => $closed->get_error_message() ) );
		}
		$invited = self::atomically(
			function () use ( $team, $columns, $emails ) {
				$this->teams->update( (int) $team['id'], $columns );
				return $this->team_service->invite( (int) $team['id'], $emails );
			}
		);
		if ( is_wp_error( $invited ) ) {
			return $invited;
		}
		return self::redirect_response(
			'/team/' . (int) $team['id'] . '/',
			array(
				'teamId'  => (int) $team['id'],
				'invited' => $invited,
			)
		);
	}

	/**
	 * Sends the invitation e-mails of a team (captain or administrator).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_invitations( WP_REST_Request $request ) {
		$team = $this->own_team( (int) $request['team_id'], 0 );
		if ( is_wp_error( $team ) ) {
			return $team;
		}
		$only = TeamService::parse_emails( (string) $request['emails'] );
		if ( is_wp_error( $only ) ) {
			return $only;
		}
		$campaign = (array) $this->campaigns->find( (int) $team['campaign_id'] );
		$closed   = CampaignSchedule::refusal( $campaign );
		if ( null !== $closed ) {
			return $closed; // Nobody can join any more (or yet): an invitation would only mislead.
		}
		try {
			$result = $this->team_service->send_invitations( $team, $campaign, $only );
		} catch ( \RuntimeException $exception ) {
			return new WP_Error( 'p2p_write_failed', __( 'Something went wrong while sending the invitations. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		return self::item_response( array_merge( $result, array( 'message' => self::invitations_message( $result, $team ) ) ) );
	}

	/**
	 * What the captain reads after sending: how many went out and why others did not.
	 *
	 * @param array{sent: int, throttled: int, overLimit: int} $result From send_invitations().
	 * @param array<string, mixed>                             $team   Team row (the limit's filter gets it).
	 */
	public static function invitations_message( array $result, array $team ): string {
		$parts = array(
			sprintf(
				/* translators: %d: number of e-mails. */
				_n( '%d invitation sent.', '%d invitations sent.', $result['sent'], 'p2p-fundraising' ),
				$result['sent']
			),
		);
		if ( $result['throttled'] > 0 ) {
			$parts[] = sprintf(
				/* translators: %d: number of addresses. */
				_n( '%d address was already invited in the last 24 hours and was not e-mailed again.', '%d addresses were already invited in the last 24 hours and were not e-mailed again.', $result['throttled'], 'p2p-fundraising' ),
				$result['throttled']
			);
		}
		if ( $result['overLimit'] > 0 ) {
			$parts[] = sprintf(
				/* translators: 1: number of addresses, 2: daily limit. */
				_n( '%1$d address was not e-mailed: a team can invite %2$d addresses a day. Send again tomorrow.', '%1$d addresses were not e-mailed: a team can invite %2$d addresses a day. Send again tomorrow.', $result['overLimit'], 'p2p-fundraising' ),
				$result['overLimit'],
				(int) apply_filters( 'p2p_fundraising_invitations_per_day', TeamService::INVITATIONS_PER_DAY, $team )
			);
		}
		return implode( ' ', $parts );
	}

	/**
	 * The team when the current user is an administrator, or its captain and both the team and
	 * the captain's fundraiser are in good standing.
	 *
	 * @param int $team_id     Team id.
	 * @param int $campaign_id Expected campaign, or 0.
	 * @return array<string, mixed>|WP_Error
	 */
	private function own_team( int $team_id, int $campaign_id ) {
		$found = $this->visible_team( $team_id, $campaign_id );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		if ( Visibility::is_admin() ) {
			return $found[0];
		}
		if ( (int) $found[0]['captain_user_id'] !== get_current_user_id() ) {
			return Errors::forbidden();
		}
		// The captain writes for the team: both must be in good standing.
		$standing = Standing::all(
			array(
				Standing::team( $found[0] ),
				Standing::fundraiser( $this->fundraisers->find_by_user( (int) $found[0]['campaign_id'], get_current_user_id() ) ),
			)
		);
		return is_wp_error( $standing ) ? $standing : $found[0];
	}

	/**
	 * The validated columns and invitation list of the team form.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{0: array<string, mixed>, 1: string[]}|WP_Error
	 */
	private function form_fields( WP_REST_Request $request ) {
		$errors = array();
		$name   = trim( (string) $request['name'] );
		if ( '' === $name ) {
			$errors['name'] = __( 'Please enter a team name.', 'p2p-fundraising' ); // Its length is the parameter's (TextLimits::NAME).
		}
		if ( '' === trim( (string) $request['story'] ) ) {
			$errors['story'] = __( 'Please tell your team\'s story.', 'p2p-fundraising' );
		}
		if ( ! ( (float) $request['goal'] > 0 ) ) {
			$errors['goal'] = __( 'Please enter a goal.', 'p2p-fundraising' );
		}
		if ( array() !== $errors ) {
			return self::invalid_fields( $errors );
		}
		$emails = TeamService::parse_emails( (string) $request['emails'] );
		if ( is_wp_error( $emails ) ) {
			return $emails;
		}
		$columns = array(
			'name'   => $name,
			'story'  => trim( (string) $request['story'] ),
			'goal'   => round( (float) $request['goal'] ),
			'access' => 'private' === $request['access'] ? 'private' : 'public',
		);
		$files   = $request->get_file_params();
		if ( ! empty( $files['file'] ) && is_array( $files['file'] ) ) {
			$image = ( new ImageUpload() )->store( $files['file'] );
			if ( is_wp_error( $image ) ) {
				return $image;
			}
			$columns['image_id']  = $image['id'];
			$columns['image_url'] = $image['url'];
		}
		return array( $columns, $emails );
	}
}
