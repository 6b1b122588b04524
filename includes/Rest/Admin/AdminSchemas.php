<?php
/**
 * The JSON Schemas of the shapes the administration routes answer with.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\UpdateRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Rest\Schema;
use P2PFundraising\Rest\Schemas;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One method per shape of AdminSerializer (and the settings screens), key by key.
 */
final class AdminSchemas {

	/** @return array<string, mixed> AdminCampaign: a Campaign with its figures. */
	public static function campaign(): array {
		return Schema::shape(
			Schemas::campaign_properties() + array(
				'slug'              => Schema::string( __( 'Address of the campaign below /campaigns/.', 'p2p-fundraising' ) ),
				'moderation'        => Schema::enum( array( 'auto', 'manual' ), __( 'New teams and fundraisers: auto (live at once) or manual (pending until approved).', 'p2p-fundraising' ) ),
				'raised_amount'     => self::raised(),
				'raised_percentage' => Schemas::percentage(),
				'donations_count'   => self::donations_count(),
				'donors_count'      => Schema::count( __( 'Number of donors.', 'p2p-fundraising' ) ),
				'teams_count'       => Schema::count( __( 'Number of teams.', 'p2p-fundraising' ) ),
				'fundraisers_count' => Schema::count( __( 'Number of fundraisers.', 'p2p-fundraising' ) ),
				'created_at'        => self::created(),
				'previous_campaign_id' => Schema::count( __( 'Last year’s edition this campaign was copied from, or 0.', 'p2p-fundraising' ) ),
			),
			__( 'A campaign with its figures.', 'p2p-fundraising' )
		);
	}

	/**
	 * AdminTeam: a list row carries story_excerpt, the detail and the answer of a save also the
	 * whole story.
	 *
	 * @param bool $whole_story Whether `story` is part of it.
	 * @return array<string, mixed>
	 */
	public static function team( bool $whole_story = true ): array {
		return self::with_story(
			array(
				'id'              => Schema::id( __( 'Team id.', 'p2p-fundraising' ) ),
				'name'            => Schema::string( __( 'Team name.', 'p2p-fundraising' ) ),
				'status'          => Schema::enum( TeamsController::STATUSES, __( 'Team status.', 'p2p-fundraising' ) ),
				'access'          => Schema::enum( array( 'public', 'private' ), __( 'Who may join: public or private (invite only).', 'p2p-fundraising' ) ),
				'goal'            => self::goal(),
				'story_excerpt'   => self::story_excerpt(),
				'captain_user_id' => Schema::optional_id( __( 'User id of the captain.', 'p2p-fundraising' ) ),
				'captain'         => Schema::string( __( 'Name of the captain.', 'p2p-fundraising' ) ),
				'captain_email'   => Schema::string( __( 'E-mail address of the captain.', 'p2p-fundraising' ) ),
				'members'         => Schema::count( __( 'Number of members.', 'p2p-fundraising' ) ),
				'amount'          => self::raised(),
				'donations_count' => self::donations_count(),
				'url'             => Schema::url_or_empty( __( 'Address of the team page.', 'p2p-fundraising' ) ),
				'created_at'      => self::created(),
			),
			__( 'A team, as administrators see it.', 'p2p-fundraising' ),
			$whole_story
		);
	}

