<?php
/**
 * Donor receipts.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The receipt of a completed Stripe donation: e-mailed to the donor when it completes (each
 * monthly renewal too), and the same details on the thank-you view.
 */
final class Receipt {

	/** Sends receipts when donations complete. */
	public static function register(): void {
		add_action( 'p2p_fundraising_donation_completed', array( self::class, 'send' ) );
	}

	/**
	 * "P2P-000042": stable, derived from the donation id.
	 *
	 * @param int $donation_id Donation id.
	 */
	public static function number( int $donation_id ): string {
		return 'P2P-' . str_pad( (string) $donation_id, 6, '0', STR_PAD_LEFT );
	}

	/**
	 * The receipt's lines: label => value, in order.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 * @return array<string, string>
	 */
	public static function details( array $donation ): array {
		$date = (string) ( $donation['completed_at'] ?? '' );
		$date = '' === $date ? (string) $donation['created_at'] : $date;
		return array(
			__( 'Receipt number', 'p2p-fundraising' ) => self::number( (int) $donation['id'] ),
			__( 'Amount', 'p2p-fundraising' )         => Settings::format_money( (float) $donation['amount'] )
				. ( DonationService::FREQUENCY_MONTHLY === ( $donation['frequency'] ?? '' ) ? ' ' . __( '(monthly gift)', 'p2p-fundraising' ) : '' ),
			__( 'Date', 'p2p-fundraising' )           => (string) get_date_from_gmt( $date, (string) get_option( 'date_format', 'F j, Y' ) ),
			__( 'Supported', 'p2p-fundraising' )      => self::supported( $donation ),
		);
	}

	/**
	 * E-mails the receipt of a completed Stripe donation (other modes: no money, no receipt).
	 *
	 * @param array<string, mixed> $donation Donation row.
	 */
	public static function send( array $donation ): void {
		if ( Settings::PAYMENT_MODE_STRIPE !== ( $donation['mode'] ?? '' ) || ! is_email( (string) $donation['donor_email'] ) ) {
			return;
		}
		$site    = html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' );
		$monthly = DonationService::FREQUENCY_MONTHLY === ( $donation['frequency'] ?? '' );
		/* translators: 1: site name, 2: receipt number. */
		$subject = sprintf( __( '[%1$s] Your donation receipt %2$s', 'p2p-fundraising' ), $site, self::number( (int) $donation['id'] ) );
		$lines   = array(
			/* translators: %s: site name. */
			sprintf( __( 'Thank you for your donation to %s.', 'p2p-fundraising' ), $site ),
			'',
		);
		foreach ( self::details( $donation ) as $label => $value ) {
			$lines[] = $label . ': ' . $value;
		}
		if ( $monthly ) {
			$lines[] = '';
			$lines[] = __( 'This is a monthly gift: you will receive a receipt each month. Contact us to change or stop it.', 'p2p-fundraising' );
		}
		wp_mail( (string) $donation['donor_email'], $subject, implode( "\n", $lines ) );
	}

	/**
	 * "Blue Wave Runners – Run for Clean Water": the fundraiser or team, then the campaign.
	 *
	 * @param array<string, mixed> $donation Donation row.
	 */
	private static function supported( array $donation ): string {
		$campaign = ( new CampaignRepository() )->find( (int) $donation['campaign_id'] );
		$names    = array();
		if ( (int) $donation['fundraiser_id'] > 0 ) {
			$names[] = (string) ( ( new FundraiserRepository() )->find( (int) $donation['fundraiser_id'] )['name'] ?? '' );
		} elseif ( (int) $donation['team_id'] > 0 ) {
			$names[] = (string) ( ( new TeamRepository() )->find( (int) $donation['team_id'] )['name'] ?? '' );
		}
		$names[] = (string) ( $campaign['title'] ?? '' );
		return implode( ' – ', array_filter( $names ) );
	}
}
