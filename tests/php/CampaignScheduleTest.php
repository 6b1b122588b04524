<?php
/**
 * Campaign start and end dates: the admin fields, the countdown in the payload, the refusals of
 * donations and sign-ups outside the dates, and the hourly move to `ended`.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Campaigns\CampaignEnder;
use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Frontend\DonationForm;

final class CampaignScheduleTest extends WriteTestCase {

	/** @var string|null Today as the tests pretend. */
	private $today;

	protected function setUp(): void {
		parent::setUp();
		$this->today = null;
		add_filter( 'p2p_fundraising_today', array( $this, 'pretend_today' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'p2p_fundraising_today', array( $this, 'pretend_today' ) );
		parent::tearDown();
	}

	/** @internal */
	public function pretend_today( string $today ): string {
		return $this->today ?? $today;
	}

	private function set_dates( ?string $start, ?string $end ): void {
		( new CampaignRepository() )->update(
			$this->campaign_id(),
			array(
				'start_date' => $start,
				'end_date'   => $end,
			)
		);
	}

	private function schedule(): array {
		return $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $this->campaign_id() ) ) )['data'];
	}

	public function test_the_state_follows_whole_days(): void {
		$campaign = array(
			'status'     => 'active',
			'start_date' => '2026-06-01',
			'end_date'   => '2026-06-30',
		);
		$this->assertSame( 'upcoming', CampaignSchedule::state( $campaign, '2026-05-31' ) );
		$this->assertSame( 'open', CampaignSchedule::state( $campaign, '2026-06-01' ) );
		$this->assertSame( 'open', CampaignSchedule::state( $campaign, '2026-06-30' ), 'the whole end day' );
		$this->assertSame( 'ended', CampaignSchedule::state( $campaign, '2026-07-01' ) );
		$this->assertSame( 'ended', CampaignSchedule::state( array( 'status' => 'ended' ), '2026-01-01' ) );
		$this->assertSame( 'open', CampaignSchedule::state( array( 'status' => 'active' ), '2026-01-01' ), 'no dates: always open' );
		$this->assertNull( CampaignSchedule::date( '2026-02-30' ) );
		$this->assertNull( CampaignSchedule::date( '' ) );
	}

	public function test_the_payload_carries_the_dates_and_the_countdown(): void {
		$this->set_dates( null, null );
		$data = $this->schedule();
		$this->assertNull( $data['start_date'] );
		$this->assertNull( $data['end_date'] );
		$this->assertSame( array( 'state' => 'open', 'days_left' => null, 'days_to_start' => null ), $data['schedule'] );

		$this->today = '2026-06-18';
		$this->set_dates( '2026-06-01', '2026-06-30' );
		$data = $this->schedule();
		$this->assertSame( '2026-06-01', $data['start_date'] );
		$this->assertSame( '2026-06-30', $data['end_date'] );
		$this->assertSame( array( 'state' => 'open', 'days_left' => 12, 'days_to_start' => null ), $data['schedule'] );

		$this->today = '2026-06-30';
		$this->assertSame( 0, $this->schedule()['schedule']['days_left'], 'the last day' );

		$this->today = '2026-05-29';
		$this->assertSame( array( 'state' => 'upcoming', 'days_left' => null, 'days_to_start' => 3 ), $this->schedule()['schedule'] );
	}

	public function test_admins_set_and_clear_the_dates_and_the_end_cannot_precede_the_start(): void {
		$this->actingAs( 'admin' );
		$path = '/admin/campaigns/' . $this->campaign_id();
		$body = $this->assertOk( $this->post( $path, array( 'start_date' => '2026-06-01', 'end_date' => '2026-06-30' ) ) );
		$this->assertSame( '2026-06-30', $body['data']['end_date'] );

		$this->assertError( 400, $this->post( $path, array( 'end_date' => '2026-05-01' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->post( $path, array( 'end_date' => '30/06/2026' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->post( $path, array( 'start_date' => '2026-02-30' ) ), 'rest_invalid_param' );

		$body = $this->assertOk( $this->post( $path, array( 'start_date' => '', 'end_date' => '' ) ) );
		$this->assertNull( $body['data']['start_date'] );
		$this->assertNull( $body['data']['end_date'] );
	}

	public function test_after_the_end_date_the_form_takes_no_donation_and_says_why(): void {
		$this->today = '2026-07-01';
		$this->set_dates( '2026-06-01', '2026-06-30' );
		$before = $this->totals( 'campaigns', $this->campaign_id() );

		$form = new DonationForm();
		$get  = $form->handle( $this->campaign_id(), array(), null );
		$this->assertSame( 403, $get['status'] );
		$this->assertStringContainsString( 'This campaign has ended.', $get['html'] );

		$post = $form->handle(
			$this->campaign_id(),
			array(),
			array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
				'amount'                  => '50',
				'first_name'              => 'Late',
				'last_name'               => 'Donor',
				'email'                   => 'late@example.net',
			)
		);
		$this->assertSame( 403, $post['status'] );
		$this->assertSame( $before, $this->totals( 'campaigns', $this->campaign_id() ), 'nothing recorded' );

		$this->today = '2026-06-30';
		$this->assertSame( 200, $form->handle( $this->campaign_id(), array(), null )['status'], 'the last day still takes gifts' );
	}

	public function test_before_the_start_date_the_form_says_when_it_opens(): void {
		update_option( 'date_format', 'Y-m-d' );
		$this->today = '2026-05-01';
		$this->set_dates( '2026-06-01', null );
		$get = ( new DonationForm() )->handle( $this->campaign_id(), array(), null );
		$this->assertSame( 403, $get['status'] );
		$this->assertStringContainsString( 'This campaign starts on 2026-06-01.', $get['html'] );
	}

	public function test_sign_ups_are_refused_outside_the_dates(): void {
		$this->today = '2026-07-01';
		$this->set_dates( null, '2026-06-30' );
		$this->assertError(
			403,
			$this->post(
				'/register-fundraiser',
				array(
					'firstName'   => 'Nora',
					'lastName'    => 'Quist',
					'email'       => 'nora@example.net',
					'password'    => 'secret1',
					'password2'   => 'secret1',
					'campaign_id' => $this->campaign_id(),
				)
			),
			'p2p_campaign_ended'
		);
		$this->assertFalse( get_user_by( 'email', 'nora@example.net' ), 'no account made' );

		$this->today = '2026-05-01';
		$this->set_dates( '2026-06-01', null );
		$this->actingAs( 'fundraiser' );
		$this->assertError(
			403,
			$this->post(
				'/create-team',
				array(
					'campaign_id' => $this->campaign_id(),
					'name'        => 'Too Early',
					'goal'        => '2000',
					'story'       => 'Hello.',
					'access'      => 'public',
				)
			),
			'p2p_campaign_not_started'
		);
	}

	public function test_joining_a_team_and_inviting_are_refused_after_the_end(): void {
		$this->today = '2026-07-01';
		$this->set_dates( null, '2026-06-30' );
		$team = $this->team_id( 'Harbor Harriers' );
		$this->actingAs( 'fundraiser' );
		foreach ( array( '/fundraiser-can-join-team', '/fundraiser-join-team' ) as $route ) {
			$this->assertError( 403, $this->post( $route, array( 'campaignId' => $this->campaign_id(), 'teamId' => $team ) ), 'p2p_campaign_ended' );
		}
		$this->assertSame( 0, ( new \P2PFundraising\Database\FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) )['team_id'], 'still without a team' );

		$this->actingAs( 'captain' );
		$this->assertError( 403, $this->post( '/send-team-invitation-emails', array( 'team_id' => $this->team_id( 'Blue Wave Runners' ) ) ), 'p2p_campaign_ended' );
		$this->assertError( 403, $this->post( '/resend-team-invitation', array( 'campaignId' => $this->campaign_id(), 'invitation_id' => 1 ) ), 'p2p_campaign_ended' );
		// Saving the team with new addresses: the addresses are refused beside their field; the
		// page itself may still be edited.
		$blue   = $this->team_id( 'Blue Wave Runners' );
		$fields = array(
			'campaign_id' => $this->campaign_id(),
			'team_id'     => $blue,
			'name'        => 'Blue Wave Runners',
			'goal'        => '1000',
			'story'       => 'We run by the sea.',
			'access'      => 'public',
		);
		list( $status, $body ) = $this->post( '/update-team', $fields + array( 'emails' => 'late.friend@example.net' ) );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'ended', $body['data']['params']['emails'] );
		$this->assertSame( 0, $this->count_where( 'team_invitations', 'team_id = %d', $blue ), 'no invitation nobody could use' );
		$this->assertOk( $this->post( '/update-team', array( 'story' => 'Thank you all!' ) + $fields ) );
		$this->assertSame( array(), $this->mails );

		$this->today = '2026-06-30';
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->post( '/fundraiser-join-team', array( 'campaignId' => $this->campaign_id(), 'teamId' => $team ) ), 'the last day is open' );
	}

	public function test_the_hourly_event_ends_past_campaigns_which_stay_public(): void {
		$this->today = '2026-07-01';
		$this->set_dates( null, '2026-06-30' );
		$this->assertSame( 1, CampaignEnder::run() );
		$this->assertSame( 'ended', ( new CampaignRepository() )->find( $this->campaign_id() )['status'] );
		$this->assertSame( 0, CampaignEnder::run(), 'once' );

		// An ended campaign still shows its results to visitors, and says it has ended.
		$data = $this->schedule();
		$this->assertSame( 'ended', $data['status'] );
		$this->assertSame( 'ended', $data['schedule']['state'] );
		$this->assertFalse( $data['is_active'] );
	}

	public function test_the_event_is_scheduled(): void {
		CampaignEnder::schedule();
		$this->assertNotFalse( wp_next_scheduled( CampaignEnder::HOOK ) );
	}
}
