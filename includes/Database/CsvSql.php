<?php
/**
 * Export cells formatted by the database, byte for byte as PHP formats them.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * SQL expressions that give a column the text the export's PHP gave it, so the donations export
 * does no formatting per row in PHP (decision 0088); only the text cells are neutralised there
 * (Csv::cell()'s rule, a first-character check):
 *
 * - money(): Serializer::money() of a decimal(14,2) as PHP prints it ("25", "12.5", "-0.5"):
 *   trailing zeros and then a trailing point go. Only exact while PHP prints floats with 14
 *   significant digits and a point (prints_money_alike()); 14,2 holds at most 14 digits.
 * - date(): Serializer::date(), 'Y-m-d\TH:i:s\Z' or '' for none.
 * - yes_no(): "yes" when the column holds 1, as `1 === (int) $value`.
 */
final class CsvSql {

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
