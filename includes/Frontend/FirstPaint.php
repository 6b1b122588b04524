<?php
/**
 * The top of a campaign page, drawn by the server so it shows before the app's script has run.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * The app draws every campaign page in the browser, so a phone on a slow network would see an
 * empty page until React, the bundle and the route's chunk have arrived and run. The server
 * therefore prints the top of the four public page kinds (the home's hero, a leaderboard's
 * heading, a team's or fundraiser's header) inside the mount node, with the same text, sizes and
 * colours as the app's (styles: src/campaign/app/first-paint.css). The app replaces it when it
 * renders the page (decision 0041); tests/e2e/first-paint.spec.ts checks that the two line up.
 *
 * Nothing here depends on who is looking: the HTML stays cacheable by any page cache.
 */
final class FirstPaint {

	/**
	 * The markup for a resolved campaign request, or '' for routes without one (forms, donate).
	 *
	 * @param array<string, mixed>      $campaign   Campaign row.
	 * @param CampaignRoute             $route      Route.
	 * @param array<string, mixed>|null $team       Team row on team routes.
	 * @param array<string, mixed>|null $fundraiser Fundraiser row on fundraiser routes.
	 */
	public static function render( array $campaign, CampaignRoute $route, ?array $team, ?array $fundraiser ): string {
		$title = (string) $campaign['title'];
		switch ( $route->name ) {
			case 'home':
				$body = self::hero( $campaign );
				break;
			case 'team-leaderboard':
				/* translators: %s: campaign title. */
				$body = self::leaderboard_heading( $campaign, sprintf( __( '%s Team Leaderboard', 'p2p-fundraising' ), $title ) );
				break;
			case 'fundraiser-leaderboard':
				/* translators: %s: campaign title. */
				$body = self::leaderboard_heading( $campaign, sprintf( __( '%s Fundraiser Leaderboard', 'p2p-fundraising' ), $title ) );
				break;
			case 'team':
				$body = null === $team ? '' : self::team_header( $campaign, $team );
				break;
			case 'fundraiser':
				$body = null === $fundraiser ? '' : self::cover( (string) ( $fundraiser['cover_url'] ?? '' ) ) . self::profile_header(
					/* translators: 1: fundraiser name, 2: campaign title. */
					sprintf( __( '%1$s fundraising in support of %2$s', 'p2p-fundraising' ), (string) $fundraiser['name'], $title ),
					(string) $fundraiser['name'],
					(string) $fundraiser['image_url'],
					'',
					''
				);
				break;
			default:
				$body = '';
		}
		return '' === $body ? '' : '<div class="p2p-first-paint">' . $body . '</div>';
	}

	/**
	 * The campaign's colours for the first paint, as a style attribute's value.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function style( array $campaign ): string {
		return ThemeColors::css_variables( (string) $campaign['primary_color'], (string) $campaign['secondary_color'] );
	}

	/**
	 * The home's hero: cover, logo, title, short description and the two calls to action.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	private static function hero( array $campaign ): string {
		$slug  = (string) $campaign['slug'];
		$image = (string) $campaign['image_url'];
		$logo  = (string) $campaign['logo_url'];
		$text  = (string) $campaign['short_desc'];
		return sprintf(
			'<header class="p2p-first-paint__hero"%s>%s<h1 class="p2p-first-paint__hero-title">%s</h1>%s<div class="p2p-first-paint__actions"><a class="p2p-first-paint__button p2p-first-paint__button--outline" href="%s">%s</a><a class="p2p-first-paint__button" href="%s">%s</a></div></header>',
			'' === $image ? '' : ' style="background-image:url(&quot;' . esc_url( $image ) . '&quot;)"',
			'' === $logo ? '' : '<img class="p2p-first-paint__logo" src="' . esc_url( $logo ) . '" alt="" width="96" height="96" />', // phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- the row stores only the picture's URL (an upload's medium size, or any URL an administrator entered); the app renders the same URL over this at once, so the browser fetches one file, and no per-page lookup of the attachment is needed.
			esc_html( (string) $campaign['title'] ),
			'' === $text ? '' : '<p class="p2p-first-paint__hero-text">' . esc_html( $text ) . '</p>',
			esc_url( Urls::campaign_page( $slug, 'register/' ) ),
			esc_html__( 'Start Fundraising', 'p2p-fundraising' ),
			esc_url( Urls::campaign_page( $slug, 'donate/' ) ),
			esc_html__( 'Donate Now', 'p2p-fundraising' )
		);
	}

	/**
	 * A leaderboard's back link and heading (its search box follows in the app).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string               $heading  The page heading.
	 */
	private static function leaderboard_heading( array $campaign, string $heading ): string {
		return sprintf(
			'<div class="p2p-first-paint__section"><a class="p2p-first-paint__back" href="%s"><span aria-hidden="true">‹ </span>%s</a><div class="p2p-first-paint__leaderboard-header"><h1>%s</h1><div class="p2p-first-paint__search-space"></div></div></div>',
			esc_url( Urls::campaign( (string) $campaign['slug'] ) ),
			esc_html__( 'Back to the campaign', 'p2p-fundraising' ),
			esc_html( $heading )
		);
	}

