<?php
/**
 * The captain's tools: GET /get-team-dashboard, POST /team-message, /remove-team-member,
 * /hand-over-captaincy, /resend-team-invitation, /invite-team-members.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\TextLimits;
use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\Text;
use P2PFundraising\Security\RateLimiter;
use P2PFundraising\Teams\TeamService;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Every route works on the team the current user captains in the campaign: there is no team id
 * to send, so nobody can aim at another team. Members are named by their fundraiser id and must
 * belong to that team. No member's or donor's e-mail address is ever answered; only the
 * addresses the captain invited are listed back to them.
 */
final class CaptainController extends WriteController {


	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'team-dashboard', Schemas::team_dashboard() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign = array( 'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );
		$member   = $campaign + array( 'fundraiser_id' => self::id_arg( __( 'The member (their fundraiser id).', 'p2p-fundraising' ) ) );
		$this->register_read(
			'/get-team-dashboard',
			array( $this, 'get_team_dashboard' ),
			$campaign,
			fn() => Schema::item( 'team-dashboard', Schemas::team_dashboard() ),
			array( Permissions::class, 'logged_in' )
		);
		$this->register_write(
			'/team-message',
			array( $this, 'team_message' ),
			$campaign + array(
				'subject' => self::text_arg( __( 'Subject.', 'p2p-fundraising' ), false, TextLimits::SUBJECT ),
				'message' => self::text_arg( __( 'Message.', 'p2p-fundraising' ), true, TextLimits::MESSAGE ),
			),
			'logged_in',
			fn() => Schemas::done( 'team-message-sent', array( 'sent' => Schema::count( __( 'Members the message was sent to.', 'p2p-fundraising' ) ) ) )
		);
		$this->register_write(
			'/remove-team-member',
			array( $this, 'remove_member' ),
			$member,
			'logged_in',
			fn() => Schemas::done( 'team-member-removed', array( 'removed' => Schema::boolean( __( 'Whether the member was removed.', 'p2p-fundraising' ) ) ) )
		);
		$this->register_write(
			'/hand-over-captaincy',
			array( $this, 'hand_over' ),
			$member,
			'logged_in',
			fn() => Schemas::done( 'captaincy-handed-over', array( 'captainUserId' => Schema::id( __( 'User id of the new captain.', 'p2p-fundraising' ) ) ) )
		);
		$this->register_write(
			'/resend-team-invitation',
			array( $this, 'resend_invitation' ),
			$campaign + array( 'invitation_id' => self::id_arg( __( 'Invitation id.', 'p2p-fundraising' ) ) ),
			'logged_in',
			fn() => Schemas::done( 'team-invitation-resent', array( 'sent' => Schema::count( __( 'Invitations sent (0 or 1).', 'p2p-fundraising' ) ) ) )
		);
		$this->register_write(
			'/invite-team-members',
			array( $this, 'invite_members' ),
			$campaign + array( 'emails' => self::text_arg( __( 'Addresses to invite, separated by commas, semicolons or spaces.', 'p2p-fundraising' ), true ) ),
			'logged_in',
			fn() => Schemas::done(
				'team-members-invited',
				array(
					'sent'      => Schema::count( __( 'Invitations sent.', 'p2p-fundraising' ) ),
					'throttled' => Schema::count( __( 'Addresses not mailed again: invited within the last day.', 'p2p-fundraising' ) ),
					'overLimit' => Schema::count( __( 'Addresses over the team’s daily limit.', 'p2p-fundraising' ) ),
				)
			)
		);
	}

