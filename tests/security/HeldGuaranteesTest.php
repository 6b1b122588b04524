<?php
/**
 * What already held when issue 8 was filed, attacked again so that it keeps holding: ownership
 * (IDOR), SQL in search and order parameters, anonymous donors, draft campaigns.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Payments\WebhookSignature;
use P2PFundraising\Settings;

final class HeldGuaranteesTest extends HttpTestCase {

	use DonatesThroughForm;
	use WritesAs;

	public function test_a_captain_cannot_edit_another_team_nor_a_fundraiser_another_profile(): void {
		$other   = $this->team_id( 'River Keepers' );
		$name    = ( new TeamRepository() )->find( $other )['name'];
		$session = $this->sign_in( 'captain@example.com' );

		$team = $this->write( $session, '/update-team', array( 'team_id' => $other, 'campaign_id' => $this->campaign_id(), 'name' => 'Hijacked', 'goal' => 1, 'story' => 'x' ) );
		$this->assertSame( 403, $team->status, $team->body );
		$this->assertSame( 'p2p_forbidden', $team->code() );

		$victim  = $this->fundraiser_id( 'ana' );
		$profile = $this->write( $session, '/update-fundraiser-profile', array( 'campaignId' => $this->campaign_id(), 'fundraiser_id' => $victim, 'story' => 'Hijacked', 'goal' => 1 ) );
		$this->assertSame( 403, $profile->status, $profile->body );

		$this->fresh();
		$this->assertSame( $name, ( new TeamRepository() )->find( $other )['name'] );
		$this->assertNotSame( 'Hijacked', ( new FundraiserRepository() )->find( $victim )['story'] );
	}

	public function test_sql_in_search_and_order_parameters_is_data_not_code(): void {
		$search = $this->http( 'GET', $this->rest( '/get-campaign-teams-search' ), array( 'query' => array( 'campaign_id' => $this->campaign_id(), 'search' => "' OR 1=1 -- " ) ) );
		$this->assertSame( 200, $search->status, $search->body );
		$this->assertSame( 0, $search->json()['total'] );

		$admin = $this->sign_in( 'admin' );
		$order = $this->http(
			'GET',
			$this->rest( '/admin/campaigns/' . $this->campaign_id() . '/teams' ),
			array(
				'cookies' => $admin,
				'headers' => array( 'X-WP-Nonce' => $this->nonce_for( $admin ) ),
				'query'   => array( 'orderby' => 'name; DROP TABLE wp_users', 'order' => 'desc' ),
			)
		);
		$this->assertSame( 400, $order->status, $order->body );
		$this->assertSame( 'rest_invalid_param', $order->code() );
	}

	public function test_anonymous_donors_are_never_named_in_public_responses(): void {
		$campaign = $this->campaign_id();
		$bodies   = array(
			$this->http( 'GET', $this->campaign_path() )->body,
			$this->http( 'GET', $this->rest( '/get-donations' ), array( 'query' => array( 'campaign_id' => $campaign, 'per_page' => 50 ) ) )->body,
			$this->http( 'GET', $this->rest( '/get-campaign-top-donors' ), array( 'query' => array( 'campaign_id' => $campaign, 'per_page' => 50 ) ) )->body,
		);
		foreach ( $bodies as $body ) {
			foreach ( DemoData::ANONYMOUS_DONOR_NAMES as $name ) {
				$this->assertStringNotContainsString( $name, $body );
			}
		}
	}

	public function test_draft_campaigns_are_invisible_to_visitors(): void {
		$draft = ( new CampaignRepository() )->find_by_slug( DemoData::DRAFT_SLUG );
		$this->assertNotNull( $draft );
		$this->assertSame( 404, $this->http( 'GET', '/campaigns/' . DemoData::DRAFT_SLUG . '/' )->status );
		$rest = $this->http( 'GET', $this->rest( '/get-campaign' ), array( 'query' => array( 'campaign_id' => $draft['id'] ) ) );
		$this->assertSame( 404, $rest->status );
		$this->assertStringNotContainsString( (string) $draft['title'], $rest->body );
	}

	// Issue 23 "what held": the guarantees below had no attack over HTTP yet.

	public function test_amounts_that_are_not_plain_numbers_are_refused_and_nothing_is_stored(): void {
		$path   = $this->path_of( Urls::donation_form( $this->campaign_id() ) );
		$email  = 'odd.amounts@example.net';
		$before = $this->count_where( 'donations', 'donor_email = %s', $email );
		foreach ( array( '-5', '0', '1e3', '0x10', "\u{FF11}\u{FF10}" ) as $typed ) {
			$refused = $this->donate_custom( $path, $typed, $email );
			$this->assertSame( 422, $refused->status, 'amount ' . $typed );
			$this->assertStringContainsString( 'id="p2p-amount-error"', $refused->body, 'amount ' . $typed );
		}
		$this->assertSame( $before, $this->count_where( 'donations', 'donor_email = %s', $email ) );
	}

	public function test_webhook_signatures_missing_wrong_old_or_v0_only_get_400_and_change_nothing(): void {
		$saved = array();
		foreach ( array( Settings::PAYMENT_MODE_OPTION, PaymentSettings::WEBHOOK_SECRET ) as $option ) {
			$saved[ $option ] = get_option( $option, null );
		}
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_STRIPE );
		update_option( PaymentSettings::WEBHOOK_SECRET, 'whsec_p2p_held', false );
		try {
			$payload = '{"id":"evt_held_forged","type":"charge.refunded","data":{"object":{"refunded":true,"payment_intent":"pi_held"}}}';
			$cases   = array(
				'missing'      => null,
				'wrong secret' => WebhookSignature::sign( $payload, 'whsec_someone_else', time() ),
				'old'          => WebhookSignature::sign( $payload, 'whsec_p2p_held', time() - HOUR_IN_SECONDS ),
				'v0 only'      => 't=' . time() . ',v0=' . hash_hmac( 'sha256', time() . '.' . $payload, 'whsec_p2p_held' ),
			);
			foreach ( $cases as $case => $header ) {
				$response = $this->http(
					'POST',
					$this->rest( '/stripe/webhook' ),
					array(
						'headers' => array_filter( array( 'Content-Type' => 'application/json', 'Stripe-Signature' => $header ) ),
						'body'    => $payload,
					)
				);
				$this->assertSame( 400, $response->status, $case . ': ' . $response->body );
				$this->assertSame( 'p2p_stripe_signature', $response->code(), $case );
			}
			$this->assertSame( 0, $this->count_where( 'stripe_events', 'event_id = %s', 'evt_held_forged' ) );
		} finally {
			foreach ( $saved as $option => $value ) {
				null === $value ? delete_option( $option ) : update_option( $option, $value );
			}
		}
	}

	public function test_forwarded_headers_are_not_reflected(): void {
		$forged = array(
			'X-Forwarded-Host'   => 'evil.example',
			'X-Forwarded-Server' => 'evil.example',
			'X-Forwarded-Proto'  => 'https',
			'Forwarded'          => 'host=evil.example;proto=https',
			'X-Original-URL'     => '//evil.example/',
			'X-Rewrite-URL'      => '//evil.example/',
		);
		$responses = array(
			$this->http( 'GET', $this->campaign_path(), array( 'headers' => $forged ) ),
			$this->http( 'GET', $this->rest( '/get-campaign' ), array( 'headers' => $forged, 'query' => array( 'campaign_id' => $this->campaign_id() ) ) ),
			$this->http( 'GET', $this->path_of( Urls::donation_form( $this->campaign_id() ) ), array( 'headers' => $forged ) ),
		);
		foreach ( $responses as $response ) {
			$this->assertSame( 200, $response->status, $response->body );
			$this->assertStringNotContainsString( 'evil.example', $response->body );
			$this->assertStringNotContainsString( 'evil.example', (string) wp_json_encode( $response->headers ) );
		}
	}

	public function test_error_bodies_carry_no_paths_sql_or_keys(): void {
		$errors = array(
			$this->http( 'GET', $this->rest( '/get-campaign' ), array( 'query' => array( 'campaign_id' => "1' OR '1'='1" ) ) ),
			$this->http( 'GET', $this->rest( '/get-donations' ), array( 'query' => array( 'campaign_id' => $this->campaign_id(), 'per_page' => 5000, 'orderby' => 'id;DROP' ) ) ),
			$this->http( 'POST', $this->rest( '/fundraiser-login' ), array( 'headers' => array( 'Content-Type' => 'application/json' ), 'body' => '{"user_handle":' ) ),
			$this->http( 'POST', $this->rest( '/stripe/webhook' ), array( 'headers' => array( 'Stripe-Signature' => 't=1,v1=00' ), 'body' => '{' ) ),
			$this->http( 'GET', $this->rest( '/no-such-route' ) ),
		);
		foreach ( $errors as $response ) {
			$this->assertGreaterThanOrEqual( 400, $response->status, $response->body );
			foreach ( array( rtrim( ABSPATH, '/' ), 'wp-content', 'SELECT', 'mysqli', Schema::table( 'donations' ), 'whsec_', 'sk_', 'Stack trace', '.php' ) as $leak ) {
				$this->assertStringNotContainsString( $leak, $response->body, $response->status . ' ' . $response->body );
			}
		}
	}
}
