/**
 * Recent donations: who gave how much, to whom, and when, with the donor's words of support.
 * Anonymous donors arrive from the server already named 'Anonymous' (their words stay).
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import type { DonationRow } from '../../../contract/types';
import { interpolateElement } from '../../../../shared/i18n/interpolate-element';
import { Avatar } from '../../../../shared/ui/avatar';
import { AppLink } from '../../../components/app-link';
import { DedicationLine } from '../../../components/dedication-line';
import { DonorMessage } from '../../../components/donor-message';
import { DonorAmount, DonorListBase, DonorRow } from './donor-list.styles';

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

interface DonationListProps {
	donations: DonationRow[];
}

export function DonationList( { donations }: DonationListProps ) {
	const format = useFormat();
	return (
		<DonorListBase className="p2p-donor-list">
			{ donations.map( ( donation ) => (
				<DonorRow key={ donation.id }>
					{ /* A match row is named "Matched by {sponsor}": its initials are the sponsor's. */ }
					<Avatar
						name={ donation.matchedBy || donation.donorName }
						size={ 40 }
					/>
					<Body>
						<Donor>{ donation.donorName }</Donor>
						<Meta>
							{ donation.teamOrFundraiserName && (
								<>
									{ interpolateElement(
										/* translators: <link />: the team or fundraiser the donation went to, as a link. */
										__( 'to <link />', 'p2p-fundraising' ),
										{
											link: (
												<AppLink
													href={ donation.sourceLink }
												>
													{
														donation.teamOrFundraiserName
													}
												</AppLink>
											),
										}
									) }
									{ ' · ' }
								</>
							) }
							{ donation.relativeDateString }
						</Meta>
						<DedicationLine
							type={ donation.dedicationType }
							name={ donation.dedicationName }
						/>
						<DonorMessage message={ donation.message } />
					</Body>
					<DonorAmount
						aria-label={ sprintf(
							/* translators: %s: donated amount. */
							__( 'Donated %s', 'p2p-fundraising' ),
							format.money( donation.amount )
						) }
					>
						{ format.money( donation.amount ) }
					</DonorAmount>
				</DonorRow>
			) ) }
		</DonorListBase>
	);
}
