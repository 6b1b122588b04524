<?php
/**
 * Campaign page in a classic theme: the theme's header and footer around the SPA's mount node.
 *
 * @package P2PFundraising
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<main id="p2p-fundraising-main" class="p2p-fundraising-main site-main">
	<?php \P2PFundraising\Frontend\CampaignPage::render_root(); ?>
</main>
<?php
get_footer();
