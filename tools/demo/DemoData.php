<?php
/**
 * Deterministic demo data for development, e2e tests and screenshots.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Demo;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * reset() deletes what an earlier reset made and makes it again, identically (fixed lists, dates
 * at fixed offsets from now). Donations go through DonationService, the same path as the donation
 * form, so the stored totals are what real donations would have produced.
 *
 * What it makes: the active campaign `demo` (12 teams, two of them private; 23 fundraisers; 44
 * donations, three of them anonymous; 4 sponsors) and the draft campaign `draft-demo`. Users, all
 * with the password `password`: `captain` (captain of the public team "Blue Wave Runners"),
 * `fundraiser` (a fundraiser without a team), `user` (no fundraiser), one user per other
 * fundraiser (`ana`, `ben`, ... with `ana@example.com`, ...), and `admin` keeps `password`.
 *
 * It lives in tools/, outside the shipped plugin (the release zip never holds it), is loaded only
 * by the dev scripts and the tests, and refuses to run unless WP_ENVIRONMENT_TYPE is `local` or
 * `development`: it deletes users and resets the admin password.
 */
final class DemoData {

	public const CAMPAIGN_SLUG = 'demo';
	public const DRAFT_SLUG    = 'draft-demo';
	public const PASSWORD      = 'password';

	/** Marks users and pages that reset() owns (and may delete). */
	public const OWNER_META = '_p2p_fundraising_demo';

	/** Real names of the anonymous demo donors: they must never appear in a public response. */
	public const ANONYMOUS_DONOR_NAMES = array( 'Margot Featherstone', 'Ignatius Pemberton', 'Rowena Blackwood' );

	/** login => [ first name, last name ]; e-mail is login@example.com. */
	private const USERS = array(
		'captain'    => array( 'Carla', 'Mendes' ),
		'fundraiser' => array( 'Felix', 'Brandt' ),
		'user'       => array( 'Uma', 'Reyes' ),
		'ana'        => array( 'Ana', 'Silva' ),
		'ben'        => array( 'Ben', 'Okafor' ),
		'chloe'      => array( 'Chloe', 'Martin' ),
		'david'      => array( 'David', 'Kim' ),
		'emma'       => array( 'Emma', 'Novak' ),
		'farid'      => array( 'Farid', 'Haddad' ),
		'grace'      => array( 'Grace', 'Liu' ),
		'hugo'       => array( 'Hugo', 'Laurent' ),
		'isla'       => array( 'Isla', 'Murphy' ),
		'jonas'      => array( 'Jonas', 'Berg' ),
		'kira'       => array( 'Kira', 'Tanaka' ),
		'liam'       => array( 'Liam', 'Walsh' ),
		'maya'       => array( 'Maya', 'Patel' ),
		'noah'       => array( 'Noah', 'Fischer' ),
		'olivia'     => array( 'Olivia', 'Rossi' ),
		'pablo'      => array( 'Pablo', 'Ortega' ),
		'quinn'      => array( 'Quinn', 'Harper' ),
		'rosa'       => array( 'Rosa', 'Jimenez' ),
		'tariq'      => array( 'Tariq', 'Aziz' ),
		'vera'       => array( 'Vera', 'Lindqvist' ),
		'will'       => array( 'Will', 'Thompson' ),
	);

	/** key => [ name, captain login, access, goal, image file or '' ]. */
	private const TEAMS = array(
		'blue-wave'      => array( 'Blue Wave Runners', 'captain', 'public', 2500, 'team-blue-wave.svg' ),
		'river-keepers'  => array( 'River Keepers', 'ana', 'public', 3000, 'team-river-keepers.svg' ),
		'drop-by-drop'   => array( 'Drop by Drop', 'ben', 'public', 2500, 'team-drop-by-drop.svg' ),
		'rainmakers'     => array( 'Rainmakers', 'chloe', 'public', 2000, 'team-rainmakers.svg' ),
		'spring-street'  => array( 'Spring Street Striders', 'david', 'public', 2500, '' ),
		'splash-squad'   => array( 'The Splash Squad', 'emma', 'private', 1500, '' ),
		'northside'      => array( 'Northside Pumps', 'farid', 'public', 2500, '' ),
		'clear-stream'   => array( 'Clear Stream Crew', 'grace', 'public', 4000, '' ),
		'aqua-pacers'    => array( 'Aqua Pacers', 'hugo', 'public', 2500, '' ),
		'well-wishers'   => array( 'Well Wishers', 'isla', 'private', 2000, '' ),
		'harbor-harriers'=> array( 'Harbor Harriers', 'jonas', 'public', 3000, '' ),
		'tide-turners'   => array( 'Tide Turners', 'kira', 'public', 1000, '' ),
	);

