<?php
/**
 * A payment that is already in the books.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Donations;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by DonationService::record() when a donation with the same gateway payment or invoice
 * exists (checked under the campaign's lock, so two deliveries at once cannot both pass). Not a
 * RuntimeException: it is no failure of storage, and callers answer it as a duplicate (the Stripe
 * webhook) or with the existing donation (PaymentApi).
 */
final class AlreadyRecorded extends \DomainException {

	/** @var int The donation that recorded the payment first. */
	public $donation_id;

	/**
	 * @param int $donation_id The donation that recorded the payment first.
	 */
	public function __construct( int $donation_id ) {
		parent::__construct( 'This payment is already recorded as donation ' . $donation_id . '.' );
		$this->donation_id = $donation_id;
	}
}
