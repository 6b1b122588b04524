/**
 * /team/{team_id}/ (spec §2): the team's heading and actions, share kit, figures, story,
 * donations, members, sponsors and the call to donate. First paint comes from the embedded team;
 * reached from another page, it loads the team through the API. Unknown ids, and teams of another
 * campaign, get the team not-found page.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId } from 'react';
import type { Team } from '../../shared/boot/types';
import { Notice } from '../../shared/ui/notice';
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
import { EntityDonationTabs } from '../features/donations/components/entity-donation-tabs';
import { ShareSection } from '../features/share/components/share-section';
import { SponsorsSection } from '../features/sponsors/components/sponsors-section';
import { useTeam } from '../features/teams/api/get-team';
import { teamTopDonorsKey } from '../features/teams/api/get-team-top-donors';
import { TeamHeader } from '../features/teams/components/team-header';
import { TeamMembers } from '../features/teams/components/team-members';
import { TeamStats } from '../features/teams/components/team-stats';
import { useInvitationNotice } from '../features/teams/invitation-notice';

function TeamPage( { team }: { team: Team } ) {
	const campaign = useCampaign();
	const auth = useAuth();
	const storyId = useId();
	const donationsId = useId();
	const invitationNotice = useInvitationNotice( team.id );
	const supportText = sprintf(
		/* translators: 1: team name, 2: campaign title. */
		__( 'Help %1$s reach their goal to support %2$s.', 'p2p-fundraising' ),
		team.name,
		campaign.campaign_title
	);
	const shareText = sprintf(
		/* translators: 1: team name, 2: campaign title. */
		__( 'Support %1$s in fundraising for %2$s', 'p2p-fundraising' ),
		team.name,
		campaign.campaign_title
	);

	return (
		<div className="p2p-team-page">
			{ invitationNotice && (
				<Notice type="info" className="p2p-team-invitations-notice">
					{ invitationNotice }
				</Notice>
			) }
			<TeamHeader team={ team } auth={ auth } />
			<EntityColumns>
				<div>
					<TeamStats team={ team } />
					{ team.story.trim() && (
						<PageSection
							$isBoxed
							aria-labelledby={ storyId }
							className="p2p-team-story"
						>
							<h2 id={ storyId }>
								{ __( 'Our Story', 'p2p-fundraising' ) }
							</h2>
							<Story text={ team.story } />
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
								teamId: team.id,
							} }
							topDonorsKey={ teamTopDonorsKey( team.id ) }
							emptyTitle={ sprintf(
								/* translators: %s: team name. */
								__(
									'Be the first to support %s!',
									'p2p-fundraising'
								),
								team.name
							) }
							emptyText={ supportText }
							topDonorsError={ __(
								'Something went wrong',
								'p2p-fundraising'
							) }
						/>
					</PageSection>
					<TeamMembers teamId={ team.id } />
				</div>
				<EntityAside>
					<SupportCard
						heading={ __( 'Support this team', 'p2p-fundraising' ) }
						text={ supportText }
						donateTo={ links.teamDonate( team.id ) }
						donateLabel={ __( 'Donate Now', 'p2p-fundraising' ) }
					/>
					<ShareSection
						heading={ __( 'Share this team', 'p2p-fundraising' ) }
						url={ team.url }
						text={ shareText }
						className="p2p-team-share"
					/>
				</EntityAside>
			</EntityColumns>
			<SponsorsSection campaign={ campaign } />
		</div>
	);
}

function TeamRoute( { teamId }: { teamId: number } ) {
	const query = useTeam( teamId );
	useDocumentTitle( query.data?.data.name );
	return (
		<EntityView
			kind="team"
			query={ query }
			errorMessage={ entityErrorMessage( 'team' ) }
		>
			{ ( team ) => <TeamPage team={ team } /> }
		</EntityView>
	);
}

export function TeamScreen() {
	const teamId = useRouteId( 'teamId' );
	if ( teamId === null ) {
		return <EntityNotFound kind="team" />;
	}
	// A new instance per team: another team's data never shows under this one's address.
	return <TeamRoute key={ teamId } teamId={ teamId } />;
}
