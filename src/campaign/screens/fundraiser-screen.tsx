/**
 * /fundraiser/{fundraiser_id}/ (spec §2): '{name} fundraising in support of {campaign}', progress
 * and figures, 'Help me spread the word!', 'Why I'm fundraising', donations and 'Support this
 * Fundraiser'. First paint comes from the embedded fundraiser; reached from another page, it
 * loads through the API. Unknown ids, and fundraisers of another campaign, get the not-found page.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId } from 'react';
import type { Fundraiser } from '../contract/types';
import { Story } from '../../shared/ui/story';
import { useAuth, useCampaign } from '../app/initial-data-context';
import { links } from '../app/paths';
import { useDocumentTitle } from '../app/use-document-title';
import { useRouteId } from '../app/use-route-id';
import { EntityAside, EntityColumns } from '../components/entity-columns';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { PageSection } from '../components/page-section';
import { SupportCard } from '../components/support-card';
import { EntityDonationTabs } from '../features/donation-lists/components/entity-donation-tabs';
import { useFundraiser } from '../features/fundraisers/api/get-fundraiser';
import { fundraiserTopDonorsKey } from '../features/fundraisers/api/get-fundraiser-top-donors';
import { FundraiserHeader } from '../features/fundraisers/components/fundraiser-header';
import { FundraiserStats } from '../features/fundraisers/components/fundraiser-stats';
import { ShareSection } from '../features/share/components/share-section';
import { SponsorsSection } from '../features/sponsors/components/sponsors-section';

function FundraiserPage( { fundraiser }: { fundraiser: Fundraiser } ) {
	const campaign = useCampaign();
	const auth = useAuth();
	const storyId = useId();
	const donationsId = useId();
	const name = fundraiser.fundraiser_name;
	const supportText = sprintf(
		/* translators: 1: fundraiser name, 2: campaign title. */
		__( 'Help %1$s reach their goal to support %2$s.', 'p2p-fundraising' ),
		name,
		campaign.campaign_title
	);
	const shareText = sprintf(
		/* translators: 1: fundraiser name, 2: campaign title. */
		__( 'Support %1$s in fundraising for %2$s', 'p2p-fundraising' ),
		name,
		campaign.campaign_title
	);

	return (
		<div className="p2p-fundraiser-page">
			<FundraiserHeader
				fundraiser={ fundraiser }
				campaignTitle={ campaign.campaign_title }
				auth={ auth }
			/>
			<EntityColumns>
				<div>
					<FundraiserStats fundraiser={ fundraiser } />
					{ fundraiser.story.trim() && (
						<PageSection
							$isBoxed
							aria-labelledby={ storyId }
							className="p2p-fundraiser-story"
						>
							<h2 id={ storyId }>
								{ __(
									"Why I'm fundraising",
									'p2p-fundraising'
								) }
							</h2>
							<Story text={ fundraiser.story } />
						</PageSection>
					) }
					<PageSection
						$isBoxed
						aria-labelledby={ donationsId }
						className="p2p-donations"
					>
						<h2 id={ donationsId }>
							{ __( 'Donations', 'p2p-fundraising' ) }
						</h2>
						<EntityDonationTabs
							scope={ {
								campaignId: campaign.campaign_id,
								fundraiserId: fundraiser.id,
							} }
							topDonorsKey={ fundraiserTopDonorsKey(
								fundraiser.id
							) }
							emptyTitle={ sprintf(
								/* translators: %s: fundraiser name. */
								__(
									'Be the first to support %s!',
									'p2p-fundraising'
								),
								name
							) }
							emptyText={ supportText }
							topDonorsError={ __(
								'Unable to load top donors.',
								'p2p-fundraising'
							) }
							isTopDonorsErrorInline
						/>
					</PageSection>
				</div>
				<EntityAside>
					<SupportCard
						heading={ __(
							'Support this Fundraiser',
							'p2p-fundraising'
						) }
						text={ supportText }
						donateTo={ links.fundraiserDonate( fundraiser.id ) }
						donateLabel={ __( 'Donate Now', 'p2p-fundraising' ) }
					/>
					<ShareSection
						heading={ __(
							'Help me spread the word!',
							'p2p-fundraising'
						) }
						url={ fundraiser.url }
						text={ shareText }
						className="p2p-fundraiser-share"
					/>
				</EntityAside>
			</EntityColumns>
			<SponsorsSection campaign={ campaign } />
		</div>
	);
}

function FundraiserRoute( { fundraiserId }: { fundraiserId: number } ) {
	const query = useFundraiser( fundraiserId );
	useDocumentTitle( query.data?.data.fundraiser_name );
	return (
		<EntityView
			kind="fundraiser"
			query={ query }
			errorMessage={ entityErrorMessage( 'fundraiser' ) }
		>
			{ ( fundraiser ) => <FundraiserPage fundraiser={ fundraiser } /> }
		</EntityView>
	);
}

export function FundraiserScreen() {
	const fundraiserId = useRouteId( 'fundraiserId' );
	if ( fundraiserId === null ) {
		return <EntityNotFound kind="fundraiser" />;
	}
	// A new instance per fundraiser: another one's data never shows under this address.
	return (
		<FundraiserRoute key={ fundraiserId } fundraiserId={ fundraiserId } />
	);
}
