<?php
/**
 * Registration options (issue 28): participant types, questions and the waiver in wp-admin, what
 * the registration routes check and store, and the fee.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Settings;

final class RegistrationOptionsTest extends WriteTestCase {

	protected function tearDown(): void {
		remove_all_filters( 'p2p_fundraising_today' );
		remove_all_filters( 'p2p_registration_answer_is_valid' );
		remove_all_filters( 'p2p_registration_fee' );
		parent::tearDown();
	}

	private function add_type( array $fields ): array {
		list( $status, $body ) = $this->admin( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/registration/types', $fields );
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		return $body['data'];
	}

	private function add_question( array $fields ): array {
		list( $status, $body ) = $this->admin( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/registration/questions', $fields );
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		return $body['data'];
	}

	private function form( array $overrides = array() ): array {
		return array_merge(
			array(
				'firstName'   => 'Rita',
				'lastName'    => 'Runner',
				'email'       => 'rita@example.net',
				'password'    => 'secret1',
				'password2'   => 'secret1',
				'campaign_id' => $this->campaign_id(),
			),
			$overrides
		);
	}

	private function first_question_id(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT MIN(id) FROM ' . Schema::table( 'registration_questions' ) . ' WHERE campaign_id = %d', $this->campaign_id() ) ); // phpcs:ignore
	}

	private function registration_of( string $email ): ?array {
		$user       = get_user_by( 'email', $email );
		$fundraiser = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), $user->ID );
		return ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
	}

	public function test_an_organiser_sets_up_types_questions_and_a_waiver(): void {
		$type = $this->add_type(
			array(
				'name'           => '5 km <b>runner</b>',
				'description'    => 'Shirt and medal.',
				'fee'            => 2500,
				'capacity'       => 100,
				'suggested_goal' => 250,
				'opens_on'       => '2026-01-01',
				'closes_on'      => '2030-12-31',
			)
		);
		$this->assertSame( '5 km runner', $type['name'] );
		$this->assertSame( 2500, $type['fee'] );
		$this->assertSame( 100, $type['capacity'] );
		$this->assertSame( 0, $type['registered'] );
		$volunteer = $this->add_type( array( 'name' => 'Volunteer' ) );
		$this->assertNull( $volunteer['capacity'] );
		$this->assertSame( 0, $volunteer['fee'] );

		$size = $this->add_question(
			array(
				'label'    => 'T-shirt size',
				'kind'     => 'choice',
				'options'  => array( 'S', 'M', 'L', 'M', '' ),
				'required' => true,
			)
		);
		$this->assertSame( array( 'S', 'M', 'L' ), $size['options'], 'duplicates and empty options dropped' );
		$this->add_question( array( 'label' => 'Dietary needs', 'kind' => 'text' ) );

		list( $status ) = $this->admin( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/registration/waiver', array( 'waiver' => "I take part at my own risk.\n\n<script>x</script>Signed." ) );
		$this->assertSame( 200, $status );

		list( $status, $body ) = $this->admin( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/registration/order', array( 'list' => 'types', 'ids' => array( $volunteer['id'], $type['id'] ) ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( array( 'Volunteer', '5 km runner' ), wp_list_pluck( $body['data']['types'], 'name' ) );
		$this->assertSame( "I take part at my own risk.\n\nSigned.", $body['data']['waiver'] );
		$this->assertSame( array( 'T-shirt size', 'Dietary needs' ), wp_list_pluck( $body['data']['questions'], 'label' ) );

		$public = $this->assertOk( $this->get( '/get-registration-options', array( 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( 25.0, (float) $public['data']['types'][1]['fee'] );
		$this->assertSame( 100, $public['data']['types'][1]['places_left'] );
		$this->assertArrayNotHasKey( 'registered', $public['data']['types'][1] );
	}

	public function test_the_admin_routes_refuse_what_cannot_work(): void {
		$campaign = $this->campaign_id();
		$this->assertError( 400, $this->admin( 'POST', "/admin/campaigns/{$campaign}/registration/types", array( 'name' => '' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->admin( 'POST', "/admin/campaigns/{$campaign}/registration/types", array( 'name' => 'X', 'fee' => -1 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->admin( 'POST', "/admin/campaigns/{$campaign}/registration/types", array( 'name' => 'X', 'opens_on' => '2026-05-02', 'closes_on' => '2026-05-01' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->admin( 'POST', "/admin/campaigns/{$campaign}/registration/types", array( 'name' => 'X', 'opens_on' => '2026-02-30' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->admin( 'POST', "/admin/campaigns/{$campaign}/registration/questions", array( 'label' => 'Size', 'kind' => 'choice', 'options' => array( 'M' ) ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->admin( 'POST', "/admin/campaigns/{$campaign}/registration/questions", array( 'label' => 'Size', 'kind' => 'essay' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->admin( 'POST', "/admin/campaigns/{$campaign}/registration/waiver", array( 'waiver' => str_repeat( 'a', 10001 ) ) ), 'rest_invalid_param' );
		$this->assertError( 404, $this->admin( 'POST', '/admin/registration-types/999999', array( 'name' => 'X' ) ), 'p2p_type_not_found' );
		$this->assertError( 404, $this->admin( 'GET', '/admin/campaigns/999999/registration' ), 'p2p_campaign_not_found' );
		$type = $this->add_type( array( 'name' => 'Walker' ) );
		$this->assertError( 400, $this->admin( 'POST', "/admin/campaigns/{$campaign}/registration/order", array( 'list' => 'types', 'ids' => array( $type['id'], 999999 ) ) ), 'rest_invalid_param' );
	}

	public function test_a_type_with_registrations_is_closed_not_deleted(): void {
		$unused = $this->add_type( array( 'name' => 'Unused' ) );
		$this->assertOk( $this->admin( 'POST', '/admin/registration-types/' . $unused['id'] . '/delete' ) );

		$type = $this->add_type( array( 'name' => 'Walker', 'capacity' => 5 ) );
		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'registration_type' => $type['id'] ) ) ) );
		$this->assertError( 409, $this->admin( 'POST', '/admin/registration-types/' . $type['id'] . '/delete' ), 'p2p_type_has_registrations' );
		$this->assertError( 400, $this->admin( 'POST', '/admin/registration-types/' . $type['id'], array( 'capacity' => 0 ) ), 'rest_invalid_param' );

		$closed = $this->assertOk( $this->admin( 'POST', '/admin/registration-types/' . $type['id'], array( 'is_closed' => true ) ) );
		$this->assertSame( 'closed', $closed['data']['availability'] );
		$this->actingAs( 0 );
		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form( array( 'email' => 'late@example.net', 'registration_type' => $type['id'] ) ) ) );
		$this->assertSame( 'Registration for this option is closed.', $errors['registration_type'] );
	}

	public function test_a_participant_chooses_a_type_answers_and_accepts_the_waiver(): void {
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_TEST );
		$type   = $this->add_type( array( 'name' => '10 km', 'fee' => 3000, 'suggested_goal' => 400 ) );
		$size   = $this->add_question( array( 'label' => 'T-shirt size', 'kind' => 'choice', 'options' => array( 'S', 'M' ), 'required' => true ) );
		$photo  = $this->add_question( array( 'label' => 'Photos may be published', 'kind' => 'checkbox' ) );
		$note   = $this->add_question( array( 'label' => 'Note', 'kind' => 'text' ) );
		$this->admin( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/registration/waiver', array( 'waiver' => 'At my own risk.' ) );

		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form() ) );
		$this->assertSame( 'Please choose how you take part.', $errors['registration_type'] );
		$this->assertSame( 'Please answer this question.', $errors[ 'answers.q' . $size['id'] ] );
		$this->assertSame( 'Please accept the waiver to register.', $errors['waiver_accepted'] );
		$this->assertFalse( get_user_by( 'email', 'rita@example.net' ), 'nothing created' );

		$errors = $this->field_errors(
			$this->post(
				'/register-fundraiser',
				$this->form(
					array(
						'registration_type' => $type['id'],
						'answers'           => array(
							'q' . $size['id'] => 'XXL',
							'q' . $note['id'] => str_repeat( 'n', 501 ),
						),
						'waiver_accepted'   => true,
					)
				)
			)
		);
		$this->assertSame( 'Please choose one of the options.', $errors[ 'answers.q' . $size['id'] ] );
		$this->assertSame( 'Use at most 500 characters.', $errors[ 'answers.q' . $note['id'] ] );

		$raised_before = $this->totals( 'campaigns', $this->campaign_id() );
		$donations     = (int) $this->count_where( 'donations', 'campaign_id = %d', $this->campaign_id() );
		$this->assertOk(
			$this->post(
				'/register-fundraiser',
				$this->form(
					array(
						'registration_type' => $type['id'],
						'answers'           => array(
							'q' . $size['id']  => 'M',
							'q' . $photo['id'] => 'true',
							'q' . $note['id']  => '<b>Vegan</b>',
						),
						'waiver_accepted'   => 'true',
					)
				)
			)
		);
		$registration = $this->registration_of( 'rita@example.net' );
		$this->assertSame( '10 km', $registration['type_name'] );
		$this->assertSame( array( 'M', true, 'Vegan' ), wp_list_pluck( $registration['answers'], 'value' ) );
		$this->assertSame( 'At my own risk.', $registration['waiver_text'] );
		$this->assertNotNull( $registration['waiver_accepted_at'] );
		$this->assertSame( 3000, $registration['fee_minor'] );
		$this->assertSame( RegistrationRepository::FEE_PAID, $registration['fee_status'], 'test mode pays at once' );
		$fundraiser = ( new FundraiserRepository() )->find( $registration['fundraiser_id'] );
		$this->assertSame( 400.0, (float) $fundraiser['goal'], 'the suggested goal pre-fills the profile goal' );
		$this->assertSame( 'approved', $fundraiser['status'] );

		// The fee is never a donation and never in a total.
		$this->assertSame( $raised_before, $this->totals( 'campaigns', $this->campaign_id() ) );
		$this->assertSame( $donations, (int) $this->count_where( 'donations', 'campaign_id = %d', $this->campaign_id() ) );
		$this->assertSame( array( 0.0, 0, 0 ), $this->totals( 'fundraisers', $registration['fundraiser_id'] ) );

		// A later edit of the waiver leaves the text accepted as it was.
		$this->admin( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/registration/waiver', array( 'waiver' => 'New wording.' ) );
		$this->assertSame( 'At my own risk.', $this->registration_of( 'rita@example.net' )['waiver_text'] );

		$view = $this->assertOk( $this->admin( 'GET', '/admin/fundraisers/' . $registration['fundraiser_id'] . '/registration' ) );
		$this->assertSame( array( 'M', 'Yes', 'Vegan' ), wp_list_pluck( $view['data']['answers'], 'value' ) );
	}

	public function test_a_developer_filter_can_refuse_an_answer(): void {
		$note = $this->add_question( array( 'label' => 'Club', 'kind' => 'text' ) );
		add_filter(
			'p2p_registration_answer_is_valid',
			static function ( $error, $question, $value ) {
				return 'Club' === $question['label'] && 'Rivals' === $value ? 'Not this club.' : $error;
			},
			10,
			3
		);
		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form( array( 'answers' => array( 'q' . $note['id'] => 'Rivals' ) ) ) ) );
		$this->assertSame( 'Not this club.', $errors[ 'answers.q' . $note['id'] ] );
	}

	public function test_open_and_close_dates_and_capacity_decide_what_can_be_chosen(): void {
		add_filter(
			'p2p_fundraising_today',
			static function (): string {
				return '2026-06-15';
			}
		);
		$early  = $this->add_type( array( 'name' => 'Early bird', 'closes_on' => '2026-06-14' ) );
		$later  = $this->add_type( array( 'name' => 'Later', 'opens_on' => '2026-06-16' ) );
		$today  = $this->add_type( array( 'name' => 'Today', 'opens_on' => '2026-06-15', 'closes_on' => '2026-06-15', 'capacity' => 1 ) );
		$public = $this->assertOk( $this->get( '/get-registration-options', array( 'campaign_id' => $this->campaign_id() ) ) )['data']['types'];
		$this->assertSame( array( 'closed', 'not_open', 'available' ), wp_list_pluck( $public, 'availability' ) );

		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form( array( 'registration_type' => $later['id'] ) ) ) );
		$this->assertSame( 'Registration for this option has not opened yet.', $errors['registration_type'] );
		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form( array( 'registration_type' => $early['id'] ) ) ) );
		$this->assertSame( 'Registration for this option is closed.', $errors['registration_type'] );

		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'registration_type' => $today['id'] ) ) ) );
		$this->actingAs( 0 );
		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form( array( 'email' => 'second@example.net', 'registration_type' => $today['id'] ) ) ) );
		$this->assertSame( 'This option is sold out. Please choose another one.', $errors['registration_type'] );
		$public = $this->assertOk( $this->get( '/get-registration-options', array( 'campaign_id' => $this->campaign_id() ) ) )['data']['types'];
		$this->assertSame( 'sold_out', $public[2]['availability'] );
		$this->assertSame( 0, $public[2]['places_left'] );
	}

	public function test_the_last_place_taken_meanwhile_is_refused_by_the_conditional_update(): void {
		$type = $this->add_type( array( 'name' => 'Last place', 'capacity' => 1 ) );
		// Another request took the place between this one's check and its write.
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'registration_types' ) . ' SET registered = 1 WHERE id = %d', $type['id'] ) ); // phpcs:ignore
		$this->assertTrue( ( new \P2PFundraising\Database\RegistrationOptionsRepository() )->find_type( $type['id'] )['registered'] === 1 );
		$this->assertFalse( ( new \P2PFundraising\Database\RegistrationOptionsRepository() )->take_place( $type['id'] ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'registration_types' ) . ' SET registered = 0 WHERE id = %d', $type['id'] ) ); // phpcs:ignore
		$this->assertTrue( ( new \P2PFundraising\Database\RegistrationOptionsRepository() )->take_place( $type['id'] ) );
		$this->assertFalse( ( new \P2PFundraising\Database\RegistrationOptionsRepository() )->take_place( $type['id'] ) );
		$this->assertSame( 1, ( new \P2PFundraising\Database\RegistrationOptionsRepository() )->find_type( $type['id'] )['registered'] );
	}

	public function test_an_offline_fee_is_due_then_marked_paid_then_refunded(): void {
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_OFFLINE );
		$type = $this->add_type( array( 'name' => 'Rider', 'fee' => 1500 ) );
		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'registration_type' => $type['id'] ) ) ) );
		$registration = $this->registration_of( 'rita@example.net' );
		$this->assertSame( RegistrationRepository::FEE_DUE, $registration['fee_status'] );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( $registration['fundraiser_id'] )['status'], 'pay on the day: the page is live' );

		$fee = '/admin/fundraisers/' . $registration['fundraiser_id'] . '/registration/fee';
		$this->assertError( 409, $this->admin( 'POST', $fee, array( 'action' => 'refund' ) ), 'p2p_fee_conflict' );
		$paid = $this->assertOk( $this->admin( 'POST', $fee, array( 'action' => 'paid' ) ) );
		$this->assertSame( 'paid', $paid['data']['fee_status'] );
		$this->assertNotNull( $paid['data']['paid_at'] );
		$this->assertError( 409, $this->admin( 'POST', $fee, array( 'action' => 'paid' ) ), 'p2p_fee_conflict' );
		$refunded = $this->assertOk( $this->admin( 'POST', $fee, array( 'action' => 'refund' ) ) );
		$this->assertSame( 'refunded', $refunded['data']['fee_status'] );
		$this->assertError( 404, $this->admin( 'POST', '/admin/fundraisers/' . $this->fundraiser_id( 'fundraiser' ) . '/registration/fee', array( 'action' => 'paid' ) ), 'p2p_no_fee' );
	}

	public function test_a_stripe_fee_holds_the_page_until_paid_and_a_filter_can_change_the_fee(): void {
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_STRIPE );
		$type = $this->add_type( array( 'name' => 'Free walker' ) );
		add_filter(
			'p2p_registration_fee',
			static function ( $minor, $chosen ) use ( $type ) {
				return $chosen['id'] === $type['id'] ? 700 : $minor;
			},
			10,
			2
		);
		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'registration_type' => $type['id'] ) ) ) );
		$registration = $this->registration_of( 'rita@example.net' );
		$this->assertSame( 700, $registration['fee_minor'] );
		$this->assertSame( RegistrationRepository::FEE_PENDING, $registration['fee_status'] );
		$this->assertSame( 'pending', ( new FundraiserRepository() )->find( $registration['fundraiser_id'] )['status'], 'not public before the fee is paid' );

		$paid = $this->assertOk( $this->admin( 'POST', '/admin/fundraisers/' . $registration['fundraiser_id'] . '/registration/fee', array( 'action' => 'paid' ) ) );
		$this->assertSame( 'paid', $paid['data']['fee_status'] );
		$this->assertSame( 'approved', ( new FundraiserRepository() )->find( $registration['fundraiser_id'] )['status'], 'live once paid' );
	}

	public function test_a_campaign_without_options_registers_as_before_and_stores_nothing(): void {
		$this->assertOk( $this->post( '/register-fundraiser', $this->form() ) );
		$this->assertNull( $this->registration_of( 'rita@example.net' ) );
	}

	public function test_duplicating_a_campaign_copies_the_options_without_people(): void {
		$type = $this->add_type( array( 'name' => 'Runner', 'fee' => 2000, 'capacity' => 3, 'opens_on' => '2026-01-01' ) );
		$this->add_question( array( 'label' => 'Size', 'kind' => 'choice', 'options' => array( 'S', 'M' ), 'required' => true ) );
		$this->admin( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/registration/waiver', array( 'waiver' => 'Risk.' ) );
		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'registration_type' => $type['id'], 'answers' => array( 'q' . $this->first_question_id() => 'S' ), 'waiver_accepted' => true ) ) ) );

		$other = $this->campaign_id( 'draft-demo' );
		do_action( 'p2p_campaign_duplicated', $other, $this->campaign_id() );
		$copy = $this->assertOk( $this->admin( 'GET', "/admin/campaigns/{$other}/registration" ) )['data'];
		$this->assertSame( array( 'Runner' ), wp_list_pluck( $copy['types'], 'name' ) );
		$this->assertSame( 2000, $copy['types'][0]['fee'] );
		$this->assertSame( 3, $copy['types'][0]['capacity'] );
		$this->assertSame( 0, $copy['types'][0]['registered'], 'no places taken in next year\'s event' );
		$this->assertNull( $copy['types'][0]['opens_on'], 'dates are next year\'s to set' );
		$this->assertSame( array( 'Size' ), wp_list_pluck( $copy['questions'], 'label' ) );
		$this->assertSame( 'Risk.', $copy['waiver'] );
	}

	public function test_the_fundraisers_csv_carries_type_fee_and_answers_only_where_the_campaign_has_options(): void {
		$campaign = $this->campaign_id();
		$this->actingAs( 'admin' );
		$before = explode( "\r\n", substr( (string) $this->request( 'GET', "/admin/campaigns/{$campaign}/export", array( 'type' => 'fundraisers' ) )->get_data(), 3 ) )[0];
		$this->assertSame( 'id,name,email,status,team,goal,raised,donations,url,created_at', $before, 'no options: the export as before' );
		$this->actingAs( 0 );

		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_OFFLINE );
		$type = $this->add_type( array( 'name' => 'Rider', 'fee' => 1500 ) );
		$club = $this->add_question( array( 'label' => 'Club', 'kind' => 'text' ) );
		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'registration_type' => $type['id'], 'answers' => array( 'q' . $club['id'] => '=SUM(A1)' ) ) ) ) );
		$fundraiser = $this->registration_of( 'rita@example.net' )['fundraiser_id'];

		$this->actingAs( 'admin' );
		$csv   = (string) $this->request( 'GET', "/admin/campaigns/{$campaign}/export", array( 'type' => 'fundraisers' ) )->get_data();
		$lines = array_values( array_filter( explode( "\r\n", substr( $csv, 3 ) ) ) );
		$this->assertSame( 'id,name,email,status,team,goal,raised,donations,url,created_at,registration_type,registration_fee,fee_status,waiver_accepted_at,Club', $lines[0] );
		$row = (array) current( array_filter( $lines, static fn ( string $line ): bool => 0 === strpos( $line, $fundraiser . ',' ) ) );
		$this->assertStringEndsWith( ",Rider,15,due,,'=SUM(A1)", $row[0] ?? '', 'answers neutralised like every cell' );
		$this->assertCount( $this->count_where( 'fundraisers', 'campaign_id = %d', $campaign ) + 1, $lines );
	}

	public function test_privacy_export_holds_the_answers_and_waiver_and_erasure_forgets_them(): void {
		$club = $this->add_question( array( 'label' => 'Club', 'kind' => 'text' ) );
		$this->admin( 'POST', '/admin/campaigns/' . $this->campaign_id() . '/registration/waiver', array( 'waiver' => 'At my own risk.' ) );
		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'answers' => array( 'q' . $club['id'] => 'Harriers' ), 'waiver_accepted' => true ) ) ) );

		$export = \P2PFundraising\Privacy\PersonalData::export( 'rita@example.net' );
		$items  = array_values( array_filter( $export['data'], static fn ( array $item ): bool => 'p2p-fundraising-registrations' === $item['group_id'] ) );
		$this->assertCount( 1, $items );
		$fields = wp_list_pluck( $items[0]['data'], 'value', 'name' );
		$this->assertSame( 'Harriers', $fields['Club'] );
		$this->assertSame( 'At my own risk.', $fields['Waiver text'] );

		\P2PFundraising\Privacy\PersonalData::erase( 'rita@example.net' );
		$registration = $this->registration_of( 'rita@example.net' );
		$this->assertSame( array(), $registration['answers'] );
		$this->assertNull( $registration['waiver_text'] );
		$this->assertNotNull( $registration['waiver_accepted_at'], 'when it was accepted stays, for the organisers' );
	}
}
