/**
 * One translatable sentence with elements inside it, as WordPress's createInterpolateElement
 * does it, without loading wp-element on every campaign page (decision 0036):
 *
 *   interpolateElement(
 *     __( 'Already registered? <strong>Sign in</strong>', 'p2p-fundraising' ),
 *     { strong: <strong /> }
 *   )
 *
 * `<name>…</name>` wraps what it encloses in a copy of `elements[ name ]`; `<name/>` places the
 * element as it is. A translation that breaks the markup (an unknown, unclosed or stray tag)
 * never shows raw tags and never breaks the page: the tag is dropped and its text kept.
 */
import {
	cloneElement,
	Fragment,
	type ReactElement,
	type ReactNode,
} from 'react';

type Elements = Readonly< Record< string, ReactElement > >;

interface Frame {
	name: string;
	children: ReactNode[];
}

const TAG = /<(\/)?([a-zA-Z][\w-]*)\s*(\/)?>/g;

function close( frame: Frame, elements: Elements, key: number ): ReactNode[] {
	const element = elements[ frame.name ];
	if ( ! element ) {
		return frame.children;
	}
	return [ cloneElement( element, { key }, ...frame.children ) ];
}

export function interpolateElement(
	sentence: string,
	elements: Elements
): ReactNode {
	const stack: Frame[] = [ { name: '', children: [] } ];
	const top = () => stack[ stack.length - 1 ] as Frame;
	let key = 0;
	let last = 0;
	for ( const match of sentence.matchAll( TAG ) ) {
		const [ tag, isClosing, name = '', isSelfClosing ] = match;
		const index = match.index ?? 0;
		if ( index > last ) {
			top().children.push( sentence.slice( last, index ) );
		}
		last = index + tag.length;
		if ( isSelfClosing ) {
			const element = elements[ name ];
			if ( element ) {
				top().children.push( cloneElement( element, { key: key++ } ) );
			}
		} else if ( ! isClosing ) {
			stack.push( { name, children: [] } );
		} else if ( stack.length > 1 && top().name === name ) {
			const frame = stack.pop() as Frame;
			top().children.push( ...close( frame, elements, key++ ) );
		}
	}
	if ( last < sentence.length ) {
		top().children.push( sentence.slice( last ) );
	}
	while ( stack.length > 1 ) {
		const frame = stack.pop() as Frame;
		top().children.push( ...frame.children );
	}
	return <Fragment>{ top().children }</Fragment>;
}
