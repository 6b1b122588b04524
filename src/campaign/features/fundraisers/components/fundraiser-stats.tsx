/**
 * A fundraiser's progress (goal, amount raised, percentage when it is not zero) and figures:
 * avg. donation, donations, donors (spec §2).
 */
import { __ } from '@wordpress/i18n';
import type { Fundraiser } from '../../../contract/types';
import { EntityStats } from '../../../components/entity-stats';
import { useFundraiserStats } from '../api/get-fundraiser-stats';

interface FundraiserStatsProps {
	fundraiser: Fundraiser;
}

export function FundraiserStats( { fundraiser }: FundraiserStatsProps ) {
	const query = useFundraiserStats( fundraiser.id );
	return (
		<EntityStats
			query={ query }
			goal={ fundraiser.fundraiser_goal }
			label={ __( 'Fundraiser statistics', 'p2p-fundraising' ) }
			className="p2p-fundraiser-stats"
			errorMessage={ __(
				'Something went wrong while loading the fundraiser figures.',
				'p2p-fundraising'
			) }
			progressLabel={ __( 'Fundraiser progress', 'p2p-fundraising' ) }
		/>
	);
}
