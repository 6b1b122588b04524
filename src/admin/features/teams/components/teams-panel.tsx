/**
 * A campaign's teams: searchable, sortable, paged; edit in a modal; approve or suspend; remove
 * after confirmation.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useFormat } from '../../../../shared/app-services';
import { DataTable, type TableColumn } from '../../../../shared/ui/data-table';
import { Pager } from '../../../../shared/ui/pager';
import { adminPaths } from '../../../api/admin-paths';
import type { AdminCampaign, AdminTeam } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { useAdminList } from '../../../api/use-admin-list';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EntityStatus, statusOptions } from '../../../components/entity-status';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { useNotices } from '../../../components/notices';
import { TeamEditModal } from './team-edit-modal';

type Pending = { kind: 'suspend' | 'delete'; team: AdminTeam } | null;

export function TeamsPanel( { campaign }: { campaign: AdminCampaign } ) {
	const format = useFormat();
	const list = useAdminList< AdminTeam >(
		adminPaths.teams( campaign.campaign_id ),
		{ orderby: 'raised' }
	);
	const { run } = useAdminAction();
	const { addNotice } = useNotices();
	const [ editing, setEditing ] = useState< AdminTeam | null >( null );
	const [ pending, setPending ] = useState< Pending >( null );

	const approve = async ( team: AdminTeam ) => {
		const result = await run(
			adminPaths.team( team.id ),
			{ status: 'approved' },
			sprintf(
				/* translators: %s: team name. */
				__(
					'Team “%s” approved: it is listed on the campaign pages.',
					'p2p-fundraising'
				),
				team.name
			)
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};

	const columns: Array< TableColumn< AdminTeam > > = [
		{
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
		},
		{
			key: 'status',
			label: __( 'Status', 'p2p-fundraising' ),
			sort: true,
			render: ( team ) => <EntityStatus status={ team.status } />,
		},
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
								<a href={ `mailto:${ team.captain_email }` }>
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
		{
			key: 'goal',
			label: __( 'Goal', 'p2p-fundraising' ),
			sort: true,
			render: ( team ) => format.money( team.goal ),
		},
		{
			key: 'raised',
			label: __( 'Raised', 'p2p-fundraising' ),
			sort: true,
			render: ( team ) => format.money( team.amount ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			styles: { width: '24%' },
			render: ( team ) => (
				<span className="p2p-admin-row-actions">
					<button
						type="button"
						className="button-link"
						onClick={ () => setEditing( team ) }
					>
						{ __( 'Edit', 'p2p-fundraising' ) }
						<span className="screen-reader-text">
							{ ' ' }
							{ team.name }
						</span>
					</button>
					{ ' | ' }
					{ team.status === 'approved' ? (
						<button
							type="button"
							className="button-link"
							onClick={ () =>
								setPending( { kind: 'suspend', team } )
							}
						>
							{ __( 'Suspend', 'p2p-fundraising' ) }
							<span className="screen-reader-text">
								{ ' ' }
								{ team.name }
							</span>
						</button>
					) : (
						<button
							type="button"
							className="button-link"
							onClick={ () => approve( team ) }
						>
							{ __( 'Approve', 'p2p-fundraising' ) }
							<span className="screen-reader-text">
								{ ' ' }
								{ team.name }
							</span>
						</button>
					) }
					{ ' | ' }
					<a href={ team.url } target="_blank" rel="noreferrer">
						{ __( 'View', 'p2p-fundraising' ) }
						<span className="screen-reader-text">
							{ ' ' }
							{ team.name }
						</span>
					</a>
					{ ' | ' }
					<button
						type="button"
						className="button-link button-link-delete"
						onClick={ () => setPending( { kind: 'delete', team } ) }
					>
						{ __( 'Remove', 'p2p-fundraising' ) }
						<span className="screen-reader-text">
							{ ' ' }
							{ team.name }
						</span>
					</button>
				</span>
			),
		},
	];

	return (
		<section aria-label={ __( 'Teams', 'p2p-fundraising' ) }>
			<ListToolbar
				searchLabel={ __( 'Search teams', 'p2p-fundraising' ) }
				onSearch={ list.setSearch }
				status={ list.query.status }
				statuses={ statusOptions( [
					'approved',
					'pending',
					'suspended',
				] ) }
				onStatus={ list.setStatus }
				total={ list.total }
			/>
			<LoadError error={ list.result.error } />
			<DataTable
				columns={ columns }
				rows={ list.rows }
				rowKey={ ( team ) => team.id }
				isLoading={ list.isLoading }
				isSorting={ list.isSorting }
				initialSort={ list.sort }
				onSort={ list.setSort }
				caption={ __( 'Teams', 'p2p-fundraising' ) }
			/>
			<Pager
				page={ list.query.page }
				totalPages={ list.totalPages }
				onChange={ list.setPage }
			/>
			{ editing && (
				<TeamEditModal
					team={ editing }
					onClose={ () => setEditing( null ) }
				/>
			) }
			<ConfirmModal
				isOpen={ pending !== null }
				title={
					pending?.kind === 'delete'
						? __( 'Remove team', 'p2p-fundraising' )
						: __( 'Suspend team', 'p2p-fundraising' )
				}
				confirmLabel={
					pending?.kind === 'delete'
						? __( 'Remove team', 'p2p-fundraising' )
						: __( 'Suspend team', 'p2p-fundraising' )
				}
				onCancel={ () => setPending( null ) }
				onConfirm={ async () => {
					if ( ! pending ) {
						return undefined;
					}
					const { team, kind } = pending;
					const result =
						kind === 'delete'
							? await run(
									`${ adminPaths.team( team.id ) }/delete`,
									{},
									sprintf(
										/* translators: %s: team name. */
										__(
											'Team “%s” removed.',
											'p2p-fundraising'
										),
										team.name
									)
								)
							: await run(
									adminPaths.team( team.id ),
									{ status: 'suspended' },
									sprintf(
										/* translators: %s: team name. */
										__(
											'Team “%s” suspended: it no longer appears on the campaign pages.',
											'p2p-fundraising'
										),
										team.name
									)
								);
					if ( ! result.error ) {
						setPending( null );
					}
					return result.error;
				} }
			>
				<p>
					{ pending?.kind === 'delete'
						? sprintf(
								/* translators: %s: team name. */
								__(
									'Remove “%s”? Its members keep their fundraiser pages without a team, and the donations it received stay with the campaign. This cannot be undone.',
									'p2p-fundraising'
								),
								pending.team.name
							)
						: sprintf(
								/* translators: %s: team name. */
								__(
									'Suspend “%s”? It disappears from the campaign pages and leaderboards until you approve it again. Its donations still count for the campaign.',
									'p2p-fundraising'
								),
								pending?.team.name ?? ''
							) }
				</p>
			</ConfirmModal>
		</section>
	);
}
