<?php
/**
 * WordPress's Export / Erase Personal Data tools know donors and fundraisers; erasing anonymises
 * without changing any total.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Privacy\PersonalData;

final class PrivacyTest extends PluginTestCase {

	/** The demo donor with the most donations, and how many they gave. */
	private function busiest_donor(): array {
		global $wpdb;
		$row = $wpdb->get_row( 'SELECT donor_email, COUNT(*) AS n FROM ' . Schema::table( 'donations' ) . " WHERE donor_email <> '' GROUP BY donor_email ORDER BY n DESC, donor_email LIMIT 1", ARRAY_A );
		$this->assertNotNull( $row, 'demo data has donors' );
		$this->assertGreaterThan( 1, (int) $row['n'], 'the test needs a donor who gave more than once' );
		return array( $row['donor_email'], (int) $row['n'] );
	}

	private function donations_of( string $email ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Schema::table( 'donations' ) . ' WHERE donor_email = %s ORDER BY id', $email ), ARRAY_A );
	}

	public function test_the_suggested_policy_text_names_stripe_while_donors_pay_through_it(): void {
		$joined = implode( ' ', PersonalData::policy_paragraphs() );
		$this->assertStringNotContainsString( 'Stripe', $joined, 'test mode sends nothing to a third party' );

		update_option( \P2PFundraising\Settings::PAYMENT_MODE_OPTION, \P2PFundraising\Settings::PAYMENT_MODE_STRIPE );
		$joined = implode( ' ', PersonalData::policy_paragraphs() );
		$this->assertStringContainsString( 'your e-mail address, the amount and what you support are sent to our payment processor Stripe', $joined );
		$this->assertStringContainsString( 'https://stripe.com/privacy', $joined );
	}

	public function test_the_suggested_policy_text_covers_registration_activity_and_invitations(): void {
		$joined = implode( ' ', PersonalData::policy_paragraphs() );
		$this->assertStringContainsString( 'your answers to its questions, the waiver as you accepted it', $joined );
		$this->assertStringContainsString( 'Erasing your data deletes your activity.', $joined );
		$this->assertStringContainsString( 'stops further invitations', $joined );
	}

	/** Core's registered callback for our key, as the Tools screens call it. */
	private function core_callback( string $filter, string $name_key ): callable {
		$registered = apply_filters( $filter, array() );
		$this->assertArrayHasKey( 'p2p-fundraising', $registered );
		$this->assertSame( 'P2P Fundraising', $registered['p2p-fundraising'][ $name_key ] );
		$this->assertIsCallable( $registered['p2p-fundraising']['callback'] );
		return $registered['p2p-fundraising']['callback'];
	}

	private function export( string $email, int $page = 1 ): array {
		return call_user_func( $this->core_callback( 'wp_privacy_personal_data_exporters', 'exporter_friendly_name' ), $email, $page );
	}

	private function erase( string $email, int $page = 1 ): array {
		return call_user_func( $this->core_callback( 'wp_privacy_personal_data_erasers', 'eraser_friendly_name' ), $email, $page );
	}

	/** @return array<string, array<int, array<string, string>>> item data by group, as name => value maps */
	private function groups( array $export ): array {
		$groups = array();
		foreach ( $export['data'] as $item ) {
			$groups[ $item['group_id'] ][] = array_column( $item['data'], 'value', 'name' );
		}
		return $groups;
	}

	public function test_export_lists_every_donation_of_the_address_whatever_its_case(): void {
		list( $email, $count ) = $this->busiest_donor();
		$export                = $this->export( strtoupper( $email ) );

		$this->assertTrue( $export['done'] );
		$donations = $this->groups( $export )['p2p-fundraising-donations'] ?? array();
		$this->assertCount( $count, $donations );
		$expected = array_map(
			static function ( array $row ): string {
				return '#' . $row['id'];
			},
			$this->donations_of( $email )
		);
		$this->assertSame( $expected, array_column( $donations, 'Donation' ) );
		$this->assertSame( array( $email ), array_values( array_unique( array_column( $donations, 'E-mail' ) ) ) );
	}

	public function test_export_of_a_fundraiser_holds_their_page_team_and_captaincy(): void {
		$export = $this->export( 'captain@example.com' );
		$pages  = $this->groups( $export )['p2p-fundraising-fundraisers'] ?? array();

		$fundraiser = ( new \P2PFundraising\Database\FundraiserRepository() )->find( $this->fundraiser_id( 'captain' ) );
		$this->assertNotEmpty( $pages );
		$this->assertSame( $fundraiser['name'], $pages[0]['Name'] );
		$this->assertSame( $fundraiser['team_name'], $pages[0]['Team'] );
		$this->assertSame( 'Yes', $pages[0]['Team captain'] );
	}

	public function test_an_unknown_address_exports_nothing(): void {
		$export = $this->export( 'nobody-' . wp_generate_password( 8, false ) . '@example.com' );
		$this->assertSame( array(), $export['data'] );
		$this->assertTrue( $export['done'] );
	}

	public function test_export_and_erasure_run_in_batches_of_one_hundred(): void {
		$campaign   = $this->campaign_id();
		$email      = 'many-gifts@example.com';
		$repository = new DonationRepository();
		for ( $i = 0; $i < 150; $i++ ) {
			$repository->insert(
				array(
					'campaign_id' => $campaign,
					'donor_name'  => 'Many Gifts',
					'donor_email' => $email,
					'amount'      => 1,
				)
			);
		}

		$first  = $this->export( $email, 1 );
		$second = $this->export( $email, 2 );
		$this->assertCount( 100, $first['data'] );
		$this->assertFalse( $first['done'] );
		$this->assertCount( 50, $second['data'] );
		$this->assertTrue( $second['done'] );

		$this->assertFalse( $this->erase( $email, 1 )['done'] );
		$this->assertTrue( $this->erase( $email, 2 )['done'] );
		$this->assertSame( array(), $this->donations_of( $email ) );
	}

	public function test_erasing_a_donor_anonymises_every_donation_and_keeps_every_total(): void {
		list( $email, $count ) = $this->busiest_donor();
		$campaign              = $this->campaign_id();
		$before                = $this->donations_of( $email );
		$totals                = $this->totals_snapshot( $campaign );

		$result = $this->erase( $email );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['items_retained'] );
		$this->assertTrue( $result['done'] );
		$this->assertNotEmpty( $result['messages'] );
		$this->assertSame( array(), $this->donations_of( $email ) );

		$stand_in = PersonalData::stand_in_address( $email );
		$after    = $this->donations_of( $stand_in );
		$this->assertCount( $count, $after );
		foreach ( $after as $i => $row ) {
			$this->assertSame( $before[ $i ]['id'], $row['id'] );
			$this->assertSame( $before[ $i ]['amount'], $row['amount'] );
			$this->assertSame( $before[ $i ]['status'], $row['status'] );
			$this->assertSame( $before[ $i ]['team_id'], $row['team_id'] );
			$this->assertSame( $before[ $i ]['fundraiser_id'], $row['fundraiser_id'] );
			$this->assertSame( '', $row['donor_name'] );
			$this->assertSame( '1', $row['is_anonymous'] );
		}
		$this->assertStringEndsWith( '@erased.invalid', $stand_in );
		$this->assertStringNotContainsString( strtok( $email, '@' ), $stand_in );

		$this->assertSame( $totals, $this->totals_snapshot( $campaign ) );
		$this->assertTotalsMatchTheOracle( $campaign );

		$names = array_filter( array_unique( array_column( $before, 'donor_name' ) ) );
		$body  = wp_json_encode( $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $campaign, 'per_page' => 50 ) ) ) );
		foreach ( $names as $name ) {
			$this->assertStringNotContainsString( $name, (string) $body );
		}

		$again = $this->erase( $email );
		$this->assertFalse( $again['items_removed'] );
		$this->assertTrue( $again['done'] );
	}

	public function test_erasing_a_fundraiser_removes_name_story_and_picture_and_keeps_the_money(): void {
		$campaign = $this->campaign_id();
		$id       = $this->fundraiser_id( 'captain' );
		$totals   = $this->totals_snapshot( $campaign );
		$before   = ( new \P2PFundraising\Database\FundraiserRepository() )->find( $id );

		$result = $this->erase( 'captain@example.com' );

		$after = ( new \P2PFundraising\Database\FundraiserRepository() )->find( $id );
		$this->assertTrue( $result['items_removed'] );
		$this->assertSame( 'Former fundraiser', $after['name'] );
		$this->assertSame( '', $after['story'] );
		$this->assertSame( '', $after['image_url'] );
		$this->assertSame( $before['team_id'], $after['team_id'] );
		$this->assertSame( $totals, $this->totals_snapshot( $campaign ) );
		$this->assertNotFalse( get_user_by( 'email', 'captain@example.com' ), 'the account itself is WordPress\'s to erase' );
		$this->assertStringNotContainsString( $before['name'], (string) wp_json_encode( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) ) ) );
	}

	public function test_a_fundraisers_updates_are_exported_and_erased(): void {
		$user = get_user_by( 'login', 'captain' );
		( new \P2PFundraising\Database\UpdateRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'author_type' => 'fundraiser',
				'entity_id'   => $this->fundraiser_id( 'captain' ),
				'user_id'     => $user->ID,
				'body'        => 'Ran 10 km with my neighbour Ingrid.',
			)
		);
		$updates = $this->groups( $this->export( 'captain@example.com' ) )['p2p-fundraising-updates'] ?? array();
		$this->assertSame( 'Ran 10 km with my neighbour Ingrid.', $updates[0]['Text'] ?? null );

		$this->assertTrue( $this->erase( 'captain@example.com' )['items_removed'] );
		$this->assertSame( 0, $this->count_where( 'updates', 'user_id = %d', $user->ID ) );
	}

	public function test_erasing_an_invited_address_deletes_its_invitations(): void {
		global $wpdb;
		$team = $this->team_id( 'Blue Wave Runners' );
		$wpdb->insert(
			Schema::table( 'team_invitations' ),
			array(
				'team_id'    => $team,
				'email'      => 'invitee@example.com',
				'token'      => wp_generate_password( 32, false ),
				'created_at' => current_time( 'mysql', true ),
			)
		);
		$export = $this->groups( $this->export( 'invitee@example.com' ) );
		$this->assertCount( 1, $export['p2p-fundraising-invitations'] ?? array() );

		$this->assertTrue( $this->erase( 'invitee@example.com' )['items_removed'] );
		$this->assertSame( 0, $this->count_where( 'team_invitations', 'email = %s', 'invitee@example.com' ) );
	}
}
