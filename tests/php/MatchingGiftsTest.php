<?php
/**
 * Matching gifts: a sponsor matches each completed gift in the window until the cap, the match
 * counts in every total (never as a donation or a donor), a refund takes it back, and only
 * administrators start or stop one.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\EmailTemplates;

final class MatchingGiftsTest extends WriteTestCase {

	private function sponsor(): array {
		$sponsors = ( new SponsorRepository() )->for_campaign( $this->campaign_id() );
		$this->assertNotEmpty( $sponsors, 'the demo campaign has sponsors' );
		return $sponsors[0];
	}

	/** Starts a match through the admin API: [ status, body ]. */
	private function start( array $overrides = array() ): array {
		$this->actingAs( 'admin' );
		$result = $this->post(
			'/admin/campaigns/' . $this->campaign_id() . '/match',
			$overrides + array(
				'sponsor_id' => $this->sponsor()['id'],
				'ratio'      => 1,
				'cap'        => 100,
				'start_date' => wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ),
				'end_date'   => wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ),
			)
		);
		wp_set_current_user( 0 );
		return $result;
	}

	private function give( float $amount, array $extra = array() ): int {
		return ( new DonationService() )->record(
			$extra + array(
				'campaign_id' => $this->campaign_id(),
				'donor_name'  => 'Mia Match',
				'donor_email' => 'mia@example.net',
				'amount'      => $amount,
				'mode'        => 'test',
			)
		);
	}

	/** Completed matches of a gift. */
	private function matches_of( int $gift ): array {
		return ( new DonationRepository() )->completed_matches_of( $gift );
	}

	private function matched_so_far(): float {
		return ( new MatchRepository() )->active_for( $this->campaign_id() )['matched_amount'];
	}

	public function test_a_gift_in_the_window_is_matched_and_counts_as_money_only(): void {
		list( $status, $body ) = $this->start();
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		$this->assertSame( $this->sponsor()['name'], $body['data']['sponsor_name'] );
		$this->assertTrue( $body['data']['is_running'] );

		$fundraiser = $this->fundraiser_id( 'captain' );
		$before     = $this->totals( 'campaigns', $this->campaign_id() );
		$before_f   = $this->totals( 'fundraisers', $fundraiser );
		$gift       = $this->give( 30, array( 'fundraiser_id' => $fundraiser ) );

		$matches = $this->matches_of( $gift );
		$this->assertCount( 1, $matches );
		$this->assertSame( 30.0, $matches[0]['amount'] );
		$this->assertSame( 'match', $matches[0]['kind'] );
		$this->assertSame( $fundraiser, $matches[0]['fundraiser_id'], 'credited where the gift is' );
		$this->assertSame( '', $matches[0]['donor_email'] );

		$after   = $this->totals( 'campaigns', $this->campaign_id() );
		$after_f = $this->totals( 'fundraisers', $fundraiser );
		$this->assertEqualsWithDelta( $before[0] + 60, $after[0], 0.001, 'the gift and its match' );
		$this->assertSame( $before[1] + 1, $after[1], 'one donation: the match is not one' );
		$this->assertEqualsWithDelta( $before_f[0] + 60, $after_f[0], 0.001 );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
		$this->assertSame( 30.0, $this->matched_so_far() );

		// In lists as the sponsor's match, never as a person or a top donor.
		$rows  = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id() ) ) )['data'];
		$names = array_column( $rows, 'donorName' );
		$this->assertContains( 'Matched by ' . $this->sponsor()['name'], $names );
		$top = $this->assertOk( $this->get( '/get-campaign-top-donors', array( 'campaign_id' => $this->campaign_id() ) ) )['data'];
		$this->assertNotContains( $this->sponsor()['name'], array_column( $top, 'name' ) );

		// The dashboard names the matched money and keeps it out of the average gift.
		$this->actingAs( 'admin' );
		$figures = $this->assertOk( $this->get( '/admin/campaigns/' . $this->campaign_id() . '/dashboard', array( 'period' => 'all' ) ) )['data']['figures'];
		wp_set_current_user( 0 );
		$this->assertSame( 30, $figures['matched'] );
		$this->assertEqualsWithDelta( ( $after[0] - 30 ) / $after[1], $figures['average'], 0.01 );

		// The donation form shows what the match adds to the chosen gift (50 preset, 70 left of the cap).
		$form = ( new \P2PFundraising\Frontend\DonationForm() )->handle( $this->campaign_id(), array(), null );
		$this->assertStringContainsString( 'Matched by ' . $this->sponsor()['name'] . ':', $form['html'] );
		$this->assertStringContainsString( '<strong id="p2p-match-amount">+$50</strong>', $form['html'] );
		// With a fundraiser as the target, the form has both the matched amount and the updates box.
		$to_fundraiser = ( new \P2PFundraising\Frontend\DonationForm() )->handle( $this->campaign_id(), array( 'fundraiser_id' => (string) $this->fundraiser_id( 'fundraiser' ) ), null )['html'];
		$this->assertStringContainsString( '<strong id="p2p-match-amount">+$50</strong>', $to_fundraiser );
		$this->assertStringContainsString( '<label for="p2p-updates">Send me updates from Felix Brandt</label>', $to_fundraiser );

		// The campaign payload announces it.
		$match = $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $this->campaign_id() ) ) )['data']['match'];
		$this->assertSame( 30, $match['matched'] );
		$this->assertSame( 100, $match['cap'] );
		$this->assertTrue( $match['is_running'] );
	}

	public function test_public_averages_leave_matches_out_and_the_csv_tells_them_apart(): void {
		$this->start();
		$fundraiser = $this->fundraiser_id( 'captain' );
		$team       = ( new \P2PFundraising\Database\FundraiserRepository() )->find( $fundraiser )['team_id'];
		$this->assertGreaterThan( 0, $team, 'the captain has a team' );
		$gift = $this->give( 30, array( 'fundraiser_id' => $fundraiser ) );
		$this->assertCount( 1, $this->matches_of( $gift ) );
		global $wpdb;
		$wpdb->update( Schema::table( 'donations' ), array( 'updates_opt_in' => 1 ), array( 'id' => $gift ) );

		foreach ( array(
			array( 'campaigns', $this->campaign_id(), '/get-campaign-stats', array( 'campaign_id' => $this->campaign_id() ) ),
			array( 'teams', $team, '/get-team-stats', array( 'team_id' => $team ) ),
			array( 'fundraisers', $fundraiser, '/get-fundraiser-stats', array( 'fundraiser_id' => $fundraiser ) ),
		) as list( $table, $id, $path, $params ) ) {
			list( $raised, $donations ) = $this->totals( $table, $id );
			$stats                      = $this->assertOk( $this->get( $path, $params ) )['data'];
			$this->assertEqualsWithDelta( ( $raised - 30 ) / $donations, $stats['averageAmount'], 0.01, "{$path}: the average gift, without the sponsor's 30" );
		}

		$this->actingAs( 'admin' );
		$csv = (string) $this->request( 'GET', '/admin/campaigns/' . $this->campaign_id() . '/export', array( 'type' => 'donations' ) )->get_data();
		$rows = array_map( 'str_getcsv', array_values( array_filter( explode( "\r\n", substr( $csv, 3 ) ) ) ) );
		$head = array_flip( $rows[0] );
		$kind = array();
		foreach ( array_slice( $rows, 1 ) as $row ) {
			$kind[ (int) $row[0] ] = array( $row[ $head['kind'] ], $row[ $head['wants_updates'] ] );
		}
		$this->assertSame( array( 'donation', 'yes' ), $kind[ $gift ] );
		$this->assertSame( array( 'match', 'no' ), $kind[ (int) $this->matches_of( $gift )[0]['id'] ] );
	}

	public function test_a_match_is_never_a_donor_to_list_thank_or_announce(): void {
		$this->start();
		$fundraiser = $this->fundraiser_id( 'captain' );
		$queued     = $this->count_where( 'mail_queue', 'kind = %s AND fundraiser_id = %d', EmailTemplates::DONATION_RECEIVED, $fundraiser );
		$gift       = $this->give( 30, array( 'fundraiser_id' => $fundraiser ) );
		$match      = $this->matches_of( $gift )[0];

		// One "you received a donation" e-mail: the gift's, naming its donor.
		$this->assertSame( $queued + 1, $this->count_where( 'mail_queue', 'kind = %s AND fundraiser_id = %d', EmailTemplates::DONATION_RECEIVED, $fundraiser ) );
		$this->assertSame( 0, $this->count_where( 'mail_queue', 'payload LIKE %s', '%"donation_id":' . $match['id'] . '}%' ) );

		$this->actingAs( 'captain' );
		$body  = $this->assertOk( $this->get( '/get-my-donors', array( 'campaignId' => $this->campaign_id(), 'per_page' => 50 ) ) );
		$names = array_column( $body['data'], 'donorName' );
		$this->assertContains( 'Mia Match', $names );
		$this->assertNotContains( $this->sponsor()['name'], $names, 'the sponsor is not one of my donors' );
		$this->assertNotContains( $match['id'], array_column( $body['data'], 'id' ) );
		$this->assertError(
			404,
			$this->post(
				'/thank-donor',
				array(
					'campaignId'  => $this->campaign_id(),
					'donation_id' => $match['id'],
					'message'     => 'Thank you!',
				)
			),
			'p2p_donation_not_found'
		);

		// A guard for a future caller that announces a match: no e-mail names the sponsor.
		\P2PFundraising\Engagement\Notifications::donation_completed( $match );
		$this->assertSame( $queued + 1, $this->count_where( 'mail_queue', 'kind = %s AND fundraiser_id = %d', EmailTemplates::DONATION_RECEIVED, $fundraiser ) );
	}

	public function test_the_gift_that_reaches_the_cap_gets_the_rest_and_later_gifts_nothing(): void {
		$this->start( array( 'cap' => 50, 'ratio' => 2 ) );
		$first  = $this->give( 20 );
		$second = $this->give( 20 );
		$third  = $this->give( 20 );
		$this->assertSame( 40.0, $this->matches_of( $first )[0]['amount'], '2:1' );
		$this->assertSame( 10.0, $this->matches_of( $second )[0]['amount'], 'partial at the cap' );
		$this->assertSame( array(), $this->matches_of( $third ) );
		$this->assertSame( 50.0, $this->matched_so_far() );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}

	public function test_a_refund_takes_the_match_back_and_frees_the_cap(): void {
		$this->start( array( 'cap' => 40 ) );
		$gift     = $this->give( 40 );
		$match_id = $this->matches_of( $gift )[0]['id'];
		$this->assertFalse( ( new DonationService() )->refund( $match_id ), 'a match is refunded only with its gift' );

		$before = $this->totals( 'campaigns', $this->campaign_id() );
		$this->assertTrue( ( new DonationService() )->refund( $gift ) );
		$this->assertSame( 'refunded', ( new DonationRepository() )->find( $match_id )['status'] );
		$this->assertEqualsWithDelta( $before[0] - 80, $this->totals( 'campaigns', $this->campaign_id() )[0], 0.001 );
		$this->assertSame( 0.0, $this->matched_so_far() );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );

		$next = $this->give( 25 );
		$this->assertSame( 25.0, $this->matches_of( $next )[0]['amount'], 'the cap was freed' );
	}

	public function test_gifts_outside_the_window_or_after_a_stop_are_not_matched(): void {
		$this->start(
			array(
				'start_date' => wp_date( 'Y-m-d', time() + 2 * DAY_IN_SECONDS ),
				'end_date'   => wp_date( 'Y-m-d', time() + 9 * DAY_IN_SECONDS ),
			)
		);
		$this->assertSame( array(), $this->matches_of( $this->give( 30 ) ), 'before the window' );
		$this->assertFalse( $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $this->campaign_id() ) ) )['data']['match']['is_running'] );

		$this->start();
		$this->actingAs( 'admin' );
		$this->assertOk( $this->post( '/admin/campaigns/' . $this->campaign_id() . '/match/stop' ) );
		wp_set_current_user( 0 );
		$this->assertSame( array(), $this->matches_of( $this->give( 30 ) ), 'after a stop' );
		$this->assertNull( $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $this->campaign_id() ) ) )['data']['match'] );
	}

	public function test_a_reassigned_gift_takes_its_match_along(): void {
		$this->start();
		$gift = $this->give( 30 );
		$team = $this->team_id( 'Blue Wave Runners' );
		$before = $this->totals( 'teams', $team );
		( new DonationService() )->reassign( $gift, $team, 0 );
		$this->assertSame( $team, $this->matches_of( $gift )[0]['team_id'] );
		$this->assertEqualsWithDelta( $before[0] + 60, $this->totals( 'teams', $team )[0], 0.001 );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}

	public function test_only_administrators_start_a_match_and_its_fields_are_checked(): void {
		$path = '/admin/campaigns/' . $this->campaign_id() . '/match';
		$this->actingAs( 'captain@example.com' );
		$this->assertError( 403, $this->post( $path, array( 'sponsor_id' => 1, 'ratio' => 1, 'cap' => 10, 'start_date' => '2026-01-01', 'end_date' => '2026-01-02' ) ), 'p2p_forbidden' );
		$this->assertError( 400, $this->start( array( 'end_date' => '2000-01-01' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->start( array( 'ratio' => 11 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->start( array( 'cap' => 0 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->start( array( 'sponsor_id' => 999999 ) ), 'rest_invalid_param' );
		$this->assertSame( 0, $this->count_where( 'matches', 'campaign_id = %d', $this->campaign_id() ), 'nothing stored' );
	}
}
