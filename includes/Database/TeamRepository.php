<?php
/**
 * Team rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_teams. Leaderboards read the stored totals through the
 * (campaign_id, status[, access], raised_amount) indexes; nothing here sums donations.
 */
final class TeamRepository {

	public const STATUS_APPROVED = 'approved';

	private const WRITABLE = array( 'campaign_id', 'name', 'slug', 'story', 'goal', 'access', 'captain_user_id', 'image_id', 'image_url', 'status', 'created_at' );

	/** Sort keys of the admin list => column. */
	public const ADMIN_SORTS = array(
		'id'      => 't.id',
		'name'    => 't.name',
		'status'  => 't.status',
		'access'  => 't.access',
		'captain' => 'captain_name',
		'goal'    => 't.goal',
		'raised'  => 't.raised_amount',
		'members' => 't.members_count',
		'created' => 't.created_at',
	);

	private const DEFAULTS = array(
		'slug'            => '',
		'story'           => '',
		'goal'            => 0,
		'access'          => 'public',
		'captain_user_id' => 0,
		'image_id'        => 0,
		'image_url'       => '',
		'status'          => self::STATUS_APPROVED,
	);

	/**
	 * Team by id with its captain's name (column captain_name), or null: the name of the captain's
	 * fundraiser page in the team's campaign, which every public list shows and erasure anonymises
	 * (never the account's display name, which the plugin does not own).
	 *
	 * @param int $id Team id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		$row   = Query::row(
			$wpdb->prepare(
				"SELECT t.*, COALESCE( ( SELECT f.name FROM {$fundraisers} f WHERE f.user_id = t.captain_user_id AND f.campaign_id = t.campaign_id AND t.captain_user_id > 0 ORDER BY f.id LIMIT 1 ), '' ) AS captain_name FROM {$table} t WHERE t.id = %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
				$id
			)
		);
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * One page of a campaign's approved teams, by amount raised (desc) then id.
	 *
	 * @param int    $campaign_id     Campaign id.
	 * @param string $search          Case-insensitive substring of the name; '' for all.
	 * @param bool   $include_private Whether private (invite-only) teams are listed.
	 * @param int    $page            1-based page.
	 * @param int    $per_page        Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function search( int $campaign_id, string $search, bool $include_private, int $page, int $per_page ): array {
		global $wpdb;
		$table  = Schema::table( 'teams' );
		$where  = $wpdb->prepare( 'campaign_id = %d AND status = %s', $campaign_id, self::STATUS_APPROVED );
		$where .= $include_private ? '' : $wpdb->prepare( ' AND access = %s', 'public' );
		$indexed = null;
		$counted = null;
		if ( '' !== $search ) {
			// A one- or two-character term scans, its total the stored count of its gram (decisions
			// 0121, 0122), as the fundraisers' do ('İ' lower-cases to two characters, which the suffix
			// index would take); longer ones through the suffix index (decision 0025).
			$counted = self::short_total( $campaign_id, $search, $include_private );
			$indexed = null === $counted ? ( new NameIndexRepository() )->contains( NameIndexRepository::KIND_TEAM, $campaign_id, $search, 'id' ) : null;
			$where  .= null !== $indexed ? ' AND ' . $indexed : $wpdb->prepare( ' AND name LIKE %s', '%' . $wpdb->esc_like( $search ) . '%' );
		}

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where is built from prepare() above.
		$limit = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, ( $page - 1 ) * $per_page );
		if ( null !== $indexed ) {
			// Every match is read and sorted for the page anyway: count them in that pass (decision 0089).
			list( $total, $ids ) = CountedPage::read( "FROM {$table} WHERE {$where}", 'id', 'ORDER BY raised_amount DESC, id ASC', $limit );
		} else {
			$total = $counted ?? ( '' === $search && $include_private ? $this->count_approved( $campaign_id ) : (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$where}" ) );
			// The page's ids first, from the ranking index alone (a deep page skips index entries, not
			// rows), then those rows. A short term's page walks the ranking and stops early (it is
			// found every few teams); past the last match nothing is read.
			// Without a search, walk the ranking index of the filter (as the fundraisers do: a deep
			// OFFSET otherwise tempts the optimizer into sorting the whole range).
			$hint = '' === $search ? ( $include_private ? ' FORCE INDEX (ranking)' : ' FORCE INDEX (public_ranking)' ) : '';
			$ids  = 0 === $total || ( $page - 1 ) * $per_page >= $total ? array() : array_map( 'intval', $wpdb->get_col( "SELECT id FROM {$table}{$hint} WHERE {$where} ORDER BY raised_amount DESC, id ASC {$limit}" ) );
		}
		$rows  = array() === $ids ? array() : $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ') ORDER BY raised_amount DESC, id ASC', array_merge( array( $table ), $ids ) ), ARRAY_A );
		// phpcs:enable

		return array(
			'rows'  => array_map( array( self::class, 'hydrate' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * The exact number of a campaign's listed teams whose name holds a one- or two-character term,
	 * from the stored count of its gram; null for a longer term, before the upgrade that stores the
	 * counts, or for a term the database cannot weigh (the caller counts).
	 *
	 * @param int    $campaign_id     Campaign id.
	 * @param string $search          The term.
	 * @param bool   $include_private Whether private teams are listed.
	 */
	public static function short_total( int $campaign_id, string $search, bool $include_private ): ?int {
		if ( ! NameGramRepository::serves( $search ) ) {
			return null;
		}
		return ( new NameGramRepository() )->total( $include_private ? NameGramRepository::KIND_TEAM : NameGramRepository::KIND_PUBLIC_TEAM, $campaign_id, $search );
	}

