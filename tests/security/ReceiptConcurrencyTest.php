<?php
/**
 * Receipt numbers under simultaneous gifts through the real donation form (decision 0060): every
 * gift gets exactly one receipt, and no two receipts share a number.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Frontend\Urls;

final class ReceiptConcurrencyTest extends HttpTestCase {

	use DonatesThroughForm;

	public function test_simultaneous_gifts_get_one_receipt_each_with_numbers_never_shared(): void {
		global $wpdb;
		$campaign = $this->campaign_id();
		$path     = $this->path_of( Urls::donation_form( $campaign ) );
		$form     = $this->http( 'GET', $path );
		$this->assertSame( 1, preg_match( '/name="' . preg_quote( DonationForm::NONCE_FIELD, '/' ) . '" value="([^"]+)"/', $form->body, $nonce ) );
		$stamp    = wp_generate_password( 8, false );
		$requests = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$requests[] = array(
				'POST',
				$path,
				array(
					'form' => array(
						DonationForm::NONCE_FIELD => $nonce[1],
						'amount_custom'           => '15',
						'first_name'              => 'Receipt',
						'last_name'               => 'Racer',
						'email'                   => "racer{$i}.{$stamp}@example.net",
					),
				),
			);
		}
		foreach ( $this->concurrently( $requests ) as $response ) {
			$this->assertSame( 303, $response->status, 'every gift was stored' );
		}

		$donations = Schema::table( 'donations' );
		$receipts  = Schema::table( 'receipts' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT d.id AS donation, r.id AS receipt FROM {$donations} d LEFT JOIN {$receipts} r ON r.donation_id = d.id WHERE d.donor_email LIKE %s", '%.' . $stamp . '@example.net' ), ARRAY_A );
		$mails = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'mail_queue' ) . " WHERE kind = %s AND payload LIKE '%%receipt_id%%'", EmailTemplates::DONOR_RECEIPT ) );
		// phpcs:enable
		$this->assertCount( 12, $rows );
		$numbers = array_column( $rows, 'receipt' );
		$this->assertNotContains( null, $numbers, 'every gift has its receipt' );
		$this->assertCount( 12, array_unique( $numbers ), 'no number given twice' );
		$this->assertGreaterThanOrEqual( 12, $mails, 'each receipt is queued to be e-mailed' );
	}
}
