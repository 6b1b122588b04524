<?php
/**
 * Custom tables and their upgrades.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Versioned schema. dbDelta() creates missing tables, columns and indexes; data migrations that
 * dbDelta cannot express go into migrations(), keyed by the version that introduces them.
 *
 * The column types are written exactly as MariaDB/MySQL's DESCRIBE prints them, so that a second
 * dbDelta() run finds nothing to change (dbDelta compares the strings).
 */
final class Schema {

	/** Bump when a table definition or a migration changes. */
	public const VERSION = '1.10.6';

	public const OPTION = 'p2p_fundraising_db_version';

	/** The migration that fills the campaigns' stored numbers of approved teams and fundraisers (decision 0039). */
	public const APPROVED_COUNTS = '1.7.0';

	/** The migration that fills the short-term search index (decision 0042). */
	public const NAME_GRAMS = '1.8.2';

	/** The migration that builds the per-day donation counts (decision 0043). */
	public const DONATION_DAYS = '1.8.1';

	/** donations.gateway_invoice: a Stripe renewal counts once per invoice (issue 23; dbDelta only). */
	public const RENEWAL_INVOICES = '1.8.3';

	/** The migration that creates the donor receipts' numbers, keeping those already issued (decision 0060). */
	public const RECEIPT_NUMBERS = '1.9.0';

	/** The campaigns' change stamp, the mail queue's claim time and the expiring_values table (decisions 0066, 0067). */
	public const CHANGE_STAMPS = '1.9.1';

	/** The table that holds rate-limit counts and the donation form's memory (decision 0066). */
	public const EXPIRING_VALUES = '1.9.1';

	/** The migration that regroups the top-donor entries by address and name (decision 0048). */
	public const DONOR_LABELS = '1.9.2';

	/** donations.message and message_hidden: words of support with a gift (issue 27; dbDelta only). */
	public const DONATION_MESSAGES = '1.9.3';

	/** The fundraisers' per-band counts of the deep leaderboard pages (decision 0071). */
	public const FUNDRAISER_BANDS = '1.9.4';

	/** donations.dedication_* and notify_*: a gift in honour or in memory of someone (decision 0077; dbDelta only). */
	public const DEDICATIONS = '1.9.5';

	/** campaigns.suggested_amounts: each campaign's amounts and impact lines (decision 0079; dbDelta only). */
	public const SUGGESTED_AMOUNTS = '1.9.6';

	/** The donors table of the admin Donors screen and the receipts' re-send record (decision 0081). */
	public const DONOR_RECORDS = '1.9.7';

	/** fundraisers.page_address / cover_*, and the page_addresses table: a fundraiser's own address and cover photo (decisions 0090, 0091; dbDelta only). */
	public const PAGE_ADDRESSES = '1.9.8';

	/** campaigns.activity_*, the activity_total of campaigns, teams and fundraisers and the activity_entries table (decision 0093; dbDelta only). */
	public const ACTIVITY = '1.9.9';

	/** Registration options: participant types, questions, waivers and registrations with their fee (decision 0097; dbDelta only). */
	public const REGISTRATION_OPTIONS = '1.10.0';

	/** campaigns.previous_campaign_id and the return_invitations table: next year's event (decision 0102; dbDelta only). */
	public const NEXT_YEAR = '1.10.1';

	/** name_index.approved and raised: a fundraiser search's page from the index alone (decision 0111). */
	public const NAME_RANKING = '1.10.4';

	/** The activity_bands table: the activity leaderboard's deep pages seek (decision 0115). */
	public const ACTIVITY_BANDS = '1.10.5';

	/** The name_gram_counts table and the teams' short-term grams: a short search's total is one row (decisions 0121, 0122). */
	public const NAME_GRAM_COUNTS = '1.10.6';

	/** The named lock one request holds while it upgrades (decision 0044). */
	public const UPGRADE_LOCK = 'schema-upgrade';

