<?php
/**
 * "Invite last year's participants": the invitations, their queue and their links.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\NextYear;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Database\NamedLock;
use P2PFundraising\Database\ReturnInvitationRepository;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Engagement\Text;
use P2PFundraising\Frontend\Urls;

defined( 'ABSPATH' ) || exit;

/**
 * Who is invited (decision 0103): the approved fundraisers of the source campaign, once per
 * person and target campaign, not those already signed up to it. Consent: a fundraiser opted in
 * to e-mails about their fundraising when they signed up; the invitation is one of those e-mails,
 * with its own switch and its own unsubscribe link, and an account that turned it off (or whose
 * address is gone) is skipped when the mail is composed. The mails go through the mail queue,
 * MailQueue::BATCH every five minutes, like every other bulk mail of the plugin.
 */
final class ReturnInvitations {

	/** How long a link works unless the filter says otherwise. */
	public const LIFETIME = 30 * DAY_IN_SECONDS;

	/** Filters the link's lifetime in seconds: ( int $seconds, array $invitation ). */
	public const LIFETIME_FILTER = 'p2p_return_invitation_lifetime';

	/** The path of the one-step join screen under the campaign's address. */
	public const PATH = 'return/';

	private ReturnInvitationRepository $invitations;

	/** Wires the repository. */
	public function __construct() {
		$this->invitations = new ReturnInvitationRepository();
	}

	/**
	 * Creates and queues the invitations of $source's fundraisers to $campaign.
	 *
	 * @param array<string, mixed> $campaign The new campaign.
	 * @param array<string, mixed> $source   Last year's campaign.
	 * @return array{queued: int, invited: int, sent: int, joined: int} queued now; the totals so far.
	 * @throws \P2PFundraising\Database\DatabaseError When the database refuses a statement.
	 */
	public function invite( array $campaign, array $source ): array {
		$queued = NamedLock::hold(
			'return-invitations:' . (int) $campaign['id'],
			function () use ( $campaign, $source ): int {
				$queued = 0;
				foreach ( $this->invitations->create_for( (int) $campaign['id'], (int) $source['id'] ) as $invitation ) {
					$queued += MailQueue::enqueue( EmailTemplates::RETURN_INVITATION, $invitation['user_id'], $invitation['source_fundraiser_id'], array( 'return_invitation_id' => $invitation['id'] ) ) > 0 ? 1 : 0;
				}
				return $queued;
			}
		);
		return array( 'queued' => (int) $queued ) + $this->invitations->counts( (int) $campaign['id'] );
	}

	/**
	 * The placeholders of one invitation's e-mail, with a new single-use link; null when it need
	 * not go any more (used, or its campaign is gone).
	 *
	 * @param array<string, mixed>  $payload    The queued row's payload.
	 * @param array<string, string> $values     The old fundraiser's values (name, last year's figures).
	 * @param array<string, mixed>  $old        Last year's campaign.
	 * @return array<string, string>|null
	 * @throws \P2PFundraising\Database\DatabaseError When the database refuses a statement.
	 */
	public function mail_values( array $payload, array $values, array $old ): ?array {
		$invitation = $this->invitations->find( (int) ( $payload['return_invitation_id'] ?? 0 ) );
		if ( null === $invitation || null !== $invitation['accepted_at'] ) {
			return null;
		}
		$campaign = ( new CampaignRepository() )->find( (int) $invitation['campaign_id'] );
		if ( null === $campaign ) {
			return null;
		}
		$lifetime = max( HOUR_IN_SECONDS, (int) apply_filters( self::LIFETIME_FILTER, self::LIFETIME, $invitation ) );
		$token    = wp_generate_password( 40, false );
		$now      = time();
		$this->invitations->mark_sent( (int) $invitation['id'], InvitationRepository::hash( $token ), gmdate( 'Y-m-d H:i:s', $now ), gmdate( 'Y-m-d H:i:s', $now + $lifetime ) );
		return array_merge(
			$values,
			array(
				'campaign_title'          => Text::one_line( (string) $campaign['title'] ),
				'previous_campaign_title' => Text::one_line( (string) $old['title'] ),
				'join_url'                => self::url( $campaign, $token ),
				'days'                    => number_format_i18n( (int) round( $lifetime / DAY_IN_SECONDS ) ),
			)
		);
	}

	/**
	 * The link of an invitation.
	 *
	 * @param array<string, mixed> $campaign The new campaign.
	 * @param string               $token    Clear token.
	 */
	public static function url( array $campaign, string $token ): string {
		return add_query_arg( 'token', rawurlencode( $token ), Urls::campaign_page( (string) $campaign['slug'], self::PATH ) );
	}
}
