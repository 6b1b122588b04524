<?php
/**
 * CSV documents for the exports.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Builds RFC 4180 CSV. A cell that a spreadsheet would read as a formula (starting with =, +, -,
 * @, a tab or a carriage return) is prefixed with a single quote, so opening an export never runs
 * what a donor typed into a name field.
 */
final class Csv {

	/** First characters that make a spreadsheet read a cell as a formula: the cell gets a leading quote. */
	public const FORMULA_STARTS = "=+-@\t\r";

	/** A cell holding one of these characters is quoted, its quotes doubled. */
	public const QUOTE_WHEN = "\",\r\n";

	/**
	 * The document: a header line, then one line per row, CRLF line ends, UTF-8 with a BOM so
	 * spreadsheet programs detect the encoding.
	 *
	 * @param string[]                    $header Column titles.
	 * @param array<int, array<int, mixed>> $rows   Cells.
	 */
	public static function document( array $header, array $rows ): string {
		$lines = array( self::line( $header ) );
		foreach ( $rows as $row ) {
			$lines[] = self::line( $row );
		}
		return "\xEF\xBB\xBF" . implode( "\r\n", $lines ) . "\r\n";
	}

	/**
	 * One line.
	 *
	 * @param array<int, mixed> $cells Cells.
	 */
	public static function line( array $cells ): string {
		return implode( ',', array_map( array( self::class, 'cell' ), $cells ) );
	}

	/**
	 * One cell, neutralised and quoted when needed. Numbers are written as they are.
	 *
	 * @param mixed $value Cell value.
	 */
	public static function cell( $value ): string {
		if ( is_int( $value ) || is_float( $value ) ) {
			return (string) $value;
		}
		$text = (string) $value;
		if ( '' !== $text && false !== strpos( self::FORMULA_STARTS, $text[0] ) ) {
			$text = "'" . $text;
		}
		if ( false !== strpbrk( $text, self::QUOTE_WHEN ) ) {
			$text = '"' . str_replace( '"', '""', $text ) . '"';
		}
		return $text;
	}

	/**
	 * A safe download name: lower-case letters, digits and dashes, then .csv.
	 *
	 * @param string $name Wanted name without extension.
	 */
	public static function filename( string $name ): string {
		$safe = trim( (string) preg_replace( '/[^a-z0-9]+/', '-', strtolower( remove_accents( $name ) ) ), '-' );
		return ( '' === $safe ? 'export' : $safe ) . '.csv';
	}
}
