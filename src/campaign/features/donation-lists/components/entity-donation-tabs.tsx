/**
 * 'Recent Donations' and 'Top Donors' of a team or a fundraiser page, with their loading, empty
 * and error states (spec §2, §8). Top donors load when their tab is first opened.
 */
import { __ } from '@wordpress/i18n';
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiKey } from '../../../../shared/api/swr-config';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { TopDonor } from '../../../contract/types';
import { Button } from '../../../../shared/ui/button';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { QueryView } from '../../../../shared/ui/query-view';
import { Spinner } from '../../../../shared/ui/spinner';
import { Tabs } from '../../../../shared/ui/tabs';
import { useDonations, type DonationsScope } from '../api/get-donations';
import { DonationList } from './donation-list';

// Top donors show only when their tab opens: their list code loads with them.
const TopDonorList = lazy( () =>
	import( /* webpackChunkName: "top-donors" */ './top-donor-list' ).then(
		( module ) => ( { default: module.TopDonorList } )
	)
);

/** An error as one red line in the list (the fundraiser's top donors, spec §8). */
const ErrorLine = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.75rem;
	padding: 0.75rem 0;

	p {
		margin: 0;
		color: ${ ( { theme } ) => theme.colors.danger };
		font-weight: 600;
	}
`;

export function ErrorWithRetry( {
	message,
	onRetry,
}: {
	message: string;
	onRetry: () => void;
} ) {
	return (
		<ErrorLine className="p2p-error-line">
			<p role="alert">{ message }</p>
			<Button $size="tiny" $variant="outline" onClick={ onRetry }>
				{ __( 'Try again', 'p2p-fundraising' ) }
			</Button>
		</ErrorLine>
	);
}

export interface EntityDonationTabsProps {
	scope: DonationsScope;
	/** The key of the entity's top donors endpoint (get-team-top-donors, …). */
	topDonorsKey: ApiKey;
	/** 'Be the first to support {name}!' */
	emptyTitle: string;
	/** 'Help {name} reach their goal to support {campaign}.' */
	emptyText?: string;
	/** The top donors' error, shown as a red line when `isTopDonorsErrorInline`. */
	topDonorsError: string;
	isTopDonorsErrorInline?: boolean;
}

function RecentDonations( {
	scope,
	empty,
}: {
	scope: DonationsScope;
	empty: ReactNode;
} ) {
	const query = useDonations( scope );
	return (
		<QueryView
			query={ query }
			errorMessage={ __( 'Something went wrong', 'p2p-fundraising' ) }
			onRetry={ () => query.mutate() }
			isEmpty={ ( page ) => page.data.length === 0 }
			empty={ empty }
		>
			{ ( page ) => <DonationList donations={ page.data } /> }
		</QueryView>
	);
}

function TopDonors( {
	topDonorsKey,
	empty,
	error,
	isErrorInline,
}: {
	topDonorsKey: ApiKey;
	empty: ReactNode;
	error: string;
	isErrorInline: boolean;
} ) {
	const query = useApiQuery< { data: TopDonor[] } >( topDonorsKey );
	const retry = () => query.mutate();
	return (
		<QueryView
			query={ query }
			errorMessage={ error }
			onRetry={ retry }
			errorView={
				isErrorInline ? (
					<ErrorWithRetry message={ error } onRetry={ retry } />
				) : undefined
			}
			isEmpty={ ( response ) => response.data.length === 0 }
			empty={ empty }
		>
			{ ( response ) => (
				<Suspense fallback={ <Spinner isCentered /> }>
					<TopDonorList donors={ response.data } />
				</Suspense>
			) }
		</QueryView>
	);
}

export function EntityDonationTabs( {
	scope,
	topDonorsKey,
	emptyTitle,
	emptyText,
	topDonorsError,
	isTopDonorsErrorInline = false,
}: EntityDonationTabsProps ) {
	const empty = <EmptyState title={ emptyTitle } text={ emptyText } />;
	return (
		<Tabs
			label={ __( 'Donations', 'p2p-fundraising' ) }
			tabs={ [
				{
					id: 'recent',
					label: __( 'Recent Donations', 'p2p-fundraising' ),
					render: () => (
						<RecentDonations scope={ scope } empty={ empty } />
					),
				},
				{
					id: 'top',
					label: __( 'Top Donors', 'p2p-fundraising' ),
					render: () => (
						<TopDonors
							topDonorsKey={ topDonorsKey }
							empty={ empty }
							error={ topDonorsError }
							isErrorInline={ isTopDonorsErrorInline }
						/>
					),
				},
			] }
		/>
	);
}
