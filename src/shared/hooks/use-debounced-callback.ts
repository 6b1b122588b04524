/**
 * A stable debounced version of `callback` (lodash.debounce) that always calls the latest
 * callback and is cancelled on unmount.
 */
import debounce from 'lodash.debounce';
import { useEffect, useMemo, useRef } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

export function useDebouncedCallback< Args extends unknown[] >(
	callback: ( ...args: Args ) => void,
	wait: number
) {
	const latest = useRef( callback );
	useEffect( () => {
		latest.current = callback;
	}, [ callback ] );

	const debounced = useMemo(
		() => debounce( ( ...args: Args ) => latest.current( ...args ), wait ),
		[ wait ]
	);

	useEffect( () => () => debounced.cancel(), [ debounced ] );
	return debounced;
}