	/**
	 * { data: { team, members, invitations } } for the captain.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_team_dashboard( WP_REST_Request $request ) {
		$own = $this->captained( (int) $request['campaignId'], false );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		list( $team, $campaign ) = $own;
		$members                 = array();
		foreach ( $this->fundraisers->team_members( (int) $team['id'] ) as $member ) {
			$members[] = array(
				'id'            => (int) $member['id'],
				'name'          => (string) $member['name'],
				'profile_image' => Serializer::fundraiser( $member, $campaign )['profile_image'],
				'amount_raised' => Serializer::money( $member['raised_amount'] ),
				'goal'          => Serializer::money( $member['goal'] ),
				'isCaptain'     => (int) $member['user_id'] === (int) $team['captain_user_id'],
			);
		}
		$invitations = array();
		foreach ( ( new InvitationRepository() )->open_for_team( (int) $team['id'] ) as $invitation ) {
			$invitations[] = array(
				'id'        => (int) $invitation['id'],
				'email'     => (string) $invitation['email'],
				'sentAt'    => Serializer::date( $invitation['sent_at'] ),
				'expiresAt' => Serializer::date( $invitation['expires_at'] ),
			);
		}
		return self::item_response(
			array(
				'team'        => array(
					'id'     => (int) $team['id'],
					'name'   => (string) $team['name'],
					'amount' => Serializer::money( $team['raised_amount'] ),
					'goal'   => Serializer::money( $team['goal'] ),
					'url'    => Serializer::team( $team, $campaign )['url'],
				),
				'members'     => $members,
				'invitations' => $invitations,
			)
		);
	}

	/**
	 * E-mails every other member: { sent, message }. From the site, Reply-To the captain; members
	 * receive it one by one (nobody sees the others' addresses).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function team_message( WP_REST_Request $request ) {
		$own = $this->captained( (int) $request['campaignId'], true );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		list( $team, $campaign ) = $own;
		$subject                 = trim( (string) $request['subject'] );
		$message                 = trim( (string) $request['message'] );
		$errors                  = array();
		// Lengths are the parameters' (TextLimits: subject, message).
		if ( '' === $subject ) {
			$errors['subject'] = __( 'Please write a subject.', 'p2p-fundraising' );
		}
		if ( '' === $message ) {
			$errors['message'] = __( 'Please write a message.', 'p2p-fundraising' );
		}
		if ( array() !== $errors ) {
			return self::invalid_fields( $errors );
		}
		$recipients = array();
		foreach ( $this->fundraisers->team_members( (int) $team['id'] ) as $member ) {
			$user = get_userdata( (int) $member['user_id'] );
			if ( false !== $user && $user->ID !== get_current_user_id() && is_email( $user->user_email ) ) {
				$recipients[] = $user->user_email;
			}
		}
		if ( array() === $recipients ) {
			return new WP_Error( 'p2p_no_members', __( 'Your team has no other members to write to yet.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		$wait = ( new RateLimiter() )->attempt( RateLimiter::TEAM_MESSAGE, (string) get_current_user_id() );
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		$captain = wp_get_current_user();
		// The name the members know: the captain's page's (which erasure anonymises), not the account's.
		$name    = '' !== (string) $team['captain_name'] ? (string) $team['captain_name'] : $captain->display_name;
		$headers = array( 'Content-Type: text/plain; charset=UTF-8', 'Reply-To: ' . Text::address_name( $name ) . ' <' . $captain->user_email . '>' );
		$body    = $message . "\n\n-- \n" . sprintf(
			/* translators: 1: captain's name, 2: team name, 3: campaign title. */
			__( '%1$s wrote to the members of "%2$s" (%3$s). Reply to this e-mail to answer them.', 'p2p-fundraising' ),
			Text::one_line( $name ),
			Text::one_line( (string) $team['name'] ),
			Text::one_line( (string) $campaign['title'] )
		);
		/* translators: 1: team name, 2: the captain's subject. */
		$full_subject = sprintf( __( '[%1$s] %2$s', 'p2p-fundraising' ), Text::one_line( (string) $team['name'] ), Text::one_line( $subject ) );
		$sent         = 0;
		foreach ( $recipients as $email ) {
			if ( wp_mail( $email, $full_subject, $body, $headers ) ) {
				++$sent;
			}
		}
		return new WP_REST_Response(
			array(
				'sent'    => $sent,
				'message' => sprintf(
					/* translators: %d: number of team members written to. */
					_n( 'Your message was sent to %d member.', 'Your message was sent to %d members.', $sent, 'p2p-fundraising' ),
					$sent
				),
			),
			200
		);
	}

	/**
	 * Takes a member off the team (their donations leave the team's totals with them): { removed, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function remove_member( WP_REST_Request $request ) {
		$own = $this->captained( (int) $request['campaignId'], true );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		$member = $this->member( $own[0], (int) $request['fundraiser_id'] );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		if ( (int) $member['user_id'] === get_current_user_id() ) {
			return new WP_Error( 'p2p_captain_stays', __( 'As the captain you cannot remove yourself. Hand over the captaincy first.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		$team    = $own[0];
		$removed = self::atomically(
			function () use ( $team, $member ) {
				// A hand-over committed since captained() read the team (the same captain's two
				// requests at once) must not leave a captain who is no longer a member: the
				// campaign, then the team, are locked and both facts read again.
				$this->campaigns->lock( (int) $team['campaign_id'] );
				$this->teams->lock( (int) $team['id'] );
				$current = $this->teams->find( (int) $team['id'] );
				if ( null === $current || (int) $current['captain_user_id'] !== get_current_user_id() ) {
					return Errors::forbidden();
				}
				if ( $this->fundraisers->lock_team_id( (int) $member['id'] ) !== (int) $team['id'] ) {
					return self::not_a_member();
				}
				( new DonationService() )->move_fundraiser( (int) $member['id'], 0 );
				return true;
			}
		);
		if ( is_wp_error( $removed ) ) {
			return $removed;
		}
		return new WP_REST_Response(
			array(
				'removed' => true,
				'message' => sprintf(
					/* translators: %s: member's name. */
					__( '%s is no longer a member of your team.', 'p2p-fundraising' ),
					(string) $member['name']
				),
			),
			200
		);
	}

	/**
	 * Makes another member the captain: { captainUserId, message }. The team's row is locked and
	 * the membership read again inside the transaction, so a member who left meanwhile is refused.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function hand_over( WP_REST_Request $request ) {
		$own = $this->captained( (int) $request['campaignId'], true );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		$team   = $own[0];
		$member = $this->member( $team, (int) $request['fundraiser_id'] );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		if ( (int) $member['user_id'] === get_current_user_id() ) {
			return Errors::invalid_param( 'fundraiser_id', __( 'You are already the captain.', 'p2p-fundraising' ) );
		}
		if ( 'approved' !== $member['status'] ) {
			return new WP_Error( 'p2p_member_not_approved', __( 'Only an approved member can become the captain.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		$done = self::atomically(
			function () use ( $team, $member ) {
				$this->teams->lock( (int) $team['id'] );
				$current = $this->teams->find( (int) $team['id'] );
				if ( null === $current || (int) $current['captain_user_id'] !== get_current_user_id() ) {
					return Errors::forbidden();
				}
				if ( $this->fundraisers->lock_team_id( (int) $member['id'] ) !== (int) $team['id'] ) {
					return self::not_a_member();
				}
				$this->teams->update( (int) $team['id'], array( 'captain_user_id' => (int) $member['user_id'] ) );
				return true;
			}
		);
		if ( is_wp_error( $done ) ) {
			return $done;
		}
		return new WP_REST_Response(
			array(
				'captainUserId' => (int) $member['user_id'],
				'message'       => sprintf(
					/* translators: %s: new captain's name. */
					__( '%s is now the captain of your team.', 'p2p-fundraising' ),
					(string) $member['name']
				),
			),
			200
		);
	}

	/**
	 * Sends an open invitation again, within the invitation limits: { sent, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function resend_invitation( WP_REST_Request $request ) {
		$own = $this->captained( (int) $request['campaignId'], true );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		list( $team, $campaign ) = $own;
		$closed                  = CampaignSchedule::refusal( $campaign );
		if ( null !== $closed ) {
			return $closed; // Nobody can join any more (or yet): an invitation would only mislead.
		}
		$invitation = null;
		foreach ( ( new InvitationRepository() )->open_for_team( (int) $team['id'] ) as $open ) {
			if ( (int) $open['id'] === (int) $request['invitation_id'] ) {
				$invitation = $open;
			}
		}
		if ( null === $invitation ) {
			return new WP_Error( 'p2p_invitation_not_found', __( 'Invitation not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
		}
		try {
			$result = ( new TeamService() )->send_invitations( $team, $campaign, array( (string) $invitation['email'] ) );
		} catch ( \RuntimeException $exception ) {
			return new WP_Error( 'p2p_write_failed', __( 'Something went wrong while saving. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		if ( $result['throttled'] > 0 ) {
			return new WP_Error( 'p2p_invitation_throttled', __( 'This address was invited less than a day ago. You can send the invitation again tomorrow.', 'p2p-fundraising' ), array( 'status' => 429 ) );
		}
		if ( $result['overLimit'] > 0 ) {
			return new WP_Error( 'p2p_invitation_limit', __( 'Your team has sent as many invitations as it may today. Please try again tomorrow.', 'p2p-fundraising' ), array( 'status' => 429 ) );
		}
		return new WP_REST_Response(
			array(
				'sent'    => $result['sent'],
				'message' => 1 === $result['sent']
					? sprintf(
						/* translators: %s: e-mail address. */
						__( 'The invitation was sent again to %s.', 'p2p-fundraising' ),
						(string) $invitation['email']
					)
					: __( 'The invitation could not be sent. Please try again later.', 'p2p-fundraising' ),
			),
			$result['sent'] > 0 ? 200 : 500
		);
	}

	/**
	 * Invites new members from the dashboard, as editing the team does: the new addresses become
	 * open invitations and every address given is mailed within the invitation limits (an open
	 * invitation typed again is sent again). { sent, throttled, overLimit, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function invite_members( WP_REST_Request $request ) {
		$own = $this->captained( (int) $request['campaignId'], true );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		list( $team, $campaign ) = $own;
		$emails                  = TeamService::parse_emails( (string) $request['emails'] );
		if ( is_wp_error( $emails ) ) {
			return $emails;
		}
		if ( array() === $emails ) {
			return self::invalid_fields( array( 'emails' => __( 'Please enter at least one e-mail address.', 'p2p-fundraising' ) ) );
		}
		if ( count( $emails ) > TeamService::INVITATIONS_PER_DAY ) {
			/* translators: %d: most addresses at once. */
			return self::invalid_fields( array( 'emails' => sprintf( __( 'Please invite at most %d addresses at once.', 'p2p-fundraising' ), TeamService::INVITATIONS_PER_DAY ) ) );
		}
		$closed = CampaignSchedule::refusal( $campaign );
		if ( null !== $closed ) {
			return $closed; // Nobody can join any more (or yet): an invitation would only mislead.
		}
		$service = new TeamService();
		$added   = self::atomically(
			static function () use ( $service, $team, $emails ) {
				return $service->invite( (int) $team['id'], $emails );
			}
		);
		if ( is_wp_error( $added ) ) {
			return $added;
		}
		try {
			$result = $service->send_invitations( $team, $campaign, $emails );
		} catch ( \RuntimeException $exception ) {
			return new WP_Error( 'p2p_write_failed', __( 'Something went wrong while sending the invitations. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		return new WP_REST_Response( $result + array( 'message' => TeamWriteController::invitations_message( $result, $team ) ), 200 );
	}

	/**
	 * The team the current user captains in the campaign, and the campaign.
	 *
	 * @param int  $campaign_id Campaign id.
	 * @param bool $is_write    Whether the team must be in good standing (writes).
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}|WP_Error
	 */
	private function captained( int $campaign_id, bool $is_write ) {
		$campaign = $this->visible_campaign( $campaign_id );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$fundraiser = $this->fundraisers->find_by_user( (int) $campaign['id'], get_current_user_id() );
		$team       = null !== $fundraiser && (int) $fundraiser['team_id'] > 0 ? $this->teams->find( (int) $fundraiser['team_id'] ) : null;
		if ( null === $team || (int) $team['captain_user_id'] !== get_current_user_id() ) {
			return new WP_Error( 'p2p_not_captain', __( 'Only the team captain can do this.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		if ( $is_write ) {
			$standing = Standing::all( array( Standing::fundraiser( $fundraiser ), Standing::team( $team ) ) );
			if ( is_wp_error( $standing ) ) {
				return $standing;
			}
		}
		return array( $team, $campaign );
	}

	/**
	 * A fundraiser of the team, or a 404.
	 *
	 * @param array<string, mixed> $team          Team row.
	 * @param int                  $fundraiser_id Fundraiser id.
	 * @return array<string, mixed>|WP_Error
	 */
	private function member( array $team, int $fundraiser_id ) {
		$member = $this->fundraisers->find( $fundraiser_id );
		if ( null === $member || (int) $member['team_id'] !== (int) $team['id'] ) {
			return self::not_a_member();
		}
		return $member;
	}

	/** 404: not a member of the captain's team. */
	private static function not_a_member(): WP_Error {
		return new WP_Error( 'p2p_member_not_found', __( 'This person is not a member of your team.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}
}
