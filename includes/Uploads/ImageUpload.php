<?php
/**
 * Profile and team images uploaded through the REST API.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Uploads;

use P2PFundraising\Security\RateLimiter;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Accepts a JPEG or PNG no larger than the site's upload limit and the pixel limit, judged by the
 * file's content (not its name), and stores it in the media library.
 */
final class ImageUpload {

	/** Content types accepted, by extension. */
	private const MIMES = array(
		'jpg|jpeg|jpe' => 'image/jpeg',
		'png'          => 'image/png',
	);

	/** Post meta marking an attachment uploaded through the plugin's forms (erasure deletes them). */
	public const META = '_p2p_fundraising_upload';

	/** Default pixel limit (filter p2p_fundraising_max_image_pixels). */
	public const MAX_PIXELS = 25000000;

	/**
	 * Stores the uploaded file as an attachment.
	 *
	 * @param array<string, mixed> $file One entry of $_FILES (name, tmp_name, size, error).
	 * @param string               $size The image size whose URL is shown ('large' for a wide cover).
	 * @return array{id: int, url: string}|WP_Error
	 */
	public function store( array $file, string $size = 'medium' ) {
		$error = $this->check( $file );
		if ( is_wp_error( $error ) ) {
			return $error;
		}
		// Each stored image costs seconds of resizing and several files on disk, and editing an
		// update or a profile can send a new one every time: a budget per account.
		$wait = ( new RateLimiter() )->attempt( RateLimiter::UPLOADS, (string) get_current_user_id() );
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';

		$sideload = array(
			'name'     => sanitize_file_name( (string) $file['name'] ),
			'tmp_name' => (string) $file['tmp_name'],
			'size'     => (int) $file['size'],
			'error'    => 0,
		);
		$id = media_handle_sideload( $sideload, 0, null, array( 'post_author' => get_current_user_id() ) );
		if ( is_wp_error( $id ) ) {
			return self::invalid( $id->get_error_message() );
		}
		update_post_meta( (int) $id, self::META, 1 );
		$url = wp_get_attachment_image_url( (int) $id, $size );
		return array(
			'id'  => (int) $id,
			'url' => (string) ( $url ? $url : wp_get_attachment_url( (int) $id ) ),
		);
	}

	/**
	 * Why the file is refused, or true.
	 *
	 * @param array<string, mixed> $file One entry of $_FILES.
	 * @return true|WP_Error
	 */
	public function check( array $file ) {
		$max = (int) wp_max_upload_size();
		$err = isset( $file['error'] ) ? (int) $file['error'] : UPLOAD_ERR_NO_FILE;
		if ( UPLOAD_ERR_INI_SIZE === $err || UPLOAD_ERR_FORM_SIZE === $err || ( isset( $file['size'] ) && (int) $file['size'] > $max ) ) {
			return self::invalid(
				sprintf(
					/* translators: %s: maximum upload size, e.g. "2 MB". */
					__( 'The file exceeds the maximum upload size for this site (%s).', 'p2p-fundraising' ),
					size_format( $max )
				)
			);
		}
		$tmp = isset( $file['tmp_name'] ) ? (string) $file['tmp_name'] : '';
		if ( UPLOAD_ERR_OK !== $err || '' === $tmp || ! is_file( $tmp ) ) {
			return self::invalid( __( 'The image could not be uploaded. Please try again.', 'p2p-fundraising' ) );
		}
		if ( filesize( $tmp ) > $max ) {
			return self::invalid( __( 'The file exceeds the maximum upload size for this site.', 'p2p-fundraising' ) );
		}
		// getimagesize() reads the header only: the declared size is known before any decoding,
		// so a small file declaring a huge image costs nothing (decompression bombs).
		$size = @getimagesize( $tmp ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a non-image answers false with a warning.
		$mime = is_array( $size ) ? (string) $size['mime'] : '';
		if ( is_array( $size ) && (int) $size[0] * (int) $size[1] > self::max_pixels() ) {
			return self::invalid(
				sprintf(
					/* translators: 1: width, 2: height, 3: limit in megapixels. */
					__( 'This image is too large (%1$d × %2$d pixels). Please upload an image of at most %3$s megapixels.', 'p2p-fundraising' ),
					(int) $size[0],
					(int) $size[1],
					number_format_i18n( self::max_pixels() / 1000000, 1 )
				)
			);
		}
		$checked = wp_check_filetype_and_ext( $tmp, (string) ( $file['name'] ?? '' ), self::MIMES );
		if ( empty( $checked['type'] ) || ! in_array( $checked['type'], self::MIMES, true ) || $mime !== $checked['type'] ) {
			return self::invalid( __( 'Please upload a JPG or PNG image.', 'p2p-fundraising' ) );
		}
		return true;
	}

	/** Largest image accepted, in pixels (width × height): 25 megapixels unless filtered. */
	public static function max_pixels(): int {
		return max( 1, (int) apply_filters( 'p2p_fundraising_max_image_pixels', self::MAX_PIXELS ) );
	}

	/**
	 * 400 for the file parameter.
	 *
	 * @param string $message Human message.
	 */
	private static function invalid( string $message ): WP_Error {
		return new WP_Error(
			'p2p_invalid_upload',
			$message,
			array(
				'status' => 400,
				'params' => array( 'file' => $message ),
			)
		);
	}
}
