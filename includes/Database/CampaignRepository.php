<?php
/**
 * Campaign rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_campaigns. Rows come back as arrays with typed values
 * (ints, floats, strings), never as raw database strings.
 */
final class CampaignRepository {

	public const STATUS_ACTIVE = 'active';

	/** New teams and fundraiser pages go live at once. */
	public const MODERATION_AUTO = 'auto';

	/** New teams and fundraiser pages wait, pending, for an administrator's approval (0035). */
	public const MODERATION_MANUAL = 'manual';

	/** Over: visible to everyone, taking no donations or sign-ups (decision 0032). */
	public const STATUS_ENDED = 'ended';

	/** Columns a caller may set; the stored totals are written only by the donation service. */
	private const WRITABLE = array(
		'slug',
		'title',
		'short_desc',
		'long_desc',
		'image_url',
		'logo_url',
		'goal',
		'primary_color',
		'secondary_color',
		'status',
		'sponsors_enabled',
		'sponsor_linking',
		'sponsor_section_heading',
		'sponsor_application_page',
		'fundraiser_goal',
		'team_goal',
		'fundraiser_story_placeholder',
		'team_story_placeholder',
		'start_date',
		'end_date',
		'moderation',
		'suggested_amounts',
		'previous_campaign_id',
		'activity_unit',
		'activity_label',
		'activity_goal',
		'created_at',
	);

	/** Sort keys of the admin list => column. */
	public const ADMIN_SORTS = array(
		'id'          => 'c.id',
		'title'       => 'c.title',
		'status'      => 'c.status',
		'goal'        => 'c.goal',
		'raised'      => 'c.raised_amount',
		'teams'       => 'teams_count',
		'fundraisers' => 'fundraisers_count',
		'created'     => 'c.created_at',
	);

	private const DEFAULTS = array(
		'title'                        => '',
		'short_desc'                   => '',
		'long_desc'                    => '',
		'image_url'                    => '',
		'logo_url'                     => '',
		'goal'                         => 0,
		'primary_color'                => '#28C77B',
		'secondary_color'              => '#1F2A44',
		'status'                       => 'draft',
		'sponsors_enabled'             => 'disabled',
		'sponsor_linking'              => 'external',
		'sponsor_section_heading'      => '',
		'sponsor_application_page'     => '',
		'fundraiser_goal'              => 0,
		'team_goal'                    => 0,
		'fundraiser_story_placeholder' => '',
		'team_story_placeholder'       => '',
		'start_date'                   => null,
		'end_date'                     => null,
		'moderation'                   => self::MODERATION_AUTO,
		// Empty: the standard amounts (Campaigns\SuggestedAmounts).
		'suggested_amounts'            => '',
		// No activity tracked until an administrator chooses a unit (decision 0093).
		'activity_unit'                => '',
		'activity_label'               => '',
		'activity_goal'                => 0,
	);