	/**
	 * Table name with the site prefix.
	 *
	 * @param string $name Short name, e.g. 'campaigns'.
	 */
	public static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . 'p2p_' . $name;
	}

	/**
	 * Runs the upgrade when the stored version is older than the code's.
	 * Cheap on every request: one autoloaded option read.
	 *
	 * One request upgrades and the others go on meanwhile (decision 0044): at a million donations a
	 * migration takes seconds to a minute, and every request of that time running it again at once
	 * would pile the same ALTERs and fills onto the database. A read that depends on what a
	 * migration fills asks has() and keeps its older path until the upgrade is stored.
	 */
	public static function maybe_upgrade(): void {
		// On the command line the operator upgrades with `wp p2p schema upgrade` (decision 0069).
		if ( self::has( self::VERSION ) || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return;
		}
		NamedLock::attempt(
			self::UPGRADE_LOCK,
			static function (): void {
				// The request that held the lock before may have finished since this one read its options.
				if ( version_compare( self::stored_version(), self::VERSION, '<' ) ) {
					self::install();
				}
			}
		);
	}

	/**
	 * Whether the stored schema includes the migrations of $version (they have all finished).
	 *
	 * @param string $version A version of migrations(), e.g. self::NAME_GRAMS.
	 */
	public static function has( string $version ): bool {
		$installed = (string) get_option( self::OPTION, '' );
		return '' !== $installed && version_compare( $installed, $version, '>=' );
	}

	/**
	 * Whether a table added by the upgrade to $version can be written: once that version is stored,
	 * and also from its dbDelta on, before its migration has filled the table (the fill, under each
	 * campaign's lock, then starts from every write made meanwhile); not on a database the upgrade has
	 * not reached yet (no table to write to). The table's presence is asked once per request.
	 *
	 * @param string $version The upgrade that adds the table.
	 * @param string $name    Table name without prefix.
	 */
	public static function writable_from( string $version, string $name ): bool {
		static $exists = array();
		if ( self::has( $version ) ) {
			return true;
		}
		if ( ! isset( $exists[ $name ] ) ) {
			global $wpdb;
			$exists[ $name ] = (bool) $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', self::table( $name ) ) );
		}
		return $exists[ $name ];
	}

	/** The stored version as the database has it now, not as this request's options cache does. */
	private static function stored_version(): string {
		global $wpdb;
		return (string) Query::value( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
	}

	/**
	 * Creates or updates the tables, runs pending migrations and stores the version.
	 *
	 * @return string[] What dbDelta changed (empty when the schema was already current).
	 */
	public static function install(): array {
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$installed = self::stored_version();
		if ( '' !== $installed && version_compare( $installed, self::VERSION, '<' ) ) {
			// An upgrade of a large site adds indexes and fills stored columns (1.7.0: about a
			// minute at a million donations): let it finish even if the visitor who triggered it
			// leaves. The time limit stays the site's (decision 0055): the work is SQL, which PHP's
			// limit does not count, one request at a time (decision 0044), and every step can run
			// again safely if a server cuts the request short.
			ignore_user_abort( true );
		}
		$changes = dbDelta( self::definitions() );

		foreach ( self::migrations() as $version => $migration ) {
			if ( '' !== $installed && version_compare( $installed, $version, '<' ) ) {
				$migration();
			}
		}

		if ( self::VERSION !== $installed ) {
			update_option( self::OPTION, self::VERSION, true );
		}
		return $changes;
	}

	/**
	 * Data migrations, run once each when upgrading from an older version.
	 * 1.1.0: the administrator role gets manage_p2p_fundraising (new installs get it on activation).
	 * 1.2.0: invitation tokens are stored only as hashes (the clear ones, never mailed, become
	 * unusable), and names and texts stored HTML-encoded become the plain text that was typed.
	 * 1.3.0: payment columns on donations and the stripe_events table (dbDelta adds both; no data moves).
	 * 1.4.0: the donor_totals and name_index tables are filled from the donations and the names
	 * (decisions 0024, 0025; matches are no donor and stay out); dbDelta adds the composite
	 * indexes of the admin lists.
	 * 1.5.0: thanked_at and updates_opt_in on donations, the mail_queue, milestones and updates
	 * tables (dbDelta adds them; no data moves).
	 * 1.6.0: campaign start/end dates and moderation setting, the dashboard's indexes, matching gifts (the matches table,
	 * donations.kind / matched_donation_id / match_id); dbDelta adds them, no data moves.
	 * 1.7.0: the campaigns' stored numbers of approved teams and fundraisers, the admin lists' stored sort keys donations.target_name and fundraisers.team_name
	 * with their indexes, donations' (campaign_id, kind, status) index (decision 0039) and the
	 * FULLTEXT index of the admin search (decision 0040); dbDelta adds them, the keys are filled here.
	 * 1.8.1: the donation_days table (decision 0043); dbDelta creates it, its counts are built here
	 * from the completed donations, one campaign at a time under that campaign's row lock.
	 * 1.8.2: the name_grams table of the one- and two-character fundraiser searches (decision 0042);
	 * dbDelta creates it, it is filled here from the approved fundraisers, in batches.
	 * 1.8.3: donations.gateway_invoice and its index (decision 0046); dbDelta adds them, no data
	 * moves (older renewals are told apart by their payment).
	 * 1.9.0: the receipts table (one number per receipt, decision 0060); dbDelta creates it, and the
	 * Stripe receipts already sent (numbered by their donation id) are entered with those numbers.
	 * 1.9.1: campaigns.change_stamp (decision 0067), mail_queue.claimed_at and the expiring_values
	 * table (decision 0066); dbDelta adds them, no data moves.
	 * 1.9.2: the top-donor entries are one address under one name (decision 0048): rebuilt here, one
	 * campaign at a time under that campaign's row lock.
	 * 1.9.3: donations.message and donations.message_hidden (words of support, decision 0074);
	 * dbDelta adds them, no data moves.
	 * 1.9.4: the fundraiser_bands table (decision 0071); dbDelta creates it, its counts are built
	 * here from the approved fundraisers, one campaign at a time under that campaign's row lock.
	 * 1.9.5: donations.dedication_type, dedication_name, notify_name, notify_email and notified_at
	 * (dedications, decision 0077); dbDelta adds them, no data moves.
	 * 1.9.6: campaigns.suggested_amounts (decision 0079); dbDelta adds it as NULL, which offers the
	 * standard amounts as before, so no data moves. It is nullable so that a node still running the
	 * previous version can create a campaign during a rolling deploy (strict SQL mode refuses a
	 * missing NOT NULL text column).
	 * 1.9.7: the donors table (one row per address and campaign, and per address across campaigns:
	 * decision 0081) and receipts.resent_at / resent_count; dbDelta creates them, the donors are
	 * built here from the completed gifts, one campaign at a time under that campaign's row lock.
	 * 1.9.8: fundraisers.page_address, cover_id, cover_url and the page_addresses table (decisions
	 * 0090, 0091); dbDelta adds them empty, which keeps every page at its /fundraiser/{id}/ address
	 * without a cover, so no data moves.
	 * 1.9.9: activity tracking (decision 0093): campaigns.activity_unit / activity_label /
	 * activity_goal, activity_total on campaigns, teams and fundraisers with their ranking indexes,
	 * and the activity_entries table; dbDelta adds them at zero and empty (no entries yet), so no
	 * data moves.
	 * 1.10.0: the registration_types, registration_questions, registration_waivers and
	 * registrations tables (decision 0097); dbDelta creates them, no data moves.
	 * 1.10.1: campaigns.previous_campaign_id (last year's edition, decision 0102) and the
	 * return_invitations table (decision 0103); dbDelta adds them, no data moves.
	 * 1.10.4: donors.email_across (decision 0113) and fundraisers.admin_status (the admin list by
	 * status, decision 0112); dbDelta adds them. And name_index.approved and
	 * name_index.raised (decision 0111); dbDelta adds them at 0,
	 * they are filled here from the fundraisers, one campaign at a time under that campaign's row
	 * lock (the writes made meanwhile keep them in step already: NameIndexRepository::ranked()).
	 * 1.10.5: the activity_bands table (decision 0115); dbDelta creates it, its counts are built
	 * here from the approved fundraisers' activity totals, one campaign at a time under that
	 * campaign's row lock (the writes made meanwhile keep them in step already).
	 * 1.10.6: the name_gram_counts table (decision 0121); dbDelta creates it, and here, one campaign
	 * at a time under that campaign's row lock, the approved teams' grams are written (kinds 2 and 3,
	 * decision 0122) and every count is taken from the stored grams (the writes made meanwhile keep
	 * both in step already: NameGramRepository::counted()).
	 *
	 * @return array<string, callable>
	 */
	private static function migrations(): array {
		return array(
			'1.1.0'               => array( \P2PFundraising\Admin\Capability::class, 'grant' ),
			'1.2.0'               => static function (): void {
				( new InvitationRepository() )->hash_legacy_tokens();
				( new PlainTextMigration() )->run();
			},
			'1.4.0'               => static function (): void {
				( new ScaleMigration() )->run();
			},
			self::APPROVED_COUNTS => static function (): void {
				( new SortKeyRepository() )->rebuild_all();
				( new ApprovedCountRepository() )->recount_all();
			},
			self::DONATION_DAYS   => static function (): void {
				( new DonationDayMigration() )->run();
			},
			self::NAME_GRAMS      => static function (): void {
				( new NameGramRepository() )->rebuild_all();
			},
			self::RECEIPT_NUMBERS => static function (): void {
				( new ReceiptRepository() )->keep_issued_stripe_numbers();
			},
			self::DONOR_LABELS    => static function (): void {
				( new CampaignRepository() )->each_under_lock( array( new DonorTotalsRepository(), 'rebuild_campaign' ) );
			},
			self::FUNDRAISER_BANDS => static function (): void {
				( new FundraiserBandRepository() )->rebuild_all();
			},
			self::DONOR_RECORDS   => static function (): void {
				( new DonorRecordRepository() )->rebuild_all();
			},
			self::NAME_RANKING    => static function (): void {
				( new CampaignRepository() )->each_under_lock( array( new NameIndexRepository(), 'follow_campaign' ) );
			},
			self::ACTIVITY_BANDS  => static function (): void {
				( new ActivityBandRepository() )->rebuild_all();
			},
			self::NAME_GRAM_COUNTS => static function (): void {
				$grams = new NameGramRepository();
				( new CampaignRepository() )->each_under_lock(
					static function ( int $campaign_id ) use ( $grams ): void {
						$grams->rebuild_campaign_teams( $campaign_id );
						$grams->recount_campaign( $campaign_id );
					}
				);
			},
		);
	}

	/**
	 * Names of every table the plugin owns (for uninstall and tests).
	 *
	 * @return string[]
	 */
	public static function tables(): array {
		return array(
			self::table( 'campaigns' ),
			self::table( 'teams' ),
			self::table( 'fundraisers' ),
			self::table( 'donations' ),
			self::table( 'sponsors' ),
			self::table( 'team_invitations' ),
			self::table( 'stripe_events' ),
			self::table( 'donor_totals' ),
			self::table( 'name_index' ),
			self::table( 'name_grams' ),
			self::table( 'name_gram_counts' ),
			self::table( 'matches' ),
			self::table( 'mail_queue' ),
			self::table( 'milestones' ),
			self::table( 'updates' ),
			self::table( 'donation_days' ),
			self::table( 'receipts' ),
			self::table( 'expiring_values' ),
			self::table( 'fundraiser_bands' ),
			self::table( 'donors' ),
			self::table( 'page_addresses' ),
			self::table( 'registration_types' ),
			self::table( 'registration_questions' ),
			self::table( 'registration_waivers' ),
			self::table( 'registrations' ),
			self::table( 'return_invitations' ),
			self::table( 'activity_entries' ),
			self::table( 'activity_bands' ),
		);
	}

	/** The version the database has now (for `wp p2p schema status` and Site Health). */
	public static function installed_version(): string {
		return self::stored_version();
	}

	/**
	 * CREATE TABLE statements in dbDelta's format (one column per line, two spaces after
	 * PRIMARY KEY, KEY not INDEX).
	 *
	 * @return string[]
	 */
	public static function definitions(): array {
		global $wpdb;
		$collate = $wpdb->get_charset_collate();
		$engine  = 'ENGINE=InnoDB';

		$campaigns        = self::table( 'campaigns' );
		$teams            = self::table( 'teams' );
		$fundraisers      = self::table( 'fundraisers' );
		$donations        = self::table( 'donations' );
		$sponsors         = self::table( 'sponsors' );
		$team_invitations = self::table( 'team_invitations' );
		$stripe_events    = self::table( 'stripe_events' );
		$donor_totals     = self::table( 'donor_totals' );
		$name_index       = self::table( 'name_index' );
		$name_grams       = self::table( 'name_grams' );
		$name_gram_counts = self::table( 'name_gram_counts' );
		$matches          = self::table( 'matches' );
		$mail_queue       = self::table( 'mail_queue' );
		$milestones       = self::table( 'milestones' );
		$updates          = self::table( 'updates' );
		$donation_days    = self::table( 'donation_days' );
		$receipts         = self::table( 'receipts' );
		$expiring_values  = self::table( 'expiring_values' );
		$fundraiser_bands = self::table( 'fundraiser_bands' );
		$donors           = self::table( 'donors' );
		$page_addresses   = self::table( 'page_addresses' );
		$reg_types        = self::table( 'registration_types' );
		$reg_questions    = self::table( 'registration_questions' );
		$reg_waivers      = self::table( 'registration_waivers' );
		$registrations    = self::table( 'registrations' );
		$returns          = self::table( 'return_invitations' );
		$activity_entries = self::table( 'activity_entries' );
		$activity_bands   = self::table( 'activity_bands' );

		return array(
			"CREATE TABLE {$campaigns} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
slug varchar(191) NOT NULL,
title varchar(255) NOT NULL DEFAULT '',
short_desc text NOT NULL,
long_desc longtext NOT NULL,
image_url varchar(2048) NOT NULL DEFAULT '',
logo_url varchar(2048) NOT NULL DEFAULT '',
goal decimal(14,2) NOT NULL DEFAULT 0,
primary_color varchar(7) NOT NULL DEFAULT '#28C77B',
secondary_color varchar(7) NOT NULL DEFAULT '#1F2A44',
status varchar(20) NOT NULL DEFAULT 'draft',
sponsors_enabled varchar(20) NOT NULL DEFAULT 'disabled',
sponsor_linking varchar(20) NOT NULL DEFAULT 'external',
sponsor_section_heading varchar(255) NOT NULL DEFAULT '',
sponsor_application_page varchar(2048) NOT NULL DEFAULT '',
fundraiser_goal decimal(14,2) NOT NULL DEFAULT 0,
team_goal decimal(14,2) NOT NULL DEFAULT 0,
fundraiser_story_placeholder text NOT NULL,
team_story_placeholder text NOT NULL,
start_date date DEFAULT NULL,
end_date date DEFAULT NULL,
moderation varchar(10) NOT NULL DEFAULT 'auto',
raised_amount decimal(14,2) NOT NULL DEFAULT 0,
donations_count int(10) unsigned NOT NULL DEFAULT 0,
donors_count int(10) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
approved_teams int(10) unsigned NOT NULL DEFAULT 0,
approved_fundraisers int(10) unsigned NOT NULL DEFAULT 0,
change_stamp bigint(20) unsigned NOT NULL DEFAULT 0,
suggested_amounts text,
previous_campaign_id bigint(20) unsigned NOT NULL DEFAULT 0,
activity_unit varchar(20) NOT NULL DEFAULT '',
activity_label varchar(40) NOT NULL DEFAULT '',
activity_goal bigint(20) unsigned NOT NULL DEFAULT 0,
activity_total bigint(20) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
UNIQUE KEY slug (slug),
KEY status (status),
KEY status_end (status,end_date)
) {$engine} {$collate};",
			"CREATE TABLE {$teams} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
name varchar(191) NOT NULL,
slug varchar(191) NOT NULL DEFAULT '',
story longtext NOT NULL,
goal decimal(14,2) NOT NULL DEFAULT 0,
access varchar(10) NOT NULL DEFAULT 'public',
captain_user_id bigint(20) unsigned NOT NULL DEFAULT 0,
image_id bigint(20) unsigned NOT NULL DEFAULT 0,
image_url varchar(2048) NOT NULL DEFAULT '',
status varchar(20) NOT NULL DEFAULT 'approved',
raised_amount decimal(14,2) NOT NULL DEFAULT 0,
donations_count int(10) unsigned NOT NULL DEFAULT 0,
donors_count int(10) unsigned NOT NULL DEFAULT 0,
members_count int(10) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
activity_total bigint(20) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
KEY leaderboard (campaign_id,status,raised_amount),
KEY public_leaderboard (campaign_id,status,access,raised_amount),
KEY captain_user_id (captain_user_id),
KEY admin_name (campaign_id,name),
KEY admin_created (campaign_id,created_at),
KEY admin_goal (campaign_id,goal),
KEY admin_members (campaign_id,members_count),
KEY admin_raised (campaign_id,raised_amount),
KEY ranking (campaign_id,status,raised_amount DESC,id),
KEY public_ranking (campaign_id,status,access,raised_amount DESC,id),
KEY activity_ranking (campaign_id,status,activity_total DESC,id),
KEY public_activity_ranking (campaign_id,status,access,activity_total DESC,id)
) {$engine} {$collate};",
			"CREATE TABLE {$fundraisers} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
user_id bigint(20) unsigned NOT NULL,
team_id bigint(20) unsigned DEFAULT NULL,
name varchar(191) NOT NULL,
story longtext NOT NULL,
goal decimal(14,2) NOT NULL DEFAULT 0,
image_id bigint(20) unsigned NOT NULL DEFAULT 0,
image_url varchar(2048) NOT NULL DEFAULT '',
status varchar(20) NOT NULL DEFAULT 'approved',
raised_amount decimal(14,2) NOT NULL DEFAULT 0,
donations_count int(10) unsigned NOT NULL DEFAULT 0,
donors_count int(10) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
team_name varchar(191) NOT NULL DEFAULT '',
page_address varchar(60) NOT NULL DEFAULT '',
cover_id bigint(20) unsigned NOT NULL DEFAULT 0,
cover_url varchar(2048) NOT NULL DEFAULT '',
activity_total bigint(20) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
UNIQUE KEY campaign_user (campaign_id,user_id),
KEY leaderboard (campaign_id,status,raised_amount),
KEY team_members (team_id,status,raised_amount),
KEY user_id (user_id),
KEY admin_name (campaign_id,name),
KEY admin_created (campaign_id,created_at),
KEY admin_goal (campaign_id,goal),
KEY admin_raised (campaign_id,raised_amount),
KEY admin_team (campaign_id,team_id),
KEY admin_team_name (campaign_id,team_name),
KEY admin_status (campaign_id,status,id),
KEY ranking (campaign_id,status,raised_amount DESC,id),
KEY team_ranking (team_id,status,raised_amount DESC,id),
KEY activity_ranking (campaign_id,status,activity_total DESC,id)
) {$engine} {$collate};",
			"CREATE TABLE {$donations} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
