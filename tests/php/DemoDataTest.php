<?php
/**
 * The demo data is complete, consistent and the same every time.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Donations\DonationService;

final class DemoDataTest extends PluginTestCase {

	/** What the demo data holds, without ids (they are new after each reset). */
	private function snapshot(): array {
		global $wpdb;
		$campaigns   = Schema::table( 'campaigns' );
		$teams       = Schema::table( 'teams' );
		$fundraisers = Schema::table( 'fundraisers' );
		$donations   = Schema::table( 'donations' );
		$sponsors    = Schema::table( 'sponsors' );
		return array(
			'campaigns'   => $wpdb->get_results( "SELECT slug, title, status, goal, raised_amount, donations_count, donors_count FROM {$campaigns} ORDER BY slug", ARRAY_A ),
			'teams'       => $wpdb->get_results( "SELECT c.slug, t.name, t.access, t.status, t.goal, t.raised_amount, t.donations_count, t.donors_count, t.members_count, u.user_login AS captain FROM {$teams} t JOIN {$campaigns} c ON c.id = t.campaign_id JOIN {$wpdb->users} u ON u.ID = t.captain_user_id ORDER BY c.slug, t.name", ARRAY_A ),
			'fundraisers' => $wpdb->get_results( "SELECT c.slug, u.user_login, f.name, COALESCE(t.name, '') AS team, f.goal, f.raised_amount, f.donations_count, f.donors_count FROM {$fundraisers} f JOIN {$campaigns} c ON c.id = f.campaign_id JOIN {$wpdb->users} u ON u.ID = f.user_id LEFT JOIN {$teams} t ON t.id = f.team_id ORDER BY c.slug, u.user_login", ARRAY_A ),
			'donations'   => $wpdb->get_results( "SELECT donor_name, donor_email, is_anonymous, amount, status FROM {$donations} ORDER BY id", ARRAY_A ),
			'sponsors'    => $wpdb->get_results( "SELECT name, sort_order FROM {$sponsors} ORDER BY sort_order", ARRAY_A ),
		);
	}

	public function test_reset_recreates_exactly_the_same_data_and_keeps_user_ids(): void {
		$before  = $this->snapshot();
		$captain = get_user_by( 'login', 'captain' )->ID;

		DemoData::reset();

		$this->assertSame( $before, $this->snapshot() );
		$this->assertSame( $captain, get_user_by( 'login', 'captain' )->ID );
	}

	public function test_what_the_demo_holds(): void {
		$data = $this->snapshot();
		$demo = array_values( array_filter( $data['teams'], static function ( $team ) { return 'demo' === $team['slug']; } ) );

		$this->assertSame( array( 'demo', 'draft-demo' ), array_column( $data['campaigns'], 'slug' ) );
		$this->assertSame( array( 'active', 'draft' ), array_column( $data['campaigns'], 'status' ) );
		$this->assertGreaterThanOrEqual( 12, count( $demo ) );
		$this->assertGreaterThanOrEqual( 2, count( array_keys( array_column( $demo, 'access' ), 'private', true ) ) );
		$this->assertGreaterThanOrEqual( 20, count( array_filter( $data['fundraisers'], static function ( $f ) { return 'demo' === $f['slug']; } ) ) );
		$this->assertGreaterThanOrEqual( 30, count( $data['donations'] ) );
		$this->assertGreaterThanOrEqual( 2, array_sum( array_column( $data['donations'], 'is_anonymous' ) ) );
		$this->assertSame( array( 'completed' ), array_values( array_unique( array_column( $data['donations'], 'status' ) ) ) );
		$this->assertCount( 4, $data['sponsors'] );

		$solo = array_filter( $data['fundraisers'], static function ( $f ) { return 'demo' === $f['slug'] && '' === $f['team']; } );
		$this->assertGreaterThanOrEqual( 2, count( $solo ), 'some fundraisers have no team' );
	}

	public function test_the_demo_accounts(): void {
		$data     = $this->snapshot();
		$captains = array_column( array_filter( $data['teams'], static function ( $t ) { return 'demo' === $t['slug']; } ), 'access', 'captain' );
		$this->assertSame( 'public', $captains['captain'], 'captain leads a public team' );

		$by_login = array_column( array_filter( $data['fundraisers'], static function ( $f ) { return 'demo' === $f['slug']; } ), 'team', 'user_login' );
		$this->assertNotSame( '', $by_login['captain'] );
		$this->assertSame( '', $by_login['fundraiser'], 'fundraiser has no team' );
		$this->assertArrayNotHasKey( 'user', $by_login, 'user has no fundraiser' );

		foreach ( array( 'admin', 'captain', 'captain@example.com', 'fundraiser@example.com', 'user@example.com', 'ana@example.com' ) as $handle ) {
			$this->assertInstanceOf( \WP_User::class, wp_authenticate( $handle, DemoData::PASSWORD ), $handle );
		}
		$this->assertTrue( user_can( get_user_by( 'login', 'admin' ), 'manage_options' ) );
	}

	public function test_stored_totals_match_the_donations(): void {
		$stored = $this->snapshot();
		foreach ( array( DemoData::CAMPAIGN_SLUG, DemoData::DRAFT_SLUG ) as $slug ) {
			( new DonationService() )->rebuild_totals( $this->campaign_id( $slug ) );
		}
		$this->assertSame( $stored, $this->snapshot() );
	}

	public function test_the_demo_images_are_small_original_files(): void {
		$cover = P2P_FUNDRAISING_DIR . 'tools/demo/assets/cover.jpg';
		$this->assertLessThan( 150 * 1024, filesize( $cover ) );
		$this->assertSame( array( 1600, 600 ), array_slice( getimagesize( $cover ), 0, 2 ) );
		foreach ( array( 'logo', 'sponsor-1', 'sponsor-2', 'sponsor-3', 'sponsor-4' ) as $name ) {
			$this->assertFileExists( P2P_FUNDRAISING_DIR . "tools/demo/assets/{$name}.svg" );
		}
	}
}
