/**
 * A fundraiser's progress (goal, amount raised, percentage when it is not zero) and figures:
 * avg. donation, donations, donors (spec §2).
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import type { Fundraiser } from '../../../../shared/boot/types';
import { QueryView } from '../../../../shared/ui/query-view';
import { StatBar } from '../../../components/stat-bar';
import { useFundraiserStats } from '../api/get-fundraiser-stats';

const Section = styled.section`
	margin-bottom: ${ ( { theme } ) => theme.spacer * 2 }px;
`;

interface FundraiserStatsProps {
	fundraiser: Fundraiser;
}

export function FundraiserStats( { fundraiser }: FundraiserStatsProps ) {
	const format = useFormat();
	const query = useFundraiserStats( fundraiser.id );
	return (
		<Section
			aria-label={ __( 'Fundraiser statistics', 'p2p-fundraising' ) }
			className="p2p-fundraiser-stats"
		>
			<QueryView
				query={ query }
				errorMessage={ __(
					'Something went wrong while loading the fundraiser figures.',
					'p2p-fundraising'
				) }
				onRetry={ () => query.mutate() }
				isEmpty={ () => false }
				empty={ null }
			>
				{ ( { data: stats } ) => (
					<StatBar
						raised={ stats.raisedAmount }
						goal={ fundraiser.fundraiser_goal }
						percentage={ stats.raisedPercentage }
						progressLabel={ __(
							'Fundraiser progress',
							'p2p-fundraising'
						) }
						figures={ [
							{
								label: __( 'Avg. donation', 'p2p-fundraising' ),
								value: format.money( stats.averageAmount ),
							},
							{
								label: __( 'Donations', 'p2p-fundraising' ),
								value: format.number( stats.donationsCount ),
							},
							{
								label: __( 'Donors', 'p2p-fundraising' ),
								value: format.number( stats.donorsCount ),
							},
						] }
					/>
				) }
			</QueryView>
		</Section>
	);
}
