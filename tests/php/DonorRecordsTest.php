<?php
/**
 * Donor records in wp-admin (issue 27; decisions 0081-0083): one row per e-mail address, per
 * campaign and across campaigns, kept exact by every change of a donation and rebuilt by the
 * upgrade; the donor's page with every gift; receipts sent again, throttled and recorded;
 * WordPress's own privacy requests; the CSV.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonorRecordRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Payments\Receipt;
use P2PFundraising\Privacy\PersonalData;
use P2PFundraising\Settings;

final class DonorRecordsTest extends WriteTestCase {

	use OtherSession;

	private const ANA = 'ana.donor@example.net';

	/** @var int A second campaign. */
	private $other = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->other = ( new CampaignRepository() )->insert(
			array(
				'slug'  => 'second-drive',
				'title' => 'Second Drive',
			)
		);
		$this->actingAs( 'admin' );
	}

	/** A gift, completed at once unless the mode is offline. */
	private function give( int $campaign_id, string $name, string $email, float $amount, array $extra = array() ): int {
		return ( new DonationService() )->record(
			$extra + array(
				'campaign_id' => $campaign_id,
				'donor_name'  => $name,
				'donor_email' => $email,
				'amount'      => $amount,
				'mode'        => Settings::PAYMENT_MODE_TEST,
			)
		);
	}

	/** The rows of a list: [ status, body ]. */
	private function donors( array $params = array() ): array {
		$response = $this->request( 'GET', '/admin/donors', $params );
		return array( $response->get_status(), $this->json( $response ) );
	}

	/**
	 * The one row of an address in a list. The search has no word of three letters, so it compares
	 * literally: a full-text index sees only committed rows, and the test's transaction never commits.
	 */
	private function row_of( string $email, int $campaign_id ): ?array {
		$body = $this->assertOk( $this->donors( array( 'campaign_id' => $campaign_id, 'search' => 'na.do', 'per_page' => 50 ) ) );
		foreach ( $body['data'] as $row ) {
			if ( strtolower( $row['email'] ) === strtolower( $email ) ) {
				return $row;
			}
		}
		return null;
	}

	/** The stored rows of the donors table (the state the screen reads). */
	private function stored(): array {
		global $wpdb;
		return $wpdb->get_results( 'SELECT * FROM ' . Schema::table( 'donors' ) . ' ORDER BY campaign_id, email_key', ARRAY_A );
	}

	public function test_a_donor_is_one_lower_cased_address_named_as_their_latest_gift_per_campaign_and_across(): void {
		$campaign = $this->campaign_id();
		$this->give( $campaign, 'Ana D.', 'Ana.Donor@Example.net', 10, array( 'created_at' => '2026-01-02 10:00:00' ) );
		$this->give( $campaign, 'Ana Donor', self::ANA, 15, array( 'created_at' => '2026-02-03 10:00:00', 'frequency' => 'monthly' ) );
		$this->give( $this->other, 'Ana Donor-Smith', 'ANA.DONOR@example.net', 25, array( 'created_at' => '2026-03-04 10:00:00', 'is_anonymous' => true ) );
		// Not a gift of hers that counts: a pledge not yet received, a refunded gift.
		$this->give( $campaign, 'Ana Pledge', self::ANA, 1000, array( 'mode' => Settings::PAYMENT_MODE_OFFLINE ) );
		( new DonationService() )->refund( $this->give( $campaign, 'Ana Refund', self::ANA, 500, array( 'created_at' => '2026-04-01 10:00:00' ) ) );

		$here = $this->row_of( self::ANA, $campaign );
		$this->assertSame( 2, $here['gifts'] );
		$this->assertSame( 25.0, (float) $here['total'] );
		$this->assertSame( 'Ana Donor', $here['name'], 'the latest gift of the campaign names her' );
		$this->assertSame( '2026-01-02T10:00:00Z', $here['first_gift_at'] );
		$this->assertSame( '2026-02-03T10:00:00Z', $here['last_gift_at'] );
		$this->assertTrue( $here['is_recurring'] );

		$there = $this->row_of( self::ANA, $this->other );
		$this->assertSame( 1, $there['gifts'] );
		$this->assertFalse( $there['is_recurring'] );

		$across = $this->row_of( self::ANA, 0 );
		$this->assertSame( 3, $across['gifts'], 'one donor across campaigns, whatever the case of the address' );
		$this->assertSame( 50.0, (float) $across['total'] );
		$this->assertSame( 'Ana Donor-Smith', $across['name'], 'the latest gift anywhere names her (an anonymous gift too: this is the administrators’ screen)' );
		$this->assertSame( self::ANA, $across['email'] );
		$this->assertSame( sha1( self::ANA ), $across['id'] );
		$this->assertTrue( $across['is_recurring'] );
		$this->assertSame( '2026-01-02T10:00:00Z', $across['first_gift_at'] );
	}

	public function test_every_change_of_a_gift_keeps_the_records_exact_and_the_upgrade_rebuilds_the_same(): void {
		$campaign = $this->campaign_id();
		$first    = $this->give( $campaign, 'Ana Donor', self::ANA, 10 );
		$pledge   = $this->give( $this->other, 'Ana Donor', self::ANA, 30, array( 'mode' => Settings::PAYMENT_MODE_OFFLINE ) );
		$this->assertSame( 1, $this->row_of( self::ANA, 0 )['gifts'] );
		( new DonationService() )->complete( $pledge );
		$this->assertSame( 40.0, (float) $this->row_of( self::ANA, 0 )['total'], 'a pledge received counts at once' );
		$this->assertSame( 30.0, (float) $this->row_of( self::ANA, $this->other )['total'] );
		( new DonationService() )->refund( $first );
		$this->assertNull( $this->row_of( self::ANA, $campaign ), 'no completed gift left there' );
		$this->assertSame( 30.0, (float) $this->row_of( self::ANA, 0 )['total'] );
		// The gifts completed by the Stripe webhooks and PaymentApi go through the same service; a
		// sponsor's match (no person) is no donor.
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( 'donors' ) . " WHERE email_key = ''" ) );

		// The upgrade (migration 1.9.7) rebuilds exactly what the changes kept.
		$kept = $this->stored();
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'donors' ) );
		( new DonorRecordRepository() )->rebuild_all();
		$this->assertSame( $kept, $this->stored() );
		$this->assertNotEmpty( $kept );

		// Deleting a campaign takes its rows and recounts its donors across the others.
		( new CampaignRepository() )->delete_with_children( $this->other );
		$this->assertNull( $this->row_of( self::ANA, 0 ) );
	}

	/**
	 * Decision 0113: a gift refreshes its donor's row across campaigns from that address's rows of
	 * every campaign. Without an index on the address, `campaign_id > 0 AND email_key = ?` read every
	 * campaign row of the table (265,000 at the bench's 300,000 donors: 465 ms of each gift).
	 */
	public function test_a_gift_reads_only_its_own_donors_rows_to_refresh_the_row_across_campaigns(): void {
		global $wpdb;
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		$this->give( $this->campaign_id(), 'Ana Donor', self::ANA, 10 );
		remove_filter( 'query', $capture );
		$across = array_values( preg_grep( '/^\s*INSERT INTO \S*p2p_donors\S*\s.*SELECT 0, email_key/is', $statements ) );
		$this->assertCount( 1, $across );
		$select = substr( $across[0], stripos( $across[0], 'SELECT 0' ) );
		$upsert = stripos( $select, 'ON DUPLICATE KEY' );
		$select = false === $upsert ? $select : substr( $select, 0, $upsert ); // The SELECT alone.
		$plan   = $wpdb->get_row( 'EXPLAIN ' . $select, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the plugin's own prepared statement.
		$this->assertSame( 'email_across', $plan['key'], 'read by the address: ' . wp_json_encode( $plan ) );
	}

	/**
	 * Decision 0116: a donor's rows are updated in place. A deleted row stays in the full-text
	 * index's list of deleted documents, which every search reads whole (1,069,470 of them on the
	 * bench made "donor1234" take 165–346 ms instead of 2–12 ms): a repeat gift and a repair that
	 * finds the rows right delete none.
	 */
	public function test_a_repeat_gift_and_a_repair_update_the_donors_rows_in_place(): void {
		$campaign = $this->campaign_id();
		$this->give( $campaign, 'Ana Donor', self::ANA, 10 );
		$this->give( $this->other, 'Ana Donor', self::ANA, 5 );
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		$this->give( $campaign, 'Ana Donor', self::ANA, 15 );
		( new DonationService() )->rebuild_totals( $campaign );
		remove_filter( 'query', $capture );
		$this->assertSame( array(), array_values( preg_grep( '/^\s*DELETE\b.*p2p_donors`/is', $statements ) ), 'no donors row deleted' );
		$this->assertSame( array( 2, 25.0 ), array( $this->row_of( self::ANA, $campaign )['gifts'], (float) $this->row_of( self::ANA, $campaign )['total'] ) );
		$this->assertSame( array( 3, 30.0 ), array( $this->row_of( self::ANA, 0 )['gifts'], (float) $this->row_of( self::ANA, 0 )['total'] ) );
	}

	public function test_the_row_across_campaigns_counts_what_another_campaign_committed_after_this_transaction_began(): void {
		global $wpdb;
		$table = Schema::table( 'donors' );
		// This request's transaction has read the table: its snapshot is older than what follows.
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE email_key = %s", self::ANA ) ) );
		// Another campaign's gift by the same donor commits meanwhile (under that campaign's lock,
		// not this one's): its campaign row is there for everyone but this snapshot.
		$other = $this->open_other_session();
		try {
			$other->query( $wpdb->prepare( "INSERT INTO {$table} (campaign_id, email_key, donor_hash, donor_name, donor_email, gifts, total, first_gift_at, last_gift_at, is_recurring, wants_updates) VALUES (999999, %s, %s, 'Ana Elsewhere', %s, 4, 100, '2025-01-01 00:00:00', '2025-01-01 00:00:00', 0, 1)", self::ANA, sha1( self::ANA ), self::ANA ) );
			$this->assertSame( 1, $other->affected_rows );
			$this->give( $this->campaign_id(), 'Ana Donor', self::ANA, 10 );
			$across = $this->row_of( self::ANA, 0 );
			$this->assertSame( 5, $across['gifts'], 'the row across campaigns is counted from the committed rows, not from this transaction’s older snapshot' );
			$this->assertSame( 110.0, (float) $across['total'] );
		} finally {
			parent::tearDown(); // Rolls this request back, so the other session's row is unlocked.
			$other->query( $wpdb->prepare( "DELETE FROM {$table} WHERE campaign_id = 999999 AND email_key = %s", self::ANA ) );
			$other->close();
			parent::setUp();
		}
	}

	public function test_an_erased_donor_leaves_the_list(): void {
		$this->give( $this->campaign_id(), 'Ana Donor', self::ANA, 10 );
		$this->assertNotNull( $this->row_of( self::ANA, 0 ) );
		PersonalData::erase( self::ANA, 1 );
		$this->assertNull( $this->row_of( self::ANA, 0 ) );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( 'donors' ) . " WHERE email_key LIKE '%.invalid'" ) );
	}

	public function test_the_list_sorts_pages_and_searches_as_the_table_says(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		foreach ( array( 'total', 'gifts', 'last_gift', 'name' ) as $orderby ) {
			$column = DonorRecordRepository::ADMIN_SORTS[ $orderby ];
			foreach ( array( 'asc', 'desc' ) as $order ) {
				$expected = $wpdb->get_col( $wpdb->prepare( 'SELECT donor_hash FROM ' . Schema::table( 'donors' ) . " WHERE campaign_id = %d ORDER BY {$column} {$order}, email_key {$order}", $campaign ) );
				$this->assertGreaterThan( 4, count( $expected ) );
				$pages = array();
				for ( $page = 1; $page <= 3; $page++ ) {
					$body  = $this->assertOk( $this->donors( array( 'campaign_id' => $campaign, 'orderby' => $orderby, 'order' => $order, 'per_page' => 2, 'page' => $page ) ) );
					$pages = array_merge( $pages, wp_list_pluck( $body['data'], 'id' ) );
					$this->assertSame( count( $expected ), $body['total'] );
				}
				$this->assertSame( array_slice( $expected, 0, 6 ), $pages, "{$orderby} {$order}" );
			}
		}
		// The search: name or address (the demo donors are committed, so the full-text index sees them).
		foreach ( array( 0, $campaign ) as $scope ) {
			$names = wp_list_pluck( $this->assertOk( $this->donors( array( 'campaign_id' => $scope, 'search' => 'carter' ) ) )['data'], 'name' );
			$this->assertSame( array( 'Helen Carter' ), $names );
			$mails = wp_list_pluck( $this->assertOk( $this->donors( array( 'campaign_id' => $scope, 'search' => 'helen.carter@example.org' ) ) )['data'], 'email' );
			$this->assertSame( array( 'helen.carter@example.org' ), $mails );
		}
		$this->assertSame( 0, $this->assertOk( $this->donors( array( 'search' => 'nobody-gave-this' ) ) )['total'] );
	}

	public function test_the_list_validates_its_parameters(): void {
		$this->assertError( 400, $this->donors( array( 'orderby' => 'email; DROP' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->donors( array( 'per_page' => 1000 ) ), 'rest_invalid_param' );
		$this->assertError( 404, $this->donors( array( 'campaign_id' => 999999 ) ) );
		$this->assertError( 404, $this->get( '/admin/donors/' . sha1( 'nobody@example.net' ) ), 'p2p_donor_not_found' );
		$this->assertError( 404, $this->get( '/admin/donors/not-a-hash' ) );
		$this->assertError( 400, $this->post( '/admin/donors/' . sha1( 'helen.carter@example.org' ) . '/privacy-request', array( 'type' => 'delete-everything' ) ), 'rest_invalid_param' );
	}

	public function test_the_donors_page_lists_every_gift_across_campaigns_with_its_receipt(): void {
		$campaign = $this->campaign_id();
		$gift     = $this->give( $campaign, 'Ana Donor', self::ANA, 10, array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ), 'message' => 'Go!' ) );
		$pledge   = $this->give( $this->other, 'Ana Donor', self::ANA, 30, array( 'mode' => Settings::PAYMENT_MODE_OFFLINE ) );
		$body     = $this->assertOk( $this->get( '/admin/donors/' . sha1( self::ANA ) ) )['data'];
		$this->assertSame( 'Ana Donor', $body['donor']['name'] );
		$this->assertSame( 2, $body['gifts_total'] );
		$gifts = array_column( $body['gifts'], null, 'id' );
		$this->assertSame( 'Go!', $gifts[ $gift ]['message'] );
		$this->assertNotSame( '', $gifts[ $gift ]['page'], 'the fundraiser given to' );
		$this->assertStringStartsWith( 'TEST-P2P-', $gifts[ $gift ]['receipt_number'] );
		$this->assertTrue( $gifts[ $gift ]['can_resend'] );
		$this->assertSame( 'pending', $gifts[ $pledge ]['status'] );
		$this->assertSame( '', $gifts[ $pledge ]['receipt_number'] );
		$this->assertFalse( $gifts[ $pledge ]['can_resend'] );
		$this->assertSame( 'Second Drive', $gifts[ $pledge ]['campaign_title'] );
		$this->assertSame( array( $campaign ), array_column( $body['campaigns'], 'campaign_id' ), 'the campaigns with a completed gift' );
		$this->assertCount( 1, $this->assertOk( $this->get( '/admin/donors/' . sha1( self::ANA ), array( 'per_page' => 1, 'page' => 2 ) ) )['data']['gifts'] );
	}

	public function test_a_receipt_is_sent_again_once_per_interval_and_the_resend_is_recorded(): void {
		global $wpdb;
		$gift = $this->give( $this->campaign_id(), 'Ana Donor', self::ANA, 10 );
		MailQueue::drain();
		$this->mails = array();

		$body = $this->assertOk( $this->post( "/admin/donations/{$gift}/resend-receipt" ) );
		$this->assertSame( 1, $body['data']['resent_count'] );
		MailQueue::drain();
		$this->assertCount( 1, $this->mails );
		$this->assertSame( self::ANA, $this->mails[0]['to'] );
		$this->assertStringContainsString( $body['data']['receipt_number'], $this->mails[0]['subject'] );

		$this->assertError( 429, $this->post( "/admin/donations/{$gift}/resend-receipt" ), 'p2p_receipt_throttled' );
		MailQueue::drain();
		$this->assertCount( 1, $this->mails, 'a second click sends nothing' );

		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'receipts' ) . ' SET resent_at = %s WHERE donation_id = %d', gmdate( 'Y-m-d H:i:s', time() - Receipt::RESEND_INTERVAL - 1 ), $gift ) );
		$this->assertSame( 2, $this->assertOk( $this->post( "/admin/donations/{$gift}/resend-receipt" ) )['data']['resent_count'] );
		$page = $this->assertOk( $this->get( '/admin/donors/' . sha1( self::ANA ) ) )['data']['gifts'][0];
		$this->assertSame( 2, $page['resent_count'] );
		$this->assertNotSame( '', $page['resent_at'] );

		$pledge = $this->give( $this->campaign_id(), 'Ana Donor', self::ANA, 10, array( 'mode' => Settings::PAYMENT_MODE_OFFLINE ) );
		$this->assertError( 409, $this->post( "/admin/donations/{$pledge}/resend-receipt" ), 'p2p_receipt_not_receipted' );
		$this->assertError( 404, $this->post( '/admin/donations/999999/resend-receipt' ), 'p2p_donation_not_found' );
		$all = EmailTemplates::all();
		$all['templates'][ EmailTemplates::DONOR_RECEIPT ]['enabled'] = false;
		EmailTemplates::save( $all['templates'], $all['nudge_days'], $all['receipt'] );
		$this->assertFalse( EmailTemplates::get( EmailTemplates::DONOR_RECEIPT )['enabled'] );
		$this->assertError( 409, $this->post( "/admin/donations/{$gift}/resend-receipt" ), 'p2p_receipt_disabled' );
	}

	public function test_privacy_requests_are_wordpress_own_with_their_confirmation_email(): void {
		$donor = sha1( 'helen.carter@example.org' );
		$body  = $this->post( "/admin/donors/{$donor}/privacy-request", array( 'type' => 'export' ) );
		$this->assertSame( 201, $body[0], wp_json_encode( $body[1] ) );
		$request = wp_get_user_request( $body[1]['data']['request_id'] );
		$this->assertSame( 'export_personal_data', $request->action_name );
		$this->assertSame( 'helen.carter@example.org', $request->email );
		$this->assertSame( 'request-pending', $request->status );
		$this->assertCount( 1, $this->mails, 'the confirmation e-mail' );
		$this->assertSame( 'helen.carter@example.org', $this->mails[0]['to'] );
		$this->assertStringContainsString( 'export-personal-data.php', $body[1]['data']['url'] );

		$this->assertError( 409, $this->post( "/admin/donors/{$donor}/privacy-request", array( 'type' => 'export' ) ), 'p2p_privacy_request_pending' );
		$erase = $this->post( "/admin/donors/{$donor}/privacy-request", array( 'type' => 'erase' ) );
		$this->assertSame( 201, $erase[0] );
		$this->assertSame( 'remove_personal_data', wp_get_user_request( $erase[1]['data']['request_id'] )->action_name );

		// Managing fundraising is not enough: the Tools screens' capabilities are asked too.
		$this->actingAs( 'user@example.com' );
		wp_get_current_user()->add_cap( \P2PFundraising\Admin\Capability::NAME );
		$this->assertOk( $this->donors() );
		$this->assertError( 403, $this->post( "/admin/donors/{$donor}/privacy-request", array( 'type' => 'erase' ) ), 'rest_forbidden' );
	}

	public function test_the_csv_lists_the_donors_of_the_list(): void {
		$this->give( $this->other, '=cmd|x', self::ANA, 12.5 );
		$response = $this->request( 'GET', '/admin/donors/export', array( 'campaign_id' => $this->other ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertMatchesRegularExpression( '/^attachment; filename="second-drive-donors-\d{4}-\d{2}-\d{2}\.csv"$/', $response->get_headers()['Content-Disposition'] );
		$lines = array_values( array_filter( explode( "\r\n", substr( (string) $response->get_data(), 3 ) ) ) );
		$this->assertSame( 'name,email,gifts,total,first_gift,last_gift,recurring,wants_updates', $lines[0] );
		$this->assertCount( 2, $lines );
		$this->assertStringStartsWith( "'=cmd|x,ana.donor@example.net,1,12.5,", $lines[1] );

		global $wpdb;
		$all   = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( 'donors' ) . ' WHERE campaign_id = 0' );
		$lines = array_values( array_filter( explode( "\r\n", substr( (string) $this->request( 'GET', '/admin/donors/export' )->get_data(), 3 ) ) ) );
		$this->assertCount( $all + 1, $lines );
		$lines = array_values( array_filter( explode( "\r\n", substr( (string) $this->request( 'GET', '/admin/donors/export', array( 'search' => 'carter' ) )->get_data(), 3 ) ) ) );
		$this->assertCount( 2, $lines );
	}
}
