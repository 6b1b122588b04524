<?php
/**
 * Issue 23, attacks 8 and 10: WordPress matches REST routes case-insensitively, so the plugin's
 * own route checks must too; and markup hidden inside markup must not survive the text cleaner.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\FundraiserRepository;

final class RouteCaseAndNestedTagsTest extends HttpTestCase {

	use WritesAs;

	/** What the second attacker stored as a story. */
	private const NESTED = 'a<<img>img src=x onerror=alert(1)>b <scr<b>ipt>alert(1)</scr</b>ipt>';

	public function test_a_method_override_on_the_route_in_capitals_gets_the_same_405(): void {
		$query = array(
			'_method'     => 'POST',
			'_wpnonce'    => $this->visitor_nonce(),
			'campaign_id' => $this->campaign_id(),
			'user_handle' => 'captain@example.com',
			'password'    => self::PASSWORD,
		);
		foreach ( array( '/wp-json/P2P-Fundraising/v1/fundraiser-login', '/wp-json/p2p-fundraising/V1/Fundraiser-Login', '/?rest_route=/P2P-FUNDRAISING/v1/fundraiser-login' ) as $path ) {
			$response = $this->http( 'GET', $path, array( 'query' => $query ) );
			$this->assertSame( 405, $response->status, $path . ': ' . $response->body );
			$this->assertSame( 'p2p_method_override', $response->code(), $path );
			$this->assertFalse( $response->sets_auth_cookie(), $path );
		}
		$header = $this->http(
			'GET',
			'/wp-json/P2P-Fundraising/v1/send-password-reset-email',
			array(
				'headers' => array( 'X-HTTP-Method-Override' => 'POST' ),
				'query'   => array(
					'campaign_id' => $this->campaign_id(),
					'user_handle' => 'captain',
				),
			)
		);
		$this->assertSame( 405, $header->status, $header->body );
		$this->assertSame( 'p2p_method_override', $header->code() );
	}

	public function test_a_route_in_capitals_explains_an_invalid_parameter_as_the_lower_case_one_does(): void {
		$lower = $this->http( 'GET', $this->rest( '/get-donations' ), array( 'query' => array( 'campaign_id' => $this->campaign_id(), 'per_page' => 500 ) ) );
		$upper = $this->http( 'GET', '/wp-json/P2P-Fundraising/v1/get-donations', array( 'query' => array( 'campaign_id' => $this->campaign_id(), 'per_page' => 500 ) ) );
		$this->assertSame( 400, $lower->status, $lower->body );
		$this->assertSame( array( $lower->status, $lower->code(), $lower->message() ), array( $upper->status, $upper->code(), $upper->message() ) );
	}

	public function test_tags_hidden_inside_tags_are_not_stored_in_a_story(): void {
		$id    = $this->fundraiser_id( 'fundraiser' );
		$saved = $this->write(
			$this->sign_in( 'fundraiser@example.com' ),
			'/update-fundraiser-profile',
			array(
				'campaignId'    => $this->campaign_id(),
				'fundraiser_id' => $id,
				'story'         => self::NESTED,
				'goal'          => 1500,
			)
		);
		$this->assertSame( 200, $saved->status, $saved->body );

		$this->fresh();
		$stored = ( new FundraiserRepository() )->find( $id )['story'];
		$this->assertDoesNotMatchRegularExpression( '/<[a-z\/!]/i', $stored, 'no tag in the database: ' . $stored );
		$read = $this->http( 'GET', $this->rest( '/get-fundraiser' ), array( 'query' => array( 'fundraiser_id' => $id ) ) );
		$this->assertSame( 200, $read->status, $read->body );
		$this->assertSame( $stored, $read->json()['data']['story'] );
		$this->assertDoesNotMatchRegularExpression( '/<[a-z\/!]/i', $read->json()['data']['story'] );
	}
}
