<?php
/**
 * The campaign's scripts come from a loader that adds them once the first paint is on screen,
 * unless another script on the page needs WordPress's React handles (decision 0124).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Tests;

use P2PFundraising\Frontend\CampaignPage;
use P2PFundraising\Frontend\ScriptsAfterFirstPaint;
use WP_Query;
use WP_Scripts;

final class ScriptsAfterFirstPaintTest extends PluginTestCase {

	private const BUNDLE = 'p2p-fundraising-campaign';

	/** @var WP_Scripts|null */
	private $saved_scripts;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_scripts   = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new WP_Scripts(); // WordPress's own handles, React among them.
		wp_enqueue_script( self::BUNDLE, 'https://example.org/build/campaign.js', array( 'react', 'react-dom' ), 'abc', array( 'strategy' => 'defer' ) );
		wp_add_inline_script( self::BUNDLE, 'window.p2pFundraisingTranslations = {};', 'before' );
		wp_enqueue_script( 'theme-menu', 'https://example.org/theme/menu.js', array(), '1' );
	}

	protected function tearDown(): void {
		ScriptsAfterFirstPaint::disable();
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		parent::tearDown();
	}

	/** The page's script tags and then the loader, as the footer prints them. */
	private function page(): string {
		ob_start();
		wp_scripts()->do_items();
		ScriptsAfterFirstPaint::print_loader();
		return (string) ob_get_clean();
	}

	/** @return string[] The URLs the loader adds, in its order. */
	private function loaded( string $html ): array {
		if ( 1 !== preg_match( '#\}\)\((\[.*?\])\);\s*</script>\s*$#s', $html, $match ) ) {
			return array();
		}
		return (array) json_decode( $match[1], true );
	}

	public function test_react_react_dom_and_the_bundle_are_added_by_the_loader_in_order(): void {
		ScriptsAfterFirstPaint::enable( self::BUNDLE );
		$html = $this->page();

		$urls = $this->loaded( $html );
		$this->assertCount( 3, $urls );
		$this->assertStringContainsString( '/react.', $urls[0] );
		$this->assertStringContainsString( '/react-dom.', $urls[1] );
		$this->assertSame( 'https://example.org/build/campaign.js?ver=abc', $urls[2] );
		foreach ( array( 'react-js', 'react-dom-js', self::BUNDLE . '-js' ) as $id ) {
			$this->assertStringNotContainsString( 'id="' . $id . '"', $html, $id . ' has no tag of its own' );
		}
		// What is not the app's keeps its tag, and the bundle's translations stay before the loader.
		$this->assertMatchesRegularExpression( '#<script[^>]*src="https://example\.org/theme/menu\.js\?ver=1"#', $html );
		$this->assertStringContainsString( 'window.p2pFundraisingTranslations = {};', $html );
		$this->assertLessThan( strpos( $html, '(function(urls)' ), strpos( $html, 'p2pFundraisingTranslations' ) );
		// Once the first contentful paint is reported; after the page's load where it is not.
		$this->assertStringContainsString( 'getEntriesByName("first-contentful-paint")', $html );
		$this->assertStringContainsString( 'window.addEventListener("load",onLoad)', $html );
		$this->assertStringContainsString( 's.async=false', $html, 'added scripts run in the order they were added' );
	}

	public function test_nothing_changes_when_another_script_needs_react(): void {
		wp_enqueue_script( 'other-widget', 'https://example.org/widget.js', array( 'react-dom' ), '1', true );
		ScriptsAfterFirstPaint::enable( self::BUNDLE );
		$html = $this->page();

		$this->assertSame( array(), $this->loaded( $html ) );
		$this->assertStringNotContainsString( '(function(urls)', $html );
		foreach ( array( 'react-js', 'react-dom-js', self::BUNDLE . '-js', 'other-widget-js' ) as $id ) {
			$this->assertMatchesRegularExpression( '#<script[^>]*id="' . preg_quote( $id, '#' ) . '"#', $html, $id );
		}
	}

	public function test_nothing_changes_when_an_inline_script_expects_react_to_have_run(): void {
		wp_add_inline_script( 'react-dom', 'window.usesReactDom = !!window.ReactDOM;' );
		ScriptsAfterFirstPaint::enable( self::BUNDLE );
		$html = $this->page();

		$this->assertSame( array(), $this->loaded( $html ) );
		$this->assertMatchesRegularExpression( '#<script[^>]*id="react-dom-js"#', $html );
		$this->assertMatchesRegularExpression( '#<script[^>]*id="' . self::BUNDLE . '-js"#', $html );
	}

	public function test_other_pages_keep_their_tags(): void {
		CampaignPage::handle_request( false, new WP_Query() ); // Not a campaign URL.
		CampaignPage::enqueue();
		$this->assertFalse( has_filter( 'script_loader_tag', array( ScriptsAfterFirstPaint::class, 'tag' ) ) );
		$html = $this->page();
		$this->assertSame( array(), $this->loaded( $html ) );
		$this->assertMatchesRegularExpression( '#<script[^>]*id="' . self::BUNDLE . '-js"#', $html );
	}

	public function test_a_tag_that_cannot_be_taken_gets_the_ones_taken_before_it_back_in_front_of_it(): void {
		ScriptsAfterFirstPaint::enable( self::BUNDLE );
		// Another filter (an optimisation plugin) turned the bundle's src into data-src.
		$lazy = static function ( $tag, $handle ) {
			return self::BUNDLE === $handle ? str_replace( ' src=', ' data-src=', $tag ) : $tag;
		};
		add_filter( 'script_loader_tag', $lazy, 5, 2 );
		$html = $this->page();
		remove_filter( 'script_loader_tag', $lazy, 5 );

		$this->assertSame( array(), $this->loaded( $html ), 'no loader' );
		$react     = strpos( $html, '/react.' );
		$react_dom = strpos( $html, '/react-dom.' );
		$bundle    = strpos( $html, 'data-src="https://example.org/build/campaign.js' );
		$this->assertIsInt( $react );
		$this->assertIsInt( $react_dom );
		$this->assertIsInt( $bundle );
		$this->assertLessThan( $react_dom, $react );
		$this->assertLessThan( $bundle, $react_dom, 'React and React DOM run before the bundle, as tags' );
	}

	public function test_a_tag_printed_after_the_loader_keeps_its_element(): void {
		ScriptsAfterFirstPaint::enable( self::BUNDLE );
		ScriptsAfterFirstPaint::print_loader();
		$tag = "<script src=\"https://example.org/build/campaign.js?ver=abc\" id=\"p2p-fundraising-campaign-js\"></script>\n";
		$this->assertSame( $tag, ScriptsAfterFirstPaint::tag( $tag, self::BUNDLE, 'https://example.org/build/campaign.js?ver=abc' ) );
	}

	public function test_the_loader_gives_the_scripts_its_own_nonce_and_starts_at_a_first_tap(): void {
		ScriptsAfterFirstPaint::enable( self::BUNDLE );
		$html = $this->page();
		$this->assertStringContainsString( 'nonce=me&&me.nonce', $html );
		$this->assertStringContainsString( 'if(nonce){s.nonce=nonce;}', $html );
		$this->assertStringContainsString( '["pointerdown","keydown"]', $html );
	}

	public function test_urls_are_written_as_urls_and_cannot_end_the_loader_s_script(): void {
		ScriptsAfterFirstPaint::enable( self::BUNDLE );
		// WordPress before 6.3 passes the URL through esc_url() (& as &#038;); a filter could pass anything.
		$tag = '<script src="x" id="p2p-fundraising-campaign-js"></script>';
		ScriptsAfterFirstPaint::tag( $tag, 'react', 'https://cdn.example.org/react.js?a=1&#038;ver=18' );
		ScriptsAfterFirstPaint::tag( $tag, 'react-dom', 'https://cdn.example.org/react-dom.js' );
		ScriptsAfterFirstPaint::tag( $tag, self::BUNDLE, 'https://example.org/campaign.js?x=</script><script>alert(1)</script>' );
		ob_start();
		ScriptsAfterFirstPaint::print_loader();
		$loader = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $loader, '</script>' ), 'no second script element' );
		$this->assertSame(
			array(
				'https://cdn.example.org/react.js?a=1&ver=18',
				'https://cdn.example.org/react-dom.js',
				'https://example.org/campaign.js?x=</script><script>alert(1)</script>',
			),
			$this->loaded( $loader )
		);
	}
}
