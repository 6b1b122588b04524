<?php
/**
 * The one step that signs a past fundraiser up to next year's campaign.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\NextYear;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\Query;
use P2PFundraising\Database\ReturnInvitationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Rest\Standing;
use P2PFundraising\Teams\TeamService;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The rules (decision 0104): the link is the invited account's alone, works once and until it
 * expires. Joining creates the fundraiser with last year's name, story and photo and a goal
 * suggested from last year's result. Last year's captain gets the team back (same name, story,
 * photo, access and goal) and its former members are invited to it; a former member whose
 * captain already came back joins that team at once; one whose captain has not (yet) is signed
 * up without a team, and the captain's invitation follows when the team is re-created.
 */
final class ReturningFundraiser {

	/** Filters the suggested goal: ( float $goal, array $old_fundraiser, array $campaign ). */
	public const GOAL_FILTER = 'p2p_return_suggested_goal';

	private ReturnInvitationRepository $invitations;
	private FundraiserRepository $fundraisers;
	private TeamRepository $teams;

	/** Wires the repositories. */
	public function __construct() {
		$this->invitations = new ReturnInvitationRepository();
		$this->fundraisers = new FundraiserRepository();
		$this->teams       = new TeamRepository();
	}

	/**
	 * The invitation a token opens for this campaign and this account, or why not (403).
	 *
	 * @param array<string, mixed> $campaign The new campaign.
	 * @param string               $token    Clear token from the link.
	 * @param int                  $user_id  The signed-in account (0: nobody; checked later).
	 * @return array<string, mixed>|WP_Error
	 */
	public function valid_invitation( array $campaign, string $token, int $user_id ) {
		$invitation = '' === $token ? null : $this->invitations->find_by_token( $token );
		if ( null === $invitation || (int) $invitation['campaign_id'] !== (int) $campaign['id'] || null === $invitation['sent_at'] ) {
			return new WP_Error( 'p2p_return_invitation_invalid', __( 'This invitation link is not valid. Please use the link from your e-mail.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		if ( null !== $invitation['accepted_at'] ) {
			return new WP_Error( 'p2p_return_invitation_used', __( 'This invitation link has already been used.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		if ( null !== $invitation['expires_at'] && strtotime( $invitation['expires_at'] . ' UTC' ) < time() ) {
			return new WP_Error( 'p2p_return_invitation_expired', __( 'This invitation link has expired. Please sign up from the campaign page.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		if ( $user_id > 0 && (int) $invitation['user_id'] !== $user_id ) {
			return new WP_Error( 'p2p_return_invitation_not_yours', __( 'This invitation was sent to another account. Please sign in with the account it was sent to.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		return $invitation;
	}

	/**
	 * What joining will do, for the screen that asks: the page carried over, the goal, the team.
	 *
	 * @param array<string, mixed> $invitation Valid invitation.
	 * @param array<string, mixed> $campaign   The new campaign.
	 * @return array{name: string, goal: float, hasStory: bool, hasPhoto: bool, team: array{name: string, role: string}|null}
	 */
	public function preview( array $invitation, array $campaign ): array {
		$old  = $this->fundraisers->find( (int) $invitation['source_fundraiser_id'] );
		$team = $this->old_team( $old );
		$role = null;
		if ( null !== $team ) {
			if ( (int) $team['captain_user_id'] === (int) $invitation['user_id'] ) {
				$role = 'captain';
			} else {
				$role = null === $this->recreated_team( $team, (int) $campaign['id'] ) ? 'waiting' : 'member';
			}
		}
		return array(
			'name'     => (string) ( $old['name'] ?? '' ),
			'goal'     => self::suggested_goal( $old, $campaign ),
			'hasStory' => '' !== trim( (string) ( $old['story'] ?? '' ) ),
			'hasPhoto' => '' !== (string) ( $old['image_url'] ?? '' ),
			'team'     => null === $team ? null : array(
				'name' => (string) $team['name'],
				'role' => (string) $role,
			),
		);
	}

	/**
	 * Last year's result rounded up to a round figure, at least last year's goal; the campaign's
	 * default goal for someone who had neither.
	 *
	 * @param array<string, mixed>|null $old      Last year's fundraiser.
	 * @param array<string, mixed>      $campaign The new campaign.
	 */
	public static function suggested_goal( ?array $old, array $campaign ): float {
		$raised = (float) ( $old['raised_amount'] ?? 0 );
		$step   = $raised < 100 ? 10 : ( $raised < 1000 ? 50 : ( $raised < 10000 ? 100 : 1000 ) );
		$goal   = max( (float) ( $old['goal'] ?? 0 ), ceil( round( $raised, 2 ) / $step ) * $step );
		if ( $goal <= 0 ) {
			$goal = (float) ( $campaign['fundraiser_goal'] ?? 0 );
		}
		return round( (float) apply_filters( self::GOAL_FILTER, $goal, $old, $campaign ), 2 );
	}

	/**
	 * Joins: the fundraiser, the team, the invitation used, all in one transaction; the captain's
	 * invitations to the former members are mailed after it.
	 *
	 * @param array<string, mixed> $invitation Valid invitation (checked again under the lock).
	 * @param array<string, mixed> $campaign   The new campaign, open for sign-ups.
	 * @param \WP_User             $user       The invited account, signed in.
	 * @return array{fundraiserId: int, teamId: int}|WP_Error
	 * @throws \P2PFundraising\Database\DatabaseError When the database refuses a statement.
	 */
	public function join( array $invitation, array $campaign, \WP_User $user ) {
		$team_service = new TeamService();
		$result       = Transaction::run(
			function () use ( $invitation, $campaign, $user, $team_service ) {
				if ( null !== $this->fundraisers->find_by_user( (int) $campaign['id'], (int) $user->ID ) ) {
					return new WP_Error( 'p2p_already_fundraiser', __( 'You are already fundraising for this campaign.', 'p2p-fundraising' ), array( 'status' => 409 ) );
				}
				$old   = $this->fundraisers->find( (int) $invitation['source_fundraiser_id'] );
				$held  = Standing::holds_new_pages( $campaign );
				$fr_id = $this->fundraisers->insert(
					array(
						'campaign_id' => (int) $campaign['id'],
						'user_id'     => (int) $user->ID,
						'name'        => '' !== (string) ( $old['name'] ?? '' ) ? (string) $old['name'] : $user->display_name,
						'story'       => (string) ( $old['story'] ?? '' ),
						'image_id'    => (int) ( $old['image_id'] ?? 0 ),
						'image_url'   => (string) ( $old['image_url'] ?? '' ),
						'goal'        => self::suggested_goal( $old, $campaign ),
						'status'      => $held ? 'pending' : 'approved',
					)
				);
				// Single use: a second request with the same link finds it taken and undoes its work.
				if ( ! $this->invitations->accept_once( (int) $invitation['id'], $fr_id ) ) {
					throw new InvitationTaken();
				}
				$team_id  = 0;
				$old_team = $this->old_team( $old );
				$invite   = null;
				if ( null !== $old_team && (int) $old_team['captain_user_id'] === (int) $user->ID ) {
					$team_id = $this->recreate_team( $old_team, $campaign, (int) $user->ID, $fr_id, $held );
					$invite  = $team_service->invite( $team_id, $this->former_member_emails( $old_team, (int) $user->ID ) );
				} elseif ( null !== $old_team ) {
					$team = $this->recreated_team( $old_team, (int) $campaign['id'] );
					if ( null !== $team && ! is_wp_error( Standing::team( $team ) ) ) {
						$joined  = $team_service->join( $team, $fr_id, strtolower( $user->user_email ), null );
						$team_id = true === $joined ? (int) $team['id'] : 0;
					}
				}
				return array(
					'fundraiserId' => $fr_id,
					'teamId'       => $team_id,
					'invite'       => null !== $invite && ! $held,
				);
			}
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		if ( $result['invite'] ) {
			$team = $this->teams->find( $result['teamId'] );
			if ( null !== $team ) {
				$team_service->send_invitations( $team, $campaign, array() );
			}
		}
		return array(
			'fundraiserId' => (int) $result['fundraiserId'],
			'teamId'       => (int) $result['teamId'],
		);
	}

	/**
	 * Last year's team of a fundraiser, or null.
	 *
	 * @param array<string, mixed>|null $old Last year's fundraiser.
	 * @return array<string, mixed>|null
	 */
	private function old_team( ?array $old ): ?array {
		$team_id = (int) ( $old['team_id'] ?? 0 );
		return $team_id > 0 ? $this->teams->find( $team_id ) : null;
	}

	/**
	 * The team last year's captain re-created in the new campaign (same captain, same name), or null.
	 *
	 * @param array<string, mixed> $old_team    Last year's team.
	 * @param int                  $campaign_id The new campaign.
	 * @return array<string, mixed>|null
	 */
	private function recreated_team( array $old_team, int $campaign_id ): ?array {
		global $wpdb;
		$id = (int) Query::value( $wpdb->prepare( 'SELECT id FROM %i WHERE campaign_id = %d AND captain_user_id = %d AND name = %s ORDER BY id LIMIT 1', Schema::table( 'teams' ), $campaign_id, (int) $old_team['captain_user_id'], (string) $old_team['name'] ) );
		return $id > 0 ? $this->teams->find( $id ) : null;
	}

	/**
	 * Creates last year's team again with its captain as first member.
	 *
	 * @param array<string, mixed> $old_team      Last year's team.
	 * @param array<string, mixed> $campaign      The new campaign.
	 * @param int                  $user_id       The captain.
	 * @param int                  $fundraiser_id The captain's new fundraiser.
	 * @param bool                 $held          Whether new pages wait for approval.
	 */
	private function recreate_team( array $old_team, array $campaign, int $user_id, int $fundraiser_id, bool $held ): int {
		$team_id = $this->teams->insert(
			array(
				'campaign_id'     => (int) $campaign['id'],
				'name'            => (string) $old_team['name'],
				'story'           => (string) $old_team['story'],
				'goal'            => max( (float) $old_team['goal'], (float) $campaign['team_goal'] ),
				'access'          => (string) $old_team['access'],
				'image_id'        => (int) $old_team['image_id'],
				'image_url'       => (string) $old_team['image_url'],
				'captain_user_id' => $user_id,
				'status'          => $held ? 'pending' : TeamRepository::STATUS_APPROVED,
			)
		);
		$this->fundraisers->update( $fundraiser_id, array( 'team_id' => $team_id ) );
		$this->teams->refresh_members_count( $team_id );
		return $team_id;
	}

	/**
	 * The account addresses of last year's approved members but the captain.
	 *
	 * @param array<string, mixed> $old_team Last year's team.
	 * @param int                  $captain  The captain's account.
	 * @return string[]
	 */
	private function former_member_emails( array $old_team, int $captain ): array {
		global $wpdb;
		$emails = Query::column( $wpdb->prepare( 'SELECT u.user_email FROM %i f INNER JOIN %i u ON u.ID = f.user_id WHERE f.team_id = %d AND f.status = %s AND f.user_id <> %d ORDER BY f.id', Schema::table( 'fundraisers' ), $wpdb->users, (int) $old_team['id'], 'approved', $captain ) );
		return array_values( array_filter( array_map( 'strtolower', array_map( 'strval', $emails ) ), 'is_email' ) );
	}
}
