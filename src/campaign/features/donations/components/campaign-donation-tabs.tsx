/**
 * The campaign home's 'Recent Donations' and 'Top Donors' tabs with their loading, empty and
 * error states. Top donors load when their tab is first opened.
 */
import { __ } from '@wordpress/i18n';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { QueryView } from '../../../../shared/ui/query-view';
import { Tabs } from '../../../../shared/ui/tabs';
import { useCampaignTopDonors } from '../api/get-campaign-top-donors';
import { useDonations } from '../api/get-donations';
import { DonationList } from './donation-list';
import { TopDonorList } from './top-donor-list';

const emptyDonations = (
	<EmptyState title={ __( 'Be the first to donate!', 'p2p-fundraising' ) } />
);
const errorMessage = __( 'Something went wrong', 'p2p-fundraising' );

function RecentDonations( { campaignId }: { campaignId: number } ) {
	return (
		<QueryView
			query={ useDonations( { campaignId } ) }
			errorMessage={ errorMessage }
			isEmpty={ ( page ) => page.data.length === 0 }
			empty={ emptyDonations }
		>
			{ ( page ) => <DonationList donations={ page.data } /> }
		</QueryView>
	);
}

function TopDonors( { campaignId }: { campaignId: number } ) {
	return (
		<QueryView
			query={ useCampaignTopDonors( campaignId ) }
			errorMessage={ errorMessage }
			isEmpty={ ( response ) => response.data.length === 0 }
			empty={ emptyDonations }
		>
			{ ( response ) => <TopDonorList donors={ response.data } /> }
		</QueryView>
	);
}

interface CampaignDonationTabsProps {
	campaignId: number;
}

export function CampaignDonationTabs( {
	campaignId,
}: CampaignDonationTabsProps ) {
	return (
		<Tabs
			label={ __( 'Donations', 'p2p-fundraising' ) }
			tabs={ [
				{
					id: 'recent',
					label: __( 'Recent Donations', 'p2p-fundraising' ),
					render: () => <RecentDonations campaignId={ campaignId } />,
				},
				{
					id: 'top',
					label: __( 'Top Donors', 'p2p-fundraising' ),
					render: () => <TopDonors campaignId={ campaignId } />,
				},
			] }
		/>
	);
}
