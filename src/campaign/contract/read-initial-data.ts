/**
 * Reads the campaign page's initial data (docs/api.md, "Boot data") with the spec's defaults.
 */
import { BootError } from '../../shared/boot/boot-error';
import {
	arrayOr,
	isObject,
	numberOr,
	objectOrNull,
} from '../../shared/boot/raw-values';
import type {
	Auth,
	Campaign,
	CampaignStats,
	InitialData,
	Paged,
} from './types';

const EMPTY_STATS: CampaignStats = {
	raisedAmount: 0,
	raisedPercentage: 0,
	donationsCount: 0,
	averageAmount: 0,
	fundraisersCount: 0,
	teamsCount: 0,
};

function readAuth( raw: unknown ): Auth {
	if ( ! isObject( raw ) ) {
		throw new BootError(
			'The page data has no sign-in information (auth).'
		);
	}
	return {
		user_id: numberOr( raw.user_id, 0 ),
		fundraiser_id: numberOr( raw.fundraiser_id, 0 ),
		is_logged_in: raw.is_logged_in === true,
		is_admin: raw.is_admin === true,
		logout_url: typeof raw.logout_url === 'string' ? raw.logout_url : '',
	};
}

/**
 * The campaign page's initial data: campaign and auth are required; team, fundraiser, donations,
 * sponsors and the stats default to empty, user to `{}`.
 */
export function readInitialData( raw: unknown ): InitialData {
	const data = isObject( raw ) ? raw : {};
	const campaign = objectOrNull< Campaign >( data.campaign );
	if ( ! campaign ) {
		throw new BootError( 'The page data has no campaign.' );
	}
	return {
		campaign,
		auth: readAuth( data.auth ),
		campaignStats: {
			...EMPTY_STATS,
			...objectOrNull< CampaignStats >( data.campaignStats ),
		},
		user: objectOrNull( data.user ) ?? {},
		team: objectOrNull( data.team ),
		teamStats: objectOrNull( data.teamStats ),
		teamMembers: Array.isArray( data.teamMembers )
			? arrayOr( data.teamMembers )
			: null,
		fundraiser: objectOrNull( data.fundraiser ),
		fundraiserStats: objectOrNull( data.fundraiserStats ),
		donations: arrayOr( data.donations ),
		sponsors: arrayOr( data.sponsors ),
		topTeams: objectOrNull< Paged< never > >( data.topTeams ),
		topFundraisers: objectOrNull< Paged< never > >( data.topFundraisers ),
		updates: objectOrNull< Paged< never > >( data.updates ),
		generatedAt: numberOr( data.generatedAt, 0 ),
	};
}
