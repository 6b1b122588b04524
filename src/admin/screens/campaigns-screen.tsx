/**
 * The campaign list: title, status, goal, raised with progress, teams and fundraisers, sorted and
 * paged on the server.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormat } from '../../shared/app-services';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { getAdminCampaignsPath } from '../features/campaigns/api/get-admin-campaigns';
import type { AdminCampaign } from '../api/types';
import { useAdminList } from '../api/use-admin-list';
import type { TableColumn } from '../../shared/ui/data-table';
import { AdminListView } from '../components/admin-list-view';
import { EntityStatus } from '../components/entity-status';
import { DuplicateCampaignModal } from '../features/next-year/components/duplicate-campaign-modal';

export function CampaignsScreen() {
	const format = useFormat();
	const list = useAdminList< AdminCampaign >( getAdminCampaignsPath );
	const [ copying, setCopying ] = useState< AdminCampaign | null >( null );
	const columns: Array< TableColumn< AdminCampaign > > = [
		{
			key: 'title',
			label: __( 'Title', 'p2p-fundraising' ),
			sort: true,
			styles: { width: '28%' },
			render: ( campaign ) => (
				<strong>
					<Link
						to={ `/campaigns/${ campaign.campaign_id }/dashboard` }
						className="row-title"
					>
						{ campaign.campaign_title }
					</Link>
				</strong>
			),
		},
		{
			key: 'status',
			label: __( 'Status', 'p2p-fundraising' ),
			sort: true,
			render: ( campaign ) => <EntityStatus status={ campaign.status } />,
		},
		{
			key: 'goal',
			label: __( 'Goal', 'p2p-fundraising' ),
			sort: true,
			render: ( campaign ) => format.money( campaign.campaign_goal ),
		},
		{
			key: 'raised',
			label: __( 'Raised', 'p2p-fundraising' ),
			sort: true,
			styles: { width: '20%' },
			render: ( campaign ) => {
				const valueText = sprintf(
					/* translators: 1: amount raised, 2: percentage of the goal, with its sign. */
					__( '%1$s (%2$s)', 'p2p-fundraising' ),
					format.money( campaign.raised_amount ),
					format.percentage( campaign.raised_percentage )
				);
				return (
					<div className="p2p-admin-raised">
						<span>{ valueText }</span>
						<ProgressBar
							percent={ campaign.raised_percentage }
							valueText={ valueText }
							height={ 6 }
						/>
					</div>
				);
			},
		},
		{
			key: 'teams',
			label: __( 'Teams', 'p2p-fundraising' ),
			sort: true,
			render: ( campaign ) => format.number( campaign.teams_count ),
		},
		{
			key: 'fundraisers',
			label: __( 'Fundraisers', 'p2p-fundraising' ),
			sort: true,
			render: ( campaign ) => format.number( campaign.fundraisers_count ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			render: ( campaign ) => (
				<span className="p2p-admin-row-actions">
					<Link
						to={ `/campaigns/${ campaign.campaign_id }/settings` }
					>
						{ __( 'Edit', 'p2p-fundraising' ) }
					</Link>
					{ ' | ' }
					<Link to={ `/campaigns/${ campaign.campaign_id }/teams` }>
						{ __( 'Teams', 'p2p-fundraising' ) }
					</Link>
					{ ' | ' }
					<Link
						to={ `/campaigns/${ campaign.campaign_id }/donations` }
					>
						{ __( 'Donations', 'p2p-fundraising' ) }
					</Link>
					{ ' | ' }
					<button
						type="button"
						className="button-link"
						onClick={ () => setCopying( campaign ) }
					>
						{ __( 'Duplicate', 'p2p-fundraising' ) }
						<span className="screen-reader-text">
							{ ` ${ campaign.campaign_title }` }
						</span>
					</button>
					{ ' | ' }
					<a
						href={ campaign.campaign_url }
						target="_blank"
						rel="noreferrer"
					>
						{ __( 'View', 'p2p-fundraising' ) }
						<span className="screen-reader-text">
							{ __( '(opens in a new tab)', 'p2p-fundraising' ) }
						</span>
					</a>
				</span>
			),
		},
	];
	return (
		<>
			<h1 className="wp-heading-inline">
				{ __( 'Campaigns', 'p2p-fundraising' ) }
			</h1>
			<Link to="/campaigns/new" className="page-title-action">
				{ __( 'Add New Campaign', 'p2p-fundraising' ) }
			</Link>
			<Link to="/donors" className="page-title-action">
				{ __( 'Donors', 'p2p-fundraising' ) }
			</Link>
			<Link to="/settings" className="page-title-action">
				{ __( 'Settings', 'p2p-fundraising' ) }
			</Link>
			<Link to="/payment-settings" className="page-title-action">
				{ __( 'Payment settings', 'p2p-fundraising' ) }
			</Link>
			<Link to="/emails" className="page-title-action">
				{ __( 'E-mails', 'p2p-fundraising' ) }
			</Link>
			<hr className="wp-header-end" />
			<AdminListView
				list={ list }
				columns={ columns }
				rowKey={ ( campaign ) => campaign.campaign_id }
				caption={ __( 'Campaigns', 'p2p-fundraising' ) }
				searchLabel={ __( 'Search campaigns', 'p2p-fundraising' ) }
			/>
			{ copying && (
				<DuplicateCampaignModal
					campaign={ copying }
					onClose={ () => setCopying( null ) }
				/>
			) }
		</>
	);
}
