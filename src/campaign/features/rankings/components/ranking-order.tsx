/**
 * The two orders of a leaderboard of a campaign that tracks activity (decision 0093): amount
 * raised (the default) or activity logged. Two toggle buttons in a labelled group; the pressed
 * one says which order the list shows.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../shared/ui/button';
import type { RankingSort } from '../api/ranking-query';

const Group = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.5rem;
	margin-bottom: ${ ( { theme } ) => theme.spacer }px;
`;

interface RankingOrderProps {
	value: RankingSort;
	onChange: ( sort: RankingSort ) => void;
}

export function RankingOrder( { value, onChange }: RankingOrderProps ) {
	const labelId = useId();
	const options: Array< { sort: RankingSort; label: string } > = [
		{ sort: 'amount', label: __( 'Amount raised', 'p2p-fundraising' ) },
		{ sort: 'activity', label: __( 'Activity', 'p2p-fundraising' ) },
	];
	return (
		<Group
			role="group"
			aria-labelledby={ labelId }
			className="p2p-ranking-order"
		>
			<span id={ labelId }>{ __( 'Rank by', 'p2p-fundraising' ) }</span>
			{ options.map( ( option ) => (
				<Button
					key={ option.sort }
					type="button"
					$size="small"
					$variant={ option.sort === value ? undefined : 'outline' }
					aria-pressed={ option.sort === value }
					onClick={ () => onChange( option.sort ) }
				>
					{ option.label }
				</Button>
			) ) }
		</Group>
	);
}
