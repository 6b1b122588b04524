/**
 * The body of a team page and a fundraiser page (spec §2): the entity's header, figures, story,
 * 'Recent Donations' / 'Top Donors', the support card and the share kit, then the sponsors. Both
 * screens render this one layout, so their texts and states cannot drift apart.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import type { ApiKey } from '../../shared/api/swr-config';
import { Story } from '../../shared/ui/story';
import { useCampaign } from '../contract/initial-data-context';
import { EntityAside, EntityColumns } from '../components/entity-columns';
import { SupportCard } from '../components/support-card';
import { TitledSection } from '../components/titled-section';
import type { DonationsScope } from '../features/donation-lists/api/get-donations';
import { DonationsSection } from '../features/donation-lists/components/donations-section';
import { ShareSection } from '../features/share/components/share-section';
import { SponsorsSection } from '../features/sponsors/components/sponsors-section';

interface EntityPageProps {
	/** Prefixes the page's stable class names (`p2p-team-page`, `p2p-fundraiser-story`…). */
	kind: 'team' | 'fundraiser';
	name: string;
	story: string;
	storyHeading: string;
	/** The entity's own address, shared by the share kit. */
	url: string;
	header: ReactNode;
	stats: ReactNode;
	donationsScope: DonationsScope;
	topDonorsKey: ApiKey;
	supportHeading: string;
	donateTo: string;
	shareHeading: string;
	/** Sections after the donations (the team's members). */
	children?: ReactNode;
}

export function EntityPage( {
	kind,
	name,
	story,
	storyHeading,
	url,
	header,
	stats,
	donationsScope,
	topDonorsKey,
	supportHeading,
	donateTo,
	shareHeading,
	children,
}: EntityPageProps ) {
	const campaign = useCampaign();
	const supportText = sprintf(
		/* translators: 1: team or fundraiser name, 2: campaign title. */
		__( 'Help %1$s reach their goal to support %2$s.', 'p2p-fundraising' ),
		name,
		campaign.campaign_title
	);
	const shareText = sprintf(
		/* translators: 1: team or fundraiser name, 2: campaign title. */
		__( 'Support %1$s in fundraising for %2$s', 'p2p-fundraising' ),
		name,
		campaign.campaign_title
	);

	return (
		<div className={ `p2p-${ kind }-page` }>
			{ header }
			<EntityColumns>
				<div>
					{ stats }
					{ story.trim() && (
						<TitledSection
							isBoxed
							title={ storyHeading }
							className={ `p2p-${ kind }-story` }
						>
							<Story text={ story } />
						</TitledSection>
					) }
					<DonationsSection
						scope={ donationsScope }
						topDonorsKey={ topDonorsKey }
						emptyTitle={ sprintf(
							/* translators: %s: team or fundraiser name. */
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
					{ children }
				</div>
				<EntityAside>
					<SupportCard
						heading={ supportHeading }
						text={ supportText }
						donateTo={ donateTo }
						donateLabel={ __( 'Donate Now', 'p2p-fundraising' ) }
					/>
					<ShareSection
						heading={ shareHeading }
						url={ url }
						text={ shareText }
						className={ `p2p-${ kind }-share` }
					/>
				</EntityAside>
			</EntityColumns>
			<SponsorsSection campaign={ campaign } />
		</div>
	);
}
