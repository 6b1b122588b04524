/**
 * SWR for an app: the shared configuration, the page's embedded data as `fallback` under the
 * same keys the hooks use, and a notice for slow requests.
 *
 * Embedded data is fresh when the page loads, so the first component that reads an embedded key
 * does not refetch it on mount: first paint makes no API call. Later mounts revalidate as usual.
 */
import {
	createContext,
	useContext,
	useMemo,
	useState,
	type ReactNode,
} from 'react';
import { SWRConfig, unstable_serialize as serializeKey } from 'swr';
import type { ApiClient } from './api-client';
import { createSlowLoadingStore } from './slow-loading-store';
import { createSwrConfig, type ApiKey } from './swr-config';
import { SlowLoadingNotice } from '../ui/slow-loading-notice';

export interface FallbackEntry {
	key: ApiKey;
	value: unknown;
}

const FreshKeysContext = createContext< Set< string > >( new Set() );

export const useFreshKeys = () => useContext( FreshKeysContext );

interface ApiProviderProps {
	client: ApiClient;
	initialEntries?: FallbackEntry[];
	children: ReactNode;
}

export function ApiProvider( {
	client,
	initialEntries = [],
	children,
}: ApiProviderProps ) {
	const [ slowLoading ] = useState( createSlowLoadingStore );
	const [ { fallback, freshKeys } ] = useState( () => {
		const entries = initialEntries.map(
			( { key, value } ) => [ serializeKey( key ), value ] as const
		);
		return {
			fallback: Object.fromEntries( entries ),
			freshKeys: new Set( entries.map( ( [ key ] ) => key ) ),
		};
	} );
	const config = useMemo(
		() => ( {
			...createSwrConfig( { client, slowLoading, fallback } ),
			// Each app owns its cache: the campaign and admin apps (and tests) never share one.
			provider: () => new Map(),
		} ),
		[ client, slowLoading, fallback ]
	);

	return (
		<SWRConfig value={ config }>
			<FreshKeysContext.Provider value={ freshKeys }>
				{ children }
				<SlowLoadingNotice store={ slowLoading } />
			</FreshKeysContext.Provider>
		</SWRConfig>
	);
}
