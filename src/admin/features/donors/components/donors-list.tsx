/**
 * One row per donor (decision 0081) of a campaign, or of every campaign (campaignId 0):
 * searchable by name and e-mail, sortable by total, gifts, last gift and name, paged on the
 * server, downloadable as CSV. The name opens the donor's page.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { buildUrl } from '../../../../shared/api/build-url';
import { useFormat, useSettings } from '../../../../shared/app-services';
import type { TableColumn } from '../../../../shared/ui/data-table';
import type { AdminDonor } from '../../../api/types';
import { useAdminList } from '../../../api/use-admin-list';
import { AdminListView } from '../../../components/admin-list-view';
import { adminDonorsExportPath, getAdminDonorsPath } from '../api/donors-paths';

const yesNo = ( value: boolean ) =>
	value ? __( 'Yes', 'p2p-fundraising' ) : __( 'No', 'p2p-fundraising' );

export function DonorsList( { campaignId }: { campaignId: number } ) {
	const format = useFormat();
	const settings = useSettings();
	const list = useAdminList< AdminDonor >( getAdminDonorsPath( campaignId ), {
		orderby: 'last_gift',
	} );
	const csvHref = buildUrl( settings.apiRoot, adminDonorsExportPath, {
		campaign_id: campaignId > 0 ? campaignId : undefined,
		search: list.query.search === '' ? undefined : list.query.search,
		_wpnonce: settings.apiNonce,
	} );
	const columns: Array< TableColumn< AdminDonor > > = [
		{
			key: 'name',
			label: __( 'Donor', 'p2p-fundraising' ),
			sort: true,
			styles: { width: '26%' },
			render: ( donor ) => (
				<>
					<strong>
						<Link
							to={ `/donors/${ donor.id }` }
							className="row-title"
						>
							{ donor.name ||
								__( '(no name)', 'p2p-fundraising' ) }
						</Link>
					</strong>
					<br />
					<a href={ `mailto:${ donor.email }` }>{ donor.email }</a>
				</>
			),
		},
		{
			key: 'gifts',
			label: __( 'Gifts', 'p2p-fundraising' ),
			sort: true,
			render: ( donor ) => format.number( donor.gifts ),
		},
		{
			key: 'total',
			label: __( 'Total', 'p2p-fundraising' ),
			sort: true,
			render: ( donor ) => format.money( donor.total ),
		},
		{
			key: 'first_gift',
			label: __( 'First gift', 'p2p-fundraising' ),
			render: ( donor ) => format.date( donor.first_gift_at ),
		},
		{
			key: 'last_gift',
			label: __( 'Last gift', 'p2p-fundraising' ),
			sort: true,
			render: ( donor ) => format.date( donor.last_gift_at ),
		},
		{
			key: 'recurring',
			label: __( 'Monthly', 'p2p-fundraising' ),
			render: ( donor ) => yesNo( donor.is_recurring ),
		},
		{
			key: 'updates',
			label: __( 'Wants updates', 'p2p-fundraising' ),
			render: ( donor ) => yesNo( donor.wants_updates ),
		},
	];
	return (
		<AdminListView
			list={ list }
			columns={ columns }
			rowKey={ ( donor ) => donor.id }
			caption={ __( 'Donors', 'p2p-fundraising' ) }
			searchLabel={ __(
				'Search donors by name or e-mail',
				'p2p-fundraising'
			) }
			toolbarActions={
				<a className="button" href={ csvHref } download>
					{ __( 'Download CSV', 'p2p-fundraising' ) }
				</a>
			}
		/>
	);
}
