<?php
/**
 * A campaign page's scripts are asked for once its first paint is on screen.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * The server draws the top of a campaign page (FirstPaint), and its links work without the app.
 * The app's scripts (React, React DOM and the campaign bundle, about 95 KB) are not needed for that
 * paint, but as `<script defer>` tags they are fetched with the page and, when they arrive first,
 * run before it: on a phone's network they then share the bandwidth with the page's largest paint
 * and hold it back (decision 0124). So their tags are replaced by a small loader that adds them, in
 * order, one frame after the browser reports the first contentful paint; at the visitor's first tap
 * or key press if that comes sooner; and where no paint is reported (a tab opened in the
 * background, a browser without paint timing), after the page's `load`.
 *
 * WordPress's React handles may be shared with other plugins: when any other script on the page
 * depends on them, or one of them has an inline script after it, nothing is changed. And when a
 * tag cannot be taken (another filter rewrote it), the ones taken before it are printed back as
 * ordinary tags in front of it, so that the order never breaks.
 */
final class ScriptsAfterFirstPaint {

	/** WordPress's handles the campaign bundle depends on (build/campaign.asset.php). */
	private const REACT_HANDLES = array( 'react', 'react-dom' );

	/** @var string|null The campaign bundle's handle, once enabled for this request. */
	private static $bundle = null;

	/** @var bool|null Whether the tags are taken over: decided once, at the first tag. */
	private static $takes = null;

	/** @var string[] The taken scripts' URLs, in the order WordPress printed them. */
	private static $urls = array();

	/** @var bool Whether the loader has been printed: a tag printed after it keeps its element. */
	private static $printed = false;

	/**
	 * Takes over the tags of the bundle (and of the React handles) for the rest of this request.
	 *
	 * @param string $bundle The campaign bundle's script handle.
	 */
	public static function enable( string $bundle ): void {
		self::$bundle  = $bundle;
		self::$takes   = null;
		self::$urls    = array();
		self::$printed = false;
		if ( false === has_filter( 'script_loader_tag', array( self::class, 'tag' ) ) ) {
			add_filter( 'script_loader_tag', array( self::class, 'tag' ), 10, 3 );
			// After WordPress's footer scripts (_wp_footer_scripts, priority 10).
			add_action( 'wp_print_footer_scripts', array( self::class, 'print_loader' ), 20 );
		}
	}

	/** Back to WordPress's own tags (tests; a request ends with its own state). */
	public static function disable(): void {
		remove_filter( 'script_loader_tag', array( self::class, 'tag' ), 10 );
		remove_action( 'wp_print_footer_scripts', array( self::class, 'print_loader' ), 20 );
		self::$bundle  = null;
		self::$takes   = null;
		self::$urls    = array();
		self::$printed = false;
	}

	/**
	 * Removes a taken script's element from its tag; inline scripts before it stay where they are.
	 *
	 * @param string $tag    The script's HTML, with its inline scripts.
	 * @param string $handle The script's handle.
	 * @param string $src    The script's URL.
	 */
	public static function tag( $tag, $handle, $src ): string {
		$tag = (string) $tag;
		if ( self::$printed || ! in_array( $handle, self::handles(), true ) || '' === (string) $src || ! self::takes() ) {
			return $tag;
		}
		$element = '#<script\b[^>]*\ssrc=["\'][^"\']*["\'][^>]*>\s*</script>\s*#';
		$without = preg_replace( $element, '', $tag, 1, $count );
		if ( 1 !== $count || ! is_string( $without ) ) {
			// Not a tag this class can take: the ones taken so far must run before it, as tags.
			self::$takes = false;
			$before      = '';
			foreach ( self::$urls as $url ) {
				// WordPress's own helper: its attribute filters (a CSP nonce…) apply as to any tag.
				$before .= wp_get_script_tag( array( 'src' => $url ) );
			}
			self::$urls = array();
			return $before . $tag;
		}
		// WordPress before 6.3 passes the URL through esc_url(), which writes & as &#038;.
		self::$urls[] = wp_specialchars_decode( (string) $src, ENT_QUOTES );
		return $without;
	}

	/** The loader, after the page's footer scripts. */
	public static function print_loader(): void {
		self::$printed = true;
		if ( array() === self::$urls ) {
			return;
		}
		$urls = wp_json_encode( array_values( self::$urls ), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP );
		// Through WordPress's helper, so a Content Security Policy plugin can give it its nonce;
		// the loader gives the same nonce to the scripts it adds.
		wp_print_inline_script_tag(
			'(function(urls){var started=false,me=document.currentScript,nonce=me&&me.nonce;' .
			// In order, as WordPress printed them: a script added with async=false runs after the
			// ones added before it.
			'function start(){if(started){return;}started=true;urls.forEach(function(url){var s=document.createElement("script");s.src=url;s.async=false;if(nonce){s.nonce=nonce;}document.body.appendChild(s);});}' .
			// One more frame after the first contentful paint, for a cover photo decoded just after it.
			'function soon(){requestAnimationFrame(function(){setTimeout(start,0);});}' .
			// A visitor who taps or types wants the app now.
			'["pointerdown","keydown"].forEach(function(type){window.addEventListener(type,start,{once:true,passive:true});});' .
			// Where the browser reports paints: once the first contentful one is on screen, or two
			// seconds after the page's load if none comes (a tab opened in the background paints
			// nothing). Elsewhere: at the page's load.
			'var later=0;try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon();}}).observe({type:"paint",buffered:true});later=2000;}}catch(e){}' .
			'function onLoad(){setTimeout(start,later);}' .
			'if(document.readyState==="complete"){onLoad();}else{window.addEventListener("load",onLoad);}' .
			'})(' . $urls . ');'
		);
		self::$urls = array();
	}

	/** @return string[] */
	private static function handles(): array {
		return null === self::$bundle ? array() : array_merge( self::REACT_HANDLES, array( self::$bundle ) );
	}

	/**
	 * Whether the tags can be taken over: no other script on the page needs them before it runs,
	 * and none of them has an inline script after it that expects it to have run.
	 */
	private static function takes(): bool {
		if ( null !== self::$takes ) {
			return self::$takes;
		}
		$scripts = wp_scripts();
		$ours    = self::handles();
		foreach ( $ours as $handle ) {
			if ( ! empty( $scripts->get_data( $handle, 'after' ) ) ) {
				self::$takes = false;
				return false;
			}
		}
		$page = array_unique( array_merge( $scripts->done, $scripts->to_do, $scripts->queue ) );
		foreach ( array_diff( $page, $ours ) as $other ) {
			$dependencies = isset( $scripts->registered[ $other ] ) ? (array) $scripts->registered[ $other ]->deps : array();
			if ( array() !== array_intersect( $dependencies, $ours ) ) {
				self::$takes = false;
				return false;
			}
		}
		self::$takes = true;
		return true;
	}
}
