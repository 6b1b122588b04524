/**
 * The numeric id in a route (`/team/:teamId/`), or null when it is not a positive integer
 * (`/team/abc/`), so a screen can answer "not found" instead of asking the API.
 */
import { useParams } from 'react-router-dom';

export function parseRouteId( value: string | undefined ): number | null {
	if ( ! value || ! /^[1-9]\d{0,15}$/.test( value ) ) {
		return null;
	}
	return Number( value );
}

export function useRouteId( name: string ): number | null {
	return parseRouteId( useParams()[ name ] );
}