team_id bigint(20) unsigned NOT NULL DEFAULT 0,
fundraiser_id bigint(20) unsigned NOT NULL DEFAULT 0,
donor_name varchar(191) NOT NULL DEFAULT '',
donor_email varchar(191) NOT NULL DEFAULT '',
is_anonymous tinyint(1) NOT NULL DEFAULT 0,
amount decimal(14,2) NOT NULL,
status varchar(20) NOT NULL DEFAULT 'pending',
mode varchar(20) NOT NULL DEFAULT 'test',
created_at datetime NOT NULL,
completed_at datetime DEFAULT NULL,
frequency varchar(10) NOT NULL DEFAULT 'once',
fee_amount decimal(14,2) NOT NULL DEFAULT 0,
gateway_session varchar(191) NOT NULL DEFAULT '',
gateway_payment varchar(191) NOT NULL DEFAULT '',
gateway_subscription varchar(191) NOT NULL DEFAULT '',
gateway_invoice varchar(191) NOT NULL DEFAULT '',
subscription_status varchar(20) NOT NULL DEFAULT '',
kind varchar(10) NOT NULL DEFAULT 'gift',
matched_donation_id bigint(20) unsigned NOT NULL DEFAULT 0,
match_id bigint(20) unsigned NOT NULL DEFAULT 0,
thanked_at datetime DEFAULT NULL,
updates_opt_in tinyint(1) NOT NULL DEFAULT 0,
target_name varchar(191) NOT NULL DEFAULT '',
message text,
message_hidden tinyint(1) NOT NULL DEFAULT 0,
dedication_type varchar(10) NOT NULL DEFAULT '',
dedication_name varchar(191) NOT NULL DEFAULT '',
notify_name varchar(191) NOT NULL DEFAULT '',
notify_email varchar(191) NOT NULL DEFAULT '',
notified_at datetime DEFAULT NULL,
PRIMARY KEY  (id),
KEY campaign_recent (campaign_id,status,created_at),
KEY campaign_dashboard (campaign_id,status,created_at,amount,team_id,fundraiser_id,kind),
KEY matched_donation (matched_donation_id),
KEY campaign_recurring (campaign_id,frequency,status,donor_email),
KEY team_recent (team_id,status,created_at),
KEY fundraiser_recent (fundraiser_id,status,created_at),
KEY campaign_donor (campaign_id,status,donor_email),
KEY team_donor (team_id,status,donor_email),
KEY fundraiser_donor (fundraiser_id,status,donor_email),
KEY gateway_payment (gateway_payment),
KEY gateway_subscription (gateway_subscription),
KEY gateway_invoice (gateway_invoice),
KEY donor_email (donor_email),
KEY admin_created (campaign_id,created_at),
KEY admin_amount (campaign_id,amount),
KEY admin_donor (campaign_id,donor_name),
KEY admin_status (campaign_id,status,id),
KEY admin_id (campaign_id),
KEY admin_target (campaign_id,target_name),
KEY campaign_kind (campaign_id,kind,status),
FULLTEXT KEY admin_search (donor_name,donor_email)
) {$engine} {$collate};",
			"CREATE TABLE {$donation_days} (