	/**
	 * Campaign by id, or null.
	 *
	 * @param int $id Campaign id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * Campaign by slug, or null.
	 *
	 * @param string $slug Campaign slug.
	 * @return array<string, mixed>|null
	 */
	public function find_by_slug( string $slug ): ?array {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE slug = %s', $table, $slug ), ARRAY_A );
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * The campaign's change stamp (decision 0067), or null when there is no such campaign.
	 *
	 * @param int $id Campaign id.
	 */
	public function change_stamp( int $id ): ?string {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		$stamp = Query::value( $wpdb->prepare( "SELECT change_stamp FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null === $stamp ? null : (string) $stamp;
	}

	/**
	 * Sets the campaign's change stamp, inside the caller's transaction when one is open.
	 *
	 * @param int $id    Campaign id.
	 * @param int $stamp A random positive number.
	 */
	public function set_change_stamp( int $id, int $stamp ): void {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET change_stamp = %d WHERE id = %d", $stamp, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Inserts a campaign and returns its id.
	 *
	 * @param array<string, mixed> $fields Column values (slug required).
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function insert( array $fields ): int {
		return Query::insert( Schema::table( 'campaigns' ), Query::new_row( self::DEFAULTS, self::WRITABLE, $fields ) );
	}

	/**
	 * Updates some columns of a campaign (only writable ones; updated_at is set).
	 *
	 * @param int                  $id     Campaign id.
	 * @param array<string, mixed> $fields Column values.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function update( int $id, array $fields ): void {
		Query::update_row( 'campaigns', $id, $fields, self::WRITABLE );
		\P2PFundraising\ReadCache::campaign_changed( $id );
	}

	/**
	 * Locks a campaign's row until the transaction ends. Every change to the stored totals of a
	 * campaign, its teams and fundraisers takes this lock first, so such changes queue up in one
	 * order (no deadlock between them) and see each other's donor counts.
	 *
	 * @param int $id Campaign id.
	 * @throws DatabaseError When the lock is not granted (deadlock, lock-wait timeout).
	 */
	public function lock( int $id ): void {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		Query::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d FOR UPDATE", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Runs $work for every campaign, each in its own short transaction under that campaign's lock
	 * (migrations and repairs: a site taking donations meanwhile still ends exact, and no
	 * transaction holds more than one campaign).
	 *
	 * @param callable $work Called with the campaign id.
	 * @throws DatabaseError When the database refuses a statement.
	 */
	public function each_under_lock( callable $work ): void {
		foreach ( Query::column( 'SELECT id FROM ' . Schema::table( 'campaigns' ) . ' ORDER BY id' ) as $campaign_id ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name only.
			Transaction::run(
				function () use ( $work, $campaign_id ): void {
					$this->lock( (int) $campaign_id );
					$work( (int) $campaign_id );
				}
			);
		}
	}

	/**
	 * Sets `ended` on every active campaign whose end date is before $today (the status_end index).
	 *
	 * @param string $today Y-m-d in the site's timezone.
	 * @return int How many campaigns changed.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function end_past( string $today ): int {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		$ids   = array_map( 'intval', Query::column( $wpdb->prepare( 'SELECT id FROM %i WHERE status = %s AND end_date IS NOT NULL AND end_date < %s', $table, self::STATUS_ACTIVE, $today ) ) );
		if ( array() === $ids ) {
			return 0;
		}
		$ended = (int) Query::execute( $wpdb->prepare( 'UPDATE %i SET status = %s, updated_at = %s WHERE status = %s AND id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( $table, self::STATUS_ENDED, current_time( 'mysql', true ), self::STATUS_ACTIVE ), $ids ) ) );
		// Each ended campaign's cached pages show it ended at once (decision 0026).
		foreach ( $ids as $id ) {
			\P2PFundraising\ReadCache::campaign_changed( $id );
		}
		return $ended;
	}

	/**
	 * Campaigns (every status) with their team and fundraiser counts, for the admin list.
	 *
	 * @param array<string, mixed> $query search, orderby, order, page, per_page.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function admin_page( array $query ): array {
		$campaigns = Schema::table( 'campaigns' );
		$where     = '1=1' . AdminPage::filters( $query, array( 'c.title' ) );
		return AdminPage::fetch( "SELECT COUNT(*) FROM {$campaigns} c WHERE {$where}", self::admin_select() . " WHERE {$where}", self::ADMIN_SORTS, 'c.id', $query, array( self::class, 'hydrate_admin' ) );
	}

	/**
	 * Id, title and status of campaigns by title, for pickers (the block editor's): the active
	 * ones, and the others too when asked.
	 *
	 * @param bool $include_inactive Whether drafts and ended campaigns are listed.
	 * @return array<int, array<string, string|null>>
	 * @throws DatabaseError When the database refuses it.
	 */
	public function all_for_picker( bool $include_inactive ): array {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		$where = $include_inactive ? '1=1' : $wpdb->prepare( 'status = %s', self::STATUS_ACTIVE );
		return Query::rows( "SELECT id, title, status FROM {$table} WHERE {$where} ORDER BY title, id LIMIT 500" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and a prepared condition.
	}

	/**
	 * One campaign as the admin list shows it (with teams_count, fundraisers_count), or null.
	 *
	 * @param int $id Campaign id.
	 * @return array<string, mixed>|null
	 */
	public function admin_find( int $id ): ?array {
		global $wpdb;
		$row = Query::row( $wpdb->prepare( self::admin_select() . ' WHERE c.id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table names only.
		return null === $row ? null : self::hydrate_admin( $row );
	}

	/** SELECT … FROM campaigns c with the numbers of teams and fundraisers (every status). */
	private static function admin_select(): string {
		$campaigns   = Schema::table( 'campaigns' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		return "SELECT c.*,
			(SELECT COUNT(*) FROM {$teams} t WHERE t.campaign_id = c.id) AS teams_count,
			(SELECT COUNT(*) FROM {$fundraisers} f WHERE f.campaign_id = c.id) AS fundraisers_count
			FROM {$campaigns} c";
	}

	/**
	 * Casts an admin row (hydrate() plus the two counts).
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate_admin( array $row ): array {
		$row                      = self::hydrate( $row );
		$row['teams_count']       = (int) $row['teams_count'];
		$row['fundraisers_count'] = (int) $row['fundraisers_count'];
		return $row;
	}

	/**
	 * Deletes a campaign with everything that belongs to it (teams, fundraisers, donations,
	 * sponsors, invitations).
	 *
	 * @param int $id Campaign id.
	 */
	public function delete_with_children( int $id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE i FROM %i i INNER JOIN %i t ON t.id = i.team_id WHERE t.campaign_id = %d', Schema::table( 'team_invitations' ), Schema::table( 'teams' ), $id ) );
		// Engagement rows (issue 13): milestones and queued e-mails of its fundraisers, its updates.
		foreach ( array( 'milestones', 'mail_queue' ) as $name ) {
			$wpdb->query( $wpdb->prepare( 'DELETE m FROM %i m INNER JOIN %i f ON f.id = m.fundraiser_id WHERE f.campaign_id = %d', Schema::table( $name ), Schema::table( 'fundraisers' ), $id ) );
		}
		// Its donors' records, and their records across campaigns recounted without it (decision 0081).
		if ( Schema::has( Schema::DONOR_RECORDS ) ) {
			( new DonorRecordRepository() )->forget_campaign( $id );
		}
		$names = array( 'donations', 'fundraisers', 'teams', 'sponsors', 'matches', 'updates', 'donor_totals', 'name_index', 'donation_days', 'name_grams', 'fundraiser_bands', 'page_addresses', 'activity_entries' );
		if ( Schema::has( Schema::NEXT_YEAR ) ) {
			$names[] = 'return_invitations';
		}
		if ( ActivityBandRepository::writable() ) {
			$names[] = 'activity_bands';
		}
		if ( NameGramRepository::counted() ) {
			$names[] = 'name_gram_counts';
		}
		foreach ( $names as $name ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE campaign_id = %d', Schema::table( $name ), $id ) );
		}
		// Its registration options and registrations (decision 0097), once the upgrade made their tables.
		if ( Schema::has( Schema::REGISTRATION_OPTIONS ) ) {
			foreach ( array( 'registration_types', 'registration_questions', 'registration_waivers', 'registrations' ) as $name ) {
				$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE campaign_id = %d', Schema::table( $name ), $id ) );
			}
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id = %d', Schema::table( 'campaigns' ), $id ) );
		\P2PFundraising\ReadCache::campaign_changed( $id );
	}

	/**
	 * Casts a database row to typed values.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'donations_count', 'donors_count' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		// Absent on a node whose database the 1.10.1 upgrade has not reached yet.
		$row['previous_campaign_id'] = (int) ( $row['previous_campaign_id'] ?? 0 );
		foreach ( array( 'goal', 'fundraiser_goal', 'team_goal', 'raised_amount' ) as $key ) {
			$row[ $key ] = (float) $row[ $key ];
		}
		return $row;
	}
}
