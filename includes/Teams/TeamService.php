<?php
/**
 * Team membership and invitations.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Teams;

use P2PFundraising\Accounts\MailboxProof;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Frontend\Urls;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Who may join a team (anyone for a public team; for a private one, the holder of a valid
 * invitation link, or a signed-in account whose e-mail was invited after the account existed;
 * only people without a team), joining, and the invitation e-mails with their limits.
 */
final class TeamService {

	/** Addresses a team may e-mail per 24 hours (filter p2p_fundraising_invitations_per_day). */
	public const INVITATIONS_PER_DAY = 50;

	/** Seconds before the same address can be e-mailed again (filter p2p_fundraising_invitation_resend_interval). */
	public const RESEND_INTERVAL = DAY_IN_SECONDS;

	/** Seconds an invitation link works (filter p2p_fundraising_invitation_lifetime). */
	public const INVITATION_LIFETIME = 14 * DAY_IN_SECONDS;

	/** @var TeamRepository */
	private $teams;

	/** @var FundraiserRepository */
	private $fundraisers;

	/** @var InvitationRepository */
	private $invitations;

	public function __construct() {
		$this->teams       = new TeamRepository();
		$this->fundraisers = new FundraiserRepository();
		$this->invitations = new InvitationRepository();
	}

	/**
	 * Why this person may not join the team, or the invitation they join with (null: none needed
	 * or matched by their account's e-mail).
	 *
	 * @param array<string, mixed>      $team       Team row.
	 * @param array<string, mixed>|null $fundraiser Their fundraiser in the campaign, if any.
	 * @param string                    $token      Token from the invitation link, or ''.
	 * @param \WP_User|null             $account    The signed-in account, or null for a new one.
	 * @return array{invitation: array<string, mixed>|null}|WP_Error
	 */
	public function can_join( array $team, ?array $fundraiser, string $token, ?\WP_User $account ) {
		if ( null !== $fundraiser && (int) $fundraiser['team_id'] > 0 ) {
			return new WP_Error(
				'p2p_already_in_team',
				(int) $fundraiser['team_id'] === (int) $team['id']
					? __( 'You are already a member of this team.', 'p2p-fundraising' )
					: __( 'You are already a member of a team in this campaign.', 'p2p-fundraising' ),
				array( 'status' => 409 )
			);
		}
		if ( 'private' !== $team['access'] ) {
			return array( 'invitation' => null );
		}
		if ( '' !== $token ) {
			$invitation = $this->valid_invitation( $team, $token );
			return is_wp_error( $invitation ) ? $invitation : array( 'invitation' => $invitation );
		}
		if ( null !== $account && $this->account_was_invited( (int) $team['id'], $account ) ) {
			return array( 'invitation' => null );
		}
		return new WP_Error( 'p2p_team_private', __( 'This team is invite only: please use the link in the invitation e-mail from the team captain to join.', 'p2p-fundraising' ), array( 'status' => 403 ) );
	}

	/**
	 * Puts a fundraiser into a team, uses up the invitation, updates the member count. Call it
	 * inside a transaction: when the invitation was used meanwhile, it answers the error and the
	 * caller rolls back.
	 *
	 * @param array<string, mixed>      $team          Team row.
	 * @param int                       $fundraiser_id Fundraiser id.
	 * @param string                    $email         The member's account e-mail (accepts its invitations when no token is used).
	 * @param array<string, mixed>|null $invitation    The invitation from can_join(), if any.
	 * @return true|WP_Error
	 */
	public function join( array $team, int $fundraiser_id, string $email, ?array $invitation ) {
		if ( null !== $invitation && ! $this->invitations->accept_once( (int) $invitation['id'] ) ) {
			return self::invitation_used();
		}
		$this->fundraisers->update( $fundraiser_id, array( 'team_id' => (int) $team['id'] ) );
		$this->teams->refresh_members_count( (int) $team['id'] );
		if ( null === $invitation ) {
			// Joined as the account itself: its address's invitations are used up. A token holder's
			// typed address proves nothing, so it must not use up someone else's invitation.
			$this->invitations->accept( (int) $team['id'], $email );
		}
		return true;
	}

	/**
	 * Parses an invitation list: split on spaces, commas and semicolons, lower case, no duplicates.
	 *
	 * @param string $raw Addresses as typed.
	 * @return string[]|WP_Error
	 */
	public static function parse_emails( string $raw ) {
		$emails = array();
		foreach ( preg_split( '/[\s,;]+/', $raw, -1, PREG_SPLIT_NO_EMPTY ) as $piece ) {
			$email = strtolower( sanitize_email( $piece ) );
			if ( '' === $email || ! is_email( $email ) || $email !== strtolower( $piece ) ) {
				$message = sprintf(
					/* translators: %s: what was typed. */
					__( '"%s" is not a valid e-mail address.', 'p2p-fundraising' ),
					$piece
				);
				return new WP_Error(
					'rest_invalid_param',
					$message,
					array(
						'status' => 400,
						'params' => array( 'emails' => $message ),
					)
				);
			}
			$emails[] = $email;
		}
		return array_values( array_unique( $emails ) );
	}

	/**
	 * Invites addresses (new ones only) and returns those that were new.
	 *
	 * @param int      $team_id Team id.
	 * @param string[] $emails  Addresses.
	 * @return string[]
	 */
	public function invite( int $team_id, array $emails ): array {
		return $this->invitations->add( $team_id, $emails );
	}