campaign_id bigint(20) unsigned NOT NULL,
day date NOT NULL,
listed int(11) NOT NULL DEFAULT 0,
PRIMARY KEY  (campaign_id,day)
) {$engine} {$collate};",
			"CREATE TABLE {$fundraiser_bands} (
campaign_id bigint(20) unsigned NOT NULL,
band bigint(20) NOT NULL,
approved int(11) NOT NULL DEFAULT 0,
PRIMARY KEY  (campaign_id,band)
) {$engine} {$collate};",
			"CREATE TABLE {$activity_bands} (
campaign_id bigint(20) unsigned NOT NULL,
band bigint(20) unsigned NOT NULL,
approved int(11) NOT NULL DEFAULT 0,
PRIMARY KEY  (campaign_id,band)
) {$engine} {$collate};",
			"CREATE TABLE {$donor_totals} (
campaign_id bigint(20) unsigned NOT NULL,
scope varchar(10) NOT NULL,
entity_id bigint(20) unsigned NOT NULL,
donor_key varchar(191) NOT NULL,
donor_name varchar(191) NOT NULL DEFAULT '',
is_anonymous tinyint(1) NOT NULL DEFAULT 0,
amount decimal(14,2) NOT NULL DEFAULT 0,
gifts int(10) unsigned NOT NULL DEFAULT 0,
tie_order bigint(20) NOT NULL DEFAULT 0,
PRIMARY KEY  (scope,entity_id,donor_key),
KEY top_donors (scope,entity_id,amount,tie_order),
KEY campaign_id (campaign_id)
) {$engine} {$collate};",
			"CREATE TABLE {$name_index} (
