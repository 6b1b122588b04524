/**
 * Stories are plain text: paragraphs separated by blank lines and an optional `<!--more-->`
 * marker between the excerpt and the rest. They are rendered as text, never as HTML.
 */
/** `<!--more-->`, also spaced, in any case, or with WordPress's link text (`<!--more Read on-->`). */
export const MORE_MARKER = /<!--\s*more\b.*?-->/i;

export interface StoryParts {
	excerpt: string[];
	/** Paragraphs after the marker; empty when there is no marker. */
	rest: string[];
}

const paragraphs = ( text: string ) =>
	text
		.replace( /\r\n?/g, '\n' )
		.split( /\n\s*\n/ )
		.map( ( paragraph ) => paragraph.trim() )
		.filter( Boolean );

export function splitStory( story: string ): StoryParts {
	const [ before = '', ...after ] = story.split( MORE_MARKER );
	return {
		excerpt: paragraphs( before ),
		rest: paragraphs( after.join( '\n\n' ) ),
	};
}