	/**
	 * Number of approved teams of a campaign.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public function count_approved( int $campaign_id ): int {
		// Stored on the campaign, kept exact by every status change (decision 0039): one row read.
		return ( new ApprovedCountRepository() )->get( 'teams', $campaign_id );
	}

	/**
	 * Inserts a team and returns its id.
	 *
	 * @param array<string, mixed> $fields Column values (campaign_id and name required).
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function insert( array $fields ): int {
		$row = Query::new_row( self::DEFAULTS, self::WRITABLE, $fields );
		if ( '' === $row['slug'] ) {
			$row['slug'] = sanitize_title( (string) $row['name'] );
		}
		$id = Query::insert( Schema::table( 'teams' ), $row );
		if ( self::STATUS_APPROVED === $row['status'] ) {
			( new ApprovedCountRepository() )->add( 'teams', (int) $row['campaign_id'], 1 );
		}
		( new NameIndexRepository() )->add( NameIndexRepository::KIND_TEAM, $id );
		// The short searches list approved teams (decision 0122): a new one has no grams yet.
		( new NameGramRepository() )->sync_teams( array( $id ), false );
		\P2PFundraising\ReadCache::campaign_changed( (int) $row['campaign_id'] );
		return $id;
	}

	/**
	 * Updates some columns of a team (only writable ones; updated_at is set).
	 *
	 * @param int                  $id     Team id.
	 * @param array<string, mixed> $fields Column values.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function update( int $id, array $fields ): void {
		if ( array_key_exists( 'status', $fields ) ) {
			// Through the stored approved count (decision 0039).
			global $wpdb;
			( new ApprovedCountRepository() )->set_status( 'teams', (int) ( $this->find( $id )['campaign_id'] ?? 0 ), Schema::table( 'teams' ) . ' t', 't', $wpdb->prepare( 't.id = %d', $id ), (string) $fields['status'], current_time( 'mysql', true ) );
			unset( $fields['status'] );
		}
		Query::update_row( 'teams', $id, $fields, self::WRITABLE );
		if ( array_key_exists( 'name', $fields ) ) {
			( new NameIndexRepository() )->sync( NameIndexRepository::KIND_TEAM, $id );
			( new SortKeyRepository() )->team_renamed( $id );
		}
		if ( array_key_exists( 'name', $fields ) || array_key_exists( 'access', $fields ) ) {
			// Renamed, or opened or made private: which short searches list it (decision 0122).
			( new NameGramRepository() )->sync_teams( array( $id ) );
		}
		$this->changed( $id );
	}

	/**
	 * Locks a team's row until the transaction ends (SELECT … FOR UPDATE), so that two requests
	 * counting the team's invitations queue up instead of both seeing the same count.
	 *
	 * @param int $id Team id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function lock( int $id ): void {
		global $wpdb;
		$table = Schema::table( 'teams' );
		Query::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d FOR UPDATE", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Deletes a team row (DonationService::delete_team() detaches what belonged to it first).
	 *
	 * @param int $id Team id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete( int $id ): void {
		$this->changed( $id );
		( new ApprovedCountRepository() )->delete( 'teams', (int) ( $this->find( $id )['campaign_id'] ?? 0 ), $id );
		( new NameIndexRepository() )->sync( NameIndexRepository::KIND_TEAM, $id );
		( new NameGramRepository() )->sync_teams( array( $id ) );
	}

	/**
	 * Drops the cached reads of the team's campaign (decision 0026).
	 *
	 * @param int $id Team id.
	 */
	private function changed( int $id ): void {
		\P2PFundraising\ReadCache::campaign_changed( (int) ( $this->find( $id )['campaign_id'] ?? 0 ) );
	}

