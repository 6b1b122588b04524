/**
 * Which rows of a server-side list are selected for a bulk action: some ids of the page on
 * screen, or every row matching the list's filters. A new page, search, filter or sort starts
 * over, so a selection never hides rows the administrator cannot see.
 */
import { useEffect, useState } from 'react';

export function useBulkSelection(
	pageIds: number[],
	total: number,
	resetKey: string
) {
	const [ ids, setIds ] = useState< Set< number > >( () => new Set() );
	const [ isAllMatching, setAllMatching ] = useState( false );

	useEffect( () => {
		setIds( new Set() );
		setAllMatching( false );
	}, [ resetKey ] );

	const isPageSelected =
		pageIds.length > 0 && pageIds.every( ( id ) => ids.has( id ) );

	return {
		ids,
		isAllMatching,
		isPageSelected,
		/** How many rows the action will touch. */
		count: isAllMatching ? total : ids.size,
		toggle: ( id: number ) => {
			setAllMatching( false );
			setIds( ( current ) => {
				const next = new Set( current );
				if ( next.has( id ) ) {
					next.delete( id );
				} else {
					next.add( id );
				}
				return next;
			} );
		},
		togglePage: () => {
			setAllMatching( false );
			setIds( isPageSelected ? new Set() : new Set( pageIds ) );
		},
		selectAllMatching: () => setAllMatching( true ),
		clear: () => {
			setIds( new Set() );
			setAllMatching( false );
		},
	};
}
