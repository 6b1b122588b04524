<?php
/**
 * Block and shortcode: top fundraisers or top teams.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Blocks;

use P2PFundraising\Frontend\Urls;
use P2PFundraising\ReadModel;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The first places of a campaign's fundraiser or team leaderboard (the same query and rules as
 * the leaderboards of the campaign pages), each linked to its page.
 * Shortcode: [p2p_leaderboard campaign="demo" type="teams" count="5"].
 */
final class Leaderboard {

	public const MAX_COUNT = 20;

	/**
	 * The block's attributes from the shortcode's.
	 *
	 * @param array<string, mixed> $atts Shortcode attributes.
	 * @return array<string, mixed>
	 */
	public static function attributes_from_shortcode( array $atts ): array {
		return BlockCampaign::campaign_attribute( $atts ) + array(
			'kind'  => isset( $atts['type'] ) ? (string) $atts['type'] : 'fundraisers',
			'count' => isset( $atts['count'] ) ? (int) $atts['count'] : 5,
		);
	}

	/**
	 * HTML of the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes (campaignId, kind, count).
	 * @param string               $content    Inner content (none).
	 * @param \WP_Block|null       $block      The block being rendered; null for a shortcode.
	 */
	public static function render( array $attributes, string $content = '', $block = null ): string {
		$campaign = BlockCampaign::find( $attributes['campaignId'] ?? 0 );
		if ( null === $campaign ) {
			return BlockCampaign::choose_campaign();
		}
		$teams = 'teams' === ( $attributes['kind'] ?? '' );
		$count = max( 1, min( self::MAX_COUNT, (int) ( $attributes['count'] ?? 5 ) ) );
		$read  = new ReadModel();
		$page  = $teams
			? $read->teams_page( $campaign, '', true, 1, $count )
			: $read->fundraisers_page( $campaign, '', 1, $count );

		$title = $teams ? __( 'Top Teams', 'p2p-fundraising' ) : __( 'Top Fundraisers', 'p2p-fundraising' );
		$html  = '<div ' . BlockCampaign::wrapper( $block, 'p2p-leaderboard' ) . '>';
		$html .= '<p class="p2p-leaderboard__title">' . esc_html( $title ) . '</p>';
		if ( array() === $page['data'] ) {
			$empty = $teams ? __( 'Be the first to create a team!', 'p2p-fundraising' ) : __( 'Be the first to join as a fundraiser!', 'p2p-fundraising' );
			$html .= '<p class="p2p-leaderboard__empty">' . esc_html( $empty ) . '</p>';
		} else {
			$html .= '<ol class="p2p-leaderboard__list">';
			foreach ( $page['data'] as $item ) {
				$html .= '<li class="p2p-leaderboard__item"><a href="' . esc_url( (string) $item['url'] ) . '">' . esc_html( (string) $item['name'] ) . '</a>';
				$html .= ' <span class="p2p-leaderboard__amount">' . esc_html( Settings::format_money( (float) $item['amount'] ) ) . '</span></li>';
			}
			$html .= '</ol>';
		}
		$all   = $teams ? __( 'View All Teams', 'p2p-fundraising' ) : __( 'View All Fundraisers', 'p2p-fundraising' );
		$path  = $teams ? 'team-leaderboard/' : 'fundraiser-leaderboard/';
		$html .= '<p class="p2p-leaderboard__more"><a href="' . esc_url( Urls::campaign_page( (string) $campaign['slug'], $path ) ) . '">' . esc_html( $all ) . '</a></p>';
		return $html . '</div>';
	}
}
