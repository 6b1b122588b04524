/**
 * The one mapping of the server's field errors (a WP_Error's `data.params`, docs/api.md) onto a
 * react-hook-form form: each message lands beside its field, focus goes to the first one.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';

/** The messages of single fields the server sent with an error, by parameter name. */
export function serverFieldErrors(
	error: unknown
): Array< [ string, string ] > {
	const params = error instanceof ApiError ? error.data.params : undefined;
	if ( ! params || typeof params !== 'object' || Array.isArray( params ) ) {
		return [];
	}
	return Object.entries( params as Record< string, unknown > ).filter(
		( entry ): entry is [ string, string ] => typeof entry[ 1 ] === 'string'
	);
}

export function applyServerFieldErrors< T extends FieldValues >(
	error: unknown,
	setError: UseFormSetError< T >,
	/** Server parameter name → form field name, where they differ. */
	fieldNames: Partial< Record< string, Path< T > > > = {}
) {
	serverFieldErrors( error ).forEach( ( [ param, message ], index ) => {
		setError(
			fieldNames[ param ] ?? ( param as Path< T > ),
			{ type: 'server', message },
			{ shouldFocus: index === 0 }
		);
	} );
}
