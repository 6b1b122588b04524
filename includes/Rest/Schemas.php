<?php
/**
 * The JSON Schemas of the shapes the public routes answer with.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Rest\Admin\CampaignsController as AdminCampaigns;

defined( 'ABSPATH' ) || exit;

/**
 * One method per shape of docs/api.md, mirroring Serializer and ReadModel key by key. The
 * controllers wrap them in their envelopes (Schema::item, Schema::page…) for each route's
 * `schema`, which OPTIONS shows.
 */
final class Schemas {

	/** @return array<string, mixed> Campaign. */
	public static function campaign(): array {
		return Schema::shape( self::campaign_properties() );
	}

	/**
	 * The keys of a Campaign (the admin campaign adds its own).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function campaign_properties(): array {
		return array(
			'campaign_id'                  => Schema::id(),
			'campaign_title'               => Schema::string(),
			'short_desc'                   => Schema::string(),
			'long_desc'                    => Schema::string(),
			'campaign_image'               => Schema::string(),
			'campaign_logo'                => Schema::string(),
			'campaign_url'                 => Schema::url_or_empty(),
			'base_url'                     => Schema::string(),
			'campaign_goal'                => Schema::money(),
			'primary_color'                => Schema::string(),
			'secondary_color'              => Schema::string(),
			'iframe_url'                   => Schema::url_or_empty(),
			'is_active'                    => Schema::boolean(),
			'status'                       => Schema::enum( AdminCampaigns::STATUSES ),
			'sponsors_enabled'             => Schema::enum( array( 'enabled', 'disabled' ) ),
			'sponsor_linking'              => Schema::enum( array( 'disabled', 'nofollow', 'external' ) ),
			'sponsor_section_heading'      => Schema::string(),
			'sponsor_application_page'     => Schema::string(),
			'fundraiser_goal'              => Schema::money(),
			'team_goal'                    => Schema::money(),
			'fundraiser_story_placeholder' => Schema::string(),
			'team_story_placeholder'       => Schema::string(),
		);
	}

	/** @return array<string, mixed> CampaignStats. */
	public static function campaign_stats(): array {
		return Schema::shape(
			self::stats_properties() + array(
				'fundraisersCount' => Schema::count(),
				'teamsCount'       => Schema::count(),
			)
		);
	}

	/** @return array<string, mixed> The stats of a team or a fundraiser. */
	public static function entity_stats(): array {
		return Schema::shape( self::stats_properties() );
	}

	/** @return array<string, array<string, mixed>> What every stats object holds. */
	private static function stats_properties(): array {
		return array(
			'raisedAmount'     => Schema::money(),
			'raisedPercentage' => Schema::number(),
			'averageAmount'    => Schema::money(),
			'donationsCount'   => Schema::count(),
			'donorsCount'      => Schema::count(),
		);
	}

	/** @return array<string, mixed> Team. */
	public static function team(): array {
		return Schema::shape(
			array(
				'id'               => Schema::id(),
				'name'             => Schema::string(),
				'profile_image'    => Schema::string(),
				'iframe_url'       => Schema::url_or_empty(),
				'goal'             => Schema::money(),
				'story'            => Schema::string(),
				'access'           => self::access(),
				'captain_user_id'  => Schema::optional_id(),
				'owner_id'         => Schema::optional_id(),
				'captain'          => Schema::string(),
				'fundraiser_count' => Schema::count(),
				'members'          => Schema::count(),
				'amount'           => Schema::money(),
				'url'              => Schema::url_or_empty(),
			)
		);
	}

	/** @return array<string, mixed> Fundraiser. */
	public static function fundraiser(): array {
		return Schema::shape(
			array(
				'id'              => Schema::id(),
				'user_id'         => Schema::optional_id(),
				'team_id'         => Schema::optional_id(),
				'team'            => Schema::string(),
				'fundraiser_name' => Schema::string(),
				'fundraiser_goal' => Schema::money(),
				'profile_image'   => Schema::string(),
				'story'           => Schema::string(),
				'iframe_url'      => Schema::url_or_empty(),
				'amount_raised'   => Schema::money(),
				'url'             => Schema::url_or_empty(),
			)
		);
	}

	/** @return array<string, mixed> A team in a leaderboard or search. */
	public static function team_item(): array {
		return Schema::shape(
			array(
				'id'            => Schema::id(),
				'name'          => Schema::string(),
				'profile_image' => Schema::string(),
				'amount'        => Schema::money(),
				'goal'          => Schema::money(),
				'url'           => Schema::url_or_empty(),
				'members'       => Schema::count(),
				'access'        => self::access(),
			)
		);
	}

	/** @return array<string, mixed> A fundraiser in a leaderboard, search or team member list. */
	public static function fundraiser_item(): array {
		return Schema::shape(
			array(
				'id'            => Schema::id(),
				'name'          => Schema::string(),
				'profile_image' => Schema::string(),
				'amount'        => Schema::money(),
				'goal'          => Schema::money(),
				'url'           => Schema::url_or_empty(),
			)
		);
	}

	/** @return array<string, mixed> DonationRow of the recent donations. */
	public static function donation_row(): array {
		return Schema::shape(
			array(
				'id'                   => Schema::id(),
				'donorName'            => Schema::string(),
				'donationType'         => Schema::enum( array( 'campaign', 'team', 'fundraiser' ) ),
				'relativeDateString'   => Schema::string(),
				'teamOrFundraiserName' => Schema::string(),
				'amount'               => Schema::money(),
				'sourceLink'           => Schema::url_or_empty(),
			)
		);
	}

	/** @return array<string, mixed> TopDonor. */
	public static function top_donor(): array {
		return Schema::shape(
			array(
				'name'   => Schema::string(),
				'amount' => Schema::money(),
			)
		);
	}

	/** @return array<string, mixed> Sponsor. */
	public static function sponsor(): array {
		return Schema::shape(
			array(
				'id'            => Schema::id(),
				'sponsor_image' => Schema::string(),
				'sponsor_name'  => Schema::string(),
				'sponsor_url'   => Schema::string(),
			)
		);
	}

	/** @return array<string, mixed> { fundraiser, team } of the current user, each null when none. */
	public static function fundraiser_info(): array {
		return Schema::shape(
			array(
				'fundraiser' => Schema::nullable(
					Schema::shape(
						array(
							'id'              => Schema::id(),
							'fundraiser_name' => Schema::string(),
							'profile_image'   => Schema::string(),
							'amount_raised'   => Schema::money(),
							'url'             => Schema::url_or_empty(),
						)
					)
				),
				'team'       => Schema::nullable(
					Schema::shape(
						array(
							'id'            => Schema::id(),
							'name'          => Schema::string(),
							'profile_image' => Schema::string(),
							'members'       => Schema::count(),
							'url'           => Schema::url_or_empty(),
						)
					)
				),
			)
		);
	}

	/** @return array<string, mixed> { firstName, lastName, email } of the current user. */
	public static function user_info(): array {
		return Schema::shape(
			array(
				'firstName' => Schema::string(),
				'lastName'  => Schema::string(),
				'email'     => Schema::string(),
			)
		);
	}

	/** @return array<string, mixed> Who may join a team. */
	private static function access(): array {
		return Schema::enum( array( 'public', 'private' ) );
	}
}
