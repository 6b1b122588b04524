<?php
/**
 * No WordPress toolbar for fundraisers on the front end.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Accounts;

use P2PFundraising\Admin\Capability;
use P2PFundraising\Database\FundraiserRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A fundraiser's account is a subscriber: WordPress shows it the toolbar on every page ("Howdy",
 * "About WordPress", a link into a profile screen it has no use for), over the campaign's own
 * header. Like the shops that hide it from their customers, the toolbar is hidden from accounts
 * that have a fundraiser page and cannot edit posts; editors, authors and administrators keep it.
 * Filter `p2p_fundraising_show_toolbar` (bool, receives the user) decides otherwise.
 */
final class FundraiserToolbar {

	/** Hooks the toolbar decision in. */
	public static function register(): void {
		add_filter( 'show_admin_bar', array( self::class, 'show' ), 20 );
	}

	/**
	 * Whether the toolbar shows for the current user.
	 *
	 * @param bool $show What WordPress and the user's setting decided.
	 */
	public static function show( $show ): bool {
		$user = wp_get_current_user();
		if ( ! $show || ! $user->exists() || user_can( $user, 'edit_posts' ) || user_can( $user, Capability::NAME ) ) {
			return (bool) $show;
		}
		$is_fundraiser = ( new FundraiserRepository() )->exists_for_user( (int) $user->ID );
		return (bool) apply_filters( 'p2p_fundraising_show_toolbar', ! $is_fundraiser, $user );
	}
}
