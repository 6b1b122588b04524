/**
 * /team/{team_id}/donate (spec §2): 'Make a Donation to {team name}' and the team's form.
 */
import { __, sprintf } from '@wordpress/i18n';
import { links } from '../navigation/paths';
import { useRouteId } from '../navigation/use-route-id';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { DonatePage } from './donate-page';
import { useTeam } from '../features/teams/api/get-team';

function TeamDonate( { teamId }: { teamId: number } ) {
	return (
		<EntityView
			kind="team"
			query={ useTeam( teamId ) }
			errorMessage={ entityErrorMessage( 'team' ) }
		>
			{ ( team ) => (
				<DonatePage
					title={ sprintf(
						/* translators: %s: campaign, team or fundraiser name. */
						__( 'Make a Donation to %s', 'p2p-fundraising' ),
						team.name
					) }
					frameUrl={ team.iframe_url }
					frameTitle={ __( 'Donation form', 'p2p-fundraising' ) }
					recipient={ { name: team.name, url: team.url } }
					backTo={ links.team( team.id ) }
					backLabel={ sprintf(
						/* translators: %s: team or fundraiser name. */
						__( 'Back to %s', 'p2p-fundraising' ),
						team.name
					) }
				/>
			) }
		</EntityView>
	);
}

export function TeamDonateScreen() {
	const teamId = useRouteId( 'teamId' );
	if ( teamId === null ) {
		return <EntityNotFound kind="team" />;
	}
	return <TeamDonate key={ teamId } teamId={ teamId } />;
}
