<?php
/**
 * The built-in donation form (the iframe target): what it shows, validates and records.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Settings;

final class DonationFormTest extends PluginTestCase {

	private function form( array $query = array(), ?array $post = null, string $slug = DemoData::CAMPAIGN_SLUG ): array {
		return ( new DonationForm() )->handle( $this->campaign_id( $slug ), $query, $post );
	}

	/** A valid submission, with overrides. */
	private function fields( array $overrides = array() ): array {
		return $overrides + array(
			DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
			'amount'                  => '50',
			'amount_custom'           => '',
			'first_name'              => 'Jane',
			'last_name'               => 'Doe',
			'email'                   => 'Jane.Doe@Example.net',
		);
	}

	/** The donation a successful submission redirected to. */
	private function donation_of( array $response ): array {
		$this->assertSame( 303, $response['status'], $response['html'] ?? '' );
		parse_str( (string) wp_parse_url( $response['redirect'], PHP_URL_QUERY ), $query );
		$donation = ( new DonationRepository() )->find( (int) $query['donation'] );
		$this->assertNotNull( $donation );
		return $donation;
	}

	public function test_the_campaign_form_is_a_complete_accessible_page(): void {
		$response = $this->form();
		$this->assertSame( 200, $response['status'] );
		$html = $response['html'];

		$this->assertStringStartsWith( '<!DOCTYPE html>', $html );
		$this->assertStringContainsString( '<h1>Donate to Run for Clean Water 2026</h1>', $html );
		$this->assertStringContainsString( '--p2p-accent: #28C77B', $html, 'the campaign colour' );
		$this->assertStringContainsString( 'Test mode', $html );
		$this->assertStringContainsString( 'name="' . DonationForm::NONCE_FIELD . '"', $html );
		$this->assertStringContainsString( 'action="' . esc_url( home_url( '/p2p-donate/' . $this->campaign_id() . '/' ) ) . '"', $html );
		foreach ( array( '$25', '$50', '$100', '$250' ) as $preset ) {
			$this->assertStringContainsString( '<span>' . $preset . '</span>', $html );
		}
		$this->assertMatchesRegularExpression( '/<input type="radio" name="amount" value="50" data-impact=""\s+checked/', $html, 'a preset is chosen' );

		// Every input has a label tied to it.
		preg_match_all( '/<input id="([^"]+)"/', $html, $inputs );
		$this->assertEqualsCanonicalizing( array( 'p2p-amount-custom', 'p2p-first-name', 'p2p-last-name', 'p2p-email', 'p2p-anonymous', 'p2p-dedication-name', 'p2p-notify-name', 'p2p-notify-email' ), $inputs[1] );
		foreach ( $inputs[1] as $id ) {
			$this->assertStringContainsString( '<label for="' . $id . '">', $html, $id );
		}
		$this->assertStringContainsString( 'Donate anonymously', $html );
		$this->assertStringContainsString( '<button type="submit"', $html );
	}

	public function test_team_and_fundraiser_forms_name_who_receives(): void {
		$this->assertStringContainsString( '<h1>Donate to Blue Wave Runners</h1>', $this->form( array( 'team_id' => (string) $this->team_id( 'Blue Wave Runners' ) ) )['html'] );
		$this->assertStringContainsString( '<h1>Donate to Felix Brandt</h1>', $this->form( array( 'fundraiser_id' => (string) $this->fundraiser_id( 'fundraiser' ) ) )['html'] );
	}

	public function test_a_gift_to_a_fundraiser_or_team_offers_their_updates_and_stores_the_choice(): void {
		$this->assertStringNotContainsString( 'Send me updates', $this->form()['html'], 'not for the campaign itself' );
		$query = array( 'fundraiser_id' => (string) $this->fundraiser_id( 'fundraiser' ) );
		$html  = $this->form( $query )['html'];
		$this->assertStringContainsString( '<label for="p2p-updates">Send me updates from Felix Brandt</label>', $html );
		$this->assertStringContainsString( 'Send me updates from Blue Wave Runners', $this->form( array( 'team_id' => (string) $this->team_id( 'Blue Wave Runners' ) ) )['html'] );

		$this->assertSame( 1, (int) $this->donation_of( $this->form( $query, $this->fields( array( 'updates' => '1' ) ) ) )['updates_opt_in'] );
		$this->assertSame( 0, (int) $this->donation_of( $this->form( $query, $this->fields() ) )['updates_opt_in'] );
		$this->assertSame( 0, (int) $this->donation_of( $this->form( array(), $this->fields( array( 'updates' => '1' ) ) ) )['updates_opt_in'], 'a campaign gift has nobody to send updates' );
	}

	public function test_unknown_foreign_or_malformed_targets_are_404(): void {
		global $wpdb;
		$pending = $this->team_id( 'Rainmakers' );
		$wpdb->update( Schema::table( 'teams' ), array( 'status' => 'pending' ), array( 'id' => $pending ) );
		$cases = array(
			array( 'team_id' => '999999' ),
			array( 'team_id' => (string) $this->team_id( 'Early Birds' ) ),
			array( 'team_id' => (string) $pending ),
			array( 'team_id' => 'abc' ),
			array( 'fundraiser_id' => '999999' ),
			array( 'fundraiser_id' => (string) $this->fundraiser_id( 'ana', DemoData::DRAFT_SLUG ) ),
			array( 'fundraiser_id' => '-3' ),
		);
		foreach ( $cases as $query ) {
			$response = $this->form( $query );
			$this->assertSame( 404, $response['status'], wp_json_encode( $query ) );
			$this->assertStringContainsString( 'Not found', $response['html'] );
			$this->assertStringNotContainsString( '<form', $response['html'] );
		}
		$this->assertSame( 404, ( new DonationForm() )->handle( 999999, array(), null )['status'] );
	}

	public function test_only_the_forms_own_query_args_and_fields_are_read_each_sanitised(): void {
		$_GET  = array(
			'team_id'       => '12',
			'key'           => ' abc<b>def</b> ',
			'fundraiser_id' => array( '3' ),
			'utm_source'    => 'newsletter',
		);
		$_POST = array(
			DonationForm::NONCE_FIELD => 'a1b2c3',
			'first_name'              => "O\\'Brien <b>&</b>   Co",
			'last_name'               => array( 'Doe' ),
			'email'                   => ' jane@example.net ',
			'amount'                  => '1,250.50',
			'return_to'               => 'https://example.org/page/?a=1 "onmouseover=x',
			'anonymous'               => '1',
			'role'                    => 'administrator',
			'message'                 => "Run, Carla!\nWe\\'re <b>proud</b> of you.",
		);
		$this->assertSame(
			array(
				'team_id' => '12',
				'key'     => 'abcdef',
			),
			DonationForm::query_fields(),
			'named args only, tags stripped, a list ignored'
		);
		$posted = DonationForm::posted_fields();
		$this->assertSame( array( DonationForm::NONCE_FIELD, 'amount', 'first_name', 'email', 'anonymous', 'return_to', 'message' ), array_keys( $posted ) );
		$this->assertSame( "Run, Carla!\nWe're proud of you.", $posted['message'], 'words of support keep their line break, lose their tags' );
		$this->assertSame( "O'Brien & Co", $posted['first_name'], 'unslashed plain text: tags stripped, "&" kept' );
		$this->assertSame( 'jane@example.net', $posted['email'] );
		$this->assertSame( '1,250.50', $posted['amount'] );
		$this->assertStringNotContainsString( '"', $posted['return_to'] );
	}

	public function test_a_campaign_that_is_not_active_takes_no_donations(): void {
		$this->assertSame( 404, $this->form( array(), null, DemoData::DRAFT_SLUG )['status'], 'visitors do not learn it exists' );

		$this->actingAs( 'admin' );
		$response = $this->form( array(), array( 'amount' => '50' ), DemoData::DRAFT_SLUG );
		$this->assertSame( 403, $response['status'] );
		$this->assertStringContainsString( 'does not accept donations', $response['html'] );
		$this->assertStringNotContainsString( '<form', $response['html'] );
	}

	public function test_a_donation_to_a_fundraiser_is_recorded_completed_and_counted_everywhere(): void {
		$campaign   = $this->campaign_id();
		$fundraiser = $this->fundraiser_id( 'liam' );
		$team       = $this->team_id( 'Blue Wave Runners' );
		$before     = array( $this->totals( 'campaigns', $campaign ), $this->totals( 'teams', $team ), $this->totals( 'fundraisers', $fundraiser ) );

		$query    = array( 'fundraiser_id' => (string) $fundraiser );
		$response = $this->form( $query, $this->fields( array( 'amount_custom' => '1,250.50' ) ) );
		$donation = $this->donation_of( $response );

		$this->assertStringStartsWith( home_url( '/p2p-donate/' . $campaign . '/?fundraiser_id=' . $fundraiser . '&donation=' ), $response['redirect'] );
		$this->assertSame( 'completed', $donation['status'] );
		$this->assertSame( 'test', $donation['mode'] );
		$this->assertSame( 1250.5, $donation['amount'], 'the typed amount wins over the preset' );
		$this->assertSame( 'Jane Doe', $donation['donor_name'] );
		$this->assertSame( 'jane.doe@example.net', $donation['donor_email'] );
		$this->assertSame( $team, $donation['team_id'] );
		$this->assertSame( $fundraiser, $donation['fundraiser_id'] );
		foreach ( array( array( 'campaigns', $campaign, 0 ), array( 'teams', $team, 1 ), array( 'fundraisers', $fundraiser, 2 ) ) as list( $table, $id, $i ) ) {
			$this->assertEqualsWithDelta( $before[ $i ][0] + 1250.5, $this->totals( $table, $id )[0], 0.001, $table );
			$this->assertSame( $before[ $i ][1] + 1, $this->totals( $table, $id )[1], $table );
		}

		// The redirect shows the thank-you view; a reload of it records nothing new.
		parse_str( (string) wp_parse_url( $response['redirect'], PHP_URL_QUERY ), $thanks_query );
		$thanks = $this->form( $thanks_query );
		$this->assertSame( 200, $thanks['status'] );
		$this->assertStringContainsString( 'Thank you!', $thanks['html'] );
		$this->assertStringContainsString( 'Your donation of $1,250.50 to Liam Walsh has been received.', $thanks['html'] );
		$this->assertStringContainsString( '"type":"p2p-fundraising:donation"', $thanks['html'] );
		$this->form( $thanks_query );
		$this->assertSame( $before[0][1] + 1, $this->totals( 'campaigns', $campaign )[1] );

		$thanks_query['key'] = 'forged';
		$this->assertSame( 404, $this->form( $thanks_query )['status'] );
	}

	public function test_the_longest_names_the_form_takes_are_stored(): void {
		$long = $this->form( array(), $this->fields( array( 'first_name' => str_repeat( 'é', 96 ) ) ) );
		$this->assertSame( 422, $long['status'] );
		$this->assertStringContainsString( 'Use at most 95 characters.', $long['html'] );

		$donation = $this->donation_of( $this->form( array(), $this->fields( array( 'first_name' => str_repeat( 'é', 95 ), 'last_name' => str_repeat( 'ü', 95 ) ) ) ) );
		$this->assertSame( 191, mb_strlen( $donation['donor_name'] ), 'not a 503 for names the form accepted' );
	}

	public function test_the_same_form_sent_twice_gives_once(): void {
		$this->assertSame( 1, preg_match( '/name="' . DonationForm::SUBMISSION_FIELD . '" value="([A-Za-z0-9]{24})"/', $this->form()['html'], $token ) );
		$this->assertStringNotContainsString( $token[1], $this->form()['html'], 'every rendered form has its own token' );
		$before = $this->count_where( 'donations', 'donor_email = %s', 'jane.doe@example.net' );

		$post   = $this->fields( array( DonationForm::SUBMISSION_FIELD => $token[1] ) );
		$first  = $this->form( array(), $post );
		$again  = $this->form( array(), $post );
		$this->assertSame( $first, $again, 'a double click or a retried request gets the first answer' );
		$this->assertSame( $before + 1, $this->count_where( 'donations', 'donor_email = %s', 'jane.doe@example.net' ) );

		// Back, another amount, Donate: that is a new gift; so is a form without a token.
		$this->assertNotSame( $first['redirect'], $this->form( array(), array( 'amount' => '100' ) + $post )['redirect'] );
		$untokened = $this->fields();
		$this->donation_of( $this->form( array(), $untokened ) );
		$this->donation_of( $this->form( array(), $untokened ) );
		$this->assertSame( $before + 4, $this->count_where( 'donations', 'donor_email = %s', 'jane.doe@example.net' ) );

		// An invalid form keeps its token with the values.
		$bad = array( DonationForm::SUBMISSION_FIELD => 'TokenOfAFormWithAnError1' ) + $this->fields( array( 'email' => 'nope' ) );
		$this->assertSame( 422, $this->form( array(), $bad )['status'] );
		$this->assertStringContainsString( 'value="TokenOfAFormWithAnError1"', $this->form( array(), $bad )['html'], 'kept with the values' );
	}

	public function test_a_submission_the_database_refused_is_not_remembered(): void {
		$post    = $this->fields( array( DonationForm::SUBMISSION_FIELD => 'TokenOfAFormTheDbRefused' ) );
		$refuse  = static function ( $query ) {
			return preg_match( '/^\s*INSERT INTO \S*p2p_donations\b/i', (string) $query ) ? 'SELECT * FROM p2p_no_such_table' : $query;
		};
		add_filter( 'query', $refuse );
		$failed = $this->form( array(), $post );
		remove_filter( 'query', $refuse );
		$this->assertSame( 503, $failed['status'] );
		$this->assertStringContainsString( 'nothing was recorded', $failed['html'] );
		// Sent again once the database answers: given now, not the remembered failure.
		$this->donation_of( $this->form( array(), $post ) );
	}

	public function test_a_copy_sent_while_the_first_is_still_answered_says_so_and_gives_nothing(): void {
		$before = $this->count_where( 'donations', 'donor_email = %s', 'jane.doe@example.net' );
		// The first copy holds the submission's lock longer than the second waits (a slow payment page).
		$busy = static function ( $query ) {
			return preg_match( '/^SELECT GET_LOCK\(/', (string) $query ) ? 'SELECT 0' : $query;
		};
		add_filter( 'query', $busy );
		$second = $this->form( array(), $this->fields( array( DonationForm::SUBMISSION_FIELD => 'TokenOfAFormSentTwiceAbc' ) ) );
		remove_filter( 'query', $busy );
		$this->assertSame( 503, $second['status'] );
		$this->assertStringContainsString( 'still being processed', $second['html'] );
		$this->assertStringNotContainsString( 'nothing was recorded', $second['html'], 'the first copy may well record it' );
		$this->assertSame( $before, $this->count_where( 'donations', 'donor_email = %s', 'jane.doe@example.net' ) );
	}

	public function test_invalid_fields_are_shown_beside_the_fields_with_the_values_kept(): void {
		$count    = $this->totals( 'campaigns', $this->campaign_id() )[1];
		$response = $this->form(
			array(),
			$this->fields(
				array(
					'amount_custom' => '0.50',
					'first_name'    => '',
					'last_name'     => '"><script>alert(1)</script>Doe',
					'email'         => 'not-an-email',
				)
			)
		);
		$this->assertSame( 422, $response['status'] );
		$html = $response['html'];
		$this->assertStringContainsString( '<p id="p2p-amount-error" class="p2p-donate__error">Enter an amount between $1 and $1,000,000.</p>', $html );
		$this->assertStringContainsString( '<p id="p2p-first-name-error" class="p2p-donate__error">Enter your first name.</p>', $html );
		$this->assertStringContainsString( '<p id="p2p-email-error" class="p2p-donate__error">', $html );
		$this->assertMatchesRegularExpression( '/id="p2p-email"[^>]*value="not-an-email"[^>]*aria-invalid="true" aria-describedby="p2p-email-error"/', $html );
		$this->assertMatchesRegularExpression( '/id="p2p-amount-custom"[^>]*value="0.50"/s', $html );
		// An error summary above the form takes the focus by script and links to each field
		// (autofocus is ignored when the focus is already inside the frame).
		$this->assertMatchesRegularExpression( '/<div class="p2p-donate__summary" role="alert" tabindex="-1" aria-labelledby="p2p-summary-title">\s*<h2 id="p2p-summary-title">Please check the following:<\/h2>/', $html );
		$this->assertMatchesRegularExpression( '/<li><a href="#p2p-amount-custom">Enter an amount between \$1 and \$1,000,000.<\/a><\/li>\s*<li><a href="#p2p-first-name">Enter your first name.<\/a><\/li>\s*<li><a href="#p2p-email">Enter a valid e-mail address/', $html );
		$this->assertStringContainsString( "document.querySelector( '.p2p-donate__summary' );", $html );
		$this->assertStringNotContainsString( 'autofocus', $html );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringNotContainsString( 'p2p-last-name-error', $html, 'the last name was given' );
		$this->assertSame( $count, $this->totals( 'campaigns', $this->campaign_id() )[1], 'nothing recorded' );
	}

	/**
	 * @dataProvider amounts
	 * @param string     $typed    What the donor typed.
	 * @param float|null $expected The amount recorded, or null for a refusal.
	 */
	public function test_amounts( string $typed, ?float $expected ): void {
		$response = $this->form( array(), $this->fields( array( 'amount_custom' => $typed ) ) );
		if ( null === $expected ) {
			$this->assertSame( 422, $response['status'] );
			$this->assertStringContainsString( 'p2p-amount-error', $response['html'] );
			return;
		}
		$this->assertSame( $expected, $this->donation_of( $response )['amount'] );
	}

	/** @return array<string, array{0: string, 1: float|null}> */
	public function amounts(): array {
		return array(
			'preset when empty' => array( '', 50.0 ),
			'whole'             => array( '40', 40.0 ),
			'with symbol'       => array( '$ 40', 40.0 ),
			'cents'             => array( '12.5', 12.5 ),
			'thousands'         => array( '1,000', 1000.0 ),
			'minimum'           => array( '1', 1.0 ),
			'maximum'           => array( '1000000', 1000000.0 ),
			'below minimum'     => array( '0.99', null ),
			'above maximum'     => array( '1000000.01', null ),
			'three decimals'    => array( '10.555', null ),
			'negative'          => array( '-5', null ),
			'text'              => array( 'ten', null ),
			'exponent'          => array( '1e3', null ),
		);
	}

	public function test_a_forged_or_expired_nonce_is_refused_with_the_values_kept(): void {
		$response = $this->form( array(), $this->fields( array( DonationForm::NONCE_FIELD => 'forged' ) ) );
		$this->assertSame( 422, $response['status'] );
		$this->assertStringContainsString( 'This form has expired', $response['html'] );
		$this->assertStringContainsString( 'value="Jane"', $response['html'] );

		$response = $this->form( array(), array_diff_key( $this->fields(), array( DonationForm::NONCE_FIELD => '' ) ) );
		$this->assertSame( 422, $response['status'] );
	}

	public function test_the_pages_scripts_and_style_go_through_wordpress_so_a_csp_nonce_reaches_them(): void {
		add_filter(
			'wp_inline_script_attributes',
			static function ( array $attributes ): array {
				return $attributes + array( 'nonce' => 'csp-nonce-1' );
			}
		);
		$pages = array(
			'form with its own error' => $this->form( array(), $this->fields( array( DonationForm::NONCE_FIELD => 'forged' ) ) )['html'],
			'thank-you'               => $this->form( array(), $this->fields() ),
		);
		$pages['thank-you'] = $this->form( (array) wp_parse_args( (string) wp_parse_url( $pages['thank-you']['redirect'], PHP_URL_QUERY ) ) )['html'];
		foreach ( $pages as $name => $html ) {
			$this->assertGreaterThan( 0, substr_count( $html, '<script' ), $name );
			$this->assertSame( substr_count( $html, '<script' ), substr_count( $html, 'nonce="csp-nonce-1"' ), "{$name}: every script printed by wp_print_inline_script_tag()" );
			$this->assertMatchesRegularExpression( "/<style id=['\"]p2p-fundraising-donation-form-inline-css['\"][^>]*>\\s*:root \\{ --p2p-accent: #28C77B;/", $html, "{$name}: the stylesheet printed by WP_Styles" );
		}
		remove_all_filters( 'wp_inline_script_attributes' );
	}

	public function test_an_anonymous_donor_may_leave_the_names_out_and_is_never_named(): void {
		$donation = $this->donation_of(
			$this->form( array(), $this->fields( array( 'first_name' => '', 'last_name' => '', 'anonymous' => '1', 'amount' => '250' ) ) )
		);
		$this->assertSame( 1, $donation['is_anonymous'] );
		$this->assertSame( '', $donation['donor_name'] );

		$donation = $this->donation_of(
			$this->form( array(), $this->fields( array( 'first_name' => 'Secretia', 'last_name' => 'Quill', 'anonymous' => '1' ) ) )
		);
		$this->assertSame( 'Secretia Quill', $donation['donor_name'], 'kept for the organisers' );
		$json = (string) wp_json_encode( $this->json( $this->request( 'GET', '/get-donations', array( 'campaign_id' => $this->campaign_id() ) ) ) );
		$this->assertStringNotContainsString( 'Secretia', $json );
		$this->assertStringContainsString( '"donorName":"Anonymous"', $json );
	}

	public function test_in_offline_mode_a_pledge_is_recorded_but_not_counted(): void {
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_OFFLINE );
		$before   = $this->totals( 'campaigns', $this->campaign_id() );
		$response = $this->form( array(), $this->fields() );
		$donation = $this->donation_of( $response );
		$this->assertSame( 'pending', $donation['status'] );
		$this->assertSame( 'offline', $donation['mode'] );
		$this->assertSame( $before, $this->totals( 'campaigns', $this->campaign_id() ) );

		parse_str( (string) wp_parse_url( $response['redirect'], PHP_URL_QUERY ), $thanks_query );
		$html = $this->form( $thanks_query )['html'];
		$this->assertStringContainsString( 'Your pledge of $50 to Run for Clean Water 2026 has been recorded.', $html );
		$this->assertStringNotContainsString( 'Test mode', $this->form()['html'] );
	}
}
