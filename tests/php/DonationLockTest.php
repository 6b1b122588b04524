<?php
/**
 * A donation is never lost to a lock: a deadlock or a lock-wait timeout runs the whole unit of
 * work again, and when the retries run out the caller (and the donation form) gets an error.
 *
 * These tests need real, outermost transactions (a retry happens only there) and a second
 * database connection that sees committed data, so they do not run inside the per-test
 * transaction of TestCase: each cleans up after itself and the demo data is seeded afresh after
 * the class.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DatabaseError;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Settings;

final class DonationLockTest extends \PHPUnit\Framework\TestCase {

	use DemoLookups;
	use OtherSession;

	/** @var \mysqli|null The other session (an admin's long transaction, say). */
	private $other;

	/** @var array<int, int> Error numbers of the attempts that were retried. */
	private $retried = array();

	/** @var callable|null What to do when a retry is announced. */
	private $on_retry;

	public static function tearDownAfterClass(): void {
		wp_cache_flush();
		DemoData::reset();
		wp_cache_flush();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		wp_set_current_user( 0 );
		wp_cache_flush();
		// Fail fast instead of the server's 50 s: a blocked statement gives up after one second.
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = 1' );
		$this->retried  = array();
		$this->on_retry = null;
		add_action( 'p2p_fundraising_transaction_retry', array( $this, 'record_retry' ), 10, 2 );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_action( 'p2p_fundraising_transaction_retry', array( $this, 'record_retry' ), 10 );
		if ( null !== $this->other ) {
			$this->other->close();
			$this->other = null;
		}
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = DEFAULT' );
		parent::tearDown();
	}

	/** @internal Hooked on p2p_fundraising_transaction_retry. */
	public function record_retry( int $attempt, DatabaseError $error ): void {
		$this->retried[] = $error->errno();
		if ( null !== $this->on_retry ) {
			( $this->on_retry )( $attempt );
		}
	}

	public function test_a_lock_wait_timeout_is_retried_and_the_donation_is_stored(): void {
		$campaign = $this->campaign_id();
		$this->hold_campaign_row( $campaign );
		// The other session lets go while the first attempt is being rolled back.
		$this->on_retry = function (): void {
			$this->other->rollback();
		};

		$id = $this->give( $campaign, 'patient@example.net' );

		$this->assertSame( array( DatabaseError::LOCK_WAIT_TIMEOUT ), $this->retried, 'one timeout, one retry' );
		$this->assertSame( 'completed', $this->donation_status( $id ) );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_a_deadlock_victim_is_run_again_and_the_donation_is_stored(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$other    = $this->other_session();
		$other->query( 'SET SESSION innodb_lock_wait_timeout = 10' );
		$other->begin_transaction();
		// The other session locks every donation of the campaign (and weighs more than the
		// donation, so InnoDB picks the donation as the deadlock victim)...
		$other->query( 'UPDATE ' . Schema::table( 'donations' ) . " SET created_at = created_at + INTERVAL 1 SECOND WHERE campaign_id = {$campaign}" );
		$this->assertGreaterThan( 2, $other->affected_rows, 'the demo campaign has donations' );

		// ...and, once the donation holds the campaign's row and wants a donation lock, asks for
		// the campaign's row: each waits for the other.
		$sent  = false;
		$cross = static function ( $query ) use ( &$sent, $other, $campaign ) {
			if ( ! $sent && 0 === strpos( ltrim( (string) $query ), 'INSERT INTO `' . Schema::table( 'donations' ) ) ) {
				$sent = true;
				$other->query( 'SELECT id FROM ' . Schema::table( 'campaigns' ) . " WHERE id = {$campaign} FOR UPDATE", MYSQLI_ASYNC );
				usleep( 200000 ); // let the other session's request reach the lock queue first
			}
			return $query;
		};
		add_filter( 'query', $cross );
		$this->on_retry = static function () use ( $other ): void {
			$other->reap_async_query();
			$other->rollback();
		};
		try {
			$id = $this->give( $campaign, 'deadlocked@example.net' );
		} finally {
			remove_filter( 'query', $cross );
		}

		$this->assertTrue( $sent );
		$this->assertSame( array( DatabaseError::DEADLOCK ), $this->retried, 'the victim ran again once' );
		$this->assertSame( 'completed', $this->donation_status( $id ) );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . ' WHERE donor_email = %s', 'deadlocked@example.net' ) ), 'stored once, not once per attempt' );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_a_completion_credits_the_team_the_pledge_has_once_it_holds_the_lock(): void {
		$campaign = $this->campaign_id();
		$from     = $this->team_id( 'Blue Wave Runners' );
		$to       = $this->team_id( 'River Keepers' );
		$id       = ( new DonationRepository() )->insert(
			array(
				'campaign_id' => $campaign,
				'team_id'     => $from,
				'donor_name'  => 'Moved Pledge',
				'donor_email' => 'moved@example.net',
				'amount'      => 25,
				'mode'        => Settings::PAYMENT_MODE_TEST,
			)
		);
		// An administrator moves the pledge to another team and commits after the completion has
		// first read it, just before the completion takes the campaign's lock.
		$other = $this->other_session();
		$moved = false;
		$move  = static function ( $query ) use ( &$moved, $other, $id, $to ) {
			if ( ! $moved && preg_match( '/^SELECT id FROM \S+campaigns WHERE id = \d+ FOR UPDATE$/', trim( (string) $query ) ) ) {
				$moved = true;
				$other->query( 'UPDATE ' . Schema::table( 'donations' ) . " SET team_id = {$to} WHERE id = {$id}" );
			}
			return $query;
		};
		add_filter( 'query', $move );
		try {
			$this->assertTrue( ( new DonationService() )->complete( $id ) );
		} finally {
			remove_filter( 'query', $move );
		}

		$this->assertTrue( $moved );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_when_the_retries_run_out_the_caller_gets_the_error_and_nothing_is_stored(): void {
		$campaign = $this->campaign_id();
		$before   = $this->totals( 'campaigns', $campaign );
		$this->hold_campaign_row( $campaign );

		try {
			$this->give( $campaign, 'unlucky@example.net' );
			$this->fail( 'expected the lock-wait timeout to surface' );
		} catch ( DatabaseError $error ) {
			$this->assertTrue( $error->is_transient() );
		}

		$this->assertSame( array_fill( 0, Transaction::MAX_ATTEMPTS - 1, DatabaseError::LOCK_WAIT_TIMEOUT ), $this->retried, 'bounded retries' );
		$this->other->rollback();
		$this->assertSame( 0, $this->donations_from( 'unlucky@example.net' ) );
		$this->assertSame( $before, $this->totals( 'campaigns', $campaign ) );
	}

	public function test_inside_a_callers_transaction_a_lock_timeout_propagates_without_a_retry(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->hold_campaign_row( $campaign );
		$wpdb->query( 'START TRANSACTION' ); // someone else's transaction: ours becomes a savepoint
		try {
			$this->give( $campaign, 'nested@example.net' );
			$this->fail( 'expected the lock-wait timeout to surface' );
		} catch ( DatabaseError $error ) {
			$this->assertSame( DatabaseError::LOCK_WAIT_TIMEOUT, $error->errno() );
		} finally {
			$wpdb->query( 'ROLLBACK' );
			$this->other->rollback();
		}
		$this->assertSame( array(), $this->retried, 'only the owner of the outer transaction can run it again' );
		$this->assertSame( 0, $this->donations_from( 'nested@example.net' ) );
	}

	public function test_the_form_answers_an_error_with_the_donors_values_instead_of_a_redirect(): void {
		$campaign = $this->campaign_id();
		$this->hold_campaign_row( $campaign );

		$response = ( new DonationForm() )->handle(
			$campaign,
			array(),
			array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $campaign ) ),
				'amount'                  => '37',
				'first_name'              => 'Ada',
				'last_name'               => 'Busy',
				'email'                   => 'ada.busy@example.net',
			)
		);

		$this->other->rollback();
		$this->assertSame( 503, $response['status'] );
		$this->assertArrayNotHasKey( 'redirect', $response );
		$this->assertStringContainsString( 'could not be saved', $response['html'] );
		$this->assertStringContainsString( 'value="ada.busy@example.net"', $response['html'], 'the donor keeps what they typed' );
		$this->assertStringContainsString( 'value="Busy"', $response['html'] );
		$this->assertSame( 0, $this->donations_from( 'ada.busy@example.net' ) );
	}

	/** Records a test-mode donation to the campaign. */
	private function give( int $campaign, string $email ): int {
		return ( new DonationService() )->record(
			array(
				'campaign_id' => $campaign,
				'donor_name'  => 'Lock Test',
				'donor_email' => $email,
				'amount'      => 15,
				'mode'        => Settings::PAYMENT_MODE_TEST,
			)
		);
	}

	/** Another session takes the campaign's row lock and keeps it until rolled back. */
	private function hold_campaign_row( int $campaign ): void {
		$other = $this->other_session();
		$other->begin_transaction();
		$other->query( 'SELECT id FROM ' . Schema::table( 'campaigns' ) . " WHERE id = {$campaign} FOR UPDATE" );
	}

	/** A second connection to the test database, closed in tearDown(). */
	private function other_session(): \mysqli {
		$this->other = $this->open_other_session();
		return $this->other;
	}

	private function donation_status( int $id ): ?string {
		global $wpdb;
		return $wpdb->get_var( $wpdb->prepare( 'SELECT status FROM ' . Schema::table( 'donations' ) . ' WHERE id = %d', $id ) );
	}

	private function donations_from( string $email ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . ' WHERE donor_email = %s', $email ) );
	}
}