	/**
	 * Recounts a team's approved members into the stored members_count.
	 *
	 * @param int $team_id Team id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function refresh_members_count( int $team_id ): void {
		global $wpdb;
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		Query::execute(
			$wpdb->prepare(
				'UPDATE %i SET members_count = (SELECT COUNT(*) FROM %i WHERE team_id = %d AND status = %s) WHERE id = %d',
				$teams,
				$fundraisers,
				$team_id,
				self::STATUS_APPROVED,
				$team_id
			)
		);
		$this->changed( $team_id );
	}

	/**
	 * A campaign's teams (every status) with the captain's name and e-mail, for the admin list.
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param array<string, mixed> $query       search, status, orderby, order, page, per_page.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function admin_page( int $campaign_id, array $query ): array {
		global $wpdb;
		$teams  = Schema::table( 'teams' );
		$where  = $wpdb->prepare( 't.campaign_id = %d', $campaign_id ) . AdminPage::filters( $query, array( 't.name' ), 't.status' );
		$select = self::admin_select() . " WHERE {$where}";
		return AdminPage::fetch( "SELECT COUNT(*) FROM {$teams} t WHERE {$where}", $select, self::ADMIN_SORTS, 't.id', $query, array( self::class, 'hydrate' ), $campaign_id );
	}

	/**
	 * The next $limit teams of a campaign after id $after, as the admin list shows them (CSV export).
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param int                  $after       Last id of the previous batch (0 to start).
	 * @param int                  $limit       Batch size.
	 * @param array<string, mixed> $query       The list's search and status filter (empty: all).
	 * @return array<int, array<string, mixed>>
	 */
	public function export_batch( int $campaign_id, int $after, int $limit, array $query = array() ): array {
		global $wpdb;
		return AdminPage::after( self::admin_select() . $wpdb->prepare( ' WHERE t.campaign_id = %d', $campaign_id ) . ( array() === $query ? '' : AdminPage::filters( $query, array( 't.name' ), 't.status' ) ), 't.id', $after, $limit, array( self::class, 'hydrate' ) );
	}

	/**
	 * SELECT … FROM teams t with the captain's name and e-mail. The name is the one the public sees,
	 * their fundraiser page's in the team's campaign, which erasure anonymises; the account's display
	 * name only stands in for a captain without a page. The e-mail is the account's, which WordPress
	 * keeps after an erasure (the administrator can see it under Users anyway).
	 */
	private static function admin_select(): string {
		global $wpdb;
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		// Every column but the story, of which only the start is read (the admin detail reads it whole).
		return "SELECT t.id, t.campaign_id, t.name, t.slug, t.goal, t.access, t.captain_user_id, t.image_id, t.image_url, t.status,
				t.raised_amount, t.donations_count, t.donors_count, t.members_count, t.created_at, t.updated_at, LEFT(t.story, 201) AS story_excerpt,
				COALESCE( ( SELECT f.name FROM {$fundraisers} f WHERE f.campaign_id = t.campaign_id AND f.user_id = t.captain_user_id AND t.captain_user_id > 0 LIMIT 1 ), u.display_name, '' ) AS captain_name,
				COALESCE(u.user_email, '') AS captain_email
			FROM {$teams} t LEFT JOIN {$wpdb->users} u ON u.ID = t.captain_user_id";
	}

	/**
	 * Casts a database row to typed values.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'captain_user_id', 'image_id', 'donations_count', 'donors_count', 'members_count' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		foreach ( array( 'goal', 'raised_amount' ) as $key ) {
			$row[ $key ] = (float) $row[ $key ];
		}
		return $row;
	}
}
