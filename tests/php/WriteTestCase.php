<?php
/**
 * Helpers for the write endpoints: POST with a nonce (or without), files, captured e-mails.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use WP_REST_Request;

abstract class WriteTestCase extends PluginTestCase {

	/** @var array<int, array<string, mixed>> Every wp_mail() call of the test. */
	protected $mails = array();

	/** @var string[] Temporary files to delete. */
	private $temp_files = array();

	protected function setUp(): void {
		parent::setUp();
		$this->mails = array();
		add_filter( 'send_auth_cookies', '__return_false' ); // no Set-Cookie headers in the CLI
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 1, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'send_auth_cookies', '__return_false' );
		remove_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 1 );
		foreach ( $this->temp_files as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		parent::tearDown();
	}

	/** @internal */
	public function capture_mail( $short_circuit, $atts ) {
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * A request as the administrator, its answer checked against the route's schema, then signed out.
	 *
	 * @return array{0: int, 1: mixed} [ status, decoded body ]
	 */
	protected function admin( string $method, string $path, array $params = array() ): array {
		$this->actingAs( 'admin' );
		$response = $this->request( $method, $path, $params );
		$this->assertFitsRouteSchema( $response );
		$result = array( $response->get_status(), $this->json( $response ) );
		$this->actingAs( 0 );
		return $result;
	}

	/**
	 * POST under the plugin's namespace with the current user's wp_rest nonce: [ status, body ].
	 *
	 * @param string               $path   '/register-fundraiser'.
	 * @param array<string, mixed> $params Body params.
	 * @param array<string, mixed> $files  File params ( 'file' => [ name, tmp_name, size, error, type ] ).
	 * @param string|null          $nonce  The nonce to send; null sends a valid one, '' none.
	 * @return array{0: int, 1: mixed}
	 */
	protected function post( string $path, array $params = array(), array $files = array(), ?string $nonce = null ): array {
		$request = new WP_REST_Request( 'POST', '/' . self::REST_NAMESPACE . $path );
		$request->set_body_params( $params );
		if ( array() !== $files ) {
			$request->set_file_params( $files );
		}
		$nonce = null === $nonce ? wp_create_nonce( 'wp_rest' ) : $nonce;
		if ( '' !== $nonce ) {
			$request->set_header( 'X-WP-Nonce', $nonce );
		}
		$response = $this->dispatch( $request );
		return array( $response->get_status(), $this->json( $response ) );
	}

	/** A real PNG of $width × $height as an upload entry. */
	protected function png_upload( string $name = 'avatar.png', int $width = 8, int $height = 8 ): array {
		$image = imagecreatetruecolor( $width, $height );
		$file  = $this->temp_file();
		imagepng( $image, $file );
		imagedestroy( $image );
		return $this->upload_entry( $file, $name );
	}

	/** A file with the given content, uploaded under $name. */
	protected function content_upload( string $content, string $name ): array {
		$file = $this->temp_file();
		file_put_contents( $file, $content );
		return $this->upload_entry( $file, $name );
	}

	/** Field errors of a 400 answer. */
	protected function field_errors( array $result ): array {
		$this->assertError( 400, $result, 'rest_invalid_param' );
		return $result[1]['data']['params'];
	}

	private function upload_entry( string $file, string $name ): array {
		return array(
			'name'     => $name,
			'type'     => 'image/png',
			'tmp_name' => $file,
			'error'    => 0,
			'size'     => filesize( $file ),
		);
	}

	private function temp_file(): string {
		$file               = (string) tempnam( sys_get_temp_dir(), 'p2p-test' );
		$this->temp_files[] = $file;
		return $file;
	}
}
