<?php
/**
 * The schema installs once, upgrades idempotently, and indexes what the leaderboards read.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\NamedLock;
use P2PFundraising\Database\Schema;

final class SchemaTest extends PluginTestCase {

	use OtherSession;

	/** @var string[] DDL statements sent while a test watches. */
	private $ddl = array();

	public function block_ddl( $query ) {
		if ( preg_match( '/^\s*(ALTER|CREATE|DROP)\s/i', (string) $query ) ) {
			$this->ddl[] = $query;
			return 'DO 0'; // DDL would commit the test's transaction; record it instead.
		}
		return $query;
	}

	protected function setUp(): void {
		parent::setUp();
		$this->ddl = array();
		add_filter( 'query', array( $this, 'block_ddl' ), 5 );
	}

	protected function tearDown(): void {
		remove_filter( 'query', array( $this, 'block_ddl' ), 5 );
		parent::tearDown();
	}

	public function test_every_table_exists_with_innodb_and_utf8mb4(): void {
		global $wpdb;
		foreach ( Schema::tables() as $table ) {
			$row = $wpdb->get_row( $wpdb->prepare( 'SELECT ENGINE, TABLE_COLLATION FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $table ), ARRAY_A );
			$this->assertNotNull( $row, $table );
			$this->assertSame( 'InnoDB', $row['ENGINE'], $table );
			$this->assertStringStartsWith( 'utf8mb4', $row['TABLE_COLLATION'], $table );
		}
		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
	}

	public function test_running_dbdelta_again_changes_nothing(): void {
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$this->assertSame( array(), dbDelta( Schema::definitions(), false ) );
	}

	public function test_install_again_is_a_no_op(): void {
		$this->assertSame( array(), Schema::install() );
		$this->assertSame( array(), $this->ddl );
		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
	}

	public function test_an_older_version_is_upgraded_once_and_a_current_one_left_alone(): void {
		update_option( Schema::OPTION, '0.9.0' );
		Schema::maybe_upgrade();
		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
		$this->assertSame( array(), $this->ddl, 'the tables were already current' );

		$queries = 0;
		$count   = static function ( $query ) use ( &$queries ) {
			++$queries;
			return $query;
		};
		add_filter( 'query', $count );
		Schema::maybe_upgrade();
		remove_filter( 'query', $count );
		$this->assertSame( 0, $queries, 'a current schema costs no query' );
	}

	public function test_while_another_request_upgrades_a_request_goes_on_without_upgrading(): void {
		$other = $this->open_other_session();
		$lock  = NamedLock::lock_name( Schema::UPGRADE_LOCK );
		$this->assertSame( '1', $other->query( "SELECT GET_LOCK('{$lock}', 0)" )->fetch_row()[0] );
		update_option( Schema::OPTION, '1.7.0' );
		$queries = $this->queries_of( array( Schema::class, 'maybe_upgrade' ) );
		$this->assertSame( '1.7.0', get_option( Schema::OPTION ), 'left to the request that holds the lock' );
		$this->assertSame( array(), preg_grep( '/^\s*(DESCRIBE|SHOW|DELETE|INSERT|UPDATE)\b/i', $queries ), 'no table checked, no migration run' );
		$this->assertFalse( Schema::has( Schema::NAME_GRAMS ), 'reads keep their older paths meanwhile' );
		$this->assertTrue( Schema::has( '1.7.0' ) );

		$other->query( "SELECT RELEASE_LOCK('{$lock}')" );
		$other->close();
		Schema::maybe_upgrade();
		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ), 'the next request upgrades' );
		$this->assertTrue( Schema::has( Schema::NAME_GRAMS ) );
		$probe = $this->open_other_session();
		$this->assertSame( '1', $probe->query( "SELECT IS_FREE_LOCK('{$lock}')" )->fetch_row()[0], 'and lets the lock go' );
		$probe->close();
	}

	public function test_a_request_that_gets_the_lock_after_another_finished_the_upgrade_runs_nothing(): void {
		global $wpdb;
		update_option( Schema::OPTION, '1.7.0' );
		// The other request stored the new version after this one had read its options.
		$wpdb->update( $wpdb->options, array( 'option_value' => Schema::VERSION ), array( 'option_name' => Schema::OPTION ) );
		$this->assertSame( '1.7.0', get_option( Schema::OPTION ), 'this request still sees its own read' );
		$queries = $this->queries_of( array( Schema::class, 'maybe_upgrade' ) );
		$this->assertSame( array(), preg_grep( '/^\s*(DESCRIBE|SHOW|DELETE|INSERT|UPDATE)\b/i', $queries ), 'the stored version is read again under the lock' );
		$this->assertSame( array(), $this->ddl );
	}

	public function test_until_the_upgrade_that_fills_them_is_stored_the_approved_numbers_are_counted(): void {
		global $wpdb;
		$campaign = (int) $wpdb->get_var( 'SELECT id FROM ' . Schema::table( 'campaigns' ) . " WHERE slug = 'demo'" );
		$counted  = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'fundraisers' ) . " WHERE campaign_id = %d AND status = 'approved'", $campaign ) );
		$this->assertGreaterThan( 0, $counted );
		// Mid-upgrade from 1.6: the column exists, the migration has not filled it yet.
		$wpdb->update( Schema::table( 'campaigns' ), array( 'approved_fundraisers' => 0 ), array( 'id' => $campaign ) );
		update_option( Schema::OPTION, '1.6.0' );
		$this->assertSame( $counted, ( new \P2PFundraising\Database\FundraiserRepository() )->count_approved( $campaign ) );
		update_option( Schema::OPTION, Schema::VERSION );
		$this->assertSame( 0, ( new \P2PFundraising\Database\FundraiserRepository() )->count_approved( $campaign ), 'stored: the (here emptied) number' );
	}

	/**
	 * The queries $work sends.
	 *
	 * @return string[]
	 */
	private function queries_of( callable $work ): array {
		$queries = array();
		$record  = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $record );
		try {
			$work();
		} finally {
			remove_filter( 'query', $record );
		}
		return $queries;
	}

	public function test_version_1_6_0_holds_the_engagement_and_the_campaign_operations_changes(): void {
		global $wpdb;
		$this->assertSame( '1.10.6', Schema::VERSION );
		foreach ( array( 'mail_queue', 'milestones', 'updates', 'matches', 'name_grams', 'expiring_values', 'fundraiser_bands', 'donors', 'page_addresses', 'registration_types', 'registration_questions', 'registration_waivers', 'registrations', 'return_invitations', 'activity_entries', 'activity_bands', 'name_gram_counts' ) as $name ) {
			$this->assertContains( Schema::table( $name ), Schema::tables(), $name );
		}
		$expected = array(
			'donations'   => array( 'thanked_at', 'updates_opt_in', 'kind', 'matched_donation_id', 'match_id', 'target_name', 'gateway_invoice', 'message', 'message_hidden', 'dedication_type', 'dedication_name', 'notify_name', 'notify_email', 'notified_at' ), // 1.5.0, 1.6.0, 1.7.0, 1.8.3, 1.9.3, then 1.9.5.
			'campaigns'   => array( 'start_date', 'end_date', 'approved_teams', 'approved_fundraisers', 'change_stamp', 'suggested_amounts', 'activity_unit', 'activity_label', 'activity_goal', 'activity_total', 'previous_campaign_id' ), // ..., 1.9.1, 1.9.6, 1.9.9, then 1.10.1.
			'fundraisers' => array( 'team_name', 'page_address', 'cover_id', 'cover_url', 'activity_total' ), // 1.7.0, 1.9.8, then 1.9.9.
			'teams'       => array( 'activity_total' ), // 1.9.9.
			'name_index'  => array( 'approved', 'raised' ), // 1.10.4.
			'mail_queue'  => array( 'claimed_at' ), // 1.9.1.
			'receipts'    => array( 'resent_at', 'resent_count' ), // 1.9.7.
		);
		foreach ( $expected as $table => $columns ) {
			$present = $wpdb->get_col( 'SHOW COLUMNS FROM ' . Schema::table( $table ) );
			foreach ( $columns as $column ) {
				$this->assertContains( $column, $present, "{$table}.{$column}" );
			}
		}
	}

	public function test_the_leaderboards_and_lists_have_their_indexes(): void {
		global $wpdb;
		$expected = array(
			'teams'       => array( 'leaderboard' => 'campaign_id,status,raised_amount', 'public_leaderboard' => 'campaign_id,status,access,raised_amount' ),
			'fundraisers' => array( 'leaderboard' => 'campaign_id,status,raised_amount', 'team_members' => 'team_id,status,raised_amount', 'campaign_user' => 'campaign_id,user_id' ),
			'donations'   => array( 'campaign_recent' => 'campaign_id,status,created_at', 'team_recent' => 'team_id,status,created_at', 'fundraiser_recent' => 'fundraiser_id,status,created_at', 'campaign_donor' => 'campaign_id,status,donor_email' ),
			'campaigns'   => array( 'slug' => 'slug' ),
		);
		// 1.7.0 (decisions 0039, 0040).
		$expected['fundraisers'] += array( 'admin_team_name' => 'campaign_id,team_name', 'ranking' => 'campaign_id,status,raised_amount,id' );
		$expected['teams']       += array( 'ranking' => 'campaign_id,status,raised_amount,id', 'public_ranking' => 'campaign_id,status,access,raised_amount,id' );
		$expected['donations']   += array( 'admin_target' => 'campaign_id,target_name', 'campaign_kind' => 'campaign_id,kind,status', 'admin_search' => 'donor_name,donor_email' );
		// 1.8.2 (decision 0042): the short-term index, read by range and probed per fundraiser.
		$expected['name_grams'] = array( 'PRIMARY' => 'kind,campaign_id,gram,entity_id', 'entity' => 'kind,entity_id' );
		// 1.8.3 (decision 0046): a renewal is found by its invoice under the campaign's lock.
		$expected['donations'] += array( 'gateway_invoice' => 'gateway_invoice', 'gateway_payment' => 'gateway_payment' );
		// 1.9.7 (decision 0081): the Donors screen's sorts and search.
		$expected['donors'] = array( 'PRIMARY' => 'campaign_id,email_key', 'admin_total' => 'campaign_id,total', 'admin_gifts' => 'campaign_id,gifts', 'admin_last' => 'campaign_id,last_gift_at', 'admin_name' => 'campaign_id,donor_name', 'admin_search' => 'donor_name,donor_email', 'donor_hash' => 'donor_hash' );
		// 1.9.8 (decision 0090): one owner per address and campaign, ever; a person's addresses by fundraiser.
		$expected['page_addresses'] = array( 'PRIMARY' => 'campaign_id,address', 'fundraiser_id' => 'fundraiser_id' );
		// 1.10.0 (decision 0097): one registration per fundraiser, the admin filter by type.
		$expected['registrations'] = array( 'fundraiser_id' => 'fundraiser_id', 'campaign_type' => 'campaign_id,type_id' );
		// 1.10.1 (decision 0103): one invitation per person and target campaign, found by its token's hash.
		$expected['return_invitations'] = array( 'campaign_user' => 'campaign_id,user_id', 'token' => 'token' );
		// 1.10.4 (decision 0113): an address's rows of every campaign, read by each gift to refresh its row across campaigns.
		$expected['donors'] += array( 'email_across' => 'email_key,campaign_id' );
		// 1.10.4 (decision 0112): the admin fundraisers list by status pages along an index, as the donations list does.
		$expected['fundraisers'] += array( 'admin_status' => 'campaign_id,status,id' );
		foreach ( $expected as $table => $indexes ) {
			$rows    = $wpdb->get_results( 'SHOW INDEX FROM ' . Schema::table( $table ), ARRAY_A );
			$columns = array();
			foreach ( $rows as $row ) {
				$columns[ $row['Key_name'] ][ (int) $row['Seq_in_index'] ] = $row['Column_name'];
			}
			foreach ( $indexes as $name => $list ) {
				$this->assertArrayHasKey( $name, $columns, "{$table}.{$name}" );
				ksort( $columns[ $name ] );
				$this->assertSame( $list, implode( ',', $columns[ $name ] ), "{$table}.{$name}" );
			}
		}
	}

	public function test_version_1_8_1_stores_the_day_counts_of_each_campaigns_donation_list(): void {
		global $wpdb;
		$table = Schema::table( 'donation_days' );
		$this->assertContains( $table, Schema::tables() );
		$columns = array();
		foreach ( $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ) as $column ) {
			$columns[ $column['Field'] ] = $column['Type'];
		}
		$this->assertSame( array( 'campaign_id', 'day', 'listed' ), array_keys( $columns ) );
		$this->assertSame( 'date', $columns['day'] );
		$this->assertStringStartsWith( 'int', $columns['listed'], 'signed: a step may take one off' );
		$primary = array();
		foreach ( $wpdb->get_results( "SHOW INDEX FROM {$table} WHERE Key_name = 'PRIMARY'", ARRAY_A ) as $row ) {
			$primary[ (int) $row['Seq_in_index'] ] = $row['Column_name'];
		}
		ksort( $primary );
		$this->assertSame( array( 'campaign_id', 'day' ), array_values( $primary ), 'one row per campaign and day, read newest first along the key' );
		// The seeded demo campaigns were counted as their donations were recorded.
		$campaign = $this->campaign_id();
		$stored   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT SUM(listed) FROM {$table} WHERE campaign_id = %d", $campaign ) );
		$this->assertSame( (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed'", $campaign ) ), $stored );
		$this->assertGreaterThan( 0, $stored );
	}

	public function test_one_fundraiser_per_user_and_campaign(): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$inserted = $wpdb->insert(
			Schema::table( 'fundraisers' ),
			array(
				'campaign_id' => $this->campaign_id(),
				'user_id'     => get_user_by( 'login', 'captain' )->ID,
				'name'        => 'Twice',
				'story'       => '',
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
				'updated_at'  => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$wpdb->suppress_errors( $suppress );
		$this->assertFalse( $inserted );
	}
}
