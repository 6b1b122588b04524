<?php
/**
 * Team invitation rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_team_invitations: one row per team and invited e-mail address
 * (lower case). `token` holds only the SHA-256 hash of the token last mailed to the address
 * (a random, unusable hash until the first mail), `sent_at` when it was mailed, `expires_at` when
 * the link stops working and `accepted_at` when it was used (a token works once).
 */
final class InvitationRepository {

	/**
	 * The stored form of a token: its SHA-256 hash (the token itself is only in the e-mail).
	 *
	 * @param string $token Token from the invitation link.
	 */
	public static function hash( string $token ): string {
		return hash( 'sha256', $token );
	}

	/**
	 * Adds the addresses that are not invited yet and returns them.
	 *
	 * @param int      $team_id Team id.
	 * @param string[] $emails  Sanitised, lower-case addresses.
	 * @return string[] The addresses that were new.
	 * @throws DatabaseError When a row cannot be written.
	 */
	public function add( int $team_id, array $emails ): array {
		$existing = $this->emails( $team_id );
		$added    = array();
		foreach ( array_unique( $emails ) as $email ) {
			if ( in_array( $email, $existing, true ) ) {
				continue;
			}
			Query::insert(
				Schema::table( 'team_invitations' ),
				array(
					'team_id'    => $team_id,
					'email'      => $email,
					// No link exists before the first mail: a hash of nothing anyone holds.
					'token'      => self::hash( wp_generate_password( 40, true, true ) ),
					'created_at' => current_time( 'mysql', true ),
				)
			);
			$added[] = $email;
		}
		return $added;
	}

	/**
	 * Every invited address of a team.
	 *
	 * @param int $team_id Team id.
	 * @return string[]
	 */
	public function emails( int $team_id ): array {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		return array_map( 'strval', Query::column( $wpdb->prepare( "SELECT email FROM {$table} WHERE team_id = %d ORDER BY id", $team_id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The invitations of a team not accepted yet, oldest first.
	 *
	 * @param int $team_id Team id.
	 * @return array<int, array<string, mixed>>
	 */
	public function open_for_team( int $team_id ): array {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		return Query::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE team_id = %d AND accepted_at IS NULL ORDER BY id", $team_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * How many addresses of a team were mailed since a moment (GMT).
	 *
	 * @param int    $team_id Team id.
	 * @param string $since   'Y-m-d H:i:s' GMT.
	 */
	public function sent_since( int $team_id, string $since ): int {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		return (int) Query::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE team_id = %d AND sent_at >= %s", $team_id, $since ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Records that a new token was mailed (the previous link of that address stops working).
	 *
	 * @param int    $id         Invitation id.
	 * @param string $token_hash hash() of the new token.
	 * @param string $sent_at    GMT datetime.
	 * @param string $expires_at GMT datetime.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function mark_sent( int $id, string $token_hash, string $sent_at, string $expires_at ): void {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET token = %s, sent_at = %s, expires_at = %s WHERE id = %d", $token_hash, $sent_at, $expires_at, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The invitation a token belongs to, or null.
	 *
	 * @param string $token Token from the link.
	 * @return array<string, mixed>|null
	 */
	public function find_by_token( string $token ): ?array {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		return Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE token = %s", self::hash( $token ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The open invitation of an address to a team, or null.
	 *
	 * @param int    $team_id Team id.
	 * @param string $email   Address.
	 * @return array<string, mixed>|null
	 */
	public function find_open( int $team_id, string $email ): ?array {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		return Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE team_id = %d AND email = %s AND accepted_at IS NULL ORDER BY id LIMIT 1", $team_id, strtolower( $email ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Whether an address is invited to a team.
	 *
	 * @param int    $team_id Team id.
	 * @param string $email   Address.
	 */
	public function is_invited( int $team_id, string $email ): bool {
		return in_array( strtolower( $email ), $this->emails( $team_id ), true );
	}

	/**
	 * Deletes every invitation of a team (before the team is deleted).
	 *
	 * @param int $team_id Team id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete_for_team( int $team_id ): void {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE team_id = %d", $team_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Marks one invitation used, once: false when it was already used (a concurrent join won).
	 *
	 * @param int $id Invitation id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function accept_once( int $id ): bool {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		return 1 === Query::execute( $wpdb->prepare( "UPDATE {$table} SET accepted_at = %s WHERE id = %d AND accepted_at IS NULL", current_time( 'mysql', true ), $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Marks an address's open invitations to a team accepted.
	 *
	 * @param int    $team_id Team id.
	 * @param string $email   Address.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function accept( int $team_id, string $email ): void {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET accepted_at = %s WHERE team_id = %d AND email = %s AND accepted_at IS NULL", current_time( 'mysql', true ), $team_id, strtolower( $email ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Makes every stored token unusable (1.2.0: tokens were stored in clear and never mailed).
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function hash_legacy_tokens(): void {
		$table = Schema::table( 'team_invitations' );
		Query::execute( "UPDATE {$table} SET token = SHA2(CONCAT(token, id, RAND()), 256) WHERE sent_at IS NULL" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name only.
	}
}
