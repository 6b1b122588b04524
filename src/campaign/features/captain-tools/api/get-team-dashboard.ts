/**
 * GET /get-team-dashboard — for the captain: their team, its members with their totals and the
 * invitations not accepted yet.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { Money } from '../../../contract/types';

export interface TeamDashboardMember {
	/** The member's fundraiser id. */
	id: number;
	name: string;
	profile_image: string;
	amount_raised: Money;
	goal: Money;
	isCaptain: boolean;
}

export interface TeamDashboardInvitation {
	id: number;
	email: string;
	/** ISO date of the last e-mail, '' when never sent. */
	sentAt: string;
	expiresAt: string;
}

export interface TeamDashboard {
	team: { id: number; name: string; amount: Money; goal: Money; url: string };
	members: TeamDashboardMember[];
	invitations: TeamDashboardInvitation[];
}

export const teamDashboardKey = ( campaignId: number ): ApiKey => [
	'get-team-dashboard',
	{ campaignId },
];

export const useTeamDashboard = ( campaignId: number ) =>
	useApiQuery< { data: TeamDashboard } >( teamDashboardKey( campaignId ) );
