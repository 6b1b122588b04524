<?php
/**
 * Permission callbacks of the REST routes.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

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
}
