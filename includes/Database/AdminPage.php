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
			$where .= $wpdb->prepare( " AND {$status_column} = %s", $query['status'] ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
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
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public static function fetch( string $count_sql, string $select_sql, array $sorts, string $tiebreak, array $query, callable $hydrate ): array {
		global $wpdb;
		$column    = $sorts[ $query['orderby'] ] ?? $tiebreak;
		$direction = 'asc' === strtolower( (string) $query['order'] ) ? 'ASC' : 'DESC';
		$per_page  = (int) $query['per_page'];
		$limit     = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, ( (int) $query['page'] - 1 ) * $per_page );
		$total     = (int) Query::value( $count_sql );
		$rows      = 0 === $total ? array() : Query::rows( "{$select_sql} ORDER BY {$column} {$direction}, {$tiebreak} {$direction} {$limit}" );
		return array(
			'rows'  => array_map( $hydrate, $rows ),
			'total' => $total,
		);
	}
}