	/**
	 * A team's header: the captain, and 'Join Team' when the team is open to everyone.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $team     Team row.
	 */
	private static function team_header( array $campaign, array $team ): string {
		$captain = (string) ( $team['captain_name'] ?? '' );
		$details = '' === $captain ? '' : '<span>' . esc_html(
			/* translators: %s: name of the team captain. */
			sprintf( __( 'Captain: %s', 'p2p-fundraising' ), $captain )
		) . '</span>';
		$actions = 'private' === ( $team['access'] ?? '' ) ? '' : sprintf(
			'<a class="p2p-first-paint__button p2p-first-paint__button--small" href="%s">%s</a>',
			esc_url( Urls::campaign_page( (string) $campaign['slug'], 'team/' . (int) $team['id'] . '/join/' ) ),
			esc_html__( 'Join Team', 'p2p-fundraising' )
		);
		$name = (string) $team['name'];
		return self::profile_header( $name, $name, (string) $team['image_url'], $details, $actions );
	}

	/**
	 * A fundraiser's cover banner (decision 0091), in the place and shape the app draws it, so the
	 * header does not jump down when the app takes over.
	 *
	 * @param string $image Cover URL or ''.
	 */
	private static function cover( string $image ): string {
		if ( '' === $image ) {
			return '';
		}
		return '<img class="p2p-first-paint__cover" src="' . esc_url( $image ) . '" alt="" />'; // phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- the row stores only the cover's URL (the upload's large size); the app renders the same URL over this at once, so the browser fetches one file.
	}

	/**
	 * The header card of a team or fundraiser page.
	 *
	 * @param string $heading Page heading.
	 * @param string $name    Name, for the initials when there is no picture.
	 * @param string $image   Picture URL or ''.
	 * @param string $details Escaped HTML of the details line, or ''.
	 * @param string $actions Escaped HTML of the actions, or ''.
	 */
	private static function profile_header( string $heading, string $name, string $image, string $details, string $actions ): string {
		$avatar = '' === $image
			? esc_html( self::initials( $name ) )
			: '<img src="' . esc_url( $image ) . '" alt="" width="120" height="120" />'; // phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- the row stores only the picture's URL (an upload's medium size, or any URL an administrator entered); the app renders the same URL over this at once, so the browser fetches one file, and no per-page lookup of the attachment is needed.
		return sprintf(
			'<header class="p2p-first-paint__profile"><span class="p2p-first-paint__avatar" aria-hidden="true">%s</span><div class="p2p-first-paint__profile-body"><h1>%s</h1>%s</div>%s</header>',
			$avatar,
			esc_html( $heading ),
			'' === $details ? '' : '<div class="p2p-first-paint__details">' . $details . '</div>',
			'' === $actions ? '' : '<div class="p2p-first-paint__actions">' . $actions . '</div>'
		);
	}

	/**
	 * The initials the app's Avatar shows: first letters of the first and last word, upper case.
	 *
	 * @param string $name Name.
	 */
	public static function initials( string $name ): string {
		$words = preg_split( '/\s+/u', trim( $name ), -1, PREG_SPLIT_NO_EMPTY );
		if ( ! is_array( $words ) || array() === $words ) {
			return '?';
		}
		$first = mb_substr( $words[0], 0, 1 );
		$last  = count( $words ) > 1 ? mb_substr( $words[ count( $words ) - 1 ], 0, 1 ) : '';
		$both  = mb_strtoupper( $first . $last );
		return '' === $both ? '?' : $both;
	}
}
