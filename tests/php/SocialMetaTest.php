<?php
/**
 * Open Graph / Twitter card tags of campaign, team and fundraiser pages.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Frontend\CampaignPage;
use P2PFundraising\Frontend\SocialMeta;
use WP_Query;

final class SocialMetaTest extends PluginTestCase {

	/** @var mixed */
	private $saved_query;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_query = $GLOBALS['wp_query'] ?? null;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_query'] = $this->saved_query;
		parent::tearDown();
	}

	/** The head tags printed for a campaign URL, as [ key => content ]. */
	private function head_tags( string $slug, string $path = '' ): array {
		$query = new WP_Query();
		$query->parse_query( array( 'p2p_campaign' => $slug, 'p2p_path' => $path ) );
		$GLOBALS['wp_query'] = $query;
		ob_start();
		SocialMeta::print_tags();
		$html = (string) ob_get_clean();
		preg_match_all( '#<meta (property|name)="([^"]+)" content="([^"]*)" />#', $html, $matches, PREG_SET_ORDER );
		$tags = array();
		foreach ( $matches as $match ) {
			$tags[ $match[2] ] = html_entity_decode( $match[3], ENT_QUOTES );
		}
		return $tags;
	}

	/** The demo campaign's cover image (a JPEG). */
	private function cover_url(): string {
		global $wpdb;
		$url = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT image_url FROM ' . Schema::table( 'campaigns' ) . ' WHERE slug = %s', DemoData::CAMPAIGN_SLUG ) );
		$this->assertStringEndsWith( '/tools/demo/assets/cover.jpg', $url );
		return $url;
	}

	public function test_it_is_hooked_on_wp_head(): void {
		$this->assertSame( 5, has_action( 'wp_head', array( SocialMeta::class, 'print_tags' ) ) );
	}

	public function test_the_campaign_home_previews_as_the_campaign(): void {
		$tags = $this->head_tags( DemoData::CAMPAIGN_SLUG );

		$this->assertSame( 'Run for Clean Water 2026', $tags['og:title'] );
		$this->assertSame( home_url( '/campaigns/demo/' ), $tags['og:url'] );
		$this->assertSame( 'website', $tags['og:type'] );
		$this->assertStringStartsWith( 'Every', $tags['og:description'] );
		$this->assertSame( $this->cover_url(), $tags['og:image'] );
		$this->assertSame( 'summary_large_image', $tags['twitter:card'] );
		$this->assertSame( $tags['og:title'], $tags['twitter:title'] );
		$this->assertSame( $tags['og:description'], $tags['twitter:description'] );
		$this->assertSame( $tags['og:description'], $tags['description'], 'the search snippet is the same text' );
		$this->assertSame( $tags['og:image'], $tags['twitter:image'] );
		$this->assertSame( get_bloginfo( 'name' ), $tags['og:site_name'] );
	}

	public function test_a_team_page_previews_as_the_team_with_its_story(): void {
		$team_id  = $this->team_id( 'Blue Wave Runners' );
		$team     = ( new \P2PFundraising\Database\TeamRepository() )->find( $team_id );
		$campaign = ( new \P2PFundraising\Database\CampaignRepository() )->find( $this->campaign_id() );
		$tags     = $this->head_tags( DemoData::CAMPAIGN_SLUG, 'team/' . $team_id );

		$this->assertSame( $team['name'] . ' fundraising in support of ' . $campaign['title'], $tags['og:title'] );
		$this->assertSame( home_url( '/campaigns/demo/team/' . $team_id . '/' ), $tags['og:url'] );
		list( $excerpt, $rest ) = explode( '<!--more-->', (string) $team['story'], 2 );
		$this->assertStringStartsWith( substr( trim( wp_strip_all_tags( $excerpt ) ), 0, 40 ), $tags['og:description'] );
		// Only the excerpt before the 'more' marker.
		$this->assertStringContainsString( 'borehole', $rest, 'a word only the rest of the story has' );
		$this->assertStringNotContainsString( 'borehole', $tags['og:description'] );
		$this->assertStringNotContainsString( 'more', $tags['og:description'] );
		// The team's picture is an SVG, which the networks do not show: the campaign's instead.
		$this->assertSame( $this->cover_url(), $tags['og:image'] );
	}

	public function test_a_fundraiser_page_previews_as_the_fundraiser(): void {
		$fundraiser_id = $this->fundraiser_id( 'captain' );
		$tags          = $this->head_tags( DemoData::CAMPAIGN_SLUG, 'fundraiser/' . $fundraiser_id . '/' );

		$fundraiser = ( new \P2PFundraising\Database\FundraiserRepository() )->find( $fundraiser_id );
		$campaign   = ( new \P2PFundraising\Database\CampaignRepository() )->find( $this->campaign_id() );
		$this->assertSame( $fundraiser['name'] . ' fundraising in support of ' . $campaign['title'], $tags['og:title'] );
		$this->assertSame( home_url( '/campaigns/demo/fundraiser/' . $fundraiser_id . '/' ), $tags['og:url'] );
		$this->assertStringStartsWith( substr( trim( wp_strip_all_tags( strtok( (string) $fundraiser['story'], "\n" ) ) ), 0, 12 ), $tags['og:description'] );
	}

	public function test_a_fundraiser_with_a_raster_picture_shares_it(): void {
		global $wpdb;
		$fundraiser_id = $this->fundraiser_id( 'captain' );
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'image_url' => 'https://cdn.example.org/carla.png' ), array( 'id' => $fundraiser_id ) );

		$tags = $this->head_tags( DemoData::CAMPAIGN_SLUG, 'fundraiser/' . $fundraiser_id . '/' );
		$this->assertSame( 'https://cdn.example.org/carla.png', $tags['og:image'] );
	}

	public function test_a_fundraiser_without_a_story_falls_back_to_the_campaign_description(): void {
		$tags = $this->head_tags( DemoData::CAMPAIGN_SLUG, 'fundraiser/' . $this->fundraiser_id( 'will' ) . '/' );
		$this->assertStringStartsWith( 'Every', $tags['og:description'] );
	}

	public function test_donate_pages_and_leaderboards_have_their_own_titles_and_urls(): void {
		$team_id = $this->team_id( 'Blue Wave Runners' );

		$donate = $this->head_tags( DemoData::CAMPAIGN_SLUG, 'team/' . $team_id . '/donate' );
		$this->assertSame( 'Make a Donation to Blue Wave Runners', $donate['og:title'] );
		$this->assertSame( home_url( '/campaigns/demo/team/' . $team_id . '/donate' ), $donate['og:url'] );

		$leaderboard = $this->head_tags( DemoData::CAMPAIGN_SLUG, 'team-leaderboard/' );
		$this->assertSame( 'Run for Clean Water 2026 Team Leaderboard', $leaderboard['og:title'] );
		$this->assertSame( home_url( '/campaigns/demo/team-leaderboard/' ), $leaderboard['og:url'] );

		$campaign_donate = $this->head_tags( DemoData::CAMPAIGN_SLUG, 'donate' );
		$this->assertSame( 'Make a Donation to Run for Clean Water 2026', $campaign_donate['og:title'] );
	}

	public function test_nothing_is_printed_for_pages_that_are_404s_or_not_campaign_pages(): void {
		$draft_team = $this->id_of_draft_team();
		$this->assertSame( array(), $this->head_tags( DemoData::CAMPAIGN_SLUG, 'team/' . $draft_team ), 'a team of another campaign' );
		$this->assertSame( array(), $this->head_tags( DemoData::CAMPAIGN_SLUG, 'team/999999' ) );
		$this->assertSame( array(), $this->head_tags( DemoData::DRAFT_SLUG ), 'a draft campaign, seen by a visitor' );
		$this->assertSame( array(), $this->head_tags( 'no-such-campaign' ) );

		$GLOBALS['wp_query'] = new WP_Query();
		ob_start();
		SocialMeta::print_tags();
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_names_and_stories_are_escaped(): void {
		global $wpdb;
		$team_id = $this->team_id( 'Blue Wave Runners' );
		$wpdb->update(
			Schema::table( 'teams' ),
			array(
				'name'  => 'Team "Quote" <script>alert(1)</script>',
				'story' => '<img src=x onerror=alert(2)> We & you',
			),
			array( 'id' => $team_id )
		);
		$query = new WP_Query();
		$query->parse_query( array( 'p2p_campaign' => DemoData::CAMPAIGN_SLUG, 'p2p_path' => 'team/' . $team_id ) );
		$GLOBALS['wp_query'] = $query;
		ob_start();
		SocialMeta::print_tags();
		$html = (string) ob_get_clean();

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( 'content="Team &quot;Quote&quot; &lt;script&gt;alert(1)&lt;/script&gt; fundraising in support of', $html );
		$this->assertStringContainsString( '<meta property="og:description" content="We &amp; you" />', $html );
	}

	public function test_html_escapes_urls_and_skips_malformed_entries(): void {
		$html = SocialMeta::html(
			array(
				array( 'property', 'og:url', 'javascript:alert(1)' ),
				array( 'property', 'og:title', 'A "title"' ),
				array( 'onload', 'x', 'y' ),
				array( 'too', 'short' ),
				'not a tag',
			)
		);
		$this->assertSame(
			'<meta property="og:title" content="A &quot;title&quot;" />' . "\n" . '<meta property="x" content="y" />' . "\n",
			$html
		);
	}

	public function test_the_filter_can_change_or_drop_the_tags(): void {
		$drop = static function (): array {
			return array();
		};
		add_filter( 'p2p_fundraising_social_meta', $drop );
		$tags = $this->head_tags( DemoData::CAMPAIGN_SLUG );
		remove_filter( 'p2p_fundraising_social_meta', $drop );
		$this->assertSame( array(), $tags );
	}

	public function test_excerpt_cuts_long_stories_at_a_word(): void {
		$story   = str_repeat( 'water ', 60 );
		$excerpt = SocialMeta::excerpt( $story );
		$this->assertLessThanOrEqual( SocialMeta::DESCRIPTION_LENGTH, mb_strlen( $excerpt ) );
		$this->assertStringEndsWith( 'water…', $excerpt );
		$this->assertSame( 'fallback', SocialMeta::excerpt( "  \n <!--more--> rest", 'fallback' ) );
	}

	public function test_resolution_matches_the_page(): void {
		$team_id = $this->team_id( 'Blue Wave Runners' );
		$this->assertNotNull( CampaignPage::resolve( DemoData::CAMPAIGN_SLUG, 'team/' . $team_id ) );
	}

	private function id_of_draft_team(): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				'SELECT id FROM ' . Schema::table( 'teams' ) . ' WHERE campaign_id = %d LIMIT 1',
				$this->campaign_id( DemoData::DRAFT_SLUG )
			)
		);
	}
}
