/**
 * The single-use token of last year's invitation link (/return/?token=TOKEN); anything that is
 * not a token shape is ignored ('' = none).
 */
import { useLocation } from 'react-router-dom';

const TOKEN = /^[A-Za-z0-9]{1,64}$/;

export function returnTokenFrom( search: string ): string {
	const token = new URLSearchParams( search ).get( 'token' ) ?? '';
	return TOKEN.test( token ) ? token : '';
}

/** The token of the current address, or ''. */
export function useReturnToken(): string {
	return returnTokenFrom( useLocation().search );
}
