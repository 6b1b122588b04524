<?php
/**
 * The capability that opens the administration area.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * `manage_p2p_fundraising`: granted to the administrator role on activation and on the schema
 * upgrade that introduced it (so existing installs get it without a reactivation). A site can
 * grant it to other roles (a "campaign manager") without making them site administrators.
 */
final class Capability {

	public const NAME = 'manage_p2p_fundraising';

	/** Adds the capability to the administrator role (idempotent). */
	public static function grant(): void {
		$role = get_role( 'administrator' );
		if ( null !== $role && ! $role->has_cap( self::NAME ) ) {
			$role->add_cap( self::NAME );
		}
	}

	/** Whether the current user may use the administration area. */
	public static function current_user_can(): bool {
		return current_user_can( self::NAME );
	}
}
