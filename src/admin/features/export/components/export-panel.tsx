/**
 * CSV downloads of a campaign's teams, fundraisers and donations. Plain links: the REST route
 * accepts the nonce as `_wpnonce`, so the browser downloads the file itself.
 */
import { __ } from '@wordpress/i18n';
import { buildUrl } from '../../../../shared/api/build-url';
import { useSettings } from '../../../../shared/app-services';
import { getAdminExportPath } from '../api/get-admin-export';
import type { AdminCampaign } from '../../../api/types';

export function ExportPanel( { campaign }: { campaign: AdminCampaign } ) {
	const settings = useSettings();
	const link = ( type: string ) =>
		buildUrl(
			settings.apiRoot,
			getAdminExportPath( campaign.campaign_id ),
			{
				type,
				_wpnonce: settings.apiNonce,
			}
		);
	const exports = [
		{
			type: 'teams',
			label: __( 'Export teams (CSV)', 'p2p-fundraising' ),
			help: __(
				'Every team with its status, captain, members, goal and amount raised.',
				'p2p-fundraising'
			),
		},
		{
			type: 'fundraisers',
			label: __( 'Export fundraisers (CSV)', 'p2p-fundraising' ),
			help: __(
				'Every fundraiser with e-mail, team, status, goal and amount raised.',
				'p2p-fundraising'
			),
		},
		{
			type: 'donations',
			label: __( 'Export donations (CSV)', 'p2p-fundraising' ),
			help: __(
				'Every donation of every status, with the donor’s real name and e-mail (also for anonymous donations).',
				'p2p-fundraising'
			),
		},
	];
	return (
		<section
			aria-label={ __( 'Export', 'p2p-fundraising' ) }
			className="p2p-admin-card"
		>
			<p>
				{ __(
					'Download the campaign’s data as CSV files for a spreadsheet. Cells that a spreadsheet would run as formulas are written as text.',
					'p2p-fundraising'
				) }
			</p>
			<ul className="p2p-admin-exports">
				{ exports.map( ( item ) => (
					<li key={ item.type }>
						<a
							className="button"
							href={ link( item.type ) }
							download
						>
							{ item.label }
						</a>{ ' ' }
						<span className="description">{ item.help }</span>
					</li>
				) ) }
			</ul>
		</section>
	);
}
