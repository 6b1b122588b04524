/**
 * What /create-team and /update-team answer: the team, the addresses newly invited, and where next.
 */
export interface TeamSaveResponse {
	teamId: number;
	invited: string[];
	redirect: string;
}
