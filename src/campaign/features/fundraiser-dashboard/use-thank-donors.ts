/**
 * Sending thank-yous: one donor's or everyone's not thanked yet. Keeps the server's message on
 * failure (the typed text stays in the form), refreshes the donor list on success.
 */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../../shared/app-services';
import type { ApiError } from '../../../shared/api/api-error';
import { thankAllDonors } from './api/thank-all-donors';
import { thankDonor } from './api/thank-donor';

/** Whom a thank-you goes to: one donation, or every donor not thanked yet. */
export type ThankTarget = { donationId: number } | { isAll: true };

export function useThankDonors( campaignId: number ) {
	const client = useApiClient();
	const { mutate } = useSWRConfig();
	const [ isSending, setIsSending ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const send = useCallback(
		async ( target: ThankTarget, message: string ) => {
			setIsSending( true );
			setError( null );
			try {
				const response =
					'donationId' in target
						? await thankDonor( client, {
								campaignId,
								donation_id: target.donationId,
								message,
							} )
						: await thankAllDonors( client, {
								campaignId,
								message,
							} );
				await mutate(
					( key ) =>
						Array.isArray( key ) && key[ 0 ] === 'get-my-donors'
				);
				return response.message;
			} catch ( caught ) {
				setError( ( caught as ApiError ).message );
				return null;
			} finally {
				setIsSending( false );
			}
		},
		[ client, campaignId, mutate ]
	);

	const reset = useCallback( () => setError( null ), [] );

	return { send, isSending, error, reset };
}
