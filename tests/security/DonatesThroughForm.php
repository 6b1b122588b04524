<?php
/**
 * Donations through the real donation form, as a visitor's browser sends them.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Frontend\DonationForm;

trait DonatesThroughForm {

	/** The path and query of a URL of the site (what http() takes). */
	protected function path_of( string $url ): string {
		$parts = wp_parse_url( $url );
		return $parts['path'] . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	}

	/**
	 * Loads the form at $path, then posts it with a custom amount.
	 *
	 * @param string $path   Form path (see path_of()).
	 * @param string $amount Custom amount as typed.
	 * @param string $email  Donor e-mail.
	 */
	protected function donate_custom( string $path, string $amount, string $email ): HttpResponse {
		$form = $this->http( 'GET', $path );
		$this->assertSame( 1, preg_match( '/name="' . preg_quote( DonationForm::NONCE_FIELD, '/' ) . '" value="([^"]+)"/', $form->body, $match ), 'the form has its nonce' );
		return $this->http(
			'POST',
			$path,
			array(
				'form' => array(
					DonationForm::NONCE_FIELD => $match[1],
					'amount_custom'           => $amount,
					'first_name'              => 'Form',
					'last_name'               => 'Donor',
					'email'                   => $email,
				),
			)
		);
	}
}
