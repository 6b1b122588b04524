<?php
/**
 * Words of support (issue 27): typed with a gift, shown on the three pages, in My donors and in
 * "You received a donation", hidden by an administrator everywhere at once, exported and erased.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Donations\DonationMessage;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Privacy\PersonalData;
use P2PFundraising\Rest\Schemas;
use P2PFundraising\Settings;

final class DonationMessagesTest extends WriteTestCase {

	private const WORDS = "Go Carla!\nWe are all behind you.";

	protected function setUp(): void {
		parent::setUp();
		PersistentCacheStandIn::reset_server();
		$this->next_request();
	}

	protected function tearDown(): void {
		PersistentCacheStandIn::reset_server();
		$GLOBALS['wp_object_cache'] = new \WP_Object_Cache();
		parent::tearDown();
	}

	/** A new request on another PHP worker: empty runtime memory, the same cache server. */
	private function next_request(): void {
		$GLOBALS['wp_object_cache'] = new PersistentCacheStandIn();
		$GLOBALS['wp_rest_server']  = null;
	}

	/** A completed test-mode gift to the demo fundraiser "fundraiser" with a message. */
	private function gift( string $message = self::WORDS, bool $anonymous = false, string $email = 'mia.words@example.net' ): int {
		return ( new DonationService() )->record(
			array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $this->fundraiser_id( 'captain' ),
				'donor_name'    => 'Mia Words',
				'donor_email'   => $email,
				'is_anonymous'  => $anonymous,
				'amount'        => 35,
				'mode'          => Settings::PAYMENT_MODE_TEST,
				'message'       => $message,
			)
		);
	}

	/** The recent-donation row of $id on the campaign, team and fundraiser pages. */
	private function public_rows( int $id ): array {
		$fundraiser = $this->fundraiser_id( 'captain' );
		$team       = ( new DonationRepository() )->find( $id )['team_id'];
		$rows       = array();
		foreach ( array( 'campaign' => array(), 'team' => array( 'team_id' => $team ), 'fundraiser' => array( 'fundraiser_id' => $fundraiser ) ) as $page => $params ) {
			$data = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'per_page' => 50 ) + $params ) )['data'];
			$row  = current( array_filter( $data, static fn( array $r ): bool => $r['id'] === $id ) );
			$this->assertNotFalse( $row, "the gift is listed on the {$page} page" );
			$this->assertFitsShape( Schemas::donation_row(), $row );
			$rows[ $page ] = $row;
		}
		return $rows;
	}

	private function my_donor( int $id ): array {
		$this->actingAs( 'captain' );
		$data = $this->assertOk( $this->get( '/get-my-donors', array( 'campaignId' => $this->campaign_id(), 'per_page' => 50 ) ) )['data'];
		$this->actingAs( null );
		$row = current( array_filter( $data, static fn( array $r ): bool => $r['id'] === $id ) );
		$this->assertNotFalse( $row );
		$this->assertFitsShape( Schemas::my_donor(), $row );
		return $row;
	}

	/** The "You received a donation" e-mails WP-Cron sends now. */
	private function fundraiser_mails(): array {
		MailQueue::drain();
		return array_values( array_filter( $this->mails, static fn( array $m ): bool => 'captain@example.com' === $m['to'] && 0 === strpos( $m['subject'], 'You received a donation' ) ) );
	}

	/** The one "You received a donation" e-mail WP-Cron sends now. */
	private function fundraiser_mail(): array {
		$mails = $this->fundraiser_mails();
		$this->assertCount( 1, $mails );
		return $mails[0];
	}

	private function hide( array $ids, bool $hidden = true ): array {
		$this->actingAs( 'admin' );
		$result = $this->post( '/admin/campaigns/' . $this->campaign_id() . '/donations/messages', array( 'ids' => $ids, 'hidden' => $hidden ) );
		$this->actingAs( null );
		return $result;
	}

	public function test_the_form_offers_a_labelled_optional_message_and_stores_it_as_plain_text(): void {
		$campaign = $this->campaign_id();
		$html     = ( new DonationForm() )->handle( $campaign, array(), null )['html'];
		$this->assertStringContainsString( '<label for="p2p-message">Words of support (optional)</label>', $html );
		$this->assertMatchesRegularExpression( '/<textarea id="p2p-message" name="message" rows="3" maxlength="2000" aria-describedby="p2p-message-hint">/', $html );
		$this->assertStringContainsString( 'also when you donate anonymously', $html );

		$response = ( new DonationForm() )->handle(
			$campaign,
			array(),
			array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $campaign ) ),
				'amount'                  => '50',
				'email'                   => 'anon.words@example.net',
				'anonymous'               => '1',
				'message'                 => "  <b>Keep going</b> <script>alert(1)</script>\r\n\r\n\r\n\r\nFrom all of us <3  ",
			)
		);
		$this->assertSame( 303, $response['status'], $response['html'] ?? '' );
		parse_str( (string) wp_parse_url( $response['redirect'], PHP_URL_QUERY ), $query );
		$donation = ( new DonationRepository() )->find( (int) $query['donation'] );
		$this->assertSame( "Keep going\n\nFrom all of us <3", $donation['message'], 'markup and scripts gone, "<3" kept, blank lines capped' );
		$this->assertSame( 1, $donation['is_anonymous'] );
	}

	public function test_a_message_over_the_limit_is_refused_with_a_field_message_and_nothing_is_recorded(): void {
		$campaign = $this->campaign_id();
		$before   = $this->count_where( 'donations', 'campaign_id = %d', $campaign );
		$response = ( new DonationForm() )->handle(
			$campaign,
			array(),
			array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $campaign ) ),
				'amount'                  => '50',
				'first_name'              => 'Long',
				'last_name'               => 'Writer',
				'email'                   => 'long@example.net',
				'message'                 => str_repeat( 'ä', DonationMessage::max_length() + 1 ),
			)
		);
		$this->assertSame( 422, $response['status'] );
		$this->assertStringContainsString( 'id="p2p-message-error"', $response['html'] );
		$this->assertStringContainsString( 'Please shorten your message to 2000 characters (it has 2001).', $response['html'] );
		$this->assertMatchesRegularExpression( '/aria-describedby="p2p-message-hint p2p-message-error" aria-invalid="true">/', $response['html'] );
		$this->assertStringContainsString( str_repeat( 'ä', 50 ), $response['html'], 'what was typed is kept' );
		$this->assertSame( $before, $this->count_where( 'donations', 'campaign_id = %d', $campaign ) );

		$this->assertSame( 303, ( new DonationForm() )->handle(
			$campaign,
			array(),
			array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $campaign ) ),
				'amount'                  => '50',
				'first_name'              => 'Long',
				'last_name'               => 'Writer',
				'email'                   => 'long@example.net',
				'message'                 => str_repeat( 'ä', DonationMessage::max_length() ),
			)
		)['status'], 'exactly the limit is fine' );
	}

	public function test_the_message_shows_on_the_three_pages_in_my_donors_and_in_the_fundraisers_e_mail(): void {
		$id   = $this->gift();
		$rows = $this->public_rows( $id );
		foreach ( $rows as $page => $row ) {
			$this->assertSame( self::WORDS, $row['message'], $page );
			$this->assertSame( 'Mia Words', $row['donorName'] );
		}
		$this->assertSame( self::WORDS, $this->my_donor( $id )['message'] );
		$mail = $this->fundraiser_mail();
		$this->assertStringContainsString( "Mia Words just gave $35 to your fundraiser", $mail['message'] );
		$this->assertStringContainsString( "Their message:\n" . self::WORDS . "\n\n-- \n", $mail['message'] );
	}

	public function test_an_anonymous_donor_keeps_the_message_and_stays_unnamed(): void {
		$id = $this->gift( 'Quietly cheering.', true );
		foreach ( $this->public_rows( $id ) as $page => $row ) {
			$this->assertSame( 'Anonymous', $row['donorName'], $page );
			$this->assertSame( 'Quietly cheering.', $row['message'], $page );
		}
		$mine = $this->my_donor( $id );
		$this->assertSame( 'Anonymous', $mine['donorName'] );
		$this->assertSame( 'Quietly cheering.', $mine['message'] );
		$mail = $this->fundraiser_mail();
		$this->assertStringContainsString( "Their message:\nQuietly cheering.", $mail['message'] );
		$this->assertStringNotContainsString( 'Mia', $mail['message'] );
		$this->assertStringNotContainsString( 'Mia', (string) wp_json_encode( $this->public_rows( $id ) ) );
	}

	public function test_a_gift_without_a_message_shows_none_and_its_e_mail_has_no_message_block(): void {
		$id = $this->gift( '' );
		foreach ( $this->public_rows( $id ) as $row ) {
			$this->assertSame( '', $row['message'] );
		}
		$this->assertStringNotContainsString( 'Their message', $this->fundraiser_mail()['message'] );
	}

	public function test_hiding_a_message_takes_it_off_every_page_list_and_e_mail_at_once(): void {
		$id    = $this->gift();
		$other = $this->gift( 'Second voice.', false, 'second@example.net' );
		$this->public_rows( $id ); // Read, and cached, before the hide.

		$this->next_request();
		list( $status, $body ) = $this->hide( array( $id, $other ) );
		$this->assertSame( 200, $status, (string) wp_json_encode( $body ) );
		$this->assertSame( 2, $body['data']['changed'], 'bulk: both' );

		$this->next_request();
		foreach ( $this->public_rows( $id ) as $page => $row ) {
			$this->assertSame( '', $row['message'], "{$page}: gone on the next request, through the cache" );
			$this->assertSame( 'Mia Words', $row['donorName'], 'the gift itself stays' );
		}
		$this->assertSame( '', $this->public_rows( $other )['campaign']['message'] );
		$this->assertSame( '', $this->my_donor( $id )['message'] );
		// The e-mail was queued before the hide; it is written when sent, without the message.
		$mails = $this->fundraiser_mails();
		$this->assertCount( 2, $mails );
		foreach ( $mails as $mail ) {
			$this->assertStringNotContainsString( 'Go Carla', $mail['message'] );
			$this->assertStringNotContainsString( 'Their message', $mail['message'] );
		}

		// The administrator still sees it, marked hidden.
		$this->actingAs( 'admin' );
		$list  = $this->assertOk( $this->get( '/admin/campaigns/' . $this->campaign_id() . '/donations', array( 'orderby' => 'created', 'order' => 'desc', 'per_page' => 10 ) ) )['data'];
		$admin = current( array_filter( $list, static fn( array $r ): bool => $r['id'] === $id ) );
		$this->assertSame( self::WORDS, $admin['message'] );
		$this->assertTrue( $admin['message_hidden'] );

		// The CSV of the list carries the words and whether they are hidden (a formula is neutralised).
		$csv = (string) $this->request( 'GET', '/admin/campaigns/' . $this->campaign_id() . '/export', array( 'type' => 'donations', 'ids' => (string) $id ) )->get_data();
		$this->assertStringContainsString( '"' . self::WORDS . '",yes', $csv );

		list( , $body ) = $this->hide( array( $id ), false );
		$this->assertSame( 1, $body['data']['changed'] );
		$this->next_request();
		$this->assertSame( self::WORDS, $this->public_rows( $id )['team']['message'], 'shown again' );
	}

	public function test_the_hide_route_checks_who_asks_what_it_is_sent_and_which_campaign(): void {
		$id   = $this->gift();
		$path = '/admin/campaigns/' . $this->campaign_id() . '/donations/messages';
		$this->assertError( 401, $this->post( $path, array( 'ids' => array( $id ), 'hidden' => true ) ), 'p2p_not_logged_in' );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->post( $path, array( 'ids' => array( $id ), 'hidden' => true ) ) );
		$this->actingAs( 'admin' );
		$this->assertError( 400, $this->post( $path, array( 'ids' => array(), 'hidden' => true ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->post( $path, array( 'ids' => array( $id ) ) ), 'rest_missing_callback_param' );
		$this->assertError( 400, $this->post( $path, array( 'ids' => array( 'x' ), 'hidden' => true ) ), 'rest_invalid_param' );
		$this->assertError( 404, $this->post( '/admin/campaigns/999999/donations/messages', array( 'ids' => array( $id ), 'hidden' => true ) ) );

		// Another campaign's id in the list changes nothing there.
		$other = $this->campaign_id( DemoData::DRAFT_SLUG );
		list( $status, $body ) = $this->post( "/admin/campaigns/{$other}/donations/messages", array( 'ids' => array( $id ), 'hidden' => true ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 0, $body['data']['changed'] );
		$this->assertSame( 0, ( new DonationRepository() )->find( $id )['message_hidden'] );

		list( $status, $body ) = $this->post( $path, array( 'ids' => array( $id ), 'hidden' => true ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 1, $body['data']['changed'] );
		$this->assertFitsRouteSchema( $this->request( 'POST', $path, array( 'ids' => array( $id ), 'hidden' => true ) ) );
	}

	public function test_the_privacy_exporter_lists_the_message_and_the_eraser_removes_it(): void {
		$id       = $this->gift( 'Personal words.', false, 'erase.me@example.net' );
		$exported = PersonalData::export( 'erase.me@example.net' );
		$fields   = array_column( $exported['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Personal words.', $fields['Words of support'] );

		PersonalData::erase( 'erase.me@example.net' );
		$donation = ( new DonationRepository() )->find( $id );
		$this->assertSame( '', (string) $donation['message'] );
		$this->next_request();
		$this->assertSame( '', $this->public_rows( $id )['campaign']['message'] );
	}

	public function test_an_offline_gift_recorded_in_wp_admin_takes_a_message(): void {
		$this->actingAs( 'admin' );
		$path = '/admin/campaigns/' . $this->campaign_id() . '/donations';
		list( $status, $body ) = $this->post( $path, array( 'donor_name' => 'Cheque Writer', 'donor_email' => 'cheque.words@example.net', 'amount' => 20, 'message' => "<i>For the water</i>\nproject" ) );
		$this->assertSame( 201, $status, (string) wp_json_encode( $body ) );
		$this->assertSame( "For the water\nproject", $body['data']['message'] );
		$this->assertFalse( $body['data']['message_hidden'] );

		list( $status, $body ) = $this->post( $path, array( 'donor_name' => 'Cheque Writer', 'donor_email' => 'cheque.words@example.net', 'amount' => 20, 'message' => str_repeat( 'x', DonationMessage::max_length() + 1 ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Please shorten your message to 2000 characters (it has 2001).', $body['data']['params']['message'] );
	}
}
