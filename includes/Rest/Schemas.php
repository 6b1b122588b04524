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
		return Schema::shape( self::campaign_properties(), __( 'A campaign.', 'p2p-fundraising' ) );
	}

	/**
	 * The keys of a Campaign (the admin campaign adds its own).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function campaign_properties(): array {
		return array(
			'campaign_id'                  => Schema::id( __( 'Campaign id.', 'p2p-fundraising' ) ),
			'campaign_title'               => Schema::string( __( 'Campaign title.', 'p2p-fundraising' ) ),
			'short_desc'                   => Schema::string( __( 'Short description.', 'p2p-fundraising' ) ),
			'long_desc'                    => Schema::string( __( 'Story (plain text, optional more marker).', 'p2p-fundraising' ) ),
			'campaign_image'               => Schema::string( __( 'Cover image URL.', 'p2p-fundraising' ) ),
			'campaign_logo'                => Schema::string( __( 'Logo URL.', 'p2p-fundraising' ) ),
			'campaign_url'                 => Schema::url_or_empty( __( 'Address of the campaign page.', 'p2p-fundraising' ) ),
			'base_url'                     => Schema::string( __( 'Path of the campaign page, the base of the app’s routes.', 'p2p-fundraising' ) ),
			'campaign_goal'                => Schema::money( __( 'Campaign goal.', 'p2p-fundraising' ) ),
			'primary_color'                => Schema::string( __( 'Primary colour (#rrggbb).', 'p2p-fundraising' ) ),
			'secondary_color'              => Schema::string( __( 'Secondary colour (#rrggbb).', 'p2p-fundraising' ) ),
			'iframe_url'                   => self::donation_form(),
			'is_active'                    => Schema::boolean( __( 'Whether the campaign is active.', 'p2p-fundraising' ) ),
			'status'                       => Schema::enum( AdminCampaigns::STATUSES, __( 'Campaign status.', 'p2p-fundraising' ) ),
			'sponsors_enabled'             => Schema::enum( array( 'enabled', 'disabled' ), __( 'Whether sponsors are shown.', 'p2p-fundraising' ) ),
			'sponsor_linking'              => Schema::enum( array( 'disabled', 'nofollow', 'external' ), __( 'How sponsor logos link.', 'p2p-fundraising' ) ),
			'sponsor_section_heading'      => Schema::string( __( 'Heading of the sponsors section.', 'p2p-fundraising' ) ),
			'sponsor_application_page'     => Schema::string( __( 'Page where sponsors apply.', 'p2p-fundraising' ) ),
			'fundraiser_goal'              => Schema::money( __( 'Default goal of a new fundraiser.', 'p2p-fundraising' ) ),
			'team_goal'                    => Schema::money( __( 'Default goal of a new team.', 'p2p-fundraising' ) ),
			'fundraiser_story_placeholder' => Schema::string( __( 'Placeholder of a fundraiser story.', 'p2p-fundraising' ) ),
			'team_story_placeholder'       => Schema::string( __( 'Placeholder of a team story.', 'p2p-fundraising' ) ),
			'start_date'                   => Schema::nullable( self::day( __( 'First day of the campaign (YYYY-MM-DD, site timezone), or null.', 'p2p-fundraising' ) ) ),
			'end_date'                     => Schema::nullable( self::day( __( 'Last day of the campaign (YYYY-MM-DD, site timezone), or null.', 'p2p-fundraising' ) ) ),
			'schedule'                     => Schema::shape(
				array(
					'state'         => Schema::enum( array( 'upcoming', 'open', 'ended' ), __( 'Before the start date, open, or after the end date.', 'p2p-fundraising' ) ),
					'days_left'     => Schema::nullable( Schema::count( __( 'Whole days after today until the end date (0: the last day); null without an end date or unless open.', 'p2p-fundraising' ) ) ),
					'days_to_start' => Schema::nullable( Schema::count( __( 'Days until the start date; null unless upcoming.', 'p2p-fundraising' ) ) ),
				),
				__( 'Where the campaign stands in its dates.', 'p2p-fundraising' )
			),
			'match'                        => Schema::nullable(
				Schema::shape(
					array(
						'sponsor_name' => Schema::string( __( 'The sponsor who matches.', 'p2p-fundraising' ) ),
						'ratio'        => Schema::number( __( 'What the sponsor gives for each 1 given (1 doubles each gift).', 'p2p-fundraising' ) ),
						'cap'          => Schema::money( __( 'The most the sponsor gives in all.', 'p2p-fundraising' ) ),
						'matched'      => Schema::money( __( 'What the sponsor has given so far.', 'p2p-fundraising' ) ),
						'start_date'   => self::day( __( 'First day of the match (YYYY-MM-DD).', 'p2p-fundraising' ) ),
						'end_date'     => self::day( __( 'Last day of the match (YYYY-MM-DD).', 'p2p-fundraising' ) ),
						'is_running'   => Schema::boolean( __( 'Whether gifts made today are matched.', 'p2p-fundraising' ) ),
					),
					__( 'A sponsor’s matching gift, until its last day; null without one.', 'p2p-fundraising' )
				)
			),
			'suggested_amounts'            => Schema::list_of(
				Schema::shape(
					array(
						'amount' => Schema::money( __( 'The amount.', 'p2p-fundraising' ) ),
						'impact' => Schema::string( __( 'What the amount does, or empty.', 'p2p-fundraising' ) ),
					)
				),
				__( 'The amounts the donation form offers (at most six; the standard four when the campaign set none).', 'p2p-fundraising' )
			),
			'default_amount'               => Schema::money( __( 'The suggested amount chosen when the donation form opens.', 'p2p-fundraising' ) ),
			'activity_unit'                => Schema::enum( \P2PFundraising\Activity\ActivityUnit::UNITS, __( 'The activity fundraisers log: empty when the campaign tracks none.', 'p2p-fundraising' ) ),
			'activity_label'               => Schema::string( __( 'The word shown after an activity amount (km, miles, hours, steps or the campaign’s own).', 'p2p-fundraising' ) ),
			'activity_custom_label'        => Schema::string( __( 'The campaign’s own name of a custom unit, as typed.', 'p2p-fundraising' ) ),
			'activity_goal'                => self::activity( __( 'The campaign’s activity goal in its unit (0: none).', 'p2p-fundraising' ) ),
		);
	}

	/**
	 * A calendar day, YYYY-MM-DD.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	public static function day( string $description ): array {
		return Schema::described(
			array(
				'type'    => 'string',
				'pattern' => '^\\d{4}-\\d{2}-\\d{2}$',
			),
			$description
		);
	}

	/** @return array<string, mixed> CampaignStats. */
	public static function campaign_stats(): array {
		return Schema::shape(
			self::stats_properties() + array(
				'fundraisersCount' => Schema::count( __( 'Number of fundraisers.', 'p2p-fundraising' ) ),
				'teamsCount'       => Schema::count( __( 'Number of teams.', 'p2p-fundraising' ) ),
			),
			__( 'The figures of a campaign.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The stats of a team or a fundraiser. */
	public static function entity_stats(): array {
		return Schema::shape( self::stats_properties(), __( 'The figures of a team or fundraiser.', 'p2p-fundraising' ) );
	}

	/** @return array<string, array<string, mixed>> What every stats object holds. */
	private static function stats_properties(): array {
		return array(
			'raisedAmount'     => self::raised(),
			'raisedPercentage' => self::percentage(),
			'averageAmount'    => Schema::money( __( 'Average donation.', 'p2p-fundraising' ) ),
			'donationsCount'   => Schema::count( __( 'Number of completed donations.', 'p2p-fundraising' ) ),
			'donorsCount'      => Schema::count( __( 'Number of donors.', 'p2p-fundraising' ) ),
			'activityTotal'      => self::activity( __( 'Activity logged, in the campaign’s unit.', 'p2p-fundraising' ) ),
			'activityPercentage' => Schema::number( __( 'Share of the campaign’s activity goal reached, in percent (0 without a goal).', 'p2p-fundraising' ) ),
		);
	}

	/**
	 * An amount of activity in the campaign's unit (at most three decimals).
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	public static function activity( string $description ): array {
		return Schema::number( $description );
	}

	/** @return array<string, mixed> Team. */
	public static function team(): array {
		return Schema::shape(
			array(
				'id'               => Schema::id( __( 'Team id.', 'p2p-fundraising' ) ),
				'name'             => Schema::string( __( 'Team name.', 'p2p-fundraising' ) ),
				'profile_image'    => self::picture(),
				'iframe_url'       => self::donation_form(),
				'goal'             => self::goal(),
				'story'            => Schema::string( __( 'Story.', 'p2p-fundraising' ) ),
				'access'           => self::access(),
				'captain_user_id'  => Schema::optional_id( __( 'User id of the captain.', 'p2p-fundraising' ) ),
				'owner_id'         => Schema::optional_id( __( 'User id of the captain, who owns the team.', 'p2p-fundraising' ) ),
				'captain'          => Schema::string( __( 'Name of the captain.', 'p2p-fundraising' ) ),
				'fundraiser_count' => self::members(),
				'members'          => self::members(),
				'amount'           => self::raised(),
				'url'              => self::team_page(),
			),
			__( 'A team.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> Fundraiser. */
	public static function fundraiser(): array {
		return Schema::shape(
			array(
				'id'              => Schema::id( __( 'Fundraiser id.', 'p2p-fundraising' ) ),
				'user_id'         => Schema::optional_id( __( 'User id of the fundraiser.', 'p2p-fundraising' ) ),
				'team_id'         => Schema::optional_id( __( 'Team id, 0 for none.', 'p2p-fundraising' ) ),
				'team'            => Schema::string( __( 'Team name, empty for none.', 'p2p-fundraising' ) ),
				'fundraiser_name' => Schema::string( __( 'Fundraiser name.', 'p2p-fundraising' ) ),
				'fundraiser_goal' => self::goal(),
				'profile_image'   => self::picture(),
				'story'           => Schema::string( __( 'Story.', 'p2p-fundraising' ) ),
				'iframe_url'      => self::donation_form(),
				'amount_raised'   => self::raised(),
				'url'             => self::fundraiser_page(),
				'badges'          => self::badges(),
				'page_address'    => Schema::string( __( 'The page address the fundraiser chose (below the campaign), empty for none.', 'p2p-fundraising' ) ),
				'cover_image'     => Schema::string( __( 'Address of the cover photo, empty for none.', 'p2p-fundraising' ) ),
			),
			__( 'A fundraiser.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> A team in a leaderboard or search. */
	public static function team_item(): array {
		return Schema::shape(
			array(
				'id'            => Schema::id( __( 'Team id.', 'p2p-fundraising' ) ),
				'name'          => Schema::string( __( 'Team name.', 'p2p-fundraising' ) ),
				'profile_image' => self::picture(),
				'amount'        => self::raised(),
				'goal'          => self::goal(),
				'url'           => self::team_page(),
				'members'       => self::members(),
				'access'        => self::access(),
				'activity'      => self::activity( __( 'Activity logged by its members, in the campaign’s unit.', 'p2p-fundraising' ) ),
			),
			__( 'A team in a list.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> A fundraiser in a leaderboard, search or team member list. */
	public static function fundraiser_item(): array {
		return Schema::shape(
			array(
				'id'            => Schema::id( __( 'Fundraiser id.', 'p2p-fundraising' ) ),
				'name'          => Schema::string( __( 'Fundraiser name.', 'p2p-fundraising' ) ),
				'profile_image' => self::picture(),
				'amount'        => self::raised(),
				'goal'          => self::goal(),
				'url'           => self::fundraiser_page(),
				'badges'        => self::badges(),
				'activity'      => self::activity( __( 'Activity logged, in the campaign’s unit.', 'p2p-fundraising' ) ),
			),
			__( 'A fundraiser in a list.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> DonationRow of the recent donations. */
	public static function donation_row(): array {
		return Schema::shape(
			array(
				'id'                   => Schema::id( __( 'Donation id.', 'p2p-fundraising' ) ),
				'donorName'            => self::donor_name(),
				'donationType'         => Schema::enum( array( 'campaign', 'team', 'fundraiser' ), __( 'What the donation was given to.', 'p2p-fundraising' ) ),
				'relativeDateString'   => Schema::string( __( 'When it was given, in words (“3 days ago”).', 'p2p-fundraising' ) ),
				'teamOrFundraiserName' => Schema::string( __( 'Name of the team or fundraiser, empty for the campaign.', 'p2p-fundraising' ) ),
				'amount'               => Schema::money( __( 'Amount.', 'p2p-fundraising' ) ),
				'sourceLink'           => Schema::url_or_empty( __( 'Address of the page the donation was given to.', 'p2p-fundraising' ) ),
				'matchedBy'            => Schema::string( __( 'The sponsor whose match this row is; empty for a donor’s gift.', 'p2p-fundraising' ) ),
				'message'              => self::donor_message(),
				'dedicationType'       => self::dedication_type(),
				'dedicationName'       => self::dedication_name(),
			),
			__( 'A completed donation.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The donor's words of support as the public sees them. */
	private static function donor_message(): array {
		return Schema::string( __( 'The donor’s words of support (plain text, line breaks kept); empty when none was left or an administrator hid it.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> The kind of a gift's dedication as the public sees it. */
	public static function dedication_type(): array {
		return Schema::enum( array( '', 'honour', 'memory' ), __( 'The gift is dedicated “in honour of” (honour) or “in memory of” (memory) someone; empty when it is not, or an administrator hid the donor’s words.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> The name a gift is dedicated to. */
	public static function dedication_name(): array {
		return Schema::string( __( 'The name the gift is dedicated to (plain text); empty as dedicationType.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> TopDonor. */
	public static function top_donor(): array {
		return Schema::shape(
			array(
				'name'   => self::donor_name(),
				'amount' => Schema::money( __( 'Total given.', 'p2p-fundraising' ) ),
			),
			__( 'A donor and what they gave.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> Sponsor. */
	public static function sponsor(): array {
		return Schema::shape(
			array(
				'id'            => Schema::id( __( 'Sponsor id.', 'p2p-fundraising' ) ),
				'sponsor_image' => Schema::string( __( 'Logo URL.', 'p2p-fundraising' ) ),
				'sponsor_name'  => Schema::string( __( 'Sponsor name.', 'p2p-fundraising' ) ),
				'sponsor_url'   => Schema::string( __( 'Sponsor website.', 'p2p-fundraising' ) ),
			),
			__( 'A sponsor.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> { fundraiser, team } of the current user, each null when none. */
	public static function fundraiser_info(): array {
		return Schema::shape(
			array(
				'fundraiser'       => Schema::nullable(
					Schema::shape(
						array(
							'id'              => Schema::id( __( 'Fundraiser id.', 'p2p-fundraising' ) ),
							'fundraiser_name' => Schema::string( __( 'Fundraiser name.', 'p2p-fundraising' ) ),
							'profile_image'   => self::picture(),
							'amount_raised'   => self::raised(),
							'url'             => self::fundraiser_page(),
						),
						__( 'Your fundraiser page in this campaign, or null.', 'p2p-fundraising' )
					)
				),
				'team'             => Schema::nullable(
					Schema::shape(
						array(
							'id'              => Schema::id( __( 'Team id.', 'p2p-fundraising' ) ),
							'name'            => Schema::string( __( 'Team name.', 'p2p-fundraising' ) ),
							'profile_image'   => self::picture(),
							'members'         => self::members(),
							'url'             => self::team_page(),
							'captain_user_id' => Schema::optional_id( __( 'User id of the captain.', 'p2p-fundraising' ) ),
						),
						__( 'Your team in this campaign, or null.', 'p2p-fundraising' )
					)
				),
				'registration_fee' => Schema::nullable(
					Schema::shape(
						array(
							'status'         => Schema::enum( array( 'pending', 'due' ), __( 'pending: your page waits for the online payment; due: paid on the day.', 'p2p-fundraising' ) ),
							'amount'         => Schema::money( __( 'The fee in the currency\'s major unit.', 'p2p-fundraising' ) ),
							'type_name'      => Schema::string( __( 'The participant type it is the fee of, or empty.', 'p2p-fundraising' ) ),
							'can_pay_online' => Schema::boolean( __( 'Whether POST /pay-registration-fee may open a Stripe Checkout page for it now.', 'p2p-fundraising' ) ),
						),
						__( 'Your registration fee still to pay, or null.', 'p2p-fundraising' )
					)
				),
			),
			__( 'Your part in the campaign.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> { firstName, lastName, email } of the current user. */
	public static function user_info(): array {
		return Schema::shape(
			array(
				'firstName' => Schema::string( __( 'First name.', 'p2p-fundraising' ) ),
				'lastName'  => Schema::string( __( 'Last name.', 'p2p-fundraising' ) ),
				'email'     => Schema::string( __( 'E-mail address.', 'p2p-fundraising' ) ),
			),
			__( 'You, as the registration forms are filled in with.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> Health of GET /health (decision 0069). */
	public static function health(): array {
		$age = Schema::nullable( Schema::count( __( 'Seconds, or null for none.', 'p2p-fundraising' ) ) );
		return Schema::shape(
			array(
				'status'       => Schema::enum( array( 'ok', 'degraded', 'down' ), __( 'ok; degraded when the object cache does not return what was stored (the node still serves exact figures); down when the database does not answer (HTTP 503).', 'p2p-fundraising' ) ),
				'database'     => Schema::boolean( __( 'Whether the database answers.', 'p2p-fundraising' ) ),
				'object_cache' => Schema::nullable(
					Schema::shape(
						array(
							'persistent' => Schema::boolean( __( 'Whether a persistent object cache (Redis, Memcached) is in use.', 'p2p-fundraising' ) ),
							'consistent' => Schema::boolean( __( 'Whether it returned a value just stored.', 'p2p-fundraising' ) ),
						),
						__( 'The object cache (null when the database is down).', 'p2p-fundraising' )
					)
				),
				'schema'       => Schema::nullable(
					Schema::shape(
						array(
							'code'    => Schema::string( __( 'Schema version of the plugin code.', 'p2p-fundraising' ) ),
							'stored'  => Schema::string( __( 'Schema version stored in the database.', 'p2p-fundraising' ) ),
							'pending' => Schema::boolean( __( 'Whether an upgrade is pending.', 'p2p-fundraising' ) ),
						),
						__( 'The database schema (null when the database is down).', 'p2p-fundraising' )
					)
				),
				'mail_queue'   => Schema::nullable(
					Schema::shape(
						array(
							'queued'            => Schema::count( __( 'E-mails waiting to be sent.', 'p2p-fundraising' ) ),
							'oldest_queued_age' => $age,
							'last_drain_age'    => $age,
						),
						__( 'The e-mail queue: its depth, the age of its oldest row and the seconds since its worker last ran (null when the database is down).', 'p2p-fundraising' )
					)
				),
			),
			__( 'The health of this server for load balancers and monitoring.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> { nonce } of GET /nonce (decision 0026). */
	public static function nonce(): array {
		return Schema::shape(
			array( 'nonce' => Schema::string( __( 'A fresh REST nonce (X-WP-Nonce) for the visitor, or for the user of a valid logged-in cookie.', 'p2p-fundraising' ) ) ),
			__( 'A new session key for the API client.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The badges a fundraiser earned, in order. */
	public static function badges(): array {
		return Schema::list_of(
			Schema::shape(
				array(
					'id'    => Schema::string( __( 'Badge id (first_donation, halfway, goal_reached, top_ten, team_captain, or one a filter adds).', 'p2p-fundraising' ) ),
					'label' => Schema::string( __( 'Name of the badge.', 'p2p-fundraising' ) ),
				),
				__( 'A badge.', 'p2p-fundraising' )
			),
			__( 'Badges earned.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> MyDonor: one donation on the fundraiser's dashboard, never an address. */
	public static function my_donor(): array {
		return Schema::shape(
			array(
				'id'             => Schema::id( __( 'Donation id.', 'p2p-fundraising' ) ),
				'donorName'      => self::donor_name(),
				'isAnonymous'    => Schema::boolean( __( 'Whether the donor asked not to be named.', 'p2p-fundraising' ) ),
				'amount'         => Schema::money( __( 'Amount.', 'p2p-fundraising' ) ),
				'date'           => Schema::date_or_empty( __( 'When it was given (GMT, ISO 8601).', 'p2p-fundraising' ) ),
				'fundraiserName' => Schema::string( __( 'Name of the credited fundraiser, empty for a gift to the team.', 'p2p-fundraising' ) ),
				'isThanked'      => Schema::boolean( __( 'Whether the donor was thanked for it.', 'p2p-fundraising' ) ),
				'canThank'       => Schema::boolean( __( 'Whether you can thank the donor for it by e-mail now.', 'p2p-fundraising' ) ),
				'optedOut'       => Schema::boolean( __( 'Whether the donor asked not to receive e-mails from fundraisers.', 'p2p-fundraising' ) ),
				'wantsUpdates'   => Schema::boolean( __( 'Whether the donor asked for updates.', 'p2p-fundraising' ) ),
				'message'        => self::donor_message(),
				'dedicationType' => self::dedication_type(),
				'dedicationName' => self::dedication_name(),
			),
			__( 'A donation to you or your team.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> Update: a post on a fundraiser or team page. */
	public static function update(): array {
		return Schema::shape(
			array(
				'id'       => Schema::id( __( 'Update id.', 'p2p-fundraising' ) ),
				'text'     => Schema::string( __( 'The update (plain text).', 'p2p-fundraising' ) ),
				'image'    => self::picture(),
				'date'     => Schema::date_or_empty( __( 'When it was posted (GMT, ISO 8601).', 'p2p-fundraising' ) ),
				'isHidden' => Schema::boolean( __( 'Whether an administrator hid it from visitors.', 'p2p-fundraising' ) ),
				'canEdit'  => Schema::boolean( __( 'Whether you wrote it and may edit it.', 'p2p-fundraising' ) ),
			),
			__( 'An update.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The captain's view of their team. */
	public static function team_dashboard(): array {
		return Schema::shape(
			array(
				'team'        => Schema::shape(
					array(
						'id'     => Schema::id( __( 'Team id.', 'p2p-fundraising' ) ),
						'name'   => Schema::string( __( 'Team name.', 'p2p-fundraising' ) ),
						'amount' => self::raised(),
						'goal'   => self::goal(),
						'url'    => self::team_page(),
					),
					__( 'The team you captain.', 'p2p-fundraising' )
				),
				'members'     => Schema::list_of(
					Schema::shape(
						array(
							'id'            => Schema::id( __( 'Fundraiser id.', 'p2p-fundraising' ) ),
							'name'          => Schema::string( __( 'Fundraiser name.', 'p2p-fundraising' ) ),
							'profile_image' => self::picture(),
							'amount_raised' => self::raised(),
							'goal'          => self::goal(),
							'isCaptain'     => Schema::boolean( __( 'Whether this member is the captain.', 'p2p-fundraising' ) ),
						),
						__( 'A member with their totals.', 'p2p-fundraising' )
					),
					__( 'The members.', 'p2p-fundraising' )
				),
				'invitations' => Schema::list_of(
					Schema::shape(
						array(
							'id'        => Schema::id( __( 'Invitation id.', 'p2p-fundraising' ) ),
							'email'     => Schema::string( __( 'The address you invited.', 'p2p-fundraising' ) ),
							'sentAt'    => Schema::date_or_empty( __( 'When it was last sent (GMT, ISO 8601), empty when never.', 'p2p-fundraising' ) ),
							'expiresAt' => Schema::date_or_empty( __( 'When it expires (GMT, ISO 8601), empty when never.', 'p2p-fundraising' ) ),
						),
						__( 'An invitation not yet accepted.', 'p2p-fundraising' )
					),
					__( 'Pending invitations.', 'p2p-fundraising' )
				),
			),
			__( 'Your team, its members and pending invitations.', 'p2p-fundraising' )
		);
	}

	/**
	 * The body of an action that answers what it did and a message: { ...keys, message }.
	 *
	 * @param string                              $title Name of the action.
	 * @param array<string, array<string, mixed>> $keys  What it answers besides the message.
	 * @return array<string, mixed>
	 */
	public static function done( string $title, array $keys ): array {
		return Schema::response( $title, $keys + array( 'message' => self::message() ) );
	}

	/** @return array<string, mixed> The sentence to show. */
	public static function message(): array {
		return Schema::string( __( 'What to show the user.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Who may join a team. */
	private static function access(): array {
		return Schema::enum( array( 'public', 'private' ), __( 'Who may join: public or private (invite only).', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Amount raised. */
	private static function raised(): array {
		return Schema::money( __( 'Amount raised.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Share of the goal raised. */
	public static function percentage(): array {
		return Schema::number( __( 'Share of the goal raised, in percent (may exceed 100).', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> A goal. */
	private static function goal(): array {
		return Schema::money( __( 'Goal in the campaign currency.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Number of members. */
	private static function members(): array {
		return Schema::count( __( 'Number of members.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Picture URL. */
	private static function picture(): array {
		return Schema::string( __( 'Address of the picture, empty for none.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Donation form URL. */
	private static function donation_form(): array {
		return Schema::url_or_empty( __( 'Address of the donation form.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Team page URL. */
	private static function team_page(): array {
		return Schema::url_or_empty( __( 'Address of the team page.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Fundraiser page URL. */
	private static function fundraiser_page(): array {
		return Schema::url_or_empty( __( 'Address of the fundraiser page.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> A donor's public name. */
	private static function donor_name(): array {
		return Schema::string( __( 'Donor name, or “Anonymous”.', 'p2p-fundraising' ) );
	}
}
