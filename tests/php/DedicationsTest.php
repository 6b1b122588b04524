<?php
/**
 * Dedications (issue 27): "In honour of" / "In memory of" a name with a gift, shown wherever its
 * message is (also when anonymous), hidden with it; one e-mail to the person the donor names,
 * once, never with the amount, only for a completed gift; exported and erased.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\DedicationMail;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Privacy\PersonalData;
use P2PFundraising\Rest\Schemas;
use P2PFundraising\Settings;
use P2PFundraising\TextLimits;

final class DedicationsTest extends WriteTestCase {

	private const HONOREE = 'grandma.rose@example.org';

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

	/**
	 * A gift to the demo fundraiser "captain" dedicated in memory of Rose Miller, telling the family.
	 *
	 * @param array<string, mixed> $changes Fields to change.
	 */
	private function gift( array $changes = array() ): int {
		return ( new DonationService() )->record(
			$changes + array(
				'campaign_id'     => $this->campaign_id(),
				'fundraiser_id'   => $this->fundraiser_id( 'captain' ),
				'donor_name'      => 'Lena Giver',
				'donor_email'     => 'lena.giver@example.net',
				'is_anonymous'    => false,
				'amount'          => 73,
				'mode'            => Settings::PAYMENT_MODE_TEST,
				'message'         => 'She loved this run.',
				'dedication_type' => Dedication::MEMORY,
				'dedication_name' => 'Rose Miller',
				'notify_name'     => 'The Miller family',
				'notify_email'    => self::HONOREE,
			)
		);
	}

	/** The recent-donation row of $id on the campaign, team and fundraiser pages. */
	private function public_rows( int $id ): array {
		$team = ( new DonationRepository() )->find( $id )['team_id'];
		$rows = array();
		foreach ( array( 'campaign' => array(), 'team' => array( 'team_id' => $team ), 'fundraiser' => array( 'fundraiser_id' => $this->fundraiser_id( 'captain' ) ) ) as $page => $params ) {
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

	/** The e-mails to the honoree's family WP-Cron sends now. */
	private function honoree_mails(): array {
		MailQueue::drain();
		return array_values( array_filter( $this->mails, static fn( array $m ): bool => self::HONOREE === $m['to'] ) );
	}

	/** @param array<string, string> $fields Fields besides the nonce, amount and donor. */
	private function submit( array $fields ): array {
		$campaign = $this->campaign_id();
		return ( new DonationForm() )->handle(
			$campaign,
			array(),
			$fields + array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $campaign ) ),
				'amount'                  => '50',
				'first_name'              => 'Form',
				'last_name'               => 'Giver',
				'email'                   => 'form.giver@example.net',
			)
		);
	}

	private function queued_notices(): int {
		return $this->count_where( 'mail_queue', 'kind = %s', EmailTemplates::DEDICATION_NOTICE );
	}

	public function test_the_form_offers_the_dedication_below_the_message_with_the_consent_beside_the_address(): void {
		$html = ( new DonationForm() )->handle( $this->campaign_id(), array(), null )['html'];
		$this->assertStringContainsString( '<details class="p2p-donate__dedication"><summary>Dedicate this gift (optional)</summary>', $html, 'folded while unused' );
		$this->assertLessThan( strpos( $html, '<details class="p2p-donate__dedication"' ), strpos( $html, 'id="p2p-message"' ), 'below the message field' );
		$this->assertStringContainsString( '<label for="p2p-dedication-type">Dedication</label><select id="p2p-dedication-type" name="dedication_type">', $html );
		$this->assertStringContainsString( '<option value="honour">In honour of</option><option value="memory">In memory of</option>', $html );
		$this->assertStringContainsString( '<label for="p2p-notify-email">Their address</label><input id="p2p-notify-email" name="notify_email" type="email" autocomplete="off" value="" maxlength="191" aria-describedby="p2p-notify-email-hint">', $html );
		$this->assertStringContainsString( '<p id="p2p-notify-email-hint" class="p2p-donate__hint p2p-donate__hint--field">' . esc_html( Dedication::consent_text() ) . '</p>', $html );
		$this->assertStringContainsString( 'maxlength="' . TextLimits::max( TextLimits::NAME ) . '"', $html );
	}

	public function test_the_form_stores_a_dedication_as_plain_text(): void {
		$response = $this->submit(
			array(
				'dedication_type' => 'honour',
				'dedication_name' => ' <b>Coach</b>  Dana ',
				'notify_name'     => 'Dana Coach',
				'notify_email'    => ' Dana.Coach@Example.org ',
			)
		);
		$this->assertSame( 303, $response['status'], $response['html'] ?? '' );
		parse_str( (string) wp_parse_url( $response['redirect'], PHP_URL_QUERY ), $query );
		$donation = ( new DonationRepository() )->find( (int) $query['donation'] );
		$this->assertSame( 'honour', $donation['dedication_type'] );
		$this->assertSame( 'Coach Dana', $donation['dedication_name'] );
		$this->assertSame( 'Dana Coach', $donation['notify_name'] );
		$this->assertSame( 'dana.coach@example.org', $donation['notify_email'] );
	}

	public function test_each_incomplete_or_overlong_dedication_is_refused_with_its_field_message(): void {
		$long  = str_repeat( 'ä', TextLimits::max( TextLimits::NAME ) + 1 );
		$cases = array(
			'a name without a kind'   => array( array( 'dedication_name' => 'Rose' ), 'dedication_type', 'Choose “In honour of” or “In memory of” for the name you entered.' ),
			'a kind without a name'   => array( array( 'dedication_type' => 'memory' ), 'dedication_name', 'Enter the name of the person you dedicate your gift to.' ),
			'someone to tell, no one' => array( array( 'notify_name' => 'Ann', 'notify_email' => 'ann@example.org' ), 'dedication_name', 'Enter the name of the person you dedicate your gift to.' ),
			'an address, no name'     => array( array( 'dedication_type' => 'memory', 'dedication_name' => 'Rose', 'notify_email' => 'ann@example.org' ), 'notify_name', 'Enter the name of the person we should tell.' ),
			'a name, no address'      => array( array( 'dedication_type' => 'memory', 'dedication_name' => 'Rose', 'notify_name' => 'Ann' ), 'notify_email', 'Enter their e-mail address, or leave both fields empty.' ),
			'a bad address'           => array( array( 'dedication_type' => 'memory', 'dedication_name' => 'Rose', 'notify_name' => 'Ann', 'notify_email' => 'ann@' ), 'notify_email', 'Enter a valid e-mail address, e.g. name@example.com.' ),
			'a name too long'         => array( array( 'dedication_type' => 'honour', 'dedication_name' => $long ), 'dedication_name', TextLimits::message( TextLimits::max( TextLimits::NAME ) ) ),
			'their name too long'     => array( array( 'dedication_type' => 'honour', 'dedication_name' => 'Rose', 'notify_name' => $long, 'notify_email' => 'ann@example.org' ), 'notify_name', TextLimits::message( TextLimits::max( TextLimits::NAME ) ) ),
		);
		$before = $this->count_where( 'donations', 'campaign_id = %d', $this->campaign_id() );
		foreach ( $cases as $case => list( $fields, $field, $message ) ) {
			$response = $this->submit( $fields );
			$this->assertSame( 422, $response['status'], $case );
			$id = 'p2p-' . str_replace( '_', '-', $field );
			$this->assertStringContainsString( '<p id="' . $id . '-error" class="p2p-donate__error">' . esc_html( $message ) . '</p>', $response['html'], $case );
			$this->assertStringContainsString( '<a href="#' . $id . '">' . esc_html( $message ) . '</a>', $response['html'], "{$case}: in the error summary" );
			$this->assertStringContainsString( '<details class="p2p-donate__dedication" open>', $response['html'], "{$case}: opened on its error" );
		}
		$this->assertSame( $before, $this->count_where( 'donations', 'campaign_id = %d', $this->campaign_id() ), 'nothing recorded' );
		$this->assertSame( 303, $this->submit( array( 'dedication_type' => 'honour', 'dedication_name' => str_repeat( 'ä', TextLimits::max( TextLimits::NAME ) ) ) )['status'], 'exactly the limit is fine' );
	}

	public function test_the_dedication_shows_on_the_three_pages_in_my_donors_and_in_the_fundraisers_e_mail(): void {
		$id = $this->gift();
		foreach ( $this->public_rows( $id ) as $page => $row ) {
			$this->assertSame( 'memory', $row['dedicationType'], $page );
			$this->assertSame( 'Rose Miller', $row['dedicationName'], $page );
			$this->assertStringNotContainsString( self::HONOREE, (string) wp_json_encode( $row ), 'the address is never public' );
		}
		$mine = $this->my_donor( $id );
		$this->assertSame( 'memory', $mine['dedicationType'] );
		$this->assertSame( 'Rose Miller', $mine['dedicationName'] );
		MailQueue::drain();
		$fundraiser = array_values( array_filter( $this->mails, static fn( array $m ): bool => 'captain@example.com' === $m['to'] && 0 === strpos( $m['subject'], 'You received a donation' ) ) );
		$this->assertCount( 1, $fundraiser );
		$this->assertStringContainsString( "In memory of Rose Miller\n\nTheir message:\nShe loved this run.", $fundraiser[0]['message'] );
	}

	public function test_an_anonymous_gift_keeps_its_dedication_and_the_honoree_hears_from_someone(): void {
		$id = $this->gift( array( 'is_anonymous' => true ) );
		foreach ( $this->public_rows( $id ) as $page => $row ) {
			$this->assertSame( 'Anonymous', $row['donorName'], $page );
			$this->assertSame( 'Rose Miller', $row['dedicationName'], $page );
		}
		$this->assertSame( 'Rose Miller', $this->my_donor( $id )['dedicationName'] );
		$mails = $this->honoree_mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'Someone made a gift in memory of Rose Miller', $mails[0]['subject'] );
		$this->assertStringNotContainsString( 'Lena', $mails[0]['subject'] . $mails[0]['message'] );
	}

	public function test_the_honoree_gets_one_e_mail_with_name_and_message_and_never_the_amount(): void {
		$this->gift();
		$mails = $this->honoree_mails();
		$this->assertCount( 1, $mails );
		$mail = $mails[0];
		$this->assertSame( 'Lena Giver made a gift in memory of Rose Miller', $mail['subject'] );
		$this->assertStringContainsString( "Dear The Miller family,\n\nLena Giver made a gift to ", $mail['message'] );
		$this->assertStringContainsString( "Their message:\nShe loved this run.", $mail['message'] );
		$this->assertStringContainsString( 'gave us your address for this one e-mail about their gift', $mail['message'], 'the consent, always' );
		foreach ( array( '73', Settings::format_money( 73.0 ), '$' ) as $amount ) {
			$this->assertStringNotContainsString( $amount, $mail['subject'] . $mail['message'], 'never the amount' );
		}
		$this->assertNotContains( 'amount', EmailTemplates::placeholders()[ EmailTemplates::DEDICATION_NOTICE ], 'no template can add it' );
		$this->assertSame( array( 'amount' ), EmailTemplates::unknown_placeholders( EmailTemplates::DEDICATION_NOTICE, 'You got {amount}' ) );
		$this->assertCount( 1, $this->honoree_mails(), 'a later drain sends nothing more' );
	}

	public function test_a_completion_announced_again_and_two_drains_at_once_send_one_e_mail(): void {
		$id       = $this->gift();
		$donation = ( new DonationRepository() )->find( $id );
		// A retried webhook, a second listener on another server: the completion is announced again,
		// a second later (the claim's timestamp differs, so only the condition can refuse it).
		sleep( 1 );
		DedicationMail::queue( $donation );
		do_action( 'p2p_fundraising_donation_completed', $donation );
		$this->assertSame( 1, $this->queued_notices(), 'one claim on the donation' );
		$this->assertNotNull( ( new DonationRepository() )->find( $id )['notified_at'] );

		// Two workers drain at the same moment: while the first sends, the second runs.
		$second = 0;
		$inner  = function ( $short, $atts ) use ( &$second, &$inner ) {
			if ( self::HONOREE === $atts['to'] && 0 === $second ) {
				$second = -1;
				remove_filter( 'pre_wp_mail', $inner, 0 );
				$second = MailQueue::drain();
			}
			return $short;
		};
		add_filter( 'pre_wp_mail', $inner, 0, 2 );
		MailQueue::drain();
		remove_filter( 'pre_wp_mail', $inner, 0 );
		$this->assertCount( 1, array_filter( $this->mails, static fn( array $m ): bool => self::HONOREE === $m['to'] ), 'sent once' );
		$this->assertSame( 1, $this->count_where( 'mail_queue', 'kind = %s AND status = %s', EmailTemplates::DEDICATION_NOTICE, MailQueueRepository::STATUS_SENT ) );
	}

	public function test_a_pending_offline_pledge_tells_only_once_confirmed_and_a_refunded_one_never(): void {
		$service = new DonationService();
		$pledge  = $this->gift( array( 'mode' => Settings::PAYMENT_MODE_OFFLINE ) );
		$this->assertSame( 0, $this->queued_notices(), 'pending: nothing yet' );
		$this->assertCount( 0, $this->honoree_mails() );
		$this->assertTrue( $service->complete( $pledge ) );
		$this->assertCount( 1, $this->honoree_mails(), 'confirmed: told' );

		// Refunded before WP-Cron ran: the queued e-mail is skipped.
		$this->mails = array();
		$refunded    = $this->gift( array( 'donor_email' => 'second.giver@example.net' ) );
		$this->assertTrue( $service->refund( $refunded ) );
		$this->assertCount( 0, $this->honoree_mails() );
		// A pledge refused (cancelled) never completes, so it never tells.
		$cancelled = $this->gift( array( 'mode' => Settings::PAYMENT_MODE_OFFLINE, 'donor_email' => 'third.giver@example.net' ) );
		$service->cancel( $cancelled );
		$this->assertCount( 0, $this->honoree_mails() );
		$this->assertNull( ( new DonationRepository() )->find( $cancelled )['notified_at'] );
	}

	public function test_hiding_the_message_hides_the_dedication_everywhere_and_stops_the_e_mail(): void {
		$id = $this->gift();
		$this->public_rows( $id ); // Read, and cached, before the hide.
		$only = $this->gift( array( 'message' => '', 'notify_name' => '', 'notify_email' => '', 'donor_email' => 'only.dedication@example.net' ) );

		$this->next_request();
		$this->actingAs( 'admin' );
		list( $status, $body ) = $this->post( '/admin/campaigns/' . $this->campaign_id() . '/donations/messages', array( 'ids' => array( $id, $only ), 'hidden' => true ) );
		$this->actingAs( null );
		$this->assertSame( 200, $status, (string) wp_json_encode( $body ) );
		$this->assertSame( 2, $body['data']['changed'], 'a gift with only a dedication can be hidden too' );

		$this->next_request();
		foreach ( array( $id, $only ) as $gift ) {
			foreach ( $this->public_rows( $gift ) as $page => $row ) {
				$this->assertSame( '', $row['dedicationType'], $page );
				$this->assertSame( '', $row['dedicationName'], $page );
			}
		}
		$this->assertSame( '', $this->my_donor( $id )['dedicationName'] );
		MailQueue::drain();
		foreach ( $this->mails as $mail ) {
			$this->assertStringNotContainsString( 'Rose Miller', $mail['subject'] . $mail['message'], 'hidden before WP-Cron ran: no e-mail names it' );
		}
		$this->assertCount( 0, array_filter( $this->mails, static fn( array $m ): bool => self::HONOREE === $m['to'] ) );

		// The administrator still sees it, and the CSV carries it.
		$this->actingAs( 'admin' );
		$admin = $this->assertOk( $this->get( '/admin/campaigns/' . $this->campaign_id() . '/donations', array( 'per_page' => 10 ) ) )['data'];
		$row   = current( array_filter( $admin, static fn( array $r ): bool => $r['id'] === $id ) );
		$this->assertSame( 'Rose Miller', $row['dedication_name'] );
		$this->assertTrue( $row['dedication_notified'] );
		$csv = (string) $this->request( 'GET', '/admin/campaigns/' . $this->campaign_id() . '/export', array( 'type' => 'donations', 'ids' => (string) $id ) )->get_data();
		$this->assertStringContainsString( ',yes,In memory of Rose Miller,yes', $csv );
		$this->assertStringNotContainsString( self::HONOREE, $csv );
	}

	public function test_the_exporter_and_eraser_cover_the_dedication_and_the_address_for_both_people(): void {
		$id     = $this->gift();
		$fields = array_column( PersonalData::export( 'lena.giver@example.net' )['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'In memory of Rose Miller', $fields['Dedication'] );
		$this->assertSame( 'The Miller family <' . self::HONOREE . '>', $fields['Person to tell about the dedication'] );

		// The person told may ask for their own data: the gifts that named their address.
		$theirs = PersonalData::export( self::HONOREE )['data'];
		$this->assertCount( 1, $theirs );
		$this->assertSame( 'p2p-fundraising-dedication-notices', $theirs[0]['group_id'] );
		$this->assertStringNotContainsString( 'Lena', (string) wp_json_encode( $theirs ), 'not the donor' );

		$other = $this->gift( array( 'donor_email' => 'other.giver@example.net' ) );
		$erase = PersonalData::erase( self::HONOREE );
		$this->assertTrue( $erase['items_removed'] );
		$row = ( new DonationRepository() )->find( $other );
		$this->assertSame( '', $row['notify_email'] );
		$this->assertSame( '', $row['notify_name'] );
		$this->assertSame( 'Rose Miller', $row['dedication_name'], 'the donor’s dedication stays' );

		PersonalData::erase( 'lena.giver@example.net' );
		$row = ( new DonationRepository() )->find( $id );
		foreach ( Dedication::FIELDS as $field ) {
			$this->assertSame( '', $row[ $field ], $field );
		}
		$this->next_request();
		$this->assertSame( '', $this->public_rows( $id )['campaign']['dedicationName'] );
	}
}
