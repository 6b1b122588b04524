<?php
/**
 * GET/POST /admin/email-settings and POST /admin/email-settings/test.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Engagement\EmailTemplates;

final class EmailSettingsEndpointsTest extends WriteTestCase {

	private function settings_body( array $overrides = array(), int $days = 7 ): array {
		$templates = array();
		foreach ( EmailTemplates::KINDS as $kind ) {
			$templates[ $kind ] = ( $overrides[ $kind ] ?? array() ) + array(
				'enabled' => true,
				'subject' => '',
				'body'    => '',
			);
		}
		return array(
			'templates' => $templates,
			'nudgeDays' => $days,
		);
	}

	public function test_only_plugin_administrators(): void {
		$this->assertError( 401, $this->get( '/admin/email-settings' ), 'p2p_not_logged_in' );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->get( '/admin/email-settings' ), 'p2p_forbidden' );
		$this->assertError( 403, $this->post( '/admin/email-settings', $this->settings_body() ), 'p2p_forbidden' );
		$this->assertError( 403, $this->post( '/admin/email-settings/test', array( 'kind' => 'welcome' ) ), 'p2p_forbidden' );
		$this->assertCount( 0, $this->mails );
	}

	public function test_reads_the_defaults_with_their_placeholders(): void {
		$this->actingAs( 'admin' );
		$data = $this->assertOk( $this->get( '/admin/email-settings' ) )['data'];
		$this->assertSame( EmailTemplates::KINDS, array_column( $data['templates'], 'kind' ) );
		$this->assertSame( 7, $data['nudgeDays'] );
		$received = $data['templates'][1];
		$this->assertTrue( $received['enabled'] );
		$this->assertSame( 'You received a donation of {amount}', $received['subject'] );
		$this->assertSame( $received['defaultSubject'], $received['subject'] );
		$this->assertContains( 'donor_name', $received['placeholders'] );
		$this->assertContains( 'page_url', $received['placeholders'] );
	}

	public function test_saves_switches_and_texts_and_validates(): void {
		$this->actingAs( 'admin' );
		$data = $this->assertOk(
			$this->post(
				'/admin/email-settings',
				$this->settings_body(
					array(
						'nudge'     => array( 'enabled' => false ),
						'milestone' => array( 'subject' => 'Hooray {fundraiser_name}', 'body' => "Line one\nLine <b>two</b>" ),
					),
					14
				)
			)
		)['data'];
		$by_kind = array_column( $data['templates'], null, 'kind' );
		$this->assertFalse( $by_kind['nudge']['enabled'] );
		$this->assertSame( 'Hooray {fundraiser_name}', $by_kind['milestone']['subject'] );
		$this->assertSame( "Line one\nLine two", $by_kind['milestone']['body'] );
		$this->assertSame( 14, $data['nudgeDays'] );
		$this->assertSame( 'Hooray {fundraiser_name}', EmailTemplates::get( 'milestone' )['subject'] );

		$this->assertError( 400, $this->post( '/admin/email-settings', $this->settings_body( array(), 0 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->post( '/admin/email-settings', $this->settings_body( array( 'welcome' => array( 'subject' => str_repeat( 'a', 201 ) ) ) ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->post( '/admin/email-settings', array( 'nudgeDays' => 3 ) ), 'rest_missing_callback_param' );
	}

	public function test_send_me_a_test_goes_to_the_administrator_with_sample_values(): void {
		$this->actingAs( 'admin' );
		$body = $this->assertOk( $this->post( '/admin/email-settings/test', array( 'kind' => 'donation_received' ) ) );
		$this->assertSame( 'A test e-mail was sent to admin@example.com.', $body['message'] );
		$this->assertSame( 'admin@example.com', $this->mails[0]['to'] );
		$this->assertSame( '[Test] You received a donation of $50', $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'Sam Donor just gave $50', $this->mails[0]['message'] );

		$this->assertOk( $this->post( '/admin/email-settings/test', array( 'kind' => 'milestone', 'subject' => 'Unsaved {milestone}' ) ) );
		$this->assertSame( '[Test] Unsaved 50%', $this->mails[1]['subject'] );
		$this->assertError( 400, $this->post( '/admin/email-settings/test', array( 'kind' => 'spam' ) ), 'rest_invalid_param' );
	}
}
