<?php
/**
 * Thrown when a return invitation was used by another request meanwhile.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\NextYear;

defined( 'ABSPATH' ) || exit;

/**
 * Rolls the join back: the fundraiser just created must not stay when the link was already used.
 */
final class InvitationTaken extends \RuntimeException {
}
