/**
 * The height of the donation form frame: its content height plus 50 px, measured 100 ms after the
 * content last changed size (spec §2, §9), so the form never scrolls inside the page and grows
 * with it (an error message, the thank-you view).
 *
 * The built-in form is on the site's own origin, so its document can be measured. A form on
 * another origin cannot: the frame then keeps its default height.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback';

export const FRAME_EXTRA_HEIGHT = 50;
export const FRAME_RESIZE_DEBOUNCE_MS = 100;

type ObserverConstructor = typeof ResizeObserver;

function sameOriginDocument(
	frame: HTMLIFrameElement | null
): Document | null {
	try {
		return frame?.contentDocument ?? null;
	} catch {
		return null; // Another origin.
	}
}

/**
 * @param frame     The iframe.
 * @param loadCount How many times the frame has loaded (each navigation inside it is a new document).
 */
export function useFrameHeight(
	frame: RefObject< HTMLIFrameElement >,
	loadCount: number
): number | null {
	const [ height, setHeight ] = useState< number | null >( null );
	const measure = useDebouncedCallback( ( doc: Document ) => {
		const content = doc.body?.scrollHeight ?? 0;
		if ( content > 0 ) {
			setHeight( content + FRAME_EXTRA_HEIGHT );
		}
	}, FRAME_RESIZE_DEBOUNCE_MS );

	useEffect( () => {
		const doc = loadCount > 0 ? sameOriginDocument( frame.current ) : null;
		if ( ! doc || ! doc.body ) {
			return undefined;
		}
		measure( doc );
		const view = doc.defaultView as
			( Window & { ResizeObserver?: ObserverConstructor } ) | null;
		const Observer = view?.ResizeObserver ?? window.ResizeObserver;
		if ( Observer ) {
			const observer = new Observer( () => measure( doc ) );
			observer.observe( doc.body );
			return () => observer.disconnect();
		}
		// Without ResizeObserver: content changes are what make the form grow.
		const observer = new MutationObserver( () => measure( doc ) );
		observer.observe( doc.body, {
			childList: true,
			subtree: true,
			attributes: true,
		} );
		return () => observer.disconnect();
	}, [ frame, loadCount, measure ] );

	return height;
}
