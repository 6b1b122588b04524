<?php
/**
 * The administration REST API: capability checks, server-side lists, writes that keep the
 * stored totals exact, and the CSV export.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Admin\Capability;
use P2PFundraising\Admin\Csv;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;

final class AdminEndpointsTest extends PluginTestCase {

	/** Every admin route with a valid-looking request: [ method, path, params ]. */
	private function routes(): array {
		$campaign   = $this->campaign_id();
		$team       = $this->team_id( 'Blue Wave Runners' );
		$fundraiser = $this->fundraiser_id( 'fundraiser' );
		$donation   = $this->any_donation( 'completed' );
		$sponsor    = $this->any_sponsor();
		return array(
			array( 'GET', '/admin/campaigns', array() ),
			array( 'POST', '/admin/campaigns', array( 'campaign_title' => 'X' ) ),
			array( 'GET', "/admin/campaigns/{$campaign}", array() ),
			array( 'POST', "/admin/campaigns/{$campaign}", array( 'campaign_title' => 'X' ) ),
			array( 'GET', "/admin/campaigns/{$campaign}/teams", array() ),
			array( 'POST', "/admin/teams/{$team}", array( 'status' => 'suspended' ) ),
			array( 'POST', "/admin/teams/{$team}/delete", array() ),
			array( 'GET', "/admin/campaigns/{$campaign}/fundraisers", array() ),
			array( 'POST', "/admin/fundraisers/{$fundraiser}", array( 'status' => 'suspended' ) ),
			array( 'POST', "/admin/fundraisers/{$fundraiser}/delete", array() ),
			array( 'GET', "/admin/campaigns/{$campaign}/donations", array() ),
			array( 'POST', "/admin/campaigns/{$campaign}/donations", array( 'donor_name' => 'A', 'donor_email' => 'a@example.net', 'amount' => 10 ) ),
			array( 'POST', "/admin/donations/{$donation}/complete", array() ),
			array( 'POST', "/admin/donations/{$donation}/refund", array() ),
			array( 'POST', "/admin/donations/{$donation}/cancel", array() ),
			array( 'POST', "/admin/donations/{$donation}/reassign", array( 'team_id' => $team ) ),
			array( 'POST', "/admin/campaigns/{$campaign}/donations/messages", array( 'ids' => array( $donation ), 'hidden' => true ) ),
			array( 'GET', "/admin/campaigns/{$campaign}/sponsors", array() ),
			array( 'POST', "/admin/campaigns/{$campaign}/sponsors", array( 'name' => 'S' ) ),
			array( 'POST', "/admin/campaigns/{$campaign}/sponsors/order", array( 'ids' => array( $sponsor ) ) ),
			array( 'POST', "/admin/sponsors/{$sponsor}", array( 'name' => 'S' ) ),
			array( 'POST', "/admin/sponsors/{$sponsor}/delete", array() ),
			array( 'GET', "/admin/campaigns/{$campaign}/export", array( 'type' => 'donations' ) ),
			array( 'GET', '/admin/settings', array() ),
			array( 'POST', '/admin/settings', array( 'registrationOpen' => false ) ),
			// The donor records (issue 27, decision 0081).
			array( 'GET', '/admin/donors', array( 'campaign_id' => $campaign ) ),
			array( 'GET', '/admin/donors/export', array() ),
			array( 'GET', '/admin/donors/' . sha1( 'a@example.net' ), array() ),
			array( 'POST', '/admin/donors/' . sha1( 'a@example.net' ) . '/privacy-request', array( 'type' => 'export' ) ),
			array( 'POST', "/admin/donations/{$donation}/resend-receipt", array() ),
			// Registration options (issue 28, decision 0097).
			array( 'GET', "/admin/campaigns/{$campaign}/registration", array() ),
			array( 'POST', "/admin/campaigns/{$campaign}/registration/types", array( 'name' => 'T' ) ),
			array( 'POST', '/admin/registration-types/1', array( 'name' => 'T' ) ),
			array( 'POST', '/admin/registration-types/1/delete', array() ),
			array( 'POST', "/admin/campaigns/{$campaign}/registration/questions", array( 'label' => 'Q', 'kind' => 'text' ) ),
			array( 'POST', '/admin/registration-questions/1', array( 'label' => 'Q' ) ),
			array( 'POST', '/admin/registration-questions/1/delete', array() ),
			array( 'POST', "/admin/campaigns/{$campaign}/registration/order", array( 'list' => 'types', 'ids' => array( 1 ) ) ),
			array( 'POST', "/admin/campaigns/{$campaign}/registration/waiver", array( 'waiver' => 'W' ) ),
			array( 'GET', "/admin/fundraisers/{$fundraiser}/registration", array() ),
			array( 'POST', "/admin/fundraisers/{$fundraiser}/registration/fee", array( 'action' => 'paid' ) ),
			// Next year's event (issue 28).
			array( 'POST', "/admin/campaigns/{$campaign}/duplicate", array( 'campaign_title' => 'X' ) ),
			array( 'GET', "/admin/campaigns/{$campaign}/invite-previous", array() ),
			array( 'POST', "/admin/campaigns/{$campaign}/invite-previous", array() ),
		);
	}

	private function any_donation( string $status ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . ' WHERE campaign_id = %d AND status = %s ORDER BY id LIMIT 1', $this->campaign_id(), $status ) );
	}

	private function any_sponsor(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'sponsors' ) . ' WHERE campaign_id = %d ORDER BY id LIMIT 1', $this->campaign_id() ) );
	}

	private function call( string $method, string $path, array $params = array() ): array {
		$response = $this->request( $method, $path, $params );
		return array( $response->get_status(), $this->json( $response ) );
	}

	public function test_every_admin_route_answers_401_to_a_visitor(): void {
		$routes = $this->routes();
		$this->assertCount( 44, $routes );
		foreach ( $routes as list( $method, $path, $params ) ) {
			$this->assertError( 401, $this->call( $method, $path, $params ), 'p2p_not_logged_in' );
		}
	}

	public function test_every_admin_route_answers_403_to_a_subscriber_a_captain_and_an_editor(): void {
		// An editor manages the site's posts, not its campaigns or donors' data.
		$editor = wp_insert_user(
			array(
				'user_login' => 'route-editor',
				'user_email' => 'route-editor@example.com',
				'user_pass'  => wp_generate_password(),
				'role'       => 'editor',
			)
		);
		$this->assertIsInt( $editor );
		foreach ( array( 'user@example.com', 'captain@example.com', $editor ) as $user ) {
			$this->actingAs( $user );
			foreach ( $this->routes() as list( $method, $path, $params ) ) {
				$this->assertError( 403, $this->call( $method, $path, $params ), 'p2p_forbidden' );
			}
		}
	}

	public function test_every_admin_route_is_registered_with_a_permission_callback(): void {
		$server = rest_get_server();
		$count  = 0;
		foreach ( $server->get_routes( self::REST_NAMESPACE ) as $route => $handlers ) {
			if ( 0 !== strpos( $route, '/' . self::REST_NAMESPACE . '/admin' ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				++$count;
				$this->assertSame( array( \P2PFundraising\Rest\Permissions::class, 'manage' ), $handler['permission_callback'], $route );
			}
		}
		$this->assertSame( 63, $count ); // 22 + team and fundraiser detail + settings (read, save) + payment settings (read, save, test connection) + cancel-subscription + dashboard + match (read, start, stop) + bulk (teams, fundraisers) + updates (list, hide) + e-mails (read, save, test) + donors' messages (hide/show, issue 27) + donor records (list, CSV, page, privacy request, re-send receipt) + registration options (read, type create/update/delete, question create/update/delete, order, waiver) and a fundraiser's registration (read, fee) + next year (duplicate, invitations read and send, issue 28) + activity (a fundraiser's entries, delete one).
	}

	public function test_administrators_hold_the_capability_and_an_upgrade_grants_it(): void {
		$this->assertTrue( get_role( 'administrator' )->has_cap( Capability::NAME ) );
		$this->assertFalse( get_role( 'subscriber' )->has_cap( Capability::NAME ) );

		get_role( 'administrator' )->remove_cap( Capability::NAME );
		update_option( Schema::OPTION, '1.0.0' );
		Schema::maybe_upgrade();
		$this->assertTrue( get_role( 'administrator' )->has_cap( Capability::NAME ) );
		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
	}

	public function test_a_site_can_grant_the_capability_to_another_role(): void {
		$this->actingAs( 'user@example.com' );
		wp_get_current_user()->add_cap( Capability::NAME );
		$this->assertOk( $this->call( 'GET', '/admin/campaigns' ) );
	}

	public function test_campaign_list_is_paged_and_sorted_on_the_server_with_every_status(): void {
		$this->actingAs( 'admin' );
		$body = $this->assertOk( $this->call( 'GET', '/admin/campaigns', array( 'orderby' => 'title', 'order' => 'asc', 'per_page' => 1 ) ) );
		$this->assertSame( 2, $body['total'] );
		$this->assertSame( 1, $body['count'] );
		$first = $body['data'][0]['campaign_title'];
		$body2 = $this->assertOk( $this->call( 'GET', '/admin/campaigns', array( 'orderby' => 'title', 'order' => 'asc', 'per_page' => 1, 'page' => 2 ) ) );
		$this->assertLessThan( 0, strcmp( $first, $body2['data'][0]['campaign_title'] ) );
		$statuses = wp_list_pluck( $this->assertOk( $this->call( 'GET', '/admin/campaigns' ) )['data'], 'status' );
		sort( $statuses );
		$this->assertSame( array( 'active', 'draft' ), $statuses );
		$this->assertError( 400, $this->call( 'GET', '/admin/campaigns', array( 'orderby' => 'id; DROP TABLE x' ) ), 'rest_invalid_param' );
	}

	public function test_create_and_update_a_campaign_with_sanitised_fields(): void {
		$this->actingAs( 'admin' );
		list( $status, $body ) = $this->call(
			'POST',
			'/admin/campaigns',
			array(
				'campaign_title'  => 'Spring <b>Run</b>',
				'long_desc'       => "First <script>x</script>paragraph.\n\nMore<!--more-->rest",
				'campaign_goal'   => 5000,
				'primary_color'   => '#aa3300',
				'campaign_image'  => 'javascript:alert(1)',
			)
		);
		$this->assertSame( 400, $status, wp_json_encode( $body ) );

		list( $status, $body ) = $this->call(
			'POST',
			'/admin/campaigns',
			array(
				'campaign_title' => 'Spring <b>Run</b>',
				'long_desc'      => "First <script>x</script>paragraph.\n\nMore<!--more-->rest",
				'campaign_goal'  => 5000,
				'primary_color'  => '#aa3300',
			)
		);
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		$campaign = $body['data'];
		$this->assertSame( 'Spring Run', $campaign['campaign_title'] );
		$this->assertSame( 'spring-run', $campaign['slug'] );
		$this->assertSame( 'draft', $campaign['status'] );
		$this->assertSame( '#AA3300', $campaign['primary_color'] );
		$this->assertSame( "First paragraph.\n\nMore<!--more-->rest", $campaign['long_desc'] );
		$this->assertSame( 5000, $campaign['campaign_goal'] );

		// Same title again: a unique address.
		list( , $again ) = $this->call( 'POST', '/admin/campaigns', array( 'campaign_title' => 'Spring Run' ) );
		$this->assertSame( 'spring-run-2', $again['data']['slug'] );

		$id   = $campaign['campaign_id'];
		$body = $this->assertOk( $this->call( 'POST', "/admin/campaigns/{$id}", array( 'status' => 'active', 'secondary_color' => '#112233', 'sponsors_enabled' => 'enabled' ) ) );
		$this->assertSame( 'active', $body['data']['status'] );
		$this->assertSame( '#112233', $body['data']['secondary_color'] );
		$this->assertSame( 'Spring Run', $body['data']['campaign_title'], 'fields not sent stay as they were' );

		$this->assertError( 409, $this->call( 'POST', "/admin/campaigns/{$id}", array( 'slug' => 'demo' ) ), 'p2p_slug_taken' );
		$this->assertError( 400, $this->call( 'POST', "/admin/campaigns/{$id}", array( 'primary_color' => 'red' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->call( 'POST', "/admin/campaigns/{$id}", array( 'status' => 'deleted' ) ), 'rest_invalid_param' );
		$this->assertError( 404, $this->call( 'GET', '/admin/campaigns/999999' ), 'p2p_campaign_not_found' );

		// The public read sees it now that it is active.
		$this->actingAs( 0 );
		$this->assertSame( '#112233', $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $id ) ) )['data']['secondary_color'] );
	}

	public function test_suspending_a_team_removes_it_from_public_lists_and_approving_brings_it_back(): void {
		$campaign = $this->campaign_id();
		$team     = $this->team_id( 'River Keepers' );
		$names    = function () use ( $campaign ): array {
			$this->actingAs( 0 );
			$body = $this->assertOk( $this->get( '/get-campaign-teams-search', array( 'campaign_id' => $campaign, 'per_page' => 50, 'showClosedTeams' => 'true' ) ) );
			return wp_list_pluck( $body['data'], 'name' );
		};
		$this->assertContains( 'River Keepers', $names() );
		$teams_before = $this->assertOk( $this->get( '/get-campaign-stats', array( 'campaign_id' => $campaign ) ) )['data']['teamsCount'];

		$this->actingAs( 'admin' );
		$body = $this->assertOk( $this->call( 'POST', "/admin/teams/{$team}", array( 'status' => 'suspended', 'name' => 'River Keepers', 'goal' => 4000 ) ) );
		$this->assertSame( 'suspended', $body['data']['status'] );
		$this->assertSame( 4000, $body['data']['goal'] );
		$this->assertNotContains( 'River Keepers', $names() );
		$this->assertError( 404, $this->get( '/get-team', array( 'team_id' => $team ) ) );
		$this->assertSame( $teams_before - 1, $this->assertOk( $this->get( '/get-campaign-stats', array( 'campaign_id' => $campaign ) ) )['data']['teamsCount'] );

		$this->actingAs( 'admin' );
		$list = $this->assertOk( $this->call( 'GET', "/admin/campaigns/{$campaign}/teams", array( 'status' => 'suspended' ) ) );
		$this->assertSame( array( 'River Keepers' ), wp_list_pluck( $list['data'], 'name' ) );

		$this->assertOk( $this->call( 'POST', "/admin/teams/{$team}", array( 'status' => 'approved' ) ) );
		$this->assertContains( 'River Keepers', $names() );
	}

	public function test_team_list_searches_and_sorts_on_the_server(): void {
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$body     = $this->assertOk( $this->call( 'GET', "/admin/campaigns/{$campaign}/teams", array( 'orderby' => 'name', 'order' => 'asc', 'per_page' => 50 ) ) );
		$names    = wp_list_pluck( $body['data'], 'name' );
		$sorted   = $names;
		natcasesort( $sorted );
		$this->assertSame( array_values( $sorted ), $names );
		$search = $this->assertOk( $this->call( 'GET', "/admin/campaigns/{$campaign}/teams", array( 'search' => 'wave' ) ) );
		$this->assertSame( array( 'Blue Wave Runners' ), wp_list_pluck( $search['data'], 'name' ) );
		$this->assertArrayHasKey( 'captain_email', $search['data'][0] );
	}

	public function test_an_offline_pledge_counts_once_received_and_stops_counting_when_refunded(): void {
		$this->actingAs( 'admin' );
		$campaign   = $this->campaign_id();
		$fundraiser = $this->fundraiser_id( 'captain' );
		$team       = $this->team_id( 'Blue Wave Runners' );
		$before     = array( $this->totals( 'campaigns', $campaign ), $this->totals( 'teams', $team ), $this->totals( 'fundraisers', $fundraiser ) );

		list( $status, $body ) = $this->call( 'POST', "/admin/campaigns/{$campaign}/donations", array( 'donor_name' => 'Cheque Donor', 'donor_email' => 'cheque@example.net', 'amount' => 125.5, 'fundraiser_id' => $fundraiser ) );
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		$this->assertSame( 'pending', $body['data']['status'] );
		$this->assertSame( 'offline', $body['data']['mode'] );
		$this->assertSame( $team, $body['data']['team_id'], 'a fundraiser brings its team' );
		$id = $body['data']['id'];
		$this->assertSame( $before[0], $this->totals( 'campaigns', $campaign ), 'a pledge does not count yet' );

		$this->assertSame( 'completed', $this->assertOk( $this->call( 'POST', "/admin/donations/{$id}/complete" ) )['data']['status'] );
		$this->assertSame( $before[0][0] + 125.5, $this->totals( 'campaigns', $campaign )[0] );
		$this->assertSame( $before[1][0] + 125.5, $this->totals( 'teams', $team )[0] );
		$this->assertSame( $before[2][0] + 125.5, $this->totals( 'fundraisers', $fundraiser )[0] );
		$this->assertTotalsMatchTheOracle( $campaign );

		$this->assertError( 409, $this->call( 'POST', "/admin/donations/{$id}/complete" ), 'p2p_donation_conflict' );

		$this->assertSame( 'refunded', $this->assertOk( $this->call( 'POST', "/admin/donations/{$id}/refund" ) )['data']['status'] );
		$this->assertSame( $before, array( $this->totals( 'campaigns', $campaign ), $this->totals( 'teams', $team ), $this->totals( 'fundraisers', $fundraiser ) ) );
	}

	public function test_a_cancelled_pledge_never_counts(): void {
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$before   = $this->totals( 'campaigns', $campaign );
		list( , $body ) = $this->call( 'POST', "/admin/campaigns/{$campaign}/donations", array( 'is_anonymous' => true, 'donor_email' => 'anon@example.net', 'amount' => 40 ) );
		$id = $body['data']['id'];
		$this->assertTrue( $body['data']['is_anonymous'] );
		$this->assertSame( 'cancelled', $this->assertOk( $this->call( 'POST', "/admin/donations/{$id}/cancel" ) )['data']['status'] );
		$this->assertError( 409, $this->call( 'POST', "/admin/donations/{$id}/complete" ) );
		$this->assertSame( $before, $this->totals( 'campaigns', $campaign ) );
	}

	public function test_reassigning_a_donation_moves_its_amount_between_teams_and_fundraisers(): void {
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$from     = $this->fundraiser_id( 'captain' );
		$to_team  = $this->team_id( 'River Keepers' );
		list( , $body ) = $this->call( 'POST', "/admin/campaigns/{$campaign}/donations", array( 'donor_name' => 'Mover', 'donor_email' => 'mover@example.net', 'amount' => 70, 'fundraiser_id' => $from ) );
		$id = $body['data']['id'];
		$this->assertOk( $this->call( 'POST', "/admin/donations/{$id}/complete" ) );
		$fundraiser_before = $this->totals( 'fundraisers', $from );
		$team_before       = $this->totals( 'teams', $to_team );
		$campaign_before   = $this->totals( 'campaigns', $campaign );

		$body = $this->assertOk( $this->call( 'POST', "/admin/donations/{$id}/reassign", array( 'team_id' => $to_team, 'fundraiser_id' => 0 ) ) );
		$this->assertSame( $to_team, $body['data']['team_id'] );
		$this->assertSame( 0, $body['data']['fundraiser_id'] );
		$this->assertSame( $fundraiser_before[0] - 70, $this->totals( 'fundraisers', $from )[0] );
		$this->assertSame( $team_before[0] + 70, $this->totals( 'teams', $to_team )[0] );
		$this->assertSame( $campaign_before, $this->totals( 'campaigns', $campaign ) );
		$this->assertTotalsMatchTheOracle( $campaign );

		$draft_team = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT id FROM ' . Schema::table( 'teams' ) . ' WHERE campaign_id = %d LIMIT 1', $this->campaign_id( 'draft-demo' ) ) );
		$this->assertError( 400, $this->call( 'POST', "/admin/donations/{$id}/reassign", array( 'team_id' => $draft_team ) ), 'p2p_invalid' );
	}

	public function test_deleting_a_team_keeps_the_campaign_total_and_frees_its_members(): void {
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$team     = $this->team_id( 'Blue Wave Runners' );
		$member   = $this->fundraiser_id( 'captain' );
		$before   = $this->totals( 'campaigns', $campaign );
		$this->assertOk( $this->call( 'POST', "/admin/teams/{$team}/delete" ) );
		$this->assertSame( $before, $this->totals( 'campaigns', $campaign ) );
		$this->actingAs( 0 );
		$this->assertSame( 0, $this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $member ) ) )['data']['team_id'] );
		$this->actingAs( 'admin' );
		$this->assertError( 404, $this->call( 'POST', "/admin/teams/{$team}/delete" ) );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_deleting_a_fundraiser_answers_its_id_keeps_the_campaign_total_and_removes_its_page(): void {
		$this->actingAs( 'admin' );
		$campaign   = $this->campaign_id();
		$fundraiser = $this->fundraiser_id( 'captain' );
		$before     = $this->totals( 'campaigns', $campaign );
		$body       = $this->assertOk( $this->call( 'POST', "/admin/fundraisers/{$fundraiser}/delete" ) );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $fundraiser,
			),
			$body['data']
		);
		$this->assertSame( $before, $this->totals( 'campaigns', $campaign ) );
		$this->actingAs( 0 );
		$this->assertError( 404, $this->get( '/get-fundraiser', array( 'fundraiser_id' => $fundraiser ) ) );
		$this->actingAs( 'admin' );
		$this->assertError( 404, $this->call( 'POST', "/admin/fundraisers/{$fundraiser}/delete" ) );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_suspending_a_fundraiser_hides_it_and_recounts_its_team(): void {
		$this->actingAs( 'admin' );
		$campaign   = $this->campaign_id();
		$fundraiser = $this->fundraiser_id( 'captain' );
		$team       = $this->team_id( 'Blue Wave Runners' );
		$members    = $this->assertOk( $this->get( '/get-team', array( 'team_id' => $team ) ) )['data']['members'];
		$this->assertOk( $this->call( 'POST', "/admin/fundraisers/{$fundraiser}", array( 'status' => 'suspended' ) ) );
		$this->actingAs( 0 );
		$this->assertSame( $members - 1, $this->assertOk( $this->get( '/get-team', array( 'team_id' => $team ) ) )['data']['members'] );
		$this->assertError( 404, $this->get( '/get-fundraiser', array( 'fundraiser_id' => $fundraiser ) ) );
		$all = $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'per_page' => 50 ) ) );
		$this->assertNotContains( $fundraiser, wp_list_pluck( $all['data'], 'id' ) );
	}

	public function test_moving_a_fundraiser_to_another_team_moves_its_donations(): void {
		$this->actingAs( 'admin' );
		$campaign   = $this->campaign_id();
		$fundraiser = $this->fundraiser_id( 'captain' );
		$old_team   = $this->team_id( 'Blue Wave Runners' );
		$new_team   = $this->team_id( 'River Keepers' );
		$raised     = $this->totals( 'fundraisers', $fundraiser )[0];
		$old_before = $this->totals( 'teams', $old_team )[0];
		$new_before = $this->totals( 'teams', $new_team )[0];
		$body       = $this->assertOk( $this->call( 'POST', "/admin/fundraisers/{$fundraiser}", array( 'team_id' => $new_team ) ) );
		$this->assertSame( 'River Keepers', $body['data']['team'] );
		$this->assertEqualsWithDelta( $old_before - $raised, $this->totals( 'teams', $old_team )[0], 0.001 );
		$this->assertEqualsWithDelta( $new_before + $raised, $this->totals( 'teams', $new_team )[0], 0.001 );
		$this->assertTotalsMatchTheOracle( $campaign );
	}

	public function test_sponsors_are_added_edited_reordered_and_removed(): void {
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$ids      = wp_list_pluck( $this->assertOk( $this->call( 'GET', "/admin/campaigns/{$campaign}/sponsors" ) )['data'], 'id' );
		list( $status, $body ) = $this->call( 'POST', "/admin/campaigns/{$campaign}/sponsors", array( 'name' => 'Acme', 'url' => 'https://acme.example' ) );
		$this->assertSame( 201, $status );
		$new = $body['data']['id'];
		$this->assertSame( 'Acme Inc', $this->assertOk( $this->call( 'POST', "/admin/sponsors/{$new}", array( 'name' => 'Acme Inc' ) ) )['data']['name'] );

		$order = array_merge( array( $new ), $ids );
		$body  = $this->assertOk( $this->call( 'POST', "/admin/campaigns/{$campaign}/sponsors/order", array( 'ids' => $order ) ) );
		$this->assertSame( $order, wp_list_pluck( $body['data'], 'id' ) );
		$this->actingAs( 0 );
		$public = $this->assertOk( $this->get( '/get-sponsors', array( 'campaign_id' => $campaign ) ) );
		$this->assertSame( 'Acme Inc', $public['data'][0]['sponsor_name'] );
		$this->actingAs( 'admin' );
		$this->assertError( 400, $this->call( 'POST', "/admin/campaigns/{$campaign}/sponsors/order", array( 'ids' => array( $new ) ) ) );
		$this->assertOk( $this->call( 'POST', "/admin/sponsors/{$new}/delete" ) );
		$this->assertSame( $ids, wp_list_pluck( $this->assertOk( $this->call( 'GET', "/admin/campaigns/{$campaign}/sponsors" ) )['data'], 'id' ) );
	}

	public function test_csv_export_lists_every_row_and_neutralises_formulas(): void {
		$this->actingAs( 'admin' );
		$campaign = $this->campaign_id();
		$this->call( 'POST', "/admin/campaigns/{$campaign}/donations", array( 'donor_name' => '=HYPERLINK("http://evil")', 'donor_email' => 'evil@example.net', 'amount' => 5 ) );

		$response = $this->request( 'GET', "/admin/campaigns/{$campaign}/export", array( 'type' => 'donations' ) );
		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		$this->assertStringStartsWith( 'text/csv', $headers['Content-Type'] );
		$this->assertMatchesRegularExpression( '/^attachment; filename="demo-donations-\d{4}-\d{2}-\d{2}\.csv"$/', $headers['Content-Disposition'] );
		$csv   = (string) $response->get_data();
		$lines = array_values( array_filter( explode( "\r\n", substr( $csv, 3 ) ) ) );
		$this->assertSame( 'id,date,donor_name,donor_email,anonymous,amount,status,mode,team,fundraiser,completed_at,kind,wants_updates,message,message_hidden,dedication,dedication_notified', $lines[0] );
		global $wpdb;
		$count = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . ' WHERE campaign_id = %d', $campaign ) );
		$this->assertCount( $count + 1, $lines );
		$this->assertStringContainsString( '"\'=HYPERLINK(""http://evil"")"', $csv );

		foreach ( array( 'teams', 'fundraisers' ) as $type ) {
			$this->assertSame( 200, $this->request( 'GET', "/admin/campaigns/{$campaign}/export", array( 'type' => $type ) )->get_status() );
		}
		$this->assertError( 400, $this->call( 'GET', "/admin/campaigns/{$campaign}/export", array( 'type' => 'users' ) ) );
	}

	public function test_a_streamed_csv_is_the_document_written_in_chunks(): void {
		$rows   = array();
		$chunks = array();
		for ( $i = 0; $i < 2500; $i++ ) {
			$rows[] = array( $i, "name {$i}", '=SUM(A1)', 'a "quoted", cell' );
		}
		$stream = new \P2PFundraising\Admin\CsvStream(
			array( 'id', 'name', 'formula', 'text' ),
			static function () use ( $rows ): \Generator {
				yield from $rows;
			}
		);
		$stream->write(
			static function ( string $chunk ) use ( &$chunks ): void {
				$chunks[] = $chunk;
			}
		);
		$this->assertSame( Csv::document( array( 'id', 'name', 'formula', 'text' ), $rows ), implode( '', $chunks ) );
		$this->assertGreaterThan( 2, count( $chunks ), 'written in several chunks, not as one document' );
		$this->assertSame( implode( '', $chunks ), (string) $stream );
	}

	public function test_a_served_csv_leaves_no_headers_for_wordpress_to_send_after_it(): void {
		$response = new \WP_REST_Response(
			new \P2PFundraising\Admin\CsvStream(
				array( 'id' ),
				static function (): \Generator {
					yield array( 1 );
				}
			),
			200
		);
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );

		// send() flushes each chunk: a handler collects them.
		$body = '';
		ob_start(
			static function ( string $chunk ) use ( &$body ): string {
				$body .= $chunk;
				return '';
			}
		);
		$served = \P2PFundraising\Rest\Admin\ExportController::serve_csv( false, $response );
		ob_end_flush();

		$this->assertTrue( $served );
		$this->assertSame( "\xEF\xBB\xBFid\r\n1\r\n", $body );
		// WordPress before 6.3.2 sends its no-cache headers after rest_pre_serve_request, when
		// this filter says so (for every signed-in user): by then the CSV has started.
		$this->assertFalse( apply_filters( 'rest_send_nocache_headers', true ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, read as core reads it.
	}

	public function test_csv_cells(): void {
		$this->assertSame( "'=1+2", Csv::cell( '=1+2' ) );
		$this->assertSame( "'+1", Csv::cell( '+1' ) );
		$this->assertSame( "'-1", Csv::cell( '-1' ) );
		$this->assertSame( "'@SUM(A1)", Csv::cell( '@SUM(A1)' ) );
		$this->assertSame( '-5', Csv::cell( -5 ), 'numbers are numbers' );
		$this->assertSame( '"a,b"', Csv::cell( 'a,b' ) );
		$this->assertSame( 'a-b.csv', Csv::filename( 'A/ B' ) );
		$this->assertSame( 'demo-teams.csv', Csv::filename( '../demo teams' ) );
	}
}
