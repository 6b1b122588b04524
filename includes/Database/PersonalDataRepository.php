<?php
/**
 * The queries behind WordPress's personal-data export and erasure tools.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Finds what the plugin holds about one e-mail address or user, and anonymises it. Amounts,
 * dates and credits are never touched, so no stored total changes when a person is erased.
 */
final class PersonalDataRepository {

	/**
	 * One page of the donations given with an e-mail address, oldest first, with the names of
	 * what they supported.
	 *
	 * @param string $email    Lower-case address.
	 * @param int    $page     1-based page.
	 * @param int    $per_page Rows per page.
	 * @return array<int, array<string, string|null>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function donations_by_email( string $email, int $page, int $per_page ): array {
		global $wpdb;
		$donations   = Schema::table( 'donations' );
		$campaigns   = Schema::table( 'campaigns' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		// The words of support are the donor's too, also while an administrator hides them.
		$message = Schema::has( Schema::DONATION_MESSAGES ) ? "COALESCE(d.message, '')" : "''";
		// So are the dedication and the address they asked us to write to (decision 0077).
		$message .= Schema::has( Schema::DEDICATIONS )
			? ' AS message, d.dedication_type, d.dedication_name, d.notify_name, d.notify_email, d.notified_at'
			: " AS message, '' AS dedication_type, '' AS dedication_name, '' AS notify_name, '' AS notify_email, NULL AS notified_at";
		return Query::rows(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a fixed expression only (tables go through %i).
				"SELECT d.id, d.donor_name, d.donor_email, d.is_anonymous, d.amount, d.status, d.created_at, {$message}, c.title AS campaign_title, COALESCE(t.name, '') AS team_name, COALESCE(f.name, '') AS fundraiser_name
				FROM %i d
				LEFT JOIN %i c ON c.id = d.campaign_id
				LEFT JOIN %i t ON t.id = d.team_id
				LEFT JOIN %i f ON f.id = d.fundraiser_id
				WHERE d.donor_email = %s ORDER BY d.id LIMIT %d OFFSET %d",
				$donations,
				$campaigns,
				$teams,
				$fundraisers,
				$email,
				$per_page,
				( max( 1, $page ) - 1 ) * $per_page
			)
		);
	}

	/**
	 * The dedicated gifts whose one e-mail a donor asked us to send to an address (the person
	 * told's own data, decision 0077), with the campaign's title; the donor is not among it.
	 *
	 * @param string $email Lower-case address.
	 * @return array<int, array<string, string|null>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function dedication_notices_to( string $email ): array {
		global $wpdb;
		if ( ! Schema::has( Schema::DEDICATIONS ) ) {
			return array();
		}
		return Query::rows(
			$wpdb->prepare(
				'SELECT d.id, d.notify_name, d.notify_email, d.notified_at, d.dedication_type, d.dedication_name, c.title AS campaign_title
				FROM %i d LEFT JOIN %i c ON c.id = d.campaign_id
				WHERE d.notify_email = %s ORDER BY d.id',
				Schema::table( 'donations' ),
				Schema::table( 'campaigns' ),
				$email
			)
		);
	}

	/**
	 * Forgets an address a donor asked us to tell about a dedication, with the name given for it;
	 * the gift, its dedication and the record that the e-mail went stay. Returns how many changed.
	 *
	 * @param string $email Lower-case address.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function forget_dedication_notices_to( string $email ): int {
		global $wpdb;
		if ( ! Schema::has( Schema::DEDICATIONS ) ) {
			return 0;
		}
		return Query::execute( $wpdb->prepare( "UPDATE %i SET notify_name = '', notify_email = '' WHERE notify_email = %s", Schema::table( 'donations' ), $email ) );
	}

	/**
	 * Every fundraiser page of a user, with its campaign and team names.
	 *
	 * @param int $user_id User id.
	 * @return array<int, array<string, string|null>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function fundraisers_of_user( int $user_id ): array {
		global $wpdb;
		$fundraisers = Schema::table( 'fundraisers' );
		$campaigns   = Schema::table( 'campaigns' );
		$teams       = Schema::table( 'teams' );
		return Query::rows(
			$wpdb->prepare(
				"SELECT f.*, c.title AS campaign_title, COALESCE(t.name, '') AS team_name, IF(t.captain_user_id = f.user_id, 1, 0) AS is_captain
				FROM %i f
				LEFT JOIN %i c ON c.id = f.campaign_id
				LEFT JOIN %i t ON t.id = f.team_id
				WHERE f.user_id = %d ORDER BY f.id",
				$fundraisers,
				$campaigns,
				$teams,
				$user_id
			)
		);
	}

	/**
	 * Removes what identifies a user on their fundraiser pages (name, story, picture); the pages,
	 * their team membership and the money they raised stay. Returns how many pages changed.
	 *
	 * @param int    $user_id     User id.
	 * @param string $placeholder Name shown instead.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function anonymise_fundraisers( int $user_id, string $placeholder ): int {
		// One transaction: the indexes are rewritten under the rows' locks, so a moderation that
		// commits meanwhile cannot be undone by a rewrite from what was read before it.
		return Transaction::run(
			static function () use ( $user_id, $placeholder ): int {
				global $wpdb;
				$table   = Schema::table( 'fundraisers' );
				$changed = Query::execute(
					$wpdb->prepare(
						"UPDATE {$table} SET name = %s, story = '', image_id = 0, image_url = '', updated_at = %s WHERE user_id = %d AND (name <> %s OR story <> '' OR image_url <> '')", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
						$placeholder,
						current_time( 'mysql', true ),
						$user_id,
						$placeholder
					)
				);
				// The cover photo and the chosen addresses (a name, often) go too; the page keeps its
				// /fundraiser/{id}/ address (decision 0090).
				if ( Schema::has( Schema::PAGE_ADDRESSES ) ) {
					$changed += Query::execute( $wpdb->prepare( "UPDATE %i SET cover_id = 0, cover_url = '', page_address = '' WHERE user_id = %d AND (cover_url <> '' OR cover_id > 0 OR page_address <> '')", $table, $user_id ) );
					( new PageAddressRepository() )->forget( Query::column( $wpdb->prepare( 'SELECT id FROM %i WHERE user_id = %d', $table, $user_id ) ) );
				}
				// The search indexes and the cached reads follow the new names.
				foreach ( Query::rows( $wpdb->prepare( "SELECT id, campaign_id FROM {$table} WHERE user_id = %d FOR UPDATE", $user_id ) ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
					( new NameIndexRepository() )->sync( NameIndexRepository::KIND_FUNDRAISER, (int) $row['id'] );
					( new NameGramRepository() )->sync( (int) $row['id'] );
					( new SortKeyRepository() )->fundraiser_donations( (int) $row['id'] );
					\P2PFundraising\ReadCache::campaign_changed( (int) $row['campaign_id'] );
				}
				return $changed;
			}
		);
	}

	/**
	 * The team invitations sent to an address, with the team names.
	 *
	 * @param string $email Lower-case address.
	 * @return array<int, array<string, string|null>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function invitations_to( string $email ): array {
		global $wpdb;
		$invitations = Schema::table( 'team_invitations' );
		$teams       = Schema::table( 'teams' );
		return Query::rows(
			$wpdb->prepare(
				"SELECT i.id, i.created_at, i.accepted_at, COALESCE(t.name, '') AS team_name FROM {$invitations} i LEFT JOIN {$teams} t ON t.id = i.team_id WHERE i.email = %s ORDER BY i.id", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names only.
				$email
			)
		);
	}

	/**
	 * Deletes the team invitations sent to an address; returns how many there were.
	 *
	 * @param string $email Lower-case address.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete_invitations_to( string $email ): int {
		global $wpdb;
		$table = Schema::table( 'team_invitations' );
		return Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE email = %s", $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The updates an account posted (issue 13), oldest first.
	 *
	 * @param int $user_id User id.
	 * @return array<int, array<string, string|null>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function updates_of_user( int $user_id ): array {
		global $wpdb;
		$table = Schema::table( 'updates' );
		return Query::rows( $wpdb->prepare( "SELECT id, body, image_url, status, created_at FROM {$table} WHERE user_id = %d ORDER BY id", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Deletes the updates an account posted; returns how many there were.
	 *
	 * @param int $user_id User id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete_updates_of_user( int $user_id ): int {
		global $wpdb;
		$table = Schema::table( 'updates' );
		return Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The pictures a person put on the plugin's pages: the attachments their fundraiser pages, their
	 * updates and the teams they captain show that they uploaded, and every picture uploaded through
	 * the plugin's forms by them (meta ImageUpload::META). Media they added in wp-admin otherwise is
	 * the site's, not the plugin's, and stays.
	 *
	 * @param int $user_id User id.
	 * @return int[] Attachment ids.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function uploaded_images_of_user( int $user_id ): array {
		global $wpdb;
		$fundraisers = Schema::table( 'fundraisers' );
		$updates     = Schema::table( 'updates' );
		$teams       = Schema::table( 'teams' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names only.
		$shown    = Query::column(
			$wpdb->prepare(
				"SELECT image_id FROM {$fundraisers} WHERE user_id = %d AND image_id > 0
				UNION SELECT image_id FROM {$updates} WHERE user_id = %d AND image_id > 0
				UNION SELECT image_id FROM {$teams} WHERE captain_user_id = %d AND image_id > 0",
				$user_id,
				$user_id,
				$user_id
			)
		);
		if ( Schema::has( Schema::PAGE_ADDRESSES ) ) {
			$shown = array_merge( $shown, Query::column( $wpdb->prepare( 'SELECT cover_id FROM %i WHERE user_id = %d AND cover_id > 0', $fundraisers, $user_id ) ) );
		}
		$uploaded = Query::column(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = 'attachment' AND p.post_author = %d",
				\P2PFundraising\Uploads\ImageUpload::META,
				$user_id
			)
		);
		$ids      = array_unique( array_map( 'intval', array_merge( $shown, $uploaded ) ) );
		if ( array() === $ids ) {
			return array();
		}
		// Only attachments they uploaded themselves (a team's picture may be someone else's).
		$in = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		return array_map(
			'intval',
			Query::column(
				$wpdb->prepare(
					"SELECT ID FROM %i WHERE post_type = 'attachment' AND post_author = %d AND ID IN ({$in})", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in is one %d placeholder per id.
					array_merge( array( $wpdb->posts, $user_id ), $ids )
				)
			)
		);
		// phpcs:enable
	}

	/**
	 * Takes deleted pictures off the teams that showed them.
	 *
	 * @param int[] $attachment_ids Deleted attachments.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function forget_team_images( array $attachment_ids ): void {
		if ( array() === $attachment_ids ) {
			return;
		}
		global $wpdb;
		$teams = Schema::table( 'teams' );
		Query::execute( "UPDATE {$teams} SET image_id = 0, image_url = '' WHERE image_id IN (" . implode( ',', array_map( 'intval', $attachment_ids ) ) . ')' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table name and integers.
	}
}
