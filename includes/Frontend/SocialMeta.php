<?php
/**
 * Open Graph and Twitter card tags for campaign, team and fundraiser pages.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

use P2PFundraising\Rest\Serializer;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Prints og:* and twitter:* tags in the head of campaign pages, so a shared link previews with
 * the page's own title, a sentence of its story and its picture: the team's or fundraiser's on
 * their pages (and their donate pages), the campaign's everywhere else.
 *
 * The tags are built from the same resolution as the page (CampaignPage::resolve()), so a URL
 * that is a 404 gets none. Sites whose SEO plugin prints its own tags can change or drop ours
 * with the `p2p_fundraising_social_meta` filter (return an empty array to print nothing).
 */
final class SocialMeta {

	/** Longest description, in characters (what the networks show). */
	public const DESCRIPTION_LENGTH = 200;

	/** Image types the networks accept (no SVG). */
	private const IMAGE_EXTENSIONS = array( 'jpg', 'jpeg', 'png', 'gif', 'webp' );

	/** Hooks the tags into the head, early, before themes' and plugins' own output. */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'print_tags' ), 5 );
	}

	/** Prints the tags when the main query is a campaign page that resolves. */
	public static function print_tags(): void {
		global $wp_query;
		if ( ! $wp_query instanceof WP_Query ) {
			return;
		}
		$slug = (string) $wp_query->get( Rewrite::VAR_CAMPAIGN );
		if ( '' === $slug ) {
			return;
		}
		$resolved = CampaignPage::resolve( $slug, (string) $wp_query->get( Rewrite::VAR_PATH ) );
		if ( null === $resolved ) {
			return;
		}
		/**
		 * The social meta tags of a campaign page: a list of [ attribute, key, value ], e.g.
		 * [ 'property', 'og:title', 'Blue Wave Runners fundraising in support of …' ].
		 *
		 * @param array<int, array{0: string, 1: string, 2: string}> $tags     The tags.
		 * @param array<string, mixed>                               $resolved Campaign, route, team, fundraiser.
		 */
		$tags = apply_filters( 'p2p_fundraising_social_meta', self::tags( $resolved ), $resolved );
		echo self::html( is_array( $tags ) ? $tags : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in html().
	}

	/**
	 * The tags of a resolved campaign page.
	 *
	 * @param array{campaign: array<string, mixed>, route: CampaignRoute, team: array<string, mixed>|null, fundraiser: array<string, mixed>|null} $resolved From CampaignPage::resolve().
	 * @return array<int, array{0: string, 1: string, 2: string}>
	 */
	public static function tags( array $resolved ): array {
		$campaign = $resolved['campaign'];
		$route    = $resolved['route'];
		$slug     = (string) $campaign['slug'];
		$title    = (string) $campaign['title'];

		$page_title  = $title;
		$description = (string) $campaign['short_desc'];
		$url         = Urls::campaign( $slug );
		$images      = array();

		if ( null !== $resolved['team'] ) {
			$team        = Serializer::team( $resolved['team'], $campaign );
			$url         = $team['url'];
			$images[]    = $team['profile_image'];
			$description = self::excerpt( (string) $team['story'], $description );
			$page_title  = 'team-donate' === $route->name
				/* translators: %s: campaign, team or fundraiser name. */
				? sprintf( __( 'Make a Donation to %s', 'p2p-fundraising' ), $team['name'] )
				/* translators: 1: team or fundraiser name, 2: campaign title. */
				: sprintf( __( '%1$s fundraising in support of %2$s', 'p2p-fundraising' ), $team['name'], $title );
			if ( 'team-donate' === $route->name ) {
				$url = Urls::campaign_page( $slug, 'team/' . $team['id'] . '/donate' );
			}
		} elseif ( null !== $resolved['fundraiser'] ) {
			$fundraiser  = Serializer::fundraiser( $resolved['fundraiser'], $campaign );
			$url         = $fundraiser['url'];
			$images[]    = $fundraiser['profile_image'];
			$description = self::excerpt( (string) $fundraiser['story'], $description );
			$page_title  = 'fundraiser-donate' === $route->name
				/* translators: %s: campaign, team or fundraiser name. */
				? sprintf( __( 'Make a Donation to %s', 'p2p-fundraising' ), $fundraiser['fundraiser_name'] )
				/* translators: 1: team or fundraiser name, 2: campaign title. */
				: sprintf( __( '%1$s fundraising in support of %2$s', 'p2p-fundraising' ), $fundraiser['fundraiser_name'], $title );
			if ( 'fundraiser-donate' === $route->name ) {
				$url = Urls::campaign_page( $slug, 'fundraiser/' . $fundraiser['id'] . '/donate/' );
			}
		} else {
			switch ( $route->name ) {
				case 'team-leaderboard':
					/* translators: %s: campaign title. */
					$page_title = sprintf( __( '%s Team Leaderboard', 'p2p-fundraising' ), $title );
					$url        = Urls::campaign_page( $slug, 'team-leaderboard/' );
					break;
				case 'fundraiser-leaderboard':
					/* translators: %s: campaign title. */
					$page_title = sprintf( __( '%s Fundraiser Leaderboard', 'p2p-fundraising' ), $title );
					$url        = Urls::campaign_page( $slug, 'fundraiser-leaderboard/' );
					break;
				case 'donate':
					/* translators: %s: campaign, team or fundraiser name. */
					$page_title = sprintf( __( 'Make a Donation to %s', 'p2p-fundraising' ), $title );
					$url        = Urls::campaign_page( $slug, 'donate/' );
					break;
			}
		}
		$images[] = (string) $campaign['image_url'];
		$images[] = (string) $campaign['logo_url'];
		$image    = self::first_shareable_image( $images );
		if ( '' === $description ) {
			$description = (string) get_bloginfo( 'description', 'display' );
		}

		$tags = array(
			array( 'property', 'og:type', 'website' ),
			array( 'property', 'og:site_name', (string) get_bloginfo( 'name', 'display' ) ),
			array( 'property', 'og:locale', get_locale() ),
			array( 'property', 'og:url', $url ),
			array( 'property', 'og:title', $page_title ),
		);
		if ( '' !== $description ) {
			// The search engines' snippet too (Lighthouse's SEO audit asks for it).
			$tags[] = array( 'name', 'description', $description );
			$tags[] = array( 'property', 'og:description', $description );
		}
		if ( '' !== $image ) {
			$tags[] = array( 'property', 'og:image', $image );
			$tags[] = array( 'property', 'og:image:alt', $page_title );
		}
		$tags[] = array( 'name', 'twitter:card', '' !== $image ? 'summary_large_image' : 'summary' );
		$tags[] = array( 'name', 'twitter:title', $page_title );
		if ( '' !== $description ) {
			$tags[] = array( 'name', 'twitter:description', $description );
		}
		if ( '' !== $image ) {
			$tags[] = array( 'name', 'twitter:image', $image );
		}
		return $tags;
	}

	/**
	 * The tags as HTML, every value escaped (URLs with esc_url, the rest with esc_attr).
	 *
	 * @param array<int, mixed> $tags [ attribute, key, value ] triples.
	 */
	public static function html( array $tags ): string {
		$html = '';
		foreach ( $tags as $tag ) {
			if ( ! is_array( $tag ) || 3 !== count( $tag ) ) {
				continue;
			}
			list( $attribute, $key, $value ) = array_map( 'strval', array_values( $tag ) );
			$attribute = 'name' === $attribute ? 'name' : 'property';
			$is_url    = in_array( $key, array( 'og:url', 'og:image', 'twitter:image' ), true );
			$content   = $is_url ? esc_url( $value ) : esc_attr( $value );
			if ( '' === $content ) {
				continue;
			}
			$html .= sprintf( '<meta %1$s="%2$s" content="%3$s" />' . "\n", $attribute, esc_attr( $key ), $content );
		}
		return $html;
	}

	/**
	 * The opening of a story as one line of plain text: the part before the 'more' marker, tags
	 * removed, whitespace collapsed, cut at a word near DESCRIPTION_LENGTH characters.
	 *
	 * @param string $story    Plain-text story.
	 * @param string $fallback Used when the story is empty.
	 */
	public static function excerpt( string $story, string $fallback = '' ): string {
		$parts = preg_split( '/<!--\s*more\b.*?-->/i', $story );
		$text  = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( (string) ( $parts[0] ?? '' ) ) ) );
		if ( '' === $text ) {
			return $fallback;
		}
		if ( mb_strlen( $text ) <= self::DESCRIPTION_LENGTH ) {
			return $text;
		}
		$cut   = mb_substr( $text, 0, self::DESCRIPTION_LENGTH - 1 );
		$space = mb_strrpos( $cut, ' ' );
		if ( false !== $space && $space > self::DESCRIPTION_LENGTH / 2 ) {
			$cut = mb_substr( $cut, 0, $space );
		}
		return rtrim( $cut, " \t,;:.-" ) . '…';
	}

	/**
	 * The first absolute image URL of a type the networks show (SVG is not one of them).
	 *
	 * @param string[] $candidates Image URLs, best first; '' for none.
	 */
	private static function first_shareable_image( array $candidates ): string {
		foreach ( $candidates as $candidate ) {
			$path      = (string) wp_parse_url( $candidate, PHP_URL_PATH );
			$extension = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
			$scheme    = strtolower( (string) wp_parse_url( $candidate, PHP_URL_SCHEME ) );
			if ( in_array( $scheme, array( 'http', 'https' ), true ) && in_array( $extension, self::IMAGE_EXTENSIONS, true ) ) {
				return $candidate;
			}
		}
		return '';
	}
}
