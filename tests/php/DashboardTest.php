<?php
/**
 * GET /admin/campaigns/{id}/dashboard: every figure equals a recount from the donations.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;

final class DashboardTest extends PluginTestCase {

	private function dashboard( string $period = 'all', ?int $campaign = null ): array {
		$this->actingAs( 'admin' );
		return $this->assertOk( $this->get( '/admin/campaigns/' . ( $campaign ?? $this->campaign_id() ) . '/dashboard', array( 'period' => $period ) ) )['data'];
	}

	/** SUM/COUNT of completed donations of the campaign created from $from_utc on. */
	private function recount( string $from_utc = '1000-01-01 00:00:00', string $extra = '1=1' ): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT COALESCE(SUM(amount), 0) AS amount, COUNT(*) AS n FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed' AND created_at >= %s AND {$extra}", $this->campaign_id(), $from_utc ), ARRAY_A ); // phpcs:ignore
		return array( round( (float) $row['amount'], 2 ), (int) $row['n'] );
	}

	public function test_only_administrators_read_it_and_the_period_is_validated(): void {
		$path = '/admin/campaigns/' . $this->campaign_id() . '/dashboard';
		$this->assertError( 401, $this->get( $path ), 'p2p_not_logged_in' );
		$this->actingAs( 'captain@example.com' );
		$this->assertError( 403, $this->get( $path ), 'p2p_forbidden' );
		$this->actingAs( 'admin' );
		$this->assertError( 400, $this->get( $path, array( 'period' => '365' ) ), 'rest_invalid_param' );
		$this->assertError( 404, $this->get( '/admin/campaigns/999999/dashboard' ), 'p2p_campaign_not_found' );
		$this->assertSame( '30', $this->assertOk( $this->get( $path ) )['data']['period'], 'default period' );
	}

	public function test_all_time_figures_equal_a_recount(): void {
		( new DonationService() )->rebuild_totals( $this->campaign_id() );
		$data = $this->dashboard( 'all' );
		list( $amount, $count ) = $this->recount();
		$this->assertGreaterThan( 0, $count, 'the demo data has donations' );

		$this->assertSame( $amount, (float) $data['figures']['raised'] );
		$this->assertSame( $count, $data['figures']['donations'] );
		$this->assertSame( $amount, (float) $data['figures']['period_raised'] );
		$this->assertSame( $count, $data['figures']['period_donations'] );
		$this->assertEqualsWithDelta( $amount, array_sum( array_column( $data['daily'], 'amount' ) ), 0.001 );
		$this->assertSame( $count, array_sum( array_column( $data['daily'], 'donations' ) ) );
		$this->assertEqualsWithDelta( $amount, end( $data['daily'] )['cumulative'], 0.001, 'the cumulative line ends at the total' );
		$this->assertEqualsWithDelta( $amount, array_sum( array_column( $data['sources'], 'amount' ) ), 0.001 );
		$this->assertSame( array( 'campaign', 'teams', 'fundraisers' ), array_column( $data['sources'], 'source' ) );

		$by_source = array_column( $data['sources'], 'amount', 'source' );
		$this->assertEqualsWithDelta( $this->recount( '1000-01-01 00:00:00', 'fundraiser_id > 0' )[0], $by_source['fundraisers'], 0.001 );
		$this->assertEqualsWithDelta( $this->recount( '1000-01-01 00:00:00', 'fundraiser_id = 0 AND team_id > 0' )[0], $by_source['teams'], 0.001 );

		global $wpdb;
		$fundraisers = Schema::table( 'fundraisers' );
		$this->assertSame( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$fundraisers} WHERE campaign_id = %d", $this->campaign_id() ) ), array_sum( array_column( $data['new_fundraisers'], 'count' ) ) ); // phpcs:ignore
		$this->assertSame( (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(DISTINCT f.id) FROM ' . $fundraisers . ' f INNER JOIN ' . Schema::table( 'donations' ) . " d ON d.fundraiser_id = f.id AND d.status = 'completed' WHERE f.campaign_id = %d", $this->campaign_id() ) ), $data['figures']['active_fundraisers'] ); // phpcs:ignore

		// The top teams: the recount's order and sums.
		$expected = $wpdb->get_results( $wpdb->prepare( 'SELECT team_id AS id, SUM(amount) AS amount FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed' AND team_id > 0 GROUP BY team_id ORDER BY amount DESC, team_id ASC LIMIT 10", $this->campaign_id() ), ARRAY_A ); // phpcs:ignore
		$this->assertSame( array_map( 'intval', array_column( $expected, 'id' ) ), array_column( $data['top_teams'], 'id' ) );
		$this->assertLessThanOrEqual( 10, count( $data['top_fundraisers'] ) );
		$this->assertNotEmpty( $data['top_fundraisers'] );
	}

	public function test_a_period_lists_every_day_and_counts_only_its_gifts(): void {
		$data = $this->dashboard( '7' );
		$this->assertCount( 7, $data['daily'] );
		$this->assertCount( 7, $data['new_fundraisers'] );
		$this->assertSame( wp_date( 'Y-m-d' ), $data['to'] );
		$this->assertSame( $data['from'], $data['daily'][0]['date'] );

		$from_utc = get_gmt_from_date( $data['from'] . ' 00:00:00' );
		list( $amount, $count ) = $this->recount( $from_utc );
		$this->assertEqualsWithDelta( $amount, $data['figures']['period_raised'], 0.001 );
		$this->assertSame( $count, $data['figures']['period_donations'] );
		$this->assertEqualsWithDelta( (float) $data['figures']['raised'], end( $data['daily'] )['cumulative'], 0.001, 'the cumulative starts from what came before' );

		$this->assertCount( 90, $this->dashboard( '90' )['daily'] );
	}

	public function test_the_period_sets_the_donors_and_the_average_gift_too(): void {
		global $wpdb;
		$all  = $this->dashboard( 'all' );
		$this->assertSame( $all['figures']['donors'], $all['figures']['period_donors'] );
		$this->assertSame( $all['figures']['average'], $all['figures']['period_average'] );

		$week     = $this->dashboard( '7' );
		$from_utc = get_gmt_from_date( $week['from'] . ' 00:00:00' );
		$donors   = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(DISTINCT CASE WHEN donor_email = \'\' THEN CONCAT(\'#\', id) ELSE donor_email END) FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed' AND kind <> 'match' AND created_at >= %s", $this->campaign_id(), $from_utc ) ); // phpcs:ignore
		list( $amount, $count ) = $this->recount( $from_utc, "kind <> 'match'" );
		$this->assertGreaterThan( 0, $count, 'the demo data has gifts this week' );
		$this->assertLessThan( $all['figures']['donors'], $donors, 'fewer donors this week than ever' );
		$this->assertSame( $donors, $week['figures']['period_donors'] );
		$this->assertEqualsWithDelta( round( $amount / $count, 2 ), $week['figures']['period_average'], 0.001 );
	}

	public function test_a_new_gift_shows_today_and_a_refund_takes_it_away(): void {
		$service = new DonationService();
		$id      = $service->record(
			array(
				'campaign_id' => $this->campaign_id(),
				'donor_name'  => 'Dash Board',
				'donor_email' => 'dash@example.net',
				'amount'      => 123.45,
				'mode'        => 'test',
			)
		);
		$before = $this->dashboard( '7' );
		$today  = end( $before['daily'] );
		$this->assertGreaterThanOrEqual( 123.45, $today['amount'] );

		$service->refund( $id );
		$after = $this->dashboard( '7' );
		$this->assertEqualsWithDelta( $today['amount'] - 123.45, end( $after['daily'] )['amount'], 0.001 );
		$this->assertEqualsWithDelta( $before['figures']['raised'] - 123.45, $after['figures']['raised'], 0.001 );
	}

	public function test_a_campaign_without_gifts_has_zero_figures_and_one_day(): void {
		$created = ( new CampaignRepository() )->insert(
			array(
				'slug'  => 'empty-dash',
				'title' => 'Empty Dash',
			)
		);
		$data    = $this->dashboard( 'all', $created );
		$this->assertCount( 1, $data['daily'] );
		$this->assertSame( 0, $data['figures']['donations'] );
		$this->assertSame( array(), $data['top_teams'] );
		$this->assertSame( 0, $data['figures']['recurring_donors'] );
	}
}
