<?php
/**
 * Block and shortcode: a donate button.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Blocks;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Frontend\Contrast;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Visibility;

defined( 'ABSPATH' ) || exit;

/**
 * A link, styled as a button in the campaign's colour, to the donate page of a campaign, one of
 * its teams or one of its fundraisers (the same pages the campaign app links to).
 * Shortcode: [p2p_donate_button campaign="demo" team="3" label="Give now"] (or fundraiser="7").
 */
final class DonateButton {

	/**
	 * The block's attributes from the shortcode's.
	 *
	 * @param array<string, mixed> $atts Shortcode attributes.
	 * @return array<string, mixed>
	 */
	public static function attributes_from_shortcode( array $atts ): array {
		return BlockCampaign::campaign_attribute( $atts ) + array(
			'teamId'       => isset( $atts['team'] ) ? (int) $atts['team'] : 0,
			'fundraiserId' => isset( $atts['fundraiser'] ) ? (int) $atts['fundraiser'] : 0,
			'label'        => isset( $atts['label'] ) ? (string) $atts['label'] : '',
		);
	}

	/**
	 * HTML of the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes (campaignId, teamId, fundraiserId, label).
	 * @param string               $content    Inner content (none).
	 * @param \WP_Block|null       $block      The block being rendered; null for a shortcode.
	 */
	public static function render( array $attributes, string $content = '', $block = null ): string {
		$campaign = BlockCampaign::find( $attributes['campaignId'] ?? 0 );
		if ( null === $campaign ) {
			return BlockCampaign::choose_campaign();
		}
		$target = self::target( $campaign, (int) ( $attributes['teamId'] ?? 0 ), (int) ( $attributes['fundraiserId'] ?? 0 ) );
		if ( null === $target ) {
			return BlockCampaign::unavailable( __( 'This team or fundraiser is not part of the campaign, or is not public.', 'p2p-fundraising' ) );
		}
		list( $path, $name ) = $target;

		$label = trim( sanitize_text_field( (string) ( $attributes['label'] ?? '' ) ) );
		if ( '' === $label ) {
			$label = '' === $name
				? __( 'Donate Now', 'p2p-fundraising' )
				/* translators: %s: team or fundraiser name. */
				: sprintf( __( 'Donate to %s', 'p2p-fundraising' ), $name );
		}
		$color = (string) ( sanitize_hex_color( (string) $campaign['primary_color'] ) ?? '#28c77b' );
		$style = '--p2p-button-color:' . $color . ';color:' . Contrast::text_on( $color );

		return '<p ' . BlockCampaign::wrapper( $block, 'p2p-donate' ) . '><a class="p2p-donate-button" style="' . esc_attr( $style ) . '" href="' . esc_url( Urls::campaign_page( (string) $campaign['slug'], $path ) ) . '">' . esc_html( $label ) . '</a></p>';
	}

	/**
	 * Route below the campaign and the name of what the donation supports ('' for the campaign),
	 * or null when the team or fundraiser is not one of the campaign's that the visitor may see.
	 *
	 * @param array<string, mixed> $campaign      Campaign row.
	 * @param int                  $team_id       Team id or 0.
	 * @param int                  $fundraiser_id Fundraiser id or 0.
	 * @return array{0: string, 1: string}|null
	 */
	private static function target( array $campaign, int $team_id, int $fundraiser_id ): ?array {
		if ( $fundraiser_id > 0 ) {
			$fundraiser = ( new FundraiserRepository() )->find( $fundraiser_id );
			return null !== $fundraiser && Visibility::can_view_fundraiser_in( $fundraiser, $campaign )
				? array( 'fundraiser/' . $fundraiser_id . '/donate/', (string) $fundraiser['name'] )
				: null;
		}
		if ( $team_id > 0 ) {
			$team = ( new TeamRepository() )->find( $team_id );
			return null !== $team && Visibility::can_view_team_in( $team, $campaign )
				? array( 'team/' . $team_id . '/donate/', (string) $team['name'] )
				: null;
		}
		return array( 'donate/', '' );
	}
}
