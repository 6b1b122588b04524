<?php
/**
 * A campaign's own suggested amounts (issue 27): the admin route's rules, the donation form that
 * offers them, and the standard four for a campaign that set none.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Campaigns\SuggestedAmounts;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Settings;

final class SuggestedAmountsTest extends PluginTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->actingAs( 'admin' );
	}

	protected function tearDown(): void {
		foreach ( array( 'currencySymbol', 'currencyPosition', 'decimalSeparator', 'thousandsSeparator' ) as $key ) {
			delete_option( Settings::currency_option( $key ) );
		}
		parent::tearDown();
	}

	/** The site writes money the German way: "1.250,50 €". */
	private function german_money(): void {
		update_option( Settings::currency_option( 'currencySymbol' ), '€' );
		update_option( Settings::currency_option( 'currencyPosition' ), 'after' );
		update_option( Settings::currency_option( 'decimalSeparator' ), ',' );
		update_option( Settings::currency_option( 'thousandsSeparator' ), '.' );
	}

	/** Saves amounts on the demo campaign: [ status, body ]. */
	private function save( array $params ): array {
		$response = $this->request( 'POST', '/admin/campaigns/' . $this->campaign_id(), $params );
		return array( $response->get_status(), $this->json( $response ) );
	}

	/** Six amounts, as an administrator types them. */
	private function six(): array {
		return array(
			array( 'amount' => '10', 'impact' => '' ),
			array( 'amount' => '25', 'impact' => 'Buys a water filter.' ),
			array( 'amount' => '50', 'impact' => 'Gives a family clean water for a year.' ),
			array( 'amount' => '100', 'impact' => '' ),
			array( 'amount' => '250', 'impact' => '' ),
			array( 'amount' => '500', 'impact' => 'Drills a well with the village.' ),
		);
	}

	private function form_html( int $campaign_id = 0 ): string {
		$response = ( new DonationForm() )->handle( $campaign_id ?: $this->campaign_id(), array(), null );
		$this->assertSame( 200, $response['status'] );
		return (string) $response['html'];
	}

	public function test_a_campaign_saves_its_own_amounts_with_impact_lines_and_a_default(): void {
		list( $status, $body ) = $this->save(
			array(
				'suggested_amounts' => $this->six(),
				'default_amount'    => '50',
			)
		);
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( array( 10, 25, 50, 100, 250, 500 ), array_column( $body['data']['suggested_amounts'], 'amount' ) );
		$this->assertSame( 'Gives a family clean water for a year.', $body['data']['suggested_amounts'][2]['impact'] );
		$this->assertSame( 50, $body['data']['default_amount'] );

		// Visitors read them too (the public campaign), and a later save of other fields keeps them.
		$this->save( array( 'campaign_title' => 'Run for Clean Water 2026' ) );
		$this->actingAs( 0 );
		$public = $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $this->campaign_id() ) ) )['data'];
		$this->assertCount( 6, $public['suggested_amounts'] );
		$this->assertSame( 50, $public['default_amount'] );
	}

	public function test_the_rules_answer_with_a_message_beside_each_field(): void {
		$seven   = $this->six();
		$seven[] = array( 'amount' => '1000', 'impact' => '' );
		list( $status, $body ) = $this->save( array( 'suggested_amounts' => $seven ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Offer at most 6 suggested amounts.', $body['data']['params']['suggested_amounts'] );

		list( $status, $body ) = $this->save(
			array(
				'suggested_amounts' => array(
					array( 'amount' => '0', 'impact' => '' ),
					array( 'amount' => '2000000', 'impact' => '' ),
					array( 'amount' => '25', 'impact' => '' ),
					array( 'amount' => '25.00', 'impact' => str_repeat( 'x', 151 ) ),
					array( 'amount' => 'lots', 'impact' => '' ),
				),
				'default_amount'    => '25',
			)
		);
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$params = $body['data']['params'];
		$this->assertSame( 'Enter an amount between $1 and $1,000,000.', $params['suggested_amounts.0.amount'], 'positive' );
		$this->assertSame( 'Enter an amount between $1 and $1,000,000.', $params['suggested_amounts.1.amount'], 'a gift the form would take' );
		$this->assertArrayNotHasKey( 'suggested_amounts.2.amount', $params );
		$this->assertSame( 'This amount is already suggested. Each amount may appear once.', $params['suggested_amounts.3.amount'], '25.00 is 25' );
		$this->assertSame( 'Please shorten this to at most 150 characters.', $params['suggested_amounts.3.impact'] );
		$this->assertSame( 'Enter an amount between $1 and $1,000,000.', $params['suggested_amounts.4.amount'] );

		list( $status, $body ) = $this->save(
			array(
				'suggested_amounts' => array( array( 'amount' => '20', 'impact' => '' ), array( 'amount' => '40', 'impact' => '' ) ),
				'default_amount'    => '30',
			)
		);
		$this->assertSame( 400, $status );
		$this->assertSame( array( 'default_amount' => 'Choose the default among the suggested amounts.' ), $body['data']['params'] );
		$this->assertSame( 'Choose the default among the suggested amounts.', $body['message'] );

		list( $status, $body ) = $this->save( array( 'suggested_amounts' => array() ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Add at least one suggested amount.', $body['data']['params']['suggested_amounts'] );

		// Nothing of the refused saves was stored.
		$this->assertSame( SuggestedAmounts::standard(), SuggestedAmounts::of( (array) ( new CampaignRepository() )->find( $this->campaign_id() ) ) );
	}

	public function test_a_default_alone_must_be_one_of_the_stored_amounts(): void {
		$this->assertSame( 400, $this->save( array( 'default_amount' => '75' ) )[0] );
		list( $status, $body ) = $this->save( array( 'default_amount' => '100' ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 100, $body['data']['default_amount'] );
		$this->assertSame( array( 25, 50, 100, 250 ), array_column( $body['data']['suggested_amounts'], 'amount' ) );
	}

	public function test_german_typed_amounts_are_read_with_the_sites_separators_and_ambiguous_ones_refused(): void {
		$this->german_money();
		list( $status, $body ) = $this->save(
			array(
				'suggested_amounts' => array(
					array( 'amount' => '12,50', 'impact' => '' ),
					array( 'amount' => '1.250', 'impact' => '' ),
					array( 'amount' => '2.500,50 €', 'impact' => '' ),
				),
				'default_amount'    => '12,50',
			)
		);
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( array( 12.5, 1250, 2500.5 ), array_column( $body['data']['suggested_amounts'], 'amount' ) );
		$this->assertSame( 12.5, $body['data']['default_amount'] );

		list( $status, $body ) = $this->save( array( 'suggested_amounts' => array( array( 'amount' => '2.50', 'impact' => '' ) ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Please check the amount: use "." only between groups of three digits (as in 1.250,50) and "," before the cents.', $body['data']['params']['suggested_amounts.0.amount'], '"2.50" could be 2,50 or 250' );
	}

	public function test_a_campaign_without_its_own_amounts_offers_the_standard_four_with_50_chosen(): void {
		$html = $this->form_html();
		foreach ( array( '$25', '$50', '$100', '$250' ) as $preset ) {
			$this->assertStringContainsString( '<span>' . $preset . '</span>', $html );
		}
		preg_match_all( '/<input type="radio" name="amount" value="([^"]+)"/', $html, $values );
		$this->assertSame( array( '25', '50', '100', '250' ), $values[1] );
		$this->assertMatchesRegularExpression( '/value="50" data-impact=""\s+checked/', $html );
		$this->assertStringContainsString( '<p id="p2p-amount-impact" class="p2p-donate__impact" aria-live="polite"></p>', $html );

		// A new campaign starts with them too.
		list( $status, $body ) = $this->call_create( array( 'campaign_title' => 'Autumn Walk' ) );
		$this->assertSame( 201, $status );
		$new = $body['data'];
		$this->assertSame( array( 25, 50, 100, 250 ), array_column( $new['suggested_amounts'], 'amount' ) );
		$this->assertSame( 50, $new['default_amount'] );
	}

	private function call_create( array $params ): array {
		$response = $this->request( 'POST', '/admin/campaigns', $params );
		return array( $response->get_status(), $this->json( $response ) );
	}

	public function test_the_form_offers_the_campaigns_amounts_with_the_defaults_impact_line(): void {
		$this->german_money();
		$this->assertSame(
			200,
			$this->save(
				array(
					'suggested_amounts' => array(
						array( 'amount' => '12,50', 'impact' => 'Ein Wasserfilter <b>für</b> eine Familie.' ),
						array( 'amount' => '50', 'impact' => 'Sauberes Wasser für ein Jahr.' ),
						array( 'amount' => '1.000', 'impact' => '' ),
					),
					'default_amount'    => '50',
				)
			)[0]
		);
		$html = $this->form_html();
		foreach ( array( '12,50 €', '50 €', '1.000 €' ) as $preset ) {
			$this->assertStringContainsString( '<span>' . $preset . '</span>', $html );
		}
		$this->assertStringNotContainsString( '<span>25 €</span>', $html );
		preg_match_all( '/<input type="radio" name="amount" value="([^"]+)" data-impact="([^"]*)"/', $html, $radios );
		$this->assertSame( array( '12,50', '50', '1000' ), $radios[1], 'values the form reads back with the site’s separators' );
		$this->assertSame( array( 'Ein Wasserfilter für eine Familie.', 'Sauberes Wasser für ein Jahr.', '' ), $radios[2], 'impact lines are plain text' );
		$this->assertMatchesRegularExpression( '/value="50" data-impact="Sauberes Wasser für ein Jahr\."\s+checked/', $html, 'the default is chosen' );
		$this->assertStringContainsString( 'aria-live="polite">Sauberes Wasser für ein Jahr.</p>', $html, 'the default’s impact line shows without a script' );
	}

	public function test_the_chosen_suggested_amount_is_what_is_recorded(): void {
		$this->german_money();
		$this->save(
			array(
				'suggested_amounts' => array( array( 'amount' => '12,50', 'impact' => 'Ein Filter.' ), array( 'amount' => '40', 'impact' => '' ) ),
				'default_amount'    => '40',
			)
		);
		$this->actingAs( 0 );
		$response = ( new DonationForm() )->handle(
			$this->campaign_id(),
			array(),
			array(
				DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
				'amount'                  => '12,50',
				'amount_custom'           => '',
				'first_name'              => 'Jana',
				'last_name'               => 'Schmidt',
				'email'                   => 'jana@example.net',
			)
		);
		$this->assertSame( 303, $response['status'], $response['html'] ?? '' );
		parse_str( (string) wp_parse_url( $response['redirect'], PHP_URL_QUERY ), $query );
		$this->assertSame( 12.5, (float) ( new DonationRepository() )->find( (int) $query['donation'] )['amount'] );
	}

	public function test_stored_amounts_that_no_longer_read_fall_back_to_the_standard_ones(): void {
		foreach ( array( '', 'not json', '{"amounts":[],"default":5}', '{"amounts":[{"amount":"x"}],"default":5}' ) as $stored ) {
			$this->assertSame( SuggestedAmounts::standard(), SuggestedAmounts::of( array( 'suggested_amounts' => $stored ) ), $stored );
		}
		$this->assertSame( 30.0, SuggestedAmounts::of( array( 'suggested_amounts' => '{"amounts":[{"amount":30,"impact":""}],"default":99}' ) )['default'], 'a default that is no amount: the first' );
	}
}
