/**
 * #/donors: every donor across all campaigns (one row per e-mail address, decision 0081).
 */
import { __ } from '@wordpress/i18n';
import { AllCampaignsLink } from '../../../components/all-campaigns-link';
import { DonorsList } from './donors-list';

export function DonorsScreen() {
	return (
		<>
			<AllCampaignsLink />
			<h1 className="wp-heading-inline">
				{ __( 'Donors', 'p2p-fundraising' ) }
			</h1>
			<hr className="wp-header-end" />
			<p>
				{ __(
					'One row per e-mail address, with the completed gifts to every campaign. The name is the one given with the latest gift.',
					'p2p-fundraising'
				) }
			</p>
			<DonorsList campaignId={ 0 } />
		</>
	);
}
