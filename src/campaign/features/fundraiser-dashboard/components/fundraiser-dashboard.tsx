/**
 * The fundraiser's dashboard under the start-fundraising cards: progress, the share kit, "My
 * donors" and the updates (the share kit and the updates come from their own features, passed in
 * by the screen, which composes features).
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../../../shared/ui/spinner';
import { useFundraiser } from '../../fundraisers/index';
import { DashboardSummary } from './dashboard-summary';
import { MyDonors } from './my-donors';

const Column = styled.div`
	max-width: 720px;
	margin: 0 auto;
`;

interface FundraiserDashboardProps {
	fundraiserId: number;
	isCaptain: boolean;
	/** Renders the updates (posting and editing), from the updates feature. */
	renderUpdates: () => ReactNode;
	/** Renders the share kit for the fundraiser's page. */
	renderShare: ( url: string, name: string ) => ReactNode;
}

export function FundraiserDashboard( {
	fundraiserId,
	isCaptain,
	renderUpdates,
	renderShare,
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
					<MyDonors
						fundraiserName={ data.fundraiser_name }
						isCaptain={ isCaptain }
					/>
					{ renderUpdates() }
				</>
			) : (
				! fundraiser.error && <Spinner isCentered />
			) }
		</Column>
	);
}
