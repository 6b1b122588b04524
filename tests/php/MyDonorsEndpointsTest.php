<?php
/**
 * GET /get-my-donors, POST /thank-donor, POST /thank-all-donors.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Rest\Schemas;

final class MyDonorsEndpointsTest extends WriteTestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// The demo's gifts are test-mode ones, which are never mailed: here they are real money.
		$wpdb->query( 'UPDATE ' . Schema::table( 'donations' ) . " SET mode = 'offline'" );
	}

	/** Id of a donation to a fundraiser (by login) from a donor (by name). */
	private function donation_id( string $login, string $donor ): int {
		global $wpdb;
		$id = $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . ' WHERE fundraiser_id = %d AND donor_name = %s ORDER BY id LIMIT 1', $this->fundraiser_id( $login ), $donor ) );
		$this->assertNotNull( $id );
		return (int) $id;
	}

	private function team_donation_id( string $team, string $donor ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . ' WHERE team_id = %d AND fundraiser_id = 0 AND donor_name = %s', $this->team_id( $team ), $donor ) );
	}

	private function thank( int $donation_id, string $message = 'Thank you, {donor_name}!' ): array {
		return $this->post(
			'/thank-donor',
			array(
				'campaignId'  => $this->campaign_id(),
				'donation_id' => $donation_id,
				'message'     => $message,
			)
		);
	}

	private function my_donors( array $params = array() ): array {
		return $this->get( '/get-my-donors', array_merge( array( 'campaignId' => $this->campaign_id() ), $params ) );
	}

	public function test_visitors_get_401_and_users_without_a_fundraiser_404(): void {
		$this->assertError( 401, $this->my_donors(), 'p2p_not_logged_in' );
		$this->assertError( 401, $this->thank( 1 ), 'p2p_not_logged_in' );
		$this->assertError( 401, $this->post( '/thank-all-donors', array( 'campaignId' => $this->campaign_id(), 'message' => 'x' ) ), 'p2p_not_logged_in' );
		$this->actingAs( 'user' );
		$this->assertError( 404, $this->my_donors(), 'p2p_fundraiser_not_found' );
		$this->assertError( 404, $this->thank( 1 ), 'p2p_fundraiser_not_found' );
	}

	public function test_bad_parameters_are_400(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertError( 400, $this->my_donors( array( 'per_page' => 51 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->my_donors( array( 'scope' => 'campaign' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->get( '/get-my-donors' ), 'rest_missing_callback_param' );
		$errors = $this->field_errors( $this->thank( $this->donation_id( 'fundraiser', 'Lucia Romero' ), '   ' ) );
		$this->assertSame( 'Please write a message.', $errors['message'] );
		$errors = $this->field_errors( $this->thank( $this->donation_id( 'fundraiser', 'Lucia Romero' ), str_repeat( 'a', 2001 ) ) );
		$this->assertSame( 'Please shorten this to at most 2,000 characters.', $errors['message'] );
	}

	public function test_a_write_without_the_nonce_is_refused(): void {
		$this->actingAs( 'fundraiser' );
		list( $status ) = $this->post( '/thank-donor', array( 'campaignId' => $this->campaign_id(), 'donation_id' => 1, 'message' => 'x' ), array(), '' );
		$this->assertSame( 403, $status );
	}

	public function test_a_fundraiser_sees_their_donors_newest_first_without_any_address(): void {
		$this->actingAs( 'fundraiser' );
		$body = $this->assertOk( $this->my_donors() );
		$this->assertSame( 3, $body['total'] );
		$this->assertSame( array( 'Lucia Romero', 'Anonymous', 'Amara Obi' ), array_column( $body['data'], 'donorName' ) );
		foreach ( $body['data'] as $donor ) {
			$this->assertFitsShape( Schemas::my_donor(), $donor );
		}
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', $body['data'][0]['date'] );
		$this->assertSame( array( true, false, true ), array_column( $body['data'], 'canThank' ), 'an anonymous donor who did not opt in cannot be thanked' );
		$json = (string) wp_json_encode( $body );
		$this->assertStringNotContainsString( '@', $json );
		foreach ( DemoData::ANONYMOUS_DONOR_NAMES as $name ) {
			$this->assertStringNotContainsString( $name, $json );
		}
		$page = $this->assertOk( $this->my_donors( array( 'per_page' => 2, 'page' => 2 ) ) );
		$this->assertSame( array( 'Amara Obi' ), array_column( $page['data'], 'donorName' ) );
		$this->assertSame( 3, $page['total'] );
	}

	public function test_only_a_captain_sees_the_whole_team(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->my_donors( array( 'scope' => 'team' ) ), 'p2p_not_captain' );
		$this->actingAs( 'liam' );
		$this->assertError( 403, $this->my_donors( array( 'scope' => 'team' ) ), 'p2p_not_captain' );
		$this->actingAs( 'captain' );
		$body  = $this->assertOk( $this->my_donors( array( 'scope' => 'team', 'per_page' => 50 ) ) );
		$names = array_column( $body['data'], 'donorName' );
		$this->assertContains( 'Priya Nair', $names, 'a gift to the team itself' );
		$this->assertContains( 'Tom Eriksen', $names, "a member's gift" );
		$this->assertStringNotContainsString( '@', (string) wp_json_encode( $body ) );
		$by_name = array_column( $body['data'], null, 'donorName' );
		$this->assertTrue( $by_name['Priya Nair']['canThank'], 'the captain thanks gifts to the team' );
		$this->assertFalse( $by_name['Tom Eriksen']['canThank'], "a member thanks their own donors" );
		$this->assertSame( 'Liam Walsh', $by_name['Tom Eriksen']['fundraiserName'] );
	}

	public function test_thanking_sends_from_the_site_with_reply_to_the_fundraiser_once(): void {
		$this->actingAs( 'fundraiser' );
		$id   = $this->donation_id( 'fundraiser', 'Lucia Romero' );
		$body = $this->assertOk( $this->thank( $id, "Dear {donor_name},\nthank you so much!" ) );
		$this->assertTrue( $body['thanked'] );
		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( 'lucia.romero@example.org', $mail['to'] );
		$this->assertSame( 'A thank-you from Felix Brandt', $mail['subject'] );
		$this->assertStringStartsWith( "Dear Lucia,\nthank you so much!", $mail['message'] );
		$this->assertContains( 'Reply-To: "Felix Brandt" <fundraiser@example.com>', $mail['headers'] );
		$this->assertTrue( $this->assertOk( $this->my_donors() )['data'][0]['isThanked'] );
		$this->assertError( 409, $this->thank( $id ), 'p2p_already_thanked' );
		$this->assertCount( 1, $this->mails );
	}

	public function test_nobody_thanks_donations_credited_to_someone_else(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertError( 404, $this->thank( $this->donation_id( 'captain', 'Owen Hughes' ) ), 'p2p_donation_not_found' );
		$this->assertError( 404, $this->thank( 999999 ), 'p2p_donation_not_found' );
		$this->actingAs( 'captain' );
		$this->assertError( 404, $this->thank( $this->donation_id( 'liam', 'Tom Eriksen' ) ), 'p2p_donation_not_found' );
		$this->assertOk( $this->thank( $this->team_donation_id( 'Blue Wave Runners', 'Priya Nair' ) ) );
		$this->assertSame( 'priya.nair@example.org', $this->mails[0]['to'] );
	}

	public function test_an_anonymous_donor_is_thanked_only_with_consent(): void {
		global $wpdb;
		$this->actingAs( 'fundraiser' );
		$id = $this->donation_id( 'fundraiser', 'Ignatius Pemberton' );
		$this->assertError( 403, $this->thank( $id ), 'p2p_cannot_thank' );
		$wpdb->update( Schema::table( 'donations' ), array( 'updates_opt_in' => 1 ), array( 'id' => $id ) );
		$this->assertOk( $this->thank( $id ) );
		$this->assertSame( 'ignatius.p@example.org', $this->mails[0]['to'] );
	}

	public function test_thank_all_thanks_everyone_not_thanked_yet_whom_it_may_write_to(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->thank( $this->donation_id( 'fundraiser', 'Lucia Romero' ) ) );
		$this->mails = array();
		$body        = $this->assertOk( $this->post( '/thank-all-donors', array( 'campaignId' => $this->campaign_id(), 'message' => 'Thanks, {donor_name}!' ) ) );
		$this->assertSame( 1, $body['sent'] );
		$this->assertSame( array( 'amara.obi@example.org' ), array_column( $this->mails, 'to' ) );
		$this->assertStringStartsWith( 'Thanks, Amara!', $this->mails[0]['message'] );
		$this->assertError( 409, $this->post( '/thank-all-donors', array( 'campaignId' => $this->campaign_id(), 'message' => 'Again' ) ), 'p2p_nobody_to_thank' );
	}

	public function test_a_test_mode_gift_is_marked_thanked_but_never_mailed(): void {
		global $wpdb;
		$id = $this->donation_id( 'fundraiser', 'Lucia Romero' );
		$wpdb->update( Schema::table( 'donations' ), array( 'mode' => 'test' ), array( 'id' => $id ) );
		$this->actingAs( 'fundraiser' );
		$body = $this->assertOk( $this->thank( $id ) );
		$this->assertTrue( $body['thanked'] );
		$this->assertSame( 'This is a test donation: it is marked as thanked, but no e-mail was sent.', $body['message'] );
		$this->assertCount( 0, $this->mails );
		$this->assertTrue( $this->assertOk( $this->my_donors() )['data'][0]['isThanked'] );
	}

	public function test_thank_all_writes_once_to_an_address_however_many_gifts_it_made(): void {
		global $wpdb;
		$felix = $this->fundraiser_id( 'fundraiser' );
		foreach ( array( 'Victim@Example.net', 'victim@example.net', 'victim@example.net' ) as $email ) {
			$id = ( new \P2PFundraising\Donations\DonationService() )->record(
				array(
					'campaign_id'   => $this->campaign_id(),
					'fundraiser_id' => $felix,
					'donor_name'    => 'Any Name',
					'donor_email'   => $email,
					'amount'        => 10,
					'mode'          => 'test',
				)
			);
			$wpdb->update( Schema::table( 'donations' ), array( 'mode' => 'offline' ), array( 'id' => $id ) );
		}
		$this->actingAs( 'fundraiser' );
		$body = $this->assertOk( $this->post( '/thank-all-donors', array( 'campaignId' => $this->campaign_id(), 'message' => 'Thanks!' ) ) );
		$to   = array_map( 'strtolower', array_column( $this->mails, 'to' ) );
		$this->assertSame( 1, count( array_keys( $to, 'victim@example.net', true ) ), 'one e-mail for three gifts' );
		$this->assertSame( count( $this->mails ), $body['sent'] );
		$this->assertStringContainsString( 'You gave $30', $this->mails[ array_search( 'victim@example.net', $to, true ) ]['message'], 'it thanks for all three' );
		$this->assertSame( 0, $this->count_where( 'donations', 'fundraiser_id = %d AND thanked_at IS NULL AND donor_email = %s', $felix, 'victim@example.net' ) );
	}

	public function test_a_thank_you_carries_a_link_that_stops_every_fundraiser_e_mail_to_the_address(): void {
		$this->actingAs( 'fundraiser' );
		$id = $this->donation_id( 'fundraiser', 'Lucia Romero' );
		$this->assertOk( $this->thank( $id ) );
		$link = \P2PFundraising\Engagement\Unsubscribe::donor_url( $id, \P2PFundraising\Engagement\Unsubscribe::DONOR_THANKS );
		$this->assertStringContainsString( $link, $this->mails[0]['message'] );
		$this->assertContains( 'List-Unsubscribe: <' . $link . '>', $this->mails[0]['headers'] );
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		$this->assertSame( array( $id, 'thanks' ), \P2PFundraising\Engagement\Unsubscribe::verify_donor( $query['p2p_unsubscribe'] ) );

		\P2PFundraising\Engagement\DonorOptOut::add( 'LUCIA.romero@example.org' );
		global $wpdb;
		$wpdb->update( Schema::table( 'donations' ), array( 'thanked_at' => null ), array( 'id' => $id ) );
		$this->assertError( 403, $this->thank( $id ), 'p2p_cannot_thank' );
		$this->assertCount( 1, $this->mails );

		// The dashboard says so instead of offering a Thank button that would answer 403.
		$rows = array_column( $this->assertOk( $this->my_donors() )['data'], null, 'id' );
		$this->assertFalse( $rows[ $id ]['canThank'] );
		$this->assertTrue( $rows[ $id ]['optedOut'] );
		$this->assertArrayNotHasKey( 'donorEmail', $rows[ $id ] );
		$others = array_filter( $rows, static fn ( array $row ): bool => $row['id'] !== $id );
		$this->assertNotEmpty( $others );
		$this->assertSame( array(), array_filter( array_column( $others, 'optedOut' ) ), 'other donors are not affected' );
	}

	public function test_thank_yous_are_rate_limited_per_fundraiser(): void {
		$limit = static function ( array $rule, string $name ): array {
			return 'thank_you_user' === $name ? array( 'limit' => 1, 'window' => 3600 ) : $rule;
		};
		add_filter( 'p2p_fundraising_rate_limit', $limit, 10, 2 );
		try {
			$this->actingAs( 'fundraiser' );
			$this->assertOk( $this->thank( $this->donation_id( 'fundraiser', 'Lucia Romero' ) ) );
			$this->assertError( 429, $this->thank( $this->donation_id( 'fundraiser', 'Amara Obi' ) ), 'p2p_rate_limited' );
			$this->assertCount( 1, $this->mails );
		} finally {
			remove_filter( 'p2p_fundraising_rate_limit', $limit, 10 );
		}
	}

	public function test_a_suspended_fundraiser_cannot_thank(): void {
		global $wpdb;
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'status' => 'suspended' ), array( 'id' => $this->fundraiser_id( 'fundraiser' ) ) );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->thank( $this->donation_id( 'fundraiser', 'Lucia Romero' ) ), 'p2p_fundraiser_suspended' );
	}
}
