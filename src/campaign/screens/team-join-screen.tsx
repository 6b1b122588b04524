/**
 * /team/{team_id}/join/ (spec §2): one click for a fundraiser, the join-team registration (step 2
 * of the join-team path) for anyone else.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect } from 'react';
import type { Team } from '../contract/types';
import { useAuth } from '../contract/initial-data-context';
import { useRouteId } from '../navigation/use-route-id';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { FormLayout, Intro } from '../components/form-layout';
import { OneClickJoin } from '../features/join-team/components/join-team';
import { useInvitationToken } from '../features/join-team/invitation-token';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { StepIndicator } from '../features/registration/components/step-indicator';
import { storeNavigationSet } from '../features/registration/navigation-sets';
import { useTeam } from '../features/teams/api/get-team';

function JoinBody( { team }: { team: Team } ) {
	const { fundraiser_id: fundraiserId } = useAuth();
	const invitation = useInvitationToken();
	if ( fundraiserId > 0 ) {
		return <OneClickJoin team={ team } invitation={ invitation } />;
	}
	return (
		<>
			{ team.access === 'private' && (
				<Intro>
					{ invitation
						? __(
								'This team is closed, invite only: your invitation link lets you join it once.',
								'p2p-fundraising'
							)
						: __(
								'This team is closed, invite only: open the link in the invitation e-mail from the team captain to join.',
								'p2p-fundraising'
							) }
				</Intro>
			) }
			<RegistrationForm
				path={ { kind: 'join', teamId: team.id, invitation } }
				submitLabel={ __( 'Join Team', 'p2p-fundraising' ) }
			/>
		</>
	);
}

function TeamJoin( { teamId }: { teamId: number } ) {
	const { fundraiser_id: fundraiserId } = useAuth();
	const query = useTeam( teamId );
	const name = query.data?.data.name ?? '';
	useEffect( () => {
		if ( fundraiserId === 0 ) {
			storeNavigationSet( 'joinTeam' );
		}
	}, [ fundraiserId ] );
	return (
		<FormLayout
			title={
				name
					? sprintf(
							/* translators: %s: team name. */
							__( 'Join %s', 'p2p-fundraising' ),
							name
						)
					: __( 'Join Team', 'p2p-fundraising' )
			}
			className="p2p-team-join-screen"
			before={
				fundraiserId === 0 && (
					<StepIndicator set="joinTeam" currentStep={ 2 } />
				)
			}
		>
			<EntityView
				kind="team"
				query={ query }
				errorMessage={ entityErrorMessage( 'team' ) }
			>
				{ ( team ) => <JoinBody team={ team } /> }
			</EntityView>
		</FormLayout>
	);
}

export function TeamJoinScreen() {
	const teamId = useRouteId( 'teamId' );
	return teamId === null ? (
		<EntityNotFound kind="team" />
	) : (
		<TeamJoin key={ teamId } teamId={ teamId } />
	);
}
