/**
 * One scope of "My donors": the donations, newest first, ten a page, each with its thank-you
 * state (a Thank button, "Thanked", or why the donor cannot be written to), and for the
 * fundraiser's own scope "Thank all not yet thanked". Loading, empty and error states included.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import { Button } from '../../../../shared/ui/button';
import { QueryView } from '../../../../shared/ui/query-view';
import { StatusLabel } from '../../../../shared/ui/status-label';
import { media } from '../../../../shared/theme/theme';
import { useCampaign } from '../../../contract/initial-data-context';
import {
	MY_DONORS_PER_PAGE,
	useMyDonors,
	type DonorScope,
	type MyDonor,
} from '../api/get-my-donors';
import { NewerOlderPager } from '../../../components/newer-older-pager';
import { DedicationLine } from '../../../components/dedication-line';
import { DonorMessage } from '../../../components/donor-message';
import { useThankDonors, type ThankTarget } from '../use-thank-donors';
import { ThankModal } from './thank-modal';

const Rows = styled.ul`
	margin: 0;
	padding: 0;
	list-style: none;
`;

/* Fixed columns, so a long state ("Did not allow contact") wraps in its own column instead of
   pushing its row's amount out of line with the others. On a phone the state goes under the
   amount, and the name keeps the rest of the width. */
const Row = styled.li`
	display: grid;
	grid-template-columns: minmax( 0, 1fr ) 6rem;
	grid-template-areas: 'who amount' 'who state';
	align-items: center;
	gap: 0.25rem 1rem;
	padding: 0.75rem 0;
	border-bottom: 1px solid ${ ( { theme } ) => theme.colors.border };

	${ media.medium } {
		grid-template-columns: minmax( 0, 1fr ) 6rem 9rem;
		grid-template-areas: 'who amount state';
	}
`;

const Who = styled.div`
	grid-area: who;
	overflow-wrap: anywhere;

	strong {
		display: block;
	}

	span {
		color: ${ ( { theme } ) => theme.colors.muted };
		font-size: ${ ( { theme } ) => theme.font.sizes.small };
	}
`;

const Amount = styled.span`
	grid-area: amount;
	font-weight: 700;
	text-align: right;
`;

const State = styled.div`
	grid-area: state;
	text-align: right;
	color: ${ ( { theme } ) => theme.colors.muted };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
`;

const Bar = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	justify-content: space-between;
	gap: 0.5rem;
	margin-top: ${ ( { theme } ) => theme.spacer }px;
`;

const Status = styled.p`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	color: ${ ( { theme } ) => theme.colors.success };
	font-weight: 600;
`;

interface DonorListProps {
	scope: DonorScope;
	fundraiserName: string;
}

export function DonorList( { scope, fundraiserName }: DonorListProps ) {
	const { campaign_id: campaignId } = useCampaign();
	const format = useFormat();
	const [ page, setPage ] = useState( 1 );
	const query = useMyDonors( campaignId, scope, page );
	const thanks = useThankDonors( campaignId );
	const [ target, setTarget ] = useState< MyDonor | null | undefined >();
	const [ sent, setSent ] = useState( '' );

	const close = () => {
		thanks.reset();
		setTarget( undefined );
	};
	const send = async ( message: string ) => {
		const thankTarget: ThankTarget = target
			? { donationId: target.id }
			: { isAll: true };
		const result = await thanks.send( thankTarget, message );
		if ( result !== null ) {
			setSent( result );
			setTarget( undefined );
		}
	};
	const totalPages = Math.max(
		1,
		Math.ceil( ( query.data?.total ?? 0 ) / MY_DONORS_PER_PAGE )
	);

	return (
		<div className="p2p-my-donors__list">
			<div role="status">{ sent && <Status>{ sent }</Status> }</div>
			<QueryView
				query={ query }
				errorMessage={ __(
					'Unable to load your donors.',
					'p2p-fundraising'
				) }
				onRetry={ () => query.mutate() }
				isEmpty={ ( data ) => data.total === 0 }
				empty={
					<p>
						{ __(
							'No donations yet. Share your page to get the first one!',
							'p2p-fundraising'
						) }
					</p>
				}
			>
				{ ( data ) => (
					<>
						<Rows>
							{ data.data.map( ( donor ) => (
								<Row key={ donor.id }>
									<Who>
										<strong>{ donor.donorName }</strong>
										<span>
											{ format.date( donor.date ) }
											{ scope === 'team' &&
												' · ' +
													( donor.fundraiserName ||
														__(
															'to the team',
															'p2p-fundraising'
														) ) }
										</span>
										<DedicationLine
											type={ donor.dedicationType }
											name={ donor.dedicationName }
										/>
										<DonorMessage
											message={ donor.message }
										/>
									</Who>
									<Amount className="p2p-my-donor-amount">
										{ format.money( donor.amount ) }
									</Amount>
									<State>
										{ donor.isThanked && (
											<StatusLabel
												type="success"
												text={ __(
													'Thanked',
													'p2p-fundraising'
												) }
											/>
										) }
										{ donor.canThank && (
											<Button
												type="button"
												$size="small"
												$variant="outline"
												aria-label={ sprintf(
													/* translators: %s: donor's name, or "Anonymous". */
													__(
														'Thank %s',
														'p2p-fundraising'
													),
													donor.donorName
												) }
												onClick={ () => {
													setSent( '' );
													setTarget( donor );
												} }
											>
												{ __(
													'Thank',
													'p2p-fundraising'
												) }
											</Button>
										) }
										{ ! donor.isThanked &&
											donor.optedOut &&
											__(
												'Asked not to be e-mailed',
												'p2p-fundraising'
											) }
										{ ! donor.isThanked &&
											! donor.canThank &&
											! donor.optedOut &&
											donor.isAnonymous &&
											__(
												'Did not allow contact',
												'p2p-fundraising'
											) }
									</State>
								</Row>
							) ) }
						</Rows>
						<Bar>
							{ scope === 'mine' ? (
								<Button
									type="button"
									$size="small"
									onClick={ () => {
										setSent( '' );
										setTarget( null );
									} }
								>
									{ __(
										'Thank all not yet thanked',
										'p2p-fundraising'
									) }
								</Button>
							) : (
								<span />
							) }
							<NewerOlderPager
								label={ __( 'Donor pages', 'p2p-fundraising' ) }
								page={ page }
								totalPages={ totalPages }
								onPage={ setPage }
							/>
						</Bar>
					</>
				) }
			</QueryView>
			{ target !== undefined && (
				<ThankModal
					donor={ target }
					fundraiserName={ fundraiserName }
					isSending={ thanks.isSending }
					error={ thanks.error }
					onSend={ send }
					onClose={ close }
				/>
			) }
		</div>
	);
}
