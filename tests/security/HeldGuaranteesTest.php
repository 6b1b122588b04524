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
use P2PFundraising\Demo\DemoData;

final class HeldGuaranteesTest extends HttpTestCase {

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
}
