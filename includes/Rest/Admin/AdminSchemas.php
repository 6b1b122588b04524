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
				'raised_amount'     => self::raised(),
				'raised_percentage' => Schemas::percentage(),
				'donations_count'   => self::donations_count(),
				'donors_count'      => Schema::count( __( 'Number of donors.', 'p2p-fundraising' ) ),
				'teams_count'       => Schema::count( __( 'Number of teams.', 'p2p-fundraising' ) ),
				'fundraisers_count' => Schema::count( __( 'Number of fundraisers.', 'p2p-fundraising' ) ),
				'created_at'        => self::created(),
			),
			__( 'A campaign with its figures.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> AdminTeam. */
	public static function team(): array {
		return Schema::shape(
			array(
				'id'              => Schema::id( __( 'Team id.', 'p2p-fundraising' ) ),
				'name'            => Schema::string( __( 'Team name.', 'p2p-fundraising' ) ),
				'status'          => Schema::enum( TeamsController::STATUSES, __( 'Team status.', 'p2p-fundraising' ) ),
				'access'          => Schema::enum( array( 'public', 'private' ), __( 'Who may join: public or private (invite only).', 'p2p-fundraising' ) ),
				'goal'            => self::goal(),
				'story'           => Schema::string( __( 'Story.', 'p2p-fundraising' ) ),
				'captain_user_id' => Schema::optional_id( __( 'User id of the captain.', 'p2p-fundraising' ) ),
				'captain'         => Schema::string( __( 'Name of the captain.', 'p2p-fundraising' ) ),
				'captain_email'   => Schema::string( __( 'E-mail address of the captain.', 'p2p-fundraising' ) ),
				'members'         => Schema::count( __( 'Number of members.', 'p2p-fundraising' ) ),
				'amount'          => self::raised(),
				'donations_count' => self::donations_count(),
				'url'             => Schema::url_or_empty( __( 'Address of the team page.', 'p2p-fundraising' ) ),
				'created_at'      => self::created(),
			),
			__( 'A team, as administrators see it.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> AdminFundraiser. */
	public static function fundraiser(): array {
		return Schema::shape(
			array(
				'id'              => Schema::id( __( 'Fundraiser id.', 'p2p-fundraising' ) ),
				'name'            => Schema::string( __( 'Fundraiser name.', 'p2p-fundraising' ) ),
				'status'          => Schema::enum( TeamsController::STATUSES, __( 'Page status.', 'p2p-fundraising' ) ),
				'user_id'         => Schema::optional_id( __( 'User id of the fundraiser.', 'p2p-fundraising' ) ),
				'email'           => Schema::string( __( 'E-mail address of the fundraiser.', 'p2p-fundraising' ) ),
				'team_id'         => Schema::optional_id( __( 'Team id, 0 for none.', 'p2p-fundraising' ) ),
				'team'            => Schema::string( __( 'Team name, empty for none.', 'p2p-fundraising' ) ),
				'goal'            => self::goal(),
				'story'           => Schema::string( __( 'Story.', 'p2p-fundraising' ) ),
				'amount'          => self::raised(),
				'donations_count' => self::donations_count(),
				'url'             => Schema::url_or_empty( __( 'Address of the fundraiser page.', 'p2p-fundraising' ) ),
				'created_at'      => self::created(),
			),
			__( 'A fundraiser, as administrators see them.', 'p2p-fundraising' )
		);
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
				'updates_opt_in'      => Schema::boolean( __( 'Whether the donor asked for updates from the team or fundraiser.', 'p2p-fundraising' ) ),
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
}
