<?php
/**
 * The plugin's blocks and their shortcode twins.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Blocks;

use P2PFundraising\Admin\Capability;
use P2PFundraising\Assets;
use P2PFundraising\Database\CampaignRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Registers three server-rendered blocks (blocks/<name>/block.json) and three shortcodes that
 * print the same HTML, for classic sites. Rendered by PHP, they work without the campaign app,
 * are cached with the page, and add only a small stylesheet to it; the editor previews them
 * through the same render (ServerSideRender in src/blocks/editor.tsx).
 */
final class Blocks {

	/** Handle of the editor script (build/blocks-editor.js). */
	public const EDITOR_HANDLE = 'p2p-fundraising-blocks-editor';

	/** Handle of the front-end stylesheet (blocks/blocks.css). */
	public const STYLE_HANDLE = 'p2p-fundraising-blocks';

	/** Block folder => renderer. */
	private const BLOCKS = array(
		'campaign-progress' => CampaignProgress::class,
		'leaderboard'       => Leaderboard::class,
		'donate-button'     => DonateButton::class,
	);

	/** Shortcode => renderer. */
	private const SHORTCODES = array(
		'p2p_campaign_progress' => CampaignProgress::class,
		'p2p_leaderboard'       => Leaderboard::class,
		'p2p_donate_button'     => DonateButton::class,
	);

	/** Hooks into WordPress. */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_types' ) );
		add_action( 'enqueue_block_editor_assets', array( self::class, 'pass_campaigns_to_editor' ) );
	}

	/** Registers the script and style handles, the block types and the shortcodes. */
	public static function register_types(): void {
		$asset_file = P2P_FUNDRAISING_DIR . 'build/blocks-editor.asset.php';
		$asset      = is_readable( $asset_file ) ? require $asset_file : array();
		wp_register_script(
			self::EDITOR_HANDLE,
			P2P_FUNDRAISING_URL . 'build/blocks-editor.js',
			isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? $asset['dependencies'] : array(),
			isset( $asset['version'] ) ? (string) $asset['version'] : P2P_FUNDRAISING_VERSION,
			true
		);
		wp_register_style( self::STYLE_HANDLE, P2P_FUNDRAISING_URL . 'blocks/blocks.css', array(), P2P_FUNDRAISING_VERSION );

		foreach ( self::BLOCKS as $folder => $renderer ) {
			register_block_type(
				P2P_FUNDRAISING_DIR . 'blocks/' . $folder,
				array( 'render_callback' => array( $renderer, 'render' ) )
			);
		}
		foreach ( self::SHORTCODES as $tag => $renderer ) {
			add_shortcode(
				$tag,
				static function ( $atts ) use ( $renderer ): string {
					wp_enqueue_style( self::STYLE_HANDLE );
					return $renderer::render( $renderer::attributes_from_shortcode( is_array( $atts ) ? $atts : array() ) );
				}
			);
		}
	}

	/** The campaign picker's choices (drafts too for those who manage campaigns) and the editor script's translations, for the editor only. */
	public static function pass_campaigns_to_editor(): void {
		$choices = array_map(
			static function ( array $campaign ): array {
				return array(
					'id'     => (int) $campaign['id'],
					'title'  => (string) $campaign['title'],
					'active' => CampaignRepository::STATUS_ACTIVE === $campaign['status'],
				);
			},
			( new CampaignRepository() )->all_for_picker( Capability::current_user_can() )
		);
		wp_add_inline_script( self::EDITOR_HANDLE, 'window.p2pFundraisingBlocks = ' . wp_json_encode( array( 'campaigns' => $choices ) ) . ';', 'before' );
		Assets::add_translations( self::EDITOR_HANDLE );
	}
}
