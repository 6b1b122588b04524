<?php
/**
 * GET/POST /admin/settings and the registration switch it controls.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Settings;
use P2PFundraising\Uninstaller;

final class AdminSettingsEndpointsTest extends WriteTestCase {

	public function test_registration_is_open_by_default_whatever_users_can_register_says(): void {
		update_option( 'users_can_register', '0' );
		$this->actingAs( 'admin' );
		$body = $this->assertOk( $this->get( '/admin/settings' ) );
		$this->assertSame(
			array(
				'registrationOpen'      => true,
				'deleteDataOnUninstall' => false,
			),
			$body['data']
		);
	}

	public function test_an_administrator_chooses_to_delete_the_data_with_the_plugin(): void {
		$this->actingAs( 'admin' );
		$this->assertFalse( Uninstaller::deletes_data(), 'kept by default' );
		$body = $this->assertOk( $this->post( '/admin/settings', array( 'deleteDataOnUninstall' => true ) ) );
		$this->assertTrue( $body['data']['deleteDataOnUninstall'] );
		$this->assertTrue( $body['data']['registrationOpen'], 'the other settings stay' );
		$this->assertTrue( Uninstaller::deletes_data() );
	}

	public function test_an_administrator_closes_and_reopens_registration(): void {
		$this->actingAs( 'admin' );
		$body = $this->assertOk( $this->post( '/admin/settings', array( 'registrationOpen' => false ) ) );
		$this->assertFalse( $body['data']['registrationOpen'] );
		$this->assertFalse( Settings::registration_open() );

		$body = $this->assertOk( $this->post( '/admin/settings', array() ) );
		$this->assertFalse( $body['data']['registrationOpen'], 'a setting not sent is left as it is' );

		$body = $this->assertOk( $this->post( '/admin/settings', array( 'registrationOpen' => true ) ) );
		$this->assertTrue( $body['data']['registrationOpen'] );
	}

	public function test_a_value_that_is_not_a_boolean_is_refused(): void {
		$this->actingAs( 'admin' );
		$this->assertError( 400, $this->post( '/admin/settings', array( 'registrationOpen' => 'maybe' ) ), 'rest_invalid_param' );
		$this->assertTrue( Settings::registration_open() );
	}

	public function test_closed_registration_refuses_every_registration_route_with_a_message(): void {
		Settings::set_registration_open( false );
		$form = array(
			'firstName'   => 'Closed',
			'lastName'    => 'Door',
			'email'       => 'closed@example.net',
			'password'    => 'secret1',
			'password2'   => 'secret1',
			'campaign_id' => $this->campaign_id(),
		);
		list( $status, $body ) = $this->post( '/register-fundraiser', $form );
		$this->assertSame( 403, $status );
		$this->assertSame( 'p2p_registration_closed', $body['code'] );
		$this->assertSame( 'Registration of new fundraisers is closed at the moment.', $body['message'] );
		$this->assertFalse( email_exists( 'closed@example.net' ) );

		$join = $form + array(
			'campaignId' => $this->campaign_id(),
			'teamId'     => $this->team_id( 'Blue Wave Runners' ),
		);
		$this->assertError( 403, $this->post( '/register-join-team', $join ), 'p2p_registration_closed' );

		$this->actingAs( 'user@example.com' );
		$this->assertError( 403, $this->post( '/create-fundraiser-profile', $form ), 'p2p_registration_closed' );
	}

	public function test_the_campaign_page_settings_say_whether_registration_is_open(): void {
		$this->assertTrue( Settings::client()['registrationOpen'] );
		Settings::set_registration_open( false );
		$this->assertFalse( Settings::client()['registrationOpen'] );
	}
}
