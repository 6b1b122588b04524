/**
 * The four states of a read (spec §4): loading (spinner), error (message), empty, results.
 * Data already on screen stays while a new request runs or after a failed refresh.
 */
import type { ReactNode } from 'react';
import { Notice } from './notice';
import { Spinner } from './spinner';

interface QueryLike< T > {
	data?: T;
	error?: unknown;
	isLoading: boolean;
}

interface QueryViewProps< T > {
	query: QueryLike< T >;
	errorMessage: string;
	isEmpty: ( data: T ) => boolean;
	empty: ReactNode;
	children: ( data: T ) => ReactNode;
}

export function QueryView< T >( {
	query: { data, error, isLoading },
	errorMessage,
	isEmpty,
	empty,
	children,
}: QueryViewProps< T > ) {
	if ( data === undefined ) {
		if ( error ) {
			return <Notice type="error">{ errorMessage }</Notice>;
		}
		return isLoading ? <Spinner isCentered /> : null;
	}
	return <>{ isEmpty( data ) ? empty : children( data ) }</>;
}
