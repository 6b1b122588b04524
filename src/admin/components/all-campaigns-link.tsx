/**
 * The breadcrumb back to the campaign list, above every screen but the list itself.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';

export function AllCampaignsLink() {
	return (
		<p className="p2p-admin-breadcrumb">
			<Link to="/">{ __( '← All campaigns', 'p2p-fundraising' ) }</Link>
		</p>
	);
}
