/**
 * Reads an endpoint through SWR with the app's configuration. `null` as key skips the request.
 */
import { useEffect } from 'react';
import useSWR, {
	unstable_serialize as serializeKey,
	type SWRResponse,
} from 'swr';
import { useFreshKeys } from './api-provider';
import type { ApiError } from './api-error';
import type { ApiKey } from './swr-config';

export function useApiQuery< T >(
	key: ApiKey | null
): SWRResponse< T, ApiError > {
	const freshKeys = useFreshKeys();
	const serialized = key ? serializeKey( key ) : '';
	const isFresh = freshKeys.has( serialized );

	useEffect( () => {
		freshKeys.delete( serialized );
	}, [ freshKeys, serialized ] );

	return useSWR< T, ApiError >(
		key,
		isFresh ? { revalidateOnMount: false } : {}
	);
}
