<?php
/**
 * Team membership and invitations.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Teams;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Frontend\Urls;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Who may join a team (anyone for a public team, only invited addresses for a private one, and
 * only people without a team), joining, and the invitation e-mails.
 */
final class TeamService {

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
	 * Why this person may not join the team, or true.
	 *
	 * @param array<string, mixed>      $team       Team row.
	 * @param string                    $email      The person's e-mail address.
	 * @param array<string, mixed>|null $fundraiser Their fundraiser in the campaign, if any.
	 * @return true|WP_Error
	 */
	public function can_join( array $team, string $email, ?array $fundraiser ) {
		if ( null !== $fundraiser && (int) $fundraiser['team_id'] > 0 ) {
			return new WP_Error(
				'p2p_already_in_team',
				(int) $fundraiser['team_id'] === (int) $team['id']
					? __( 'You are already a member of this team.', 'p2p-fundraising' )
					: __( 'You are already a member of a team in this campaign.', 'p2p-fundraising' ),
				array( 'status' => 409 )
			);
		}
		if ( 'private' === $team['access'] && ! $this->invitations->is_invited( (int) $team['id'], $email ) ) {
			return new WP_Error( 'p2p_team_private', __( 'This team is invite only: only people invited by the team captain can join.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Puts a fundraiser into a team and updates the member count.
	 *
	 * @param array<string, mixed> $team          Team row.
	 * @param int                  $fundraiser_id Fundraiser id.
	 * @param string               $email         The member's e-mail (accepts an invitation).
	 */
	public function join( array $team, int $fundraiser_id, string $email ): void {
		$this->fundraisers->update( $fundraiser_id, array( 'team_id' => (int) $team['id'] ) );
		$this->teams->refresh_members_count( (int) $team['id'] );
		$this->invitations->accept( (int) $team['id'], $email );
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
					sanitize_text_field( $piece )
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
	 * Sends the invitation e-mail to invited addresses of the team (all when $only is empty).
	 *
	 * @param array<string, mixed> $team     Team row.
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string[]             $only     Restrict to these addresses.
	 * @return int Messages sent.
	 */
	public function send_invitations( array $team, array $campaign, array $only ): int {
		$emails = $this->invitations->emails( (int) $team['id'] );
		if ( array() !== $only ) {
			$emails = array_values( array_intersect( $emails, $only ) );
		}
		$join_url = Urls::campaign_page( (string) $campaign['slug'], 'team/' . (int) $team['id'] . '/join/' );
		$captain  = wp_get_current_user()->display_name;
		$subject  = sprintf(
			/* translators: 1: team name, 2: campaign title. */
			__( 'Join %1$s fundraising for %2$s', 'p2p-fundraising' ),
			$team['name'],
			$campaign['title']
		);
		$message = sprintf(
			/* translators: 1: inviter's name, 2: team name, 3: campaign title, 4: join link. */
			__( "%1\$s invited you to join the team %2\$s, fundraising for %3\$s.\n\nJoin the team here: %4\$s", 'p2p-fundraising' ),
			$captain,
			$team['name'],
			$campaign['title'],
			$join_url
		);
		$sent = 0;
		foreach ( $emails as $email ) {
			if ( wp_mail( $email, $subject, $message ) ) {
				++$sent;
			}
		}
		return $sent;
	}
}
