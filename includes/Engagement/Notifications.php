<?php
/**
 * What puts automatic e-mails into the queue.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\MilestoneRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to the plugin's own actions (a completed donation, a new fundraiser) and to the daily
 * cron event, and only enqueues: nothing here sends mail or makes a request wait for it. A failure
 * to enqueue never breaks the donation or the registration that triggered it.
 */
final class Notifications {

	/** Percentages of the goal that are announced once each. */
	public const MILESTONES = array( 25, 50, 75, 100 );

	/** Most nudges and summaries one daily run enqueues. */
	public const DAILY_LIMIT = 500;

	/** Hooks the listeners. */
	public static function register(): void {
		add_action( 'p2p_fundraising_donation_completed', array( self::class, 'donation_completed' ) );
		add_action( 'p2p_fundraising_fundraiser_created', array( self::class, 'fundraiser_created' ) );
	}

	/**
	 * "You received a donation" to the fundraiser it is credited to, and the milestones it reached.
	 *
	 * @param mixed $donation The donation row.
	 */
	public static function donation_completed( $donation ): void {
		if ( ! is_array( $donation ) || empty( $donation['fundraiser_id'] ) ) {
			return;
		}
		self::safely(
			static function () use ( $donation ): void {
				$fundraiser = ( new FundraiserRepository() )->find( (int) $donation['fundraiser_id'] );
				if ( null === $fundraiser ) {
					return;
				}
				// A sponsor's match (never announced today, decision 0038) is not a donor to name:
				// only the milestones it helped to reach count.
				if ( DonationRepository::KIND_MATCH !== ( $donation['kind'] ?? DonationRepository::KIND_GIFT ) ) {
					MailQueue::enqueue( EmailTemplates::DONATION_RECEIVED, (int) $fundraiser['user_id'], (int) $fundraiser['id'], array( 'donation_id' => (int) $donation['id'] ) + self::figures( $fundraiser ) );
				}
				self::milestones( $fundraiser );
			}
		);
	}

	/**
	 * Records every milestone the fundraiser's stored total has reached and announces the highest
	 * one this call recorded. The unique key of the milestones table makes each one happen once,
	 * also when two donations cross it at the same moment; one donation that jumps from 20 % to
	 * 80 % sends one e-mail (75 %), not three.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row (read after the donation counted).
	 */
	public static function milestones( array $fundraiser ): void {
		$goal = (float) $fundraiser['goal'];
		if ( $goal <= 0 ) {
			return;
		}
		$percent    = (float) $fundraiser['raised_amount'] / $goal * 100;
		$repository = new MilestoneRepository();
		$newest     = 0;
		foreach ( self::MILESTONES as $milestone ) {
			if ( $percent + 1e-9 >= $milestone && $repository->claim( (int) $fundraiser['id'], (string) $milestone ) ) {
				$newest = $milestone;
			}
		}
		if ( $newest > 0 ) {
			MailQueue::enqueue( EmailTemplates::MILESTONE, (int) $fundraiser['user_id'], (int) $fundraiser['id'], array( 'milestone' => $newest ) + self::figures( $fundraiser ) );
		}
	}

	/**
	 * The fundraiser's figures at the moment of the event, kept in the queued row: the e-mail says
	 * what was true when it happened, not what is true when WP-Cron sends it (a later gift or a
	 * raised goal changes nothing in it; decision 0061). Formatted when sending, in the site's
	 * money format.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row, read right after the event.
	 * @return array{raised: float, goal: float}
	 */
	private static function figures( array $fundraiser ): array {
		return array(
			'raised' => (float) $fundraiser['raised_amount'],
			'goal'   => (float) $fundraiser['goal'],
		);
	}

	/**
	 * The welcome e-mail of a new fundraiser.
	 *
	 * @param mixed $fundraiser_id New fundraiser's id.
	 */
	public static function fundraiser_created( $fundraiser_id ): void {
		self::safely(
			static function () use ( $fundraiser_id ): void {
				$fundraiser = ( new FundraiserRepository() )->find( (int) $fundraiser_id );
				if ( null !== $fundraiser ) {
					MailQueue::enqueue( EmailTemplates::WELCOME, (int) $fundraiser['user_id'], (int) $fundraiser['id'], self::figures( $fundraiser ) );
				}
			}
		);
	}

	/**
	 * The daily run: a nudge to fundraisers without a donation for N days (once per N days) and
	 * the captains' weekly summary (once per ISO week).
	 */
	public static function daily(): void {
		self::safely(
			static function (): void {
				$repository = new MilestoneRepository();
				$days       = EmailTemplates::all()['nudge_days'];
				if ( EmailTemplates::get( EmailTemplates::NUDGE )['enabled'] ) {
					$period = 'nudge-' . intdiv( time(), $days * DAY_IN_SECONDS );
					foreach ( $repository->quiet_fundraisers( $days, self::DAILY_LIMIT ) as $quiet ) {
						if ( $repository->claim( $quiet['id'], $period ) ) {
							MailQueue::enqueue( EmailTemplates::NUDGE, $quiet['user_id'], $quiet['id'], array( 'days' => $days ) );
						}
					}
				}
				if ( EmailTemplates::get( EmailTemplates::TEAM_SUMMARY )['enabled'] ) {
					$week = 'summary-' . gmdate( 'oW' );
					foreach ( $repository->captains( self::DAILY_LIMIT ) as $captain ) {
						if ( $repository->claim( $captain['fundraiser_id'], $week . '-' . $captain['team_id'] ) ) {
							MailQueue::enqueue( EmailTemplates::TEAM_SUMMARY, $captain['user_id'], $captain['fundraiser_id'], array( 'team_id' => $captain['team_id'] ) );
						}
					}
				}
			}
		);
	}

	/**
	 * Runs $work; a database failure is logged, never passed on to the request that triggered it.
	 *
	 * @param callable $work Work.
	 */
	private static function safely( callable $work ): void {
		try {
			$work();
		} catch ( \RuntimeException $exception ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an e-mail could not be queued; the donation stands.
			error_log( 'P2P Fundraising: could not queue an e-mail: ' . $exception->getMessage() );
		}
	}
}
