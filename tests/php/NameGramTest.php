<?php
/**
 * Decision 0042: one- and two-character fundraiser searches through the short-term index give
 * exactly what a LIKE scan gives — the total, and the rows across every page in leaderboard
 * order — through inserts, renames, single and bulk moderation, deletions and erasure, for names
 * with accents, ß, æ, capitals, spaces, emoji and combining marks.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\NameGramRepository;
use P2PFundraising\Database\PersonalDataRepository;
use P2PFundraising\Database\Schema;

final class NameGramTest extends PluginTestCase {

	/** Names that put the collation to the test (see the decision); NameGramCountsTest uses them too. */
	public const COLLATION_NAMES = array(
		'Ada Allen',
		'Straße Süß',
		'strasse SS',
		'Æsir Aesop',
		'CAFÉ Noël',
		"cafe\u{0301} x",
		'Zoë 😀 Fun',
		'😀😃',
		'Mañana an',
		'O’Brien',
		'100% Run',
		'a_b c',
		'İstanbul',
		'ǅemal',
		'Ａｎｎａ',
		"x\u{200B}y",
		'Quentin Qx',
		'Ee éé ÈÈ',
	);

	/** Terms that must also answer as the scan does (most occur nowhere, or only by collation). */
	private const EXTRA_TERMS = array( 'qx', 'QX', 'ß', 'ss', 'SS', 'æ', 'ae', 'AE', 'é', 'E', '😀', '😃😀', '%', '_', '%R', 'zz', 'x', 'a', 'an', 'nn', 'dž', 'ǆ', '’B', "\u{0301}", "\u{200B}" );

	/** @var string[] The page queries run, to tell which read served each page. */
	private $queries = array();

	public function record_query( string $query ): string {
		if ( false !== strpos( $query, Schema::table( 'name_grams' ) ) && 0 === strpos( $query, 'SELECT STRAIGHT_JOIN' ) ) {
			$this->queries[] = $query;
		}
		return $query;
	}

	/** The campaign's approved fundraisers whose name contains $term, by a scan, in leaderboard order. */
	private function scan( int $campaign, string $term ): array {
		return $this->name_scan( 'fundraisers', $GLOBALS['wpdb']->prepare( "campaign_id = %d AND status = 'approved'", $campaign ), $term );
	}

	/** Every one- and two-character term of the campaign's names (any status), and the extras. */
	private function terms( int $campaign ): array {
		global $wpdb;
		$terms = self::EXTRA_TERMS;
		foreach ( $wpdb->get_col( $wpdb->prepare( 'SELECT name FROM ' . Schema::table( 'fundraisers' ) . ' WHERE campaign_id = %d', $campaign ) ) as $name ) {
			$characters = preg_split( '//u', $name, -1, PREG_SPLIT_NO_EMPTY );
			foreach ( $characters as $i => $character ) {
				$terms[] = $character;
				if ( isset( $characters[ $i + 1 ] ) ) {
					$terms[] = $character . $characters[ $i + 1 ];
				}
			}
		}
		// As the REST route passes them: trimmed, spaces collapsed, never empty.
		return array_values( array_filter( array_unique( array_map( 'trim', $terms ) ), 'strlen' ) );
	}

	/** Every term, every page: the total and the rows equal the scan's. */
	private function assertSearchesMatchTheScan( string $after ): void {
		$campaign     = $this->campaign_id();
		$repository   = new FundraiserRepository();
		$per_page     = 3;
		foreach ( $this->terms( $campaign ) as $term ) {
			$expected = $this->scan( $campaign, $term );
			$found    = array();
			$page     = 1;
			do {
				$result = $repository->search( $campaign, $term, $page, $per_page );
				$this->assertSame( count( $expected ), $result['total'], "total of '{$term}' {$after}" );
				$found = array_merge( $found, array_column( $result['rows'], 'id' ) );
				++$page;
			} while ( array() !== $result['rows'] && $page <= 100 );
			$this->assertSame( $expected, $found, "rows of '{$term}' across the pages {$after}" );
		}
	}

	/** A fundraiser of the demo campaign with a made-up user, a name and an amount raised. */
	private function add( int $user, string $name, string $status, float $raised ): int {
		global $wpdb;
		$id = ( new FundraiserRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'user_id'     => $user,
				'name'        => $name,
				'status'      => $status,
			)
		);
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'raised_amount' => $raised ), array( 'id' => $id ) );
		return $id;
	}

	public function test_short_searches_equal_the_scan_through_every_kind_of_write(): void {
		add_filter( 'query', array( $this, 'record_query' ) );
		mt_srand( 42 );
		$campaign     = $this->campaign_id();
		$repository   = new FundraiserRepository();
		$bulk         = new BulkStatusRepository();
		$statuses     = array( 'approved', 'approved', 'approved', 'pending', 'suspended' );
		$pick         = static function ( array $list ) {
			return $list[ mt_rand( 0, count( $list ) - 1 ) ];
		};
		$ids          = array();
		$users        = array();
		foreach ( self::COLLATION_NAMES as $i => $name ) {
			// Amounts with ties, so that the id decides between equals.
			$id           = $this->add( 900000 + $i, $name, $i % 7 === 3 ? 'pending' : 'approved', (float) ( mt_rand( 0, 4 ) * 25 ) );
			$ids[]        = $id;
			$users[ $id ] = 900000 + $i;
		}
		$this->assertSearchesMatchTheScan( 'after the inserts' );

		for ( $step = 0; $step < 12; $step++ ) {
			$id = $pick( $ids );
			$repository->update( $id, array( 'name' => $pick( self::COLLATION_NAMES ) . ' ' . $pick( array( 'Ångström', 'ß', 'ÆØÅ', '🎉', 'Ann', 'qx' ) ) ) );
			$repository->update( $pick( $ids ), array( 'status' => $pick( $statuses ) ) );
		}
		$this->assertSearchesMatchTheScan( 'after renames and single status changes' );

		$bulk->set_status( 'fundraisers', $campaign, 'suspended', array( $ids[0], $ids[1], $ids[2], $ids[5] ), array() );
		$bulk->set_status( 'fundraisers', $campaign, 'approved', null, array( 'search' => 'a', 'status' => 'pending' ) );
		$this->assertSearchesMatchTheScan( 'after bulk moderation' );
		$bulk->set_status( 'fundraisers', $campaign, 'approved', array_slice( $ids, 0, 8 ), array() );
		$bulk->set_status( 'fundraisers', $campaign, 'pending', null, array( 'search' => 'ß', 'status' => '' ) );
		$this->assertSearchesMatchTheScan( 'after more bulk moderation' );

		$repository->delete( $ids[3] );
		$repository->delete( $ids[4] );
		$erased = $ids[6];
		$repository->update( $erased, array( 'status' => 'approved' ) );
		( new PersonalDataRepository() )->anonymise_fundraisers( $users[ $erased ], 'Former fundraiser' );
		$this->assertSame( 'Former fundraiser', $repository->find( $erased )['name'] );
		$this->assertSearchesMatchTheScan( 'after deletions and an erasure' );

		remove_filter( 'query', array( $this, 'record_query' ) );
		$walked = preg_grep( '/FORCE INDEX \(ranking\) INNER JOIN/', $this->queries );
		$this->assertNotEmpty( $walked, 'dense terms walk the ranking' );
		$this->assertNotEmpty( array_diff( $this->queries, $walked ), 'rare terms read the index range' );
	}

	public function test_the_public_route_answers_a_two_character_search_with_the_exact_total(): void {
		$campaign = $this->campaign_id();
		$ids = array();
		foreach ( array( 'Straße', 'Strasse', 'STRAẞE', 'Noël', 'noel' ) as $i => $name ) {
			$ids[ $name ] = $this->add( 930000 + $i, $name, 'approved', (float) ( 10 * $i ) );
		}
		// As typed: spaces around it are trimmed by the route, case and accents do not matter.
		foreach ( array( ' ss ' => 'ss', 'SS' => 'SS', 'ß' => 'ß', 'ë' => 'ë', 'E' => 'E' ) as $typed => $term ) {
			$body     = $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'search' => $typed, 'per_page' => 50 ) ) );
			$expected = $this->scan( $campaign, $term );
			$this->assertSame( count( $expected ), $body['total'], "total of '{$typed}'" );
			$this->assertSame( $expected, array_column( $body['data'], 'id' ), "rows of '{$typed}'" );
		}
		$found = array_column( $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'search' => 'ss', 'per_page' => 50 ) ) )['data'], 'id' );
		$this->assertContains( $ids['Strasse'], $found );
		$this->assertNotContains( $ids['Straße'], $found, 'ß is one letter, not "ss"' );
		$this->assertNotContains( $ids['STRAẞE'], $found );
		$found = array_column( $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'search' => 'ë', 'per_page' => 50 ) ) )['data'], 'id' );
		$this->assertContains( $ids['Noël'], $found );
		$this->assertContains( $ids['noel'], $found, 'accents do not matter' );
	}

	public function test_the_index_holds_only_approved_fundraisers_and_skips_grams_with_a_space(): void {
		global $wpdb;
		$table = Schema::table( 'name_grams' );
		$id    = $this->add( 910001, 'A b', 'pending', 0 );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE entity_id = %d", $id ) ) );
		( new FundraiserRepository() )->update( $id, array( 'status' => 'approved' ) );
		// 'a', 'b' (a and A weigh the same), no 'a ', ' ', ' b'.
		$this->assertSame( '2', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE entity_id = %d", $id ) ) );
		( new FundraiserRepository() )->delete( $id );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE entity_id = %d", $id ) ) );
	}

	public function test_a_page_read_from_the_index_never_lists_a_fundraiser_that_is_not_approved(): void {
		global $wpdb;
		$id = $this->add( 910001, 'Qxo Zebulon', 'approved', 10 );
		$this->assertSame( array( $id ), array_column( ( new FundraiserRepository() )->search( $this->campaign_id(), 'qx', 1, 9 )['rows'], 'id' ) );
		// Suspended behind the index's back (as a write that raced a rewrite could leave it): a
		// rare term's page is read from the index's range, and still checks the row's status.
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'status' => 'suspended' ), array( 'id' => $id ) );
		$this->assertSame( array(), ( new FundraiserRepository() )->search( $this->campaign_id(), 'qx', 1, 9 )['rows'] );
	}

	public function test_approving_adds_grams_without_deleting_first(): void {
		$id         = $this->add( 910002, 'Pending Wren', 'pending', 0 );
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		( new FundraiserRepository() )->update( $id, array( 'status' => 'approved' ) );
		remove_filter( 'query', $capture );
		// A DELETE of absent rows locks the index gap: two approvals at once would deadlock there.
		$this->assertSame( array(), array_values( preg_grep( '/DELETE\s+FROM\s+\S*p2p_name_grams/i', $statements ) ) );
		$this->assertSame( array( $id ), array_column( ( new FundraiserRepository() )->search( $this->campaign_id(), 'wr', 1, 9 )['rows'], 'id' ) );
	}

	public function test_deleting_a_campaign_takes_its_grams(): void {
		global $wpdb;
		$table    = Schema::table( 'name_grams' );
		$campaign = $this->campaign_id();
		$this->assertGreaterThan( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE campaign_id = %d", $campaign ) ) );
		( new \P2PFundraising\Database\CampaignRepository() )->delete_with_children( $campaign );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE campaign_id = %d", $campaign ) ) );
	}

	public function test_until_the_upgrade_that_fills_the_index_is_stored_short_searches_scan(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->add( 910003, 'Qxo Upgrade', 'approved', 10 );
		// Mid-upgrade: the table exists, the fill has not reached these rows yet.
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'name_grams' ) );
		update_option( Schema::OPTION, '1.8.1' );
		$this->assertSame( $this->scan( $campaign, 'qx' ), array_column( ( new FundraiserRepository() )->search( $campaign, 'qx', 1, 9 )['rows'], 'id' ) );
		$this->assertSame( count( $this->scan( $campaign, 'a' ) ), ( new FundraiserRepository() )->search( $campaign, 'a', 1, 9 )['total'] );
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'name_gram_counts' ) );
		update_option( Schema::OPTION, Schema::VERSION );
		$this->assertSame( 0, ( new FundraiserRepository() )->search( $campaign, 'qx', 1, 9 )['total'], 'stored: read through the (here empty) index' );
	}

	public function test_the_1_8_2_migration_builds_the_index_of_the_existing_fundraisers(): void {
		global $wpdb;
		$this->add( 920001, 'Straße 😀', 'approved', 10 );
		$this->add( 920002, 'Pending Pat', 'pending', 10 );
		$table  = Schema::table( 'name_grams' );
		$order  = "SELECT kind, campaign_id, HEX(gram) AS gram, entity_id FROM {$table} ORDER BY kind, campaign_id, gram, entity_id";
		$before = $wpdb->get_results( $order, ARRAY_A );
		$this->assertNotEmpty( $before );

		$wpdb->query( "DELETE FROM {$table}" );
		update_option( Schema::OPTION, '1.7.0' );
		Schema::maybe_upgrade();

		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
		$this->assertSame( $before, $wpdb->get_results( $order, ARRAY_A ) );
		( new NameGramRepository() )->rebuild_all();
		$this->assertSame( $before, $wpdb->get_results( $order, ARRAY_A ), 'a rebuild gives the same rows' );
	}
}
