/**
 * /team/{team_id}/join/ (spec §2): one click for a fundraiser, the join-team registration (step 2
 * of the join-team path) for anyone else. An invitation link is checked first: a used, expired or
 * wrong link says so instead of showing a form; a good one fills in the invited address and
 * offers people who have an account to sign in and come back to it.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { interpolateElement } from '../../shared/i18n/interpolate-element';
import { Notice } from '../../shared/ui/notice';
import { Spinner } from '../../shared/ui/spinner';
import type { Team } from '../contract/types';
import { useAuth, useCampaign } from '../contract/initial-data-context';
import { useTeamInvitation } from '../features/join-team/api/get-team-invitation';
import { useRouteId } from '../navigation/use-route-id';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { FormLayout, Intro } from '../components/form-layout';
import { OneClickJoin } from '../features/join-team/components/join-team';
import {
	INVITATION_ERROR_CODES,
	useInvitationToken,
} from '../features/join-team/invitation-token';
import { links, paths } from '../navigation/paths';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { StepIndicator } from '../features/registration/components/step-indicator';
import { storeNavigationSet } from '../features/registration/navigation-sets';
import { useTeam } from '../features/teams/api/get-team';

function JoinBody( { team }: { team: Team } ) {
	const { fundraiser_id: fundraiserId, is_logged_in: isLoggedIn } = useAuth();
	const { campaign_id: campaignId } = useCampaign();
	const invitation = useInvitationToken();
	const check = useTeamInvitation( campaignId, team.id, invitation );
	if ( invitation && ! check.data && ! check.error ) {
		return (
			<Spinner
				isCentered
				label={ __( 'Checking your invitation…', 'p2p-fundraising' ) }
			/>
		);
	}
	if ( check.error && INVITATION_ERROR_CODES.includes( check.error.code ) ) {
		return (
			<Notice type="error" className="p2p-invitation-error">
				{ check.error.message }
			</Notice>
		);
	}
	const invitedEmail = check.data?.data.email ?? '';
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
			{ ! isLoggedIn && (
				<Intro>
					{ interpolateElement(
						__(
							'Already have an account? <link>Sign in</link> and come back to this invitation.',
							'p2p-fundraising'
						),
						{
							link: (
								<Link
									to={ `${ paths.login }?return=${ encodeURIComponent(
										`${ links.teamJoin( team.id ) }${
											invitation
												? `?invitation=${ invitation }`
												: ''
										}`
									) }` }
								/>
							),
						}
					) }
				</Intro>
			) }
			<RegistrationForm
				path={ {
					kind: 'join',
					teamId: team.id,
					invitation,
					invitedEmail,
				} }
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
