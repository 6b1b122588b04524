<?php
/**
 * `wp p2p …` with the real WP-CLI 2.12 (../shared/tools/wp-cli) against this instance, each in its
 * own process as an operator would run it (issue 26, decision 0069). What a command must see is
 * committed through a second connection (the test's own transaction is invisible to it), and
 * each test puts back what it changed.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Engagement\EmailTemplates;

final class CliCommandsTest extends PluginTestCase {

	use OtherSession;

	/** @var \mysqli|null */
	private $other;

	protected function setUp(): void {
		parent::setUp();
		if ( ! is_file( self::wp_cli() ) ) {
			$this->markTestSkipped( 'WP-CLI is not at ' . self::wp_cli() . ' (../shared/tools/wp-cli, see its README): the `wp p2p` commands are not tested.' );
		}
		$this->other = $this->open_other_session();
	}

	protected function tearDown(): void {
		if ( null !== $this->other ) {
			$this->other->close();
		}
		parent::tearDown();
	}

	private static function wp_cli(): string {
		return dirname( __DIR__, 3 ) . '/shared/tools/wp-cli/wp';
	}

	/**
	 * Runs `wp <args>` on this WordPress: [ exit code, stdout, stderr ].
	 *
	 * @param string[] $args Arguments after `wp`.
	 * @return array{0: int, 1: string, 2: string}
	 */
	private function wp( array $args ): array {
		$command = array_merge( array( self::wp_cli(), '--path=' . ABSPATH ), $args );
		$process = proc_open(
			implode( ' ', array_map( 'escapeshellarg', $command ) ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		return array( proc_close( $process ), $stdout, $stderr );
	}

	/** Runs a statement on the second connection (committed at once). */
	private function commit_sql( string $sql ): void {
		$this->assertTrue( (bool) $this->other->query( $sql ), $this->other->error );
	}

	private function other_value( string $sql ): ?string {
		$result = $this->other->query( $sql );
		$row    = $result instanceof \mysqli_result ? $result->fetch_row() : null;
		return null === $row ? null : (string) $row[0];
	}

	public function test_totals_verify_finds_a_wrong_total_and_repair_fixes_it(): void {
		list( $code, $out ) = $this->wp( array( 'p2p', 'totals', 'verify', 'demo' ) );
		$this->assertSame( 0, $code, $out );
		$this->assertStringContainsString( 'all equal to a recount', $out );

		$team = $this->team_id( 'River Keepers' );
		$this->commit_sql( 'UPDATE ' . Schema::table( 'teams' ) . " SET raised_amount = raised_amount + 7 WHERE id = {$team}" );
		$before = $this->other_value( 'SELECT raised_amount FROM ' . Schema::table( 'teams' ) . " WHERE id = {$team}" );

		list( $code, $out, $err ) = $this->wp( array( 'p2p', 'totals', 'verify', (string) $this->campaign_id(), '--format=json' ) );
		$this->assertSame( 1, $code, 'a difference exits 1' );
		$report = json_decode( trim( $out ), true );
		$this->assertSame( array( "teams:{$team}" ), array_column( $report['mismatches'], 'total' ), $out . $err );
		$this->assertSame( $before, $this->other_value( 'SELECT raised_amount FROM ' . Schema::table( 'teams' ) . " WHERE id = {$team}" ), 'verify changes nothing' );

		list( $code, $out ) = $this->wp( array( 'p2p', 'totals', 'repair', 'demo' ) );
		$this->assertSame( 0, $code, $out );
		$this->assertStringContainsString( '1 repaired', $out );
		list( $code ) = $this->wp( array( 'p2p', 'totals', 'verify', '--all' ) );
		$this->assertSame( 0, $code );
	}

	public function test_totals_verify_finds_a_wrong_activity_band_count_and_repair_fixes_it(): void {
		// The activity leaderboard's band counts (decision 0115): a count off by 3 in band 0.
		$bands    = Schema::table( 'activity_bands' );
		$campaign = $this->campaign_id();
		$before   = $this->other_value( "SELECT approved FROM {$bands} WHERE campaign_id = {$campaign} AND band = 0" );
		$this->assertGreaterThan( 0, (int) $before, 'the demo fundraisers are counted in band 0' );
		$this->commit_sql( "UPDATE {$bands} SET approved = approved + 3 WHERE campaign_id = {$campaign} AND band = 0" );

		list( $code, $out, $err ) = $this->wp( array( 'p2p', 'totals', 'verify', (string) $campaign, '--format=json' ) );
		$this->assertSame( 1, $code, 'a difference exits 1' );
		$report = json_decode( trim( $out ), true );
		$this->assertSame( array( 'activity_bands:0' ), array_column( $report['mismatches'], 'total' ), $out . $err );
		$this->assertSame( array( (string) ( (int) $before + 3 ), $before ), array( $report['mismatches'][0]['stored'], $report['mismatches'][0]['recount'] ) );

		list( $code, $out ) = $this->wp( array( 'p2p', 'totals', 'repair', 'demo' ) );
		$this->assertSame( 0, $code, $out );
		$this->assertStringContainsString( '1 repaired', $out );
		$this->assertSame( $before, $this->other_value( "SELECT approved FROM {$bands} WHERE campaign_id = {$campaign} AND band = 0" ) );
		list( $code ) = $this->wp( array( 'p2p', 'totals', 'verify', '--all' ) );
		$this->assertSame( 0, $code );
	}

	public function test_totals_verify_finds_a_wrong_gram_count_and_repair_fixes_it(): void {
		// The short searches' per-gram counts (decision 0121): the fundraisers' count of one gram off by 2.
		$counts   = Schema::table( 'name_gram_counts' );
		$campaign = $this->campaign_id();
		$gram     = $this->other_value( "SELECT HEX(gram) FROM {$counts} WHERE kind = 1 AND campaign_id = {$campaign} AND matches > 0 ORDER BY gram LIMIT 1" );
		$this->assertNotNull( $gram, 'the demo fundraisers\' grams are counted' );
		$before = $this->other_value( "SELECT matches FROM {$counts} WHERE kind = 1 AND campaign_id = {$campaign} AND gram = 0x{$gram}" );
		$this->commit_sql( "UPDATE {$counts} SET matches = matches + 2 WHERE kind = 1 AND campaign_id = {$campaign} AND gram = 0x{$gram}" );

		list( $code, $out, $err ) = $this->wp( array( 'p2p', 'totals', 'verify', (string) $campaign, '--format=json' ) );
		$this->assertSame( 1, $code, 'a difference exits 1' );
		$report = json_decode( trim( $out ), true );
		$this->assertSame( array( "name_gram_counts:1:{$gram}" ), array_column( $report['mismatches'], 'total' ), $out . $err );
		$this->assertSame( array( (string) ( (int) $before + 2 ), $before ), array( $report['mismatches'][0]['stored'], $report['mismatches'][0]['recount'] ) );

		list( $code, $out ) = $this->wp( array( 'p2p', 'totals', 'repair', 'demo' ) );
		$this->assertSame( 0, $code, $out );
		$this->assertStringContainsString( '1 repaired', $out );
		$this->assertSame( $before, $this->other_value( "SELECT matches FROM {$counts} WHERE kind = 1 AND campaign_id = {$campaign} AND gram = 0x{$gram}" ) );
		list( $code ) = $this->wp( array( 'p2p', 'totals', 'verify', '--all' ) );
		$this->assertSame( 0, $code );
	}

	public function test_queue_status_and_drain(): void {
		$table = Schema::table( 'mail_queue' );
		$user  = get_user_by( 'login', 'fundraiser' )->ID;
		$this->commit_sql(
			"INSERT INTO {$table} (kind, user_id, fundraiser_id, payload, status, attempts, created_at) VALUES ('" . EmailTemplates::WELCOME . "', {$user}, " . $this->fundraiser_id( 'fundraiser' ) . ", '{}', 'queued', 0, UTC_TIMESTAMP() - INTERVAL 2 MINUTE)"
		);
		$id = (int) $this->other->insert_id;
		try {
			list( $code, $out ) = $this->wp( array( 'p2p', 'queue', 'status', '--format=json' ) );
			$this->assertSame( 0, $code, $out );
			$status = json_decode( trim( $out ), true );
			$this->assertGreaterThanOrEqual( 1, $status['counts']['queued'] );
			$this->assertGreaterThanOrEqual( 110, $status['oldest_queued_age'] );

			list( $code, $out ) = $this->wp( array( 'p2p', 'queue', 'drain' ) );
			$this->assertSame( 0, $code, $out );
			$this->assertMatchesRegularExpression( '/Success: [1-9]\d* e-mails sent, 0 still queued/', $out );
			$this->assertSame( 'sent', $this->other_value( "SELECT status FROM {$table} WHERE id = {$id}" ) );

			$status = json_decode( trim( $this->wp( array( 'p2p', 'queue', 'status', '--format=json' ) )[1] ), true );
			$this->assertSame( 0, $status['counts']['queued'] );
			$this->assertLessThan( 60, $status['last_drain_age'] );
		} finally {
			$this->commit_sql( "DELETE FROM {$table} WHERE id = {$id}" );
		}
	}

	public function test_export_writes_the_csv_of_wp_admin_to_stdout_or_a_file(): void {
		list( $code, $out ) = $this->wp( array( 'p2p', 'export', 'demo', 'teams' ) );
		$this->assertSame( 0, $code, $out );
		$lines = explode( "\r\n", trim( $out ) );
		$this->assertSame( "\xEF\xBB\xBFid,name,status,access,captain,captain_email,members,goal,raised,donations,url,created_at", $lines[0] );
		$this->assertSame( $this->count_where( 'teams', 'campaign_id = %d', $this->campaign_id() ), count( $lines ) - 1 );

		$file = tempnam( sys_get_temp_dir(), 'p2p-export' );
		try {
			list( $code ) = $this->wp( array( 'p2p', 'export', (string) $this->campaign_id(), 'donations', '--file=' . $file ) );
			$this->assertSame( 0, $code );
			$this->assertStringStartsWith( "\xEF\xBB\xBFid,date,donor_name", (string) file_get_contents( $file ) );
		} finally {
			unlink( $file );
		}
		list( $code, , $err ) = $this->wp( array( 'p2p', 'export', 'no-such-campaign', 'teams' ) );
		$this->assertSame( 1, $code );
		$this->assertStringContainsString( "No campaign 'no-such-campaign'", $err );
	}

	public function test_schema_status_and_upgrade(): void {
		list( $code, $out ) = $this->wp( array( 'p2p', 'schema', 'status', '--format=json' ) );
		$this->assertSame( 0, $code, $out );
		$this->assertSame(
			array(
				'code'    => Schema::VERSION,
				'stored'  => Schema::VERSION,
				'pending' => false,
			),
			json_decode( trim( $out ), true )
		);

		// An older stored version: status says so, upgrade runs it (the same as the first request would).
		$options = $GLOBALS['wpdb']->options;
		$this->commit_sql( "UPDATE {$options} SET option_value = '1.8.2' WHERE option_name = '" . Schema::OPTION . "'" );
		try {
			$status = json_decode( trim( $this->wp( array( 'p2p', 'schema', 'status', '--format=json' ) )[1] ), true );
			$this->assertSame( array( '1.8.2', true ), array( $status['stored'], $status['pending'] ), 'WP-CLI does not upgrade by itself' );
			list( $code, $out ) = $this->wp( array( 'p2p', 'schema', 'upgrade' ) );
			$this->assertSame( 0, $code, $out );
			$this->assertSame( Schema::VERSION, $this->other_value( "SELECT option_value FROM {$options} WHERE option_name = '" . Schema::OPTION . "'" ) );
		} finally {
			$this->commit_sql( "UPDATE {$options} SET option_value = '" . Schema::VERSION . "' WHERE option_name = '" . Schema::OPTION . "'" );
		}
	}

	public function test_cache_flush_gives_the_campaign_a_new_stamp(): void {
		$sql    = 'SELECT change_stamp FROM ' . Schema::table( 'campaigns' ) . ' WHERE id = ' . $this->campaign_id();
		$before = $this->other_value( $sql );
		list( $code, $out ) = $this->wp( array( 'p2p', 'cache', 'flush', 'demo' ) );
		$this->assertSame( 0, $code, $out );
		$this->assertStringContainsString( "cached reads of campaign 'demo' are dropped", $out );
		$this->assertNotSame( $before, $this->other_value( $sql ) );
	}
}
