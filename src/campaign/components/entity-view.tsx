/**
 * The states of a team or fundraiser page's main read: loading (spinner), not found (an unknown
 * id, a 404, or an entity of another campaign), error (with 'Try again'), and the entity.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../shared/api/api-error';
import { Notice } from '../../shared/ui/notice';
import { QueryView } from '../../shared/ui/query-view';
import { useCampaign } from '../contract/initial-data-context';
import { toCampaignRoute } from './app-link';
import { EntityNotFound } from './entity-not-found';

interface EntityViewProps< T extends { url: string } > {
	kind: 'team' | 'fundraiser';
	query: SWRResponse< { data: T }, ApiError >;
	errorMessage: string;
	children: ( entity: T ) => ReactNode;
}

export function EntityView< T extends { url: string } >( {
	kind,
	query,
	errorMessage,
	children,
}: EntityViewProps< T > ) {
	const { campaign_url: campaignUrl } = useCampaign();
	const entity = query.data?.data;
	// Ids are global: one of another campaign answers 200 from the API but is not ours to show.
	const isOtherCampaign =
		entity !== undefined &&
		toCampaignRoute( entity.url, campaignUrl ) === null;
	if ( query.error?.status === 404 || isOtherCampaign ) {
		return <EntityNotFound kind={ kind } />;
	}
	return (
		<QueryView
			query={ query }
			errorMessage={ errorMessage }
			onRetry={ () => query.mutate() }
		>
			{ ( response ) =>
				response?.data ? (
					children( response.data )
				) : (
					<Notice type="error">{ errorMessage }</Notice>
				)
			}
		</QueryView>
	);
}

export const entityErrorMessage = ( kind: 'team' | 'fundraiser' ) =>
	kind === 'team'
		? __(
				'Something went wrong while loading this team.',
				'p2p-fundraising'
			)
		: __(
				'Something went wrong while loading this fundraiser.',
				'p2p-fundraising'
			);
