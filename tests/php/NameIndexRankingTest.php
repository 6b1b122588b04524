<?php
/**
 * Decision 0111: a fundraiser's suffix-index entries carry whether it is approved and what it has
 * raised, kept in step by every write that changes a name, a status or an amount, so a search of
 * three or more characters reads its page and its total from the index range alone — and answers
 * exactly what the scan of the fundraiser rows answers.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\NameIndexRepository;
use P2PFundraising\Database\PersonalDataRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

final class NameIndexRankingTest extends PluginTestCase {

	/** Terms of three or more characters the demo names and the ones made here hold (and one nobody has). */
	private const TERMS = array( 'run', 'ner', 'RUNNER 1', 'ana', 'ann', 'son', 'nobody-has-this' );

	/** fundraiser id => "approved|raised" of every index entry that differs from its fundraiser's row. */
	private function entries_out_of_step( int $campaign ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT n.entity_id, n.suffix, n.approved, n.raised, f.status, f.raised_amount FROM ' . Schema::table( 'name_index' ) . ' n INNER JOIN ' . Schema::table( 'fundraisers' ) . " f ON f.id = n.entity_id WHERE n.kind = 'fundraiser' AND n.campaign_id = %d AND ( n.approved <> IF(f.status = 'approved', 1, 0) OR n.raised <> f.raised_amount )",
				$campaign
			),
			ARRAY_A
		);
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row['entity_id'] ] = "{$row['approved']}|{$row['raised']} for {$row['status']}|{$row['raised_amount']}";
		}
		return $out;
	}

	/** Every term, every page of 2: the total and the rows equal the scan's. */
	private function assertSearchesMatchTheScan( string $after ): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$where    = $wpdb->prepare( "campaign_id = %d AND status = 'approved'", $campaign );
		foreach ( self::TERMS as $term ) {
			$expected = $this->name_scan( 'fundraisers', $where, $term );
			$found    = array();
			$page     = 1;
			do {
				$result = ( new FundraiserRepository() )->search( $campaign, $term, $page, 2 );
				$this->assertSame( count( $expected ), $result['total'], "total of '{$term}' {$after}" );
				$found = array_merge( $found, array_column( $result['rows'], 'id' ) );
				++$page;
			} while ( array() !== $result['rows'] && $page <= 200 );
			$this->assertSame( $expected, $found, "rows of '{$term}' across the pages {$after}" );
		}
	}

	/**
	 * Gifts (completed at once), refunds, reassignments, status changes one by one and in bulk,
	 * renames, new fundraisers, a deletion, an erasure and the repair tool: after every step each
	 * entry equals its fundraiser's row, and the searches equal the scan.
	 *
	 * @dataProvider seeds
	 */
	public function test_the_entries_follow_every_write_of_a_name_a_status_or_an_amount( int $seed ): void {
		global $wpdb;
		mt_srand( $seed );
		$campaign    = $this->campaign_id();
		$service     = new DonationService();
		$repository  = new FundraiserRepository();
		$fundraisers = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE campaign_id = %d', $campaign ) ) );
		$this->assertSame( array(), $this->entries_out_of_step( $campaign ), 'the demo data' );
		$gifts    = array();
		$users    = array();
		$statuses = array( 'approved', 'suspended', 'pending' );
		for ( $step = 0; $step < 40; $step++ ) {
			$action = 0 === count( $gifts ) ? 0 : mt_rand( 0, 8 );
			$target = $fundraisers[ mt_rand( 0, count( $fundraisers ) - 1 ) ];
			if ( $action <= 2 ) {
				$gifts[] = $service->record(
					array(
						'campaign_id'   => $campaign,
						'fundraiser_id' => $target,
						'donor_name'    => 'Ranking Donor',
						'donor_email'   => 'ranking.donor' . mt_rand( 1, 5 ) . '@example.net',
						'amount'        => array( 1, 9.99, 50, 90, 250 )[ mt_rand( 0, 4 ) ],
						'mode'          => Settings::PAYMENT_MODE_TEST,
					)
				);
			} elseif ( 3 === $action ) {
				$service->refund( $gifts[ mt_rand( 0, count( $gifts ) - 1 ) ] );
			} elseif ( 4 === $action ) {
				$service->reassign( $gifts[ mt_rand( 0, count( $gifts ) - 1 ) ], 0, $target );
			} elseif ( 5 === $action ) {
				$repository->update( $target, array( 'status' => $statuses[ mt_rand( 0, 2 ) ] ) );
			} elseif ( 6 === $action ) {
				$picked = array( $target, $fundraisers[ mt_rand( 0, count( $fundraisers ) - 1 ) ] );
				( new BulkStatusRepository() )->set_status( 'fundraisers', $campaign, $statuses[ mt_rand( 0, 2 ) ], $picked, array() );
			} elseif ( 7 === $action ) {
				$repository->update( $target, array( 'name' => 'Renamed Runner ' . $step . ( 0 === $step % 2 ? ' Ana Ann' : '' ) ) );
			} else {
				$user          = wp_insert_user(
					array(
						'user_login' => "ranking_runner_{$seed}_{$step}",
						'user_pass'  => wp_generate_password(),
						'user_email' => "ranking.runner.{$seed}.{$step}@example.net",
					)
				);
				$id            = $repository->insert(
					array(
						'campaign_id' => $campaign,
						'user_id'     => $user,
						'name'        => "New Runner {$step} Banana",
						'status'      => $statuses[ mt_rand( 0, 2 ) ],
					)
				);
				$fundraisers[] = $id;
				$users[ $id ]  = (int) $user;
			}
			$this->assertSame( array(), $this->entries_out_of_step( $campaign ), "step {$step} (action {$action})" );
		}
		$this->assertSearchesMatchTheScan( 'after the random steps' );

		( new BulkStatusRepository() )->set_status( 'fundraisers', $campaign, 'suspended', null, array( 'search' => 'run', 'status' => '' ) );
		$this->assertSame( array(), $this->entries_out_of_step( $campaign ), 'after a bulk change of every match' );
		( new BulkStatusRepository() )->set_status( 'fundraisers', $campaign, 'approved', null, array( 'search' => '', 'status' => 'suspended' ) );
		$this->assertSame( array(), $this->entries_out_of_step( $campaign ), 'after approving every suspended one' );
		$this->assertSearchesMatchTheScan( 'after bulk moderation' );

		$repository->delete( array_pop( $fundraisers ) );
		if ( array() !== $users ) {
			( new PersonalDataRepository() )->anonymise_fundraisers( (int) end( $users ), 'Former fundraiser' );
		}
		// Behind the index's back (a bulk import, a hand edit), then the repair tool.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'fundraisers' ) . ' SET raised_amount = raised_amount + 7 WHERE campaign_id = %d', $campaign ) );
		$service->rebuild_totals( $campaign );
		$this->assertSame( array(), $this->entries_out_of_step( $campaign ), 'after a deletion, an erasure and the repair tool' );
		$this->assertSearchesMatchTheScan( 'after the repair tool' );
	}

	/** @return array<string, array{0: int}> */
	public function seeds(): array {
		return array(
			'seed 11'  => array( 11 ),
			'seed 202' => array( 202 ),
		);
	}

	public function test_a_search_reads_its_page_and_total_from_the_index_alone(): void {
		global $wpdb;
		$name       = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT name FROM ' . Schema::table( 'fundraisers' ) . " WHERE campaign_id = %d AND status = 'approved' ORDER BY id LIMIT 1", $this->campaign_id() ) );
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		$found = ( new FundraiserRepository() )->search( $this->campaign_id(), mb_substr( $name, 1, 3 ), 1, 2 );
		remove_filter( 'query', $capture );
		$this->assertGreaterThan( 0, $found['total'] );
		$reads = array_values( array_filter( $statements, static fn( string $sql ): bool => false !== stripos( $sql, 'COUNT(' ) ) );
		$this->assertCount( 1, $reads, 'one statement counts and sorts the page' );
		$this->assertStringContainsString( 'COUNT(*) OVER ()', $reads[0] );
		$this->assertStringContainsString( Schema::table( 'name_index' ), $reads[0] );
		$this->assertStringNotContainsString( Schema::table( 'fundraisers' ), $reads[0], 'no fundraiser row is read for the page' );
	}

	public function test_a_gift_rewrites_the_entries_by_their_full_keys_only(): void {
		global $wpdb;
		$fundraiser = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . " WHERE campaign_id = %d AND status = 'approved' ORDER BY id LIMIT 1", $this->campaign_id() ) );
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		( new DonationService() )->record(
			array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $fundraiser,
				'donor_name'    => 'Key Donor',
				'donor_email'   => 'key.donor@example.net',
				'amount'        => 12,
				'mode'          => Settings::PAYMENT_MODE_TEST,
			)
		);
		remove_filter( 'query', $capture );
		$updates = array_values( preg_grep( '/^\s*UPDATE\s+\S*p2p_name_index/i', $statements ) );
		$this->assertCount( 1, $updates );
		// By (kind, campaign, suffix, entity): the rows are locked, no gap of the entity index is.
		$this->assertMatchesRegularExpression( '/suffix IN \(.+\) AND entity_id = ' . $fundraiser . '$/', $updates[0] );
		$this->assertSame( array(), $this->entries_out_of_step( $this->campaign_id() ) );
	}

	public function test_until_the_upgrade_that_fills_the_entries_is_stored_searches_read_the_rows(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		// Mid-upgrade: the columns exist, the fill has not reached these rows yet.
		$wpdb->query( 'UPDATE ' . Schema::table( 'name_index' ) . ' SET approved = 0, raised = 0' );
		update_option( Schema::OPTION, '1.10.1' );
		$this->assertSearchesMatchTheScan( 'before the fill is stored' );
		update_option( Schema::OPTION, Schema::VERSION );
		$term = mb_substr( (string) $wpdb->get_var( $wpdb->prepare( 'SELECT name FROM ' . Schema::table( 'fundraisers' ) . " WHERE campaign_id = %d AND status = 'approved' ORDER BY id LIMIT 1", $campaign ) ), 1, 3 );
		$this->assertNotSame( array(), $this->name_scan( 'fundraisers', $wpdb->prepare( "campaign_id = %d AND status = 'approved'", $campaign ), $term ) );
		$this->assertSame( 0, ( new FundraiserRepository() )->search( $campaign, $term, 1, 9 )['total'], 'stored: read through the (here unfilled) entries' );
	}

	public function test_the_1_10_4_migration_fills_the_entries_of_the_existing_fundraisers(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$wpdb->query( 'UPDATE ' . Schema::table( 'name_index' ) . ' SET approved = 0, raised = 0' );
		$this->assertNotSame( array(), $this->entries_out_of_step( $campaign ) );
		update_option( Schema::OPTION, '1.10.1' );
		Schema::maybe_upgrade();
		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
		$this->assertSame( array(), $this->entries_out_of_step( $campaign ) );
		$this->assertSearchesMatchTheScan( 'after the migration' );
		( new NameIndexRepository() )->rebuild_all();
		$this->assertSame( array(), $this->entries_out_of_step( $campaign ), 'a rebuild writes them too' );
	}
}
