<?php
/**
 * $wpdb calls that throw when the database refuses a statement.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * The repositories' only way to the database. $wpdb reports a failed statement by returning
 * false (or null, like an empty result) and recording last_error; these wrappers check it after
 * every statement and throw DatabaseError, so no caller can mistake a refused write (or a read cut
 * short by a deadlock) for success. Every SQL string passed here is already prepared.
 */
final class Query {

	/**
	 * Runs a statement; returns the number of affected rows.
	 *
	 * @param string $sql Prepared statement.
	 * @throws DatabaseError When the database refuses it.
	 */
	public static function execute( string $sql ): int {
		global $wpdb;
		$result = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		if ( false === $result || '' !== $wpdb->last_error ) {
			throw DatabaseError::from_last_statement( 'A statement failed' );
		}
		return (int) $result;
	}

	/**
	 * First column of the first row, or null when there is no row.
	 *
	 * @param string $sql Prepared query.
	 * @return string|null
	 * @throws DatabaseError When the database refuses it.
	 */
	public static function value( string $sql ): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		self::check_read();
		return null === $value ? null : (string) $value;
	}

	/**
	 * First row as an associative array, or null when there is none.
	 *
	 * @param string $sql Prepared query.
	 * @return array<string, string|null>|null
	 * @throws DatabaseError When the database refuses it.
	 */
	public static function row( string $sql ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		self::check_read();
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Every row as associative arrays.
	 *
	 * @param string $sql Prepared query.
	 * @return array<int, array<string, string|null>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public static function rows( string $sql ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		self::check_read();
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * The first column of every row.
	 *
	 * @param string $sql Prepared query.
	 * @return string[]
	 * @throws DatabaseError When the database refuses it.
	 */
	public static function column( string $sql ): array {
		global $wpdb;
		$values = $wpdb->get_col( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		self::check_read();
		return array_map( 'strval', $values );
	}

	/**
	 * Inserts a row and returns its id.
	 *
	 * @param string               $table   Full table name.
	 * @param array<string, mixed> $row     Column => value.
	 * @param string[]|null        $formats wpdb formats, or null to let wpdb choose.
	 * @throws DatabaseError When the database refuses it.
	 */
	public static function insert( string $table, array $row, ?array $formats = null ): int {
		global $wpdb;
		if ( false === $wpdb->insert( $table, $row, $formats ) ) {
			throw DatabaseError::from_last_statement( 'Could not insert into ' . $table ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for logs and retries, never printed: callers turn it into a fixed, translated REST error.
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * A new entity row: the defaults, then the writable ones of $fields; created_at (now unless
	 * given) and updated_at alike.
	 *
	 * @param array<string, mixed> $defaults Column defaults.
	 * @param string[]             $writable Columns a caller may set.
	 * @param array<string, mixed> $fields   Column values.
	 * @return array<string, mixed>
	 */
	public static function new_row( array $defaults, array $writable, array $fields ): array {
		$row               = array_merge( $defaults, array( 'created_at' => current_time( 'mysql', true ) ), array_intersect_key( $fields, array_flip( $writable ) ) );
		$row['updated_at'] = $row['created_at'];
		return $row;
	}

	/**
	 * Updates the writable columns of one row by id (never created_at); the entity tables'
	 * updated_at is set too.
	 *
	 * @param string               $name     Short table name ('campaigns', 'teams', ...).
	 * @param int                  $id       Row id.
	 * @param array<string, mixed> $fields   Column => value (already validated by the caller).
	 * @param string[]             $writable Columns a caller may set.
	 * @throws DatabaseError When the database refuses it.
	 */
	public static function update_row( string $name, int $id, array $fields, array $writable ): void {
		global $wpdb;
		$fields = array_intersect_key( $fields, array_flip( array_diff( $writable, array( 'created_at' ) ) ) );
		if ( in_array( $name, array( 'campaigns', 'teams', 'fundraisers' ), true ) ) {
			$fields['updated_at'] = current_time( 'mysql', true );
		}
		if ( array() === $fields ) {
			return;
		}
		if ( false === $wpdb->update( Schema::table( $name ), $fields, array( 'id' => $id ) ) ) {
			throw DatabaseError::from_last_statement( 'Could not update ' . $name ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for logs and retries, never printed: callers turn it into a fixed, translated REST error.
		}
	}

	/**
	 * Deletes one row by id.
	 *
	 * @param string $name Short table name.
	 * @param int    $id   Row id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public static function delete_row( string $name, int $id ): void {
		global $wpdb;
		if ( false === $wpdb->delete( Schema::table( $name ), array( 'id' => $id ), array( '%d' ) ) ) {
			throw DatabaseError::from_last_statement( 'Could not delete from ' . $name ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for logs and retries, never printed: callers turn it into a fixed, translated REST error.
		}
	}

	/**
	 * Throws when the read just run failed (wpdb clears last_error before every statement).
	 *
	 * @throws DatabaseError When it failed.
	 */
	private static function check_read(): void {
		global $wpdb;
		if ( '' !== $wpdb->last_error ) {
			throw DatabaseError::from_last_statement( 'A query failed' );
		}
	}
}
