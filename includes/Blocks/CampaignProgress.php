<?php
/**
 * Block and shortcode: a campaign's progress.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Blocks;

use P2PFundraising\Frontend\Urls;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Raised, goal, a bar and the number of donors, from the stored totals (exact and live: the page
 * cache holds it only as long as the page).
 * Shortcode: [p2p_campaign_progress campaign="demo"] (address or id).
 */
final class CampaignProgress {

	/**
	 * The block's attributes from the shortcode's.
	 *
	 * @param array<string, mixed> $atts Shortcode attributes.
	 * @return array<string, mixed>
	 */
	public static function attributes_from_shortcode( array $atts ): array {
		return BlockCampaign::campaign_attribute( $atts );
	}

	/**
	 * HTML of the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes (campaignId).
	 * @param string               $content    Inner content (none).
	 * @param \WP_Block|null       $block      The block being rendered; null for a shortcode.
	 */
	public static function render( array $attributes, string $content = '', $block = null ): string {
		$campaign = BlockCampaign::find( $attributes['campaignId'] ?? 0 );
		if ( null === $campaign ) {
			return BlockCampaign::choose_campaign();
		}
		$raised  = (float) $campaign['raised_amount'];
		$goal    = (float) $campaign['goal'];
		$donors  = (int) $campaign['donors_count'];
		$percent = $goal > 0 ? (int) min( 100, floor( $raised / $goal * 100 ) ) : 0;

		$html  = '<div ' . BlockCampaign::wrapper( $block, 'p2p-progress', '--p2p-progress-color:' . sanitize_hex_color( (string) $campaign['primary_color'] ) ) . '>';
		$html .= '<p class="p2p-progress__title"><a href="' . esc_url( Urls::campaign( (string) $campaign['slug'] ) ) . '">' . esc_html( (string) $campaign['title'] ) . '</a></p>';
		$html .= '<p class="p2p-progress__figures"><span class="p2p-progress__raised">' . esc_html(
			/* translators: %s: amount of money, e.g. "$1,250". */
			sprintf( __( '%s raised', 'p2p-fundraising' ), Settings::format_money( $raised ) )
		) . '</span>';
		if ( $goal > 0 ) {
			$html .= ' <span class="p2p-progress__goal">' . esc_html(
				/* translators: %s: amount of money, e.g. "$5,000". */
				sprintf( __( 'of %s goal', 'p2p-fundraising' ), Settings::format_money( $goal ) )
			) . '</span>';
		}
		$html .= '</p>';
		if ( $goal > 0 ) {
			$label = sprintf(
				/* translators: %d: percentage of the goal reached. */
				__( '%d%% of the goal', 'p2p-fundraising' ),
				$percent
			);
			$html .= '<div class="p2p-progress__bar" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="' . esc_attr( (string) $percent ) . '" aria-valuetext="' . esc_attr( $label ) . '" aria-label="' . esc_attr__( 'Progress towards the goal', 'p2p-fundraising' ) . '">';
			$html .= '<span class="p2p-progress__fill" style="width:' . esc_attr( (string) $percent ) . '%"></span></div>';
		}
		$html .= '<p class="p2p-progress__donors">' . esc_html(
			/* translators: %s: number of donors. */
			sprintf( _n( '%s donor', '%s donors', $donors, 'p2p-fundraising' ), number_format_i18n( $donors ) )
		) . '</p>';
		return $html . '</div>';
	}
}
