/**
 * Runs one of the captain's writes: busy state, the server's message on failure, the team
 * dashboard (and the donor lists) refreshed on success — or only the reads named in `refresh`
 * (after a hand-over the team dashboard is no longer theirs to read).
 */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiError } from '../../../shared/api/api-error';

const REFRESHED = [
	'get-team-dashboard',
	'get-my-donors',
	'get-fundraiser-info',
];

export function useCaptainAction() {
	const { mutate } = useSWRConfig();
	const [ isBusy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const run = useCallback(
		async (
			action: () => Promise< { message: string } >,
			{
				isRefreshing = true,
				refresh = REFRESHED,
			}: { isRefreshing?: boolean; refresh?: string[] } = {}
		) => {
			setBusy( true );
			setError( null );
			try {
				const { message } = await action();
				if ( isRefreshing ) {
					await mutate(
						( key ) =>
							Array.isArray( key ) &&
							refresh.includes( String( key[ 0 ] ) )
					);
				}
				return message;
			} catch ( caught ) {
				setError( ( caught as ApiError ).message );
				return null;
			} finally {
				setBusy( false );
			}
		},
		[ mutate ]
	);

	return { run, isBusy, error, clearError: () => setError( null ) };
}
