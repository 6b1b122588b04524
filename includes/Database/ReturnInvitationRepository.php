<?php
/**
 * Invitations of last year's fundraisers to next year's campaign.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_return_invitations: one row per person and target campaign (a unique key, so a
 * second "Invite" never mails anyone twice). The link's token is stored only as its SHA-256
 * hash, written when the e-mail is composed (decision 0103).
 */
final class ReturnInvitationRepository {

	/**
	 * Creates an invitation for every approved fundraiser of $source_id who has none for
	 * $campaign_id yet and is not already a fundraiser there.
	 *
	 * @param int $campaign_id The new campaign.
	 * @param int $source_id   Last year's campaign.
	 * @return array<int, array{id: int, user_id: int, source_fundraiser_id: int}> The rows created.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function create_for( int $campaign_id, int $source_id ): array {
		global $wpdb;
		$table  = Schema::table( 'return_invitations' );
		$before = (int) Query::value( $wpdb->prepare( 'SELECT COALESCE(MAX(id), 0) FROM %i', $table ) );
		// No clear token before the first mail: a hash of nothing anyone holds (SHA2 of a random value).
		Query::execute(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (campaign_id, source_campaign_id, source_fundraiser_id, user_id, token, created_at)
				SELECT %d, f.campaign_id, f.id, f.user_id, SHA2(CONCAT(RAND(), f.id, UUID()), 256), %s
				FROM %i f
				WHERE f.campaign_id = %d AND f.status = %s AND f.user_id > 0
				AND NOT EXISTS (SELECT 1 FROM %i n WHERE n.campaign_id = %d AND n.user_id = f.user_id)
				ORDER BY f.id',
				$table,
				$campaign_id,
				current_time( 'mysql', true ),
				Schema::table( 'fundraisers' ),
				$source_id,
				'approved',
				Schema::table( 'fundraisers' ),
				$campaign_id
			)
		);
		$rows = Query::rows( $wpdb->prepare( 'SELECT id, user_id, source_fundraiser_id FROM %i WHERE campaign_id = %d AND id > %d ORDER BY id', $table, $campaign_id, $before ) );
		return array_map(
			static fn( array $row ): array => array(
				'id'                   => (int) $row['id'],
				'user_id'              => (int) $row['user_id'],
				'source_fundraiser_id' => (int) $row['source_fundraiser_id'],
			),
			$rows
		);
	}

	/**
	 * One invitation by id, or null.
	 *
	 * @param int $id Invitation id.
	 * @return array<string, string|null>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		return Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( 'return_invitations' ), $id ) );
	}

	/**
	 * The invitation a clear token opens, or null.
	 *
	 * @param string $token Token from the link.
	 * @return array<string, string|null>|null
	 */
	public function find_by_token( string $token ): ?array {
		global $wpdb;
		return Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE token = %s', Schema::table( 'return_invitations' ), InvitationRepository::hash( $token ) ) );
	}

	/**
	 * Stores the hash of a new link and its lifetime (every mail of an invitation gets its own link).
	 *
	 * @param int    $id         Invitation id.
	 * @param string $token_hash SHA-256 of the clear token.
	 * @param string $sent_at    UTC datetime.
	 * @param string $expires_at UTC datetime.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function mark_sent( int $id, string $token_hash, string $sent_at, string $expires_at ): void {
		global $wpdb;
		Query::execute( $wpdb->prepare( 'UPDATE %i SET token = %s, sent_at = %s, expires_at = %s WHERE id = %d AND accepted_at IS NULL', Schema::table( 'return_invitations' ), $token_hash, $sent_at, $expires_at, $id ) );
	}

	/**
	 * Uses the invitation up; false when another request already did (single use).
	 *
	 * @param int $id            Invitation id.
	 * @param int $fundraiser_id The fundraiser it created.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function accept_once( int $id, int $fundraiser_id ): bool {
		global $wpdb;
		return 1 === Query::execute( $wpdb->prepare( 'UPDATE %i SET accepted_at = %s, fundraiser_id = %d WHERE id = %d AND accepted_at IS NULL', Schema::table( 'return_invitations' ), current_time( 'mysql', true ), $fundraiser_id, $id ) );
	}

	/**
	 * How many invitations a campaign has: created, mailed, accepted.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array{invited: int, sent: int, joined: int}
	 */
	public function counts( int $campaign_id ): array {
		global $wpdb;
		$row = Query::row( $wpdb->prepare( 'SELECT COUNT(*) AS invited, COUNT(sent_at) AS sent, COUNT(accepted_at) AS joined FROM %i WHERE campaign_id = %d', Schema::table( 'return_invitations' ), $campaign_id ) );
		return array(
			'invited' => (int) ( $row['invited'] ?? 0 ),
			'sent'    => (int) ( $row['sent'] ?? 0 ),
			'joined'  => (int) ( $row['joined'] ?? 0 ),
		);
	}

	/**
	 * The invitations to next year's events sent to an account, with the campaign each invites to
	 * (privacy export).
	 *
	 * @param int $user_id User id.
	 * @return array<int, array<string, string|null>>
	 */
	public function of_user( int $user_id ): array {
		global $wpdb;
		return Query::rows( $wpdb->prepare( "SELECT r.id, r.created_at, r.sent_at, r.accepted_at, COALESCE(c.title, '') AS campaign_title FROM %i r LEFT JOIN %i c ON c.id = r.campaign_id WHERE r.user_id = %d ORDER BY r.id", Schema::table( 'return_invitations' ), Schema::table( 'campaigns' ), $user_id ) );
	}

	/**
	 * Deletes the invitations of an account (privacy erasure): who was invited where, and when.
	 *
	 * @param int $user_id User id.
	 * @return int How many were deleted.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete_of_user( int $user_id ): int {
		global $wpdb;
		return Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE user_id = %d', Schema::table( 'return_invitations' ), $user_id ) );
	}
}
