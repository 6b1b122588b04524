/**
 * When the donation form in the frame reports a completed donation (its thank-you view posts
 * `{ type: 'p2p-fundraising:donation' }` to the page, same origin only), every figure and list
 * is refreshed: what is on screen now, and what the visitor sees next (the embedded data no
 * longer counts as fresh), so the team, fundraiser and campaign pages show the new totals.
 * `onDonation` also hears of it (the donate page turns into its thank-you).
 */
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useFreshKeys } from '../../../shared/api/api-provider';

export const DONATION_MESSAGE_TYPE = 'p2p-fundraising:donation';

const isDonationMessage = ( data: unknown ) =>
	typeof data === 'object' &&
	data !== null &&
	( data as { type?: unknown } ).type === DONATION_MESSAGE_TYPE;

export function useRefreshAfterDonation(
	frameUrl: string,
	onDonation?: () => void
) {
	const { mutate } = useSWRConfig();
	const freshKeys = useFreshKeys();
	const latestOnDonation = useRef( onDonation );
	useEffect( () => {
		latestOnDonation.current = onDonation;
	}, [ onDonation ] );

	useEffect( () => {
		let origin: string;
		try {
			origin = new URL( frameUrl, window.location.href ).origin;
		} catch {
			return undefined;
		}
		const onMessage = ( event: MessageEvent ) => {
			if (
				event.origin !== origin ||
				! isDonationMessage( event.data )
			) {
				return;
			}
			freshKeys.clear();
			// Revalidates every key in the cache; pages not on screen refetch when shown.
			mutate( () => true ).catch( () => undefined );
			latestOnDonation.current?.();
		};
		window.addEventListener( 'message', onMessage );
		return () => window.removeEventListener( 'message', onMessage );
	}, [ frameUrl, freshKeys, mutate ] );
}
