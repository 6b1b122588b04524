<?php
/**
 * A mail row's claim and outcome survive a refused statement: two drains at once (cron on two
 * nodes) can deadlock on the queue's status index, and a drain that died on the outcome after
 * sending left its row `sending`, to be sent again once stuck (bench:cluster saw it once).
 * Outside a test transaction, so that Transaction::run() retries as in production.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DatabaseError;
use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Database\Schema;

final class MailQueueLockTest extends \PHPUnit\Framework\TestCase {

	use OtherSession;

	/** @var \mysqli|null */
	private $other;

	/** @var int[] */
	private $retried = array();

	/** @var int */
	private $row = 0;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Fail fast instead of the server's 50 s: a blocked statement gives up after one second.
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = 1' );
		$wpdb->insert(
			Schema::table( 'mail_queue' ),
			array(
				'kind'       => 'lock_test',
				'payload'    => '{}',
				'status'     => MailQueueRepository::STATUS_QUEUED,
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$this->row     = (int) $wpdb->insert_id;
		$this->retried = array();
		add_action( 'p2p_fundraising_transaction_retry', array( $this, 'let_go' ), 10, 2 );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_action( 'p2p_fundraising_transaction_retry', array( $this, 'let_go' ), 10 );
		if ( null !== $this->other ) {
			$this->other->rollback();
			$this->other->close();
			$this->other = null;
		}
		$wpdb->delete( Schema::table( 'mail_queue' ), array( 'id' => $this->row ) );
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = DEFAULT' );
		parent::tearDown();
	}

	/** The other session lets go of the row while the refused attempt is rolled back. */
	public function let_go( int $attempt, DatabaseError $error ): void {
		$this->retried[] = $error->errno();
		$this->other->rollback();
	}

	/** Another session holds the row's lock, as a second drain's statement would. */
	private function hold_the_row(): void {
		$this->other = $this->open_other_session();
		$this->other->begin_transaction();
		$this->other->query( 'SELECT id FROM ' . Schema::table( 'mail_queue' ) . " WHERE id = {$this->row} FOR UPDATE" );
	}

	private function status(): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT status FROM ' . Schema::table( 'mail_queue' ) . ' WHERE id = %d', $this->row ) );
	}

	public function test_a_refused_claim_runs_again_and_claims_the_row_once(): void {
		$this->hold_the_row();
		$claimed = ( new MailQueueRepository() )->claim( $this->row );

		$this->assertSame( array( DatabaseError::LOCK_WAIT_TIMEOUT ), $this->retried, 'one refusal, one retry' );
		$this->assertNotNull( $claimed );
		$this->assertSame( 1, $claimed['attempts'], 'counted once, not once per attempt' );
		$this->assertSame( MailQueueRepository::STATUS_SENDING, $this->status() );
	}

	public function test_a_refused_outcome_runs_again_so_a_sent_row_is_not_left_sending(): void {
		$queue = new MailQueueRepository();
		$this->assertNotNull( $queue->claim( $this->row ) );
		$this->hold_the_row();
		$queue->finish( $this->row, MailQueueRepository::STATUS_SENT );

		$this->assertSame( array( DatabaseError::LOCK_WAIT_TIMEOUT ), $this->retried, 'one refusal, one retry' );
		$this->assertSame( MailQueueRepository::STATUS_SENT, $this->status() );
	}
}
