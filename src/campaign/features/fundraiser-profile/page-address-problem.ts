/**
 * The format rules of a page address, checked before sending (the server checks them again, and
 * alone knows which addresses are taken or kept back): the same words as its messages.
 */
import { __, sprintf } from '@wordpress/i18n';

export const PAGE_ADDRESS_MIN = 3;
export const PAGE_ADDRESS_MAX = 60;

/** What is wrong with `address` (trimmed, lower-cased), or null. */
export function pageAddressProblem( address: string ): string | null {
	if (
		address.length < PAGE_ADDRESS_MIN ||
		address.length > PAGE_ADDRESS_MAX
	) {
		return sprintf(
			/* translators: 1: shortest, 2: longest length in characters. */
			__(
				'Please choose an address of %1$d to %2$d characters.',
				'p2p-fundraising'
			),
			PAGE_ADDRESS_MIN,
			PAGE_ADDRESS_MAX
		);
	}
	if ( ! /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test( address ) ) {
		return __(
			'Please use only lower-case letters (a–z), digits and single hyphens between them.',
			'p2p-fundraising'
		);
	}
	return null;
}
