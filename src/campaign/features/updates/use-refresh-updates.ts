/**
 * Revalidates every loaded page of updates after a post, an edit or a delete.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

export function useRefreshUpdates() {
	const { mutate } = useSWRConfig();
	return useCallback(
		() =>
			mutate(
				( key ) => Array.isArray( key ) && key[ 0 ] === 'get-updates'
			),
		[ mutate ]
	);
}
