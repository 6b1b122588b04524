<?php
/**
 * The partial findings of issue 8: decompression-bomb images, ambiguous amounts, framing, and
 * names stored HTML-encoded.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Frontend\Urls;

final class ContentTest extends HttpTestCase {

	use WritesAs;
	use DonatesThroughForm;

	public function test_a_17_kb_png_declaring_12000_by_12000_pixels_is_refused_from_its_header_as_fast_as_a_non_image(): void {
		$file = $this->bomb_png( 12000, 12000 );
		$this->assertLessThan( 20 * 1024, filesize( $file ), 'the file is small; only its declared size is huge' );
		global $wpdb;
		$attachments = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" );
		$session     = $this->sign_in( 'fundraiser@example.com' );
		$nonce       = $this->nonce_for( $session );

		$upload = function ( string $path ) use ( $session, $nonce ): HttpResponse {
			return $this->http(
				'POST',
				$this->rest( '/update-fundraiser-profile' ),
				array(
					'cookies'   => $session,
					'headers'   => array(
						'X-WP-Nonce' => $nonce,
						'Origin'     => $this->origin(),
					),
					'multipart' => array(
						'campaignId' => $this->campaign_id(),
						'story'      => 'My story',
						'goal'       => 500,
						'file'       => new \CURLFile( $path, 'image/png', 'avatar.png' ),
					),
				)
			);
		};
		// The reference, measured beside it: a text file named .png, refused on its content
		// without any decoding. Decoding 144 megapixels would add seconds and hundreds of MB.
		$text = (string) tempnam( sys_get_temp_dir(), 'p2p-not-an-image' );
		file_put_contents( $text, 'not an image' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		$reference = $upload( $text );
		$response  = $upload( $file );
		unlink( $file );
		unlink( $text );
		$this->assertSame( 400, $reference->status, $reference->body );

		$this->assertSame( 400, $response->status, $response->body );
		$this->assertSame( 'p2p_invalid_upload', $response->code() );
		$this->assertStringContainsString( '12000 × 12000', $response->message() );
		$this->assertLessThan( $reference->seconds + 0.75, $response->seconds, 'refused from the header, before any decoding' );
		$this->assertSame( $attachments, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" ) );
	}

	public function test_an_ambiguous_custom_amount_is_refused_with_the_field_error_and_never_reinterpreted(): void {
		$path   = $this->path_of( Urls::donation_form( $this->campaign_id() ) );
		$before = $this->count_where( 'donations', 'donor_email = %s', 'comma@example.net' );

		$refused = $this->donate_custom( $path, '2,50', 'comma@example.net' );
		$this->assertSame( 422, $refused->status );
		$this->assertStringContainsString( 'id="p2p-amount-error"', $refused->body );
		$this->assertStringContainsString( 'between groups of three digits', $refused->body );
		$this->assertStringContainsString( 'value="2,50"', $refused->body, 'what the donor typed is kept' );
		$this->assertSame( $before, $this->count_where( 'donations', 'donor_email = %s', 'comma@example.net' ) );

		$this->assertSame( 303, $this->donate_custom( $path, '1,250.50', 'comma@example.net' )->status );
		$this->assertSame( 303, $this->donate_custom( $path, '1 000', 'comma@example.net' )->status );
		global $wpdb;
		$amounts = $wpdb->get_col( $wpdb->prepare( 'SELECT amount FROM ' . Schema::table( 'donations' ) . ' WHERE donor_email = %s ORDER BY id', 'comma@example.net' ) );
		$this->assertSame( array( '1250.50', '1000.00' ), $amounts );
	}

	public function test_campaign_pages_cannot_be_framed_by_other_sites(): void {
		foreach ( array( '', 'login/', 'team/' . $this->team_id( 'River Keepers' ) . '/join/', 'register/' ) as $route ) {
			$page = $this->http( 'GET', $this->campaign_path( $route ) );
			$this->assertSame( 200, $page->status, $route );
			$this->assertSame( 'SAMEORIGIN', $page->header( 'x-frame-options' ), $route );
			$this->assertStringContainsString( "frame-ancestors 'self'", (string) $page->header( 'content-security-policy' ), $route );
		}
		// The donation form is framed by the donate pages of the same site: its own rule.
		$form = $this->http( 'GET', $this->path_of( Urls::donation_form( $this->campaign_id() ) ) );
		$this->assertSame( 'SAMEORIGIN', $form->header( 'x-frame-options' ) );
	}

	public function test_names_are_stored_as_typed_and_escaped_on_output(): void {
		$team  = $this->team_id( 'Blue Wave Runners' );
		$typed = 'Tom & Jerry <3 "Runners"';
		$saved = $this->write(
			$this->sign_in( 'captain@example.com' ),
			'/update-team',
			array(
				'team_id'     => $team,
				'campaign_id' => $this->campaign_id(),
				'name'        => $typed . '<script>alert(1)</script>',
				'goal'        => 2500,
				'story'       => "Line one < two\n\nLine <b>three</b> & more",
				'access'      => 'public',
			)
		);
		$this->assertSame( 200, $saved->status, $saved->body );

		$this->fresh();
		$row = ( new TeamRepository() )->find( $team );
		$this->assertSame( $typed, $row['name'], 'no entities, no tags in the database' );
		$this->assertSame( "Line one < two\n\nLine three & more", $row['story'] );

		$page = $this->http( 'GET', $this->campaign_path( 'team/' . $team . '/' ) );
		$this->assertStringNotContainsString( '<3 "Runners"', $page->body, 'never printed raw' );
		$this->assertStringNotContainsString( '<script>alert(1)', $page->body );
		$this->assertStringContainsString( 'Tom &amp; Jerry &lt;3 &quot;Runners&quot;', $page->body, 'escaped in the title and Open Graph tags' );
		$this->assertSame( $typed, $this->boot( $page )['data']['team']['name'], 'the boot JSON decodes to what was typed' );
		$rest = $this->http( 'GET', $this->rest( '/get-team' ), array( 'query' => array( 'team_id' => $team ) ) );
		$this->assertSame( $typed, $rest->json()['data']['name'] );
		$found = $this->http( 'GET', $this->rest( '/get-campaign-teams-search' ), array( 'query' => array( 'campaign_id' => $this->campaign_id(), 'search' => 'Jerry <3' ) ) );
		$this->assertSame( array( $team ), array_column( $found->json()['data'], 'id' ), 'a search finds the name as typed' );
	}

	/**
	 * A valid PNG of $width × $height black-and-white pixels (1 bit each), all zero: rows of zeros
	 * compress about a thousandfold, so the file is tiny while decoding it would need gigabytes.
	 */
	private function bomb_png( int $width, int $height ): string {
		$chunk = static function ( string $type, string $data ): string {
			return pack( 'N', strlen( $data ) ) . $type . $data . pack( 'N', crc32( $type . $data ) );
		};
		$row  = "\0" . str_repeat( "\0", (int) ceil( $width / 8 ) );
		$png  = "\x89PNG\r\n\x1a\n";
		$png .= $chunk( 'IHDR', pack( 'NNCCCCC', $width, $height, 1, 0, 0, 0, 0 ) );
		$png .= $chunk( 'IDAT', (string) gzcompress( str_repeat( $row, $height ), 9 ) );
		$png .= $chunk( 'IEND', '' );
		$file = (string) tempnam( sys_get_temp_dir(), 'p2p-bomb' );
		file_put_contents( $file, $png );
		return $file;
	}
}
