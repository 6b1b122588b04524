<?php
/**
 * The boot data embedded in campaign pages: shape, per-route content, equality with the REST
 * answers, and JSON that cannot break out of its script tag.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Frontend\BootData;
use P2PFundraising\Frontend\CampaignPage;
use P2PFundraising\Settings;

final class BootDataTest extends PluginTestCase {

	/**
	 * Boot data of a campaign URL path, decoded as the browser would.
	 *
	 * @return array{settings: array<string, mixed>, data: array<string, mixed>}
	 */
	private function boot( string $path, string $slug = DemoData::CAMPAIGN_SLUG ): array {
		$current = CampaignPage::resolve( $slug, $path );
		$this->assertNotNull( $current, "/{$slug}/{$path} should resolve" );
		$boot = ( new BootData() )->build( $current['campaign'], $current['route'], $current['team'], $current['fundraiser'] );
		return json_decode( BootData::to_json( $boot ), true );
	}

	private function rest_data( string $path, array $params ) {
		return $this->assertOk( $this->get( $path, $params ) );
	}

	public function test_settings_carry_everything_the_apps_need(): void {
		$settings = $this->boot( '' )['settings'];
		$this->assertFitsShape( Settings::client_schema(), $settings );
		$this->assertSame( untrailingslashit( rest_url( 'p2p-fundraising/v1' ) ), $settings['apiRoot'] );
		$this->assertStringEndsNotWith( '/', $settings['apiRoot'] );
		$this->assertSame( 1, wp_verify_nonce( $settings['apiNonce'], 'wp_rest' ) );
		$this->assertSame( 'en_US', $settings['locale'] );
		$this->assertSame( wp_timezone_string(), $settings['timeZone'], 'dates are shown in the site time zone' );
		$this->assertSame( '$', $settings['currencySymbol'] );
		$this->assertSame( 'before', $settings['currencyPosition'] );
		$this->assertSame( '.', $settings['decimalSeparator'] );
		$this->assertSame( ',', $settings['thousandsSeparator'] );
		$this->assertSame( wp_max_upload_size(), $settings['maxUploadSize'] );
		$this->assertSame( P2P_FUNDRAISING_URL . 'build/', $settings['assetsUrl'] );
		$this->assertSame( wp_login_url(), $settings['loginUrl'] );
		$this->assertSame( home_url( '/' ), $settings['homeUrl'] );
		$this->assertSame( 'P2P Fundraising Demo', $settings['siteName'] );
	}

	public function test_settings_follow_the_currency_options(): void {
		update_option( 'p2p_fundraising_currency_symbol', '€' );
		update_option( 'p2p_fundraising_currency_position', 'after' );
		update_option( 'p2p_fundraising_decimal_separator', ',' );
		update_option( 'p2p_fundraising_thousands_separator', '.' );
		$settings = $this->boot( '' )['settings'];
		$this->assertSame( array( '€', 'after', ',', '.' ), array( $settings['currencySymbol'], $settings['currencyPosition'], $settings['decimalSeparator'], $settings['thousandsSeparator'] ) );

		update_option( 'p2p_fundraising_currency_position', 'sideways' );
		$this->assertSame( 'before', $this->boot( '' )['settings']['currencyPosition'] );
	}

	public function test_with_plain_permalinks_the_api_root_holds_a_query(): void {
		update_option( 'permalink_structure', '' );
		$settings = $this->boot( '' )['settings'];
		$this->assertStringContainsString( '?rest_route=/p2p-fundraising/v1', $settings['apiRoot'] );
		$this->assertStringEndsNotWith( '/', $settings['apiRoot'] );
	}

	public function test_the_home_page_embeds_the_campaign_and_both_leaderboards(): void {
		$campaign = $this->campaign_id();
		$data     = $this->boot( '' )['data'];

		$this->assertKeys( array( 'campaign', 'campaignStats', 'auth', 'user', 'sponsors', 'donations', 'topTeams', 'topFundraisers', 'generatedAt' ), $data );
		$this->assertEqualsWithDelta( time(), $data['generatedAt'], 5, 'when the server built it: a page cache serves it later (0069)' );
		$this->assertSame( $this->rest_data( '/get-campaign', array( 'campaign_id' => $campaign ) )['data'], $data['campaign'] );
		$this->assertSame( $this->rest_data( '/get-campaign-stats', array( 'campaign_id' => $campaign ) )['data'], $data['campaignStats'] );
		$this->assertSame( $this->rest_data( '/get-sponsors', array( 'campaign_id' => $campaign ) )['data'], $data['sponsors'] );
		$this->assertSame( $this->rest_data( '/get-donations', array( 'campaign_id' => $campaign ) )['data'], $data['donations'] );
		$this->assertSame(
			$this->rest_data( '/get-campaign-teams-search', array( 'campaign_id' => $campaign, 'showClosedTeams' => 'true' ) ),
			$data['topTeams']
		);
		$this->assertSame( $this->rest_data( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign ) ), $data['topFundraisers'] );
		$teams = $this->count_where( 'teams', "campaign_id = %d AND status = 'approved'", $campaign );
		$this->assertGreaterThan( 9, $teams, 'the demo has more teams than one leaderboard page' );
		$this->assertSame( $teams, $data['topTeams']['total'] );
		$this->assertSame( 9, $data['topTeams']['count'], 'one page of nine' );
		$this->assertCount( min( 10, $this->completed_donations_count( $campaign ) ), $data['donations'] );
	}

	public function test_the_leaderboards_embed_the_leaderboards_and_other_routes_do_not(): void {
		foreach ( array( 'team-leaderboard/', 'fundraiser-leaderboard/' ) as $path ) {
			$data = $this->boot( $path )['data'];
			$this->assertArrayHasKey( 'topTeams', $data, $path );
			$this->assertArrayHasKey( 'topFundraisers', $data, $path );
		}
		foreach ( array( 'donate/', 'register/', 'login/', 'start-fundraising/' ) as $path ) {
			$data = $this->boot( $path )['data'];
			$this->assertArrayNotHasKey( 'topTeams', $data, $path );
			$this->assertArrayNotHasKey( 'team', $data, $path );
			$this->assertArrayNotHasKey( 'fundraiser', $data, $path );
			$this->assertCount( min( 10, $this->completed_donations_count( $this->campaign_id() ) ), $data['donations'], $path . ' embeds the campaign\'s donations' );
		}
	}

	public function test_team_routes_embed_the_team_its_stats_members_and_donations(): void {
		$team = $this->team_id( 'Blue Wave Runners' );
		foreach ( array( "team/{$team}/", "team/{$team}/donate", "team/{$team}/join/", "team/{$team}/update" ) as $path ) {
			$data = $this->boot( $path )['data'];
			$this->assertSame( $this->rest_data( '/get-team', array( 'team_id' => $team ) )['data'], $data['team'], $path );
			$this->assertSame( $this->rest_data( '/get-team-stats', array( 'team_id' => $team ) )['data'], $data['teamStats'], $path );
			$this->assertSame( $this->rest_data( '/get-team-fundraisers-all', array( 'team_id' => $team ) )['data'], $data['teamMembers'], $path );
			$this->assertSame( $this->rest_data( '/get-updates', array( 'team_id' => $team ) ), $data['updates'], $path );
			$this->assertSame(
				$this->rest_data( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'team_id' => $team ) )['data'],
				$data['donations'],
				$path
			);
			$this->assertArrayNotHasKey( 'fundraiser', $data );
			$this->assertArrayNotHasKey( 'topTeams', $data );
		}
	}

	public function test_fundraiser_routes_embed_the_fundraiser_its_stats_and_donations(): void {
		$id = $this->fundraiser_id( 'captain' );
		foreach ( array( "fundraiser/{$id}/", "fundraiser/{$id}/donate/", "fundraiser/{$id}/update/" ) as $path ) {
			$data = $this->boot( $path )['data'];
			$this->assertSame( $this->rest_data( '/get-fundraiser', array( 'fundraiser_id' => $id ) )['data'], $data['fundraiser'], $path );
			$this->assertSame( $this->rest_data( '/get-fundraiser-stats', array( 'fundraiser_id' => $id ) )['data'], $data['fundraiserStats'], $path );
			$this->assertSame( $this->rest_data( '/get-updates', array( 'fundraiser_id' => $id ) ), $data['updates'], $path );
			$this->assertSame(
				$this->rest_data( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'fundraiser_id' => $id ) )['data'],
				$data['donations'],
				$path
			);
			$this->assertArrayNotHasKey( 'team', $data );
		}
	}

	public function test_auth_and_user_of_a_visitor(): void {
		$boot = $this->boot( '' );
		$this->assertSame( array( 'user_id' => 0, 'fundraiser_id' => 0, 'is_logged_in' => false, 'is_admin' => false, 'logout_url' => '' ), $boot['data']['auth'] );
		$current = CampaignPage::resolve( DemoData::CAMPAIGN_SLUG, '' );
		$json    = BootData::to_json( ( new BootData() )->build( $current['campaign'], $current['route'] ) );
		$this->assertStringContainsString( '"user":{}', $json, 'an empty object, not a list' );
	}

	public function test_auth_and_user_of_a_fundraiser_and_an_administrator(): void {
		$captain = $this->actingAs( 'captain' );
		$data    = $this->boot( '' )['data'];
		$logout = $data['auth']['logout_url'];
		unset( $data['auth']['logout_url'] );
		$this->assertSame(
			array( 'user_id' => $captain->ID, 'fundraiser_id' => $this->fundraiser_id( 'captain' ), 'is_logged_in' => true, 'is_admin' => false ),
			$data['auth']
		);
		// A real sign-out: wp-login.php with its nonce, back to the campaign.
		$query = array();
		wp_parse_str( (string) wp_parse_url( $logout, PHP_URL_QUERY ), $query );
		$this->assertStringStartsWith( wp_login_url(), $logout );
		$this->assertSame( 'logout', $query['action'] );
		$this->assertSame( 1, wp_verify_nonce( $query['_wpnonce'], 'log-out' ) );
		$this->assertSame( \P2PFundraising\Frontend\Urls::campaign( DemoData::CAMPAIGN_SLUG ), $query['redirect_to'] );
		$this->assertSame( array( 'name' => 'Carla Mendes' ), $data['user'] );

		$this->actingAs( 'user' );
		$this->assertSame( 0, $this->boot( '' )['data']['auth']['fundraiser_id'] );

		$admin = $this->actingAs( 'admin' );
		$data  = $this->boot( '', DemoData::DRAFT_SLUG )['data'];
		unset( $data['auth']['logout_url'] );
		$this->assertSame( array( 'user_id' => $admin->ID, 'fundraiser_id' => 0, 'is_logged_in' => true, 'is_admin' => true ), $data['auth'] );
		$this->assertFalse( $data['campaign']['is_active'] );
	}

	public function test_sponsors_are_empty_unless_enabled(): void {
		global $wpdb;
		$this->assertCount( $this->count_where( 'sponsors', 'campaign_id = %d', $this->campaign_id() ), $this->boot( '' )['data']['sponsors'] );
		$this->assertNotEmpty( $this->boot( '' )['data']['sponsors'] );
		$wpdb->update( Schema::table( 'campaigns' ), array( 'sponsors_enabled' => 'disabled' ), array( 'id' => $this->campaign_id() ) );
		$this->assertSame( array(), $this->boot( '' )['data']['sponsors'] );
	}

	public function test_the_json_cannot_break_out_of_its_script_tag(): void {
		global $wpdb;
		$hostile = "</script><script>alert('x')</script><!-- & \"quoted\" \u{2028}";
		$wpdb->update( Schema::table( 'campaigns' ), array( 'long_desc' => $hostile, 'title' => $hostile ), array( 'id' => $this->campaign_id() ) );
		$wpdb->update( Schema::table( 'teams' ), array( 'name' => $hostile ), array( 'id' => $this->team_id( 'Blue Wave Runners' ) ) );

		$current = CampaignPage::resolve( DemoData::CAMPAIGN_SLUG, '' );
		$json    = BootData::to_json( ( new BootData() )->build( $current['campaign'], $current['route'] ) );

		foreach ( array( '<', '>', '&', "'" ) as $character ) {
			$this->assertStringNotContainsString( $character, $json, "raw {$character} in the JSON" );
		}
		$decoded = json_decode( $json, true );
		$this->assertSame( $hostile, $decoded['data']['campaign']['long_desc'] );
		$this->assertSame( $hostile, $decoded['data']['campaign']['campaign_title'] );
		$this->assertContains( $hostile, array_column( $decoded['data']['topTeams']['data'], 'name' ) );
	}

	public function test_fundraisers_see_no_toolbar_on_the_front_end_editors_do(): void {
		$this->actingAs( 'captain' );
		$this->assertFalse( apply_filters( 'show_admin_bar', true ), 'a fundraiser (subscriber)' );
		$this->actingAs( 'user' );
		$this->assertTrue( apply_filters( 'show_admin_bar', true ), 'a subscriber without a fundraiser page: not the plugin\'s to decide' );
		$this->actingAs( 'admin' );
		$this->assertTrue( apply_filters( 'show_admin_bar', true ) );
		$editor = self::factory_user( 'editor' );
		( new \P2PFundraising\Database\FundraiserRepository() )->insert( array( 'campaign_id' => $this->campaign_id(), 'user_id' => $editor, 'name' => 'Eddie Editor', 'goal' => 100, 'status' => 'approved' ) );
		wp_set_current_user( $editor );
		$this->assertTrue( apply_filters( 'show_admin_bar', true ), 'an editor with a fundraiser page keeps it' );
		$this->actingAs( 'captain' );
		$this->assertFalse( apply_filters( 'show_admin_bar', false ), 'never shown when WordPress hides it' );
	}

	private static function factory_user( string $role ): int {
		return (int) wp_insert_user( array( 'user_login' => 'eddie' . wp_rand(), 'user_email' => 'eddie' . wp_rand() . '@example.net', 'user_pass' => wp_generate_password(), 'role' => $role ) );
	}
}
