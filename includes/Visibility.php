<?php
/**
 * Who may see a campaign, a team or a fundraiser.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The visibility rules that the REST API and the campaign pages share: a campaign that is active
 * or ended is public (an ended one shows its results and takes nothing, decision 0032), a draft or
 * paused one exists only for administrators; a team or fundraiser that is not approved (pending,
 * suspended) only for administrators and its owner.
 */
final class Visibility {

	/** Whether the current user administers the plugin. */
	public static function is_admin(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * Whether the current user may see the campaign.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function can_view_campaign( array $campaign ): bool {
		return in_array( $campaign['status'], array( CampaignRepository::STATUS_ACTIVE, CampaignRepository::STATUS_ENDED ), true ) || self::is_admin();
	}

	/**
	 * Whether the current user may see the team (its campaign checked separately).
	 *
	 * @param array<string, mixed> $team Team row.
	 */
	public static function can_view_team( array $team ): bool {
		if ( TeamRepository::STATUS_APPROVED === $team['status'] || self::is_admin() ) {
			return true;
		}
		$user_id = get_current_user_id();
		return $user_id > 0 && $user_id === (int) $team['captain_user_id'];
	}

	/**
	 * Whether the current user may see the fundraiser (its campaign checked separately).
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 */
	public static function can_view_fundraiser( array $fundraiser ): bool {
		if ( FundraiserRepository::STATUS_APPROVED === $fundraiser['status'] || self::is_admin() ) {
			return true;
		}
		$user_id = get_current_user_id();
		return $user_id > 0 && $user_id === (int) $fundraiser['user_id'];
	}

	/**
	 * Whether the team is part of that campaign and the current user may see it there (the
	 * campaign's own visibility is checked separately).
	 *
	 * @param array<string, mixed> $team     Team row.
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function can_view_team_in( array $team, array $campaign ): bool {
		return $team['campaign_id'] === $campaign['id'] && self::can_view_team( $team );
	}

	/**
	 * Whether the fundraiser is part of that campaign and the current user may see it there.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @param array<string, mixed> $campaign   Campaign row.
	 */
	public static function can_view_fundraiser_in( array $fundraiser, array $campaign ): bool {
		return $fundraiser['campaign_id'] === $campaign['id'] && self::can_view_fundraiser( $fundraiser );
	}
}
