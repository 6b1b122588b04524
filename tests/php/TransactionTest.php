<?php
/**
 * No database failure passes for success: Query throws where $wpdb returns false or null, and a
 * transaction whose work ignored a failed statement rolls back instead of committing.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DatabaseError;
use P2PFundraising\Database\Query;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\Transaction;

final class TransactionTest extends PluginTestCase {

	/** @var bool */
	private $suppressed;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->suppressed = $wpdb->suppress_errors( true );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->suppress_errors( $this->suppressed );
		parent::tearDown();
	}

	public function test_a_failed_read_throws_where_wpdb_would_answer_null(): void {
		global $wpdb;
		$sql = 'SELECT id FROM ' . Schema::table( 'no_such_table' ) . ' LIMIT 1';
		$this->assertNull( $wpdb->get_var( $sql ), 'what $wpdb does: a failure looks like "no row"' );

		$this->expectException( DatabaseError::class );
		$this->expectExceptionMessage( 'no_such_table' );
		Query::value( $sql );
	}

	public function test_a_failed_write_throws_with_the_servers_message(): void {
		try {
			Query::insert( Schema::table( 'sponsors' ), array( 'no_such_column' => 1 ) );
			$this->fail( 'expected the insert to be refused' );
		} catch ( DatabaseError $error ) {
			$this->assertStringContainsString( 'no_such_column', $error->getMessage() );
			$this->assertFalse( $error->is_transient(), 'a mistake is not worth running again' );
		}
	}

	public function test_work_that_ignores_a_failed_statement_is_rolled_back_not_committed(): void {
		global $wpdb;
		$sponsors = Schema::table( 'sponsors' );
		try {
			Transaction::run(
				static function () use ( $wpdb, $sponsors ): void {
					$wpdb->insert( $sponsors, array( 'campaign_id' => 0, 'name' => 'Half-written sponsor' ) );
					// A statement whose false nobody checks, as $wpdb allows.
					$wpdb->query( 'UPDATE ' . Schema::table( 'no_such_table' ) . ' SET x = 1' );
				}
			);
			$this->fail( 'expected the ignored failure to surface' );
		} catch ( DatabaseError $error ) {
			$this->assertStringContainsString( 'no_such_table', $error->getMessage() );
		}
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$sponsors} WHERE name = %s", 'Half-written sponsor' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_work_without_failures_is_kept_and_its_result_returned(): void {
		global $wpdb;
		$sponsors = Schema::table( 'sponsors' );
		$id       = Transaction::run(
			static function () use ( $sponsors ): int {
				return Query::insert( $sponsors, array( 'campaign_id' => 0, 'name' => 'Kept sponsor' ) );
			}
		);
		$this->assertSame( 'Kept sponsor', $wpdb->get_var( $wpdb->prepare( "SELECT name FROM {$sponsors} WHERE id = %d", $id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_after_commit_work_runs_once_stored_and_keyed_work_once_per_unit(): void {
		$ran  = array();
		$note = static function ( string $what ) use ( &$ran ): callable {
			return static function () use ( $what, &$ran ): void {
				$ran[] = $what;
			};
		};
		Transaction::run(
			static function () use ( $note, &$ran ): void {
				Transaction::after_commit( $note( 'plain' ) );
				Transaction::after_commit( $note( 'plain' ) );
				Transaction::after_commit( $note( 'campaign 7, first' ), 'read_cache:7' );
				Transaction::after_commit( $note( 'campaign 7, again' ), 'read_cache:7' );
				Transaction::after_commit( $note( 'campaign 8' ), 'read_cache:8' );
				self::assertSame( array(), $ran, 'Nothing runs before the unit is stored.' );
			}
		);
		$this->assertSame( array( 'plain', 'plain', 'campaign 7, first', 'campaign 8' ), $ran );
	}
}
