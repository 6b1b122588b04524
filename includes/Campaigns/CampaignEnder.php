<?php
/**
 * Moves campaigns past their end date to the status `ended`.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Campaigns;

use P2PFundraising\Database\CampaignRepository;

defined( 'ABSPATH' ) || exit;

/**
 * An hourly WP-Cron event sets `ended` on active campaigns whose end date has passed, so the
 * admin list and filters say so. Donations and sign-ups do not wait for it: CampaignSchedule
 * refuses them from the first second after the end date (docs/decisions/0032).
 */
final class CampaignEnder {

	public const HOOK = 'p2p_fundraising_end_campaigns';

	/** Hooks the event and schedules it once. */
	public static function register(): void {
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
	}

	/** Schedules the hourly event when it is not yet. */
	public static function schedule(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 60, 'hourly', self::HOOK );
		}
	}

	/** Removes the event (deactivation, uninstall). */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Ends every active campaign whose end date is before today (site timezone).
	 *
	 * @return int How many campaigns were ended.
	 */
	public static function run(): int {
		return ( new CampaignRepository() )->end_past( CampaignSchedule::today() );
	}
}
