<?php
/**
 * Campaign page in a block theme: the theme's header and footer template parts around the SPA's
 * mount node, in the document frame WordPress's own template-canvas.php prints.
 *
 * @package P2PFundraising
 */

defined( 'ABSPATH' ) || exit;

// Rendered before wp_head() so the styles their blocks enqueue are printed in <head>.
$p2p_fundraising_header = \P2PFundraising\Frontend\CampaignPage::template_part( 'header', 'header' );
$p2p_fundraising_footer = \P2PFundraising\Frontend\CampaignPage::template_part( 'footer', 'footer' );
?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>" />
	<?php wp_head(); ?>
</head>

<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div class="wp-site-blocks">
<?php echo $p2p_fundraising_header; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
<main id="p2p-fundraising-main" class="p2p-fundraising-main wp-block-group has-global-padding">
	<?php \P2PFundraising\Frontend\CampaignPage::render_root(); ?>
</main>
<?php echo $p2p_fundraising_footer; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
</div>
<?php wp_footer(); ?>
</body>
</html>
