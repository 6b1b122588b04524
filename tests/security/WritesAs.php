<?php
/**
 * Signed-in writes over HTTP, as the campaign app sends them.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

trait WritesAs {

	/**
	 * POSTs to a plugin route with the session's cookies, its nonce in X-WP-Nonce and the site's
	 * own Origin (what the app sends).
	 *
	 * @param array<string, string> $session Cookies from sign_in(), or [] for a visitor.
	 * @param string                $route   Route, e.g. '/create-team'.
	 * @param array<string, mixed>  $fields  Form fields (CURLFile values make it multipart).
	 */
	protected function write( array $session, string $route, array $fields ): HttpResponse {
		$has_file = array() !== array_filter(
			$fields,
			static function ( $value ): bool {
				return $value instanceof \CURLFile;
			}
		);
		return $this->http(
			'POST',
			$this->rest( $route ),
			array(
				'cookies'                         => $session,
				'headers'                         => array(
					'X-WP-Nonce' => $this->nonce_for( $session ),
					'Origin'     => $this->origin(),
				),
				$has_file ? 'multipart' : 'form' => $fields,
			)
		);
	}
}
