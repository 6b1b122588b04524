<?php
/**
 * Campaign page in a classic theme: the theme's header and footer around the SPA's mount node.
 *
 * @package P2PFundraising
 */

defined( 'ABSPATH' ) || exit;

// Some classic themes (Twenty Twenty-One among them) open the page's <main> in header.php and
// close it in footer.php: the app's container is then a plain <div> inside the theme's <main>,
// never a second main landmark nested in the first.
ob_start();
get_header();
$p2p_fundraising_header = (string) ob_get_clean();
$p2p_fundraising_tag    = \P2PFundraising\Frontend\CampaignPage::opens_main( $p2p_fundraising_header ) ? 'div' : 'main';
echo $p2p_fundraising_header; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the theme's own header.php output, printed as get_header() would.
?>
<<?php echo esc_html( $p2p_fundraising_tag ); ?> id="p2p-fundraising-main" class="p2p-fundraising-main p2p-fundraising-main--classic site-main">
	<?php \P2PFundraising\Frontend\CampaignPage::render_root(); ?>
</<?php echo esc_html( $p2p_fundraising_tag ); ?>>
<?php
get_footer();
