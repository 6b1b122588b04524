<?php
/**
 * The JSON Schemas of the shapes the administration routes answer with.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Donations\DonationService;
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
				'slug'              => Schema::string(),
				'raised_amount'     => Schema::money(),
				'raised_percentage' => Schema::number(),
				'donations_count'   => Schema::count(),
				'donors_count'      => Schema::count(),
				'teams_count'       => Schema::count(),
				'fundraisers_count' => Schema::count(),
				'created_at'        => Schema::date_or_empty(),
			)
		);
	}

	/** @return array<string, mixed> AdminTeam. */
	public static function team(): array {
		return Schema::shape(
			array(
				'id'              => Schema::id(),
				'name'            => Schema::string(),
				'status'          => Schema::enum( TeamsController::STATUSES ),
				'access'          => Schema::enum( array( 'public', 'private' ) ),
				'goal'            => Schema::money(),
				'story'           => Schema::string(),
				'captain_user_id' => Schema::optional_id(),
				'captain'         => Schema::string(),
				'captain_email'   => Schema::string(),
				'members'         => Schema::count(),
				'amount'          => Schema::money(),
				'donations_count' => Schema::count(),
				'url'             => Schema::url_or_empty(),
				'created_at'      => Schema::date_or_empty(),
			)
		);
	}

	/** @return array<string, mixed> AdminFundraiser. */
	public static function fundraiser(): array {
		return Schema::shape(
			array(
				'id'              => Schema::id(),
				'name'            => Schema::string(),
				'status'          => Schema::enum( TeamsController::STATUSES ),
				'user_id'         => Schema::optional_id(),
				'email'           => Schema::string(),
				'team_id'         => Schema::optional_id(),
				'team'            => Schema::string(),
				'goal'            => Schema::money(),
				'story'           => Schema::string(),
				'amount'          => Schema::money(),
				'donations_count' => Schema::count(),
				'url'             => Schema::url_or_empty(),
				'created_at'      => Schema::date_or_empty(),
			)
		);
	}

	/** @return array<string, mixed> AdminDonation. */
	public static function donation(): array {
		return Schema::shape(
			array(
				'id'                  => Schema::id(),
				'donor_name'          => Schema::string(),
				'donor_email'         => Schema::string(),
				'is_anonymous'        => Schema::boolean(),
				'amount'              => Schema::money(),
				'status'              => Schema::enum( DonationService::STATUSES ),
				'mode'                => Schema::string(),
				'team_id'             => Schema::optional_id(),
				'team'                => Schema::string(),
				'fundraiser_id'       => Schema::optional_id(),
				'fundraiser'          => Schema::string(),
				'created_at'          => Schema::date_or_empty(),
				'completed_at'        => Schema::date_or_empty(),
				'frequency'           => Schema::enum( array( 'once', 'monthly' ) ),
				'fee_amount'          => Schema::money(),
				'subscription_status' => Schema::string(),
			)
		);
	}

	/** @return array<string, mixed> AdminSponsor. */
	public static function sponsor(): array {
		return Schema::shape(
			array(
				'id'         => Schema::id(),
				'name'       => Schema::string(),
				'image_url'  => Schema::string(),
				'url'        => Schema::string(),
				'sort_order' => Schema::count(),
			)
		);
	}

	/** @return array<string, mixed> { deleted: true, id } of a removal. */
	public static function deleted(): array {
		return Schema::shape(
			array(
				'deleted' => Schema::boolean(),
				'id'      => Schema::id(),
			)
		);
	}

	/** @return array<string, mixed> The payment settings (secrets only masked). */
	public static function payment_settings(): array {
		return Schema::shape(
			array(
				'mode'                  => Schema::enum( Settings::PAYMENT_MODES ),
				'publishable_key'       => Schema::string(),
				'secret_key_masked'     => Schema::string(),
				'webhook_secret_masked' => Schema::string(),
				'currency'              => array(
					'type'    => 'string',
					'pattern' => '^[A-Z]{3}$',
				),
				'currency_format'       => Schema::shape(
					array(
						'currencySymbol'     => Schema::string(),
						'currencyPosition'   => Schema::enum( array( 'before', 'after' ) ),
						'decimalSeparator'   => Schema::string(),
						'thousandsSeparator' => Schema::string(),
					)
				),
				'zero_decimal'          => Schema::boolean(),
				'fee_percent'           => Schema::number(),
				'fee_fixed'             => Schema::number(),
				'webhook_url'           => Schema::url_or_empty(),
			)
		);
	}

	/** @return array<string, mixed> What "Test connection" found. */
	public static function connection(): array {
		return Schema::shape(
			array(
				'ok'       => Schema::boolean(),
				'account'  => Schema::string(),
				'livemode' => Schema::boolean(),
				'message'  => Schema::string(),
			)
		);
	}
}
