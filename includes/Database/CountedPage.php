<?php
/**
 * A page of ids and the total of its query, read in one pass.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A leaderboard search through the suffix index reads every match (the index range, then each
 * match's row for its status and amount) once to count them and once more to sort them for the
 * page. `COUNT(*) OVER ()` gives the count from the sorting pass itself: one pass instead of two,
 * the same rows and the same total (decision 0089). Window functions need MariaDB 10.2 or MySQL 8;
 * an older server, and a page past the end (no row to carry the total), count separately.
 */
final class CountedPage {

	/** @var bool|null Whether the server has window functions (asked once per request). */
	private static $windows = null;

	/**
	 * The total and the page's ids.
	 *
	 * @param string $from_where "FROM … WHERE …" of the search, prepared, its id column named $id.
	 * @param string $id         The id column (e.g. "f.id").
	 * @param string $order_by   "ORDER BY …" of the page.
	 * @param string $limit      "LIMIT … OFFSET …", prepared.
	 * @return array{0: int, 1: int[]}
	 * @throws DatabaseError When the database refuses a query.
	 */
	public static function read( string $from_where, string $id, string $order_by, string $limit ): array {
		if ( self::has_windows() ) {
			$rows = Query::rows( "SELECT {$id} AS id, COUNT(*) OVER () AS total {$from_where} {$order_by} {$limit}" );
			if ( array() !== $rows ) {
				return array( (int) $rows[0]['total'], array_map( 'intval', array_column( $rows, 'id' ) ) );
			}
			return array( (int) Query::value( "SELECT COUNT(*) {$from_where}" ), array() );
		}
		$total = (int) Query::value( "SELECT COUNT(*) {$from_where}" );
		$ids   = 0 === $total ? array() : array_map( 'intval', Query::column( "SELECT {$id} {$from_where} {$order_by} {$limit}" ) );
		return array( $total, $ids );
	}

	/** Whether the database server runs window functions (MariaDB 10.2+, MySQL 8+). */
	public static function has_windows(): bool {
		global $wpdb;
		if ( null === self::$windows ) {
			$info          = (string) $wpdb->db_server_info();
			$version       = (string) $wpdb->db_version();
			self::$windows = false !== stripos( $info, 'mariadb' ) ? version_compare( $version, '10.2', '>=' ) : version_compare( $version, '8.0', '>=' );
		}
		return self::$windows;
	}
}
