/**
 * A campaign's fundraisers: searchable, sortable, paged, filtered by status and (when the campaign
 * has participant types) by type; edit in a modal; approve or suspend; remove after confirmation.
 */
import { __, _n, _x, sprintf } from '@wordpress/i18n';
import { bulkAdminFundraisersPath } from '../api/bulk-admin-fundraisers';
import { getAdminExportPath } from '../../export';
import { deleteAdminFundraiserPath } from '../api/delete-admin-fundraiser';
import { getAdminFundraisersPath } from '../api/get-admin-fundraisers';
import { updateAdminFundraiserPath } from '../api/update-admin-fundraiser';
import type { AdminCampaign, AdminFundraiser } from '../../../api/types';
import {
	ModeratedEntityPanel,
	type ModeratedEntityTexts,
} from '../../../components/moderated-entity-panel';
import type { TableColumn } from '../../../../shared/ui/data-table';
import { useRegistrationTypes } from '../../registration';
import { FundraiserEditModal } from './fundraiser-edit-modal';

const texts = (): ModeratedEntityTexts => ( {
	label: __( 'Fundraisers', 'p2p-fundraising' ),
	searchLabel: __(
		'Search fundraisers by name or e-mail',
		'p2p-fundraising'
	),
	suspendTitle: __( 'Suspend fundraiser', 'p2p-fundraising' ),
	removeTitle: __( 'Remove fundraiser', 'p2p-fundraising' ),
	approved: ( name ) =>
		sprintf(
			/* translators: %s: fundraiser name. */
			__(
				'Fundraiser page “%s” approved: it is listed on the campaign pages.',
				'p2p-fundraising'
			),
			name
		),
	suspended: ( name ) =>
		sprintf(
			/* translators: %s: fundraiser name. */
			__(
				'Fundraiser page “%s” suspended: it no longer appears on the campaign pages.',
				'p2p-fundraising'
			),
			name
		),
	removed: ( name ) =>
		sprintf(
			/* translators: %s: fundraiser name. */
			__( 'Fundraiser page “%s” removed.', 'p2p-fundraising' ),
			name
		),
	confirmRemove: ( name ) =>
		sprintf(
			/* translators: %s: fundraiser name. */
			__(
				'Remove the page of “%s”? The donations it received stay with its team and the campaign. This cannot be undone.',
				'p2p-fundraising'
			),
			name
		),
	many: ( count ) =>
		sprintf(
			/* translators: %s: a number. */
			_n(
				'%s fundraiser page',
				'%s fundraiser pages',
				count,
				'p2p-fundraising'
			),
			String( count )
		),
	confirmSuspend: ( name ) =>
		sprintf(
			/* translators: %s: fundraiser name. */
			__(
				'Suspend the page of “%s”? It disappears from the campaign pages, leaderboards and its team’s members until you approve it again. Its donations still count.',
				'p2p-fundraising'
			),
			name
		),
} );

export function FundraisersPanel( { campaign }: { campaign: AdminCampaign } ) {
	// With participant types, a Type column and a filter by type; the answers stay in the
	// fundraiser's view and the CSV (a column per question would not fit).
	const types = useRegistrationTypes( campaign.campaign_id );
	const typeColumns: Array< TableColumn< AdminFundraiser > > =
		types.length > 0
			? [
					{
						key: 'registration_type',
						label: _x(
							'Type',
							'participant type',
							'p2p-fundraising'
						),
						defaultValue: '—',
					},
				]
			: [];
	return (
		<ModeratedEntityPanel< AdminFundraiser >
			bulkPath={ bulkAdminFundraisersPath( campaign.campaign_id ) }
			exportPath={ getAdminExportPath( campaign.campaign_id ) }
			exportType="fundraisers"
			listPath={ getAdminFundraisersPath( campaign.campaign_id ) }
			updatePath={ updateAdminFundraiserPath }
			deletePath={ deleteAdminFundraiserPath }
			texts={ texts() }
			nameColumn={ {
				key: 'name',
				label: __( 'Fundraiser', 'p2p-fundraising' ),
				sort: true,
				styles: { width: '20%' },
				render: ( fundraiser ) => (
					<>
						<strong>{ fundraiser.name }</strong>
						{ fundraiser.email && (
							<>
								<br />
								<a href={ `mailto:${ fundraiser.email }` }>
									{ fundraiser.email }
								</a>
							</>
						) }
					</>
				),
			} }
			extraColumns={ [
				{
					key: 'team',
					label: __( 'Team', 'p2p-fundraising' ),
					sort: true,
					defaultValue: '—',
				},
				...typeColumns,
			] }
			typeOptions={ types.map( ( type ) => ( {
				value: String( type.id ),
				label: type.name,
			} ) ) }
			renderEditModal={ ( fundraiser, onClose ) => (
				<FundraiserEditModal
					campaignId={ campaign.campaign_id }
					activityLabel={
						campaign.activity_unit ? campaign.activity_label : null
					}
					fundraiser={ fundraiser }
					onClose={ onClose }
				/>
			) }
		/>
	);
}