kind varchar(10) NOT NULL,
campaign_id bigint(20) unsigned NOT NULL,
suffix varchar(191) NOT NULL,
entity_id bigint(20) unsigned NOT NULL,
approved tinyint(1) NOT NULL DEFAULT 0,
raised decimal(14,2) NOT NULL DEFAULT 0,
PRIMARY KEY  (kind,campaign_id,suffix,entity_id),
KEY entity (kind,entity_id)
) {$engine} {$collate};",
			"CREATE TABLE {$name_grams} (
kind tinyint(3) unsigned NOT NULL,
campaign_id bigint(20) unsigned NOT NULL,
gram varbinary(80) NOT NULL,
entity_id bigint(20) unsigned NOT NULL,
PRIMARY KEY  (kind,campaign_id,gram,entity_id),
KEY entity (kind,entity_id)
) {$engine} {$collate};",
			"CREATE TABLE {$name_gram_counts} (
kind tinyint(3) unsigned NOT NULL,
campaign_id bigint(20) unsigned NOT NULL,
gram varbinary(80) NOT NULL,
matches int(11) NOT NULL DEFAULT 0,
PRIMARY KEY  (kind,campaign_id,gram)
) {$engine} {$collate};",
			"CREATE TABLE {$stripe_events} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
event_id varchar(191) NOT NULL,
type varchar(100) NOT NULL DEFAULT '',
received_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY event_id (event_id)
) {$engine} {$collate};",
			"CREATE TABLE {$matches} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
