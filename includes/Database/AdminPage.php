<?php
/**
 * The paged, sorted, searchable lists of the administration area.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * What every admin list shares: a search over some columns, a status filter, a sort looked up in
 * the repository's fixed map of columns (so nothing from the request reaches the SQL unprepared),
 * a count and one page. Unlike the public leaderboards, admin lists show every status and every
 * column an administrator needs (e-mails included). Each repository writes its own SELECT.
 *
 * A query is array{search: string, status?: string, orderby: string, order: string, page: int, per_page: int}.
 */
final class AdminPage {

	/**
	 * " AND …" conditions for the query's search (over $search_columns) and status filter.
	 *
	 * @param array<string, mixed> $query          The list query.
	 * @param string[]             $search_columns Columns the search matches (any of them).
	 * @param string               $status_column  Column of the status filter, '' for none.
	 */
	public static function filters( array $query, array $search_columns, string $status_column = '' ): string {
		global $wpdb;
		$where = '';
		if ( '' !== (string) $query['search'] ) {
			$like    = '%' . $wpdb->esc_like( (string) $query['search'] ) . '%';
			$matches = array();
			foreach ( $search_columns as $column ) {
				$matches[] = $wpdb->prepare( "{$column} LIKE %s", $like ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column names from the repositories.
			}
			$where .= ' AND (' . implode( ' OR ', $matches ) . ')';
		}
		if ( '' !== $status_column && '' !== (string) ( $query['status'] ?? '' ) ) {
			$where .= $wpdb->prepare( " AND {$status_column} = %s", $query['status'] ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- an alias-qualified column name from the repositories (%i would quote "c.status" as one name).
		}
		return $where;
	}

	/**
	 * Runs a count and one sorted page.
	 *
	 * @param string                $count_sql  COUNT(*) query (already prepared).
	 * @param string                $select_sql SELECT without ORDER/LIMIT (already prepared).
	 * @param array<string, string> $sorts      Sort key => column.
	 * @param string                $tiebreak   Column that makes the order total.
	 * @param array<string, mixed>  $query      orderby, order, page, per_page.
	 * @param callable              $hydrate    Row caster.
	 * @param int                   $campaign_id The campaign listed: its count is kept in the object
	 *                                           cache until the campaign changes (decision 0027), so
	 *                                           paging does not count the whole table again.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public static function fetch( string $count_sql, string $select_sql, array $sorts, string $tiebreak, array $query, callable $hydrate, int $campaign_id = 0 ): array {
		global $wpdb;
		$column    = $sorts[ $query['orderby'] ] ?? $tiebreak;
		$direction = 'asc' === strtolower( (string) $query['order'] ) ? 'ASC' : 'DESC';
		$per_page  = (int) $query['per_page'];
		$limit     = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, ( (int) $query['page'] - 1 ) * $per_page );
		$count     = static function () use ( $count_sql ): int {
			return (int) Query::value( $count_sql );
		};
		$total     = $campaign_id > 0 ? (int) \P2PFundraising\ReadCache::remember( $campaign_id, 'admin-count:' . $count_sql, $count ) : $count();
		$rows      = 0 === $total ? array() : Query::rows( "{$select_sql} ORDER BY {$column} {$direction}, {$tiebreak} {$direction} {$limit}" );
		return array(
			'rows'  => array_map( $hydrate, $rows ),
			'total' => $total,
		);
	}

	/**
	 * The next rows after a key, in key order (keyset paging: each batch is an index range read,
	 * however deep into the table it is — the CSV exports walk whole tables this way).
	 *
	 * @param string   $select_sql SELECT … WHERE … without ORDER/LIMIT (already prepared).
	 * @param string   $key        Unique, indexed column (e.g. 'd.id').
	 * @param int      $after      Last key of the previous batch (0 to start).
	 * @param int      $limit      Batch size.
	 * @param callable $hydrate    Row caster.
	 * @return array<int, array<string, mixed>>
	 */
	public static function after( string $select_sql, string $key, int $after, int $limit, callable $hydrate ): array {
		global $wpdb;
		$rows = Query::rows( $select_sql . $wpdb->prepare( " AND {$key} > %d ORDER BY {$key} ASC LIMIT %d", $after, $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- key from the repositories.
		return array_map( $hydrate, $rows );
	}
}
