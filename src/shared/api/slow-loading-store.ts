/**
 * Keys of requests that take longer than the slow-loading threshold. SWR reports them through
 * `onLoadingSlow`; a notice component subscribes with useSyncExternalStore.
 */
type Listener = () => void;

export interface SlowLoadingStore {
	add: ( key: string ) => void;
	remove: ( key: string ) => void;
	hasAny: () => boolean;
	subscribe: ( listener: Listener ) => () => void;
}

export function createSlowLoadingStore(): SlowLoadingStore {
	const keys = new Set< string >();
	const listeners = new Set< Listener >();
	const emit = () => listeners.forEach( ( listener ) => listener() );

	return {
		add( key ) {
			if ( ! keys.has( key ) ) {
				keys.add( key );
				emit();
			}
		},
		remove( key ) {
			if ( keys.delete( key ) ) {
				emit();
			}
		},
		hasAny: () => keys.size > 0,
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