sponsor_id bigint(20) unsigned NOT NULL DEFAULT 0,
sponsor_name varchar(191) NOT NULL DEFAULT '',
ratio decimal(5,2) NOT NULL DEFAULT 1.00,
cap decimal(14,2) NOT NULL DEFAULT 0.00,
matched_amount decimal(14,2) NOT NULL DEFAULT 0.00,
start_date date NOT NULL,
end_date date NOT NULL,
status varchar(20) NOT NULL DEFAULT 'active',
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY campaign_status (campaign_id,status)
) {$engine} {$collate};",
			"CREATE TABLE {$mail_queue} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
kind varchar(40) NOT NULL,
user_id bigint(20) unsigned NOT NULL DEFAULT 0,
fundraiser_id bigint(20) unsigned NOT NULL DEFAULT 0,
payload longtext NOT NULL,
status varchar(20) NOT NULL DEFAULT 'queued',
attempts int(10) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
sent_at datetime DEFAULT NULL,
claimed_at datetime DEFAULT NULL,
PRIMARY KEY  (id),
KEY status_id (status,id)
) {$engine} {$collate};",
			"CREATE TABLE {$receipts} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
donation_id bigint(20) unsigned NOT NULL,
is_test tinyint(1) NOT NULL DEFAULT 0,
issued_at datetime NOT NULL,
resent_at datetime DEFAULT NULL,
resent_count int(10) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
UNIQUE KEY donation_id (donation_id)
) {$engine} {$collate};",
			"CREATE TABLE {$donors} (
