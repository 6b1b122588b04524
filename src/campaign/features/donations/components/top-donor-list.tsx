/**
 * Donors ranked by what they gave in total.
 */
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import type { TopDonor } from '../../../../shared/boot/types';
import { Avatar } from '../../../../shared/ui/avatar';

const List = styled.ol`
	display: grid;
	gap: 0.25rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

const Item = styled.li`
	display: flex;
	align-items: center;
	gap: 0.875rem;
	padding: 0.75rem;
	border-bottom: 1px solid ${ ( { theme } ) => theme.colors.border };

	&:last-child {
		border-bottom: 0;
	}
`;

const Rank = styled.span`
	width: 1.75rem;
	font-weight: 700;
	color: ${ ( { theme } ) => theme.colors.muted };
	text-align: right;
`;

const Name = styled.span`
	flex: 1;
	min-width: 0;
	font-weight: 700;
	overflow-wrap: anywhere;
`;

const Amount = styled.span`
	font-weight: 700;
	white-space: nowrap;
`;

interface TopDonorListProps {
	donors: TopDonor[];
}

export function TopDonorList( { donors }: TopDonorListProps ) {
	const format = useFormat();
	return (
		<List className="p2p-donor-list p2p-donor-list--top">
			{ donors.map( ( donor, index ) => (
				// Names repeat (several 'Anonymous'): the rank keeps keys unique.
				<Item key={ `${ index }-${ donor.name }` }>
					<Rank aria-hidden="true">{ index + 1 }</Rank>
					<Avatar name={ donor.name } size={ 40 } />
					<Name>{ donor.name }</Name>
					<Amount>{ format.money( donor.amount ) }</Amount>
				</Item>
			) ) }
		</List>
	);
}
