/**
 * The fundraiser's dashboard under the start-fundraising cards: progress, the share kit, the
 * activity log (a campaign that tracks activity), "My donors", then what the screen adds from other features (the updates, the captain's tools).
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../../../shared/ui/spinner';
import { useFundraiser } from '../../fundraisers/index';
import { ActivityLog } from './activity-log';
import { DashboardSummary } from './dashboard-summary';
import { MyDonors } from './my-donors';

const Column = styled.div`
	max-width: 720px;
	margin: 0 auto;
`;

interface FundraiserDashboardProps {
	fundraiserId: number;
	isCaptain: boolean;
	/** Sections from other features after "My donors" (the updates, the captain's tools). */
	children?: ReactNode;
	/** Renders the share kit for the fundraiser's page. */
	renderShare: ( url: string, name: string ) => ReactNode;
}

export function FundraiserDashboard( {
	fundraiserId,
	isCaptain,
	renderShare,
	children,
}: FundraiserDashboardProps ) {
	const fundraiser = useFundraiser( fundraiserId );
	const data = fundraiser.data?.data;
	return (
		<Column
			className="p2p-dashboard"
			aria-label={ __( 'Your dashboard', 'p2p-fundraising' ) }
			role="region"
		>
			<DashboardSummary fundraiserId={ fundraiserId } />
			{ data ? (
				<>
					{ renderShare( data.url, data.fundraiser_name ) }
					<ActivityLog />
					<MyDonors
						fundraiserName={ data.fundraiser_name }
						isCaptain={ isCaptain }
					/>
					{ children }
				</>
			) : (
				! fundraiser.error && <Spinner isCentered />
			) }
		</Column>
	);
}
