<?php
/**
 * Back-dated offline gifts (issue 27): recording one in wp-admin takes the day it was made, never
 * a future day; once received it counts in the totals, the dashboard's daily chart and the stored
 * per-day counts on that day (decisions 0043, 0075).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\GiftDate;

final class BackDatedGiftsTest extends WriteTestCase {

	protected function tearDown(): void {
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 0 );
		parent::tearDown();
	}

	private function record( array $params ): array {
		$this->actingAs( 'admin' );
		return $this->post(
			'/admin/campaigns/' . $this->campaign_id() . '/donations',
			$params + array(
				'donor_name'  => 'Cheque Writer',
				'donor_email' => 'cheque.date@example.net',
				'amount'      => 77,
			)
		);
	}

	private function listed_on( string $utc_day ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT listed FROM ' . Schema::table( 'donation_days' ) . ' WHERE campaign_id = %d AND day = %s', $this->campaign_id(), $utc_day ) );
	}

	private function chart_day( string $day ): array {
		$this->actingAs( 'admin' );
		$daily = $this->assertOk( $this->get( '/admin/campaigns/' . $this->campaign_id() . '/dashboard', array( 'period' => '90' ) ) )['data']['daily'];
		foreach ( $daily as $entry ) {
			if ( $entry['date'] === $day ) {
				return $entry;
			}
		}
		$this->fail( "{$day} is not on the chart" );
	}

	public function test_a_future_or_unreal_date_is_refused_with_a_field_message_and_nothing_is_recorded(): void {
		$before   = $this->count_where( 'donations', 'campaign_id = %d', $this->campaign_id() );
		$tomorrow = wp_date( 'Y-m-d', time() + DAY_IN_SECONDS );
		list( $status, $body ) = $this->record( array( 'date' => $tomorrow ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertSame( 'The date cannot be in the future: enter the day the gift was made.', $body['data']['params']['date'] );

		list( $status, $body ) = $this->record( array( 'date' => '2025-02-30' ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Enter the date the gift was made, e.g. 2024-05-31.', $body['data']['params']['date'] );

		list( $status, $body ) = $this->record( array( 'date' => '31.05.2025' ) );
		$this->assertSame( 400, $status, 'the schema refuses another format' );
		$this->assertArrayHasKey( 'date', $body['data']['params'] );

		$this->assertSame( $before, $this->count_where( 'donations', 'campaign_id = %d', $this->campaign_id() ) );
	}

	public function test_today_in_the_sites_time_zone_is_not_the_future(): void {
		// Far east of UTC: the site's today can be UTC's tomorrow; it is accepted, its next day is not.
		update_option( 'timezone_string', 'Pacific/Kiritimati' );
		list( $status, $body ) = $this->record( array( 'date' => wp_date( 'Y-m-d' ) ) );
		$this->assertSame( 201, $status, (string) wp_json_encode( $body ) );
		$this->assertNotNull( GiftDate::error( wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ) ) );
	}

	public function test_a_back_dated_gift_counts_on_its_day_in_the_totals_the_chart_and_the_day_counts(): void {
		update_option( 'timezone_string', 'America/New_York' );
		$day    = wp_date( 'Y-m-d', time() - 20 * DAY_IN_SECONDS );
		$raised = $this->totals( 'campaigns', $this->campaign_id() )[0];
		$chart  = $this->chart_day( $day );

		list( $status, $body ) = $this->record( array( 'date' => $day ) );
		$this->assertSame( 201, $status, (string) wp_json_encode( $body ) );
		$id       = $body['data']['id'];
		$stored   = ( new DonationRepository() )->find( $id )['created_at'];
		$utc_day  = substr( $stored, 0, 10 );
		$this->assertSame( $day, $utc_day, 'midday of the site day is the same UTC day' );
		$this->assertSame( $day, wp_date( 'Y-m-d', strtotime( $stored . ' UTC' ) ) );
		$listed = $this->listed_on( $utc_day );

		$this->assertOk( $this->post( "/admin/donations/{$id}/complete" ) );
		$this->assertSame( $raised + 77.0, $this->totals( 'campaigns', $this->campaign_id() )[0], 'the total follows' );
		$this->assertSame( $listed + 1, $this->listed_on( $utc_day ), 'the stored day count of that day' );
		$after = $this->chart_day( $day );
		$this->assertEqualsWithDelta( $chart['amount'] + 77, $after['amount'], 0.001, 'the daily chart of that day' );
		$this->assertSame( $chart['donations'] + 1, $after['donations'] );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );

		// The admin list reads it on its day.
		$this->assertStringStartsWith( $day, $body['data']['created_at'] );
	}

	public function test_no_date_is_now(): void {
		list( $status, $body ) = $this->record( array() );
		$this->assertSame( 201, $status );
		$this->assertEqualsWithDelta( time(), strtotime( $body['data']['created_at'] ), 120 );
	}
}
