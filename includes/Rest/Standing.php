<?php
/**
 * Whether a fundraiser or team is in good standing for a write.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Only approved fundraisers and teams publish: a pending or suspended fundraiser cannot create a
 * team, join one, invite or update a page; a pending or suspended team cannot be joined, invite
 * or be updated. Every write controller asks here, so the rule and its messages are one.
 */
final class Standing {

	/**
	 * True when the acting fundraiser (null: none yet) may write, else a 403.
	 *
	 * @param array<string, mixed>|null $fundraiser Fundraiser row.
	 * @return true|WP_Error
	 */
	public static function fundraiser( ?array $fundraiser ) {
		$status = null === $fundraiser ? FundraiserRepository::STATUS_APPROVED : (string) $fundraiser['status'];
		if ( FundraiserRepository::STATUS_APPROVED === $status ) {
			return true;
		}
		if ( 'pending' === $status ) {
			return new WP_Error( 'p2p_fundraiser_pending', __( 'Your fundraiser page is waiting for approval by the campaign organisers. You can do this once it is approved.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		return new WP_Error( 'p2p_fundraiser_suspended', __( 'Your fundraiser page has been suspended by the campaign organisers, so you cannot do this. Please contact them if you think this is a mistake.', 'p2p-fundraising' ), array( 'status' => 403 ) );
	}

	/**
	 * Like fundraiser(), but a page waiting for approval in a campaign that approves new pages by
	 * hand may still be prepared by its owner — story, goal, picture, and its own team (which waits
	 * too): the sign-up wizard goes on, nothing is public until approved (decision 0035).
	 *
	 * @param array<string, mixed>|null $fundraiser Fundraiser row.
	 * @param array<string, mixed>      $campaign   Its campaign row.
	 * @return true|WP_Error
	 */
	public static function fundraiser_preparing( ?array $fundraiser, array $campaign ) {
		if ( null !== $fundraiser && 'pending' === (string) $fundraiser['status'] && self::holds_new_pages( $campaign ) ) {
			return true;
		}
		// A page waiting for its registration fee is prepared the same way (decision 0099).
		if ( null !== $fundraiser && \P2PFundraising\Registration\RegistrationFee::is_awaiting( $fundraiser ) ) {
			return true;
		}
		return self::fundraiser( $fundraiser );
	}

	/**
	 * Whether new teams and fundraiser pages of the campaign wait for approval.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function holds_new_pages( array $campaign ): bool {
		return CampaignRepository::MODERATION_MANUAL === ( $campaign['moderation'] ?? '' );
	}

	/**
	 * True when the team may be joined, invite or be updated, else a 403.
	 *
	 * @param array<string, mixed> $team Team row.
	 * @return true|WP_Error
	 */
	public static function team( array $team ) {
		$status = (string) $team['status'];
		if ( TeamRepository::STATUS_APPROVED === $status ) {
			return true;
		}
		if ( 'pending' === $status ) {
			return new WP_Error( 'p2p_team_pending', __( 'This team is waiting for approval by the campaign organisers. It cannot take members, send invitations or be changed until it is approved.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		return new WP_Error( 'p2p_team_suspended', __( 'This team has been suspended by the campaign organisers. It cannot take members, send invitations or be changed.', 'p2p-fundraising' ), array( 'status' => 403 ) );
	}

	/**
	 * The first refusal among several checks, or true.
	 *
	 * @param array<int, true|WP_Error> $checks Results of fundraiser() / team().
	 * @return true|WP_Error
	 */
	public static function all( array $checks ) {
		foreach ( $checks as $check ) {
			if ( is_wp_error( $check ) ) {
				return $check;
			}
		}
		return true;
	}
}
