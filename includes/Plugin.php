<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

use P2PFundraising\Admin\AdminPage;
use P2PFundraising\Database\Schema;
use P2PFundraising\Frontend\CampaignPage;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Frontend\Rewrite;

defined( 'ABSPATH' ) || exit;

/**
 * Boot: hooks only, no work at load time.
 */
final class Plugin {

	/** REST controllers, one per resource. */
	private const CONTROLLERS = array(
		Rest\CampaignsController::class,
		Rest\DonationsController::class,
		Rest\TeamsController::class,
		Rest\FundraisersController::class,
		Rest\SponsorsController::class,
		Rest\NonceController::class,
		Rest\UsersController::class,
		Rest\RegistrationController::class,
		Rest\RegistrationOptionsController::class,
		Rest\RegistrationFeeController::class,
		Rest\AccountController::class,
		Rest\ProfileController::class,
		Rest\FundraiserPageController::class,
		Rest\TeamWriteController::class,
		Rest\JoinTeamController::class,
		Rest\MyDonorsController::class,
		Rest\UpdatesController::class,
		Rest\CaptainController::class,
		Rest\GoalController::class,
		Rest\ReturnController::class,
		Rest\ActivityController::class,
		Rest\Admin\ActivityController::class,
		Rest\Admin\UpdatesController::class,
		Rest\Admin\EmailSettingsController::class,
		Rest\Admin\CampaignsController::class,
		Rest\Admin\ReturnInvitationsController::class,
		Rest\Admin\TeamsController::class,
		Rest\Admin\FundraisersController::class,
		Rest\Admin\DonationsController::class,
		Rest\Admin\DonorsController::class,
		Rest\Admin\SponsorsController::class,
		Rest\Admin\RegistrationOptionsController::class,
		Rest\Admin\RegistrationsController::class,
		Rest\Admin\ExportController::class,
		Rest\Admin\DashboardController::class,
		Rest\Admin\MatchesController::class,
		Rest\Admin\BulkModerationController::class,
		Rest\Admin\SettingsController::class,
		Rest\Admin\PaymentSettingsController::class,
		Rest\StripeWebhookController::class,
		Rest\HealthController::class,
	);

	/** Registers every hook. */
	public static function boot(): void {
		add_action( 'plugins_loaded', array( Schema::class, 'maybe_upgrade' ) );
		BundledTranslations::register();
		add_action( 'rest_api_init', array( self::class, 'register_rest_routes' ) );
		add_filter( 'rest_request_after_callbacks', array( Rest\Errors::class, 'explain_invalid_params' ), 10, 3 );
		add_filter( 'rest_pre_serve_request', array( Rest\Admin\ExportController::class, 'serve_csv' ), 10, 2 );
		Security\RequestGuard::register();
		Accounts\MailboxProof::register();
		Accounts\FundraiserToolbar::register();

		Rewrite::register();
		CampaignPage::register();
		Frontend\SocialMeta::register();
		DonationForm::register();
		Campaigns\CampaignEnder::register();
		Payments\Receipt::register();
		Engagement\DedicationMail::register();
		Payments\PaymentSettings::register();
		Privacy\PersonalData::register();
		Blocks\Blocks::register();
		Registration\RegistrationOptions::register();
		Engagement\MailQueue::register();
		Engagement\Notifications::register();
		Engagement\Unsubscribe::register();
		Engagement\Badges::register();
		Health\SiteHealth::register();
		// Expired rate-limit counts and form memories (decision 0066) go once a day.
		add_action(
			Engagement\MailQueue::DAILY_HOOK,
			static function (): void {
				( new Database\ExpiringValues() )->prune();
			}
		);
		// Always: the payment mode also changes through the REST API, outside wp-admin.
		Admin\TestModeNotice::register();
		Admin\StripeVersionNotice::register();
		if ( is_admin() ) {
			AdminPage::register();
		}
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			Cli\Commands::register();
		}
	}

	/** Activation: tables, then rewrite rules (the init hook has not added them yet). */
	public static function activate(): void {
		Schema::install();
		Admin\Capability::grant();
		Rewrite::add_rules();
		flush_rewrite_rules( false );
	}

	/** Registers the REST routes of every controller. */
	public static function register_rest_routes(): void {
		foreach ( self::CONTROLLERS as $controller ) {
			( new $controller() )->register_routes();
		}
	}
}
