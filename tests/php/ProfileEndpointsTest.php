<?php
/**
 * POST /update-fundraiser-profile.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;

final class ProfileEndpointsTest extends WriteTestCase {

	private function form( array $overrides = array() ): array {
		return array_merge(
			array(
				'campaignId' => $this->campaign_id(),
				'goal'       => '1500',
				'story'      => "I run for clean water.\n\nJoin me!",
				'action'     => 'p2p_upload',
			),
			$overrides
		);
	}

	public function test_the_owner_saves_story_goal_and_image(): void {
		$this->actingAs( 'fundraiser' );
		$id   = $this->fundraiser_id( 'fundraiser' );
		$body = $this->assertOk( $this->post( '/update-fundraiser-profile', $this->form( array( 'fundraiser_id' => $id ) ), array( 'file' => $this->png_upload() ) ) );
		$this->assertSame( '/fundraiser/' . $id . '/', $body['redirect'] );

		$row = ( new FundraiserRepository() )->find( $id );
		$this->assertSame( "I run for clean water.\n\nJoin me!", $row['story'] );
		$this->assertSame( 1500.0, $row['goal'] );
		$this->assertGreaterThan( 0, $row['image_id'] );
		$this->assertSame( 'image/png', get_post_mime_type( $row['image_id'] ) );
		list( , $read ) = $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) );
		$this->assertSame( $row['image_url'], $read['data']['profile_image'] );
	}

	public function test_without_an_id_it_is_the_create_profile_step(): void {
		$this->actingAs( 'fundraiser' );
		$body = $this->assertOk( $this->post( '/update-fundraiser-profile', $this->form() ) );
		$this->assertSame( '/start-fundraising/', $body['redirect'] );
	}

	public function test_story_and_goal_are_required(): void {
		$this->actingAs( 'fundraiser' );
		$errors = $this->field_errors( $this->post( '/update-fundraiser-profile', $this->form( array( 'story' => '  ', 'goal' => '0' ) ) ) );
		$this->assertSame( array( 'story', 'goal' ), array_keys( $errors ) );
		$this->assertError( 400, $this->post( '/update-fundraiser-profile', $this->form( array( 'goal' => 'abc' ) ) ), 'rest_invalid_param' );
	}

	public function test_someone_elses_profile_is_forbidden(): void {
		$this->actingAs( 'captain' );
		$id = $this->fundraiser_id( 'fundraiser' );
		$this->assertError( 403, $this->post( '/update-fundraiser-profile', $this->form( array( 'fundraiser_id' => $id ) ) ), 'p2p_forbidden' );
		$this->assertSame( 1000.0, ( new FundraiserRepository() )->find( $id )['goal'] );
	}

	public function test_an_administrator_may_edit_any_profile(): void {
		$this->actingAs( 'admin' );
		$this->assertOk( $this->post( '/update-fundraiser-profile', $this->form( array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ) ) ) ) );
	}

	public function test_logged_out_bad_nonce_and_no_fundraiser(): void {
		$this->assertError( 401, $this->post( '/update-fundraiser-profile', $this->form() ), 'p2p_not_logged_in' );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->post( '/update-fundraiser-profile', $this->form(), array(), 'stale' ), 'p2p_invalid_nonce' );
		$this->actingAs( 'user' );
		$this->assertError( 404, $this->post( '/update-fundraiser-profile', $this->form() ), 'p2p_fundraiser_not_found' );
	}

	public function test_spoofed_images_are_refused(): void {
		$this->actingAs( 'fundraiser' );
		$svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
		foreach ( array(
			$this->content_upload( '<?php echo "pwned"; ?>', 'shell.png' ),
			$this->content_upload( $svg, 'vector.png' ),
			$this->content_upload( $svg, 'vector.svg' ),
			$this->content_upload( 'GIF89a' . str_repeat( "\0", 20 ), 'fake.jpg' ),
		) as $file ) {
			list( $status, $body ) = $this->post( '/update-fundraiser-profile', $this->form(), array( 'file' => $file ) );
			$this->assertSame( 400, $status, $file['name'] );
			$this->assertSame( 'p2p_invalid_upload', $body['code'] );
			$this->assertSame( 'Please upload a JPG or PNG image.', $body['message'] );
		}
		$this->assertSame( 1000.0, ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) )['goal'], 'nothing saved' );
	}

	public function test_an_oversized_image_is_refused(): void {
		$this->actingAs( 'fundraiser' );
		$limit = static function () {
			return 100;
		};
		add_filter( 'upload_size_limit', $limit );
		list( $status, $body ) = $this->post( '/update-fundraiser-profile', $this->form(), array( 'file' => $this->png_upload( 'big.png', 200, 200 ) ) );
		remove_filter( 'upload_size_limit', $limit );
		$this->assertSame( 400, $status );
		$this->assertStringStartsWith( 'The file exceeds the maximum upload size for this site', $body['message'] );
	}
}
