<?php
/**
 * Decisions 0121, 0122: the exact total of a one- or two-character fundraiser or team search is the
 * stored count of its gram. The counts equal a GROUP BY over the gram rows and every total equals a
 * LIKE recount through random inserts, renames, single and bulk moderation, teams opened and made
 * private, deletions and erasure (two seeds); mid-upgrade totals count as before; the migration
 * fills the teams' grams and the counts; the public routes read one count row.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\NameGramRepository;
use P2PFundraising\Database\PersonalDataRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Database\TotalsCheck;

final class NameGramCountsTest extends PluginTestCase {

	/** NameGramTest's names that put the collation to the test, and one with "ke" for the teams. */
	private const NAMES = array( ...NameGramTest::COLLATION_NAMES, 'Kelpie Keepers' );

	/** Terms that must also answer as the scan does (most occur nowhere, or only by collation). */
	private const EXTRA_TERMS = array( 'ke', 'KE', 'an', 'ß', 'ss', 'æ', 'ae', 'é', 'E', '😀', '😃😀', '%', '_', 'zz', 'a', 'Ａ', 'dž', "\u{0301}", "\u{200B}" );

	/** The counts as stored, and as a GROUP BY over the gram rows gives them (zeros left out). */
	private function assertCountsEqualTheRows( string $after ): void {
		global $wpdb;
		$stored  = $wpdb->get_results( 'SELECT kind, campaign_id, HEX(gram) AS gram, matches FROM ' . Schema::table( 'name_gram_counts' ) . ' WHERE matches <> 0 ORDER BY kind, campaign_id, gram', ARRAY_A );
		$recount = $wpdb->get_results( 'SELECT kind, campaign_id, HEX(gram) AS gram, COUNT(*) AS matches FROM ' . Schema::table( 'name_grams' ) . ' GROUP BY kind, campaign_id, gram ORDER BY kind, campaign_id, gram', ARRAY_A );
		$this->assertNotEmpty( $recount );
		$this->assertSame( $recount, $stored, "counts equal the rows {$after}" );
	}

	/** Every one- and two-character term of the campaign's fundraiser and team names, and the extras. */
	private function terms( int $campaign ): array {
		global $wpdb;
		$terms = self::EXTRA_TERMS;
		$names = array_merge(
			$wpdb->get_col( $wpdb->prepare( 'SELECT name FROM %i WHERE campaign_id = %d', Schema::table( 'fundraisers' ), $campaign ) ),
			$wpdb->get_col( $wpdb->prepare( 'SELECT name FROM %i WHERE campaign_id = %d', Schema::table( 'teams' ), $campaign ) )
		);
		foreach ( $names as $name ) {
			$characters = preg_split( '//u', $name, -1, PREG_SPLIT_NO_EMPTY );
			foreach ( $characters as $i => $character ) {
				$terms[] = $character;
				if ( isset( $characters[ $i + 1 ] ) ) {
					$terms[] = $character . $characters[ $i + 1 ];
				}
			}
		}
		// As the REST routes pass them: trimmed, never empty.
		return array_values( array_filter( array_unique( array_map( 'trim', $terms ) ), 'strlen' ) );
	}

	/** Every term: the fundraisers' and both team searches' totals equal a LIKE recount. */
	private function assertTotalsEqualTheScan( string $after ): void {
		global $wpdb;
		$campaign    = $this->campaign_id();
		$fundraisers = new FundraiserRepository();
		$teams       = new TeamRepository();
		foreach ( $this->terms( $campaign ) as $term ) {
			$approved = $wpdb->prepare( "campaign_id = %d AND status = 'approved'", $campaign );
			$this->assertSame( count( $this->name_scan( 'fundraisers', $approved, $term ) ), $fundraisers->search( $campaign, $term, 1, 3 )['total'], "fundraisers '{$term}' {$after}" );
			$this->assertSame( count( $this->name_scan( 'teams', $approved, $term ) ), $teams->search( $campaign, $term, true, 1, 3 )['total'], "teams '{$term}' with private ones {$after}" );
			$this->assertSame( count( $this->name_scan( 'teams', $approved . " AND access = 'public'", $term ) ), $teams->search( $campaign, $term, false, 1, 3 )['total'], "public teams '{$term}' {$after}" );
		}
	}

	private function add_fundraiser( int $user, string $name, string $status ): int {
		return ( new FundraiserRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'user_id'     => $user,
				'name'        => $name,
				'status'      => $status,
			)
		);
	}

	private function add_team( string $name, string $status, string $access ): int {
		return ( new TeamRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'name'        => $name,
				'status'      => $status,
				'access'      => $access,
			)
		);
	}

	/** @return array<string, array{0: int}> */
	public static function seeds(): array {
		return array(
			'seed 7'  => array( 7 ),
			'seed 29' => array( 29 ),
		);
	}

	/**
	 * @dataProvider seeds
	 */
	public function test_counts_and_totals_follow_every_kind_of_write( int $seed ): void {
		mt_srand( $seed );
		$campaign    = $this->campaign_id();
		$fundraisers = new FundraiserRepository();
		$teams       = new TeamRepository();
		$bulk        = new BulkStatusRepository();
		$statuses    = array( 'approved', 'approved', 'approved', 'pending', 'suspended' );
		$pick        = static function ( array $list ) {
			return $list[ mt_rand( 0, count( $list ) - 1 ) ];
		};
		$people      = array();
		$users       = array();
		$groups      = array();
		foreach ( self::NAMES as $i => $name ) {
			$id            = $this->add_fundraiser( 940000 + $i, $pick( self::NAMES ), $pick( $statuses ) );
			$people[]      = $id;
			$users[ $id ]  = 940000 + $i;
			$groups[]      = $this->add_team( $name, $pick( $statuses ), $pick( array( 'public', 'public', 'private' ) ) );
		}
		$this->assertCountsEqualTheRows( 'after the inserts' );
		$this->assertTotalsEqualTheScan( 'after the inserts' );

		for ( $step = 0; $step < 12; $step++ ) {
			$fundraisers->update( $pick( $people ), array( 'name' => $pick( self::NAMES ) . ' ' . $pick( array( 'Ångström', 'ß', 'ÆØÅ', '🎉', 'Ann', 'ke' ) ) ) );
			$fundraisers->update( $pick( $people ), array( 'status' => $pick( $statuses ) ) );
			$teams->update( $pick( $groups ), array( 'name' => $pick( self::NAMES ) . ' ' . $pick( array( 'Kea', 'ß', 'an', '😀' ) ) ) );
			$teams->update( $pick( $groups ), array( 'status' => $pick( $statuses ) ) );
			$teams->update( $pick( $groups ), array( 'access' => $pick( array( 'public', 'private' ) ) ) );
		}
		// A name and its status at once, and an update that keeps the name.
		$teams->update( $groups[0], array( 'name' => 'Kestrel Anchors', 'status' => 'approved', 'access' => 'private' ) );
		$teams->update( $groups[1], array( 'name' => $teams->find( $groups[1] )['name'] ) );
		$this->assertCountsEqualTheRows( 'after renames and single changes' );
		$this->assertTotalsEqualTheScan( 'after renames and single changes' );

		$bulk->set_status( 'teams', $campaign, 'suspended', array( $groups[2], $groups[3], $groups[5] ), array() );
		$bulk->set_status( 'teams', $campaign, 'approved', null, array( 'search' => 'e', 'status' => '' ) );
		$bulk->set_status( 'fundraisers', $campaign, 'suspended', array( $people[0], $people[1], $people[2] ), array() );
		$bulk->set_status( 'fundraisers', $campaign, 'approved', null, array( 'search' => 'a', 'status' => 'pending' ) );
		$bulk->set_status( 'fundraisers', $campaign, 'pending', null, array( 'search' => 'ß', 'status' => '' ) );
		$this->assertCountsEqualTheRows( 'after bulk moderation' );
		$this->assertTotalsEqualTheScan( 'after bulk moderation' );

		$fundraisers->delete( $people[3] );
		$teams->update( $groups[4], array( 'status' => 'approved' ) );
		( new \P2PFundraising\Donations\DonationService() )->delete_team( $groups[4] );
		$teams->delete( $groups[6] );
		$erased = $people[6];
		$fundraisers->update( $erased, array( 'status' => 'approved' ) );
		( new PersonalDataRepository() )->anonymise_fundraisers( $users[ $erased ], 'Former fundraiser' );
		$this->assertCountsEqualTheRows( 'after deletions and an erasure' );
		$this->assertTotalsEqualTheScan( 'after deletions and an erasure' );
	}

	public function test_a_count_at_zero_reads_as_no_match(): void {
		$id = $this->add_team( 'Qvq Quokkas', 'approved', 'public' );
		$this->assertSame( 1, ( new TeamRepository() )->search( $this->campaign_id(), 'qv', false, 1, 9 )['total'] );
		( new TeamRepository() )->update( $id, array( 'access' => 'private' ) );
		$this->assertSame( 0, ( new TeamRepository() )->search( $this->campaign_id(), 'qv', false, 1, 9 )['total'], 'private: off the public search' );
		$this->assertSame( 1, ( new TeamRepository() )->search( $this->campaign_id(), 'qv', true, 1, 9 )['total'], 'still on the one with private teams' );
		$this->assertSame( array(), ( new TeamRepository() )->search( $this->campaign_id(), 'qv', false, 1, 9 )['rows'] );
	}

	public function test_mid_upgrade_totals_count_the_rows(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->add_fundraiser( 950001, 'Ankle Kebab', 'approved' );
		$this->add_team( 'Kebab Ankles', 'approved', 'public' );
		// The counts are wrong (the fill has not run yet) while the stored version is older.
		$wpdb->query( 'UPDATE ' . Schema::table( 'name_gram_counts' ) . ' SET matches = matches + 50' );
		update_option( Schema::OPTION, '1.10.5' );
		$approved = $wpdb->prepare( "campaign_id = %d AND status = 'approved'", $campaign );
		foreach ( array( 'an', 'ke', 'k' ) as $term ) {
			$this->assertSame( count( $this->name_scan( 'fundraisers', $approved, $term ) ), ( new FundraiserRepository() )->search( $campaign, $term, 1, 9 )['total'], $term );
			$this->assertSame( count( $this->name_scan( 'teams', $approved . " AND access = 'public'", $term ) ), ( new TeamRepository() )->search( $campaign, $term, false, 1, 9 )['total'], $term );
		}
		update_option( Schema::OPTION, Schema::VERSION );
		$this->assertSame( count( $this->name_scan( 'teams', $approved . " AND access = 'public'", 'ke' ) ) + 50, ( new TeamRepository() )->search( $campaign, 'ke', false, 1, 9 )['total'], 'stored: the (here wrong) count is read' );
	}

	public function test_the_1_10_6_migration_writes_the_team_grams_and_every_count(): void {
		global $wpdb;
		$this->add_team( 'Kelp Migrants', 'approved', 'public' );
		$this->add_team( 'Kelp Privates', 'approved', 'private' );
		$this->add_team( 'Kelp Pending', 'pending', 'public' );
		$grams  = Schema::table( 'name_grams' );
		$counts = Schema::table( 'name_gram_counts' );
		$order  = "SELECT kind, campaign_id, HEX(gram) AS gram, entity_id FROM {$grams} ORDER BY kind, campaign_id, gram, entity_id";
		$before = $wpdb->get_results( $order, ARRAY_A );
		$this->assertContains( (string) NameGramRepository::KIND_PUBLIC_TEAM, array_column( $before, 'kind' ) );

		// As 1.10.5 left it: no team grams, no counts.
		$wpdb->query( "DELETE FROM {$grams} WHERE kind <> " . NameGramRepository::KIND_FUNDRAISER );
		$wpdb->query( "DELETE FROM {$counts}" );
		update_option( Schema::OPTION, '1.10.5' );
		Schema::maybe_upgrade();

		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
		$this->assertSame( $before, $wpdb->get_results( $order, ARRAY_A ) );
		$this->assertCountsEqualTheRows( 'after the migration' );
		$this->assertTotalsEqualTheScan( 'after the migration' );
	}

	public function test_the_public_routes_read_the_count_and_count_no_rows(): void {
		$campaign = $this->campaign_id();
		foreach ( array( 'Anna', 'Hannah', 'Dan', 'Kevin' ) as $i => $name ) {
			$this->add_fundraiser( 960000 + $i, $name, 'approved' );
			$this->add_team( $name . ' Keepers', 'approved', 0 === $i % 2 ? 'public' : 'private' );
		}
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		global $wpdb;
		$approved = $wpdb->prepare( "campaign_id = %d AND status = 'approved'", $campaign );
		foreach ( array( array( '/get-campaign-fundraisers-search', 'an', 'fundraisers', $approved ), array( '/get-campaign-teams-search', 'ke', 'teams', $approved . " AND access = 'public'" ) ) as list( $route, $term, $table, $where ) ) {
			wp_cache_flush();
			$statements = array();
			add_filter( 'query', $capture );
			$body = $this->assertOk( $this->get( $route, array( 'campaign_id' => $campaign, 'search' => $term, 'per_page' => 2 ) ) );
			remove_filter( 'query', $capture );
			$this->assertSame( count( $this->name_scan( $table, $where, $term ) ), $body['total'], $route );
			$this->assertCount( 1, preg_grep( '/FROM\s+`?' . preg_quote( Schema::table( 'name_gram_counts' ), '/' ) . '/', $statements ), "{$route}: one count row read" );
			$this->assertSame( array(), array_values( preg_grep( '/COUNT\(/i', $statements ) ), "{$route}: nothing counted" );
		}
	}

	public function test_totals_check_reports_a_wrong_gram_count_and_repair_fixes_it(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$this->add_team( 'Kestrels', 'approved', 'public' );
		$check = new TotalsCheck();
		$this->assertSame( array(), $check->verify( $campaign )['mismatches'] );
		$counts = Schema::table( 'name_gram_counts' );
		$wpdb->query( $wpdb->prepare( "UPDATE {$counts} SET matches = matches + 4 WHERE kind = %d AND campaign_id = %d ORDER BY gram LIMIT 1", NameGramRepository::KIND_PUBLIC_TEAM, $campaign ) );
		$mismatches = $check->verify( $campaign )['mismatches'];
		$this->assertCount( 1, $mismatches );
		$this->assertStringStartsWith( 'name_gram_counts:3:', $mismatches[0][0] );
		$this->assertSame( (int) $mismatches[0][2] + 4, (int) $mismatches[0][1] );
		$this->assertCount( 1, $check->repair( $campaign )['mismatches'] );
		$this->assertSame( array(), $check->verify( $campaign )['mismatches'] );
		$this->assertCountsEqualTheRows( 'after the repair' );
	}
}
