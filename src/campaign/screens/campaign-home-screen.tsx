/**
 * The campaign home (spec §2): hero, statistics, story, donations, top teams, top fundraisers
 * and sponsors. It renders entirely from the page's embedded data.
 */
import { __ } from '@wordpress/i18n';
import { lazy } from 'react';
import styled from 'styled-components';
import { media } from '../../shared/theme/theme';
import { useCampaign } from '../contract/initial-data-context';
import { useDocumentTitle } from '../navigation/use-document-title';
import { WhenVisible } from '../../shared/ui/when-visible';
import { AboutCampaign } from '../features/campaign-overview/components/about-campaign';
import { CampaignHero } from '../features/campaign-overview/components/campaign-hero';
import { CampaignStats } from '../features/campaign-overview/components/campaign-stats';
import { campaignTopDonorsKey } from '../features/donation-lists/api/get-campaign-top-donors';
import { DonationsSection } from '../features/donation-lists/components/donations-section';
import { MatchBanner } from '../features/matching-gift/components/match-banner';

// Below the fold: the rankings and the sponsors load their code when the visitor scrolls near
// (or starts moving through the page with the keyboard), keeping the first load small.
const HomeRankings = lazy( () =>
	import(
		/* webpackChunkName: "home-rankings" */ '../features/rankings/components/home-rankings'
	).then( ( module ) => ( { default: module.HomeRankings } ) )
);

const SponsorsSection = lazy( () =>
	import(
		/* webpackChunkName: "sponsors" */ '../features/sponsors/components/sponsors-section'
	).then( ( module ) => ( { default: module.SponsorsSection } ) )
);

const Columns = styled.div`
	display: grid;
	grid-template-columns: minmax( 0, 1fr );
	gap: ${ ( { theme } ) => theme.spacer * 2 }px;
	margin-top: ${ ( { theme } ) => theme.spacer * 2 }px;

	${ media.large } {
		grid-template-columns: minmax( 0, 3fr ) minmax( 0, 2fr );
		align-items: start;
	}
`;

export function CampaignHomeScreen() {
	const campaign = useCampaign();
	useDocumentTitle();

	return (
		<div className="p2p-campaign-home">
			<CampaignHero campaign={ campaign } />
			<CampaignStats campaign={ campaign } />
			<MatchBanner campaign={ campaign } />
			<Columns>
				<AboutCampaign story={ campaign.long_desc } />
				<DonationsSection
					scope={ { campaignId: campaign.campaign_id } }
					topDonorsKey={ campaignTopDonorsKey(
						campaign.campaign_id
					) }
					emptyTitle={ __(
						'Be the first to donate!',
						'p2p-fundraising'
					) }
					topDonorsError={ __(
						'Something went wrong',
						'p2p-fundraising'
					) }
				/>
			</Columns>
			<WhenVisible minHeight="40rem">
				<HomeRankings campaignId={ campaign.campaign_id } />
			</WhenVisible>
			<WhenVisible>
				<SponsorsSection campaign={ campaign } />
			</WhenVisible>
		</div>
	);
}
