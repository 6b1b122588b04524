<?php
/**
 * A campaign that approves new teams and fundraisers by hand: sign-ups stay pending (visible to
 * their owner only) and can still prepare their page and team until an administrator approves.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;

final class ManualModerationTest extends WriteTestCase {

	private function hold_new_pages(): void {
		( new CampaignRepository() )->update( $this->campaign_id(), array( 'moderation' => 'manual' ) );
	}

	public function test_administrators_switch_it_in_the_campaign_settings(): void {
		$this->actingAs( 'admin' );
		$path = '/admin/campaigns/' . $this->campaign_id();
		$this->assertSame( 'auto', $this->assertOk( $this->get( $path ) )['data']['moderation'] );
		$this->assertSame( 'manual', $this->assertOk( $this->post( $path, array( 'moderation' => 'manual' ) ) )['data']['moderation'] );
		$this->assertError( 400, $this->post( $path, array( 'moderation' => 'never' ) ), 'rest_invalid_param' );
	}

	public function test_a_sign_up_waits_prepares_its_page_and_team_and_goes_live_when_approved(): void {
		$this->hold_new_pages();
		$this->assertOk(
			$this->post(
				'/register-fundraiser',
				array(
					'firstName'    => 'Pia',
					'lastName'     => 'Pending',
					'email'        => 'pia@example.net',
					'password'     => 'secret1',
					'password2'    => 'secret1',
					'campaign_id'  => $this->campaign_id(),
					'team_captain' => 'true',
				)
			)
		);
		$user       = get_user_by( 'email', 'pia@example.net' );
		$fundraiser = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), $user->ID );
		$this->assertSame( 'pending', $fundraiser['status'] );

		// The wizard goes on: the team (pending too, its invitations kept for later) and the profile.
		$team = $this->assertOk(
			$this->post(
				'/create-team',
				array(
					'campaign_id' => $this->campaign_id(),
					'name'        => 'Waiting Walkers',
					'goal'        => '1000',
					'story'       => 'We wait.',
					'access'      => 'public',
					'emails'      => 'friend@example.net',
				)
			)
		);
		$this->assertSame( 'pending', ( new TeamRepository() )->find( $team['teamId'] )['status'] );
		$this->assertSame( array(), $team['invited'], 'nothing is mailed before approval' );
		$this->assertOk(
			$this->post(
				'/update-fundraiser-profile',
				array(
					'campaignId' => $this->campaign_id(),
					'story'      => 'Story while waiting.',
					'goal'       => '300',
				)
			)
		);
		$this->assertSame( 'Story while waiting.', ( new FundraiserRepository() )->find( $fundraiser['id'] )['story'] );

		// Visible to its owner, not to visitors.
		$this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $fundraiser['id'] ) ) );
		wp_set_current_user( 0 );
		$this->assertError( 404, $this->get( '/get-fundraiser', array( 'fundraiser_id' => $fundraiser['id'] ) ) );

		// An administrator approves both in bulk: they are public.
		$this->actingAs( 'admin' );
		$this->assertOk( $this->post( '/admin/campaigns/' . $this->campaign_id() . '/fundraisers/bulk', array( 'action' => 'approve', 'ids' => array( $fundraiser['id'] ) ) ) );
		$this->assertOk( $this->post( '/admin/campaigns/' . $this->campaign_id() . '/teams/bulk', array( 'action' => 'approve', 'ids' => array( $team['teamId'] ) ) ) );
		wp_set_current_user( 0 );
		$this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $fundraiser['id'] ) ) );
		$this->assertOk( $this->get( '/get-team', array( 'team_id' => $team['teamId'] ) ) );
	}

	public function test_without_the_setting_a_pending_page_stays_locked(): void {
		( new FundraiserRepository() )->update( $this->fundraiser_id( 'fundraiser' ), array( 'status' => 'pending' ) );
		$this->actingAs( 'fundraiser@example.com' );
		$this->assertError(
			403,
			$this->post(
				'/update-fundraiser-profile',
				array(
					'campaignId' => $this->campaign_id(),
					'story'      => 'Changed.',
					'goal'       => '300',
				)
			),
			'p2p_fundraiser_pending'
		);
	}
}
