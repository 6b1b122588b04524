/**
 * What the server said about the invitations of the last team save, carried over the full page
 * load to the team page: a captain who invited more than the daily limit, or an address mailed in
 * the last 24 hours, learns that some e-mails did not go out. Shown once, then forgotten.
 */
import { useState } from 'react';

const key = ( teamId: number ) => `p2p-fundraising:invitations:${ teamId }`;

export function rememberInvitationNotice( teamId: number, message: string ) {
	try {
		window.sessionStorage.setItem( key( teamId ), message );
	} catch {
		// Storage refused (private mode): the team page simply shows no notice.
	}
}

export function takeInvitationNotice( teamId: number ): string | null {
	try {
		const message = window.sessionStorage.getItem( key( teamId ) );
		window.sessionStorage.removeItem( key( teamId ) );
		return message;
	} catch {
		return null;
	}
}

/** The notice waiting for this team, read once when the page mounts. */
export function useInvitationNotice( teamId: number ): string | null {
	const [ message ] = useState( () => takeInvitationNotice( teamId ) );
	return message;
}
