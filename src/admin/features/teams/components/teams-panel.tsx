/**
 * A campaign's teams: searchable, sortable, paged; edit in a modal; approve or suspend; remove
 * after confirmation.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useFormat } from '../../../../shared/app-services';
import { bulkAdminTeamsPath } from '../api/bulk-admin-teams';
import { getAdminExportPath } from '../../export';
import { deleteAdminTeamPath } from '../api/delete-admin-team';
import { getAdminTeamsPath } from '../api/get-admin-teams';
import { updateAdminTeamPath } from '../api/update-admin-team';
import type { AdminCampaign, AdminTeam } from '../../../api/types';
import {
	ModeratedEntityPanel,
	type ModeratedEntityTexts,
} from '../../../components/moderated-entity-panel';
import { TeamEditModal } from './team-edit-modal';

const texts = (): ModeratedEntityTexts => ( {
	label: __( 'Teams', 'p2p-fundraising' ),
	searchLabel: __( 'Search teams', 'p2p-fundraising' ),
	suspendTitle: __( 'Suspend team', 'p2p-fundraising' ),
	removeTitle: __( 'Remove team', 'p2p-fundraising' ),
	approved: ( name ) =>
		sprintf(
			/* translators: %s: team name. */
			__(
				'Team “%s” approved: it is listed on the campaign pages.',
				'p2p-fundraising'
			),
			name
		),
	suspended: ( name ) =>
		sprintf(
			/* translators: %s: team name. */
			__(
				'Team “%s” suspended: it no longer appears on the campaign pages.',
				'p2p-fundraising'
			),
			name
		),
	removed: ( name ) =>
		sprintf(
			/* translators: %s: team name. */
			__( 'Team “%s” removed.', 'p2p-fundraising' ),
			name
		),
	confirmRemove: ( name ) =>
		sprintf(
			/* translators: %s: team name. */
			__(
				'Remove “%s”? Its members keep their fundraiser pages without a team, and the donations it received stay with the campaign. This cannot be undone.',
				'p2p-fundraising'
			),
			name
		),
	many: ( count ) =>
		sprintf(
			/* translators: %s: a number. */
			_n( '%s team', '%s teams', count, 'p2p-fundraising' ),
			String( count )
		),
	confirmSuspend: ( name ) =>
		sprintf(
			/* translators: %s: team name. */
			__(
				'Suspend “%s”? It disappears from the campaign pages and leaderboards until you approve it again. Its donations still count for the campaign.',
				'p2p-fundraising'
			),
			name
		),
} );

export function TeamsPanel( { campaign }: { campaign: AdminCampaign } ) {
	const format = useFormat();
	return (
		<ModeratedEntityPanel< AdminTeam >
			bulkPath={ bulkAdminTeamsPath( campaign.campaign_id ) }
			exportPath={ getAdminExportPath( campaign.campaign_id ) }
			exportType="teams"
			listPath={ getAdminTeamsPath( campaign.campaign_id ) }
			updatePath={ updateAdminTeamPath }
			deletePath={ deleteAdminTeamPath }
			texts={ texts() }
			nameColumn={ {
				key: 'name',
				label: __( 'Team', 'p2p-fundraising' ),
				sort: true,
				styles: { width: '22%' },
				render: ( team ) => (
					<>
						<strong>{ team.name }</strong>
						{ team.access === 'private' && (
							<span className="p2p-admin-muted">
								{ ' ' }
								— { __( 'private', 'p2p-fundraising' ) }
							</span>
						) }
					</>
				),
			} }
			extraColumns={ [
				{
					key: 'captain',
					label: __( 'Captain', 'p2p-fundraising' ),
					sort: true,
					defaultValue: '—',
					render: ( team ) =>
						team.captain ? (
							<>
								{ team.captain }
								{ team.captain_email && (
									<>
										<br />
										<a
											href={ `mailto:${ team.captain_email }` }
										>
											{ team.captain_email }
										</a>
									</>
								) }
							</>
						) : (
							''
						),
				},
				{
					key: 'members',
					label: __( 'Members', 'p2p-fundraising' ),
					sort: true,
					render: ( team ) => format.number( team.members ),
				},
			] }
			renderEditModal={ ( team, onClose ) => (
				<TeamEditModal team={ team } onClose={ onClose } />
			) }
		/>
	);
}
