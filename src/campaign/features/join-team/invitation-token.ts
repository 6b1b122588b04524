/**
 * The single-use token of an invitation link (/team/{id}/join/?invitation=TOKEN). Joining a
 * private team needs it; the app reads it from the address and sends it with the join or
 * registration request. Anything that is not a token shape is ignored ('' = none).
 */
import { useLocation } from 'react-router-dom';

const TOKEN = /^[A-Za-z0-9]{1,64}$/;

export function invitationTokenFrom( search: string ): string {
	const token = new URLSearchParams( search ).get( 'invitation' ) ?? '';
	return TOKEN.test( token ) ? token : '';
}

/** The invitation token of the current address, or ''. */
export function useInvitationToken(): string {
	return invitationTokenFrom( useLocation().search );
}

/** Error codes of a token that is wrong, used or expired: shown, never redirected away. */
export const INVITATION_ERROR_CODES = [
	'p2p_invitation_invalid',
	'p2p_invitation_used',
	'p2p_invitation_expired',
];
