/**
 * Copies an address to the clipboard and says so for a few seconds: the Clipboard API where the
 * browser allows it, the older copy command otherwise; when both fail the visitor gets the
 * address to copy by hand.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export const COPY_MESSAGE_MS = 4000;

function copyWithCommand( text: string ): boolean {
	const field = document.createElement( 'textarea' );
	field.value = text;
	field.setAttribute( 'readonly', '' );
	field.style.position = 'fixed';
	field.style.opacity = '0';
	document.body.appendChild( field );
	field.select();
	let copied = false;
	try {
		copied =
			typeof document.execCommand === 'function' &&
			document.execCommand( 'copy' );
	} catch {
		copied = false;
	}
	field.remove();
	return copied;
}

async function copyText( text: string ): Promise< boolean > {
	if ( navigator.clipboard?.writeText ) {
		try {
			await navigator.clipboard.writeText( text );
			return true;
		} catch {
			// Permission refused or no focus: try the older way.
		}
	}
	return copyWithCommand( text );
}

export function useCopyLink( url: string ) {
	const [ message, setMessage ] = useState( '' );
	const timer = useRef< ReturnType< typeof setTimeout > >();

	useEffect( () => () => clearTimeout( timer.current ), [] );

	const copy = useCallback( async () => {
		const copied = await copyText( url );
		setMessage(
			copied
				? __( 'Link copied to the clipboard.', 'p2p-fundraising' )
				: sprintf(
						/* translators: %s: the page address. */
						__(
							'Could not copy the link. Copy it from here: %s',
							'p2p-fundraising'
						),
						url
					)
		);
		clearTimeout( timer.current );
		if ( copied ) {
			timer.current = setTimeout(
				() => setMessage( '' ),
				COPY_MESSAGE_MS
			);
		}
	}, [ url ] );

	return { copy, message };
}
