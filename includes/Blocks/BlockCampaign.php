<?php
/**
 * The campaign a block or shortcode shows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Blocks;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Visibility;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the campaign of a block (by id) or shortcode (by id or address), only when the current
 * visitor may see it, and says why not to the people who can fix it.
 */
final class BlockCampaign {

	/**
	 * The campaign row, or null when there is none the visitor may see.
	 *
	 * @param int|string $reference Campaign id, or its address (slug) in a shortcode.
	 * @return array<string, mixed>|null
	 */
	public static function find( $reference ): ?array {
		$repository = new CampaignRepository();
		$campaign   = is_numeric( $reference )
			? $repository->find( (int) $reference )
			: $repository->find_by_slug( sanitize_title( (string) $reference ) );
		return null !== $campaign && Visibility::can_view_campaign( $campaign ) ? $campaign : null;
	}

	/**
	 * What renders instead of a block that cannot show: nothing for visitors, a short note for
	 * people who edit the page (in the editor preview and on the page).
	 *
	 * @param string $message Translated note.
	 */
	public static function unavailable( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return '<p class="p2p-block p2p-block-notice">' . esc_html( $message ) . '</p>';
	}

	/** The note for a block without a (visible) campaign. */
	public static function choose_campaign(): string {
		return self::unavailable( __( 'Choose a published campaign in the block settings (or the shortcode\'s campaign attribute).', 'p2p-fundraising' ) );
	}

	/**
	 * Attributes shared by every block, from a shortcode's.
	 *
	 * @param array<string, mixed> $atts Shortcode attributes.
	 * @return array<string, mixed>
	 */
	public static function campaign_attribute( array $atts ): array {
		return array( 'campaignId' => isset( $atts['campaign'] ) ? (string) $atts['campaign'] : 0 );
	}

	/**
	 * Wrapper attributes of a block (alignment, spacing and custom classes chosen in the editor);
	 * a plain class for shortcodes, which have none.
	 *
	 * @param \WP_Block|null $block      The block being rendered; null for a shortcode.
	 * @param string         $class_name The block's own classes.
	 * @param string         $style      The block's own inline style ('' for none).
	 */
	public static function wrapper( $block, string $class_name, string $style = '' ): string {
		$extra = array_filter(
			array(
				'class' => 'p2p-block ' . $class_name,
				'style' => $style,
			)
		);
		if ( $block instanceof \WP_Block ) {
			return get_block_wrapper_attributes( $extra );
		}
		$html = '';
		foreach ( $extra as $name => $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		return ltrim( $html );
	}
}