	/**
	 * Sends the invitation e-mail, each with its own single-use link, to the open invitations of
	 * the team (only $only when given), within the limits: at most INVITATIONS_PER_DAY addresses
	 * per team in 24 hours, and the same address at most once per RESEND_INTERVAL. The addresses
	 * are reserved under the team's row lock, so concurrent requests share one quota.
	 *
	 * @param array<string, mixed> $team     Team row.
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string[]             $only     Restrict to these addresses.
	 * @return array{sent: int, throttled: int, overLimit: int}
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function send_invitations( array $team, array $campaign, array $only ): array {
		$per_day  = max( 0, (int) apply_filters( 'p2p_fundraising_invitations_per_day', self::INVITATIONS_PER_DAY, $team ) );
		$interval = max( 0, (int) apply_filters( 'p2p_fundraising_invitation_resend_interval', self::RESEND_INTERVAL, $team ) );
		$lifetime = max( 60, (int) apply_filters( 'p2p_fundraising_invitation_lifetime', self::INVITATION_LIFETIME, $team ) );

		$reserved = Transaction::run(
			function () use ( $team, $only, $per_day, $interval, $lifetime ): array {
				$this->teams->lock( (int) $team['id'] );
				$now       = time();
				$left      = $per_day - $this->invitations->sent_since( (int) $team['id'], gmdate( 'Y-m-d H:i:s', $now - DAY_IN_SECONDS ) );
				$mails     = array();
				$throttled = 0;
				$over      = 0;
				foreach ( $this->invitations->open_for_team( (int) $team['id'] ) as $invitation ) {
					if ( array() !== $only && ! in_array( $invitation['email'], $only, true ) ) {
						continue;
					}
					if ( null !== $invitation['sent_at'] && strtotime( $invitation['sent_at'] . ' UTC' ) > $now - $interval ) {
						++$throttled;
						continue;
					}
					if ( $left <= 0 ) {
						++$over;
						continue;
					}
					$token = wp_generate_password( 32, false );
					$this->invitations->mark_sent( (int) $invitation['id'], InvitationRepository::hash( $token ), gmdate( 'Y-m-d H:i:s', $now ), gmdate( 'Y-m-d H:i:s', $now + $lifetime ) );
					$mails[ (string) $invitation['email'] ] = $token;
					--$left;
				}
				return array( $mails, $throttled, $over );
			}
		);
		list( $mails, $throttled, $over ) = $reserved;

		$sent = 0;
		foreach ( $mails as $email => $token ) {
			if ( InvitationMail::send( (string) $email, $team, $campaign, self::join_url( $team, $campaign, $token ), wp_get_current_user()->display_name ) ) {
				++$sent;
			}
		}
		return array(
			'sent'      => $sent,
			'throttled' => $throttled,
			'overLimit' => $over,
		);
	}

	/**
	 * The join link of an invitation.
	 *
	 * @param array<string, mixed> $team     Team row.
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string               $token    Token.
	 */
	public static function join_url( array $team, array $campaign, string $token ): string {
		return add_query_arg( 'invitation', rawurlencode( $token ), Urls::campaign_page( (string) $campaign['slug'], 'team/' . (int) $team['id'] . '/join/' ) );
	}

	/**
	 * The invitation a token opens for this team, or why it does not.
	 *
	 * @param array<string, mixed> $team  Team row.
	 * @param string               $token Token.
	 * @return array<string, mixed>|WP_Error
	 */
	public function valid_invitation( array $team, string $token ) {
		$invitation = $this->invitations->find_by_token( $token );
		if ( null === $invitation || (int) $invitation['team_id'] !== (int) $team['id'] || null === $invitation['sent_at'] ) {
			return new WP_Error( 'p2p_invitation_invalid', __( 'This invitation link is not valid for this team. Please check that you opened the whole link from the e-mail, or ask the team captain for a new invitation.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		if ( null !== $invitation['accepted_at'] ) {
			return self::invitation_used();
		}
		if ( null === $invitation['expires_at'] || strtotime( $invitation['expires_at'] . ' UTC' ) <= time() ) {
			return new WP_Error( 'p2p_invitation_expired', __( 'This invitation link has expired. Please ask the team captain to send you a new invitation.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		return $invitation;
	}

	/**
	 * Whether the signed-in account's e-mail has an open invitation made after the account
	 * existed (an address typed into a registration form proves nothing; an account that already
	 * had the address before the captain invited it, strictly earlier to the second, is the person
	 * invited), and the account has shown it reads that mailbox (MailboxProof).
	 *
	 * @param int      $team_id Team id.
	 * @param \WP_User $account Account.
	 */
	private function account_was_invited( int $team_id, \WP_User $account ): bool {
		$invitation = $this->invitations->find_open( $team_id, (string) $account->user_email );
		if ( null === $invitation ) {
			return false;
		}
		$registered = strtotime( (string) $account->user_registered . ' UTC' );
		$invited    = strtotime( (string) $invitation['created_at'] . ' UTC' );
		// An account registered through the plugin's form has not shown that it reads the mailbox
		// (its address was only typed), however long ago it was made.
		return false !== $registered && false !== $invited && $registered < $invited && MailboxProof::is_proven( $account );
	}

	/** 403: the link was used already. */
	private static function invitation_used(): WP_Error {
		return new WP_Error( 'p2p_invitation_used', __( 'This invitation link has already been used. Each link works once: please ask the team captain for a new invitation.', 'p2p-fundraising' ), array( 'status' => 403 ) );
	}
}
