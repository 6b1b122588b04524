<?php
/**
 * Serves /campaigns/{slug}/… inside the site's theme.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

use P2PFundraising\Assets;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\PageAddressRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Fundraisers\PageAddress;
use P2PFundraising\Visibility;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Resolves the campaign request once (campaign, route, team or fundraiser), answers 404 through
 * WordPress's own 404 handling when anything is unknown or not visible, and otherwise renders the
 * SPA's mount node with its boot data in the theme: get_header()/get_footer() for classic themes,
 * the header and footer template parts for block themes.
 */
final class CampaignPage {

	public const SCRIPT_HANDLE = 'p2p-fundraising-campaign';

	/**
	 * The resolved request: campaign, route, team, fundraiser; null when this is no campaign page.
	 *
	 * @var array{campaign: array<string, mixed>, route: CampaignRoute, team: array<string, mixed>|null, fundraiser: array<string, mixed>|null, moved_to?: string}|null
	 */
	private static $current = null;

	/** @var bool Whether the bundle was enqueued. */
	private static $assets_enqueued = false;

	/** Hooks the request handling. */
	public static function register(): void {
		add_filter( 'posts_pre_query', array( self::class, 'skip_main_query' ), 10, 2 );
		add_filter( 'pre_handle_404', array( self::class, 'handle_request' ), 10, 2 );
		add_filter( 'redirect_canonical', array( self::class, 'keep_url' ) );
		add_action( 'template_redirect', array( self::class, 'redirect_to_canonical_slug' ), 1 );
		add_filter( 'template_include', array( self::class, 'template' ), 99 );
		add_filter( 'document_title_parts', array( self::class, 'title_parts' ), 20 );
		add_filter( 'body_class', array( self::class, 'body_class' ) );
		add_filter( 'wp_robots', array( self::class, 'robots' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'wp_head', array( self::class, 'preload_cover' ), 3 );
		add_action( 'wp_head', array( self::class, 'print_fonts_switch' ), 3 );
	}

	/**
	 * When Montserrat is turned on (decision 0123). A browser that has the font's files (the app
	 * stores this key once they have loaded, src/shared/theme/fonts-switch.ts) turns it on before
	 * the first paint. A first visit is drawn in the platform's sans-serif and turns it on one frame
	 * after the first contentful paint: the files then do not share the network with the page's
	 * largest paint, and they load beside the app's scripts (ScriptsAfterFirstPaint), so Montserrat
	 * has usually swapped in over the first paint before the app replaces it. The app turns it on
	 * too (`turnOnFonts()`), where paint timing is missing.
	 */
	public static function print_fonts_switch(): void {
		if ( null === self::$current ) {
			return;
		}
		// Through WordPress's helper, so a Content Security Policy plugin can give it its nonce.
		wp_print_inline_script_tag(
			"(function(root,on){try{if(localStorage.getItem('p2p-fundraising-fonts')){root.classList.add(on);return;}}catch(e){}" .
			"try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();requestAnimationFrame(function(){setTimeout(function(){root.classList.add(on);},0);});}}).observe({type:'paint',buffered:true});}catch(e){}" .
			"})(document.documentElement,'p2p-fonts');"
		);
	}

	/**
	 * The campaign home's cover image is its largest paint. As the hero's background image the
	 * browser finds it only once it applies the styles: ask for it with the HTML. And have it
	 * decoded as soon as it arrives: left to the first frame, the decode (a megapixel photo) holds
	 * that frame back by 10–40 ms on a phone (decision 0041).
	 */
	public static function preload_cover(): void {
		if ( null === self::$current || 'home' !== self::$current['route']->name ) {
			return;
		}
		$image = (string) self::$current['campaign']['image_url'];
		if ( '' === esc_url( $image ) ) {
			return;
		}
		printf( '<link rel="preload" as="image" href="%s" fetchpriority="high" />' . "\n", esc_url( $image ) );
		// Through WordPress's helper, so a Content Security Policy plugin can give it its nonce.
		wp_print_inline_script_tag(
			sprintf(
				'(function(i){i.src=%s;if(i.decode){i.decode().catch(function(){});}})(new Image());',
				wp_json_encode( esc_url_raw( $image ), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP )
			)
		);
	}

	/**
	 * The main query of a campaign URL has no posts to fetch: skip the database.
	 *
	 * @param array<int, mixed>|null $posts Posts or null.
	 * @param WP_Query               $query The query.
	 * @return array<int, mixed>|null
	 */
	public static function skip_main_query( $posts, WP_Query $query ) {
		if ( $query->is_main_query() && self::is_campaign_query( $query ) ) {
			return array();
		}
		return $posts;
	}

	/**
	 * Takes over WordPress's 404 decision for campaign URLs: resolve the request; 404 (status and
	 * the theme's 404 template) when it does not resolve, 200 otherwise.
	 *
	 * @param bool     $preempt  Whether another plugin already decided.
	 * @param WP_Query $wp_query The main query.
	 */
	public static function handle_request( $preempt, WP_Query $wp_query ): bool {
		if ( $preempt ) {
			return true;
		}
		if ( ! self::is_campaign_query( $wp_query ) ) {
			self::$current = null;
			return false;
		}
		self::send_frame_headers();
		self::$current = self::resolve( (string) $wp_query->get( Rewrite::VAR_CAMPAIGN ), (string) $wp_query->get( Rewrite::VAR_PATH ) );
		if ( null === self::$current ) {
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
			return true;
		}
		// Not the blog home: no home/blog body classes, no home document title.
		$wp_query->is_home = false;
		status_header( 200 );
		return true;
	}

	/**
	 * Campaign pages (login, join, forms) may be framed only by the site itself: no clickjacking.
	 * The donation form (/p2p-donate/…) is not a campaign page and sends its own frame rules.
	 */
	private static function send_frame_headers(): void {
		if ( headers_sent() ) {
			return;
		}
		header( 'X-Frame-Options: SAMEORIGIN' );
		header( "Content-Security-Policy: frame-ancestors 'self'" );
	}

	/**
	 * Resolves a campaign URL to what the page shows, or null for a 404: an unknown slug, a campaign
	 * the user may not see, a path that is no SPA route, or a team / fundraiser that is unknown,
	 * not visible or of another campaign.
	 *
	 * @param string $slug Campaign slug.
	 * @param string $path Path below the campaign.
	 * @return array{campaign: array<string, mixed>, route: CampaignRoute, team: array<string, mixed>|null, fundraiser: array<string, mixed>|null}|null
	 */
	public static function resolve( string $slug, string $path ): ?array {
		$campaign = ( new CampaignRepository() )->find_by_slug( $slug );
		if ( null === $campaign || ! Visibility::can_view_campaign( $campaign ) ) {
			return null;
		}
		$route = CampaignRoute::parse( $path );
		if ( null === $route ) {
			return self::resolve_page_address( $campaign, $path );
		}

		$team       = null;
		$fundraiser = null;
		if ( $route->is_team() ) {
			$team = ( new TeamRepository() )->find( $route->team_id );
			if ( null === $team || ! Visibility::can_view_team_in( $team, $campaign ) ) {
				return null;
			}
		} elseif ( $route->is_fundraiser() ) {
			$fundraiser = ( new FundraiserRepository() )->find( $route->fundraiser_id );
			if ( null === $fundraiser || ! Visibility::can_view_fundraiser_in( $fundraiser, $campaign ) ) {
				return null;
			}
		}

		return array(
			'campaign'   => $campaign,
			'route'      => $route,
			'team'       => $team,
			'fundraiser' => $fundraiser,
		);
	}

	/**
	 * A fundraiser's page at an address they chose (decision 0090): at their current address the
	 * page itself; at an earlier one (or in other letter case) the page's current address to move
	 * to (`moved_to`). Null for a 404.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string               $path     Path below the campaign.
	 * @return array{campaign: array<string, mixed>, route: CampaignRoute, team: null, fundraiser: array<string, mixed>, moved_to?: string}|null
	 */
	private static function resolve_page_address( array $campaign, string $path ): ?array {
		$address = trim( $path, '/' );
		if ( '' === $address || strlen( $address ) > PageAddress::MAX_LENGTH || false !== strpos( $address, '/' ) || ! Schema::has( Schema::PAGE_ADDRESSES ) ) {
			return null;
		}
		$owner      = ( new PageAddressRepository() )->owner( (int) $campaign['id'], $address );
		$fundraiser = $owner > 0 ? ( new FundraiserRepository() )->find( $owner ) : null;
		if ( null === $fundraiser || '' === (string) $fundraiser['page_address'] || ! Visibility::can_view_fundraiser_in( $fundraiser, $campaign ) ) {
			return null;
		}
		$resolved = array(
			'campaign'   => $campaign,
			'route'      => new CampaignRoute( 'fundraiser', 0, (int) $fundraiser['id'] ),
			'team'       => null,
			'fundraiser' => $fundraiser,
		);
		if ( $address !== $fundraiser['page_address'] ) {
			$resolved['moved_to'] = Urls::fundraiser_page( (string) $campaign['slug'], (int) $fundraiser['id'], (string) $fundraiser['page_address'] );
		}
		return $resolved;
	}

	/**
	 * Campaign URLs stay as they are (the SPA owns them; WordPress would "correct" them).
	 *
	 * @param string|false $redirect_url Where WordPress would redirect.
	 * @return string|false
	 */
	public static function keep_url( $redirect_url ) {
		return null !== self::$current || self::is_campaign_query( $GLOBALS['wp_query'] ?? null ) ? false : $redirect_url;
	}

	/**
	 * /campaigns/DEMO/… (the database matches slugs case-insensitively) moves to /campaigns/demo/…,
	 * the address the SPA's router is based on.
	 */
	public static function redirect_to_canonical_slug(): void {
		if ( null === self::$current ) {
			return;
		}
		if ( isset( self::$current['moved_to'] ) ) {
			// Permanent for search engines, never stored by browsers or page caches: the page may
			// move again, or come back to this address (decision 0090).
			nocache_headers();
			wp_safe_redirect( self::$current['moved_to'], 301 );
			exit;
		}
		$slug = (string) get_query_var( Rewrite::VAR_CAMPAIGN );
		if ( $slug === self::$current['campaign']['slug'] ) {
			return;
		}
		$path = trim( (string) get_query_var( Rewrite::VAR_PATH ), '/' );
		wp_safe_redirect( Urls::campaign_page( self::$current['campaign']['slug'], '' === $path ? '' : $path . '/' ), 301 );
		exit;
	}

	/**
	 * Our page template for a resolved campaign page; anything else (the 404) as WordPress chose.
	 *
	 * @param string $template Template WordPress chose.
	 */
	public static function template( $template ) {
		if ( null === self::$current ) {
			return $template;
		}
		if ( ! wp_is_block_theme() ) {
			return P2P_FUNDRAISING_DIR . 'templates/campaign-classic.php';
		}
		// What WordPress adds for its own block templates (locate_block_template()); it already
		// did when the theme resolved a block template for this request.
		if ( false === has_action( 'wp_head', '_block_template_viewport_meta_tag' ) ) {
			add_action( 'wp_head', '_block_template_viewport_meta_tag', 0 );
		}
		if ( false === has_action( 'wp_head', '_block_template_render_title_tag' ) ) {
			remove_action( 'wp_head', '_wp_render_title_tag', 1 );
			add_action( 'wp_head', '_block_template_render_title_tag', 1 );
		}
		return P2P_FUNDRAISING_DIR . 'templates/campaign-block.php';
	}

	/**
	 * Document title: "Team Leaderboard – Campaign – Site", "Team name – Campaign – Site",
	 * "Campaign – Site" on the campaign home.
	 *
	 * @param array<string, string> $parts Title parts.
	 * @return array<string, string>
	 */
	public static function title_parts( $parts ) {
		if ( null === self::$current ) {
			return $parts;
		}
		$current  = self::$current;
		$campaign = (string) $current['campaign']['title'];
		$entity   = '';
		if ( null !== $current['team'] ) {
			$entity = (string) $current['team']['name'];
		} elseif ( null !== $current['fundraiser'] ) {
			$entity = (string) $current['fundraiser']['name'];
		}
		$page = $current['route']->title( $entity );

		return array_filter(
			array(
				'title'    => '' === $page ? $campaign : $page,
				'campaign' => '' === $page ? '' : $campaign,
				'site'     => (string) get_bloginfo( 'name', 'display' ),
			)
		);
	}

	/**
	 * Body classes a theme can target.
	 *
	 * @param string[] $classes Classes.
	 * @return string[]
	 */
	public static function body_class( $classes ) {
		if ( null !== self::$current ) {
			$classes[] = 'p2p-fundraising-page';
			$classes[] = 'p2p-fundraising-route-' . sanitize_html_class( self::$current['route']->name );
		}
		return $classes;
	}

	/**
	 * A campaign that is not active (seen by an administrator) stays out of search engines.
	 *
	 * @param array<string, bool|string> $robots Robots directives.
	 * @return array<string, bool|string>
	 */
	public static function robots( $robots ) {
		if ( null !== self::$current && CampaignRepository::STATUS_ACTIVE !== self::$current['campaign']['status'] ) {
			$robots['noindex'] = true;
		}
		return $robots;
	}

	/** Enqueues the campaign bundle on campaign pages only. */
	public static function enqueue(): void {
		if ( null !== self::$current ) {
			self::$assets_enqueued = Assets::enqueue( 'campaign', self::SCRIPT_HANDLE, true );
			if ( self::$assets_enqueued ) {
				ScriptsAfterFirstPaint::enable( self::SCRIPT_HANDLE );
			}
		}
	}

	/**
	 * Prints the mount node with the first paint in it, the boot JSON and, on pages without a
	 * first paint, the no-script fallback (called by the templates).
	 */
	public static function render_root(): void {
		if ( null === self::$current ) {
			return;
		}
		$current  = self::$current;
		$campaign = $current['campaign'];
		$boot     = ( new BootData() )->build( $campaign, $current['route'], $current['team'], $current['fundraiser'] );

		// The top of the page, drawn before the app runs; the app replaces it (FirstPaint).
		$first_paint = FirstPaint::render( $campaign, $current['route'], $current['team'], $current['fundraiser'] );

		printf(
			'<div id="p2p-fundraising-root" class="p2p-fundraising" style="%s">%s</div>' . "\n",
			esc_attr( FirstPaint::style( $campaign ) ),
			$first_paint // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		);
		// The JSON is \u-escaped for <, >, &, ' and " (BootData::JSON_FLAGS): it cannot end the tag.
		echo '<script type="application/json" id="p2p-fundraising-boot">' . BootData::to_json( $boot ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- \u-escaped JSON, see above.
		if ( '' === $first_paint ) {
			printf(
				"<noscript><h1>%s</h1><p>%s</p></noscript>\n",
				esc_html( (string) $campaign['title'] ),
				esc_html( (string) $campaign['short_desc'] )
			);
		}
		if ( ! self::$assets_enqueued ) {
			echo Assets::missing_build_notice( 'campaign' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		}
	}

	/**
	 * A block theme's template part, rendered as its templates do (the core/template-part block),
	 * so it comes wrapped in its landmark element (<header>, <footer>).
	 *
	 * @param string $slug     Part slug ('header', 'footer').
	 * @param string $tag_name Wrapping element.
	 */
	public static function template_part( string $slug, string $tag_name ): string {
		return do_blocks(
			serialize_block(
				array(
					'blockName'    => 'core/template-part',
					'attrs'        => array(
						'slug'    => $slug,
						'theme'   => get_stylesheet(),
						'tagName' => $tag_name,
					),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	/**
	 * Whether a theme's header markup leaves a <main> element open (classic themes such as Twenty
	 * Twenty-One open it in header.php): the campaign template then must not open another one.
	 *
	 * @param string $header_html What get_header() printed.
	 */
	public static function opens_main( string $header_html ): bool {
		$opened = preg_match_all( '/<main[\s>]/i', $header_html );
		$closed = preg_match_all( '/<\/main\s*>/i', $header_html );
		return $opened > $closed;
	}

	/**
	 * Whether a query is for a campaign URL.
	 *
	 * @param WP_Query|null $query Query.
	 */
	private static function is_campaign_query( $query ): bool {
		return $query instanceof WP_Query && '' !== (string) $query->get( Rewrite::VAR_CAMPAIGN );
	}
}
