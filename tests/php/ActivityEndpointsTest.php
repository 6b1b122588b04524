<?php
/**
 * Activity tracking: the campaign setting, a fundraiser's entries, GPX import, the stored totals,
 * the leaderboards by activity, the admin's delete and the privacy tools.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Privacy\PersonalData;

final class ActivityEndpointsTest extends WriteTestCase {

	private const GPX = __DIR__ . '/../fixtures/berlin-run.gpx';

	private function track( string $unit = 'km', string $label = '', string $start = '2026-01-01', int $goal = 0 ): void {
		( new CampaignRepository() )->update(
			$this->campaign_id(),
			array(
				'activity_unit'  => $unit,
				'activity_label' => $label,
				'activity_goal'  => $goal,
				'start_date'     => $start,
			)
		);
	}

	private function add( $amount, string $date = '', string $note = '' ): array {
		return $this->post(
			'/add-activity',
			array(
				'campaignId' => $this->campaign_id(),
				'date'       => '' === $date ? wp_date( 'Y-m-d' ) : $date,
				'amount'     => $amount,
				'note'       => $note,
			)
		);
	}

	private function gpx_upload( string $path ): array {
		return $this->post( '/import-activity-gpx', array( 'campaignId' => $this->campaign_id() ), array( 'file' => $this->content_upload( (string) file_get_contents( $path ), 'run.gpx' ) ) );
	}

	/** Stored thousandths of a row's activity_total. */
	private function stored( string $table, int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT activity_total FROM %i WHERE id = %d', Schema::table( $table ), $id ) );
	}

	private function team_of( string $login ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT team_id FROM %i WHERE id = %d', Schema::table( 'fundraisers' ), $this->fundraiser_id( $login ) ) );
	}

	public function test_activity_is_off_until_the_campaign_tracks_it(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertError( 409, $this->add( 5 ), 'p2p_activity_off' );
		$this->assertError( 409, $this->get( '/get-my-activity', array( 'campaignId' => $this->campaign_id() ) ), 'p2p_activity_off' );
		list( , $campaign ) = $this->get( '/get-campaign', array( 'campaign_id' => $this->campaign_id() ) );
		$this->assertSame( '', $campaign['data']['activity_unit'] );
	}

	public function test_permissions_and_the_rules_of_an_entry(): void {
		$this->track();
		$this->assertError( 401, $this->add( 5 ), 'p2p_not_logged_in' );
		$this->actingAs( 'user' );
		$this->assertError( 404, $this->add( 5 ), 'p2p_fundraiser_not_found' );
		$this->actingAs( 'fundraiser' );
		list( $status ) = $this->post( '/add-activity', array( 'campaignId' => $this->campaign_id(), 'date' => wp_date( 'Y-m-d' ), 'amount' => 5 ), array(), '' );
		$this->assertSame( 403, $status );

		$tomorrow = wp_date( 'Y-m-d', time() + DAY_IN_SECONDS );
		$this->assertSame( 'The day cannot be in the future.', $this->field_errors( $this->add( 5, $tomorrow ) )['date'] );
		$this->assertStringStartsWith( 'The day cannot be before the campaign started', $this->field_errors( $this->add( 5, '2025-12-31' ) )['date'] );
		$this->assertSame( 'Enter the day of your activity.', $this->field_errors( $this->add( 5, '2026-02-30' ) )['date'] );
		$this->assertSame( 'Enter an amount greater than 0.', $this->field_errors( $this->add( 0 ) )['amount'] );
		$this->assertSame( 'Enter an amount greater than 0.', $this->field_errors( $this->add( 0.001 ) )['amount'] );
		// Read like money in the site's language (en_US): "2,50" could mean two things and is refused.
		$this->assertStringStartsWith( 'Enter the amount as a number', $this->field_errors( $this->add( '2,50' ) )['amount'] );
		$this->assertStringStartsWith( 'Enter the amount as a number', $this->field_errors( $this->add( 'far' ) )['amount'] );
		$this->assertStringStartsWith( 'One entry can be at most 1,000.', $this->field_errors( $this->add( '1,000.01' ) )['amount'] );
		$this->assertError( 400, $this->add( 5, '', str_repeat( 'n', 201 ) ), 'rest_invalid_param' );
		$this->assertSame( 0, $this->stored( 'fundraisers', $this->fundraiser_id( 'fundraiser' ) ) );

		$body = $this->assertOk( $this->add( '1,000', '2026-01-01', 'Ultra' ) );
		$this->assertSame( 1000, $body['entry']['amount'] );
		$this->assertSame( 'Ultra', $body['entry']['note'] );
		$this->assertSame( 'manual', $body['entry']['source'] );
	}

	public function test_entries_add_to_and_leave_the_three_totals_exactly(): void {
		$this->track();
		$campaign = $this->campaign_id();
		$captain  = $this->fundraiser_id( 'captain' );
		$team     = $this->team_of( 'captain' );
		$this->assertGreaterThan( 0, $team );
		$this->actingAs( 'captain' );
		$first  = $this->assertOk( $this->add( '5.25' ) );
		$second = $this->assertOk( $this->add( 0.1 ) );
		$this->assertSame( 5.35, $second['total'] );
		$this->assertSame( 'Logged 0.1 km on ' . wp_date( get_option( 'date_format' ) ) . '.', $second['message'] );
		$this->assertSame( array( 5350, 5350, 5350 ), array( $this->stored( 'fundraisers', $captain ), $this->stored( 'teams', $team ), $this->stored( 'campaigns', $campaign ) ) );

		list( , $mine ) = $this->get( '/get-my-activity', array( 'campaignId' => $campaign ) );
		$this->assertSame( 5.35, $mine['data']['total'] );
		$this->assertSame( array( $second['entry']['id'], $first['entry']['id'] ), array_column( $mine['data']['entries'], 'id' ) );

		// Someone else's entry is unknown to this fundraiser.
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->add( 2 ) );
		$this->assertError( 404, $this->post( '/delete-activity', array( 'campaignId' => $campaign, 'entryId' => $first['entry']['id'] ) ), 'p2p_activity_not_found' );
		$this->assertSame( 7350, $this->stored( 'campaigns', $campaign ) );

		$this->actingAs( 'captain' );
		$deleted = $this->assertOk( $this->post( '/delete-activity', array( 'campaignId' => $campaign, 'entryId' => $first['entry']['id'] ) ) );
		$this->assertSame( 0.1, $deleted['total'] );
		$this->assertSame( array( 100, 100, 2100 ), array( $this->stored( 'fundraisers', $captain ), $this->stored( 'teams', $team ), $this->stored( 'campaigns', $campaign ) ) );
		$this->assertError( 404, $this->post( '/delete-activity', array( 'campaignId' => $campaign, 'entryId' => $first['entry']['id'] ) ), 'p2p_activity_not_found' );

		// The stored totals equal a recount from the entries.
		$before = array( $this->stored( 'fundraisers', $captain ), $this->stored( 'teams', $team ), $this->stored( 'campaigns', $campaign ) );
		( new \P2PFundraising\Database\ActivityRepository() )->recount_campaign( $campaign );
		$this->assertSame( $before, array( $this->stored( 'fundraisers', $captain ), $this->stored( 'teams', $team ), $this->stored( 'campaigns', $campaign ) ) );
	}

	public function test_the_activity_moves_with_a_fundraiser_between_teams_and_leaves_with_the_page(): void {
		$this->track();
		$campaign = $this->campaign_id();
		$team     = $this->team_of( 'captain' );
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->add( 3 ) );
		$fundraiser = $this->fundraiser_id( 'fundraiser' );
		$before     = $this->stored( 'teams', $team );
		( new DonationService() )->move_fundraiser( $fundraiser, $team );
		$this->assertSame( $before + 3000, $this->stored( 'teams', $team ) );
		( new DonationService() )->move_fundraiser( $fundraiser, 0 );
		$this->assertSame( $before, $this->stored( 'teams', $team ) );
		( new DonationService() )->move_fundraiser( $fundraiser, $team );
		( new DonationService() )->delete_fundraiser( $fundraiser );
		$this->assertSame( $before, $this->stored( 'teams', $team ) );
		$this->assertSame( 0, $this->stored( 'campaigns', $campaign ) );
		$this->assertSame( 0, $this->count_where( 'activity_entries', 'fundraiser_id = %d', $fundraiser ) );
	}

	public function test_a_gpx_track_is_logged_as_its_distance_in_the_campaigns_unit(): void {
		$this->track( 'miles', '', '2026-01-01' );
		$this->actingAs( 'fundraiser' );
		$body = $this->assertOk( $this->gpx_upload( self::GPX ) );
		// 1,341.115 m (tests/php/ActivityGpxTest.php) is 0.833 miles, on the day of its first point.
		$this->assertSame( 0.833, $body['entry']['amount'] );
		$this->assertSame( 'gpx', $body['entry']['source'] );
		$this->assertSame( '2026-11-20', $body['entry']['date'] );

		$this->track( 'hours' );
		$this->assertStringContainsString( 'cannot be imported', $this->field_errors( $this->gpx_upload( self::GPX ) )['file'] );
		$this->track( 'km' );
		$this->assertStringContainsString( 'not a GPX track', $this->field_errors( $this->post( '/import-activity-gpx', array( 'campaignId' => $this->campaign_id() ), array( 'file' => $this->png_upload() ) ) )['file'] );
		$this->assertSame( 'Please choose a GPX file.', $this->field_errors( $this->post( '/import-activity-gpx', array( 'campaignId' => $this->campaign_id() ) ) )['file'] );
		$this->assertSame( 833, $this->stored( 'campaigns', $this->campaign_id() ) );
	}

	public function test_writes_are_throttled_per_account(): void {
		$this->track();
		$limit = static function ( array $settings, string $rule ): array {
			return 'activity_user' === $rule ? array( 'limit' => 2, 'window' => HOUR_IN_SECONDS ) : $settings;
		};
		add_filter( 'p2p_fundraising_rate_limit', $limit, 10, 2 );
		try {
			$this->actingAs( 'fundraiser' );
			$this->assertOk( $this->add( 1 ) );
			$this->assertOk( $this->add( 1 ) );
			$this->assertError( 429, $this->add( 1 ) );
			$this->assertSame( 2000, $this->stored( 'fundraisers', $this->fundraiser_id( 'fundraiser' ) ) );
		} finally {
			remove_filter( 'p2p_fundraising_rate_limit', $limit, 10 );
		}
	}

	public function test_the_leaderboards_rank_by_activity_on_request_and_the_pages_show_it(): void {
		$this->track( 'km', '', '2026-01-01', 100000 );
		$campaign = $this->campaign_id();
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->add( 42 ) );
		$this->actingAs( 0 );

		$by_money    = $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign ) ) );
		$by_activity = $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'sort' => 'activity' ) ) );
		$this->assertSame( $this->fundraiser_id( 'fundraiser' ), $by_activity['data'][0]['id'] );
		$this->assertSame( 42, $by_activity['data'][0]['activity'] );
		$this->assertSame( $by_money['total'], $by_activity['total'] );
		$this->assertNotSame( $this->fundraiser_id( 'fundraiser' ), $by_money['data'][0]['id'], 'the demo data ranks someone else first by money' );
		$this->assertError( 400, $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'sort' => 'steps' ) ), 'rest_invalid_param' );

		$this->actingAs( 'captain' );
		$this->assertOk( $this->add( 50 ) );
		$this->actingAs( 0 );
		$teams = $this->assertOk( $this->get( '/get-campaign-teams-search', array( 'campaign_id' => $campaign, 'sort' => 'activity' ) ) );
		$this->assertSame( $this->team_of( 'captain' ), $teams['data'][0]['id'] );
		$this->assertSame( 50, $teams['data'][0]['activity'] );

		$stats = $this->assertOk( $this->get( '/get-campaign-stats', array( 'campaign_id' => $campaign ) ) );
		$this->assertSame( 92, $stats['data']['activityTotal'] );
		$this->assertSame( 92, $stats['data']['activityPercentage'] ); // Of the 100 km goal (stored 100,000 thousandths).
		$fundraiser = $this->assertOk( $this->get( '/get-fundraiser-stats', array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ) ) ) );
		$this->assertSame( 42, $fundraiser['data']['activityTotal'] );
		$team = $this->assertOk( $this->get( '/get-team-stats', array( 'team_id' => $this->team_of( 'captain' ) ) ) );
		$this->assertSame( 50, $team['data']['activityTotal'] );
		$page = $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $campaign ) ) );
		$this->assertSame( array( 'km', 'km', 100 ), array( $page['data']['activity_unit'], $page['data']['activity_label'], $page['data']['activity_goal'] ) );

		// Without tracking, the order is the money order whatever is asked.
		$this->track( '' );
		$this->assertSame( array_column( $by_money['data'], 'id' ), array_column( $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'sort' => 'activity' ) ) )['data'], 'id' ) );
	}

	public function test_the_admin_sets_the_unit_and_deletes_any_entry(): void {
		$campaign = $this->campaign_id();
		$this->actingAs( 'admin' );
		$route = '/p2p-fundraising/v1/admin/campaigns/' . $campaign;
		$this->assertSame( 'Enter the name of your activity unit, e.g. laps.', $this->field_errors( $this->post_admin( $route, array( 'activity_unit' => 'custom' ) ) )['activity_label'] );
		$this->assertError( 400, $this->post_admin( $route, array( 'activity_unit' => 'furlongs' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->post_admin( $route, array( 'activity_unit' => 'custom', 'activity_label' => str_repeat( 'l', 41 ) ) ), 'rest_invalid_param' );
		$saved = $this->assertOk( $this->post_admin( $route, array( 'activity_unit' => 'custom', 'activity_label' => 'laps', 'activity_goal' => 1234.5 ) ) );
		$this->assertSame( array( 'custom', 'laps', 'laps', 1234.5 ), array( $saved['data']['activity_unit'], $saved['data']['activity_label'], $saved['data']['activity_custom_label'], $saved['data']['activity_goal'] ) );

		$this->actingAs( 'fundraiser' );
		$entry = $this->assertOk( $this->add( 7 ) )['entry'];
		$this->actingAs( 'admin' );
		$this->assertStringContainsString( 'cannot change', $this->field_errors( $this->post_admin( $route, array( 'activity_unit' => 'km' ) ) )['activity_unit'] );
		$this->assertOk( $this->post_admin( $route, array( 'activity_label' => 'rounds' ) ) );

		$list = $this->assertOk( $this->get( '/admin/fundraisers/' . $this->fundraiser_id( 'fundraiser' ) . '/activity' ) );
		$this->assertSame( array( $entry['id'] ), array_column( $list['data'], 'id' ) );
		$this->actingAs( 'captain' );
		$this->assertError( 403, $this->post_admin( '/p2p-fundraising/v1/admin/activity/' . $entry['id'] . '/delete' ) );
		$this->actingAs( 'admin' );
		$this->assertOk( $this->post_admin( '/p2p-fundraising/v1/admin/activity/' . $entry['id'] . '/delete' ) );
		$this->assertSame( 0, $this->stored( 'campaigns', $campaign ) );
		$this->assertError( 404, $this->post_admin( '/p2p-fundraising/v1/admin/activity/' . $entry['id'] . '/delete' ), 'p2p_activity_not_found' );
	}

	public function test_the_privacy_tools_export_and_erase_the_entries(): void {
		$this->track();
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->add( 4, '', 'Along the canal' ) );
		$this->actingAs( 0 );
		$email    = get_user_by( 'login', 'fundraiser' )->user_email;
		$exported = array_values( array_filter( PersonalData::export( $email )['data'], static fn ( array $item ): bool => 'p2p-fundraising-activity' === $item['group_id'] ) );
		$this->assertCount( 1, $exported );
		$this->assertContains( array( 'name' => 'Note', 'value' => 'Along the canal' ), $exported[0]['data'] );
		$this->assertContains( array( 'name' => 'Amount', 'value' => '4 km' ), $exported[0]['data'] );

		$erased = PersonalData::erase( $email );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertSame( 0, $this->count_where( 'activity_entries', 'fundraiser_id = %d', $this->fundraiser_id( 'fundraiser' ) ) );
		$this->assertSame( 0, $this->stored( 'campaigns', $this->campaign_id() ) );
	}

	/** POST to a full route as the current user (admin routes take no plugin nonce of their own). */
	private function post_admin( string $route, array $params = array() ): array {
		$response = $this->request( 'POST', $route, $params );
		return array( $response->get_status(), $this->json( $response ) );
	}
}