campaign_id bigint(20) unsigned NOT NULL,
email_key varchar(191) NOT NULL,
donor_hash char(40) NOT NULL,
donor_name varchar(191) NOT NULL DEFAULT '',
donor_email varchar(191) NOT NULL DEFAULT '',
gifts int(10) unsigned NOT NULL DEFAULT 0,
total decimal(14,2) NOT NULL DEFAULT 0.00,
first_gift_at datetime NOT NULL,
last_gift_at datetime NOT NULL,
is_recurring tinyint(1) NOT NULL DEFAULT 0,
wants_updates tinyint(1) NOT NULL DEFAULT 0,
PRIMARY KEY  (campaign_id,email_key),
KEY donor_hash (donor_hash),
KEY email_across (email_key,campaign_id),
KEY admin_total (campaign_id,total),
KEY admin_gifts (campaign_id,gifts),
KEY admin_last (campaign_id,last_gift_at),
KEY admin_name (campaign_id,donor_name),
FULLTEXT KEY admin_search (donor_name,donor_email)
) {$engine} {$collate};",
			"CREATE TABLE {$page_addresses} (
campaign_id bigint(20) unsigned NOT NULL,
address varchar(60) NOT NULL,
fundraiser_id bigint(20) unsigned NOT NULL,
created_at datetime NOT NULL,
PRIMARY KEY  (campaign_id,address),
KEY fundraiser_id (fundraiser_id)
) {$engine} {$collate};",
			"CREATE TABLE {$reg_types} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
name varchar(191) NOT NULL DEFAULT '',
description text NOT NULL,
fee_minor bigint(20) unsigned NOT NULL DEFAULT 0,
capacity int(10) unsigned DEFAULT NULL,
registered int(10) unsigned NOT NULL DEFAULT 0,
suggested_goal decimal(14,2) DEFAULT NULL,
opens_on date DEFAULT NULL,
closes_on date DEFAULT NULL,
is_closed tinyint(1) NOT NULL DEFAULT 0,
sort_order int(11) NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
KEY campaign_order (campaign_id,sort_order)
) {$engine} {$collate};",
			"CREATE TABLE {$reg_questions} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
