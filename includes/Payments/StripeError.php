<?php
/**
 * A failed Stripe call.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe was unreachable (code 0) or refused (the HTTP status); the message is one a person can
 * read and never contains a key.
 */
final class StripeError extends \RuntimeException {
}
