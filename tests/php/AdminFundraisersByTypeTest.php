<?php
/**
 * The fundraisers table of a campaign with participant types (issue 28): each row names the type
 * registered as, and the list, its "all matching" bulk changes and its CSV export filter by type.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Demo\DemoData;

final class AdminFundraisersByTypeTest extends WriteTestCase {

	private function add_type( int $campaign_id, string $name ): int {
		list( $status, $body ) = $this->admin( 'POST', "/admin/campaigns/{$campaign_id}/registration/types", array( 'name' => $name ) );
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		return (int) $body['data']['id'];
	}

	/** Registers a new participant as a type; returns their fundraiser id. */
	private function register_as( int $type_id, string $email ): int {
		$this->actingAs( 0 );
		$this->assertOk(
			$this->post(
				'/register-fundraiser',
				array(
					'firstName'         => 'Rita',
					'lastName'          => ucfirst( strtok( $email, '@' ) ),
					'email'             => $email,
					'password'          => 'secret1',
					'password2'         => 'secret1',
					'campaign_id'       => $this->campaign_id(),
					'registration_type' => $type_id,
				)
			)
		);
		$user = get_user_by( 'email', $email );
		return (int) ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), $user->ID )['id'];
	}

	private function list_path(): string {
		return '/admin/campaigns/' . $this->campaign_id() . '/fundraisers';
	}

	public function test_rows_carry_the_type_name_and_the_list_filters_by_type(): void {
		$runner = $this->add_type( $this->campaign_id(), '5 km runner' );
		$walker = $this->add_type( $this->campaign_id(), 'Virtual walker' );
		$rita   = $this->register_as( $runner, 'runner@example.net' );
		$wanda  = $this->register_as( $walker, 'walker@example.net' );
		$all    = $this->count_where( 'fundraisers', 'campaign_id = %d', $this->campaign_id() );

		$page  = $this->assertOk( $this->admin( 'GET', $this->list_path(), array( 'per_page' => 50, 'orderby' => 'created' ) ) );
		$types = wp_list_pluck( $page['data'], 'registration_type', 'id' );
		$this->assertSame( $all, $page['total'], 'no filter: every fundraiser' );
		$this->assertSame( '5 km runner', $types[ $rita ] );
		$this->assertSame( 'Virtual walker', $types[ $wanda ] );
		$this->assertSame( '', $types[ $this->fundraiser_id( 'fundraiser' ) ], 'registered before the types: none' );

		$runners = $this->assertOk( $this->admin( 'GET', $this->list_path(), array( 'type' => $runner ) ) );
		$this->assertSame( 1, $runners['total'] );
		$this->assertSame( array( $rita ), wp_list_pluck( $runners['data'], 'id' ) );
		$this->assertSame( '5 km runner', $runners['data'][0]['registration_type'] );

		$searched = $this->assertOk( $this->admin( 'GET', $this->list_path(), array( 'type' => $walker, 'search' => 'walker@' ) ) );
		$this->assertSame( array( $wanda ), wp_list_pluck( $searched['data'], 'id' ), 'type and search together' );
		$this->assertSame( 0, $this->assertOk( $this->admin( 'GET', $this->list_path(), array( 'type' => $walker, 'status' => 'suspended' ) ) )['total'] );
		$this->assertSame( $all, $this->assertOk( $this->admin( 'GET', $this->list_path(), array( 'type' => 0 ) ) )['total'], 'type 0: all' );

		$detail = $this->assertOk( $this->admin( 'GET', "/admin/fundraisers/{$wanda}" ) );
		$this->assertSame( 'Virtual walker', $detail['data']['registration_type'], 'the single page names it too' );
	}

	public function test_a_type_of_another_campaign_or_no_type_is_refused(): void {
		$other = $this->add_type( $this->campaign_id( DemoData::DRAFT_SLUG ), 'Elsewhere' );
		list( $status, $body ) = $this->admin( 'GET', $this->list_path(), array( 'type' => $other ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertSame( 'This participant type is not one of the campaign\'s.', $body['message'] );
		$this->assertSame( 400, $this->admin( 'GET', $this->list_path(), array( 'type' => 999999 ) )[0] );
		$this->assertSame( 400, $this->admin( 'GET', $this->list_path(), array( 'type' => 'runner' ) )[0] );

		$this->actingAs( 'admin' );
		$export = $this->request( 'GET', '/admin/campaigns/' . $this->campaign_id() . '/export', array( 'type' => 'fundraisers', 'registration_type' => $other ) );
		$this->assertSame( 400, $export->get_status() );
		$bulk = $this->post( '/admin/campaigns/' . $this->campaign_id() . '/fundraisers/bulk', array( 'action' => 'suspend', 'all' => true, 'type' => $other ) );
		$this->assertError( 400, $bulk, 'rest_invalid_param' );
		$this->assertSame( 0, $this->count_where( 'fundraisers', "campaign_id = %d AND status = 'suspended'", $this->campaign_id() ) - $this->suspended_before, 'nothing suspended' );
	}

	/** Suspended fundraisers of the demo campaign before a test. */
	private $suspended_before = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->suspended_before = $this->count_where( 'fundraisers', "campaign_id = %d AND status = 'suspended'", $this->campaign_id() );
	}

	public function test_the_export_and_all_matching_bulk_changes_follow_the_type_filter(): void {
		$runner = $this->add_type( $this->campaign_id(), 'Runner' );
		$walker = $this->add_type( $this->campaign_id(), 'Walker' );
		$rita   = $this->register_as( $runner, 'runner@example.net' );
		$wanda  = $this->register_as( $walker, 'walker@example.net' );

		$this->actingAs( 'admin' );
		$csv   = (string) $this->request( 'GET', '/admin/campaigns/' . $this->campaign_id() . '/export', array( 'type' => 'fundraisers', 'registration_type' => $walker ) )->get_data();
		$lines = array_values( array_filter( explode( "\r\n", substr( $csv, 3 ) ) ) );
		$this->assertCount( 2, $lines, 'the header and the one walker' );
		$this->assertStringStartsWith( $wanda . ',', $lines[1] );

		$body = $this->assertOk( $this->post( '/admin/campaigns/' . $this->campaign_id() . '/fundraisers/bulk', array( 'action' => 'suspend', 'all' => true, 'type' => $runner ) ) );
		$this->assertSame( 1, $body['data']['changed'] );
		$this->assertSame( 'suspended', ( new FundraiserRepository() )->find( $rita )['status'] );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( $wanda )['status'] );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) )['status'] );
	}

	public function test_a_campaign_without_types_lists_as_before(): void {
		$all  = $this->count_where( 'fundraisers', 'campaign_id = %d', $this->campaign_id() );
		$page = $this->assertOk( $this->admin( 'GET', $this->list_path(), array( 'per_page' => 50 ) ) );
		$this->assertSame( $all, $page['total'] );
		$this->assertSame( array( '' ), array_values( array_unique( wp_list_pluck( $page['data'], 'registration_type' ) ) ) );
		$this->actingAs( 'admin' );
		$header = explode( "\r\n", substr( (string) $this->request( 'GET', '/admin/campaigns/' . $this->campaign_id() . '/export', array( 'type' => 'fundraisers' ) )->get_data(), 3 ) )[0];
		$this->assertSame( 'id,name,email,status,team,goal,raised,donations,url,created_at', $header );
	}
}