label varchar(191) NOT NULL DEFAULT '',
kind varchar(20) NOT NULL DEFAULT 'text',
options text NOT NULL,
is_required tinyint(1) NOT NULL DEFAULT 0,
sort_order int(11) NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
KEY campaign_order (campaign_id,sort_order)
) {$engine} {$collate};",
			"CREATE TABLE {$reg_waivers} (
campaign_id bigint(20) unsigned NOT NULL,
body text NOT NULL,
updated_at datetime NOT NULL,
PRIMARY KEY  (campaign_id)
) {$engine} {$collate};",
			"CREATE TABLE {$registrations} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
fundraiser_id bigint(20) unsigned NOT NULL,
type_id bigint(20) unsigned NOT NULL DEFAULT 0,
type_name varchar(191) NOT NULL DEFAULT '',
answers longtext NOT NULL,
waiver_text text,
waiver_accepted_at datetime DEFAULT NULL,
fee_minor bigint(20) unsigned NOT NULL DEFAULT 0,
currency varchar(3) NOT NULL DEFAULT '',
fee_status varchar(20) NOT NULL DEFAULT 'none',
payment_mode varchar(20) NOT NULL DEFAULT '',
gateway_session varchar(191) NOT NULL DEFAULT '',
gateway_payment varchar(191) NOT NULL DEFAULT '',
paid_at datetime DEFAULT NULL,
refunded_at datetime DEFAULT NULL,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY fundraiser_id (fundraiser_id),
KEY campaign_type (campaign_id,type_id),
KEY gateway_session (gateway_session)
) {$engine} {$collate};",
			"CREATE TABLE {$activity_entries} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
fundraiser_id bigint(20) unsigned NOT NULL,
entry_date date NOT NULL,
amount bigint(20) unsigned NOT NULL,
note varchar(255) NOT NULL DEFAULT '',
source varchar(10) NOT NULL DEFAULT 'manual',
created_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY fundraiser_date (fundraiser_id,entry_date,id),
KEY campaign_id (campaign_id)
) {$engine} {$collate};",
			"CREATE TABLE {$expiring_values} (
name char(32) NOT NULL,
value longtext NOT NULL,
expires_at int(10) unsigned NOT NULL,
PRIMARY KEY  (name),
KEY expires_at (expires_at)
) {$engine} {$collate};",
			"CREATE TABLE {$milestones} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
fundraiser_id bigint(20) unsigned NOT NULL,
milestone varchar(20) NOT NULL,
reached_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY fundraiser_milestone (fundraiser_id,milestone)
) {$engine} {$collate};",
			"CREATE TABLE {$updates} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
author_type varchar(20) NOT NULL,
entity_id bigint(20) unsigned NOT NULL,
user_id bigint(20) unsigned NOT NULL,
body text NOT NULL,
image_id bigint(20) unsigned NOT NULL DEFAULT 0,
image_url varchar(2048) NOT NULL DEFAULT '',
status varchar(20) NOT NULL DEFAULT 'visible',
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY entity_recent (author_type,entity_id,status,created_at),
KEY campaign_recent (campaign_id,created_at)
) {$engine} {$collate};",
			"CREATE TABLE {$sponsors} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
name varchar(191) NOT NULL DEFAULT '',
image_url varchar(2048) NOT NULL DEFAULT '',
url varchar(2048) NOT NULL DEFAULT '',
sort_order int(11) NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
KEY campaign_order (campaign_id,sort_order)
) {$engine} {$collate};",
			"CREATE TABLE {$team_invitations} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
team_id bigint(20) unsigned NOT NULL,
email varchar(191) NOT NULL,
token varchar(64) NOT NULL,
created_at datetime NOT NULL,
sent_at datetime DEFAULT NULL,
expires_at datetime DEFAULT NULL,
accepted_at datetime DEFAULT NULL,
PRIMARY KEY  (id),
UNIQUE KEY token (token),
KEY team_email (team_id,email),
KEY team_sent (team_id,sent_at)
) {$engine} {$collate};",
			"CREATE TABLE {$returns} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
campaign_id bigint(20) unsigned NOT NULL,
source_campaign_id bigint(20) unsigned NOT NULL,
source_fundraiser_id bigint(20) unsigned NOT NULL,
user_id bigint(20) unsigned NOT NULL,
token varchar(64) NOT NULL,
created_at datetime NOT NULL,
sent_at datetime DEFAULT NULL,
expires_at datetime DEFAULT NULL,
accepted_at datetime DEFAULT NULL,
fundraiser_id bigint(20) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
UNIQUE KEY campaign_user (campaign_id,user_id),
UNIQUE KEY token (token),
KEY source_fundraiser (source_fundraiser_id)
) {$engine} {$collate};",
		);
	}
}
