/**
 * The four states of a read (spec §4): loading (spinner), error (message, with 'Try again' when
 * the caller can retry), empty, results. Data already on screen stays while a new request runs
 * or after a failed refresh.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Notice } from './notice';
import { Spinner } from './spinner';

const Retry = styled( Button )`
	margin-top: 0.5rem;
`;

interface QueryLike< T > {
	data?: T;
	error?: unknown;
	isLoading: boolean;
	/** A request is running (a retry after an error shows the spinner again). */
	isValidating?: boolean;
}

interface QueryViewProps< T > {
	query: QueryLike< T >;
	errorMessage: string;
	/** Lists say when they have nothing to show; a single record leaves both out. */
	isEmpty?: ( data: T ) => boolean;
	empty?: ReactNode;
	children: ( data: T ) => ReactNode;
	/** Offers a 'Try again' button under the error message. */
	onRetry?: () => void;
	/** Replaces the default error notice (e.g. a one-line message in a list). */
	errorView?: ReactNode;
}

export function QueryView< T >( {
	query: { data, error, isLoading, isValidating = false },
	errorMessage,
	isEmpty,
	empty,
	children,
	onRetry,
	errorView,
}: QueryViewProps< T > ) {
	if ( data === undefined ) {
		if ( error && ! isValidating ) {
			return (
				<>
					{ errorView ?? (
						<Notice type="error">
							{ errorMessage }
							{ onRetry && (
								<div>
									<Retry
										$size="small"
										$variant="outline"
										onClick={ onRetry }
									>
										{ __( 'Try again', 'p2p-fundraising' ) }
									</Retry>
								</div>
							) }
						</Notice>
					) }
				</>
			);
		}
		return isLoading || error ? <Spinner isCentered /> : null;
	}
	return <>{ isEmpty?.( data ) ? empty : children( data ) }</>;
}
