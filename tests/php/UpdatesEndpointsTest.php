<?php
/**
 * GET /get-updates, POST /post-update, /edit-update, /delete-update and the admin's hide.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Engagement\MailComposer;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Engagement\Unsubscribe;
use P2PFundraising\Rest\Schemas;

final class UpdatesEndpointsTest extends WriteTestCase {

	private function post_update( array $fields = array(), array $files = array() ): array {
		return $this->post( '/post-update', $fields + array( 'campaignId' => $this->campaign_id(), 'text' => 'Ran 10 km today!' ), $files );
	}

	private function updates_of( string $login ): array {
		return $this->get( '/get-updates', array( 'fundraiser_id' => $this->fundraiser_id( $login ) ) );
	}

	public function test_permissions_and_validation(): void {
		$this->assertError( 401, $this->post_update(), 'p2p_not_logged_in' );
		$this->actingAs( 'user' );
		$this->assertError( 404, $this->post_update(), 'p2p_fundraiser_not_found' );
		$this->actingAs( 'fundraiser' );
		$this->assertSame( 'Please write your update.', $this->field_errors( $this->post_update( array( 'text' => '  ' ) ) )['text'] );
		$this->assertSame( 'Please shorten this to at most 5,000 characters.', $this->field_errors( $this->post_update( array( 'text' => str_repeat( 'x', 5001 ) ) ) )['text'] );
		$this->assertOk201( $this->post_update( array( 'text' => str_repeat( 'x', 4998 ) . "\r\nx" ) ) ); // CRLF is one character, as in the form.
		$this->assertError( 400, $this->post_update( array( 'scope' => 'campaign' ) ), 'rest_invalid_param' );
		$this->assertError( 403, $this->post_update( array( 'scope' => 'team' ) ), 'p2p_not_captain' );
		$this->actingAs( 'liam' );
		$this->assertError( 403, $this->post_update( array( 'scope' => 'team' ) ), 'p2p_not_captain' );
		$this->assertError( 400, $this->get( '/get-updates' ), 'rest_invalid_param' );
		$this->assertError( 400, $this->get( '/get-updates', array( 'fundraiser_id' => 1, 'team_id' => 1 ) ), 'rest_invalid_param' );
		$this->assertError( 404, $this->get( '/get-updates', array( 'fundraiser_id' => 999999 ) ), 'p2p_fundraiser_not_found' );
	}

	public function test_a_fundraiser_posts_with_a_picture_and_visitors_see_it_newest_first(): void {
		$this->actingAs( 'fundraiser' );
		$first = $this->assertOk201( $this->post_update( array( 'text' => 'First' ) ) );
		$this->assertSame( 'Your update is posted.', $first['message'] );
		$second = $this->assertOk201( $this->post_update( array( 'text' => "Second\nline" ), array( 'file' => $this->png_upload( 'run.png' ) ) ) );
		$this->assertStringEndsWith( '.png', $second['data']['image'] );
		$this->assertTrue( $second['data']['canEdit'] );

		$this->actingAs( 0 );
		$body = $this->assertOk( $this->updates_of( 'fundraiser' ) );
		$this->assertSame( array( "Second\nline", 'First' ), array_column( $body['data'], 'text' ) );
		$this->assertFitsShape( Schemas::update(), $body['data'][0] );
		$this->assertFalse( $body['data'][0]['canEdit'] );
	}

	public function test_a_picture_that_is_not_an_image_is_refused(): void {
		$this->actingAs( 'fundraiser' );
		list( $status ) = $this->post_update( array(), array( 'file' => $this->content_upload( '<?php echo 1;', 'evil.png' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 0, $this->count_where( 'updates', 'entity_id = %d', $this->fundraiser_id( 'fundraiser' ) ) );
	}

	public function test_only_the_author_edits_or_deletes(): void {
		$this->actingAs( 'fundraiser' );
		$id = $this->assertOk201( $this->post_update( array(), array( 'file' => $this->png_upload() ) ) )['data']['id'];
		$this->actingAs( 'captain' );
		$this->assertError( 403, $this->post( '/edit-update', array( 'update_id' => $id, 'text' => 'Hacked' ) ), 'p2p_forbidden' );
		$this->assertError( 403, $this->post( '/delete-update', array( 'update_id' => $id ) ), 'p2p_forbidden' );
		$this->assertError( 404, $this->post( '/delete-update', array( 'update_id' => 999999 ) ), 'p2p_update_not_found' );
		$this->actingAs( 'fundraiser' );
		$edited = $this->assertOk( $this->post( '/edit-update', array( 'update_id' => $id, 'text' => 'Ran 12 km', 'remove_image' => '1' ) ) )['data'];
		$this->assertSame( 'Ran 12 km', $edited['text'] );
		$this->assertSame( '', $edited['image'] );
		$this->assertOk( $this->post( '/delete-update', array( 'update_id' => $id ) ) );
		$this->assertSame( 0, $this->assertOk( $this->updates_of( 'fundraiser' ) )['total'] );
	}

	public function test_a_captain_posts_on_the_team_page(): void {
		$this->actingAs( 'captain' );
		$this->assertOk201( $this->post_update( array( 'scope' => 'team', 'text' => 'Team run on Sunday' ) ) );
		$this->actingAs( 0 );
		$body = $this->assertOk( $this->get( '/get-updates', array( 'team_id' => $this->team_id( 'Blue Wave Runners' ) ) ) );
		$this->assertSame( array( 'Team run on Sunday' ), array_column( $body['data'], 'text' ) );
	}

	public function test_an_author_who_no_longer_runs_the_page_cannot_edit_its_update(): void {
		$team = $this->team_id( 'Blue Wave Runners' );
		$this->actingAs( 'captain' );
		$team_update = $this->assertOk201( $this->post_update( array( 'scope' => 'team', 'text' => 'Team run on Sunday' ) ) )['data']['id'];
		$this->assertOk( $this->post( '/hand-over-captaincy', array( 'campaignId' => $this->campaign_id(), 'fundraiser_id' => $this->fundraiser_id( 'liam' ) ) ) );
		$this->assertError( 403, $this->post( '/edit-update', array( 'update_id' => $team_update, 'text' => 'Buy cheap pills' ) ), 'p2p_not_captain' );
		$this->assertFalse( $this->assertOk( $this->get( '/get-updates', array( 'team_id' => $team ) ) )['data'][0]['canEdit'] );

		$this->actingAs( 'fundraiser' );
		$own = $this->assertOk201( $this->post_update() )['data']['id'];
		$this->actingAs( 'admin' );
		$this->assertOk( $this->post( '/admin/fundraisers/' . $this->fundraiser_id( 'fundraiser' ), array( 'status' => 'suspended' ) ) );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->post( '/edit-update', array( 'update_id' => $own, 'text' => 'Buy cheap pills' ) ), 'p2p_fundraiser_suspended' );
		$this->assertFalse( $this->assertOk( $this->get( '/get-updates', array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ) ) ) )['data'][0]['canEdit'], 'no Edit button the server would refuse' );

		$this->actingAs( 0 );
		$this->assertSame( array( 'Team run on Sunday' ), array_column( $this->assertOk( $this->get( '/get-updates', array( 'team_id' => $team ) ) )['data'], 'text' ) );
		$this->assertSame( 1, $this->count_where( 'updates', 'body = %s', 'Ran 10 km today!' ) );
	}

	public function test_pictures_are_rate_limited_per_account_across_the_update_and_profile_uploads(): void {
		$this->assertSame( array( 'limit' => 20, 'window' => 3600 ), \P2PFundraising\Security\RateLimiter::rule( 'upload_user' ) );
		$limit = static function ( array $rule, string $name ): array {
			return 'upload_user' === $name ? array( 'limit' => 2, 'window' => 3600 ) : $rule;
		};
		add_filter( 'p2p_fundraising_rate_limit', $limit, 10, 2 );
		try {
			$this->actingAs( 'fundraiser' );
			$id = $this->assertOk201( $this->post_update( array(), array( 'file' => $this->png_upload() ) ) )['data']['id'];
			$this->assertOk( $this->post( '/edit-update', array( 'update_id' => $id, 'text' => 'New picture' ), array( 'file' => $this->png_upload() ) ) );
			$attachments = count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'fields' => 'ids' ) ) );
			$this->assertError( 429, $this->post( '/edit-update', array( 'update_id' => $id, 'text' => 'Again' ), array( 'file' => $this->png_upload() ) ), 'p2p_rate_limited' );
			$this->assertError( 429, $this->post( '/update-fundraiser-profile', array( 'campaignId' => $this->campaign_id(), 'goal' => 900, 'story' => 'Story' ), array( 'file' => $this->png_upload() ) ), 'p2p_rate_limited' );
			$this->assertCount( $attachments, get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1, 'fields' => 'ids' ) ) );
			$this->assertOk( $this->post( '/edit-update', array( 'update_id' => $id, 'text' => 'Text only' ) ), 'a write without a picture is not limited' );
		} finally {
			remove_filter( 'p2p_fundraising_rate_limit', $limit, 10 );
		}
	}

	public function test_an_administrator_hides_an_update_and_its_author_still_sees_it_marked(): void {
		$this->actingAs( 'fundraiser' );
		$id = $this->assertOk201( $this->post_update() )['data']['id'];
		$this->assertError( 403, $this->post( '/admin/updates/' . $id . '/visibility', array( 'hidden' => true ) ), 'p2p_forbidden' );
		$this->actingAs( 'admin' );
		$list = $this->assertOk( $this->get( '/admin/campaigns/' . $this->campaign_id() . '/updates' ) );
		$this->assertSame( 'Felix Brandt', $list['data'][0]['entity_name'] );
		$this->assertSame( 'hidden', $this->assertOk( $this->post( '/admin/updates/' . $id . '/visibility', array( 'hidden' => true ) ) )['data']['status'] );
		$this->actingAs( 0 );
		$this->assertSame( 0, $this->assertOk( $this->updates_of( 'fundraiser' ) )['total'] );
		$this->actingAs( 'fundraiser' );
		$mine = $this->assertOk( $this->updates_of( 'fundraiser' ) );
		$this->assertTrue( $mine['data'][0]['isHidden'] );
	}

	public function test_an_update_is_e_mailed_once_to_each_donor_who_opted_in_and_they_can_leave(): void {
		global $wpdb;
		$fundraiser = $this->fundraiser_id( 'fundraiser' );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'donations' ) . " SET updates_opt_in = 1 WHERE fundraiser_id = %d AND donor_name = 'Lucia Romero'", $fundraiser ) );
		$this->actingAs( 'fundraiser' );
		$body = $this->assertOk201( $this->post_update( array( 'notify' => '1', 'text' => 'Half way there!' ) ) );
		$this->assertSame( 1, $body['notified'] );
		$this->assertCount( 0, $this->mails, 'the request only queues' );
		MailQueue::drain();
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'lucia.romero@example.org', $this->mails[0]['to'] );
		$this->assertSame( 'News from Felix Brandt', $this->mails[0]['subject'] );
		$this->assertStringStartsWith( 'Half way there!', $this->mails[0]['message'] );

		$donation = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . " WHERE fundraiser_id = %d AND donor_name = 'Lucia Romero'", $fundraiser ) );
		$this->assertStringContainsString( Unsubscribe::donor_url( $donation ), $this->mails[0]['message'] );
		parse_str( (string) wp_parse_url( Unsubscribe::donor_url( $donation ), PHP_URL_QUERY ), $query );
		$this->assertSame( array( $donation, Unsubscribe::DONOR_UPDATES ), Unsubscribe::verify_donor( $query[ Unsubscribe::QUERY_VAR ] ) );
		$this->assertNull( Unsubscribe::verify_donor( 'd' . ( $donation + 1 ) . '.updates.' . explode( '.', $query[ Unsubscribe::QUERY_VAR ] )[2] ) );
	}

	public function test_a_donor_who_gave_several_times_gets_one_e_mail_per_update(): void {
		global $wpdb;
		$fundraiser = $this->fundraiser_id( 'fundraiser' );
		$table      = Schema::table( 'donations' );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET updates_opt_in = 1 WHERE fundraiser_id = %d AND donor_name = 'Lucia Romero'", $fundraiser ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		// Two more gifts from Lucia, each asking for updates (one typed with capitals).
		$gift = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE fundraiser_id = %d AND donor_name = 'Lucia Romero'", $fundraiser ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		unset( $gift['id'] );
		foreach ( array( 'lucia.romero@example.org', 'Lucia.Romero@Example.org' ) as $address ) {
			$this->assertSame( 1, $wpdb->insert( $table, array( 'donor_email' => $address ) + $gift ) );
		}
		$this->actingAs( 'fundraiser' );
		$this->assertSame( 1, $this->assertOk201( $this->post_update( array( 'notify' => '1', 'text' => 'Half way there!' ) ) )['notified'] );
		MailQueue::drain();
		$this->assertCount( 1, $this->mails, 'one e-mail per address, however many gifts asked for updates' );
		$this->assertSame( 'lucia.romero@example.org', strtolower( $this->mails[0]['to'] ) );
	}

	public function test_a_team_update_reaches_only_those_who_gave_to_the_team_itself(): void {
		global $wpdb;
		$team = $this->team_id( 'Blue Wave Runners' );
		// Priya gave to the team; Tom gave to its member Liam and asked for Liam's updates.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'donations' ) . " SET updates_opt_in = 1 WHERE team_id = %d AND donor_name IN ('Priya Nair', 'Tom Eriksen')", $team ) );
		$this->actingAs( 'captain' );
		$body = $this->assertOk201( $this->post_update( array( 'scope' => 'team', 'notify' => '1', 'text' => 'Team news' ) ) );
		$this->assertSame( 1, $body['notified'] );
		MailQueue::drain();
		$this->assertSame( array( 'priya.nair@example.org' ), array_column( $this->mails, 'to' ) );

		$this->mails = array();
		$this->actingAs( 'liam' );
		$this->assertSame( 1, $this->assertOk201( $this->post_update( array( 'notify' => '1', 'text' => 'My news' ) ) )['notified'] );
		MailQueue::drain();
		$this->assertSame( array( 'News from Liam Walsh' ), array_column( $this->mails, 'subject' ) );
	}

	public function test_deleting_a_campaign_deletes_its_updates_and_milestones(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertOk201( $this->post_update() );
		( new \P2PFundraising\Database\MilestoneRepository() )->claim( $this->fundraiser_id( 'fundraiser' ), '75' );
		$campaign = $this->campaign_id();
		$felix    = $this->fundraiser_id( 'fundraiser' );
		( new \P2PFundraising\Database\CampaignRepository() )->delete_with_children( $campaign );
		$this->assertSame( 0, $this->count_where( 'updates', 'campaign_id = %d', $campaign ) );
		$this->assertSame( 0, $this->count_where( 'milestones', 'fundraiser_id = %d', $felix ) );
	}

	/** Asserts a 201 and returns the body. */
	private function assertOk201( array $result ): array {
		$this->assertSame( 201, $result[0], (string) wp_json_encode( $result[1] ) );
		return $result[1];
	}
}
