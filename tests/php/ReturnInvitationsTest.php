<?php
/**
 * Next year's event (issue 28): last year's fundraisers invited once, by queued mail, with a
 * single-use, expiring link that signs them up in one step with their page and their team.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Engagement\Unsubscribe;
use P2PFundraising\NextYear\ReturningFundraiser;

final class ReturnInvitationsTest extends WriteTestCase {

	private function call( string $method, string $path, array $params = array() ): array {
		$response = $this->request( $method, $path, $params );
		return array( $response->get_status(), $this->json( $response ) );
	}

	/** Next year's copy of the demo campaign, open for sign-ups. */
	private function next_year(): int {
		$this->actingAs( 'admin' );
		list( $status, $body ) = $this->call( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/duplicate', array( 'campaign_title' => 'Demo 2027' ) );
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		$id = (int) $body['data']['campaign_id'];
		$this->assertSame( 200, $this->call( 'POST', "/admin/campaigns/{$id}", array( 'status' => 'active' ) )[0] );
		return $id;
	}

	private function invite( int $campaign, array $params = array() ): array {
		$this->actingAs( 'admin' );
		return $this->call( 'POST', "/admin/campaigns/{$campaign}/invite-previous", $params );
	}

	private function user_id( string $login ): int {
		return (int) get_user_by( 'login', $login )->ID;
	}

	/** The link's token in the last invitation mailed to $email. */
	private function token_for( string $email ): string {
		$mine = array_values( array_filter( $this->mails, static fn( $m ) => $email === $m['to'] && false !== strpos( $m['message'], 'token=' ) ) );
		$this->assertNotEmpty( $mine, "an invitation was mailed to {$email}" );
		$this->assertSame( 1 === preg_match( '/token=([A-Za-z0-9]+)/', end( $mine )['message'], $found ), true );
		return $found[1];
	}

	private function join_as( string $login, int $campaign, string $token ): array {
		$this->actingAs( $login );
		return $this->post( '/fundraiser-return', array( 'campaignId' => $campaign, 'token' => $token ) );
	}

	private function fundraiser_in( int $campaign, string $login ): ?array {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE campaign_id = %d AND user_id = %d', Schema::table( 'fundraisers' ), $campaign, $this->user_id( $login ) ), ARRAY_A );
	}

	public function test_each_approved_fundraiser_is_queued_once_throttled_by_the_queue_and_an_opt_out_is_respected(): void {
		global $wpdb;
		$campaign = $this->next_year();
		Unsubscribe::opt_out( $this->user_id( 'vera' ), EmailTemplates::RETURN_INVITATION );
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'status' => 'suspended' ), array( 'id' => $this->fundraiser_id( 'will' ) ) );
		$approved = $this->count_where( 'fundraisers', 'campaign_id = %d AND status = %s', $this->campaign_id(), 'approved' );

		list( $status, $body ) = $this->invite( $campaign );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( $approved, $body['data']['queued'] );
		$this->assertSame( $this->campaign_id(), $body['data']['sourceCampaignId'], 'the campaign it was copied from by default' );
		$this->assertSame( array(), $this->mails, 'the request only queues' );
		$this->assertSame( $approved, $this->count_where( 'mail_queue', 'kind = %s AND status = %s', EmailTemplates::RETURN_INVITATION, 'queued' ) );
		$this->assertSame( 0, $this->count_where( 'return_invitations', 'campaign_id = %d AND user_id = %d', $campaign, $this->user_id( 'will' ) ), 'a suspended page is not invited' );

		list( , $again ) = $this->invite( $campaign );
		$this->assertSame( 0, $again['data']['queued'], 'a second click invites no one twice' );
		$this->assertSame( $approved, $this->count_where( 'mail_queue', 'kind = %s', EmailTemplates::RETURN_INVITATION ) );

		$this->assertSame( 5, MailQueue::drain( 5 ), 'sent in batches' );
		$this->assertSame( $approved - 5, $this->count_where( 'mail_queue', 'kind = %s AND status = %s', EmailTemplates::RETURN_INVITATION, 'queued' ) );
		MailQueue::drain( 100 );
		$recipients = array_column( $this->mails, 'to' );
		$this->assertNotContains( 'vera@example.com', $recipients, 'opted out of this e-mail' );
		$this->assertNotContains( 'will@example.com', $recipients );
		$this->assertCount( $approved - 1, $recipients );
		$this->assertSame( count( $recipients ), count( array_unique( $recipients ) ), 'one e-mail per person' );

		$mail = array_values( array_filter( $this->mails, static fn( $m ) => 'captain@example.com' === $m['to'] ) )[0];
		$this->assertSame( 'Join us again for Demo 2027', $mail['subject'] );
		$this->assertStringContainsString( '/return/', $mail['message'] );
		$this->assertStringContainsString( 'p2p_unsubscribe=', $mail['message'], 'with its unsubscribe link' );
		$this->assertStringNotContainsString( (string) $wpdb->get_var( $wpdb->prepare( 'SELECT token FROM %i WHERE user_id = %d', Schema::table( 'return_invitations' ), $this->user_id( 'captain' ) ) ), $mail['message'], 'only the hash is stored' );
	}

	public function test_the_link_is_single_use_expires_and_belongs_to_its_account(): void {
		global $wpdb;
		$campaign = $this->next_year();
		$this->invite( $campaign );
		MailQueue::drain( 100 );
		$token = $this->token_for( 'tariq@example.com' );

		$this->actingAs( null );
		list( $status, $preview ) = $this->get( '/get-return-invitation', array( 'campaignId' => $campaign, 'token' => $token ) );
		$this->assertSame( 200, $status, wp_json_encode( $preview ) );
		$this->assertSame( 'Tariq Aziz', $preview['data']['name'] );
		$this->assertError( 401, $this->post( '/fundraiser-return', array( 'campaignId' => $campaign, 'token' => $token ) ), 'p2p_not_logged_in' );

		$this->assertError( 403, $this->join_as( 'fundraiser', $campaign, $token ), 'p2p_return_invitation_not_yours' );
		$this->assertError( 403, $this->join_as( 'tariq', $campaign, $token . 'x' ), 'p2p_return_invitation_invalid' );
		$this->assertError( 403, $this->join_as( 'tariq', $this->campaign_id(), $token ), 'p2p_return_invitation_invalid' );

		list( $status, $body ) = $this->join_as( 'tariq', $campaign, $token );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( '/fundraiser/' . $body['fundraiserId'] . '/', $body['redirect'] );
		$this->assertError( 403, $this->join_as( 'tariq', $campaign, $token ), 'p2p_return_invitation_used' );
		$this->assertSame( 1, $this->count_where( 'fundraisers', 'campaign_id = %d AND user_id = %d', $campaign, $this->user_id( 'tariq' ) ) );

		$late = $this->token_for( 'vera@example.com' );
		$wpdb->update( Schema::table( 'return_invitations' ), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ), array( 'campaign_id' => $campaign, 'user_id' => $this->user_id( 'vera' ) ) );
		$this->assertError( 403, $this->join_as( 'vera', $campaign, $late ), 'p2p_return_invitation_expired' );
		$this->assertNull( $this->fundraiser_in( $campaign, 'vera' ) );
	}

	public function test_one_step_carries_the_page_over_and_a_captain_gets_the_team_back_with_the_members_invited(): void {
		$campaign = $this->next_year();
		$this->invite( $campaign );
		MailQueue::drain( 100 );
		$old = $this->fundraiser_in( $this->campaign_id(), 'captain' );

		$this->actingAs( 'captain' );
		list( , $preview ) = $this->get( '/get-return-invitation', array( 'campaignId' => $campaign, 'token' => $this->token_for( 'captain@example.com' ) ) );
		$this->assertSame( array( 'name' => 'Blue Wave Runners', 'role' => 'captain' ), $preview['data']['team'] );

		$token       = $this->token_for_again( 'captain@example.com', $campaign );
		$this->mails = array();
		list( $status, $body ) = $this->join_as( 'captain', $campaign, $token );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$new = $this->fundraiser_in( $campaign, 'captain' );
		$this->assertSame( array( $old['name'], $old['story'], $old['image_url'] ), array( $new['name'], $new['story'], $new['image_url'] ), 'name, story and photo carried over' );
		$this->assertEquals( ReturningFundraiser::suggested_goal( $old, array() ), (float) $new['goal'] );
		$this->assertSame( 'approved', $new['status'] );

		global $wpdb;
		$team = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( 'teams' ), $body['teamId'] ), ARRAY_A );
		$this->assertSame( array( (string) $campaign, 'Blue Wave Runners', (string) $this->user_id( 'captain' ), '1' ), array( $team['campaign_id'], $team['name'], $team['captain_user_id'], $team['members_count'] ) );
		$this->assertSame( $team['id'], $new['team_id'] );
		$invited = $wpdb->get_col( $wpdb->prepare( 'SELECT email FROM %i WHERE team_id = %d ORDER BY email', Schema::table( 'team_invitations' ), $team['id'] ) );
		$this->assertSame( array( 'liam@example.com', 'maya@example.com' ), $invited, 'the former members, not the captain' );
		$this->assertEqualsCanonicalizing( array( 'liam@example.com', 'maya@example.com' ), array_column( $this->mails, 'to' ), 'their team invitations are mailed' );

		// A former member whose captain is back joins the team at once, with their return link.
		list( , $liam_preview ) = $this->get_as( 'liam', $campaign );
		$this->assertSame( 'member', $liam_preview['data']['team']['role'] );
		list( $status, $joined ) = $this->join_as( 'liam', $campaign, $this->token_for_again( 'liam@example.com', $campaign ) );
		$this->assertSame( 200, $status, wp_json_encode( $joined ) );
		$this->assertSame( (int) $team['id'], $joined['teamId'] );
		$this->assertSame( '2', $wpdb->get_var( $wpdb->prepare( 'SELECT members_count FROM %i WHERE id = %d', Schema::table( 'teams' ), $team['id'] ) ) );

		// One whose captain has not come back joins without a team.
		list( , $noah_preview ) = $this->get_as( 'noah', $campaign );
		$this->assertSame( 'waiting', $noah_preview['data']['team']['role'] );
		list( , $noah ) = $this->join_as( 'noah', $campaign, $this->token_for_again( 'noah@example.com', $campaign ) );
		$this->assertSame( 0, $noah['teamId'] );
		$this->assertNull( $this->fundraiser_in( $campaign, 'noah' )['team_id'] );
	}

	/** A fresh link for $email (the mails of this test may have been cleared): mail it again. */
	private function token_for_again( string $email, int $campaign ): string {
		global $wpdb;
		$user = get_user_by( 'email', $email );
		$id   = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE campaign_id = %d AND user_id = %d', Schema::table( 'return_invitations' ), $campaign, $user->ID ) );
		$old  = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT source_fundraiser_id FROM %i WHERE id = %d', Schema::table( 'return_invitations' ), $id ) );
		MailQueue::enqueue( EmailTemplates::RETURN_INVITATION, (int) $user->ID, $old, array( 'return_invitation_id' => $id ) );
		MailQueue::drain( 100 );
		return $this->token_for( $email );
	}

	private function get_as( string $login, int $campaign ): array {
		$token = $this->token_for_again( $login . '@example.com', $campaign );
		$this->actingAs( $login );
		return $this->get( '/get-return-invitation', array( 'campaignId' => $campaign, 'token' => $token ) );
	}

	public function test_the_suggested_goal_is_last_years_result_rounded_up_and_at_least_last_years_goal(): void {
		$this->assertEquals( 1300, ReturningFundraiser::suggested_goal( array( 'raised_amount' => 1234.5, 'goal' => 500 ), array() ) );
		$this->assertEquals( 100, ReturningFundraiser::suggested_goal( array( 'raised_amount' => 80, 'goal' => 100 ), array() ) );
		$this->assertEquals( 300, ReturningFundraiser::suggested_goal( array( 'raised_amount' => 251, 'goal' => 0 ), array() ) );
		$this->assertEquals( 250, ReturningFundraiser::suggested_goal( array( 'raised_amount' => 0, 'goal' => 0 ), array( 'fundraiser_goal' => 250 ) ) );
	}

	public function test_only_an_administrator_invites_and_only_to_an_open_campaign_with_the_e_mail_on(): void {
		$campaign = $this->next_year();
		$this->actingAs( null );
		$this->assertError( 401, $this->call( 'POST', "/admin/campaigns/{$campaign}/invite-previous" ), 'p2p_not_logged_in' );
		$this->actingAs( 'captain' );
		$this->assertError( 403, $this->call( 'POST', "/admin/campaigns/{$campaign}/invite-previous" ), 'p2p_forbidden' );

		$this->assertError( 400, $this->invite( $campaign, array( 'source_campaign_id' => $campaign ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->invite( $this->campaign_id() ), 'rest_invalid_param' );
		$this->call( 'POST', "/admin/campaigns/{$campaign}", array( 'status' => 'draft' ) );
		$this->assertError( 409, $this->invite( $campaign ), 'p2p_campaign_not_open' );
		$this->call( 'POST', "/admin/campaigns/{$campaign}", array( 'status' => 'active' ) );
		$all = EmailTemplates::all()['templates'];
		$all[ EmailTemplates::RETURN_INVITATION ]['enabled'] = false;
		EmailTemplates::save( $all, EmailTemplates::DEFAULT_NUDGE_DAYS );
		$this->assertError( 409, $this->invite( $campaign ), 'p2p_mail_switched_off' );
		$this->assertSame( 0, $this->count_where( 'return_invitations', 'campaign_id = %d', $campaign ) );
	}

	public function test_the_invitation_e_mail_is_on_the_e_mails_screen_with_a_test_that_states_the_links_lifetime(): void {
		$this->actingAs( 'admin' );
		list( $status, $settings ) = $this->get( '/admin/email-settings' );
		$this->assertSame( 200, $status );
		$kinds = array_column( $settings['templates'] ?? $settings['data']['templates'], 'kind' );
		$this->assertContains( EmailTemplates::RETURN_INVITATION, $kinds );

		list( $status ) = $this->post( '/admin/email-settings/test', array( 'kind' => EmailTemplates::RETURN_INVITATION ) );
		$this->assertSame( 200, $status );
		$mail = end( $this->mails );
		$this->assertStringStartsWith( '[Test] Join us again for ', $mail['subject'] );
		$this->assertStringContainsString( 'The link works once, for 30 days.', $mail['message'] );
		$this->assertStringContainsString( '/return/', $mail['message'] );
	}

	public function test_the_privacy_export_lists_the_invitations_and_the_eraser_deletes_them(): void {
		$campaign = $this->next_year();
		$this->invite( $campaign );
		MailQueue::drain( 100 );
		$this->assertSame( 200, $this->join_as( 'tariq', $campaign, $this->token_for( 'tariq@example.com' ) )[0] );
		$this->assertSame( 1, $this->count_where( 'return_invitations', 'user_id = %d', $this->user_id( 'tariq' ) ) );

		$export = \P2PFundraising\Privacy\PersonalData::export( 'tariq@example.com' );
		$items  = array_values( array_filter( $export['data'], static fn( array $item ): bool => 'p2p-fundraising-return-invitations' === $item['group_id'] ) );
		$this->assertCount( 1, $items );
		$this->assertSame( 'Invitations to next year\'s event', $items[0]['group_label'] );
		$fields = wp_list_pluck( $items[0]['data'], 'value', 'name' );
		$this->assertSame( 'Demo 2027', $fields['Campaign'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/', $fields['Sent (UTC)'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/', $fields['Used (UTC)'], 'the one-step return used it' );
		$vera = array_values( array_filter( \P2PFundraising\Privacy\PersonalData::export( 'vera@example.com' )['data'], static fn( array $item ): bool => 'p2p-fundraising-return-invitations' === $item['group_id'] ) );
		$this->assertSame( '', wp_list_pluck( $vera[0]['data'], 'value', 'name' )['Used (UTC)'], 'sent, not used' );

		$erased = \P2PFundraising\Privacy\PersonalData::erase( 'tariq@example.com' );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertSame( 0, $this->count_where( 'return_invitations', 'user_id = %d', $this->user_id( 'tariq' ) ) );
		$this->assertSame( 1, $this->count_where( 'return_invitations', 'user_id = %d', $this->user_id( 'vera' ) ), 'nobody else\'s' );
		$this->assertSame( array(), array_values( array_filter( \P2PFundraising\Privacy\PersonalData::export( 'tariq@example.com' )['data'], static fn( array $item ): bool => 'p2p-fundraising-return-invitations' === $item['group_id'] ) ) );
	}

	public function test_an_erased_fundraiser_is_never_invited_back(): void {
		\P2PFundraising\Privacy\PersonalData::erase( 'tariq@example.com' );
		$campaign = $this->next_year();
		$this->invite( $campaign );
		MailQueue::drain( 100 );
		$recipients = array_column( $this->mails, 'to' );
		$this->assertContains( 'captain@example.com', $recipients, 'the others are invited' );
		$this->assertNotContains( 'tariq@example.com', $recipients, 'the erased account is not written to again' );
	}
}
