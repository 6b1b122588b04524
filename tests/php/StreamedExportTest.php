<?php
/**
 * StreamedExport, the read half of the donations and fundraisers exports: chunks of the caller's
 * lines from one unbuffered query, a clear error when the query or the read fails, and a
 * connection left usable when the reader stops early.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Admin\Csv;
use P2PFundraising\Database\DatabaseError;
use P2PFundraising\Database\StreamedExport;

final class StreamedExportTest extends PluginTestCase {

	/** SELECT 1 … 7 as rows of one column (no table needed). */
	private const SEVEN_ROWS = 'SELECT n FROM (SELECT 1 AS n UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7) AS numbers ORDER BY n';

	/** The line the tests ask for: the row's one cell. */
	public static function line( array $row ): string {
		return 'row ' . $row[0] . "\r\n";
	}

	public function test_the_lines_come_in_chunks_of_the_asked_size_and_the_rest_last(): void {
		$chunks = iterator_to_array( StreamedExport::lines( self::SEVEN_ROWS, array( self::class, 'line' ), 3 ), false );
		$this->assertSame(
			array( "row 1\r\nrow 2\r\nrow 3\r\n", "row 4\r\nrow 5\r\nrow 6\r\n", "row 7\r\n" ),
			$chunks
		);
	}

	public function test_a_query_the_database_refuses_is_a_database_error_with_its_reason(): void {
		$this->expectException( DatabaseError::class );
		$this->expectExceptionMessageMatches( '/^The export query failed: .*p2p_no_such_table/' );
		iterator_to_array( StreamedExport::lines( 'SELECT id FROM p2p_no_such_table', array( self::class, 'line' ), 10 ) );
	}

	public function test_a_reader_that_stops_early_leaves_the_connection_free_for_the_next_query(): void {
		global $wpdb;
		foreach ( StreamedExport::lines( self::SEVEN_ROWS, array( self::class, 'line' ), 2 ) as $chunk ) {
			$this->assertSame( "row 1\r\nrow 2\r\n", $chunk );
			break; // A download the client abandoned after its first chunk.
		}
		// The generator is gone, and its unbuffered result with it: a result still open would leave
		// the connection "out of sync" for this query.
		$this->assertSame( '42', $wpdb->get_var( 'SELECT 42' ) );
		$this->assertSame( '', $wpdb->last_error );
	}

	public function test_text_cells_are_neutralised_as_csv_cell_does_and_other_cells_are_left(): void {
		$texts = array( '=SUM(A1)', '+1', '-2', '@x', "\tTab", 'a,b', 'say "hi"', "two\nlines", '', 'plain' );
		$row   = array_merge( array( '7' ), $texts, array( '=not a text cell' ) );
		$cells = range( 1, count( $texts ) );

		$out = StreamedExport::neutralise( $row, $cells );

		foreach ( $texts as $k => $text ) {
			$this->assertSame( Csv::cell( $text ), $out[ $k + 1 ], $text );
		}
		$this->assertSame( '7', $out[0] );
		$this->assertSame( '=not a text cell', $out[ count( $texts ) + 1 ] );
	}
}
