/**
 * /team/{team_id}/ (spec §2): the team's heading and actions, share kit, figures, story,
 * donations, members, sponsors and the call to donate. First paint comes from the embedded team;
 * reached from another page, it loads the team through the API. Unknown ids, and teams of another
 * campaign, get the team not-found page.
 */
import { __ } from '@wordpress/i18n';
import type { Team } from '../contract/types';
import { Notice } from '../../shared/ui/notice';
import { useAuth, useCampaign } from '../contract/initial-data-context';
import { links } from '../navigation/paths';
import { useDocumentTitle } from '../navigation/use-document-title';
import { useRouteId } from '../navigation/use-route-id';
import { EntityPage } from './entity-page';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { useTeam } from '../features/teams/api/get-team';
import { teamTopDonorsKey } from '../features/teams/api/get-team-top-donors';
import { TeamHeader } from '../features/teams/components/team-header';
import { TeamMembers } from '../features/teams/components/team-members';
import { TeamStats } from '../features/teams/components/team-stats';
import { useInvitationNotice } from '../features/teams/invitation-notice';
import { UpdatesSection } from '../features/updates/components/updates-section';

function TeamPage( { team }: { team: Team } ) {
	const auth = useAuth();
	const campaign = useCampaign();
	const invitationNotice = useInvitationNotice( team.id );
	return (
		<>
			{ invitationNotice && (
				<Notice type="info" className="p2p-team-invitations-notice">
					{ invitationNotice }
				</Notice>
			) }
			<EntityPage
				kind="team"
				name={ team.name }
				story={ team.story }
				storyHeading={ __( 'Our Story', 'p2p-fundraising' ) }
				url={ team.url }
				header={ <TeamHeader team={ team } auth={ auth } /> }
				stats={ <TeamStats team={ team } /> }
				donationsScope={ {
					campaignId: campaign.campaign_id,
					teamId: team.id,
				} }
				topDonorsKey={ teamTopDonorsKey( team.id ) }
				supportHeading={ __( 'Support this team', 'p2p-fundraising' ) }
				donateTo={ links.teamDonate( team.id ) }
				shareHeading={ __( 'Share this team', 'p2p-fundraising' ) }
			>
				<UpdatesSection owner={ { teamId: team.id } } />
				<TeamMembers teamId={ team.id } />
			</EntityPage>
		</>
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
