/**
 * The campaign's figures, kept current (revalidated on focus).
 */
import { __ } from '@wordpress/i18n';
import { useFormat } from '../../../../shared/app-services';
import type { Campaign } from '../../../contract/types';
import { useCampaignStats } from '../api/get-campaign-stats';
import { ActivityProgress } from '../../../components/activity-progress';
import { StatBar } from '../../../components/stat-bar';
import { CampaignCountdown } from './campaign-countdown';

interface CampaignStatsProps {
	campaign: Campaign;
}

export function CampaignStats( { campaign }: CampaignStatsProps ) {
	const format = useFormat();
	const { data } = useCampaignStats( campaign.campaign_id );
	const stats = data?.data;
	if ( ! stats ) {
		return null;
	}
	return (
		<section aria-label={ __( 'Campaign statistics', 'p2p-fundraising' ) }>
			<StatBar
				raised={ stats.raisedAmount }
				goal={ campaign.campaign_goal }
				percentage={ stats.raisedPercentage }
				progressLabel={ __( 'Campaign progress', 'p2p-fundraising' ) }
				aside={ <CampaignCountdown campaign={ campaign } /> }
				activity={
					<ActivityProgress
						total={ stats.activityTotal }
						percentage={ stats.activityPercentage }
						hasGoal
					/>
				}
				figures={ [
					{
						label: __( 'Donations', 'p2p-fundraising' ),
						value: format.number( stats.donationsCount ),
					},
					{
						label: __( 'Avg. donation', 'p2p-fundraising' ),
						value: format.money( stats.averageAmount ),
					},
					{
						label: __( 'Fundraisers', 'p2p-fundraising' ),
						value: format.number( stats.fundraisersCount ),
					},
					{
						label: __( 'Teams', 'p2p-fundraising' ),
						value: format.number( stats.teamsCount ),
					},
				] }
			/>
		</section>
	);
}
