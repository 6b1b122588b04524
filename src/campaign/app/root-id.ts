/** The id of the element the campaign app mounts in (printed by includes/Frontend/CampaignPage.php). */
export const ROOT_ID = 'p2p-fundraising-root';
