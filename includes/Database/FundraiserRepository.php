<?php
/**
 * Fundraiser rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_fundraisers (one per user and campaign). Rows carry the team's name
 * (column team_name, '' without a team) so that a fundraiser can be presented without a second query.
 */
final class FundraiserRepository {

	public const STATUS_APPROVED = 'approved';

	/**
	 * From this offset on, an unfiltered leaderboard page seeks through the band counts (decision
	 * 0071); below it, stepping over the index entries costs no more than reading the bands.
	 */
	public const DEEP_OFFSET = 2000;

	/** @var int */
	private $deep_offset;

	/**
	 * @param int $deep_offset From which offset the whole leaderboard seeks through the band counts.
	 */
	public function __construct( int $deep_offset = self::DEEP_OFFSET ) {
		$this->deep_offset = max( 0, $deep_offset );
	}

	/**
	 * The columns of the admin list and export: every one but the story, of which only the start
	 * (story_excerpt) is read, so a page of long stories stays small (the admin detail reads it whole).
	 */
	private const ADMIN_COLUMNS = 'f.id, f.campaign_id, f.user_id, f.team_id, f.name, f.goal, f.image_id, f.image_url, f.status, f.raised_amount, f.donations_count, f.donors_count, f.activity_total, f.created_at, f.updated_at, LEFT(f.story, 201) AS story_excerpt';

	/** The admin list's and export's SELECT list: ADMIN_COLUMNS, the team's name, the e-mail and the participant type's name ('' for none). */
	private const ADMIN_SELECT = self::ADMIN_COLUMNS . ", COALESCE(t.name, '') AS team_name, COALESCE(u.user_email, '') AS user_email, COALESCE(r.type_name, '') AS registration_type";

	private const WRITABLE = array( 'campaign_id', 'user_id', 'team_id', 'name', 'story', 'goal', 'image_id', 'image_url', 'status', 'created_at', 'page_address', 'cover_id', 'cover_url' );

	/** Sort keys of the admin list => column. */
	public const ADMIN_SORTS = array(
		'id'      => 'f.id',
		'name'    => 'f.name',
		'team'    => 'f.team_name',
		'status'  => 'f.status',
		'goal'    => 'f.goal',
		'raised'  => 'f.raised_amount',
		'created' => 'f.created_at',
	);

	private const DEFAULTS = array(
		'team_id'   => null,
		'story'     => '',
		'goal'      => 0,
		'image_id'  => 0,
		'image_url' => '',
		'status'    => self::STATUS_APPROVED,
	);

