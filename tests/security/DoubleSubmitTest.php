<?php
/**
 * Session 21: the donation form sent several times at once (a double click on Donate, a browser
 * retrying the request) records one gift.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;
use P2PFundraising\Frontend\DonationForm;

final class DoubleSubmitTest extends HttpTestCase {

	public function test_six_simultaneous_copies_of_one_form_record_one_donation(): void {
		$path = '/p2p-donate/' . $this->campaign_id() . '/';
		$page = $this->http( 'GET', $path );
		$this->assertSame( 200, $page->status, $page->body );
		$this->assertSame( 1, preg_match( '/name="' . preg_quote( DonationForm::NONCE_FIELD, '/' ) . '" value="([^"]+)"/', $page->body, $nonce ) );
		$this->assertSame( 1, preg_match( '/name="' . preg_quote( DonationForm::SUBMISSION_FIELD, '/' ) . '" value="([^"]+)"/', $page->body, $token ) );

		$post = array(
			'POST',
			$path,
			array(
				'form' => array(
					DonationForm::NONCE_FIELD      => $nonce[1],
					DonationForm::SUBMISSION_FIELD => $token[1],
					'amount_custom'                => '35',
					'first_name'                   => 'Double',
					'last_name'                    => 'Click',
					'email'                        => 'double.click@example.net',
				),
			),
		);

		$responses = $this->concurrently( array_fill( 0, 6, $post ) );

		$locations = array();
		foreach ( $responses as $response ) {
			$this->assertSame( 303, $response->status, $response->body );
			$locations[] = (string) $response->header( 'location' );
		}
		$this->assertCount( 1, array_unique( $locations ), 'every copy is sent to the same thank-you view' );
		global $wpdb;
		$this->fresh();
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . ' WHERE donor_email = %s', 'double.click@example.net' ) ) );
	}
}
