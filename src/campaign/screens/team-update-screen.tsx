/**
 * /team/{team_id}/update (spec §2): the team form for editing, for its captain (or an
 * administrator); the server enforces the same rule.
 */
import { __ } from '@wordpress/i18n';
import { useAuth } from '../contract/initial-data-context';
import { useRouteId } from '../navigation/use-route-id';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { FormLayout, Intro } from '../components/form-layout';
import { useTeam } from '../features/teams/api/get-team';
import { TeamForm } from '../features/teams/components/team-form';

function TeamUpdate( { teamId }: { teamId: number } ) {
	const auth = useAuth();
	const query = useTeam( teamId );
	return (
		<FormLayout
			title={ __( 'Edit team', 'p2p-fundraising' ) }
			className="p2p-team-update-screen"
		>
			<EntityView
				kind="team"
				query={ query }
				errorMessage={ entityErrorMessage( 'team' ) }
			>
				{ ( team ) =>
					team.captain_user_id === auth.user_id || auth.is_admin ? (
						<TeamForm
							team={ team }
							submitLabel={ __( 'Save Team', 'p2p-fundraising' ) }
						/>
					) : (
						<Intro role="alert">
							{ __(
								'Only the team captain can edit this team.',
								'p2p-fundraising'
							) }
						</Intro>
					)
				}
			</EntityView>
		</FormLayout>
	);
}

export function TeamUpdateScreen() {
	const teamId = useRouteId( 'teamId' );
	return teamId === null ? (
		<EntityNotFound kind="team" />
	) : (
		<TeamUpdate key={ teamId } teamId={ teamId } />
	);
}
