/**
 * Rank badges: only the first three places, and only on an unfiltered first page (spec §9).
 */
import { __ } from '@wordpress/i18n';

export function rankBadge( position: number ): string | undefined {
	switch ( position ) {
		case 1:
			return __( '1st Place', 'p2p-fundraising' );
		case 2:
			return __( '2nd Place', 'p2p-fundraising' );
		case 3:
			return __( '3rd Place', 'p2p-fundraising' );
		default:
			return undefined;
	}
}

export const showsRankBadges = ( page: number, search: string ) =>
	page === 1 && search === '';
