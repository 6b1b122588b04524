<?php
/**
 * Decision 0089: a leaderboard search through the suffix index counts its matches in the pass that
 * sorts them for the page (COUNT(*) OVER ()), and answers exactly what the separate count and page
 * queries answered: the same total and the same ids in the same order on every page, ties and
 * other statuses included, with and without window functions.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\CountedPage;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\NameIndexRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;

final class CountedPageTest extends PluginTestCase {

	/** Terms of three or more characters: some fixture names hold them, some twice, one none. */
	private const TERMS = array( 'zork', 'ZORK', 'ork', 'zork b', 'orkzo', 'nobody-has-this' );

	protected function tearDown(): void {
		$this->windows( null );
		parent::tearDown();
	}

	/** Sets (true/false) or forgets (null) whether the server is taken to have window functions. */
	private function windows( ?bool $has ): void {
		$property = new \ReflectionProperty( CountedPage::class, 'windows' );
		$property->setAccessible( true );
		$property->setValue( null, $has );
	}

	/** 40 fundraisers and 30 teams named with "zork", amounts with ties, some not approved or private. */
	private function fixture(): void {
		global $wpdb;
		$now      = '2026-05-01 12:00:00';
		$campaign = $this->campaign_id();
		$index    = new NameIndexRepository();
		$statuses = array( 'approved', 'approved', 'approved', 'pending', 'approved', 'suspended' );
		for ( $i = 0; $i < 40; $i++ ) {
			$wpdb->insert(
				Schema::table( 'fundraisers' ),
				array(
					'campaign_id'   => $campaign,
					'user_id'       => 880000 + $i,
					'name'          => ( 0 === $i % 7 ? 'Zork Zorkzo ' : 'zork b ' ) . $i,
					'story'         => '',
					'status'        => $statuses[ $i % count( $statuses ) ],
					'raised_amount' => array( 0, 10, 10, 25.5, 100, 10 )[ $i % 6 ],
					'created_at'    => $now,
					'updated_at'    => $now,
				)
			);
			$index->add( NameIndexRepository::KIND_FUNDRAISER, (int) $wpdb->insert_id );
		}
		for ( $i = 0; $i < 30; $i++ ) {
			$wpdb->insert(
				Schema::table( 'teams' ),
				array(
					'campaign_id'   => $campaign,
					'name'          => ( 0 === $i % 5 ? 'Orkzork ' : 'Zork B Team ' ) . $i,
					'story'         => '',
					'status'        => $statuses[ $i % count( $statuses ) ],
					'access'        => 0 === $i % 4 ? 'private' : 'public',
					'raised_amount' => array( 5, 5, 0, 50, 5 )[ $i % 5 ],
					'created_at'    => $now,
					'updated_at'    => $now,
				)
			);
			$index->add( NameIndexRepository::KIND_TEAM, (int) $wpdb->insert_id );
		}
	}

	/** The plain scan's ids of a page, and its total. */
	private function scan( string $table, string $where, string $term, int $page, int $per_page ): array {
		global $wpdb;
		$where .= $wpdb->prepare( ' AND name LIKE %s', '%' . $wpdb->esc_like( $term ) . '%' );
		$name   = Schema::table( $table );
		return array(
			(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$name} WHERE {$where}" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table name, prepared conditions.
			array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$name} WHERE {$where} ORDER BY raised_amount DESC, id ASC LIMIT %d OFFSET %d", $per_page, ( $page - 1 ) * $per_page ) ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name, prepared conditions.
		);
	}

	/** Every page (and one past the end) of every term at sizes 1 to 4 equals the scan's. */
	private function assertEveryPageMatchesTheScan( string $label ): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$approved = $wpdb->prepare( "campaign_id = %d AND status = 'approved'", $campaign );
		foreach ( self::TERMS as $term ) {
			for ( $per_page = 1; $per_page <= 4; $per_page++ ) {
				$pages = 1 + (int) ceil( $this->scan( 'fundraisers', $approved, $term, 1, 1 )[0] / $per_page );
				for ( $page = 1; $page <= $pages; $page++ ) {
					$found = ( new FundraiserRepository() )->search( $campaign, $term, $page, $per_page );
					$this->assertSame( $this->scan( 'fundraisers', $approved, $term, $page, $per_page ), array( $found['total'], array_column( $found['rows'], 'id' ) ), "{$label}: fundraisers \"{$term}\" page {$page} of {$per_page}" );
				}
				foreach ( array( true, false ) as $private ) {
					$where = $approved . ( $private ? '' : " AND access = 'public'" );
					$pages = 1 + (int) ceil( $this->scan( 'teams', $where, $term, 1, 1 )[0] / $per_page );
					for ( $page = 1; $page <= $pages; $page++ ) {
						$found = ( new TeamRepository() )->search( $campaign, $term, $private, $page, $per_page );
						$this->assertSame( $this->scan( 'teams', $where, $term, $page, $per_page ), array( $found['total'], array_column( $found['rows'], 'id' ) ), "{$label}: teams \"{$term}\" page {$page} of {$per_page}, private " . ( $private ? 'listed' : 'left out' ) );
					}
				}
			}
		}
	}

	public function test_every_page_and_total_equal_the_separate_count_and_page(): void {
		$this->fixture();
		$this->assertEveryPageMatchesTheScan( 'server default' );
		$this->windows( false );
		$this->assertEveryPageMatchesTheScan( 'without window functions' );
		$this->windows( true );
		$this->assertEveryPageMatchesTheScan( 'with window functions' );
	}

	public function test_a_page_with_matches_is_counted_in_the_pass_that_sorts_it(): void {
		$this->fixture();
		$this->assertTrue( CountedPage::has_windows(), 'the test database (MariaDB 10.11) has window functions' );
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		$fundraisers = ( new FundraiserRepository() )->search( $this->campaign_id(), 'zork', 2, 3 );
		$teams       = ( new TeamRepository() )->search( $this->campaign_id(), 'zork', true, 1, 3 );
		remove_filter( 'query', $capture );
		$this->assertGreaterThan( 3, $fundraisers['total'] );
		$this->assertGreaterThan( 3, $teams['total'] );
		$counts = array_filter( $statements, static fn( string $sql ): bool => false !== stripos( $sql, 'COUNT(*)' ) );
		$this->assertCount( 2, $counts, 'one statement per search reads the matches' );
		foreach ( $counts as $sql ) {
			$this->assertStringContainsString( 'COUNT(*) OVER ()', $sql );
			$this->assertStringContainsString( 'LIMIT 3', $sql );
		}
	}
}
