/**
 * SWR for an app: the shared configuration, the page's embedded data as `fallback` under the
 * same keys the hooks use, and a notice for slow requests.
 *
 * Embedded data that the server built for this request is fresh, so the first component that reads
 * an embedded key does not refetch it on mount: first paint makes no API call. Data of a page
 * served from a page cache (built before the browser asked for it) is shown at once and
 * revalidated right after the first paint. Later mounts revalidate as usual.
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
import {
	createSwrConfig,
	isEmbeddedDataFresh,
	type ApiKey,
} from './swr-config';
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
	/** When the server built the entries (Unix seconds); leave out for data that is always fresh. */
	generatedAt?: number;
	children: ReactNode;
}

export function ApiProvider( {
	client,
	initialEntries = [],
	generatedAt,
	children,
}: ApiProviderProps ) {
	const [ slowLoading ] = useState( createSlowLoadingStore );
	const [ { fallback, freshKeys } ] = useState( () => {
		const entries = initialEntries.map(
			( { key, value } ) => [ serializeKey( key ), value ] as const
		);
		const isFresh =
			generatedAt === undefined || isEmbeddedDataFresh( generatedAt );
		return {
			fallback: Object.fromEntries( entries ),
			freshKeys: new Set(
				isFresh ? entries.map( ( [ key ] ) => key ) : []
			),
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
