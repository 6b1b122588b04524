<?php
/**
 * The e-mail queue: requests enqueue, WP-Cron sends.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

use P2PFundraising\Database\MailQueueRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A donation (or a registration) only inserts a row; the cron event `p2p_fundraising_send_mail`
 * sends what is queued, every five minutes and, after each enqueue, once as soon as WP-Cron next
 * runs (docs/decisions/0030). `MailQueue::drain()` sends synchronously (tests, or a site's own
 * worker). A failed send is retried on the next runs, at most MAX_ATTEMPTS times; so is a row
 * whose worker died while sending it (decision 0068).
 */
final class MailQueue {

	public const HOOK         = 'p2p_fundraising_send_mail';
	public const DAILY_HOOK   = 'p2p_fundraising_daily_mail';
	public const INTERVAL     = 'p2p_fundraising_five_minutes';
	public const BATCH        = 50;
	public const MAX_ATTEMPTS = 3;

	/** Seconds after which a row still `sending` is taken for lost (PHPMailer's SMTP timeout is 300 s). */
	public const STUCK_AFTER = 15 * MINUTE_IN_SECONDS;

	/** Option: when a drain last ran (Unix time), for Site Health and the health endpoint. */
	public const LAST_DRAIN_OPTION = 'p2p_fundraising_last_mail_drain';

	/** Hooks the schedule, the worker and the daily checks. */
	public static function register(): void {
		add_filter( 'cron_schedules', array( self::class, 'add_interval' ) ); // phpcs:ignore WordPress.WP.CronInterval.ChangeDetected -- five minutes on purpose.
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( self::DAILY_HOOK, array( Notifications::class, 'daily' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
	}

	/**
	 * The five-minute interval.
	 *
	 * @param array<string, array{interval: int, display: string}> $schedules WordPress's intervals.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public static function add_interval( $schedules ): array {
		$schedules                   = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::INTERVAL ] = array(
			'interval' => 5 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every five minutes', 'p2p-fundraising' ),
		);
		return $schedules;
	}

	/** Makes sure both recurring events are scheduled (cheap: reads the cron option). */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, self::INTERVAL, self::HOOK );
		}
		if ( ! wp_next_scheduled( self::DAILY_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::DAILY_HOOK );
		}
	}

	/** Removes the events (plugin deactivation). */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
		wp_clear_scheduled_hook( self::HOOK, array( 'soon' ) );
		wp_clear_scheduled_hook( self::DAILY_HOOK );
	}

	/**
	 * Queues one e-mail (not when its kind is switched off), and asks WP-Cron to send soon.
	 *
	 * @param string               $kind          Template kind.
	 * @param int                  $user_id       Recipient account.
	 * @param int                  $fundraiser_id Fundraiser it is about.
	 * @param array<string, mixed> $payload       What the template needs.
	 */
	public static function enqueue( string $kind, int $user_id, int $fundraiser_id, array $payload = array() ): int {
		if ( ! EmailTemplates::get( $kind )['enabled'] || $user_id <= 0 ) {
			return 0;
		}
		$id = ( new MailQueueRepository() )->insert( $kind, $user_id, $fundraiser_id, $payload );
		if ( ! wp_next_scheduled( self::HOOK, array( 'soon' ) ) ) {
			wp_schedule_single_event( time(), self::HOOK, array( 'soon' ) );
		}
		return $id;
	}

	/**
	 * Queues the e-mail of an update to one donor who asked for updates (the address is read
	 * from the donation when sending).
	 *
	 * @param int $update_id   Update id.
	 * @param int $donation_id The donor's latest donation to the update's page.
	 */
	public static function enqueue_donor_update( int $update_id, int $donation_id ): int {
		$id = ( new MailQueueRepository() )->insert(
			MailComposer::DONOR_UPDATE,
			0,
			0,
			array(
				'update_id'   => $update_id,
				'donation_id' => $donation_id,
			)
		);
		if ( ! wp_next_scheduled( self::HOOK, array( 'soon' ) ) ) {
			wp_schedule_single_event( time(), self::HOOK, array( 'soon' ) );
		}
		return $id;
	}

	/**
	 * Queues a donor's receipt (the address and the figures are read from the donation, which
	 * does not change, when sending; the number was issued when the gift completed).
	 *
	 * @param int $donation_id Completed donation.
	 * @param int $receipt_id  Its receipt's number.
	 */
	public static function enqueue_donor_receipt( int $donation_id, int $receipt_id ): int {
		$id = ( new MailQueueRepository() )->insert(
			EmailTemplates::DONOR_RECEIPT,
			0,
			0,
			array(
				'donation_id' => $donation_id,
				'receipt_id'  => $receipt_id,
			)
		);
		if ( ! wp_next_scheduled( self::HOOK, array( 'soon' ) ) ) {
			wp_schedule_single_event( time(), self::HOOK, array( 'soon' ) );
		}
		return $id;
	}

	/**
	 * Queues the one e-mail to the person a dedication names (the address and the words are read
	 * from the donation when sending; DedicationMail claimed it on the donation first).
	 *
	 * @param int $donation_id Completed dedicated donation.
	 */
	public static function enqueue_dedication_notice( int $donation_id ): int {
		$id = ( new MailQueueRepository() )->insert( EmailTemplates::DEDICATION_NOTICE, 0, 0, array( 'donation_id' => $donation_id ) );
		if ( ! wp_next_scheduled( self::HOOK, array( 'soon' ) ) ) {
			wp_schedule_single_event( time(), self::HOOK, array( 'soon' ) );
		}
		return $id;
	}

	/** The cron callback (its argument, 'soon' or none, does not matter). */
	public static function run(): void {
		self::drain();
	}

	/**
	 * Sends up to $limit queued e-mails now; returns how many were sent.
	 *
	 * @param int $limit At most this many.
	 */
	public static function drain( int $limit = self::BATCH ): int {
		$queue = new MailQueueRepository();
		$sent  = 0;
		update_option( self::LAST_DRAIN_OPTION, time(), false );
		$queue->release_stuck( self::STUCK_AFTER, self::MAX_ATTEMPTS );
		foreach ( $queue->queued_ids( $limit ) as $id ) {
			$row = $queue->claim( $id );
			if ( null === $row ) {
				continue; // Another worker has it.
			}
			$outcome = MailComposer::send( $row );
			if ( MailQueueRepository::STATUS_FAILED === $outcome && $row['attempts'] < self::MAX_ATTEMPTS ) {
				$outcome = MailQueueRepository::STATUS_QUEUED;
			}
			$queue->finish( $id, $outcome );
			if ( MailQueueRepository::STATUS_SENT === $outcome ) {
				++$sent;
			}
		}
		return $sent;
	}
}
