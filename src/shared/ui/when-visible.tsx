/**
 * Renders its children once the placeholder comes near the viewport, or as soon as the visitor
 * presses Tab (keyboard users must find the section in the tab order before they reach it).
 * Below-the-fold sections that are lazily loaded then cost nothing on the first load. Without
 * IntersectionObserver the children render at once.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
	children: ReactNode;
	/** How far ahead of the viewport to start, as a CSS margin. */
	rootMargin?: string;
	/** Space kept for the section, so the page does not jump when it appears. */
	minHeight?: string;
}

export function WhenVisible( {
	children,
	rootMargin = '600px 0px',
	minHeight = '1px',
}: WhenVisibleProps ) {
	const placeholder = useRef< HTMLDivElement >( null );
	const [ isVisible, setVisible ] = useState(
		() => typeof IntersectionObserver === 'undefined'
	);

	useEffect( () => {
		const node = placeholder.current;
		if ( isVisible || ! node ) {
			return;
		}
		const observer = new IntersectionObserver(
			( entries ) => {
				if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
					setVisible( true );
				}
			},
			{ rootMargin }
		);
		observer.observe( node );
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Tab' ) {
				setVisible( true );
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => {
			observer.disconnect();
			document.removeEventListener( 'keydown', onKeyDown );
		};
	}, [ isVisible, rootMargin ] );

	if ( ! isVisible ) {
		return (
			<div
				ref={ placeholder }
				style={ { minHeight } }
				aria-hidden="true"
			/>
		);
	}
	return (
		<Suspense fallback={ <div style={ { minHeight } } /> }>
			{ children }
		</Suspense>
	);
}
