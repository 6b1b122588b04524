/**
 * A campaign's updates: what fundraisers and captains posted, with Hide / Show so the organisers
 * can take one off the public page without deleting it.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useFormat } from '../../../../shared/app-services';
import type { AdminCampaign, AdminUpdate } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { useAdminList } from '../../../api/use-admin-list';
import type { TableColumn } from '../../../../shared/ui/data-table';
import { AdminListView } from '../../../components/admin-list-view';
import { RowActionLabel } from '../../../components/row-action-label';
import { useNotices } from '../../../components/notices';
import { getAdminUpdatesPath } from '../api/get-admin-updates';
import { setAdminUpdateVisibilityPath } from '../api/set-admin-update-visibility';

export function UpdatesPanel( { campaign }: { campaign: AdminCampaign } ) {
	const list = useAdminList< AdminUpdate >(
		getAdminUpdatesPath( campaign.campaign_id )
	);
	const { run, isBusy } = useAdminAction();
	const { addNotice } = useNotices();
	const format = useFormat();

	const toggle = async ( update: AdminUpdate ) => {
		const hide = update.status === 'visible';
		const result = await run(
			setAdminUpdateVisibilityPath( update.id ),
			{ hidden: hide },
			hide
				? __( 'The update is hidden.', 'p2p-fundraising' )
				: __( 'The update is shown again.', 'p2p-fundraising' )
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};

	const columns: Array< TableColumn< AdminUpdate > > = [
		{
			key: 'created',
			label: __( 'Date', 'p2p-fundraising' ),
			sort: true,
			render: ( update ) => format.dateTime( update.created_at ),
		},
		{
			key: 'page',
			label: __( 'Page', 'p2p-fundraising' ),
			render: ( update ) =>
				update.author_type === 'team'
					? sprintf(
							/* translators: %s: team name. */
							__( '%s (team)', 'p2p-fundraising' ),
							update.entity_name
						)
					: update.entity_name,
		},
		{
			key: 'text',
			label: __( 'Update', 'p2p-fundraising' ),
			styles: { width: '45%' },
			render: ( update ) => (
				<>
					{ update.text }
					{ update.image && (
						<>
							<br />
							<a
								href={ update.image }
								target="_blank"
								rel="noreferrer"
							>
								{ __( 'Picture', 'p2p-fundraising' ) }
							</a>
						</>
					) }
				</>
			),
		},
		{
			key: 'status',
			label: __( 'Status', 'p2p-fundraising' ),
			render: ( update ) =>
				update.status === 'hidden'
					? __( 'Hidden', 'p2p-fundraising' )
					: __( 'Visible', 'p2p-fundraising' ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			render: ( update ) => (
				<button
					type="button"
					className="button button-small"
					disabled={ isBusy }
					onClick={ () => toggle( update ) }
				>
					{ update.status === 'visible' ? (
						<RowActionLabel
							label={ __( 'Hide', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %d: update id. */
								__( 'Hide update %d', 'p2p-fundraising' ),
								update.id
							) }
						/>
					) : (
						<RowActionLabel
							label={ __( 'Show', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %d: update id. */
								__( 'Show update %d', 'p2p-fundraising' ),
								update.id
							) }
						/>
					) }
				</button>
			),
		},
	];

	return (
		<section aria-label={ __( 'Updates', 'p2p-fundraising' ) }>
			<AdminListView
				list={ list }
				columns={ columns }
				rowKey={ ( update ) => update.id }
				caption={ __( 'Updates', 'p2p-fundraising' ) }
				searchLabel={ __(
					'Search updates by text or page',
					'p2p-fundraising'
				) }
				statuses={ [
					{
						value: 'visible',
						label: __( 'Visible', 'p2p-fundraising' ),
					},
					{
						value: 'hidden',
						label: __( 'Hidden', 'p2p-fundraising' ),
					},
				] }
			/>
		</section>
	);
}
