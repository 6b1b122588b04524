<?php
/**
 * The campaign's scripts come from a loader that adds them once the first paint is on screen,
 * unless another script on the page needs WordPress's React handles (decision 0124).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Tests;

use P2PFundraising\Frontend\ScriptsAfterFirstPaint;
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
		$html = $this->page();
		$this->assertSame( array(), $this->loaded( $html ) );
		$this->assertMatchesRegularExpression( '#<script[^>]*id="' . self::BUNDLE . '-js"#', $html );
	}

	public function test_a_url_cannot_end_the_loader_s_script(): void {
		wp_deregister_script( self::BUNDLE );
		wp_enqueue_script( self::BUNDLE, 'https://example.org/build/campaign.js?x=</script><script>alert(1)//', array( 'react', 'react-dom' ), 'abc' );
		ScriptsAfterFirstPaint::enable( self::BUNDLE );
		$html = $this->page();
		$loader = substr( $html, (int) strpos( $html, '(function(urls)' ) );
		$this->assertSame( 1, substr_count( $loader, '</script>' ) );
		$this->assertCount( 3, $this->loaded( $html ) );
	}
}
