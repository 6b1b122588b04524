/**
 * The campaign home (spec §2): hero, statistics, story, donations, top teams, top fundraisers
 * and sponsors. It renders entirely from the page's embedded data.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import styled from 'styled-components';
import { media } from '../../shared/theme/theme';
import { useCampaign } from '../app/initial-data-context';
import { paths } from '../app/paths';
import { useDocumentTitle } from '../app/use-document-title';
import { ButtonLink } from '../components/button-link';
import { PageSection } from '../components/page-section';
import { EmptyState } from '../../shared/ui/empty-state';
import { AboutCampaign } from '../features/campaign/components/about-campaign';
import { CampaignHero } from '../features/campaign/components/campaign-hero';
import { CampaignStats } from '../features/campaign/components/campaign-stats';
import { CampaignDonationTabs } from '../features/donations/components/campaign-donation-tabs';
import { TopRankingSection } from '../features/rankings/components/top-ranking-section';
import {
	fundraiserRanking,
	teamRanking,
} from '../features/rankings/ranking-kinds';
import { SponsorsSection } from '../features/sponsors/components/sponsors-section';

const Columns = styled.div`
	display: grid;
	gap: ${ ( { theme } ) => theme.spacer * 2 }px;
	margin-top: ${ ( { theme } ) => theme.spacer * 2 }px;

	${ media.large } {
		grid-template-columns: minmax( 0, 3fr ) minmax( 0, 2fr );
		align-items: start;
	}
`;

export function CampaignHomeScreen() {
	const campaign = useCampaign();
	const donationsHeadingId = useId();
	useDocumentTitle();

	return (
		<div className="p2p-campaign-home">
			<CampaignHero campaign={ campaign } />
			<CampaignStats campaign={ campaign } />
			<Columns>
				<AboutCampaign story={ campaign.long_desc } />
				<PageSection
					$isBoxed
					aria-labelledby={ donationsHeadingId }
					className="p2p-donations"
				>
					<h2 id={ donationsHeadingId }>
						{ __( 'Donations', 'p2p-fundraising' ) }
					</h2>
					<CampaignDonationTabs campaignId={ campaign.campaign_id } />
				</PageSection>
			</Columns>
			<TopRankingSection
				kind={ teamRanking }
				campaignId={ campaign.campaign_id }
				emptyState={
					<EmptyState
						title={ __(
							'Be the first to create a team!',
							'p2p-fundraising'
						) }
						action={
							<ButtonLink to={ paths.registerCaptain }>
								{ __( 'Create Team', 'p2p-fundraising' ) }
							</ButtonLink>
						}
					/>
				}
			/>
			<TopRankingSection
				kind={ fundraiserRanking }
				campaignId={ campaign.campaign_id }
				emptyState={
					<EmptyState
						title={ __(
							'Join as a fundraiser!',
							'p2p-fundraising'
						) }
						action={
							<ButtonLink to={ paths.register }>
								{ __( 'Start Fundraising', 'p2p-fundraising' ) }
							</ButtonLink>
						}
					/>
				}
			/>
			<SponsorsSection campaign={ campaign } />
		</div>
	);
}
