<?php
/**
 * Anonymous donors are never named, and no donor e-mail ever leaves the server.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Demo\DemoData;
use P2PFundraising\Frontend\BootData;
use P2PFundraising\Frontend\CampaignPage;

final class AnonymityTest extends PluginTestCase {

	/** Every public read, as administrators see them (the widest view). */
	private function every_public_read(): array {
		$campaign   = $this->campaign_id();
		$team       = $this->team_id( 'Blue Wave Runners' );
		$fundraiser = $this->fundraiser_id( 'fundraiser' );
		$captain    = $this->fundraiser_id( 'captain' );
		return array(
			array( '/get-campaign', array( 'campaign_id' => $campaign ) ),
			array( '/get-campaign-stats', array( 'campaign_id' => $campaign ) ),
			array( '/get-campaign-top-donors', array( 'campaign_id' => $campaign, 'per_page' => 50 ) ),
			array( '/get-donations', array( 'campaign_id' => $campaign, 'per_page' => 50 ) ),
			array( '/get-donations', array( 'campaign_id' => $campaign, 'team_id' => $team, 'per_page' => 50 ) ),
			array( '/get-donations', array( 'campaign_id' => $campaign, 'fundraiser_id' => $fundraiser, 'per_page' => 50 ) ),
			array( '/get-campaign-teams-search', array( 'campaign_id' => $campaign, 'showClosedTeams' => true, 'per_page' => 50 ) ),
			array( '/get-campaign-fundraisers-search', array( 'campaign_id' => $campaign, 'per_page' => 50 ) ),
			array( '/get-sponsors', array( 'campaign_id' => $campaign ) ),
			array( '/get-team', array( 'team_id' => $team ) ),
			array( '/get-team-stats', array( 'team_id' => $team ) ),
			array( '/get-team-fundraisers-all', array( 'team_id' => $team ) ),
			array( '/get-team-top-donors', array( 'team_id' => $team, 'per_page' => 50 ) ),
			array( '/get-fundraiser', array( 'fundraiser_id' => $fundraiser ) ),
			array( '/get-fundraiser-stats', array( 'fundraiser_id' => $fundraiser ) ),
			array( '/get-fundraiser-top-donors', array( 'fundraiser_id' => $fundraiser, 'per_page' => 50 ) ),
			array( '/get-fundraiser-top-donors', array( 'fundraiser_id' => $captain, 'per_page' => 50 ) ),
		);
	}

	private function assertNoDonorSecrets( string $json, string $where ): void {
		foreach ( DemoData::ANONYMOUS_DONOR_NAMES as $name ) {
			$this->assertStringNotContainsString( $name, $json, $where );
			$this->assertStringNotContainsString( strtok( $name, ' ' ), $json, $where . ' (first name)' );
		}
		$this->assertStringNotContainsString( 'example.org', $json, $where . ' leaks a donor e-mail' );
	}

	public function test_no_public_read_names_an_anonymous_donor_or_shows_an_email(): void {
		$this->actingAs( 'admin' );
		$anonymous_rows = 0;
		foreach ( $this->every_public_read() as list( $path, $params ) ) {
			$response = $this->request( 'GET', $path, $params );
			$this->assertSame( 200, $response->get_status(), $path );
			$json = (string) wp_json_encode( $this->json( $response ) );
			$this->assertNoDonorSecrets( $json, $path );
			$anonymous_rows += substr_count( $json, '"Anonymous"' );
		}
		$anonymous_gifts = $this->count_where( 'donations', "campaign_id = %d AND status = 'completed' AND is_anonymous = 1", $this->campaign_id() );
		$this->assertGreaterThan( 0, $anonymous_gifts );
		$this->assertGreaterThanOrEqual( $anonymous_gifts, $anonymous_rows, 'the anonymous gifts are listed, as "Anonymous"' );
	}

	public function test_the_boot_data_of_every_kind_of_page_keeps_them_anonymous_too(): void {
		$this->actingAs( 'admin' );
		$paths = array( '', 'team-leaderboard', 'team/' . $this->team_id( 'Blue Wave Runners' ), 'fundraiser/' . $this->fundraiser_id( 'fundraiser' ), 'fundraiser/' . $this->fundraiser_id( 'captain' ) . '/donate/' );
		foreach ( $paths as $path ) {
			$current = CampaignPage::resolve( DemoData::CAMPAIGN_SLUG, $path );
			$this->assertNotNull( $current, $path );
			$boot = ( new BootData() )->build( $current['campaign'], $current['route'], $current['team'], $current['fundraiser'] );
			$this->assertNoDonorSecrets( BootData::to_json( $boot ), 'boot data of /' . $path );
		}
	}

	public function test_an_anonymous_donor_who_also_gives_openly_is_named_only_for_the_open_gift(): void {
		( new \P2PFundraising\Donations\DonationService() )->record(
			array(
				'campaign_id'  => $this->campaign_id(),
				'donor_name'   => 'Margot Featherstone',
				'donor_email'  => 'margot.f@example.org',
				'is_anonymous' => false,
				'amount'       => 5,
				'mode'         => 'test',
			)
		);
		$donors = $this->assertOk( $this->get( '/get-campaign-top-donors', array( 'campaign_id' => $this->campaign_id(), 'per_page' => 50 ) ) )['data'];
		$margot = array_values( array_filter( $donors, static function ( $donor ) { return 'Margot Featherstone' === $donor['name']; } ) );
		$this->assertSame( array( array( 'name' => 'Margot Featherstone', 'amount' => 5 ) ), $margot, 'the anonymous 500 stays apart' );
		$this->assertContains( array( 'name' => 'Anonymous', 'amount' => 500 ), $donors );
	}
}
