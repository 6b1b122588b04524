<?php
/**
 * Plugin Name:       P2P Fundraising
 * Description:       Peer-to-peer fundraising: campaign pages, teams, fundraisers, leaderboards and donations.
 * Version:           0.1.0
 * Requires at least: 6.2
 * Requires PHP:      7.4
 * Author:            P2P Fundraising
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       p2p-fundraising
 * Domain Path:       /languages
 *
 * @package P2PFundraising
 */

defined( 'ABSPATH' ) || exit;

define( 'P2P_FUNDRAISING_VERSION', '0.1.0' );
define( 'P2P_FUNDRAISING_FILE', __FILE__ );
define( 'P2P_FUNDRAISING_DIR', plugin_dir_path( __FILE__ ) );
define( 'P2P_FUNDRAISING_URL', plugin_dir_url( __FILE__ ) );

require_once P2P_FUNDRAISING_DIR . 'includes/Autoloader.php';
\P2PFundraising\Autoloader::register( 'P2PFundraising\\', P2P_FUNDRAISING_DIR . 'includes/' );

register_activation_hook( __FILE__, array( \P2PFundraising\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \P2PFundraising\Campaigns\CampaignEnder::class, 'unschedule' ) );
register_deactivation_hook( __FILE__, array( \P2PFundraising\Engagement\MailQueue::class, 'unschedule' ) );

\P2PFundraising\Plugin::boot();
