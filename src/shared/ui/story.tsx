/**
 * A story shown as text paragraphs; with a 'more' marker only the excerpt shows until
 * 'Read More' is pressed. Focus moves to the first revealed paragraph.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { splitStory } from '../format/story';
import { Button } from './button';
import { classNames } from './class-names';

const Text = styled.div`
	p {
		margin: 0 0 1em;
		white-space: pre-line;
		overflow-wrap: anywhere;
	}
`;

interface StoryProps {
	text: string;
	className?: string;
}

export function Story( { text, className }: StoryProps ) {
	const { excerpt, rest } = splitStory( text );
	const [ isExpanded, setExpanded ] = useState( false );
	const firstRevealed = useRef< HTMLParagraphElement >( null );
	const hasMore = rest.length > 0;

	useEffect( () => {
		if ( isExpanded ) {
			firstRevealed.current?.focus();
		}
	}, [ isExpanded ] );

	return (
		<Text className={ classNames( 'p2p-story', className ) }>
			{ excerpt.map( ( paragraph, index ) => (
				<p key={ `e${ index }` }>{ paragraph }</p>
			) ) }
			{ isExpanded &&
				rest.map( ( paragraph, index ) => (
					<p
						key={ `r${ index }` }
						ref={ index === 0 ? firstRevealed : undefined }
						tabIndex={ index === 0 ? -1 : undefined }
					>
						{ paragraph }
					</p>
				) ) }
			{ hasMore && ! isExpanded && (
				<Button
					$size="small"
					$variant="outline"
					aria-expanded={ false }
					onClick={ () => setExpanded( true ) }
				>
					{ __( 'Read More', 'p2p-fundraising' ) }
				</Button>
			) }
		</Text>
	);
}
