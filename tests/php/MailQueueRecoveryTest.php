<?php
/**
 * An e-mail claimed by a cron worker that died (SIGKILL, a timeout) is not lost: after
 * MailQueue::STUCK_AFTER it goes back to the queue and is sent, and once its attempts are used up
 * it is marked failed, which the queue status reports (issue 26, decision 0068).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Settings;

final class MailQueueRecoveryTest extends WriteTestCase {

	/** A donation to the demo fundraiser queues one "you received a donation" row; its id. */
	private function queued_row(): int {
		( new DonationService() )->record(
			array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ),
				'donor_name'    => 'Kai Killed',
				'donor_email'   => 'kai@example.net',
				'is_anonymous'  => false,
				'amount'        => 10,
				'mode'          => Settings::PAYMENT_MODE_TEST,
			)
		);
		global $wpdb;
		$table = Schema::table( 'mail_queue' );
		$id    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT MAX(id) FROM {$table} WHERE kind = %s", EmailTemplates::DONATION_RECEIVED ) );
		// Whatever else the gift queued (a receipt…) is not this test's row.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'skipped' WHERE status = 'queued' AND id <> %d", $id ) );
		return $id;
	}

	/** The worker that claimed the row was killed $minutes ago. */
	private function claimed_by_a_killed_worker( int $id, int $minutes, int $attempts = 1 ): void {
		global $wpdb;
		$this->assertNotNull( ( new MailQueueRepository() )->claim( $id ) );
		$wpdb->update(
			Schema::table( 'mail_queue' ),
			array(
				'claimed_at' => gmdate( 'Y-m-d H:i:s', time() - $minutes * MINUTE_IN_SECONDS ),
				'attempts'   => $attempts,
			),
			array( 'id' => $id )
		);
	}

	private function status_of( int $id ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT status FROM ' . Schema::table( 'mail_queue' ) . ' WHERE id = %d', $id ) );
	}

	public function test_a_row_left_sending_by_a_killed_worker_is_sent_once_it_is_stuck(): void {
		$id = $this->queued_row();
		$this->claimed_by_a_killed_worker( $id, 5 );
		$this->assertSame( 0, MailQueue::drain(), 'a send in progress is left alone' );
		$this->assertSame( MailQueueRepository::STATUS_SENDING, $this->status_of( $id ) );

		$this->claimed_by_a_killed_worker_long_ago( $id );
		$this->assertSame( 1, MailQueue::drain() );
		$this->assertSame( MailQueueRepository::STATUS_SENT, $this->status_of( $id ) );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 0, MailQueue::drain(), 'sent once' );
	}

	public function test_a_stuck_row_whose_attempts_are_used_up_fails_and_is_reported(): void {
		$id = $this->queued_row();
		$this->claimed_by_a_killed_worker( $id, 20, MailQueue::MAX_ATTEMPTS );
		$failed_before = ( new MailQueueRepository() )->status()['counts']['failed'];

		MailQueue::drain();
		$this->assertSame( MailQueueRepository::STATUS_FAILED, $this->status_of( $id ) );
		$this->assertCount( 0, $this->mails );
		$this->assertSame( $failed_before + 1, ( new MailQueueRepository() )->status()['counts']['failed'] );
	}

	public function test_a_drain_records_when_it_ran(): void {
		delete_option( MailQueue::LAST_DRAIN_OPTION );
		MailQueue::drain();
		$this->assertEqualsWithDelta( time(), (int) get_option( MailQueue::LAST_DRAIN_OPTION ), 5 );
	}

	/** Moves the claim of a row already `sending` 20 minutes back. */
	private function claimed_by_a_killed_worker_long_ago( int $id ): void {
		global $wpdb;
		$wpdb->update( Schema::table( 'mail_queue' ), array( 'claimed_at' => gmdate( 'Y-m-d H:i:s', time() - 20 * MINUTE_IN_SECONDS ) ), array( 'id' => $id ) );
	}
}
