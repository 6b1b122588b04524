/**
 * A team's heading: picture, name, captain, 'Closed, invite only' for private teams, 'Edit team'
 * for its captain and 'Join Team' for public teams (spec §2), except to the team's own members:
 * for them the join check fails and the button only sent them to their dashboard, unexplained.
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import type { Auth, Team } from '../../../contract/types';
import { links } from '../../../navigation/paths';
import { ButtonLink } from '../../../components/button-link';
import { EntityPageHeader } from '../../../components/entity-page-header';
import { useTeamMembers } from '../api/get-team-fundraisers-all';

const AccessLabel = styled.span`
	display: inline-flex;
	align-items: center;
	gap: 0.35rem;
	padding: 0.2rem 0.7rem;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	font-weight: 700;
	color: ${ ( { theme } ) => theme.colors.onSecondary };
	background: ${ ( { theme } ) => theme.colors.secondarySurface };
	border-radius: ${ ( { theme } ) => theme.radius.pill };
`;

export const isTeamCaptain = ( team: Team, auth: Auth ) =>
	auth.user_id > 0 && auth.user_id === team.captain_user_id;

interface TeamHeaderProps {
	team: Team;
	auth: Auth;
}

/** Whether the signed-in visitor is in this team (the members come with the page). */
function useIsMember( team: Team, auth: Auth ): boolean {
	const hasFundraiser = auth.fundraiser_id > 0;
	const members = useTeamMembers( hasFundraiser ? team.id : null );
	return (
		isTeamCaptain( team, auth ) ||
		( hasFundraiser &&
			( members.data?.data ?? [] ).some(
				( member ) => member.id === auth.fundraiser_id
			) )
	);
}

export function TeamHeader( { team, auth }: TeamHeaderProps ) {
	const isPrivate = team.access === 'private';
	const isMember = useIsMember( team, auth );
	return (
		<EntityPageHeader
			className="p2p-team-header"
			title={ team.name }
			name={ team.name }
			image={ team.profile_image }
			details={
				<>
					{ team.captain && (
						<span>
							{ sprintf(
								/* translators: %s: name of the team captain. */
								__( 'Captain: %s', 'p2p-fundraising' ),
								team.captain
							) }
						</span>
					) }
					{ isPrivate && (
						<AccessLabel className="p2p-team-access">
							<svg
								width="12"
								height="12"
								viewBox="0 0 24 24"
								fill="currentColor"
								aria-hidden="true"
								focusable="false"
							>
								<path d="M6 10V7a6 6 0 1 1 12 0v3h1a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1zm2 0h8V7a4 4 0 1 0-8 0v3z" />
							</svg>
							{ __( 'Closed, invite only', 'p2p-fundraising' ) }
						</AccessLabel>
					) }
				</>
			}
			actions={
				<>
					{ isTeamCaptain( team, auth ) && (
						<ButtonLink
							to={ links.teamUpdate( team.id ) }
							$size="small"
							$variant="outline"
						>
							{ __( 'Edit team', 'p2p-fundraising' ) }
						</ButtonLink>
					) }
					{ ! isPrivate && ! isMember && (
						<ButtonLink
							to={ links.teamJoin( team.id ) }
							$size="small"
						>
							{ __( 'Join Team', 'p2p-fundraising' ) }
						</ButtonLink>
					) }
				</>
			}
		/>
	);
}
