<?php
/**
 * Public addresses of campaigns, teams, fundraisers and the donation form.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * Builds every public URL in one place, for pretty permalinks (/campaigns/demo/) and, as far as
 * they go, plain ones (?p2p_campaign=demo; the SPA's sub-routes need pretty permalinks).
 */
final class Urls {

	/** First path segment of every campaign page. */
	public const CAMPAIGN_BASE = 'campaigns';

	/** First path segment of the built-in donation form. */
	public const DONATE_BASE = 'p2p-donate';

	/**
	 * Absolute campaign URL with a trailing slash, e.g. https://site/campaigns/demo/.
	 *
	 * @param string $slug Campaign slug.
	 */
	public static function campaign( string $slug ): string {
		if ( ! self::pretty() ) {
			return add_query_arg( Rewrite::VAR_CAMPAIGN, rawurlencode( $slug ), home_url( '/' ) );
		}
		return home_url( '/' . self::CAMPAIGN_BASE . '/' . rawurlencode( $slug ) . '/' );
	}

	/**
	 * Path of the campaign without a trailing slash, e.g. /campaigns/demo (the SPA router's basename).
	 *
	 * @param string $slug Campaign slug.
	 */
	public static function base_path( string $slug ): string {
		$path = (string) wp_parse_url( self::campaign( $slug ), PHP_URL_PATH );
		return untrailingslashit( $path );
	}

	/**
	 * A page under the campaign, e.g. team/3/ → https://site/campaigns/demo/team/3/.
	 *
	 * @param string $slug Campaign slug.
	 * @param string $path Route below the campaign, with a trailing slash.
	 */
	public static function campaign_page( string $slug, string $path ): string {
		if ( ! self::pretty() ) {
			return add_query_arg( Rewrite::VAR_PATH, rawurlencode( $path ), self::campaign( $slug ) );
		}
		return self::campaign( $slug ) . ltrim( $path, '/' );
	}

	/**
	 * Team page URL.
	 *
	 * @param string $slug    Campaign slug.
	 * @param int    $team_id Team id.
	 */
	public static function team( string $slug, int $team_id ): string {
		return self::campaign_page( $slug, 'team/' . $team_id . '/' );
	}

	/**
	 * Fundraiser page URL.
	 *
	 * @param string $slug          Campaign slug.
	 * @param int    $fundraiser_id Fundraiser id.
	 */
	public static function fundraiser( string $slug, int $fundraiser_id ): string {
		return self::campaign_page( $slug, 'fundraiser/' . $fundraiser_id . '/' );
	}

	/**
	 * A fundraiser's page at the address they chose, else at its id (decision 0090).
	 *
	 * @param string $slug          Campaign slug.
	 * @param int    $fundraiser_id Fundraiser id.
	 * @param string $page_address  The address they chose, or ''.
	 */
	public static function fundraiser_page( string $slug, int $fundraiser_id, string $page_address ): string {
		return '' === $page_address ? self::fundraiser( $slug, $fundraiser_id ) : self::campaign_page( $slug, $page_address . '/' );
	}

	/**
	 * The page a donation was given to: its fundraiser's, else its team's, else the campaign's.
	 *
	 * @param string               $slug     Campaign slug.
	 * @param array<string, mixed> $donation Donation row (team_id, fundraiser_id).
	 */
	public static function given_to( string $slug, array $donation ): string {
		if ( (int) $donation['fundraiser_id'] > 0 ) {
			return self::fundraiser( $slug, (int) $donation['fundraiser_id'] );
		}
		if ( (int) $donation['team_id'] > 0 ) {
			return self::team( $slug, (int) $donation['team_id'] );
		}
		return self::campaign( $slug );
	}

	/**
	 * The built-in donation form (the iframe_url), optionally for a team or a fundraiser.
	 *
	 * @param int $campaign_id   Campaign id.
	 * @param int $team_id       Team id or 0.
	 * @param int $fundraiser_id Fundraiser id or 0.
	 */
	public static function donation_form( int $campaign_id, int $team_id = 0, int $fundraiser_id = 0 ): string {
		$url = self::pretty()
			? home_url( '/' . self::DONATE_BASE . '/' . $campaign_id . '/' )
			: add_query_arg( Rewrite::VAR_DONATE, $campaign_id, home_url( '/' ) );
		if ( $fundraiser_id > 0 ) {
			return add_query_arg( 'fundraiser_id', $fundraiser_id, $url );
		}
		if ( $team_id > 0 ) {
			return add_query_arg( 'team_id', $team_id, $url );
		}
		return $url;
	}

	/** Whether the site uses pretty permalinks (rewrite rules apply). */
	private static function pretty(): bool {
		return '' !== (string) get_option( 'permalink_structure' );
	}
}
