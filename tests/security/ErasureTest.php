<?php
/**
 * Issue 23, attack 5 over real HTTP: Tools → Erase Personal Data for a team captain left their real
 * name in GET /get-team and on the team page, and their pictures public under uploads and in
 * /wp/v2/media. The erasure runs as wp-admin runs it (the request screen's nonce, admin-ajax, every
 * eraser page by page); then nothing of the person is left to see.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

final class ErasureTest extends HttpTestCase {

	use WritesAs;

	/** A small real PNG on disk. */
	private function png(): \CURLFile {
		$file  = (string) tempnam( sys_get_temp_dir(), 'p2p-erasure' );
		$image = imagecreatetruecolor( 16, 16 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 200, 40, 40 ) );
		imagepng( $image, $file );
		imagedestroy( $image );
		return new \CURLFile( $file, 'image/png', 'carla.png' );
	}

	/** Ids of the attachments /wp/v2/media lists to a visitor. */
	private function public_media(): array {
		$response = $this->http( 'GET', '/wp-json/wp/v2/media', array( 'query' => array( 'per_page' => 100 ) ) );
		$this->assertSame( 200, $response->status );
		return array_column( $response->json(), 'id' );
	}

	/** GET /get-team of a team: the body. */
	private function team( int $team_id ): array {
		$response = $this->http( 'GET', $this->rest( '/get-team' ), array( 'query' => array( 'team_id' => $team_id ) ) );
		$this->assertSame( 200, $response->status, $response->body );
		return $response->json();
	}

	/** Runs every eraser over the request as the Erase Personal Data screen does. */
	private function erase_as_wp_admin( int $request_id ): void {
		$admin  = $this->sign_in( 'admin' );
		$screen = $this->http( 'GET', '/wp-admin/erase-personal-data.php', array( 'cookies' => $admin ) );
		$this->assertSame( 200, $screen->status );
		$this->assertSame( 1, preg_match( '/data-erasers-count="(\d+)" data-request-id="' . $request_id . '" data-nonce="([^"]+)"/', $screen->body, $match ), 'the request is listed with its nonce' );
		for ( $eraser = 1; $eraser <= (int) $match[1]; $eraser++ ) {
			for ( $page = 1, $done = false; ! $done && $page < 20; $page++ ) {
				$answer = $this->http(
					'POST',
					'/wp-admin/admin-ajax.php',
					array(
						'cookies' => $admin,
						'form'    => array(
							'action'   => 'wp-privacy-erase-personal-data',
							'id'       => $request_id,
							'eraser'   => $eraser,
							'page'     => $page,
							'security' => $match[2],
						),
					)
				);
				$this->assertSame( 200, $answer->status );
				$body = $answer->json();
				$this->assertTrue( $body['success'], $answer->body );
				$done = (bool) $body['data']['done'];
			}
		}
	}

	public function test_erasing_a_captain_leaves_no_name_and_no_picture(): void {
		$team    = $this->team_id( 'Blue Wave Runners' );
		$captain = $this->sign_in( 'captain@example.com' );

		// The captain's profile picture and an update with a picture, uploaded through the forms.
		$profile = $this->write( $captain, '/update-fundraiser-profile', array( 'campaignId' => (string) $this->campaign_id(), 'goal' => '1500', 'story' => 'Running for clean water.', 'file' => $this->png() ) );
		$this->assertSame( 200, $profile->status, $profile->body );
		$update = $this->write( $captain, '/post-update', array( 'campaignId' => (string) $this->campaign_id(), 'scope' => 'team', 'text' => 'Our first 100 km!', 'file' => $this->png() ) );
		$this->assertSame( 201, $update->status, $update->body );

		$this->fresh();
		$user     = get_user_by( 'email', 'captain@example.com' );
		$pictures = get_posts(
			array(
				'post_type'   => 'attachment',
				'post_status' => 'inherit',
				'author'      => $user->ID,
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
		$this->assertCount( 2, $pictures );
		$files = array_map( 'get_attached_file', $pictures );
		foreach ( $files as $file ) {
			$this->assertFileExists( $file );
		}
		$this->assertSame( array(), array_diff( $pictures, $this->public_media() ), 'before: public in /wp/v2/media' );
		$this->assertSame( 'Carla Mendes', $this->team( $team )['data']['captain'] );

		$request_id = wp_create_user_request( 'captain@example.com', 'remove_personal_data', array(), 'confirmed' );
		$this->assertIsInt( $request_id );
		$this->erase_as_wp_admin( $request_id );

		$body = $this->team( $team );
		$json = (string) wp_json_encode( $body );
		$this->assertStringNotContainsString( 'Carla', $json, 'GET /get-team names nobody' );
		$this->assertStringNotContainsString( 'Mendes', $json );
		$page = $this->http( 'GET', $this->campaign_path( 'team/' . $team . '/' ) );
		$this->assertSame( 200, $page->status );
		$this->assertStringNotContainsString( 'Carla Mendes', $page->body, 'the team page names nobody' );

		// wp-admin shows the name the public sees too: the Teams list and its CSV.
		$admin   = $this->sign_in( 'admin' );
		$headers = array( 'X-WP-Nonce' => $this->nonce_for( $admin ) );
		$list    = $this->http( 'GET', $this->rest( '/admin/campaigns/' . $this->campaign_id() . '/teams' ), array( 'cookies' => $admin, 'headers' => $headers, 'query' => array( 'search' => 'Blue Wave' ) ) );
		$this->assertSame( 200, $list->status, $list->body );
		$this->assertStringContainsString( 'Blue Wave Runners', $list->body );
		$this->assertStringNotContainsString( 'Carla', $list->body, 'the admin Teams list names nobody' );
		$csv = $this->http( 'GET', $this->rest( '/admin/campaigns/' . $this->campaign_id() . '/export' ), array( 'cookies' => $admin, 'headers' => $headers, 'query' => array( 'type' => 'teams' ) ) );
		$this->assertSame( 200, $csv->status, $csv->body );
		$this->assertStringContainsString( 'Blue Wave Runners', $csv->body );
		$this->assertStringNotContainsString( 'Carla', $csv->body, 'the teams CSV names nobody' );

		$this->fresh();
		clearstatcache();
		foreach ( $files as $file ) {
			$this->assertFileDoesNotExist( $file );
		}
		$this->assertSame( array(), array_intersect( $pictures, $this->public_media() ), '/wp/v2/media no longer lists them' );
		foreach ( $pictures as $id ) {
			$this->assertNull( get_post( $id ) );
		}
		wp_delete_post( $request_id, true );
	}
}
