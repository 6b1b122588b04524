<?php
/**
 * The donations CSV export writes the same bytes however it reads its rows (issue 26, decision
 * 0088): a fixture of hostile and unusual values (formula starts, quotes, commas, line breaks,
 * full-width look-alikes, anonymous donors, hidden messages, missing teams, matches, every kind of
 * amount) against the document the export produced before it streamed from an unbuffered query
 * (tests/php/fixtures/donations-export.csv, written by that code), and the demo campaign's export
 * under every filter against the rows hydrated, serialised and neutralised cell by cell as before.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Admin\Csv;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Rest\Admin\AdminSerializer;

final class DonationExportTest extends PluginTestCase {

	/** Fixed ids, so the document is the same on every run (far above the demo data's). */
	private const CAMPAIGN = 97001;

	private const GOLDEN = __DIR__ . '/fixtures/donations-export.csv';

	/** Texts a donor, captain or fundraiser could type, and some only the database could hold. */
	private const TEXTS = array(
		'Ada Lovelace',
		'=HYPERLINK("http://evil.example/?a=1","click")',
		'+1 555 0100',
		'-2+3',
		'@SUM(A1:A2)',
		"\tTabbed",
		"\rCarriage",
		"Line one\nLine two",
		"Windows\r\nbreak",
		'Comma, Inc.',
		'Say "hi"',
		'"',
		"'already quoted",
		'',
		' leading space',
		'trailing space ',
		'＝full-width equals',
		'＋full-width plus',
		'Straße Ærø Ünïcødé',
		'emoji 🎉 gift',
		'a=b',
		'1,5',
		'-',
		'=',
		"x\"y,z\r\n=w",
	);

	/** Stored amounts as the column holds them. */
	private const AMOUNTS = array( '0.00', '0.01', '0.10', '12.50', '25.00', '100.10', '1234.56', '999999999999.99', '-5.00', '-0.50', '7.05', '1000000.00' );

	/** Inserts the fixture: a campaign, three teams, four fundraisers and 60 donations. */
	private function fixture(): void {
		global $wpdb;
		$now = '2026-05-01 12:00:00';
		$wpdb->insert(
			Schema::table( 'campaigns' ),
			array(
				'id'                           => self::CAMPAIGN,
				'slug'                         => 'csv-sameness',
				'title'                        => 'CSV sameness',
				'short_desc'                   => '',
				'long_desc'                    => '',
				'fundraiser_story_placeholder' => '',
				'team_story_placeholder'       => '',
				'status'                       => 'active',
				'created_at'                   => $now,
				'updated_at'                   => $now,
			)
		);
		foreach ( array( 97101 => '=SUM(A1)', 97102 => 'Team, "quoted"', 97103 => 'Ünïcode Team ＝' ) as $id => $name ) {
			$this->assertSame(
				1,
				$wpdb->insert(
				Schema::table( 'teams' ),
				array(
					'id'          => $id,
					'campaign_id' => self::CAMPAIGN,
					'name'        => $name,
					'story'       => '',
					'status'      => 'approved',
					'created_at'  => $now,
					'updated_at'  => $now,
				)
				),
				"team {$id}: " . $wpdb->last_error
			);
		}
		foreach ( array( 97201 => '+Plus', 97202 => "-minus\nnewline", 97203 => '@at', 97204 => 'Plain Name' ) as $id => $name ) {
			$this->assertSame(
				1,
				$wpdb->insert(
				Schema::table( 'fundraisers' ),
				array(
					'id'          => $id,
					'campaign_id' => self::CAMPAIGN,
					'user_id'     => $id,
					'name'        => $name,
					'story'       => '',
					'status'      => 'approved',
					'created_at'  => $now,
					'updated_at'  => $now,
				)
				),
				"fundraiser {$id}: " . $wpdb->last_error
			);
		}
		$texts    = self::TEXTS;
		$statuses = array( 'completed', 'pending', 'refunded', 'cancelled', '=status', 'Completed' );
		$kinds    = array( 'gift', 'gift', 'match', 'GIFT', '-kind' );
		$teams    = array( 0, 97101, 97102, 97103, 424242 );
		$people   = array( 0, 97201, 97202, 97203, 97204, 0, 535353 );
		for ( $i = 0; $i < 60; $i++ ) {
			$this->assertSame(
				1,
				$wpdb->insert(
					Schema::table( 'donations' ),
					array(
						'id'             => 970001 + $i,
						'campaign_id'    => self::CAMPAIGN,
						'team_id'        => $teams[ $i % count( $teams ) ],
						'fundraiser_id'  => $people[ $i % count( $people ) ],
						'donor_name'     => $texts[ $i % count( $texts ) ],
						'donor_email'    => 0 === $i % 4 ? $texts[ ( $i * 7 ) % count( $texts ) ] : "donor{$i}@example.net",
						'is_anonymous'   => array( 0, 1, 0, 2 )[ $i % 4 ],
						'amount'         => self::AMOUNTS[ $i % count( self::AMOUNTS ) ],
						'status'         => $statuses[ $i % count( $statuses ) ],
						'mode'           => 0 === $i % 9 ? "=mode\n" : ( 0 === $i % 2 ? 'live' : 'test' ),
						'created_at'     => gmdate( 'Y-m-d H:i:s', 1767225600 + $i * 86399 ),
						'completed_at'   => 0 === $i % 3 ? null : gmdate( 'Y-m-d H:i:s', 1767225600 + $i * 86399 + 59 ),
						'kind'           => $kinds[ $i % count( $kinds ) ],
						'updates_opt_in' => $i % 2,
						'message'        => 0 === $i % 5 ? null : $texts[ ( $i * 3 ) % count( $texts ) ],
						'message_hidden' => 0 === $i % 6 ? 1 : 0,
						'dedication_type' => array( '', 'honour', 'memory', 'HONOUR', 'other', 'memory', 'honour' )[ $i % 7 ],
						'dedication_name' => 0 === $i % 8 ? '' : $texts[ ( $i * 5 ) % count( $texts ) ],
						'notified_at'     => 0 === $i % 4 ? gmdate( 'Y-m-d H:i:s', 1767225600 + $i * 3600 ) : null,
					)
				),
				"donation {$i}: " . $wpdb->last_error
			);
		}
	}

	/** The export route's document. */
	private function export( int $campaign, array $params = array() ): string {
		$response = $this->request( 'GET', "/admin/campaigns/{$campaign}/export", array( 'type' => 'donations' ) + $params );
		$this->assertSame( 200, $response->get_status() );
		return (string) $response->get_data();
	}

	/**
	 * The export as it was built before: every row of the export's query hydrated, serialised for
	 * the admin and each cell neutralised by Csv::cell(), oldest first.
	 *
	 * @param string $where Prepared " AND …" conditions on the donations (alias d).
	 */
	private function reference( int $campaign, string $where = '' ): string {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT d.*, COALESCE(t.name, \'\') AS team_name, COALESCE(f.name, \'\') AS fundraiser_name FROM ' . Schema::table( 'donations' ) . ' d LEFT JOIN ' . Schema::table( 'teams' ) . ' t ON t.id = d.team_id LEFT JOIN ' . Schema::table( 'fundraisers' ) . ' f ON f.id = d.fundraiser_id WHERE d.campaign_id = %d', $campaign ) . $where . ' ORDER BY d.id', ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table names; conditions prepared by the caller.
		$cells = array();
		foreach ( $rows as $row ) {
			$donation = AdminSerializer::donation( DonationRepository::hydrate( $row ) );
			$cells[]  = array( $donation['id'], $donation['created_at'], $donation['donor_name'], $donation['donor_email'], $donation['is_anonymous'] ? 'yes' : 'no', $donation['amount'], $donation['status'], $donation['mode'], $donation['team'], $donation['fundraiser'], $donation['completed_at'], 'gift' === $donation['kind'] ? 'donation' : $donation['kind'], $donation['updates_opt_in'] ? 'yes' : 'no', $donation['message'], $donation['message_hidden'] ? 'yes' : 'no', Dedication::label( $donation['dedication_type'], $donation['dedication_name'] ), $donation['dedication_notified'] ? 'yes' : 'no' );
		}
		return Csv::document( array( 'id', 'date', 'donor_name', 'donor_email', 'anonymous', 'amount', 'status', 'mode', 'team', 'fundraiser', 'completed_at', 'kind', 'wants_updates', 'message', 'message_hidden', 'dedication', 'dedication_notified' ), $cells );
	}

	public function test_the_fixture_exports_the_bytes_the_export_wrote_before(): void {
		$this->actingAs( 'admin' );
		$this->fixture();
		$this->assertFileExists( self::GOLDEN );
		$this->assertSame( (string) file_get_contents( self::GOLDEN ), $this->export( self::CAMPAIGN ) );
		$this->assertSame( $this->reference( self::CAMPAIGN ), $this->export( self::CAMPAIGN ) );
	}

	public function test_every_filter_exports_what_the_rows_serialised_cell_by_cell_give(): void {
		global $wpdb;
		$this->actingAs( 'admin' );
		$this->fixture();
		foreach ( array( self::CAMPAIGN, $this->campaign_id() ) as $campaign ) {
			$this->assertSame( $this->reference( $campaign ), $this->export( $campaign ), "campaign {$campaign}" );
			foreach ( array( 'completed', 'refunded', 'pending' ) as $status ) {
				$this->assertSame( $this->reference( $campaign, $wpdb->prepare( ' AND d.status = %s', $status ) ), $this->export( $campaign, array( 'status' => $status ) ), "campaign {$campaign}, {$status}" );
			}
		}
		$ids = array( 970003, 970010, 970011, 970059 );
		$this->assertSame( $this->reference( self::CAMPAIGN, ' AND d.id IN (' . implode( ',', $ids ) . ')' ), $this->export( self::CAMPAIGN, array( 'ids' => implode( ',', array_reverse( $ids ) ) ) ), 'picked ids' );
		$this->assertSame( $this->reference( self::CAMPAIGN, ' AND d.id IN (970003)' ), $this->export( self::CAMPAIGN, array( 'ids' => '970003,1' ) ), 'a picked id of another campaign is left out' );
		// The search goes through the full-text index (decision 0040): compare with its own condition.
		$search = \P2PFundraising\Database\DonorSearch::condition( 'lovelace' );
		$this->assertNotSame( '', $search );
		$this->assertSame( $this->reference( self::CAMPAIGN, $search ), $this->export( self::CAMPAIGN, array( 'search' => 'lovelace' ) ), 'search' );
		$this->assertSame( $this->reference( self::CAMPAIGN, $search . " AND d.status = 'completed'" ), $this->export( self::CAMPAIGN, array( 'search' => 'lovelace', 'status' => 'completed' ) ), 'search and status' );
		// A text without a word the index keeps is searched literally (and sees this test's rows).
		$literal = \P2PFundraising\Database\DonorSearch::condition( 'a=b' );
		$this->assertStringNotContainsString( 'MATCH', $literal );
		$this->assertSame( $this->reference( self::CAMPAIGN, $literal ), $this->export( self::CAMPAIGN, array( 'search' => 'a=b' ) ), 'literal search' );
		$this->assertStringContainsString( "\r\n970021,", $this->export( self::CAMPAIGN, array( 'search' => 'a=b' ) ), 'the literal search finds a fixture row' );
	}

	public function test_the_export_streams_while_its_columns_are_those_the_database_writes(): void {
		$this->actingAs( 'admin' );
		$this->fixture();
		$this->assertTrue( DonationRepository::exports_lines(), 'this site (mysqli, schema current, PHP defaults) streams' );
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		$csv = $this->export( self::CAMPAIGN );
		remove_filter( 'query', $capture );
		// A column added to the export must be added to DonationRepository::export_select() too,
		// or the export falls back to reading batches row by row (0.15× its floor at 1M rows).
		$this->assertSame( implode( ',', DonationRepository::EXPORT_COLUMNS ), substr( $csv, 3, (int) strpos( $csv, "\r\n" ) - 3 ) );
		$batches = array_filter( $statements, static fn( string $sql ): bool => false !== strpos( $sql, 'LIMIT 2000' ) );
		$this->assertSame( array(), array_values( $batches ), 'no batch read through $wpdb' );
	}

	public function test_an_export_of_several_chunks_is_whole_and_in_order(): void {
		global $wpdb;
		$this->actingAs( 'admin' );
		$this->fixture();
		$donations = Schema::table( 'donations' );
		// 2,500 more rows (copies of the fixture's, new ids): several chunks of lines.
		$wpdb->query( "INSERT INTO {$donations} (id, campaign_id, team_id, fundraiser_id, donor_name, donor_email, is_anonymous, amount, status, mode, created_at, completed_at, kind, updates_opt_in, message, message_hidden) SELECT 980000 + s.n * 60 + (d.id - 970001), d.campaign_id, d.team_id, d.fundraiser_id, d.donor_name, d.donor_email, d.is_anonymous, d.amount, d.status, d.mode, d.created_at, d.completed_at, d.kind, d.updates_opt_in, d.message, d.message_hidden FROM {$donations} d CROSS JOIN (SELECT seq AS n FROM seq_0_to_41) s WHERE d.campaign_id = " . self::CAMPAIGN ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name, constant.
		$this->assertSame( 2580, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$donations} WHERE campaign_id = " . self::CAMPAIGN ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name, constant.
		$this->assertSame( $this->reference( self::CAMPAIGN ), $this->export( self::CAMPAIGN ) );
	}
}
