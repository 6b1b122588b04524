<?php
/**
 * CSV cells written by the database, byte for byte as Csv::cell() writes them.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * SQL expressions that turn a column into its finished CSV cell, so a large export reads lines
 * ready to send and PHP does no work per cell (decision 0088). Each mirrors the PHP it replaces:
 *
 * - text(): Csv::cell() of a string. The value is converted to the connection's utf8mb4 (what
 *   PHP would have received) and compared as bytes, never under the column's collation (which
 *   says that a full-width "＝" equals "="). The formula guard is a first-byte check, as in
 *   PHP: ASCII() is the first byte's value (=, +, -, @, tab, carriage return get a leading
 *   quote); then a cell holding a double quote, comma, CR or LF is quoted, its quotes doubled.
 * - money(): Serializer::money() of a decimal(14,2) as PHP prints it ("25", "12.5", "-0.5"):
 *   trailing zeros and then a trailing point go. Only exact while PHP prints floats with 14
 *   significant digits and a point (prints_money_alike()).
 * - date(): Serializer::date(), 'Y-m-d\TH:i:s\Z' or '' for none.
 * - yes_no(): "yes" when the column holds 1, as `1 === (int) $value`.
 */
final class CsvSql {

	/** A cell holding one of these bytes is quoted: " , CR LF (as Csv::cell()'s preg_match). */
	private const QUOTE_WHEN = array( '0x22', '0x2C', '0x0D', '0x0A' );

	/** First bytes that start a formula in a spreadsheet: = + - @ tab CR (Csv::cell()). */
	private const FORMULA_STARTS = '61, 43, 45, 64, 9, 13';

	/**
	 * A text column's finished cell.
	 *
	 * @param string $column An expression from the caller's code (a column, maybe NULL).
	 */
	public static function text( string $column ): string {
		$bytes   = "CAST(CONVERT(COALESCE({$column}, '') USING utf8mb4) AS BINARY)";
		$guarded = "CONCAT(IF(ASCII({$bytes}) IN (" . self::FORMULA_STARTS . "), 0x27, ''), {$bytes})";
		$special = implode(
			' OR ',
			array_map(
				static function ( string $byte ) use ( $bytes ): string {
					return "LOCATE({$byte}, {$bytes}) > 0";
				},
				self::QUOTE_WHEN
			)
		);
		return "IF({$special}, CONCAT(0x22, REPLACE({$guarded}, 0x22, 0x2222), 0x22), {$guarded})";
	}

	/**
	 * A decimal(…, 2) column as Serializer::money() prints it.
	 *
	 * @param string $column A decimal column from the caller's code.
	 */
	public static function money( string $column ): string {
		return "TRIM(TRAILING '.' FROM TRIM(TRAILING '0' FROM CAST({$column} AS CHAR)))";
	}

	/**
	 * A datetime column (GMT) as Serializer::date() prints it.
	 *
	 * @param string $column A datetime column from the caller's code.
	 */
	public static function date( string $column ): string {
		return "COALESCE(IF({$column} = '0000-00-00 00:00:00', '', DATE_FORMAT({$column}, '%Y-%m-%dT%H:%i:%sZ')), '')";
	}

	/**
	 * "yes" for 1, "no" for anything else.
	 *
	 * @param string $column A flag column from the caller's code.
	 */
	public static function yes_no( string $column ): string {
		return "IF({$column} = 1, 'yes', 'no')";
	}

	/**
	 * Whether PHP prints a money amount as money() writes it: 14 significant digits (PHP's
	 * default `precision`, or -1, the shortest exact form) and a decimal point (PHP before 8
	 * printed floats in the locale's LC_NUMERIC).
	 */
	public static function prints_money_alike(): bool {
		$precision = (int) ini_get( 'precision' );
		if ( 14 !== $precision && -1 !== $precision ) {
			return false;
		}
		return PHP_VERSION_ID >= 80000 || '.' === ( localeconv()['decimal_point'] ?? '.' );
	}
}
