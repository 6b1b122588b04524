/**
 * Maps the page's embedded data to the SWR keys the screens read, so first paint needs no API
 * call and nothing is fetched twice. Every key comes from the endpoint's own key builder.
 */
import type { FallbackEntry } from '../../shared/api/api-provider';
import type { InitialData } from '../contract/types';
import { campaignStatsKey } from '../features/campaign-overview/api/get-campaign-stats';
import { campaignKey } from '../features/matching-gift/api/get-campaign-match';
import {
	donationsKey,
	type DonationsScope,
} from '../features/donation-lists/api/get-donations';
import { fundraiserKey } from '../features/fundraisers/api/get-fundraiser';
import { fundraiserStatsKey } from '../features/fundraisers/api/get-fundraiser-stats';
import { campaignFundraisersSearchKey } from '../features/rankings/api/get-campaign-fundraisers-search';
import { campaignTeamsSearchKey } from '../features/rankings/api/get-campaign-teams-search';
import { sponsorsKey } from '../features/sponsors/api/get-sponsors';
import { teamKey } from '../features/teams/api/get-team';
import { teamMembersKey } from '../features/teams/api/get-team-fundraisers-all';
import { teamStatsKey } from '../features/teams/api/get-team-stats';
import { updatesKey } from '../features/updates/api/get-updates';

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
		{ key: campaignKey( campaignId ), value: { data: data.campaign } },
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
	// A read's `{ data }` envelope under its key, when the page embedded it.
	const seed = ( key: FallbackEntry[ 'key' ], value: unknown ) => {
		if ( value ) {
			entries.push( { key, value: { data: value } } );
		}
	};
	if ( data.team ) {
		const teamId = data.team.id;
		donationsScope = { campaignId, teamId };
		seed( teamKey( teamId ), data.team );
		seed( teamStatsKey( teamId ), data.teamStats );
		seed( teamMembersKey( teamId ), data.teamMembers );
		if ( data.updates ) {
			entries.push( {
				key: updatesKey( { teamId } ),
				value: data.updates,
			} );
		}
	} else if ( data.fundraiser ) {
		const fundraiserId = data.fundraiser.id;
		donationsScope = { campaignId, fundraiserId };
		seed( fundraiserKey( fundraiserId ), data.fundraiser );
		seed( fundraiserStatsKey( fundraiserId ), data.fundraiserStats );
		if ( data.updates ) {
			entries.push( {
				key: updatesKey( { fundraiserId } ),
				value: data.updates,
			} );
		}
	}
	entries.push( {
		key: donationsKey( donationsScope ),
		value: asPage( data.donations ),
	} );

	return entries;
}
