/**
 * Donors ranked by what they gave in total.
 */
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import type { TopDonor } from '../../../contract/types';
import { Avatar } from '../../../../shared/ui/avatar';
import { DonorAmount, DonorListBase, DonorRow } from './donor-list.styles';

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

interface TopDonorListProps {
	donors: TopDonor[];
}

export function TopDonorList( { donors }: TopDonorListProps ) {
	const format = useFormat();
	return (
		<DonorListBase as="ol" className="p2p-donor-list p2p-donor-list--top">
			{ donors.map( ( donor, index ) => (
				// Names repeat (several 'Anonymous'): the rank keeps keys unique.
				<DonorRow key={ `${ index }-${ donor.name }` }>
					<Rank aria-hidden="true">{ index + 1 }</Rank>
					<Avatar name={ donor.name } size={ 40 } />
					<Name>{ donor.name }</Name>
					<DonorAmount>{ format.money( donor.amount ) }</DonorAmount>
				</DonorRow>
			) ) }
		</DonorListBase>
	);
}
