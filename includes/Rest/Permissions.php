<?php
/**
 * Permission callbacks of the REST routes.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Admin\Capability;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Who may call a route at all. What a caller may see (campaign visibility, ownership) is checked
 * by the controllers once the entity is loaded.
 */
final class Permissions {

	/**
	 * Logged-in users only: 401 otherwise.
	 *
	 * @return true|WP_Error
	 */
	public static function logged_in() {
		return is_user_logged_in() ? true : Errors::not_logged_in();
	}

	/**
	 * The administration area: 401 logged out, 403 without the manage_p2p_fundraising capability.
	 *
	 * @return true|WP_Error
	 */
	public static function manage() {
		if ( ! is_user_logged_in() ) {
			return Errors::not_logged_in();
		}
		return Capability::current_user_can() ? true : Errors::forbidden();
	}
}