	/** Fundraisers besides the captains: login => [ team key or '', goal, image file or '' ]. */
	private const MEMBERS = array(
		'liam'       => array( 'blue-wave', 500, '' ),
		'maya'       => array( 'blue-wave', 750, '' ),
		'noah'       => array( 'river-keepers', 500, '' ),
		'olivia'     => array( 'drop-by-drop', 500, '' ),
		'pablo'      => array( 'clear-stream', 1000, '' ),
		'quinn'      => array( 'splash-squad', 500, '' ),
		'rosa'       => array( 'well-wishers', 500, '' ),
		'fundraiser' => array( '', 1000, 'fundraiser-felix.svg' ),
		'tariq'      => array( '', 500, '' ),
		'vera'       => array( '', 300, '' ),
		'will'       => array( '', 500, '' ),
	);

	/** Donors: [ name, e-mail ]. The last three give anonymously. */
	private const DONORS = array(
		array( 'Helen Carter', 'helen.carter@example.org' ),
		array( 'Marcus Bell', 'marcus.bell@example.org' ),
		array( 'Priya Nair', 'priya.nair@example.org' ),
		array( 'Tom Eriksen', 'tom.eriksen@example.org' ),
		array( 'Lucia Romero', 'lucia.romero@example.org' ),
		array( 'George Adams', 'george.adams@example.org' ),
		array( 'Nadia Petrova', 'nadia.petrova@example.org' ),
		array( 'Owen Hughes', 'owen.hughes@example.org' ),
		array( 'Sofia Costa', 'sofia.costa@example.org' ),
		array( 'Daniel Young', 'daniel.young@example.org' ),
		array( 'Amara Obi', 'amara.obi@example.org' ),
		array( 'Felicity Grant', 'felicity.grant@example.org' ),
		array( 'Margot Featherstone', 'margot.f@example.org' ),
		array( 'Ignatius Pemberton', 'ignatius.p@example.org' ),
		array( 'Rowena Blackwood', 'rowena.b@example.org' ),
	);

	/**
	 * Donations: [ target ('campaign', 'team:<key>', 'fundraiser:<login>'), amount, donor index,
	 * anonymous, minutes before now ]. Some donors give more than once (distinct donor counts).
	 */
	private const DONATIONS = array(
		array( 'fundraiser:captain', 50, 0, false, 35 ),
		array( 'campaign', 100, 1, false, 95 ),
		array( 'team:blue-wave', 250, 2, false, 180 ),
		array( 'fundraiser:liam', 25, 3, false, 320 ),
		array( 'fundraiser:fundraiser', 75, 4, false, 600 ),
		array( 'campaign', 500, 12, true, 840 ),
		array( 'fundraiser:ana', 120, 5, false, 1_100 ),
		array( 'team:river-keepers', 60, 0, false, 1_500 ),
		array( 'fundraiser:maya', 40, 6, false, 2_000 ),
		array( 'fundraiser:captain', 150, 7, false, 2_600 ),
		array( 'fundraiser:grace', 300, 8, false, 3_100 ),
		array( 'fundraiser:pablo', 35, 9, false, 3_700 ),
		array( 'team:clear-stream', 1000, 10, false, 4_300 ),
		array( 'fundraiser:ben', 20, 11, false, 5_000 ),
		array( 'fundraiser:olivia', 12.5, 1, false, 5_800 ),
		array( 'fundraiser:fundraiser', 80, 13, true, 6_500 ),
		array( 'fundraiser:chloe', 60, 2, false, 7_200 ),
		array( 'fundraiser:david', 45, 3, false, 8_000 ),
		array( 'fundraiser:emma', 100, 4, false, 9_000 ),
		array( 'fundraiser:quinn', 30, 5, false, 10_000 ),
		array( 'fundraiser:farid', 200, 6, false, 11_500 ),
		array( 'fundraiser:hugo', 15, 7, false, 13_000 ),
		array( 'fundraiser:isla', 75, 8, false, 14_400 ),
		array( 'fundraiser:rosa', 50, 9, false, 15_800 ),
		array( 'fundraiser:jonas', 250, 10, false, 17_300 ),
		array( 'fundraiser:noah', 37.5, 11, false, 18_700 ),
		array( 'fundraiser:tariq', 60, 0, false, 20_200 ),
		array( 'fundraiser:vera', 25, 1, false, 21_600 ),
		array( 'campaign', 1000, 2, false, 23_000 ),
		array( 'team:rainmakers', 120, 3, false, 25_000 ),
		array( 'fundraiser:captain', 100, 14, true, 27_000 ),
		array( 'fundraiser:liam', 50, 4, false, 29_500 ),
		array( 'fundraiser:grace', 150, 5, false, 32_000 ),
		array( 'team:aqua-pacers', 80, 6, false, 34_500 ),
		array( 'fundraiser:ana', 60, 7, false, 37_000 ),
		array( 'team:harbor-harriers', 40, 8, false, 40_000 ),
		array( 'fundraiser:maya', 100, 0, false, 43_000 ),
		array( 'team:northside', 25, 9, false, 46_000 ),
		array( 'fundraiser:fundraiser', 200, 10, false, 49_000 ),
		array( 'team:spring-street', 150, 11, false, 52_000 ),
		array( 'campaign', 250, 4, false, 55_000 ),
		array( 'fundraiser:pablo', 500, 1, false, 57_500 ),
		array( 'team:splash-squad', 35, 2, false, 59_000 ),
		array( 'fundraiser:captain', 20, 0, false, 60_500 ),
	);

