<?php
/**
 * Campaign URLs: routing, 404s, document titles and the page rendered in block and classic themes.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Frontend\CampaignPage;
use P2PFundraising\Frontend\CampaignRoute;
use P2PFundraising\Frontend\ScriptsAfterFirstPaint;
use WP_Query;

final class CampaignPageTest extends PluginTestCase {

	/** @var array{0: mixed, 1: mixed} */
	private $saved_queries;

	/** @var string */
	private $saved_theme = '';

	protected function setUp(): void {
		parent::setUp();
		global $wp_query, $wp_the_query;
		$this->saved_queries = array( $wp_query, $wp_the_query );
	}

	protected function tearDown(): void {
		global $wp_query, $wp_the_query, $wp_theme_directories;
		CampaignPage::handle_request( false, new WP_Query() ); // Forget the request.
		ScriptsAfterFirstPaint::disable();
		list( $wp_query, $wp_the_query ) = $this->saved_queries;
		remove_action( 'wp_head', '_block_template_viewport_meta_tag', 0 );
		remove_action( 'wp_head', '_block_template_render_title_tag', 1 );
		if ( ! has_action( 'wp_head', '_wp_render_title_tag' ) ) {
			add_action( 'wp_head', '_wp_render_title_tag', 1 );
		}
		if ( '' !== $this->saved_theme ) {
			switch_theme( $this->saved_theme );
			$wp_theme_directories = array_values( array_diff( $wp_theme_directories, array( __DIR__ . '/fixtures/themes' ) ) );
			search_theme_directories( true );
		}
		parent::tearDown();
	}

	/** Runs WordPress's request handling for a campaign URL; returns the main query. */
	private function visit( string $slug, string $path = '' ): WP_Query {
		global $wp_query, $wp_the_query;
		$query = new WP_Query();
		$query->parse_query( array( 'p2p_campaign' => $slug, 'p2p_path' => $path ) );
		$wp_query     = $query;
		$wp_the_query = $query;
		$this->assertTrue( CampaignPage::handle_request( false, $query ) );
		return $query;
	}

	/** The whole page HTML, as the chosen template prints it. */
	private function render(): string {
		// A fresh script and style registry, as in a new request (earlier tests printed theirs).
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$template = CampaignPage::template( get_index_template() );
		ob_start();
		include $template;
		return (string) ob_get_clean();
	}

	/**
	 * @dataProvider spec_routes
	 * @param string $path  Route below the campaign.
	 * @param string $name  Expected route name.
	 */
	public function test_every_route_of_the_spec_parses( string $path, string $name ): void {
		$route = CampaignRoute::parse( $path );
		$this->assertNotNull( $route, $path );
		$this->assertSame( $name, $route->name );
	}

	/** @return array<string, array{0: string, 1: string}> */
	public function spec_routes(): array {
		$routes = array(
			''                         => 'home',
			'/'                        => 'home',
			'team-leaderboard/'        => 'team-leaderboard',
			'fundraiser-leaderboard/'  => 'fundraiser-leaderboard',
			'donate/'                  => 'donate',
			'team/7/'                  => 'team',
			'team/7/donate'            => 'team-donate',
			'team/7/join/'             => 'team-join',
			'team/7/update'            => 'team-update',
			'fundraiser/9/'            => 'fundraiser',
			'fundraiser/9/donate/'     => 'fundraiser-donate',
			'fundraiser/9/update/'     => 'fundraiser-update',
			'register/'                => 'register',
			'register/teams/'          => 'register-teams',
			'register/captain/'        => 'register-captain',
			'register/individual/'     => 'register-individual',
			'register/create-profile/' => 'register-create-profile',
			'start-fundraising/'       => 'start-fundraising',
			'create-team/'             => 'create-team',
			'select-team/'             => 'select-team',
			'login/'                   => 'login',
			'lost-password/'           => 'lost-password',
			'lost-password/sent'       => 'lost-password-sent',
		);
		$cases = array();
		foreach ( $routes as $path => $name ) {
			$cases[ '/' . $path ] = array( $path, $name );
		}
		return $cases;
	}

	public function test_paths_that_are_no_route_do_not_parse(): void {
		foreach ( array( 'nope', 'team', 'team/', 'team/abc', 'team/0', 'team/7/delete', 'fundraiser/7/join', 'team/7/donate/extra', '../wp-admin', 'register/../login' ) as $path ) {
			$this->assertNull( CampaignRoute::parse( $path ), $path );
		}
		$route = CampaignRoute::parse( 'team/42/join/' );
		$this->assertSame( array( 42, 0 ), array( $route->team_id, $route->fundraiser_id ) );
	}

	public function test_the_rewrite_rule_maps_campaign_urls_to_the_query_vars(): void {
		global $wp_rewrite;
		$rules = $wp_rewrite->wp_rewrite_rules();
		$cases = array(
			'campaigns/demo'                    => array( 'demo', '' ),
			'campaigns/demo/'                   => array( 'demo', '' ),
			'campaigns/demo/team/3/donate'      => array( 'demo', 'team/3/donate' ),
			'campaigns/demo/lost-password/sent' => array( 'demo', 'lost-password/sent' ),
			'campaigns/demo/fundraiser/9/update/' => array( 'demo', 'fundraiser/9/update' ),
		);
		foreach ( $cases as $url => list( $slug, $path ) ) {
			$request = trim( $url, '/' );
			$matched = null;
			foreach ( $rules as $pattern => $query ) {
				if ( preg_match( "#^{$pattern}#", $request, $matches ) ) {
					$matched = $query;
					break;
				}
			}
			$this->assertNotNull( $matched, $url );
			parse_str( (string) preg_replace( '!^.+\?!', '', \WP_MatchesMapRegex::apply( $matched, $matches ) ), $vars );
			$this->assertSame( array( 'p2p_campaign' => $slug, 'p2p_path' => $path ), $vars, $url );
		}
		$this->assertArrayHasKey( '^p2p-donate/([0-9]+)/?$', $rules );
	}

	public function test_known_pages_resolve_and_are_not_404(): void {
		$team       = $this->team_id( 'Blue Wave Runners' );
		$fundraiser = $this->fundraiser_id( 'captain' );
		foreach ( array( '', 'team-leaderboard/', "team/{$team}/join/", "fundraiser/{$fundraiser}/donate/", 'lost-password/sent' ) as $path ) {
			$query = $this->visit( DemoData::CAMPAIGN_SLUG, $path );
			$this->assertFalse( $query->is_404(), $path );
			$this->assertFalse( $query->is_home(), $path );
		}
	}

	public function test_unknown_hidden_or_foreign_things_are_404(): void {
		$foreign_team       = $this->team_id( 'Early Birds' );
		$foreign_fundraiser = $this->fundraiser_id( 'ana', DemoData::DRAFT_SLUG );
		$cases              = array(
			array( 'no-such-campaign', '' ),
			array( DemoData::DRAFT_SLUG, '' ),
			array( DemoData::CAMPAIGN_SLUG, 'no-such-page/' ),
			array( DemoData::CAMPAIGN_SLUG, 'team/999999/' ),
			array( DemoData::CAMPAIGN_SLUG, "team/{$foreign_team}/" ),
			array( DemoData::CAMPAIGN_SLUG, 'fundraiser/999999/donate/' ),
			array( DemoData::CAMPAIGN_SLUG, "fundraiser/{$foreign_fundraiser}/" ),
		);
		foreach ( $cases as list( $slug, $path ) ) {
			$this->assertTrue( $this->visit( $slug, $path )->is_404(), "/{$slug}/{$path}" );
		}
		$this->actingAs( 'captain' );
		$this->assertTrue( $this->visit( DemoData::DRAFT_SLUG )->is_404(), 'logged-in users do not see a draft' );
	}

	public function test_administrators_see_a_campaign_that_is_not_active(): void {
		$this->actingAs( 'admin' );
		$this->assertFalse( $this->visit( DemoData::DRAFT_SLUG )->is_404() );
		$this->assertTrue( CampaignPage::robots( array() )['noindex'] ?? false, 'kept out of search engines' );
		$this->assertFalse( $this->visit( DemoData::DRAFT_SLUG, 'team/' . $this->team_id( 'Early Birds' ) . '/' )->is_404() );
		$this->assertTrue( $this->visit( DemoData::DRAFT_SLUG, 'team/' . $this->team_id( 'Blue Wave Runners' ) . '/' )->is_404(), 'still not a team of that campaign' );
		$this->visit( DemoData::CAMPAIGN_SLUG );
		$this->assertSame( array(), CampaignPage::robots( array() ), 'an active campaign is indexed' );
	}

	public function test_other_requests_are_left_alone(): void {
		$query = new WP_Query();
		$query->parse_query( array( 'pagename' => 'sample-page' ) );
		$this->assertFalse( CampaignPage::handle_request( false, $query ) );
		$this->assertSame( array( 'title' => 'Hello' ), CampaignPage::title_parts( array( 'title' => 'Hello' ) ) );
		$this->assertSame( 'index.php', CampaignPage::template( 'index.php' ) );
		$this->assertSame( 'https://x/', CampaignPage::keep_url( 'https://x/' ) );
	}

	public function test_document_titles_name_the_page_the_campaign_and_the_site(): void {
		$site  = get_bloginfo( 'name' );
		$cases = array(
			''                                                   => "Run for Clean Water 2026 – {$site}",
			'team-leaderboard/'                                  => "Team Leaderboard – Run for Clean Water 2026 – {$site}",
			'fundraiser-leaderboard/'                            => "Fundraiser Leaderboard – Run for Clean Water 2026 – {$site}",
			'team/' . $this->team_id( 'Rainmakers' ) . '/'       => "Rainmakers – Run for Clean Water 2026 – {$site}",
			'team/' . $this->team_id( 'Rainmakers' ) . '/donate' => "Donate to Rainmakers – Run for Clean Water 2026 – {$site}",
			'fundraiser/' . $this->fundraiser_id( 'fundraiser' ) . '/' => "Felix Brandt – Run for Clean Water 2026 – {$site}",
			'login/'                                             => "Log In – Run for Clean Water 2026 – {$site}",
		);
		foreach ( $cases as $path => $title ) {
			$this->visit( DemoData::CAMPAIGN_SLUG, $path );
			$this->assertSame( $title, html_entity_decode( wp_get_document_title(), ENT_QUOTES, 'UTF-8' ), $path );
		}
	}

	public function test_the_page_in_the_block_theme_has_the_theme_parts_and_the_app(): void {
		$this->assertTrue( wp_is_block_theme(), 'the test site runs a block theme' );
		$this->visit( DemoData::CAMPAIGN_SLUG, 'team-leaderboard/' );
		$html = $this->render();

		$this->assertStringStartsWith( '<!DOCTYPE html>', ltrim( $html ) );
		$this->assertSame( 1, substr_count( $html, '<title>' ), 'one title tag' );
		$this->assertStringContainsString( 'Team Leaderboard', $html );
		$this->assertSame( 1, substr_count( $html, 'name="viewport"' ) );
		$this->assertMatchesRegularExpression( '#<header class="wp-block-template-part">.*</header>\s*<main#s', $html );
		$this->assertMatchesRegularExpression( '#</main>\s*<footer class="wp-block-template-part">#s', $html );
		$this->assertAppMarkup( $html );
		$this->assertStringContainsString( 'p2p-fundraising-route-team-leaderboard', $html );
	}

	public function test_the_page_in_a_classic_theme_uses_its_header_and_footer(): void {
		global $wp_theme_directories;
		if ( version_compare( get_bloginfo( 'version' ), '6.4', '<' ) ) {
			// Before 6.4 get_header() looks in STYLESHEETPATH, a constant fixed while WordPress loads:
			// a theme switched in-process is not seen. (Checked over HTTP on 6.2 instead.)
			$this->markTestSkipped( 'WordPress < 6.4 cannot switch to a classic theme in-process.' );
		}
		$this->saved_theme = get_stylesheet();
		$wp_theme_directories[] = __DIR__ . '/fixtures/themes';
		search_theme_directories( true );
		switch_theme( 'p2p-classic-fixture' );
		$this->forget_block_theme_styles();
		$this->assertFalse( wp_is_block_theme() );

		$this->visit( DemoData::CAMPAIGN_SLUG, '' );
		$this->assertStringEndsWith( 'templates/campaign-classic.php', CampaignPage::template( 'index.php' ) );
		$html = $this->render();
		$this->assertMatchesRegularExpression( '#id="fixture-header".*<main id="p2p-fundraising-main".*</main>.*id="fixture-footer"#s', $html );
		$this->assertAppMarkup( $html );
	}

	public function test_in_a_classic_theme_whose_header_opens_main_the_app_adds_no_second_main(): void {
		if ( version_compare( get_bloginfo( 'version' ), '6.4', '<' ) ) {
			$this->markTestSkipped( 'WordPress < 6.4 cannot switch to a classic theme in-process (e2e themes.spec.ts covers 6.2).' );
		}
		if ( ! wp_get_theme( 'twentytwentyone' )->exists() ) {
			$this->markTestSkipped( 'Twenty Twenty-One is not installed (bash scripts/setup.sh installs Debian\'s wordpress-theme-twentytwentyone).' );
		}
		$this->saved_theme = get_stylesheet();
		switch_theme( 'twentytwentyone' );
		$this->forget_block_theme_styles();
		// WordPress loaded the previous theme's functions.php; header.php calls Twenty-One's own.
		require_once get_template_directory() . '/functions.php';

		$this->visit( DemoData::CAMPAIGN_SLUG, '' );
		$html = $this->render();
		$this->assertSame( 1, preg_match_all( '#<main[\s>]#', $html ), 'one main landmark: the theme\'s' );
		$this->assertMatchesRegularExpression( '#<main id="main" class="site-main">\s*<div id="p2p-fundraising-main"[^>]*>.*</div>\s*</main>#s', $html );
		$this->assertAppMarkup( $html );
	}

	/**
	 * Twenty Twenty-Five's functions.php, loaded with WordPress, enqueues its style.min.css from
	 * whichever theme is active: after an in-process switch that file is missing and WordPress 7.0+
	 * says so ("called incorrectly"). A site that really switched would not load it at all.
	 */
	private function forget_block_theme_styles(): void {
		remove_action( 'wp_enqueue_scripts', 'twentytwentyfive_enqueue_styles' );
	}

	public function test_a_header_leaves_main_open_only_when_it_opens_more_than_it_closes(): void {
		$this->assertTrue( CampaignPage::opens_main( '<div id="page"><header></header><MAIN id="main" class="site-main">' ) );
		$this->assertFalse( CampaignPage::opens_main( '<header><nav></nav></header><div id="content">' ) );
		$this->assertFalse( CampaignPage::opens_main( '<main class="intro">Hi</main><div class="main-nav">' ) );
	}

	public function test_the_noscript_fallback_escapes_the_campaign_text(): void {
		global $wpdb;
		$wpdb->update( Schema::table( 'campaigns' ), array( 'title' => '<img src=x onerror=alert(1)>', 'short_desc' => 'A & B <b>bold</b>' ), array( 'id' => $this->campaign_id() ) );
		// The login page has no first paint: the fallback is the noscript.
		$this->visit( DemoData::CAMPAIGN_SLUG, 'login/' );
		ob_start();
		CampaignPage::render_root();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<noscript><h1>&lt;img src=x onerror=alert(1)&gt;</h1><p>A &amp; B &lt;b&gt;bold&lt;/b&gt;</p></noscript>', $html );
		$this->assertStringNotContainsString( '<img', $html );
	}

	public function test_the_first_paint_escapes_the_campaign_text_and_replaces_the_noscript(): void {
		global $wpdb;
		$wpdb->update( Schema::table( 'campaigns' ), array( 'title' => '<img src=x onerror=alert(1)>', 'short_desc' => 'A & B <b>bold</b>' ), array( 'id' => $this->campaign_id() ) );
		$this->visit( DemoData::CAMPAIGN_SLUG, '' );
		ob_start();
		CampaignPage::render_root();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1 class="p2p-first-paint__hero-title">&lt;img src=x onerror=alert(1)&gt;</h1>', $html );
		$this->assertStringContainsString( '<p class="p2p-first-paint__hero-text">A &amp; B &lt;b&gt;bold&lt;/b&gt;</p>', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<noscript>', $html, 'the first paint already shows the campaign without JavaScript' );
	}

	public function test_campaign_pages_ask_for_the_app_scripts_once_the_first_paint_is_on_screen(): void {
		if ( ! is_readable( P2P_FUNDRAISING_DIR . 'build/campaign.js' ) ) {
			$this->markTestSkipped( 'The bundle is not built.' );
		}
		$this->visit( DemoData::CAMPAIGN_SLUG, '' );
		$html = $this->render();
		foreach ( array( 'react-js', 'react-dom-js', CampaignPage::SCRIPT_HANDLE . '-js' ) as $id ) {
			$this->assertDoesNotMatchRegularExpression( '#<script[^>]*\sid="' . preg_quote( $id, '#' ) . '"#', $html, $id . ' has no tag of its own' );
		}
		// The loader (ScriptsAfterFirstPaint) adds them in WordPress's order.
		$this->assertSame( 1, preg_match( '#\(function\(urls\)\{.*?\}\)\((\[[^\]]*\])\);#s', $html, $loader ) );
		$urls = (array) json_decode( $loader[1], true );
		$this->assertCount( 3, $urls );
		$this->assertStringContainsString( '/react.', $urls[0] );
		$this->assertStringContainsString( '/react-dom.', $urls[1] );
		$this->assertStringContainsString( 'build/campaign.js', $urls[2] );
		$this->assertStringNotContainsString( 'id="wp-i18n-js"', $html, 'the bundle carries its own @wordpress/i18n' );
	}

	public function test_the_campaign_stylesheet_is_printed_inline_with_its_font_urls_from_the_site_root(): void {
		if ( ! is_readable( P2P_FUNDRAISING_DIR . 'build/campaign.css' ) ) {
			$this->markTestSkipped( 'The bundle is not built.' );
		}
		$this->visit( DemoData::CAMPAIGN_SLUG, '' );
		$html = $this->render();
		$this->assertDoesNotMatchRegularExpression( '#<link[^>]*build/campaign\.css#', $html, 'no render-blocking request for it' );
		$this->assertMatchesRegularExpression( '#<style id="' . CampaignPage::SCRIPT_HANDLE . '-inline-css">#', $html );
		$fonts = wp_parse_url( P2P_FUNDRAISING_URL . 'build/fonts/', PHP_URL_PATH );
		$this->assertMatchesRegularExpression( '#url\(' . preg_quote( (string) $fonts, '#' ) . 'montserrat-latin-400-normal\.[0-9a-f]+\.woff2\)#', $html, 'its font URLs still point into build/fonts/' );
	}

	public function test_the_home_asks_for_its_cover_image_with_the_html_and_other_pages_do_not(): void {
		global $wpdb;
		$cover = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT image_url FROM ' . Schema::table( 'campaigns' ) . ' WHERE id = %d', $this->campaign_id() ) );
		$this->assertNotSame( '', $cover, 'The demo campaign has a cover image.' );
		$preload = '<link rel="preload" as="image" href="' . esc_url( $cover ) . '" fetchpriority="high" />';

		$this->visit( DemoData::CAMPAIGN_SLUG, '' );
		ob_start();
		CampaignPage::preload_cover();
		$head = trim( (string) ob_get_clean() );
		$this->assertStringStartsWith( $preload, $head );
		$this->assertStringContainsString( 'i.src=' . wp_json_encode( $cover, JSON_UNESCAPED_SLASHES ) . ';', $head, 'and has it decoded as soon as it arrives' );
		$this->assertMatchesRegularExpression( '#<script[^>]*>\s*\(function\(i\)\{.*i\.decode\(\).*\}\)\(new Image\(\)\);\s*</script>$#s', $head );

		$this->visit( DemoData::CAMPAIGN_SLUG, 'team-leaderboard/' );
		ob_start();
		CampaignPage::preload_cover();
		$this->assertSame( '', (string) ob_get_clean() );

		// A URL with characters that mean something in HTML and in a script stays inert in both.
		$hostile = 'https://example.org/cover.jpg?a=1&b="</script><script>alert(1)</script>';
		$wpdb->update( Schema::table( 'campaigns' ), array( 'image_url' => $hostile ), array( 'id' => $this->campaign_id() ) );
		$this->visit( DemoData::CAMPAIGN_SLUG, '' );
		ob_start();
		CampaignPage::preload_cover();
		$head = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $head, '<script' ), 'no second script element' );
		$this->assertSame( 1, substr_count( $head, '</script>' ) );
		$this->assertStringNotContainsString( 'alert(1)</script>', $head );

		$wpdb->update( Schema::table( 'campaigns' ), array( 'image_url' => '' ), array( 'id' => $this->campaign_id() ) );
		$this->visit( DemoData::CAMPAIGN_SLUG, '' );
		ob_start();
		CampaignPage::preload_cover();
		$this->assertSame( '', (string) ob_get_clean() );
	}

	public function test_a_browser_that_has_montserrat_turns_it_on_before_the_first_paint(): void {
		// The app's side of the switch (src/shared/theme/fonts-switch.ts): the same key and class.
		$app = (string) file_get_contents( P2P_FUNDRAISING_DIR . 'src/shared/theme/fonts-switch.ts' );
		$this->assertSame( 1, preg_match( "#FONTS_CACHED_KEY = '([^']+)'#", $app, $key ) );
		$this->assertSame( 1, preg_match( "#FONTS_CLASS = '([^']+)'#", $app, $class ) );

		foreach ( array( '', 'team-leaderboard/', 'donate/' ) as $path ) {
			$this->visit( DemoData::CAMPAIGN_SLUG, $path );
			ob_start();
			CampaignPage::print_fonts_switch();
			$head = trim( (string) ob_get_clean() );
			$this->assertMatchesRegularExpression( '#^<script[^>]*>\s*\(function\(root,on\)\{.*\}\)\(document\.documentElement,\'' . preg_quote( $class[1], '#' ) . '\'\);\s*</script>$#s', $head, $path );
			// At once where the browser has the files; otherwise a frame after the first contentful paint.
			$this->assertStringContainsString( "if(localStorage.getItem('" . $key[1] . "')){root.classList.add(on);return;}", $head, $path );
			$this->assertStringContainsString( "getEntriesByName('first-contentful-paint')", $head, $path );
		}
		// The class is the one the stylesheet turns Montserrat on with.
		$this->assertStringContainsString( ':root.' . $class[1] . ' {', (string) file_get_contents( P2P_FUNDRAISING_DIR . 'src/shared/theme/fonts.css' ) );

		// Other pages of the site are not the plugin's to style.
		CampaignPage::handle_request( false, new WP_Query() );
		ob_start();
		CampaignPage::print_fonts_switch();
		$this->assertSame( '', (string) ob_get_clean() );
	}

	/** The mount node with the campaign's colours and the first paint in it, then the boot JSON. */
	private function assertAppMarkup( string $html ): void {
		$this->assertMatchesRegularExpression(
			'#<div id="p2p-fundraising-root" class="p2p-fundraising" style="--p2p-primary:\#[0-9A-Fa-f]{3,6};[^"]*"><div class="p2p-first-paint">.*?<h1[^>]*>Run for Clean Water 2026[^<]*</h1>.*?</div></div>\s*<script type="application/json" id="p2p-fundraising-boot">\{.*\}</script>#s',
			$html
		);
		preg_match( '#<script type="application/json" id="p2p-fundraising-boot">(.*?)</script>#s', $html, $match );
		$boot = json_decode( $match[1], true );
		$this->assertIsArray( $boot );
		$this->assertSame( array( 'settings', 'data' ), array_keys( $boot ) );
		if ( is_readable( P2P_FUNDRAISING_DIR . 'build/campaign.js' ) ) {
			$this->assertStringContainsString( 'build/campaign.js', $html, 'the bundle is enqueued' );
		} else {
			$this->assertStringContainsString( 'build/campaign.js is missing', $html );
		}
	}
}
