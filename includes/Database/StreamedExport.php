<?php
/**
 * The read half of a streamed CSV export: one unbuffered query, its rows handed on as lines.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

use P2PFundraising\Admin\Csv;

defined( 'ABSPATH' ) || exit;

/**
 * Shared by the donations and the fundraisers exports (decisions 0088 and 0114). Each builds its
 * SELECT and turns a row into its line; this runs the query unbuffered on WordPress's own
 * connection, so memory stays flat however many rows there are, and hands the lines on in chunks.
 */
final class StreamedExport {

	/**
	 * Chunks of the lines of one unbuffered query. Nothing runs until the first chunk is asked
	 * for, and the result is freed when the caller stops early.
	 *
	 * @param string                             $sql   The complete, escaped SELECT.
	 * @param callable(array<int, mixed>):string $line  A row as mysqli's fetch_row() gives it, to
	 *                                                  its line (CRLF included).
	 * @param int                                $chunk Lines per chunk handed on.
	 * @return \Generator<int, string> Chunks of lines.
	 * @throws DatabaseError When the database refuses the query or the read stops.
	 */
	public static function lines( string $sql, callable $line, int $chunk ): \Generator {
		global $wpdb;
		$dbh = $wpdb->dbh;
		try {
			// The server waits for PHP while a slow client takes a chunk: give it the time a download
			// takes rather than the default minute (this connection's session only).
			$dbh->query( 'SET SESSION net_write_timeout = GREATEST(@@net_write_timeout, 3600)' );
			$result = $dbh->query( $sql, MYSQLI_USE_RESULT );
		} catch ( \mysqli_sql_exception $error ) {
			throw new DatabaseError( 'The export query failed: ' . $error->getMessage(), (int) $error->getCode() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for the PHP log, raised while a text/csv download streams: never rendered as HTML.
		}
		if ( ! $result instanceof \mysqli_result ) {
			throw new DatabaseError( 'The export query failed: ' . $dbh->error, (int) $dbh->errno ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for the PHP log, raised while a text/csv download streams: never rendered as HTML.
		}
		try {
			$lines = '';
			$count = 0;
			while ( $row = $result->fetch_row() ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- the usual fetch loop.
				$lines .= $line( $row );
				if ( ++$count === $chunk ) {
					yield $lines;
					$lines = '';
					$count = 0;
				}
			}
			if ( 0 !== (int) $dbh->errno ) {
				throw new DatabaseError( 'The export read stopped: ' . $dbh->error, (int) $dbh->errno ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for the PHP log, raised while a text/csv download streams: never rendered as HTML.
			}
			if ( '' !== $lines ) {
				yield $lines;
			}
		} catch ( \mysqli_sql_exception $error ) {
			throw new DatabaseError( 'The export read stopped: ' . $error->getMessage(), (int) $error->getCode() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for the PHP log, raised while a text/csv download streams: never rendered as HTML.
		} finally {
			// Also when the caller stops early: the connection is free for the next statement.
			$result->free();
		}
	}

	/**
	 * The row with Csv::cell() applied to its text cells, written out here because it runs for
	 * every row of a million-row export. The other cells are numbers, dates and flags the SELECT
	 * has already written as the export shows them.
	 *
	 * @param array<int, mixed> $row   A row as fetch_row() gives it.
	 * @param int[]             $cells The indexes of its text cells (never NULL).
	 * @return array<int, mixed>
	 */
	public static function neutralise( array $row, array $cells ): array {
		foreach ( $cells as $i ) {
			$cell = $row[ $i ];
			if ( '' === $cell ) {
				continue;
			}
			if ( false !== strpos( Csv::FORMULA_STARTS, $cell[0] ) ) {
				$cell = "'" . $cell;
			}
			if ( false !== strpbrk( $cell, Csv::QUOTE_WHEN ) ) {
				$cell = '"' . str_replace( '"', '""', $cell ) . '"';
			}
			$row[ $i ] = $cell;
		}
		return $row;
	}
}
