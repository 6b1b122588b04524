<?php
/**
 * Carries a WP_Error out of a transaction so that it is rolled back.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown inside WriteController::atomically() when the work returns a WP_Error.
 */
final class WriteAborted extends \RuntimeException {

	/** @var WP_Error */
	public $error;

	/**
	 * @param WP_Error $error The answer to give.
	 */
	public function __construct( WP_Error $error ) {
		parent::__construct( $error->get_error_message() );
		$this->error = $error;
	}
}
