<?php
/**
 * Next year's event (issue 28): "Duplicate campaign" copies the set-up, never the people or the money.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Campaigns\CampaignDuplicator;
use P2PFundraising\Database\Schema;

final class DuplicateCampaignTest extends PluginTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->actingAs( 'admin' );
	}

	private function call( string $path, array $params = array() ): array {
		$response = $this->request( 'POST', $path, $params );
		return array( $response->get_status(), $this->json( $response ) );
	}

	private function raw_campaign( int $id ): array {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( 'campaigns' ), $id ), ARRAY_A );
	}

	private function rows( string $table, int $campaign ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE campaign_id = %d ORDER BY id', Schema::table( $table ), $campaign ), ARRAY_A );
	}

	/** The demo campaign with a sponsor, a match that has matched money, dates, amounts and colours. */
	private function source(): int {
		global $wpdb;
		$id = $this->campaign_id();
		$wpdb->update(
			Schema::table( 'campaigns' ),
			array(
				'start_date'        => '2026-05-01',
				'end_date'          => '2026-06-30',
				'primary_color'     => '#123456',
				'logo_url'          => 'https://example.org/logo.png',
				'suggested_amounts' => '{"amounts":[{"amount":15,"impact":"A T-shirt"}],"default":15}',
			),
			array( 'id' => $id )
		);
		$wpdb->insert( Schema::table( 'sponsors' ), array( 'campaign_id' => $id, 'name' => 'Acme Bikes', 'image_url' => 'https://example.org/acme.png', 'url' => 'https://acme.example', 'sort_order' => 3 ) );
		$sponsor = (int) $wpdb->insert_id;
		$wpdb->insert( Schema::table( 'matches' ), array( 'campaign_id' => $id, 'sponsor_id' => $sponsor, 'sponsor_name' => 'Acme Bikes', 'ratio' => 2, 'cap' => 5000, 'matched_amount' => 1234.5, 'start_date' => '2026-05-10', 'end_date' => '2026-05-20', 'status' => 'active', 'created_at' => '2026-05-01 00:00:00', 'updated_at' => '2026-05-01 00:00:00' ) );
		return $id;
	}

	private function duplicate( int $source, array $params = array() ): array {
		return $this->call( "/admin/campaigns/{$source}/duplicate", $params + array( 'campaign_title' => 'Clean Water Run 2027', 'start_date' => '2027-05-01', 'end_date' => '2027-06-30' ) );
	}

	public function test_the_copy_has_every_setting_and_nothing_of_the_people_or_the_money(): void {
		$source = $this->source();
		// Activity tracking on, with some logged: the settings come along, the running total does not.
		global $wpdb;
		$wpdb->update( \P2PFundraising\Database\Schema::table( 'campaigns' ), array( 'activity_unit' => 'km', 'activity_goal' => 5000000, 'activity_total' => 12345 ), array( 'id' => $source ) );
		$before = $this->raw_campaign( $source );
		$this->assertGreaterThan( 0, (float) $before['raised_amount'], 'the demo campaign has money to leave behind' );

		list( $status, $body ) = $this->duplicate( $source );
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		$new  = (int) $body['data']['campaign_id'];
		$copy = $this->raw_campaign( $new );

		foreach ( $before as $column => $value ) {
			if ( ! in_array( $column, CampaignDuplicator::LEFT_BEHIND, true ) ) {
				$this->assertSame( $value, $copy[ $column ], "{$column} is copied" );
			}
		}
		$this->assertSame( 'Clean Water Run 2027', $copy['title'] );
		$this->assertSame( 'clean-water-run-2027', $copy['slug'] );
		$this->assertSame( 'draft', $copy['status'] );
		$this->assertSame( array( '2027-05-01', '2027-06-30' ), array( $copy['start_date'], $copy['end_date'] ) );
		$this->assertSame( (string) $source, $copy['previous_campaign_id'] );
		$this->assertSame( array( 'km', '5000000' ), array( $copy['activity_unit'], $copy['activity_goal'] ) );
		foreach ( array( 'raised_amount', 'donations_count', 'donors_count', 'approved_teams', 'approved_fundraisers', 'activity_total' ) as $figure ) {
			$this->assertEquals( 0, $copy[ $figure ], "{$figure} starts at zero" );
		}
		foreach ( array( 'teams', 'fundraisers', 'donations', 'updates', 'donor_totals', 'donation_days', 'name_index', 'fundraiser_bands' ) as $table ) {
			$this->assertSame( array(), $this->rows( $table, $new ), "no {$table}" );
		}
		$this->assertSame( 0, $body['data']['teams_count'] );
		$this->assertSame( 0, $body['data']['fundraisers_count'] );

		$sponsors = $this->rows( 'sponsors', $new );
		$this->assertSame( count( $this->rows( 'sponsors', $source ) ), count( $sponsors ) );
		$acme = array_values( array_filter( $sponsors, static fn( $s ) => 'Acme Bikes' === $s['name'] ) )[0];
		$this->assertSame( array( 'https://example.org/acme.png', 'https://acme.example', '3' ), array( $acme['image_url'], $acme['url'], $acme['sort_order'] ) );

		$matches = $this->rows( 'matches', $new );
		$this->assertCount( count( $this->rows( 'matches', $source ) ), $matches );
		$match = end( $matches );
		$this->assertSame( $acme['id'], $match['sponsor_id'], 'the match points to the copied sponsor' );
		$this->assertSame( array( '2.00', '5000.00', '0.00' ), array( $match['ratio'], $match['cap'], $match['matched_amount'] ), 'settings copied, nothing matched yet' );
		$this->assertSame( array( '2027-05-10', '2027-05-20' ), array( $match['start_date'], $match['end_date'] ), 'the window moves with the campaign' );

		$this->assertSame( $before, $this->raw_campaign( $source ), 'the old edition is untouched' );
	}

	public function test_a_column_another_feature_adds_is_copied_without_a_change_and_the_filter_can_drop_it(): void {
		$row = $this->raw_campaign( $this->campaign_id() ) + array(
			'activity_unit' => 'km',
			'activity_goal' => '5000',
		);
		$columns = CampaignDuplicator::copied_columns( $row );
		$this->assertContains( 'activity_unit', $columns );
		$this->assertContains( 'activity_goal', $columns );
		$this->assertContains( 'suggested_amounts', $columns );
		foreach ( CampaignDuplicator::LEFT_BEHIND as $left ) {
			$this->assertNotContains( $left, $columns );
		}

		$drop = static fn( array $list ) => array_merge( array_diff( $list, array( 'activity_goal' ) ), array( 'raised_amount', 'no_such_column' ) );
		add_filter( CampaignDuplicator::COLUMNS_FILTER, $drop );
		try {
			$filtered = CampaignDuplicator::copied_columns( $row );
		} finally {
			remove_filter( CampaignDuplicator::COLUMNS_FILTER, $drop );
		}
		$this->assertNotContains( 'activity_goal', $filtered );
		$this->assertNotContains( 'raised_amount', $filtered, 'a filter cannot bring money along' );
		$this->assertNotContains( 'no_such_column', $filtered );
	}

	public function test_the_action_runs_inside_the_copy_and_a_failing_listener_leaves_nothing(): void {
		$source = $this->source();
		$seen   = array();
		$listen = function ( $new_id, $source_id ) use ( &$seen ) {
			$seen = array( $new_id, $source_id, $this->raw_campaign( (int) $new_id )['title'] ?? null );
		};
		add_action( CampaignDuplicator::ACTION, $listen, 10, 2 );
		list( $status, $body ) = $this->duplicate( $source );
		remove_action( CampaignDuplicator::ACTION, $listen, 10 );
		$this->assertSame( 201, $status );
		$this->assertSame( array( $body['data']['campaign_id'], $source, 'Clean Water Run 2027' ), $seen );

		$fail = static function () {
			throw new \RuntimeException( 'listener failed' );
		};
		add_action( CampaignDuplicator::ACTION, $fail );
		global $wpdb;
		$campaigns = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', Schema::table( 'campaigns' ) ) );
		$sponsors  = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', Schema::table( 'sponsors' ) ) );
		try {
			list( $status ) = $this->duplicate( $source, array( 'campaign_title' => 'Second copy' ) );
		} finally {
			remove_action( CampaignDuplicator::ACTION, $fail );
		}
		$this->assertSame( 500, $status );
		$this->assertSame( $campaigns, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', Schema::table( 'campaigns' ) ) ) );
		$this->assertSame( $sponsors, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', Schema::table( 'sponsors' ) ) ) );
	}

	public function test_the_same_request_key_makes_one_copy_and_each_copy_gets_its_own_address(): void {
		$source = $this->source();
		list( $first, $one ) = $this->duplicate( $source, array( 'request_key' => 'a1b2c3d4-e5f6' ) );
		list( $again, $two ) = $this->duplicate( $source, array( 'request_key' => 'a1b2c3d4-e5f6' ) );
		$this->assertSame( array( 201, 200 ), array( $first, $again ) );
		$this->assertSame( $one['data']['campaign_id'], $two['data']['campaign_id'], 'a double click answers the copy already made' );

		list( $other, $three ) = $this->duplicate( $source, array( 'request_key' => 'ffff0000-1111' ) );
		$this->assertSame( 201, $other );
		$this->assertNotSame( $one['data']['campaign_id'], $three['data']['campaign_id'] );
		$this->assertSame( 'clean-water-run-2027-2', $three['data']['slug'] );
	}

	public function test_only_an_administrator_copies_and_the_input_is_checked(): void {
		$source = $this->source();
		$this->actingAs( null );
		$this->assertError( 401, $this->duplicate( $source ), 'p2p_not_logged_in' );
		$this->actingAs( 'captain@example.com' );
		$this->assertError( 403, $this->duplicate( $source ), 'p2p_forbidden' );

		$this->actingAs( 'admin' );
		$this->assertError( 404, $this->duplicate( 999999 ) );
		$this->assertError( 400, $this->duplicate( $source, array( 'campaign_title' => '' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->call( "/admin/campaigns/{$source}/duplicate", array( 'start_date' => '2027-01-01' ) ) );
		list( $status, $body ) = $this->duplicate( $source, array( 'start_date' => '2027-07-01', 'end_date' => '2027-06-01' ) );
		$this->assertSame( 400, $status );
		$this->assertArrayHasKey( 'end_date', $body['data']['params'] );
		$this->assertError( 400, $this->duplicate( $source, array( 'request_key' => 'x' ) ), 'rest_invalid_param' );
	}
}