	/**
	 * Fundraiser by id, or null.
	 *
	 * @param int $id Fundraiser id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$row = Query::row( $wpdb->prepare( self::select() . ' WHERE f.id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- select() holds table names only.
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * Locks the fundraiser's row until the transaction ends and reads its team as committed now
	 * (a locking read, not the transaction's snapshot): membership changes of one fundraiser queue
	 * up and each sees the previous one's result.
	 *
	 * @param int $id Fundraiser id.
	 * @return int Team id, 0 without a team.
	 * @throws DatabaseError When the lock is not granted (deadlock, lock-wait timeout).
	 */
	public function lock_team_id( int $id ): int {
		global $wpdb;
		$table = Schema::table( 'fundraisers' );
		return (int) Query::value( $wpdb->prepare( "SELECT team_id FROM {$table} WHERE id = %d FOR UPDATE", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Whether a user has a fundraiser page in any campaign (index user_id).
	 *
	 * @param int $user_id User id.
	 */
	public function exists_for_user( int $user_id ): bool {
		global $wpdb;
		$table = Schema::table( 'fundraisers' );
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE user_id = %d LIMIT 1", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * A user's fundraiser in a campaign, or null.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $user_id     User id.
	 * @return array<string, mixed>|null
	 */
	public function find_by_user( int $campaign_id, int $user_id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( self::select() . ' WHERE f.campaign_id = %d AND f.user_id = %d', $campaign_id, $user_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- select() holds table names only.
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * One page of a campaign's approved fundraisers, by amount raised (desc) then id.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $search      Case-insensitive substring of the name; '' for all.
	 * @param int    $page        1-based page.
	 * @param int    $per_page    Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function search( int $campaign_id, string $search, int $page, int $per_page ): array {
		global $wpdb;
		$table  = Schema::table( 'fundraisers' );
		$where  = $wpdb->prepare( 'f.campaign_id = %d AND f.status = %s', $campaign_id, self::STATUS_APPROVED );
		$limit  = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, ( $page - 1 ) * $per_page );
		// Until the upgrade that fills the short-term index is stored, short terms go the way longer ones do.
		$grams  = NameGramRepository::serves( $search ) && Schema::has( Schema::NAME_GRAMS ) ? ( new NameGramRepository() )->condition( $campaign_id, $search, 'g' ) : null;
		$term    = $search;
		$search  = null !== $grams ? '' : $search;
		$indexed = null;
		if ( '' !== $search ) {
			// Through the suffix index (decision 0025); a term the short-term index cannot weigh scans.
			$indexed = ( new NameIndexRepository() )->contains( NameIndexRepository::KIND_FUNDRAISER, $campaign_id, $search, 'f.id' );
			$where  .= null !== $indexed ? ' AND ' . $indexed : $wpdb->prepare( ' AND f.name LIKE %s', '%' . $wpdb->esc_like( $search ) . '%' );
		}

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- $where, $grams and $limit are built from prepare() above.
		if ( null !== $grams ) {
			// One or two characters: through the short-term index (decision 0042).
			list( $total, $ids ) = $this->search_grams( $campaign_id, $where, $grams, $term, $page, $per_page );
		} elseif ( null !== $indexed ) {
			// The index entries carry the status and the amount: the page and its count come from
			// the index range alone (decision 0111). Until its upgrade is stored, every match is read
			// and sorted for the page, and counted in that pass (decision 0089).
			list( $total, $ids ) = ( new NameIndexRepository() )->ranked_page( $campaign_id, $search, $limit )
				?? CountedPage::read( "FROM {$table} f WHERE {$where}", 'f.id', 'ORDER BY f.raised_amount DESC, f.id ASC', $limit );
		} else {
			$total = '' === $search ? $this->count_approved( $campaign_id ) : (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} f WHERE {$where}" );
			// The page's ids first, from the ranking index alone (a deep page skips index entries, not
			// rows), then those rows with their team.
			// Without a search the optimizer, facing a deep OFFSET, would rather sort the whole
			// (campaign, status) range of the older leaderboard index than walk `ranking` (same order as
			// the ORDER BY): 100 ms instead of 5 at page 5000 of 100k fundraisers. Name it.
			$hint = '' === $search ? ' FORCE INDEX (ranking)' : '';
			$seek = '' === $search ? $this->seek( $campaign_id, $page, $per_page, $total ) : null;
			if ( null !== $seek ) {
				// A deep page of the whole leaderboard: below the bands it skips (decision 0071).
				$where .= $seek['where'];
				$limit  = $seek['limit'];
			}
			$ids = 0 === $total || ( null !== $seek && '' === $seek['limit'] ) ? array() : array_map( 'intval', $wpdb->get_col( "SELECT f.id FROM {$table} f{$hint} WHERE {$where} ORDER BY f.raised_amount DESC, f.id ASC {$limit}" ) );
		}
		$rows = array() === $ids ? array() : $wpdb->get_results( self::select() . ' WHERE f.id IN (' . implode( ',', $ids ) . ') ORDER BY f.raised_amount DESC, f.id ASC', ARRAY_A );
		// phpcs:enable

		return array(
			'rows'  => array_map( array( self::class, 'hydrate' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * The condition and limit of a deep page of the whole leaderboard through the band counts
	 * (decision 0071): the page's rows lie below the last band whose rows all come before it, at
	 * the rest of the offset among the rows below. Null for a page that is not deep (the plain
	 * OFFSET costs no more) or while the counts are not stored; limit '' for a page past the end.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $page        1-based page.
	 * @param int $per_page    Page size.
	 * @param int $total       Approved fundraisers of the campaign.
	 * @return array{where: string, limit: string}|null
	 */
	private function seek( int $campaign_id, int $page, int $per_page, int $total ): ?array {
		return ( new FundraiserBandRepository() )->page_bounds( $campaign_id, ( $page - 1 ) * $per_page, $per_page, $total, $this->deep_offset );
	}

	/**
	 * Total and page ids of a one- or two-character search through the short-term index
	 * (decision 0042). The total is the gram's stored count (decision 0121). The page either walks `ranking`
	 * and keeps the entries found in that range (each a primary-key probe: quick while matches
	 * are dense), or reads the range and sorts its few rows (quick while they are rare); the
	 * exact total says which reads fewer entries.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $where       The approved fundraisers of the campaign (alias f), prepared.
	 * @param string $grams       The term's range (alias g), prepared.
	 * @param string $search      The term.
	 * @param int    $page        1-based page.
	 * @param int    $per_page    Page size.
	 * @return array{0: int, 1: int[]}
	 */
	private function search_grams( int $campaign_id, string $where, string $grams, string $search, int $page, int $per_page ): array {
		global $wpdb;
		$table  = Schema::table( 'fundraisers' );
		$index  = Schema::table( 'name_grams' );
		$offset = ( $page - 1 ) * $per_page;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names; conditions prepared by the caller.
		// The stored count of the gram (decision 0121); until its upgrade is stored, a range count.
		$total = ( new NameGramRepository() )->total( NameGramRepository::KIND_FUNDRAISER, $campaign_id, $search )
			?? (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$index} g WHERE {$grams}" );
		if ( $offset >= $total ) {
			return array( $total, array() );
		}
		$limit = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, $offset );
		// Walking the ranking meets a match every approved / total entries, on average. An entry
		// walked costs about what a row read from the range and sorted costs (measured at 100,000
		// fundraisers: "an", 18,000 entries walked 16 ms, its 19,450 rows read and sorted 24 ms;
		// "a", 94,000 entries walked 104 ms, its 83,900 rows 93 ms): walk when it reads fewer.
		$walk = ( $offset + $per_page ) * max( 1, $this->count_approved( $campaign_id ) ) / $total;
		$sql  = $walk <= $total
			? "SELECT STRAIGHT_JOIN f.id FROM {$table} f FORCE INDEX (ranking) INNER JOIN {$index} g ON {$grams} AND g.entity_id = f.id WHERE {$where} ORDER BY f.raised_amount DESC, f.id ASC {$limit}"
			: "SELECT STRAIGHT_JOIN f.id FROM {$index} g INNER JOIN {$table} f ON f.id = g.entity_id WHERE {$grams} AND {$where} ORDER BY f.raised_amount DESC, f.id ASC {$limit}";
		$ids = array_map( 'intval', $wpdb->get_col( $sql ) );
		// phpcs:enable
		return array( $total, $ids );
	}

	/**
	 * Every approved member of a team, by amount raised (desc) then id.
	 *
	 * @param int $team_id Team id.
	 * @return array<int, array<string, mixed>>
	 */
	public function team_members( int $team_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare( self::select() . ' WHERE f.team_id = %d AND f.status = %s ORDER BY f.raised_amount DESC, f.id ASC', $team_id, self::STATUS_APPROVED ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- select() holds table names only.
			ARRAY_A
		);
		return array_map( array( self::class, 'hydrate' ), $rows );
	}

	/**
	 * Number of approved fundraisers of a campaign.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public function count_approved( int $campaign_id ): int {
		// Stored on the campaign, kept exact by every status change (decision 0039): one row read.
		return ( new ApprovedCountRepository() )->get( 'fundraisers', $campaign_id );
	}

	/**
	 * Inserts a fundraiser and returns its id.
	 *
	 * @param array<string, mixed> $fields Column values (campaign_id, user_id and name required).
	 * @throws DatabaseError When the row cannot be written (e.g. the user already has one).
	 */
	public function insert( array $fields ): int {
		$row = Query::new_row( self::DEFAULTS, self::WRITABLE, $fields );
		if ( empty( $row['team_id'] ) ) {
			$row['team_id'] = null;
		}
		$id = Query::insert( Schema::table( 'fundraisers' ), $row );
		if ( self::STATUS_APPROVED === $row['status'] ) {
			( new ApprovedCountRepository() )->add( 'fundraisers', (int) $row['campaign_id'], 1 );
			// A new fundraiser has raised nothing yet (decision 0071).
			( new FundraiserBandRepository() )->adjust( (int) $row['campaign_id'], FundraiserBandRepository::band( $row['raised_amount'] ?? 0 ), 1 );
			( new ActivityBandRepository() )->adjust( (int) $row['campaign_id'], ActivityBandRepository::band( $row['activity_total'] ?? 0 ), 1 );
		}
		( new NameIndexRepository() )->add( NameIndexRepository::KIND_FUNDRAISER, $id );
		( new NameGramRepository() )->add( $id );
		if ( null !== $row['team_id'] ) {
			( new SortKeyRepository() )->fundraiser_team( $id );
		}
		\P2PFundraising\ReadCache::campaign_changed( (int) $row['campaign_id'] );
		/**
		 * A fundraiser was created (inside the caller's transaction, if any: work done by
		 * listeners in the database commits or rolls back with it).
		 *
		 * @param int $id The new fundraiser's id.
		 */
		do_action( 'p2p_fundraising_fundraiser_created', $id );
		return $id;
	}

	/**
	 * Updates some columns of a fundraiser (only writable ones; updated_at is set).
	 *
	 * @param int                  $id     Fundraiser id.
	 * @param array<string, mixed> $fields Column values.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function update( int $id, array $fields ): void {
		if ( array_key_exists( 'team_id', $fields ) && empty( $fields['team_id'] ) ) {
			$fields['team_id'] = null;
		}
		if ( array_key_exists( 'status', $fields ) ) {
			// Through the stored approved count (decision 0039).
			$fields = $this->set_status( $id, $fields );
		}
		$old_team = array_key_exists( 'team_id', $fields ) ? $this->lock_team_id( $id ) : 0;
		Query::update_row( 'fundraisers', $id, $fields, self::WRITABLE );
		if ( array_key_exists( 'team_id', $fields ) ) {
			// A team's activity is its members' (decision 0093): it moves with the fundraiser.
			( new ActivityRepository() )->move_fundraiser( $id, $old_team, (int) $fields['team_id'] );
		}
		if ( array_key_exists( 'name', $fields ) ) {
			( new NameIndexRepository() )->sync( NameIndexRepository::KIND_FUNDRAISER, $id );
			( new NameGramRepository() )->sync( $id );
			( new SortKeyRepository() )->fundraiser_donations( $id );
		}
		if ( array_key_exists( 'team_id', $fields ) ) {
			( new SortKeyRepository() )->fundraiser_team( $id );
		}
		$this->changed( $id );
	}

	/**
	 * Moves a fundraiser to a team (0: no team).
	 *
	 * @param int $id      Fundraiser id.
	 * @param int $team_id Team id, or 0.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function set_team( int $id, int $team_id ): void {
		$this->update( $id, array( 'team_id' => $team_id ) );
	}

	/**
	 * Leaves every member of a team without a team (before the team is deleted).
	 *
	 * @param int $team_id Team id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function leave_team( int $team_id ): void {
		global $wpdb;
		$table = Schema::table( 'fundraisers' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET team_id = NULL, team_name = '' WHERE team_id = %d", $team_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		\P2PFundraising\ReadCache::campaign_changed( (int) ( ( new TeamRepository() )->find( $team_id )['campaign_id'] ?? 0 ) );
	}

	/**
	 * Deletes a fundraiser row (DonationService::delete_fundraiser() detaches its donations first).
	 *
	 * @param int $id Fundraiser id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete( int $id ): void {
		$this->changed( $id );
		( new ApprovedCountRepository() )->delete( 'fundraisers', (int) ( $this->find( $id )['campaign_id'] ?? 0 ), $id );
		( new NameIndexRepository() )->sync( NameIndexRepository::KIND_FUNDRAISER, $id );
		( new NameGramRepository() )->sync( $id );
		// Its addresses lead nowhere now: free them (decision 0090).
		( new PageAddressRepository() )->forget( array( $id ) );
	}

	/**
	 * Changes the status of $fields['status'] through the stored approved count; returns the other
	 * fields.
	 *
	 * @param int                  $id     Fundraiser id.
	 * @param array<string, mixed> $fields Column values, status among them.
	 * @return array<string, mixed>
	 * @throws DatabaseError When the database refuses it.
	 */
	private function set_status( int $id, array $fields ): array {
		global $wpdb;
		( new ApprovedCountRepository() )->set_status( 'fundraisers', (int) ( $this->find( $id )['campaign_id'] ?? 0 ), Schema::table( 'fundraisers' ) . ' f', 'f', $wpdb->prepare( 'f.id = %d', $id ), (string) $fields['status'], current_time( 'mysql', true ) );
		unset( $fields['status'] );
		return $fields;
	}

	/**
	 * Drops the cached reads of the fundraiser's campaign (decision 0026).
	 *
	 * @param int $id Fundraiser id.
	 */
	private function changed( int $id ): void {
		\P2PFundraising\ReadCache::campaign_changed( (int) ( $this->find( $id )['campaign_id'] ?? 0 ) );
	}

	/**
	 * A campaign's fundraisers (every status) with their team's name and the user's e-mail, for
	 * the admin list.
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param array<string, mixed> $query       search, status, orderby, order, page, per_page.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function admin_page( int $campaign_id, array $query ): array {
		global $wpdb;
		$fundraisers = Schema::table( 'fundraisers' );
		$where       = $wpdb->prepare( 'f.campaign_id = %d', $campaign_id ) . self::admin_filters( $query );
		$from        = self::admin_from() . " WHERE {$where}";
		// Without a search the joins cannot change the count: count the fundraisers alone.
		$count = '' === (string) $query['search'] ? "SELECT COUNT(*) FROM {$fundraisers} f WHERE {$where}" : "SELECT COUNT(*) {$from}";
		return AdminPage::fetch( $count, 'SELECT ' . self::ADMIN_SELECT . " {$from}", self::ADMIN_SORTS, 'f.id', $query, array( self::class, 'hydrate' ), $campaign_id );
	}

	/**
	 * " AND …" of the admin list's search, status and participant type (query key
	 * registration_type: a type id, 0 for all).
	 *
	 * @param array<string, mixed> $query The list query.
	 */
	public static function admin_filters( array $query ): string {
		return AdminPage::filters( $query, array( 'f.name', 'u.user_email' ), 'f.status' ) . RegistrationRepository::of_type_condition( (int) ( $query['registration_type'] ?? 0 ) );
	}

	/**
	 * FROM of the admin list and export: the team's name, the user's e-mail and the participant
	 * type joined (each by a unique key: one row per fundraiser).
	 */
	private static function admin_from(): string {
		global $wpdb;
		$fundraisers   = Schema::table( 'fundraisers' );
		$teams         = Schema::table( 'teams' );
		$registrations = Schema::table( 'registrations' );
		return "FROM {$fundraisers} f LEFT JOIN {$teams} t ON t.id = f.team_id LEFT JOIN {$wpdb->users} u ON u.ID = f.user_id LEFT JOIN {$registrations} r ON r.fundraiser_id = f.id";
	}

	/**
	 * The next $limit fundraisers of a campaign after id $after, as the admin list shows them (CSV export).
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param int                  $after       Last id of the previous batch (0 to start).
	 * @param int                  $limit       Batch size.
	 * @param array<string, mixed> $query       The list's search and status filter (empty: all).
	 * @return array<int, array<string, mixed>>
	 */
	public function export_batch( int $campaign_id, int $after, int $limit, array $query = array() ): array {
		global $wpdb;
		$select = 'SELECT ' . self::ADMIN_SELECT . ' ' . self::admin_from();
		return AdminPage::after( $select . $wpdb->prepare( ' WHERE f.campaign_id = %d', $campaign_id ) . ( array() === $query ? '' : self::admin_filters( $query ) ), 'f.id', $after, $limit, array( self::class, 'hydrate' ) );
	}

	/**
	 * The columns export_lines() writes before the registration columns, in order. The export
	 * uses export_lines() only while its own header is this list.
	 */
	public const EXPORT_COLUMNS = array( 'id', 'name', 'email', 'status', 'team', 'goal', 'raised', 'donations', 'url', 'created_at' );

	/** Cells of export_select() that hold text: neutralised in PHP as Csv::cell() does. */
	private const EXPORT_TEXT_CELLS = array( 1, 2, 3, 4 );

	/** Cell of export_select() that PHP fills with the page's address. */
	private const EXPORT_URL = 8;

	/** First cell of export_select()'s registration fields (null: the fundraiser has no registration). */
	private const EXPORT_REGISTRATION = 10;

	/**
	 * Whether export_lines() can write this site's export: a MySQL/MariaDB connection through
	 * mysqli (another database driver, e.g. a drop-in, gets export_batch()) and PHP printing
	 * amounts as the database writes them.
	 */
	public static function exports_lines(): bool {
		global $wpdb;
		return $wpdb->dbh instanceof \mysqli && CsvSql::prints_money_alike();
	}

	/**
	 * A campaign's fundraisers as the export's CSV lines, oldest first, the same bytes as each row
	 * read by export_batch(), serialised and written by Csv::line() (decision 0114, as the
	 * donations export does, decision 0088): one unbuffered query with the team, the e-mail and the
	 * registration joined, numbers and dates formatted by the database, text cells neutralised
	 * here. The connection runs no other statement until the generator ends: the caller hands in
	 * everything else it needs (the address, the registration cells) worked out beforehand.
	 *
	 * @param int                       $campaign_id  Campaign id.
	 * @param array<string, mixed>      $query        The list's search, status and registration_type filter.
	 * @param int[]|null                $ids          Only these ids (null: all).
	 * @param array{0: string, 1: string} $url        The page address of fundraiser N is [0] . N . [1] (a cell needing no quoting).
	 * @param callable|null             $registration Null without registration columns, else the
	 *                                                cells (",a,b…", each neutralised) of a row's
	 *                                                registration fields: [type_name, fee_minor,
	 *                                                currency, fee_status, waiver_accepted_at,
	 *                                                answers], or null for no registration.
	 * @param int                       $chunk        Lines per chunk handed on.
	 * @return \Generator<int, string> Chunks of lines, each line ending in CRLF.
	 * @throws DatabaseError When the database refuses the query or the read stops.
	 */
	public function export_lines( int $campaign_id, array $query, ?array $ids, array $url, ?callable $registration, int $chunk ): \Generator {
		global $wpdb;
		$conditions = self::admin_filters( $query );
		if ( null !== $ids ) {
			$conditions .= array() === $ids ? ' AND 0 = 1' : ' AND f.id IN (' . implode( ',', array_map( 'intval', $ids ) ) . ')';
		}
		// As $wpdb->query() would send it: prepare() hides a LIKE pattern's % behind a placeholder.
		$sql = self::export_select( null !== $registration ) . ' ' . self::admin_from() . $wpdb->remove_placeholder_escape( $wpdb->prepare( ' WHERE f.campaign_id = %d', $campaign_id ) . $conditions ) . ' ORDER BY f.id';
		list( $url_prefix, $url_suffix ) = $url;
		yield from StreamedExport::lines(
			$sql,
			static function ( array $row ) use ( $url_prefix, $url_suffix, $registration ): string {
				$row                     = StreamedExport::neutralise( $row, self::EXPORT_TEXT_CELLS );
				$row[ self::EXPORT_URL ] = $url_prefix . $row[0] . $url_suffix;
				if ( null === $registration ) {
					return implode( ',', $row ) . "\r\n";
				}
				$fields = array_splice( $row, self::EXPORT_REGISTRATION );
				return implode( ',', $row ) . $registration( null === $fields[0] ? null : array_slice( $fields, 1 ) ) . "\r\n";
			},
			$chunk
		);
	}

	/**
	 * SELECT of the fundraisers export's cells in its column order (FROM admin_from()): numbers
	 * and dates as AdminSerializer::fundraiser() and the export write them (CsvSql), the texts as
	 * read (never NULL), an empty url cell that export_lines() fills, then, with registration
	 * columns, the registration's fields as RegistrationRepository::for_fundraisers() reads them
	 * (the first is NULL without a registration; the waiver's text is not read).
	 *
	 * @param bool $registration Whether the registration fields follow.
	 */
	private static function export_select( bool $registration ): string {
		$cells = array(
			'f.id',
			"COALESCE(f.name, '')",
			"COALESCE(u.user_email, '')",
			"COALESCE(f.status, '')",
			"COALESCE(t.name, '')",
			CsvSql::money( 'f.goal' ),
			CsvSql::money( 'f.raised_amount' ),
			'f.donations_count',
			"''",
			CsvSql::date( 'f.created_at' ),
		);
		if ( $registration ) {
			array_push( $cells, 'r.fundraiser_id', 'r.type_name', 'r.fee_minor', 'r.currency', 'r.fee_status', 'r.waiver_accepted_at', 'r.answers' );
		}
		return 'SELECT ' . implode( ', ', $cells );
	}

	/** SELECT … FROM fundraisers f with the team's name and status joined. */
	private static function select(): string {
		$fundraisers = Schema::table( 'fundraisers' );
		$teams       = Schema::table( 'teams' );
		return "SELECT f.*, COALESCE(t.name, '') AS team_name, COALESCE(t.status, '') AS team_status FROM {$fundraisers} f LEFT JOIN {$teams} t ON t.id = f.team_id";
	}

	/**
	 * Casts a database row to typed values (team_id 0 when the fundraiser has no team).
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'user_id', 'team_id', 'image_id', 'donations_count', 'donors_count' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		foreach ( array( 'goal', 'raised_amount' ) as $key ) {
			$row[ $key ] = (float) $row[ $key ];
		}
		if ( isset( $row['cover_id'] ) ) {
			$row['cover_id'] = (int) $row['cover_id'];
		}
		return $row;
	}
}
