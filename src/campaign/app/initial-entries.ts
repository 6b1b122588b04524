/**
 * Maps the page's embedded data to the SWR keys the screens read, so first paint needs no API
 * call and nothing is fetched twice. Every key comes from the endpoint's own key builder.
 */
import type { FallbackEntry } from '../../shared/api/api-provider';
import type { InitialData } from '../../shared/boot/types';
import { campaignStatsKey } from '../features/campaign/api/get-campaign-stats';
import {
	donationsKey,
	type DonationsScope,
} from '../features/donations/api/get-donations';
import { campaignFundraisersSearchKey } from '../features/rankings/api/get-campaign-fundraisers-search';
import { campaignTeamsSearchKey } from '../features/rankings/api/get-campaign-teams-search';
import { sponsorsKey } from '../features/sponsors/api/get-sponsors';

const asPage = < T >( items: T[] ) => ( {
	data: items,
	total: items.length,
	count: items.length,
} );

export function initialEntries( data: InitialData ): FallbackEntry[] {
	const campaignId = data.campaign.campaign_id;
	const firstPage = { campaignId, search: '', page: 1 };
	const entries: FallbackEntry[] = [
		{
			key: campaignStatsKey( campaignId ),
			value: { data: data.campaignStats },
		},
	];

	if ( data.campaign.sponsors_enabled === 'enabled' ) {
		entries.push( {
			key: sponsorsKey( campaignId ),
			value: { data: data.sponsors },
		} );
	}
	if ( data.topTeams ) {
		entries.push( {
			key: campaignTeamsSearchKey( firstPage ),
			value: data.topTeams,
		} );
	}
	if ( data.topFundraisers ) {
		entries.push( {
			key: campaignFundraisersSearchKey( firstPage ),
			value: data.topFundraisers,
		} );
	}

	// The embedded donations belong to the page's entity: a team, a fundraiser or the campaign.
	let donationsScope: DonationsScope = { campaignId };
	if ( data.team ) {
		donationsScope = { campaignId, teamId: data.team.id };
	} else if ( data.fundraiser ) {
		donationsScope = { campaignId, fundraiserId: data.fundraiser.id };
	}
	entries.push( {
		key: donationsKey( donationsScope ),
		value: asPage( data.donations ),
	} );

	return entries;
}