	/**
	 * AdminFundraiser: a list row carries story_excerpt, the detail and the answer of a save also
	 * the whole story.
	 *
	 * @param bool $whole_story Whether `story` is part of it.
	 * @return array<string, mixed>
	 */
	public static function fundraiser( bool $whole_story = true ): array {
		return self::with_story(
			array(
				'id'                => Schema::id( __( 'Fundraiser id.', 'p2p-fundraising' ) ),
				'name'              => Schema::string( __( 'Fundraiser name.', 'p2p-fundraising' ) ),
				'status'            => Schema::enum( TeamsController::STATUSES, __( 'Page status.', 'p2p-fundraising' ) ),
				'user_id'           => Schema::optional_id( __( 'User id of the fundraiser.', 'p2p-fundraising' ) ),
				'email'             => Schema::string( __( 'E-mail address of the fundraiser.', 'p2p-fundraising' ) ),
				'team_id'           => Schema::optional_id( __( 'Team id, 0 for none.', 'p2p-fundraising' ) ),
				'team'              => Schema::string( __( 'Team name, empty for none.', 'p2p-fundraising' ) ),
				'goal'              => self::goal(),
				'story_excerpt'     => self::story_excerpt(),
				'amount'            => self::raised(),
				'donations_count'   => self::donations_count(),
				'url'               => Schema::url_or_empty( __( 'Address of the fundraiser page.', 'p2p-fundraising' ) ),
				'created_at'        => self::created(),
				'registration_type' => Schema::string( __( 'Name of the participant type the fundraiser registered as, empty for none.', 'p2p-fundraising' ) ),
				'activity'          => Schema::number( __( 'Activity total in the campaign\'s unit (0 when it tracks none).', 'p2p-fundraising' ) ),
			),
			__( 'A fundraiser, as administrators see them.', 'p2p-fundraising' ),
			$whole_story
		);
	}

	/**
	 * A shape, with the whole story or without.
	 *
	 * @param array<string, array<string, mixed>> $properties  Properties but the story.
	 * @param string                              $description What it is.
	 * @param bool                                $whole_story Whether `story` is part of it.
	 * @return array<string, mixed>
	 */
	private static function with_story( array $properties, string $description, bool $whole_story ): array {
		if ( $whole_story ) {
			$properties['story'] = Schema::string( __( 'Story.', 'p2p-fundraising' ) );
		}
		return Schema::shape( $properties, $description );
	}

