<?php
/**
 * Bulk approve / suspend of teams and fundraisers: administrators only, exact counts, the picked
 * rows or every match of the list's filters, never another campaign's.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Demo\DemoData;

final class BulkModerationTest extends WriteTestCase {

	private function path( string $kind ): string {
		return '/admin/campaigns/' . $this->campaign_id() . '/' . $kind . '/bulk';
	}

	public function test_only_administrators_moderate_in_bulk(): void {
		$body = array(
			'action' => 'suspend',
			'ids'    => array( $this->fundraiser_id( 'fundraiser' ) ),
		);
		$this->assertError( 401, $this->post( $this->path( 'fundraisers' ), $body, array(), '' ), 'p2p_not_logged_in' );
		$this->actingAs( 'captain@example.com' );
		$this->assertError( 403, $this->post( $this->path( 'fundraisers' ), $body ), 'p2p_forbidden' );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) )['status'] );
	}

	public function test_the_picked_fundraisers_change_and_the_count_is_exact(): void {
		$this->actingAs( 'admin' );
		$ids  = array( $this->fundraiser_id( 'fundraiser' ), $this->fundraiser_id( 'captain' ) );
		$body = $this->assertOk( $this->post( $this->path( 'fundraisers' ), array( 'action' => 'suspend', 'ids' => $ids ) ) );
		$this->assertSame( 2, $body['data']['changed'] );
		foreach ( $ids as $id ) {
			$this->assertSame( 'suspended', ( new FundraiserRepository() )->find( $id )['status'] );
		}
		$again = $this->assertOk( $this->post( $this->path( 'fundraisers' ), array( 'action' => 'suspend', 'ids' => $ids ) ) );
		$this->assertSame( 0, $again['data']['changed'], 'already suspended' );
		$back = $this->assertOk( $this->post( $this->path( 'fundraisers' ), array( 'action' => 'approve', 'ids' => $ids ) ) );
		$this->assertSame( 2, $back['data']['changed'] );
	}

	public function test_all_matching_follows_the_list_filters_and_stays_in_the_campaign(): void {
		global $wpdb;
		$this->actingAs( 'admin' );
		$draft    = $this->campaign_id( DemoData::DRAFT_SLUG );
		$pending  = $this->count_where( 'fundraisers', "campaign_id = %d AND status = 'pending'", $this->campaign_id() );
		$other    = $this->count_where( 'fundraisers', "campaign_id = %d AND status <> 'suspended'", $draft );
		$matching = $this->count_where( 'teams', "campaign_id = %d AND name LIKE %s AND status <> 'suspended'", $this->campaign_id(), '%' . $wpdb->esc_like( 'r' ) . '%' );
		$this->assertGreaterThan( 1, $matching );

		$body = $this->assertOk(
			$this->post(
				$this->path( 'teams' ),
				array(
					'action' => 'suspend',
					'all'    => true,
					'search' => 'r',
				)
			)
		);
		$this->assertSame( $matching, $body['data']['changed'] );
		$this->assertSame( 0, $this->count_where( 'teams', "campaign_id = %d AND name LIKE %s AND status <> 'suspended'", $this->campaign_id(), '%r%' ) );

		// Only the pending ones of this campaign: the filter counts, not the search alone.
		( new FundraiserRepository() )->update( $this->fundraiser_id( 'fundraiser' ), array( 'status' => 'pending' ) );
		$body = $this->assertOk(
			$this->post(
				$this->path( 'fundraisers' ),
				array(
					'action' => 'approve',
					'all'    => true,
					'status' => 'pending',
				)
			)
		);
		$this->assertSame( $pending + 1, $body['data']['changed'] );
		$this->assertSame( 0, $this->count_where( 'fundraisers', "campaign_id = %d AND status = 'pending'", $this->campaign_id() ) );
		$this->assertSame( $other, $this->count_where( 'fundraisers', "campaign_id = %d AND status <> 'suspended'", $draft ), 'another campaign is untouched' );

		// An id of another campaign is not changed through this one.
		$foreign = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . \P2PFundraising\Database\Schema::table( 'teams' ) . ' WHERE campaign_id = %d LIMIT 1', $draft ) );
		if ( $foreign > 0 ) {
			$body = $this->assertOk( $this->post( $this->path( 'teams' ), array( 'action' => 'suspend', 'ids' => array( $foreign ) ) ) );
			$this->assertSame( 0, $body['data']['changed'] );
			$this->assertNotSame( 'suspended', ( new TeamRepository() )->find( $foreign )['status'] );
		}
	}

	public function test_a_request_needs_rows_or_all_and_a_known_action(): void {
		$this->actingAs( 'admin' );
		$this->assertError( 400, $this->post( $this->path( 'teams' ), array( 'action' => 'approve' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->post( $this->path( 'teams' ), array( 'action' => 'delete', 'ids' => array( 1 ) ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->post( $this->path( 'teams' ), array( 'action' => 'approve', 'ids' => range( 1, 501 ) ) ), 'rest_invalid_param' );
	}

	public function test_the_export_takes_the_picked_ids_or_the_list_filters(): void {
		$this->actingAs( 'admin' );
		$path = '/admin/campaigns/' . $this->campaign_id() . '/export';
		$ids  = array( $this->fundraiser_id( 'fundraiser' ), $this->fundraiser_id( 'captain' ) );
		$csv  = (string) $this->request( 'GET', $path, array( 'type' => 'fundraisers', 'ids' => implode( ',', $ids ) ) )->get_data();
		$lines = array_values( array_filter( explode( "\r\n", $csv ) ) );
		$this->assertCount( 3, $lines, 'the header and the two picked rows' );
		$this->assertEqualsCanonicalizing( $ids, array( (int) strtok( $lines[1], ',' ), (int) strtok( $lines[2], ',' ) ) );

		$pending = $this->count_where( 'teams', "campaign_id = %d AND status = 'pending'", $this->campaign_id() );
		$csv     = (string) $this->request( 'GET', $path, array( 'type' => 'teams', 'status' => 'pending' ) )->get_data();
		$this->assertCount( 1 + $pending, array_filter( explode( "\r\n", $csv ) ) );

		$this->assertSame( 400, $this->request( 'GET', $path, array( 'type' => 'teams', 'ids' => '1,x' ) )->get_status() );
	}
}
