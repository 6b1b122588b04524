/**
 * Recent donations: who gave how much, to whom, and when. Anonymous donors arrive from the
 * server already named 'Anonymous'.
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import type { DonationRow } from '../../../../shared/boot/types';
import { Avatar } from '../../../../shared/ui/avatar';
import { AppLink } from '../../../components/app-link';

const List = styled.ul`
	display: grid;
	gap: 0.5rem;
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

const Body = styled.div`
	flex: 1;
	min-width: 0;
`;

const Donor = styled.p`
	margin: 0;
	font-weight: 700;
	overflow-wrap: anywhere;
`;

const Meta = styled.p`
	margin: 0;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	color: ${ ( { theme } ) => theme.colors.muted };

	a {
		color: ${ ( { theme } ) => theme.colors.primaryText };
	}
`;

const Amount = styled.span`
	font-weight: 700;
	font-size: 1.1rem;
	white-space: nowrap;
`;

interface DonationListProps {
	donations: DonationRow[];
}

export function DonationList( { donations }: DonationListProps ) {
	const format = useFormat();
	return (
		<List className="p2p-donor-list">
			{ donations.map( ( donation ) => (
				<Item key={ donation.id }>
					<Avatar name={ donation.donorName } size={ 40 } />
					<Body>
						<Donor>{ donation.donorName }</Donor>
						<Meta>
							{ donation.teamOrFundraiserName && (
								<>
									{ __( 'to', 'p2p-fundraising' ) }{ ' ' }
									<AppLink href={ donation.sourceLink }>
										{ donation.teamOrFundraiserName }
									</AppLink>
									{ ' · ' }
								</>
							) }
							{ donation.relativeDateString }
						</Meta>
					</Body>
					<Amount
						aria-label={ sprintf(
							/* translators: %s: donated amount. */
							__( 'Donated %s', 'p2p-fundraising' ),
							format.money( donation.amount )
						) }
					>
						{ format.money( donation.amount ) }
					</Amount>
				</Item>
			) ) }
		</List>
	);
}
