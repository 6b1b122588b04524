<?php
/**
 * The first paint: the top of the four public campaign pages, printed by the server.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Frontend\CampaignRoute;
use P2PFundraising\Frontend\FirstPaint;
use P2PFundraising\Frontend\ThemeColors;

final class FirstPaintTest extends PluginTestCase {

	/** @return array<string, mixed> */
	private function campaign(): array {
		$campaign = ( new CampaignRepository() )->find( $this->campaign_id() );
		$this->assertIsArray( $campaign );
		return $campaign;
	}

	public function test_the_home_shows_the_hero_with_its_cover_text_and_calls_to_action(): void {
		$campaign = $this->campaign();
		$html     = FirstPaint::render( $campaign, new CampaignRoute( 'home' ), null, null );

		$this->assertStringStartsWith( '<div class="p2p-first-paint"><header class="p2p-first-paint__hero" style="background-image:url(&quot;' . esc_url( (string) $campaign['image_url'] ) . '&quot;)">', $html );
		$this->assertStringContainsString( '<h1 class="p2p-first-paint__hero-title">Run for Clean Water 2026</h1>', $html );
		$this->assertStringContainsString( '<p class="p2p-first-paint__hero-text">' . esc_html( (string) $campaign['short_desc'] ) . '</p>', $html );
		$this->assertMatchesRegularExpression( '#<a class="p2p-first-paint__button p2p-first-paint__button--outline" href="[^"]*/campaigns/demo/register/">Start Fundraising</a>#', $html );
		$this->assertMatchesRegularExpression( '#<a class="p2p-first-paint__button" href="[^"]*/campaigns/demo/donate/">Donate Now</a>#', $html );
	}

	public function test_a_campaign_without_cover_logo_or_description_leaves_them_out(): void {
		$campaign = array_merge(
			$this->campaign(),
			array(
				'image_url'  => '',
				'logo_url'   => '',
				'short_desc' => '',
			)
		);
		$html = FirstPaint::render( $campaign, new CampaignRoute( 'home' ), null, null );
		$this->assertStringContainsString( '<header class="p2p-first-paint__hero">', $html );
		$this->assertStringNotContainsString( 'background-image', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( 'hero-text', $html );
	}

	public function test_the_leaderboards_show_their_back_link_and_heading(): void {
		$campaign = $this->campaign();
		$teams    = FirstPaint::render( $campaign, new CampaignRoute( 'team-leaderboard' ), null, null );
		$this->assertStringContainsString( '<h1>Run for Clean Water 2026 Team Leaderboard</h1>', $teams );
		$this->assertMatchesRegularExpression( '#<a class="p2p-first-paint__back" href="[^"]*/campaigns/demo/"><span aria-hidden="true">‹ </span>Back to the campaign</a>#', $teams );

		$fundraisers = FirstPaint::render( $campaign, new CampaignRoute( 'fundraiser-leaderboard' ), null, null );
		$this->assertStringContainsString( '<h1>Run for Clean Water 2026 Fundraiser Leaderboard</h1>', $fundraisers );
	}

	public function test_a_team_page_shows_the_initials_name_captain_and_join_for_open_teams(): void {
		$team = ( new TeamRepository() )->find( $this->team_id( 'Clear Stream Crew' ) );
		$this->assertIsArray( $team );
		$team['image_url'] = '';
		$team['access']    = 'public';
		$route             = new CampaignRoute( 'team', (int) $team['id'] );

		$html = FirstPaint::render( $this->campaign(), $route, $team, null );
		$this->assertStringContainsString( '<span class="p2p-first-paint__avatar" aria-hidden="true">CC</span>', $html );
		$this->assertStringContainsString( '<h1>Clear Stream Crew</h1>', $html );
		$this->assertStringContainsString( '<span>Captain: ' . esc_html( (string) $team['captain_name'] ) . '</span>', $html );
		$this->assertMatchesRegularExpression( '#href="[^"]*/campaigns/demo/team/' . (int) $team['id'] . '/join/">Join Team</a>#', $html );

		$team['access']    = 'private';
		$team['image_url'] = 'https://example.org/team.png';
		$private           = FirstPaint::render( $this->campaign(), $route, $team, null );
		$this->assertStringNotContainsString( 'Join Team', $private );
		$this->assertStringContainsString( '<img src="https://example.org/team.png" alt="" width="120" height="120" />', $private );
	}

	public function test_a_fundraiser_page_shows_the_spec_heading(): void {
		$fundraiser = ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) );
		$this->assertIsArray( $fundraiser );
		$html = FirstPaint::render( $this->campaign(), new CampaignRoute( 'fundraiser', 0, (int) $fundraiser['id'] ), null, $fundraiser );
		$this->assertStringContainsString( '<h1>' . esc_html( (string) $fundraiser['name'] ) . ' fundraising in support of Run for Clean Water 2026</h1>', $html );
	}

	public function test_a_fundraiser_page_with_a_cover_photo_paints_the_banner_above_its_header(): void {
		$fundraiser = ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) );
		$campaign   = $this->campaign();
		$without    = FirstPaint::render( $campaign, new CampaignRoute( 'fundraiser', 0, $fundraiser['id'] ), null, $fundraiser );
		$this->assertStringNotContainsString( 'p2p-first-paint__cover', $without );
		$fundraiser['cover_url'] = 'https://example.org/uploads/cover"><script>.jpg';
		$html                    = FirstPaint::render( $campaign, new CampaignRoute( 'fundraiser', 0, $fundraiser['id'] ), null, $fundraiser );
		$this->assertStringStartsWith( '<div class="p2p-first-paint"><img class="p2p-first-paint__cover" src="https://example.org/uploads/cover', $html );
		$this->assertStringContainsString( '" alt="" /><header class="p2p-first-paint__profile">', $html );
		$this->assertStringNotContainsString( '<script>', $html );
	}

	public function test_form_and_donate_pages_have_none(): void {
		foreach ( array( 'donate', 'login', 'register', 'start-fundraising' ) as $name ) {
			$this->assertSame( '', FirstPaint::render( $this->campaign(), new CampaignRoute( $name ), null, null ), $name );
		}
	}

	public function test_names_become_the_avatars_initials(): void {
		$this->assertSame( 'GL', FirstPaint::initials( 'Grace  Liu' ) );
		$this->assertSame( 'Ö', FirstPaint::initials( 'öffi' ) );
		$this->assertSame( 'AC', FirstPaint::initials( 'Ana de la Cruz' ) );
		$this->assertSame( '?', FirstPaint::initials( '   ' ) );
	}

	public function test_the_colours_are_the_apps(): void {
		$fixtures = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/theme-colors.json' ), true );
		$this->assertIsArray( $fixtures );
		$this->assertNotEmpty( $fixtures );
		foreach ( $fixtures as $fixture ) {
			$this->assertSame( $fixture['expected'], ThemeColors::of( $fixture['primary'], $fixture['secondary'] ), $fixture['primary'] . ' / ' . $fixture['secondary'] );
		}
		$this->assertSame(
			'--p2p-primary:#28C77B;--p2p-on-primary:#ffffff;--p2p-primary-surface:#188052;--p2p-primary-text:#188052;--p2p-secondary-surface:#1E2A3A;--p2p-on-secondary:#ffffff;--p2p-secondary-text:#1E2A3A',
			ThemeColors::css_variables( '#28C77B', '#1E2A3A' )
		);
		// A yellow secondary colour is written on white (the outline "Start Fundraising") in a
		// shade that reaches 4.5:1, as the primary one is.
		$yellow = ThemeColors::of( '#7B1FA2', '#FFC107' )['secondaryText'];
		$ratio  = ( 1.05 ) / ( \P2PFundraising\Frontend\Contrast::luminance( $yellow ) + 0.05 );
		$this->assertGreaterThanOrEqual( 4.5, $ratio, $yellow );
	}

	public function test_a_hostile_colour_cannot_leave_the_style_attribute(): void {
		$this->assertStringNotContainsString( '"', ThemeColors::css_variables( '#fff" onmouseover="x', 'red;}</style>' ) );
		$this->assertStringStartsWith( '--p2p-primary:' . ThemeColors::DEFAULT_PRIMARY . ';', ThemeColors::css_variables( '#fff" onmouseover="x', '' ) );
	}
}