	/** Recreates the demo data. */
	public static function reset(): void {
		if ( ! in_array( wp_get_environment_type(), array( 'local', 'development' ), true ) ) {
			throw new \RuntimeException( 'Demo data only runs on a local or development site (WP_ENVIRONMENT_TYPE).' );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';

		self::ensure_admin();
		$campaigns = new CampaignRepository();
		foreach ( array( self::CAMPAIGN_SLUG, self::DRAFT_SLUG ) as $slug ) {
			$existing = $campaigns->find_by_slug( $slug );
			if ( null !== $existing ) {
				$campaigns->delete_with_children( $existing['id'] );
			}
		}

		$users       = self::sync_users();
		$sponsor_url = self::sponsor_page_url();
		$campaign_id = self::create_campaign( $sponsor_url );
		self::create_sponsors( $campaign_id );
		$teams       = self::create_teams( $campaign_id, $users );
		$fundraisers = self::create_fundraisers( $campaign_id, $users, $teams );
		self::create_donations( $campaign_id, $teams, $fundraisers );
		self::create_draft_campaign( $users );
		// Seeding is not news: the welcome and donation e-mails it queued are dropped.
		( new \P2PFundraising\Database\MailQueueRepository() )->clear();
	}

	/** `admin` exists as an administrator with the password `password`. */
	private static function ensure_admin(): void {
		$admin = get_user_by( 'login', 'admin' );
		if ( false === $admin ) {
			wp_insert_user(
				array(
					'user_login' => 'admin',
					'user_email' => 'admin@example.com',
					'user_pass'  => self::PASSWORD,
					'role'       => 'administrator',
				)
			);
			return;
		}
		if ( ! wp_check_password( self::PASSWORD, $admin->user_pass, $admin->ID ) ) {
			wp_set_password( self::PASSWORD, $admin->ID );
		}
	}

	/**
	 * Creates or updates the demo users (ids stay stable across resets) and deletes users an
	 * earlier reset made that are no longer on the list.
	 *
	 * @return array<string, int> login => user id.
	 * @throws \RuntimeException When a user cannot be created.
	 */
	private static function sync_users(): array {
		$ids = array();
		foreach ( self::USERS as $login => list( $first, $last ) ) {
			$email   = $login . '@example.com';
			$profile = array(
				'user_email'   => $email,
				'first_name'   => $first,
				'last_name'    => $last,
				'display_name' => $first . ' ' . $last,
				'nickname'     => $first,
			);
			$user    = get_user_by( 'login', $login );
			if ( false === $user ) {
				$user_id = wp_insert_user(
					$profile + array(
						'user_login' => $login,
						'user_pass'  => self::PASSWORD,
						'role'       => 'subscriber',
					)
				);
				if ( is_wp_error( $user_id ) ) {
					throw new \RuntimeException( esc_html( 'Demo user ' . $login . ': ' . $user_id->get_error_message() ) );
				}
			} else {
				$user_id = $user->ID;
				wp_update_user( $profile + array( 'ID' => $user_id ) );
				if ( ! wp_check_password( self::PASSWORD, $user->user_pass, $user_id ) ) {
					wp_set_password( self::PASSWORD, $user_id );
				}
			}
			update_user_meta( $user_id, self::OWNER_META, '1' );
			$ids[ $login ] = (int) $user_id;
		}

		$owned = get_users(
			array(
				'meta_key' => self::OWNER_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a handful of rows, on reset only.
				'fields'   => 'ID',
			)
		);
		foreach ( $owned as $user_id ) {
			if ( ! in_array( (int) $user_id, $ids, true ) ) {
				wp_delete_user( (int) $user_id );
			}
		}
		return $ids;
	}

	/** URL of the "Become a sponsor" page, created once and kept. */
	private static function sponsor_page_url(): string {
		$page = get_page_by_path( 'become-a-sponsor' );
		if ( null === $page ) {
			$page_id = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => 'Become a Sponsor',
					'post_name'    => 'become-a-sponsor',
					'post_content' => '<!-- wp:paragraph --><p>Companies that sponsor Run for Clean Water are shown on every campaign page. Write to sponsors@example.com to join them.</p><!-- /wp:paragraph -->',
					'meta_input'   => array( self::OWNER_META => '1' ),
				)
			);
			return (string) get_permalink( $page_id );
		}
		return (string) get_permalink( $page );
	}

	/**
	 * The active demo campaign.
	 *
	 * @param string $sponsor_url Sponsor application page.
	 */
	private static function create_campaign( string $sponsor_url ): int {
		return ( new CampaignRepository() )->insert(
			array(
				'slug'                         => self::CAMPAIGN_SLUG,
				'title'                        => 'Run for Clean Water 2026',
				'short_desc'                   => 'Every kilometre you run helps bring safe drinking water to a village. Join a team, set your goal and help us fund 25 new wells this year.',
				'long_desc'                    => implode(
					"\n\n",
					array(
						'Two billion people still drink water that makes them ill. In the villages we work with, children walk for hours each day to fetch it, and miss school to do so.',
						'Run for Clean Water 2026 turns your training into wells. Every team and every runner raises money for deep boreholes, hand pumps and the training that keeps them working for decades.',
						'<!--more-->',
						'How it works: sign up as a fundraiser, join or start a team, and share your page with friends and family. Every donation is credited to you, your team and the campaign.',
						'Our goal is 50,000 dollars: enough for 25 wells that will serve more than 12,000 people. Thank you for running with us!',
					)
				),
				'image_url'                    => P2P_FUNDRAISING_URL . 'tools/demo/assets/cover.jpg',
				'logo_url'                     => P2P_FUNDRAISING_URL . 'tools/demo/assets/logo.svg',
				'goal'                         => 50000,
				'primary_color'                => '#28C77B',
				'secondary_color'              => '#1E4E79',
				'status'                       => CampaignRepository::STATUS_ACTIVE,
				'sponsors_enabled'             => 'enabled',
				'sponsor_linking'              => 'external',
				'sponsor_section_heading'      => 'Our Sponsors',
				'sponsor_application_page'     => $sponsor_url,
				'fundraiser_goal'              => 500,
				'team_goal'                    => 2500,
				'fundraiser_story_placeholder' => 'Tell your friends why clean water matters to you and what your run will make possible.',
				'team_story_placeholder'       => 'Tell people who your team is, why you run together and what you want to achieve.',
				'created_at'                   => self::ago( 90 * DAY_IN_SECONDS ),
			)
		);
	}

	/**
	 * Four sponsors with the shipped logos.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	private static function create_sponsors( int $campaign_id ): void {
		$sponsors = array( 'Bluebrook Springs', 'Greenfield Outdoor', 'Northwind Credit Union', 'Sunpath Solar Bakery' );
		$repo     = new SponsorRepository();
		foreach ( $sponsors as $index => $name ) {
			$repo->insert(
				array(
					'campaign_id' => $campaign_id,
					'name'        => $name,
					'image_url'   => P2P_FUNDRAISING_URL . 'tools/demo/assets/sponsor-' . ( $index + 1 ) . '.svg',
					'url'         => 'https://example.com/' . sanitize_title( $name ),
					'sort_order'  => $index + 1,
				)
			);
		}
	}

	/**
	 * The twelve teams.
	 *
	 * @param int                $campaign_id Campaign id.
	 * @param array<string, int> $users       login => id.
	 * @return array<string, int> team key => id.
	 */
	private static function create_teams( int $campaign_id, array $users ): array {
		$repo  = new TeamRepository();
		$ids   = array();
		$index = 0;
		foreach ( self::TEAMS as $key => list( $name, $captain, $access, $goal, $image ) ) {
			$ids[ $key ] = $repo->insert(
				array(
					'campaign_id'     => $campaign_id,
					'name'            => $name,
					'story'           => self::team_story( $name, $index ),
					'goal'            => $goal,
					'access'          => $access,
					'captain_user_id' => $users[ $captain ],
					'image_url'       => '' === $image ? '' : P2P_FUNDRAISING_URL . 'tools/demo/assets/' . $image,
					'created_at'      => self::ago( ( 80 - $index ) * DAY_IN_SECONDS ),
				)
			);
			++$index;
		}
		return $ids;
	}

	/**
	 * The captains (in their teams) and the other fundraisers.
	 *
	 * @param int                $campaign_id Campaign id.
	 * @param array<string, int> $users       login => id.
	 * @param array<string, int> $teams       team key => id.
	 * @return array<string, int> login => fundraiser id.
	 */
	private static function create_fundraisers( int $campaign_id, array $users, array $teams ): array {
		$plan = array();
		foreach ( self::TEAMS as $key => $team ) {
			$plan[ $team[1] ] = array( $key, 500, 'captain' === $team[1] ? 'fundraiser-carla.svg' : '' );
		}
		$plan += self::MEMBERS;

		$repo  = new FundraiserRepository();
		$ids   = array();
		$index = 0;
		foreach ( $plan as $login => list( $team_key, $goal, $image ) ) {
			list( $first, $last ) = self::USERS[ $login ];
			$ids[ $login ]        = $repo->insert(
				array(
					'campaign_id' => $campaign_id,
					'user_id'     => $users[ $login ],
					'team_id'     => '' === $team_key ? null : $teams[ $team_key ],
					'name'        => $first . ' ' . $last,
					'story'       => 'will' === $login ? '' : self::fundraiser_story( $first, $index ),
					'goal'        => $goal,
					'image_url'   => '' === $image ? '' : P2P_FUNDRAISING_URL . 'tools/demo/assets/' . $image,
					'created_at'  => self::ago( ( 75 - $index ) * DAY_IN_SECONDS ),
				)
			);
			++$index;
		}

		$team_repo = new TeamRepository();
		foreach ( $teams as $team_id ) {
			$team_repo->refresh_members_count( $team_id );
		}
		return $ids;
	}

	/**
	 * The donations, through the same service as the donation form (test mode: completed at once).
	 *
	 * @param int                $campaign_id Campaign id.
	 * @param array<string, int> $teams       team key => id.
	 * @param array<string, int> $fundraisers login => fundraiser id.
	 */
	private static function create_donations( int $campaign_id, array $teams, array $fundraisers ): void {
		$service = new DonationService();
		foreach ( self::DONATIONS as list( $target, $amount, $donor, $anonymous, $minutes ) ) {
			list( $type, $key ) = array_pad( explode( ':', $target, 2 ), 2, '' );
			$service->record(
				array(
					'campaign_id'   => $campaign_id,
					'team_id'       => 'team' === $type ? $teams[ $key ] : 0,
					'fundraiser_id' => 'fundraiser' === $type ? $fundraisers[ $key ] : 0,
					'donor_name'    => self::DONORS[ $donor ][0],
					'donor_email'   => self::DONORS[ $donor ][1],
					'is_anonymous'  => $anonymous,
					'amount'        => $amount,
					'mode'          => Settings::PAYMENT_MODE_TEST,
					'created_at'    => self::ago( $minutes * MINUTE_IN_SECONDS ),
				)
			);
		}
	}

	/**
	 * The draft campaign: visible to administrators only, with one team, one fundraiser and one
	 * donation (so "an id of another campaign" has something to point at).
	 *
	 * @param array<string, int> $users login => id.
	 */
	private static function create_draft_campaign( array $users ): void {
		$campaign_id = ( new CampaignRepository() )->insert(
			array(
				'slug'                         => self::DRAFT_SLUG,
				'title'                        => 'Autumn Swim-a-thon',
				'short_desc'                   => 'Laps for literacy: a swim-a-thon that is still being prepared.',
				'long_desc'                    => "Every lap you swim buys books for a school library.\n\nThis campaign opens in the autumn.",
				'goal'                         => 10000,
				'primary_color'                => '#1E88B4',
				'secondary_color'              => '#0B3C5D',
				'status'                       => 'draft',
				'fundraiser_goal'              => 250,
				'team_goal'                    => 1000,
				'fundraiser_story_placeholder' => 'Why are you swimming?',
				'team_story_placeholder'       => 'Who is in your team?',
				'created_at'                   => self::ago( 10 * DAY_IN_SECONDS ),
			)
		);
		$team_id       = ( new TeamRepository() )->insert(
			array(
				'campaign_id'     => $campaign_id,
				'name'            => 'Early Birds',
				'story'           => 'We swim before work.',
				'goal'            => 1000,
				'captain_user_id' => $users['ana'],
				'created_at'      => self::ago( 9 * DAY_IN_SECONDS ),
			)
		);
		$fundraiser_id = ( new FundraiserRepository() )->insert(
			array(
				'campaign_id' => $campaign_id,
				'user_id'     => $users['ana'],
				'team_id'     => $team_id,
				'name'        => 'Ana Silva',
				'story'       => 'Books changed my life.',
				'goal'        => 250,
				'created_at'  => self::ago( 9 * DAY_IN_SECONDS ),
			)
		);
		( new TeamRepository() )->refresh_members_count( $team_id );
		( new DonationService() )->record(
			array(
				'campaign_id'   => $campaign_id,
				'fundraiser_id' => $fundraiser_id,
				'donor_name'    => self::DONORS[0][0],
				'donor_email'   => self::DONORS[0][1],
				'amount'        => 40,
				'mode'          => Settings::PAYMENT_MODE_TEST,
				'created_at'    => self::ago( 2 * DAY_IN_SECONDS ),
			)
		);
	}

	/**
	 * A team's story (plain text, paragraphs, the first team's with a more marker).
	 *
	 * @param string $name  Team name.
	 * @param int    $index Position in the list.
	 */
	private static function team_story( string $name, int $index ): string {
		$openings = array(
			'%s started as a group of friends who ran to the bakery on Sundays. Now we run for something bigger.',
			'We are %s: colleagues, neighbours and one very fast grandmother.',
			'%s trains together every Tuesday and Thursday evening, whatever the weather.',
		);
		$story = sprintf( $openings[ $index % 3 ], $name ) . "\n\nEvery donation to our team brings a village closer to its own well.";
		if ( 0 === $index ) {
			$story .= "\n\n<!--more-->\n\nLast year we raised enough for two hand pumps. This year we want to fund a whole borehole, and we would love your help.";
		}
		return $story;
	}

	/**
	 * A fundraiser's story.
	 *
	 * @param string $first First name.
	 * @param int    $index Position in the list.
	 */
	private static function fundraiser_story( string $first, int $index ): string {
		$stories = array(
			"Hi, I'm %s! I'm running because nobody should have to walk for hours to find clean water.\n\nEvery kilometre I run is a step toward a new well.",
			"I'm %s and this is my first charity run. Help me reach my goal: even a small gift makes a difference.",
			"%s here. I visited a village without a well two years ago and I have not forgotten it.\n\n<!--more-->\n\nThis year I am training for my first half-marathon to help change that.",
			"Water is life. I'm %s, and I'm running so that more children can go to school instead of fetching water.",
		);
		return sprintf( $stories[ $index % 4 ], $first );
	}

	/**
	 * A GMT datetime some seconds before now.
	 *
	 * @param int $seconds Seconds before now.
	 */
	private static function ago( int $seconds ): string {
		return gmdate( 'Y-m-d H:i:s', time() - $seconds );
	}
}
