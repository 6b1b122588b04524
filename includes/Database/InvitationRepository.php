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
 * (lower case). A private team accepts only the addresses listed here.
 */
final class InvitationRepository {

	/**
	 * Adds the addresses that are not invited yet and returns them.
	 *
	 * @param int      $team_id Team id.
	 * @param string[] $emails  Sanitised, lower-case addresses.
	 * @return string[] The addresses that were new.
	 */
	public function add( int $team_id, array $emails ): array {
		global $wpdb;
		$existing = $this->emails( $team_id );
		$added    = array();
		foreach ( array_unique( $emails ) as $email ) {
			if ( in_array( $email, $existing, true ) ) {
				continue;
			}
			$wpdb->insert(
				Schema::table( 'team_invitations' ),
				array(
					'team_id'    => $team_id,
					'email'      => $email,
					'token'      => wp_generate_password( 32, false ),
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
		return array_map( 'strval', $wpdb->get_col( $wpdb->prepare( "SELECT email FROM {$table} WHERE team_id = %d ORDER BY id", $team_id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
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
	 * Marks an invitation accepted.
	 *
	 * @param int    $team_id Team id.
	 * @param string $email   Address.
	 */
	public function accept( int $team_id, string $email ): void {
		global $wpdb;
		$wpdb->update(
			Schema::table( 'team_invitations' ),
			array( 'accepted_at' => current_time( 'mysql', true ) ),
			array(
				'team_id' => $team_id,
				'email'   => strtolower( $email ),
			)
		);
	}
}
