/**
 * A leaderboard's page number and search term, kept in the URL (`?page=2&search=river`) so a
 * view can be shared and Back / Forward step through it (docs/decisions/0011).
 *
 * - A page change pushes a history entry: Back returns to the previous page.
 * - A new search starts at page 1. The first term typed pushes an entry, refinements of it
 *   replace that entry, so Back leaves the search in one step instead of letter by letter.
 * - The order (`?sort=activity`, a campaign that tracks activity) starts at page 1 too.
 * - Anything else in the query string (e.g. campaign tracking parameters) is kept.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RankingSort } from './api/ranking-query';

export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100000;

export function readPage( value: string | null ): number {
	if ( ! value || ! /^\d{1,6}$/.test( value.trim() ) ) {
		return 1;
	}
	return Math.min( Math.max( 1, Number( value.trim() ) ), MAX_PAGE );
}

export function readSearch( value: string | null ): string {
	return ( value ?? '' ).trim().slice( 0, MAX_SEARCH_LENGTH ).trim();
}

export function useLeaderboardParams() {
	const [ params, setParams ] = useSearchParams();
	const page = readPage( params.get( 'page' ) );
	const search = readSearch( params.get( 'search' ) );
	const sort: RankingSort =
		params.get( 'sort' ) === 'activity' ? 'activity' : 'amount';

	const setPage = useCallback(
		( next: number ) => {
			setParams( ( current ) => {
				const updated = new URLSearchParams( current );
				if ( next > 1 ) {
					updated.set( 'page', String( next ) );
				} else {
					updated.delete( 'page' );
				}
				return updated;
			} );
		},
		[ setParams ]
	);

	const setSearch = useCallback(
		( term: string ) => {
			const next = readSearch( term );
			if ( next === search ) {
				return;
			}
			const updated = new URLSearchParams( params );
			updated.delete( 'page' );
			if ( next ) {
				updated.set( 'search', next );
			} else {
				updated.delete( 'search' );
			}
			setParams( updated, { replace: search !== '' } );
		},
		[ params, search, setParams ]
	);

	/** A new order starts at page 1 and pushes a history entry (Back returns to the other order). */
	const setSort = useCallback(
		( next: RankingSort ) => {
			setParams( ( current ) => {
				const updated = new URLSearchParams( current );
				updated.delete( 'page' );
				if ( next === 'activity' ) {
					updated.set( 'sort', next );
				} else {
					updated.delete( 'sort' );
				}
				return updated;
			} );
		},
		[ setParams ]
	);

	return { page, search, sort, setPage, setSearch, setSort };
}
