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

	public function test_an_unknown_placeholder_is_refused_with_the_ones_the_e_mail_knows(): void {
		$this->actingAs( 'admin' );
		$before = get_option( EmailTemplates::OPTION );
		$result = $this->post( '/admin/email-settings', $this->settings_body( array( 'welcome' => array( 'body' => 'Hi {fundraiser_name}, see {bogus} and {Page_URL}.' ) ) ) );
		$this->assertError( 400, $result, 'rest_invalid_param' );
		$message = 'Unknown placeholders {bogus}, {Page_URL}. This e-mail understands: {fundraiser_name}, {amount_raised}, {goal}, {page_url}, {dashboard_url}, {campaign_title}, {site_name}.';
		$this->assertSame( $message, $result[1]['message'] );
		$this->assertSame( array( 'welcome.body' => $message ), $result[1]['data']['params'] );
		$this->assertSame( $before, get_option( EmailTemplates::OPTION ), 'nothing is saved' );

		// Each kind knows its own: {amount} belongs to the donation e-mail, not the nudge.
		$result = $this->post( '/admin/email-settings', $this->settings_body( array( 'nudge' => array( 'subject' => 'Got {amount}?' ), 'donation_received' => array( 'subject' => 'Got {amount}!' ) ) ) );
		$this->assertError( 400, $result, 'rest_invalid_param' );
		$this->assertSame( array( 'nudge.subject' ), array_keys( $result[1]['data']['params'] ) );
		$this->assertStringContainsString( 'Unknown placeholder {amount}. This e-mail understands: {fundraiser_name}', $result[1]['data']['params']['nudge.subject'] );

		// "Send me a test" of an unsaved text refuses it the same way, and sends nothing.
		$result = $this->post( '/admin/email-settings/test', array( 'kind' => 'milestone', 'body' => 'Yay {bogus}' ) );
		$this->assertError( 400, $result, 'rest_invalid_param' );
		$this->assertArrayHasKey( 'milestone.body', $result[1]['data']['params'] );
		$this->assertCount( 0, $this->mails );
	}

	public function test_the_links_of_a_test_e_mail_open_real_pages_of_a_real_campaign(): void {
		$this->actingAs( 'admin' );
		$this->assertOk( $this->post( '/admin/email-settings/test', array( 'kind' => 'welcome' ) ) );
		$message = $this->mails[0]['message'];
		$this->assertStringNotContainsString( '/campaigns/example/', $message );
		preg_match_all( '#https?://\S+/campaigns/([^/\s]+)/(\S*)#', $message, $links, PREG_SET_ORDER );
		$this->assertNotEmpty( $links );
		$leading = $this->top_raiser( 'fundraisers', $this->campaign_id() );
		foreach ( $links as $link ) {
			$this->assertSame( 'demo', $link[1], 'the active demo campaign' );
			if ( 0 === strpos( $link[2], 'fundraiser/' ) ) {
				$this->assertMatchesRegularExpression( '#^fundraiser/\d+/$#', $link[2] );
				$fundraiser = ( new \P2PFundraising\Database\FundraiserRepository() )->find( (int) substr( $link[2], 11 ) );
				$this->assertSame( $this->campaign_id(), $fundraiser['campaign_id'], 'a real fundraiser of that campaign' );
				$this->assertSame( $leading, $fundraiser['name'] );
			}
		}
		$this->assertStringContainsString( '/campaigns/demo/start-fundraising/', $message );
		$this->assertStringContainsString( 'Run for Clean Water 2026', $message );
	}

	public function test_the_donor_receipt_is_listed_with_its_organisation_and_tax_wording(): void {
		$this->actingAs( 'admin' );
		$data    = $this->assertOk( $this->get( '/admin/email-settings' ) )['data'];
		$receipt = array_column( $data['templates'], null, 'kind' )['donor_receipt'];
		$this->assertSame( 'donor', $receipt['audience'] );
		$this->assertSame( 'fundraiser', array_column( $data['templates'], null, 'kind' )['welcome']['audience'] );
		$this->assertSame( 'Your donation receipt {receipt_number}', $receipt['subject'] );
		$this->assertContains( 'tax_text', $receipt['placeholders'] );
		$this->assertSame( array( 'organisation' => '', 'organisationDefault' => get_bloginfo( 'name' ), 'taxText' => '' ), $data['receipt'] );

		$body            = $this->settings_body();
		$body['receipt'] = array( 'organisation' => 'Clean Water Trust', 'taxText' => "Charity no. 12345.\nTax-deductible to the extent the law allows." );
		$data            = $this->assertOk( $this->post( '/admin/email-settings', $body ) )['data'];
		$this->assertSame( 'Clean Water Trust', $data['receipt']['organisation'] );
		$this->assertSame( 'Clean Water Trust', EmailTemplates::organisation() );

		$this->assertOk( $this->post( '/admin/email-settings/test', array( 'kind' => 'donor_receipt' ) ) );
		$this->assertMatchesRegularExpression( '/^\[Test\] Your donation receipt P2P-\d{6}$/', $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'Received by: Clean Water Trust', $this->mails[0]['message'] );
		$this->assertStringContainsString( "Charity no. 12345.\nTax-deductible", $this->mails[0]['message'] );
		$this->assertStringContainsString( '/campaigns/demo/', $this->mails[0]['message'] );

		// Saving without the receipt object keeps it; an over-long name is refused.
		$this->assertOk( $this->post( '/admin/email-settings', $this->settings_body() ) );
		$this->assertSame( 'Clean Water Trust', EmailTemplates::organisation() );
		$body['receipt']['organisation'] = str_repeat( 'a', 201 );
		$result                          = $this->post( '/admin/email-settings', $body );
		$this->assertError( 400, $result, 'rest_invalid_param' );
		$this->assertArrayHasKey( 'receipt.organisation', $result[1]['data']['params'] );
	}
}