	/** @return array<string, mixed> The start of a story, as the admin lists show it. */
	private static function story_excerpt(): array {
		return Schema::string( __( 'The story\'s first 200 characters (with "…" when it goes on).', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> AdminDonation. */
	public static function donation(): array {
		return Schema::shape(
			array(
				'id'                  => Schema::id( __( 'Donation id.', 'p2p-fundraising' ) ),
				'donor_name'          => Schema::string( __( 'Donor name.', 'p2p-fundraising' ) ),
				'donor_email'         => Schema::string( __( 'Donor e-mail.', 'p2p-fundraising' ) ),
				'is_anonymous'        => Schema::boolean( __( 'Whether the donor asked not to be named.', 'p2p-fundraising' ) ),
				'amount'              => Schema::money( __( 'Amount.', 'p2p-fundraising' ) ),
				'status'              => Schema::enum( DonationService::STATUSES, __( 'Donation status.', 'p2p-fundraising' ) ),
				'mode'                => Schema::string( __( 'Payment mode it was made in.', 'p2p-fundraising' ) ),
				'team_id'             => Schema::optional_id( __( 'Credited team (0: none).', 'p2p-fundraising' ) ),
				'team'                => Schema::string( __( 'Name of the credited team.', 'p2p-fundraising' ) ),
				'fundraiser_id'       => Schema::optional_id( __( 'Credited fundraiser (0: none).', 'p2p-fundraising' ) ),
				'fundraiser'          => Schema::string( __( 'Name of the credited fundraiser.', 'p2p-fundraising' ) ),
				'created_at'          => self::created(),
				'completed_at'        => Schema::date_or_empty( __( 'When it was completed (GMT, ISO 8601), empty until then.', 'p2p-fundraising' ) ),
				'frequency'           => Schema::enum( array( 'once', 'monthly' ), __( 'One-time or monthly.', 'p2p-fundraising' ) ),
				'fee_amount'          => Schema::money( __( 'Part of the amount that covers the processing fee.', 'p2p-fundraising' ) ),
				'subscription_status' => Schema::string( __( 'State of the monthly gift (active, cancelled), empty for a one-time gift.', 'p2p-fundraising' ) ),
				'kind'                => Schema::enum( array( 'gift', 'match' ), __( 'A donor’s gift, or a sponsor’s match of one.', 'p2p-fundraising' ) ),
				'matched_donation_id' => Schema::optional_id( __( 'The gift a match matches (0 for a gift).', 'p2p-fundraising' ) ),
				'updates_opt_in'      => Schema::boolean( __( 'Whether the donor asked for updates from the team or fundraiser.', 'p2p-fundraising' ) ),
				'message'             => Schema::string( __( 'The donor’s words of support (plain text), also while hidden.', 'p2p-fundraising' ) ),
				'message_hidden'      => Schema::boolean( __( 'Whether an administrator hid the message from every page and e-mail.', 'p2p-fundraising' ) ),
				'dedication_type'     => Schema::enum( array( '', 'honour', 'memory' ), __( 'In honour (honour) or in memory (memory) of someone; empty without a dedication. Hidden with the message.', 'p2p-fundraising' ) ),
				'dedication_name'     => Schema::string( __( 'The name the gift is dedicated to, also while hidden.', 'p2p-fundraising' ) ),
				'dedication_notified' => Schema::boolean( __( 'Whether the one e-mail to the person the donor named was queued.', 'p2p-fundraising' ) ),
			),
			__( 'A donation, as administrators see it.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> AdminUpdate. */
	public static function update(): array {
		return Schema::shape(
			array(
				'id'          => Schema::id( __( 'Update id.', 'p2p-fundraising' ) ),
				'author_type' => Schema::enum( UpdateRepository::TYPES, __( 'Whether a fundraiser posted it on their page or a captain on the team’s.', 'p2p-fundraising' ) ),
				'entity_id'   => Schema::id( __( 'Id of the fundraiser or team whose page shows it.', 'p2p-fundraising' ) ),
				'entity_name' => Schema::string( __( 'Name of that fundraiser or team (empty in the answer to hiding or showing).', 'p2p-fundraising' ) ),
				'text'        => Schema::string( __( 'The update (plain text).', 'p2p-fundraising' ) ),
				'image'       => Schema::string( __( 'Address of the picture, empty for none.', 'p2p-fundraising' ) ),
				'status'      => Schema::enum( array( UpdateRepository::STATUS_VISIBLE, UpdateRepository::STATUS_HIDDEN ), __( 'Whether visitors see it.', 'p2p-fundraising' ) ),
				'created_at'  => self::created(),
			),
			__( 'An update, as administrators see it.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The automatic e-mails' templates and the nudge delay. */
	public static function email_settings(): array {
		return Schema::shape(
			array(
				'templates' => Schema::list_of(
					Schema::shape(
						array(
							'kind'           => Schema::enum( EmailTemplates::KINDS, __( 'Which e-mail.', 'p2p-fundraising' ) ),
							'audience'       => Schema::enum( array( EmailTemplates::AUDIENCE_FUNDRAISER, EmailTemplates::AUDIENCE_DONOR ), __( 'Who receives it.', 'p2p-fundraising' ) ),
							'label'          => Schema::string( __( 'Name of the e-mail.', 'p2p-fundraising' ) ),
							'enabled'        => Schema::boolean( __( 'Whether it is sent.', 'p2p-fundraising' ) ),
							'subject'        => Schema::string( __( 'Subject.', 'p2p-fundraising' ) ),
							'body'           => Schema::string( __( 'Text.', 'p2p-fundraising' ) ),
							'defaultSubject' => Schema::string( __( 'The default subject, in the site language.', 'p2p-fundraising' ) ),
							'defaultBody'    => Schema::string( __( 'The default text, in the site language.', 'p2p-fundraising' ) ),
							'placeholders'   => Schema::list_of( Schema::string( __( 'A placeholder, written {name} in the text.', 'p2p-fundraising' ) ), __( 'Placeholders the e-mail may use.', 'p2p-fundraising' ) ),
						),
						__( 'One automatic e-mail.', 'p2p-fundraising' )
					),
					__( 'Every automatic e-mail.', 'p2p-fundraising' )
				),
				'nudgeDays' => Schema::described(
					array(
						'type'    => 'integer',
						'minimum' => EmailSettingsController::MIN_NUDGE_DAYS,
						'maximum' => EmailSettingsController::MAX_NUDGE_DAYS,
					),
					__( 'Days without a donation before the nudge.', 'p2p-fundraising' )
				),
				'receipt'   => Schema::shape(
					array(
						'organisation'        => Schema::string( __( 'The organisation receipts name (empty: the site name).', 'p2p-fundraising' ) ),
						'organisationDefault' => Schema::string( __( 'The name used when none is set: the site name.', 'p2p-fundraising' ) ),
						'taxText'             => Schema::string( __( 'The tax wording every receipt prints.', 'p2p-fundraising' ) ),
					),
					__( 'What donor receipts print.', 'p2p-fundraising' )
				),
			),
			__( 'The automatic e-mails.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> AdminSponsor. */
	public static function sponsor(): array {
		return Schema::shape(
			array(
				'id'         => Schema::id( __( 'Sponsor id.', 'p2p-fundraising' ) ),
				'name'       => Schema::string( __( 'Sponsor name.', 'p2p-fundraising' ) ),
				'image_url'  => Schema::string( __( 'Logo URL.', 'p2p-fundraising' ) ),
				'url'        => Schema::string( __( 'Sponsor website.', 'p2p-fundraising' ) ),
				'sort_order' => Schema::count( __( 'Position in the display order.', 'p2p-fundraising' ) ),
			),
			__( 'A sponsor.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> { deleted: true, id } of a removal. */
	public static function deleted(): array {
		return Schema::shape(
			array(
				'deleted' => Schema::boolean( __( 'Whether it was removed.', 'p2p-fundraising' ) ),
				'id'      => Schema::id( __( 'Id of what was removed.', 'p2p-fundraising' ) ),
			),
			__( 'What was removed.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The payment settings (secrets only masked). */
	public static function payment_settings(): array {
		return Schema::shape(
			array(
				'mode'                  => Schema::enum( Settings::PAYMENT_MODES, __( 'Payment mode.', 'p2p-fundraising' ) ),
				'publishable_key'       => Schema::string( __( 'Stripe publishable key.', 'p2p-fundraising' ) ),
				'secret_key_masked'     => Schema::string( __( 'The saved secret key, masked; empty when none is saved.', 'p2p-fundraising' ) ),
				'webhook_secret_masked' => Schema::string( __( 'The saved webhook signing secret, masked; empty when none is saved.', 'p2p-fundraising' ) ),
				'currency'              => Schema::described(
					array(
						'type'    => 'string',
						'pattern' => '^[A-Z]{3}$',
					),
					__( 'ISO 4217 currency code.', 'p2p-fundraising' )
				),
				'currency_format'       => Schema::shape(
					array(
						'currencySymbol'     => Schema::string( __( 'Currency symbol.', 'p2p-fundraising' ) ),
						'currencyPosition'   => Schema::enum( array( 'before', 'after' ), __( 'Whether the symbol comes before or after the amount.', 'p2p-fundraising' ) ),
						'decimalSeparator'   => Schema::string( __( 'Decimal separator.', 'p2p-fundraising' ) ),
						'thousandsSeparator' => Schema::string( __( 'Thousands separator.', 'p2p-fundraising' ) ),
					),
					__( 'How amounts in this currency are written.', 'p2p-fundraising' )
				),
				'zero_decimal'          => Schema::boolean( __( 'Whether the currency has no cents (whole amounts only).', 'p2p-fundraising' ) ),
				'fee_percent'           => Schema::number( __( 'Processing fee percentage a donor may cover.', 'p2p-fundraising' ) ),
				'fee_fixed'             => Schema::number( __( 'Fixed processing fee per payment a donor may cover.', 'p2p-fundraising' ) ),
				'webhook_url'           => Schema::url_or_empty( __( 'Address to give Stripe for its webhook.', 'p2p-fundraising' ) ),
			),
			__( 'The payment settings; secrets are never shown in full.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> What "Test connection" found. */
	public static function connection(): array {
		return Schema::shape(
			array(
				'ok'       => Schema::boolean( __( 'Whether Stripe accepted the saved secret key.', 'p2p-fundraising' ) ),
				'account'  => Schema::string( __( 'Name of the Stripe account.', 'p2p-fundraising' ) ),
				'livemode' => Schema::boolean( __( 'Whether the key moves real money.', 'p2p-fundraising' ) ),
				'message'  => Schema::string( __( 'What to show the administrator.', 'p2p-fundraising' ) ),
			),
			__( 'The Stripe account the saved key belongs to.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> Amount raised. */
	private static function raised(): array {
		return Schema::money( __( 'Amount raised.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> A goal. */
	private static function goal(): array {
		return Schema::money( __( 'Goal in the campaign currency.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Completed donations. */
	private static function donations_count(): array {
		return Schema::count( __( 'Number of completed donations.', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> Creation time. */
	private static function created(): array {
		return Schema::date_or_empty( __( 'When it was created (GMT, ISO 8601).', 'p2p-fundraising' ) );
	}

	/** @return array<string, mixed> AdminDashboard (decision 0033). */
	public static function dashboard(): array {
		$amount  = __( 'Amount raised.', 'p2p-fundraising' );
		$gifts   = __( 'Number of donations (sponsors’ matches not counted).', 'p2p-fundraising' );
		$ranked  = Schema::list_of(
			Schema::shape(
				array(
					'id'        => Schema::id( __( 'Team or fundraiser id.', 'p2p-fundraising' ) ),
					'name'      => Schema::string( __( 'Its name.', 'p2p-fundraising' ) ),
					'status'    => Schema::string( __( 'Its status.', 'p2p-fundraising' ) ),
					'amount'    => Schema::money( $amount ),
					'donations' => Schema::count( $gifts ),
				),
				__( 'One of the ten that raised most in the period.', 'p2p-fundraising' )
			),
			__( 'At most ten, by amount raised.', 'p2p-fundraising' )
		);
		$figures = array(
			'raised'             => Schema::money( __( 'Amount raised, all time.', 'p2p-fundraising' ) ),
			'goal'               => Schema::money( __( 'Campaign goal.', 'p2p-fundraising' ) ),
			'raised_percentage'  => Schemas::percentage(),
			'donations'          => Schema::count( $gifts ),
			'donors'             => Schema::count( __( 'Number of donors.', 'p2p-fundraising' ) ),
			'average'            => Schema::money( __( 'Average gift, without sponsors’ matches.', 'p2p-fundraising' ) ),
			'matched'            => Schema::money( __( 'What sponsors’ matches gave.', 'p2p-fundraising' ) ),
			'period_raised'      => Schema::money( __( 'Amount raised in the period.', 'p2p-fundraising' ) ),
			'period_donations'   => Schema::count( __( 'Donations in the period.', 'p2p-fundraising' ) ),
			'period_donors'      => Schema::count( __( 'Donors who gave in the period.', 'p2p-fundraising' ) ),
			'period_average'     => Schema::money( __( 'Average gift in the period, without sponsors’ matches.', 'p2p-fundraising' ) ),
			'teams'              => Schema::count( __( 'Number of teams.', 'p2p-fundraising' ) ),
			'fundraisers'        => Schema::count( __( 'Number of fundraisers.', 'p2p-fundraising' ) ),
			'active_fundraisers' => Schema::count( __( 'Fundraisers with at least one completed donation.', 'p2p-fundraising' ) ),
			'recurring_donors'   => Schema::count( __( 'Donors with a completed monthly gift.', 'p2p-fundraising' ) ),
		);
		return Schema::shape(
			array(
				'period'          => Schema::enum( array( '7', '30', '90', 'all' ), __( 'The period shown.', 'p2p-fundraising' ) ),
				'from'            => Schemas::day( __( 'First day of the period.', 'p2p-fundraising' ) ),
				'to'              => Schemas::day( __( 'Last day of the period (today).', 'p2p-fundraising' ) ),
				'figures'         => Schema::shape( $figures, __( 'Headline figures.', 'p2p-fundraising' ) ),
				'daily'           => Schema::list_of(
					Schema::shape(
						array(
							'date'       => Schemas::day( __( 'The day.', 'p2p-fundraising' ) ),
							'amount'     => Schema::money( $amount ),
							'donations'  => Schema::count( $gifts ),
							'cumulative' => Schema::money( __( 'Total raised by the end of the day.', 'p2p-fundraising' ) ),
						),
						__( 'One day of the period.', 'p2p-fundraising' )
					),
					__( 'Every day of the period.', 'p2p-fundraising' )
				),
				'sources'         => Schema::list_of(
					Schema::shape(
						array(
							'source'    => Schema::enum( array( 'campaign', 'teams', 'fundraisers' ), __( 'Given to the campaign, a team or a fundraiser.', 'p2p-fundraising' ) ),
							'amount'    => Schema::money( $amount ),
							'donations' => Schema::count( $gifts ),
						),
						__( 'Where the money came from.', 'p2p-fundraising' )
					),
					__( 'The three sources.', 'p2p-fundraising' )
				),
				'top_teams'       => $ranked,
				'top_fundraisers' => $ranked,
				'new_fundraisers' => Schema::list_of(
					Schema::shape(
						array(
							'date'  => Schemas::day( __( 'The day.', 'p2p-fundraising' ) ),
							'count' => Schema::count( __( 'Fundraiser pages created that day.', 'p2p-fundraising' ) ),
						),
						__( 'One day of the period.', 'p2p-fundraising' )
					),
					__( 'Every day of the period.', 'p2p-fundraising' )
				),
			),
			__( 'A campaign’s dashboard for a period.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> AdminMatch, or null (decision 0034). */
	public static function match(): array {
		return Schema::nullable(
			Schema::shape(
				array(
					'id'           => Schema::id( __( 'Match id.', 'p2p-fundraising' ) ),
					'sponsor_id'   => Schema::optional_id( __( 'The sponsor (0 once deleted).', 'p2p-fundraising' ) ),
					'sponsor_name' => Schema::string( __( 'The sponsor who matches.', 'p2p-fundraising' ) ),
					'ratio'        => Schema::number( __( 'What the sponsor gives for each 1 given.', 'p2p-fundraising' ) ),
					'cap'          => Schema::money( __( 'The most the sponsor gives in all.', 'p2p-fundraising' ) ),
					'matched'      => Schema::money( __( 'What the sponsor has given so far.', 'p2p-fundraising' ) ),
					'start_date'   => Schemas::day( __( 'First day of the match (YYYY-MM-DD).', 'p2p-fundraising' ) ),
					'end_date'     => Schemas::day( __( 'Last day of the match (YYYY-MM-DD).', 'p2p-fundraising' ) ),
					'status'       => Schema::enum( array( 'active', 'stopped' ), __( 'Whether the match is on.', 'p2p-fundraising' ) ),
					'is_running'   => Schema::boolean( __( 'Whether gifts made today are matched.', 'p2p-fundraising' ) ),
				),
				__( 'The campaign’s matching gift, or null.', 'p2p-fundraising' )
			)
		);
	}

	/** @return array<string, mixed> The result of hiding or showing messages. */
	public static function message_result(): array {
		return Schema::shape(
			array( 'changed' => Schema::count( __( 'How many messages were hidden or shown again.', 'p2p-fundraising' ) ) ),
			__( 'The result of hiding or showing donors’ messages.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> The result of a bulk status change. */
	public static function bulk_result(): array {
		return Schema::shape(
			array( 'changed' => Schema::count( __( 'How many changed status.', 'p2p-fundraising' ) ) ),
			__( 'The result of a bulk change.', 'p2p-fundraising' )
		);
	}
}
