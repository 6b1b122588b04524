<?php
/**
 * POST /update-fundraiser-page: display name, page address and cover photo (decision 0090).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\PageAddressRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Frontend\CampaignPage;
use P2PFundraising\Privacy\PersonalData;
use P2PFundraising\Security\RateLimiter;

final class FundraiserPageEndpointsTest extends WriteTestCase {

	use OtherSession;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Throttle counts live in a table of their own: start each test without any.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', Schema::table( 'expiring_values' ) ) );
	}

	private function form( array $overrides = array() ): array {
		return array_merge(
			array(
				'campaignId'   => $this->campaign_id(),
				'name'         => 'Felix Brandt',
				'page_address' => '',
				'action'       => 'p2p_upload',
			),
			$overrides
		);
	}

	private function felix(): array {
		return ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) );
	}

	private function search( string $term ): array {
		list( , $body ) = $this->get(
			'/get-campaign-fundraisers-search',
			array(
				'campaign_id' => $this->campaign_id(),
				'search'      => $term,
			)
		);
		return array_column( $body['data'], 'name' );
	}

	public function test_a_rename_updates_the_page_the_searches_and_the_donation_sort_keys(): void {
		global $wpdb;
		$this->actingAs( 'fundraiser' );
		$id = $this->fundraiser_id( 'fundraiser' );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'name' => '  Felix <b>the</b> Runner  ' ) ) ) );

		$this->assertSame( 'Felix the Runner', $this->felix()['name'], 'cleaned and trimmed' );
		list( , $read ) = $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) );
		$this->assertSame( 'Felix the Runner', $read['data']['fundraiser_name'] );
		$this->assertContains( 'Felix the Runner', $this->search( 'Runner' ), 'the long-term index (word suffixes)' );
		$this->assertContains( 'Felix the Runner', $this->search( 'Ru' ), 'the short-term index (grams)' );
		$this->assertNotContains( 'Felix the Runner', $this->search( 'Brandt' ), 'the old name is no longer found' );
		$targets = $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT target_name FROM %i WHERE fundraiser_id = %d', Schema::table( 'donations' ), $id ) );
		$this->assertNotEmpty( $targets );
		$this->assertSame( array( 'Felix the Runner' ), $targets, 'the donations list sorts by the new name' );
	}

	public function test_the_name_is_required_and_limited(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertSame( array( 'name' ), array_keys( $this->field_errors( $this->post( '/update-fundraiser-page', $this->form( array( 'name' => ' <i></i> ' ) ) ) ) ) );
		list( $status, $body ) = $this->post( '/update-fundraiser-page', $this->form( array( 'name' => str_repeat( 'x', 192 ) ) ) );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( '191', $body['message'] );
		$this->assertSame( 'Felix Brandt', $this->felix()['name'] );
	}

	public function test_a_new_address_is_saved_and_answered_as_the_next_route(): void {
		$this->actingAs( 'fundraiser' );
		$body = $this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => ' Felix-Runs-Berlin ' ) ) ) );
		$this->assertSame( '/felix-runs-berlin/', $body['redirect'] );
		$this->assertSame( 'felix-runs-berlin', $body['pageAddress'] );
		$this->assertSame( 'felix-runs-berlin', $this->felix()['page_address'] );
		list( , $read ) = $this->get( '/get-fundraiser', array( 'fundraiser_id' => $this->felix()['id'] ) );
		$this->assertSame( 'felix-runs-berlin', $read['data']['page_address'] );
		$this->assertStringEndsWith( '/felix-runs-berlin/', $read['data']['url'], 'shared at its address' );
	}

	public function test_address_rules(): void {
		$this->actingAs( 'fundraiser' );
		$cases = array(
			'ab'                   => 'Please choose an address of 3 to 60 characters.',
			str_repeat( 'a', 61 )  => 'Please choose an address of 3 to 60 characters.',
			'felix_runs'           => 'Please use only lower-case letters (a–z), digits and single hyphens between them.',
			'-felix'               => 'Please use only lower-case letters (a–z), digits and single hyphens between them.',
			'felix--runs'          => 'Please use only lower-case letters (a–z), digits and single hyphens between them.',
			'fèlix'                => 'Please use only lower-case letters (a–z), digits and single hyphens between them.',
			'felix/../admin'       => 'Please use only lower-case letters (a–z), digits and single hyphens between them.',
			'donate'               => 'This address is already taken. Please choose another one.',
			'fundraiser-leaderboard' => 'This address is already taken. Please choose another one.',
			'register'             => 'This address is already taken. Please choose another one.',
			'blue-wave-runners'    => 'This address is already taken. Please choose another one.', // A team's slug.
		);
		// Every first segment of the campaign's own routes, e.g. next year's /return/.
		foreach ( \P2PFundraising\Frontend\CampaignRoute::first_segments() as $segment ) {
			if ( strlen( $segment ) >= 3 ) {
				$cases[ $segment ] = 'This address is already taken. Please choose another one.';
			}
		}
		$this->assertArrayHasKey( 'return', $cases );
		foreach ( $cases as $address => $message ) {
			$errors = $this->field_errors( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => (string) $address ) ) ) );
			$this->assertSame( array( 'page_address' => $message ), $errors, (string) $address );
		}
		$this->assertSame( '', $this->felix()['page_address'] );
	}

	public function test_developers_reserve_more_addresses(): void {
		$this->actingAs( 'fundraiser' );
		$reserve = static function ( array $addresses ): array {
			$addresses[] = 'Sponsor-Wall';
			return $addresses;
		};
		add_filter( 'p2p_reserved_page_addresses', $reserve );
		$errors = $this->field_errors( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => 'sponsor-wall' ) ) ) );
		remove_filter( 'p2p_reserved_page_addresses', $reserve );
		$this->assertSame( array( 'page_address' => 'This address is already taken. Please choose another one.' ), $errors );
	}

	public function test_an_address_someone_has_or_had_is_taken_but_ones_own_old_address_comes_back(): void {
		$this->actingAs( 'captain' );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'name' => 'Carla Mendes', 'page_address' => 'carla' ) ) ) );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'name' => 'Carla Mendes', 'page_address' => 'carla-runs' ) ) ) );

		$this->actingAs( 'fundraiser' );
		foreach ( array( 'carla', 'carla-runs' ) as $address ) {
			$errors = $this->field_errors( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => $address ) ) ) );
			$this->assertSame( array( 'page_address' => 'This address is already taken. Please choose another one.' ), $errors, $address );
		}

		$this->actingAs( 'captain' );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'name' => 'Carla Mendes', 'page_address' => 'carla' ) ) ) );
		$this->assertSame( 'carla', ( new FundraiserRepository() )->find( $this->fundraiser_id( 'captain' ) )['page_address'] );
	}

	public function test_a_claim_reads_the_latest_owner_not_its_own_snapshot(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$felix    = $this->fundraiser_id( 'fundraiser' );
		$carla    = $this->fundraiser_id( 'captain' );
		// This transaction's snapshot starts before the other session commits its claim.
		$this->assertSame( 0, ( new PageAddressRepository() )->owner( $campaign, 'photo-finish' ) );
		$this->assertSame( 0, ( new PageAddressRepository() )->owner( $campaign, 'felix-finish' ) );
		$other = $this->open_other_session();
		try {
			$other->query( sprintf( "INSERT INTO %s (campaign_id, address, fundraiser_id, created_at) VALUES (%d, 'photo-finish', %d, UTC_TIMESTAMP())", Schema::table( 'page_addresses' ), $campaign, $carla ) );
			// Felix's own claim from another tab, committed meanwhile: still his.
			$other->query( sprintf( "INSERT INTO %s (campaign_id, address, fundraiser_id, created_at) VALUES (%d, 'felix-finish', %d, UTC_TIMESTAMP())", Schema::table( 'page_addresses' ), $campaign, $felix ) );
			$this->assertSame( PageAddressRepository::TAKEN, ( new PageAddressRepository() )->claim( $campaign, 'photo-finish', $felix ) );
			$this->assertSame( PageAddressRepository::CLAIMED, ( new PageAddressRepository() )->claim( $campaign, 'felix-finish', $felix ) );
		} finally {
			$other->query( sprintf( "DELETE FROM %s WHERE address IN ('photo-finish', 'felix-finish')", Schema::table( 'page_addresses' ) ) );
			$other->close();
		}
		$this->assertSame( '', $wpdb->last_error );
	}

	public function test_every_old_address_resolves_to_the_page_at_its_current_address(): void {
		$this->actingAs( 'fundraiser' );
		$id = $this->fundraiser_id( 'fundraiser' );
		foreach ( array( 'felix', 'felix-runs', 'felix-runs-berlin' ) as $address ) {
			$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => $address ) ) ) );
		}
		wp_set_current_user( 0 );
		$slug = \P2PFundraising\Demo\DemoData::CAMPAIGN_SLUG;

		$current = CampaignPage::resolve( $slug, 'felix-runs-berlin/' );
		$this->assertSame( $id, $current['route']->fundraiser_id );
		$this->assertSame( 'fundraiser', $current['route']->name );
		$this->assertArrayNotHasKey( 'moved_to', $current, 'the current address shows the page' );
		foreach ( array( 'felix', 'felix-runs', 'Felix-Runs-Berlin' ) as $old ) {
			$resolved = CampaignPage::resolve( $slug, $old );
			$this->assertSame( $id, $resolved['fundraiser']['id'], $old );
			$this->assertStringEndsWith( '/felix-runs-berlin/', $resolved['moved_to'], $old );
		}
		$this->assertNull( CampaignPage::resolve( $slug, 'nobody-has-this' ) );
		$this->assertNull( CampaignPage::resolve( $slug, 'felix/donate' ) );
	}

	public function test_an_address_of_a_fundraiser_visitors_may_not_see_is_a_404(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => 'felix' ) ) ) );
		( new FundraiserRepository() )->update( $this->fundraiser_id( 'fundraiser' ), array( 'status' => 'suspended' ) );
		wp_set_current_user( 0 );
		$this->assertNull( CampaignPage::resolve( \P2PFundraising\Demo\DemoData::CAMPAIGN_SLUG, 'felix' ) );
	}

	public function test_address_changes_are_throttled_per_page_but_renames_are_not(): void {
		$this->actingAs( 'fundraiser' );
		foreach ( array( 'felix-1', 'felix-2', 'felix-3' ) as $address ) {
			$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => $address ) ) ) );
		}
		list( $status, $body ) = $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => 'felix-4' ) ) );
		$this->assertSame( 429, $status );
		$this->assertSame( 'p2p_rate_limited', $body['code'] );
		$this->assertStringStartsWith( 'You have changed your page address several times today. Please try again in ', $body['message'] );
		$this->assertSame( array( 'page_address' ), array_keys( $body['data']['params'] ) );
		$this->assertSame( 'felix-3', $this->felix()['page_address'] );
		$this->assertSame( 0, ( new PageAddressRepository() )->owner( $this->campaign_id(), 'felix-4' ), 'nothing claimed' );

		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'name' => 'Felix B.', 'page_address' => 'felix-3' ) ) ) );
		$this->assertSame( 'Felix B.', $this->felix()['name'], 'the same address and a new name pass' );
		$this->assertSame( 3, RateLimiter::rule( RateLimiter::PAGE_ADDRESS )['limit'] );

		$this->actingAs( 'admin' );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ), 'page_address' => 'felix-5' ) ) ) );
	}

	public function test_a_refused_address_is_not_counted_against_the_throttle(): void {
		$this->actingAs( 'fundraiser' );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->field_errors( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => 'donate' ) ) ) );
		}
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => 'felix' ) ) ) );
	}

	public function test_only_the_owner_or_an_administrator_changes_a_page(): void {
		$id = $this->fundraiser_id( 'fundraiser' );
		$this->assertError( 401, $this->post( '/update-fundraiser-page', $this->form() ), 'p2p_not_logged_in' );
		$this->actingAs( 'captain' );
		$this->assertError( 403, $this->post( '/update-fundraiser-page', $this->form( array( 'fundraiser_id' => $id, 'name' => 'Hijacked', 'page_address' => 'hijacked' ) ) ), 'p2p_forbidden' );
		$this->assertSame( 'Felix Brandt', $this->felix()['name'] );
		$this->assertSame( 0, ( new PageAddressRepository() )->owner( $this->campaign_id(), 'hijacked' ) );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->post( '/update-fundraiser-page', $this->form(), array(), 'stale' ), 'p2p_invalid_nonce' );
		$this->actingAs( 'user' );
		$this->assertError( 404, $this->post( '/update-fundraiser-page', $this->form() ), 'p2p_fundraiser_not_found' );
		$this->actingAs( 'admin' );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'fundraiser_id' => $id, 'name' => 'Felix (by the office)' ) ) ) );
		$this->assertSame( 'Felix (by the office)', $this->felix()['name'] );
	}

	public function test_a_cover_photo_is_uploaded_replaced_and_removed(): void {
		$this->actingAs( 'fundraiser' );
		$id = $this->fundraiser_id( 'fundraiser' );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form(), array( 'file' => $this->png_upload( 'cover.png', 40, 10 ) ) ) );
		$first = $this->felix()['cover_id'];
		$this->assertGreaterThan( 0, $first );
		list( , $read ) = $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) );
		$this->assertSame( $this->felix()['cover_url'], $read['data']['cover_image'] );
		$this->assertNotSame( '', $read['data']['cover_image'] );

		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form(), array( 'file' => $this->png_upload( 'cover2.png', 40, 10 ) ) ) );
		$this->assertNotSame( $first, $this->felix()['cover_id'] );
		$this->assertNull( get_post( $first ), 'the replaced cover is deleted' );

		$second = $this->felix()['cover_id'];
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'remove_cover' => 'true' ) ) ) );
		$this->assertSame( 0, $this->felix()['cover_id'] );
		$this->assertSame( '', $this->felix()['cover_url'] );
		$this->assertNull( get_post( $second ) );
	}

	public function test_cover_uploads_go_through_the_image_checks(): void {
		$this->actingAs( 'fundraiser' );
		list( $status, $body ) = $this->post( '/update-fundraiser-page', $this->form( array( 'name' => 'Not saved' ) ), array( 'file' => $this->content_upload( '<?php echo 1; ?>', 'cover.png' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Please upload a JPG or PNG image.', $body['message'] );
		$pixels = static function () {
			return 100;
		};
		add_filter( 'p2p_fundraising_max_image_pixels', $pixels );
		list( $status, $body ) = $this->post( '/update-fundraiser-page', $this->form(), array( 'file' => $this->png_upload( 'wide.png', 40, 10 ) ) );
		remove_filter( 'p2p_fundraising_max_image_pixels', $pixels );
		$this->assertSame( 400, $status );
		$this->assertStringStartsWith( 'This image is too large (40 × 10 pixels).', $body['message'] );
		$this->assertSame( 'Felix Brandt', $this->felix()['name'], 'nothing saved' );
		$this->assertSame( 0, $this->felix()['cover_id'] );
	}

	public function test_the_privacy_tools_export_and_erase_the_cover_and_the_addresses(): void {
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->post( '/update-fundraiser-page', $this->form( array( 'page_address' => 'felix-brandt' ) ), array( 'file' => $this->png_upload( 'cover.png', 40, 10 ) ) ) );
		$cover = $this->felix()['cover_id'];
		$email = get_user_by( 'login', 'fundraiser' )->user_email;

		$export = PersonalData::export( $email );
		$fields = array();
		foreach ( $export['data'] as $item ) {
			if ( 'p2p-fundraising-fundraisers' === $item['group_id'] ) {
				$fields = array_column( $item['data'], 'value', 'name' );
			}
		}
		$this->assertSame( 'felix-brandt', $fields['Page address'] );
		$this->assertSame( $this->felix()['cover_url'], $fields['Cover photo'] );

		PersonalData::erase( $email );
		$row = $this->felix();
		$this->assertSame( 0, $row['cover_id'] );
		$this->assertSame( '', $row['cover_url'] );
		$this->assertSame( '', $row['page_address'] );
		$this->assertNull( get_post( $cover ), 'the cover photo file is deleted' );
		$this->assertSame( 0, ( new PageAddressRepository() )->owner( $this->campaign_id(), 'felix-brandt' ), 'the address (their name) is freed' );
	}
}
