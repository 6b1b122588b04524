<?php
/**
 * GET /get-user-info, /get-fundraiser-info: the logged-in user's own data.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Demo\DemoData;

final class UserEndpointsTest extends PluginTestCase {

	public function test_both_answer_401_to_visitors(): void {
		$this->assertError( 401, $this->get( '/get-user-info', array( 'campaignId' => $this->campaign_id() ) ), 'p2p_not_logged_in' );
		$this->assertError( 401, $this->get( '/get-user-info' ), 'p2p_not_logged_in' );
		$this->assertError( 401, $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) ), 'p2p_not_logged_in' );
	}

	public function test_user_info_is_the_current_users_name_and_email(): void {
		$this->actingAs( 'user@example.com' );
		$body = $this->assertOk( $this->get( '/get-user-info', array( 'campaignId' => $this->campaign_id() ) ) );
		$this->assertSame(
			array(
				'firstName' => 'Uma',
				'lastName'  => 'Reyes',
				'email'     => 'user@example.com',
			),
			$body['data']
		);
	}

	public function test_user_info_checks_the_campaign_when_given(): void {
		$this->actingAs( 'user' );
		$this->assertOk( $this->get( '/get-user-info' ) );
		$this->assertError( 404, $this->get( '/get-user-info', array( 'campaignId' => $this->campaign_id( DemoData::DRAFT_SLUG ) ) ), 'p2p_campaign_not_found' );
		$this->assertError( 400, $this->get( '/get-user-info', array( 'campaignId' => 'abc' ) ), 'rest_invalid_param' );
	}

	public function test_fundraiser_info_of_a_captain_has_the_fundraiser_and_the_team(): void {
		$this->actingAs( 'captain@example.com' );
		$info = $this->assertOk( $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) ) )['data'];

		$id   = $this->fundraiser_id( 'captain' );
		$team = $this->team_id( 'Blue Wave Runners' );
		$this->assertSame(
			array(
				'id'              => $id,
				'fundraiser_name' => 'Carla Mendes',
				'profile_image'   => P2P_FUNDRAISING_URL . 'tools/demo/assets/fundraiser-carla.svg',
				'amount_raised'   => 320,
				'url'             => home_url( '/campaigns/demo/fundraiser/' . $id . '/' ),
			),
			$info['fundraiser']
		);
		$this->assertSame(
			array(
				'id'            => $team,
				'name'          => 'Blue Wave Runners',
				'profile_image' => P2P_FUNDRAISING_URL . 'tools/demo/assets/team-blue-wave.svg',
				'members'       => 3,
				'url'           => home_url( '/campaigns/demo/team/' . $team . '/' ),
				'captain_user_id' => get_user_by( 'login', 'captain' )->ID,
			),
			$info['team']
		);
	}

	public function test_fundraiser_info_without_team_or_without_fundraiser_is_null(): void {
		$this->actingAs( 'fundraiser' );
		$info = $this->assertOk( $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) ) )['data'];
		$this->assertSame( $this->fundraiser_id( 'fundraiser' ), $info['fundraiser']['id'] );
		$this->assertNull( $info['team'] );
		$this->assertNull( $info['registration_fee'], 'nothing owed without a registration fee' );

		$this->actingAs( 'user' );
		$response = $this->request( 'GET', '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '{"data":{"fundraiser":null,"team":null,"registration_fee":null}}', wp_json_encode( $this->json( $response ) ) );
	}

	public function test_fundraiser_info_needs_a_visible_campaign(): void {
		$this->actingAs( 'ana' );
		$this->assertError( 400, $this->get( '/get-fundraiser-info' ), 'rest_missing_callback_param' );
		$this->assertError( 400, $this->get( '/get-fundraiser-info', array( 'campaignId' => 0 ) ), 'rest_invalid_param' );
		$this->assertError( 404, $this->get( '/get-fundraiser-info', array( 'campaignId' => 999999 ) ), 'p2p_campaign_not_found' );
		$this->assertError( 404, $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id( DemoData::DRAFT_SLUG ) ) ), 'p2p_campaign_not_found' );
	}
}
