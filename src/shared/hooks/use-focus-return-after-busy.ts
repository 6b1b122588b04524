/**
 * A button that is disabled while its action runs loses the focus: the browser drops it to the
 * page, so after a failure a keyboard user starts again from the top. When the action ends and
 * the focus is nowhere, it goes back to the button that started it. Spread the result onto the
 * button (`ref`, `onClick`, which also runs for Enter in a field of the form, where the focus
 * stays and nothing is moved).
 */
import { useEffect, useRef } from 'react';

export function useFocusReturnAfterBusy< T extends HTMLElement >(
	isBusy: boolean,
	onClick?: () => void
) {
	const ref = useRef< T >( null );
	const wasActivated = useRef( false );
	const wasBusy = useRef( false );

	useEffect( () => {
		if ( isBusy ) {
			wasBusy.current = true;
			return;
		}
		const node = ref.current;
		const active = node?.ownerDocument.activeElement;
		if (
			wasBusy.current &&
			wasActivated.current &&
			node &&
			( ! active || active === node.ownerDocument.body )
		) {
			node.focus();
		}
		wasBusy.current = false;
		wasActivated.current = false;
	}, [ isBusy ] );

	return {
		ref,
		onClick: () => {
			wasActivated.current = true;
			onClick?.();
		},
	};
}
