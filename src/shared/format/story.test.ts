import { MORE_MARKER, splitStory } from './story';

describe( 'splitStory', () => {
	it( 'returns the whole story as the excerpt when there is no marker', () => {
		expect( splitStory( 'We run.\n\nWe swim.' ) ).toEqual( {
			excerpt: [ 'We run.', 'We swim.' ],
			rest: [],
		} );
	} );

	it( 'splits the excerpt from the rest at the marker', () => {
		expect(
			splitStory( 'Intro.\n\nMore intro.<!--more-->Details.\n\nThanks.' )
		).toEqual( {
			excerpt: [ 'Intro.', 'More intro.' ],
			rest: [ 'Details.', 'Thanks.' ],
		} );
	} );

	it.each( [
		[ '<!--more-->' ],
		[ '<!-- more -->' ],
		[ '<!--MORE-->' ],
		[ '<!--More -->' ],
		[ '\n\n<!--more-->\n\n' ],
		// WordPress's marker may carry its own link text.
		[ '<!--more Keep reading-->' ],
		[ '<!--more Keep reading…-->' ],
	] )( 'recognises the marker %j', ( marker ) => {
		expect( splitStory( `Before.${ marker }After.` ) ).toEqual( {
			excerpt: [ 'Before.' ],
			rest: [ 'After.' ],
		} );
	} );

	it( 'does not take other comments or words for the marker', () => {
		expect( splitStory( 'A <!--moreover--> B' ).rest ).toEqual( [] );
		expect( splitStory( 'Read more -- now' ).rest ).toEqual( [] );
		expect( MORE_MARKER.test( '<!--nextpage-->' ) ).toBe( false );
	} );

	it( 'reads Windows (CRLF) and old Mac (CR) line breaks', () => {
		expect(
			splitStory( 'One.\r\n\r\nTwo.<!--more-->\r\nThree.\r\n\r\nFour.' )
		).toEqual( {
			excerpt: [ 'One.', 'Two.' ],
			rest: [ 'Three.', 'Four.' ],
		} );
		expect( splitStory( 'One.\r\rTwo.' ).excerpt ).toEqual( [
			'One.',
			'Two.',
		] );
	} );

	it( 'keeps single line breaks inside a paragraph', () => {
		expect( splitStory( 'Line one\nline two\n\nNext' ).excerpt ).toEqual( [
			'Line one\nline two',
			'Next',
		] );
	} );

	it( 'drops blank paragraphs and surrounding whitespace', () => {
		expect(
			splitStory( '\n\n  First  \n \n\n\t\n Second \n\n' ).excerpt
		).toEqual( [ 'First', 'Second' ] );
		expect( splitStory( '' ) ).toEqual( { excerpt: [], rest: [] } );
		expect( splitStory( '   ' ) ).toEqual( { excerpt: [], rest: [] } );
	} );

	it( 'keeps everything after a second marker in the rest', () => {
		expect( splitStory( 'A<!--more-->B<!--more-->C' ) ).toEqual( {
			excerpt: [ 'A' ],
			rest: [ 'B', 'C' ],
		} );
	} );

	it( 'has no rest when nothing follows the marker', () => {
		expect( splitStory( 'All of it.<!--more-->\n\n' ) ).toEqual( {
			excerpt: [ 'All of it.' ],
			rest: [],
		} );
	} );

	it( 'leaves HTML in the text as text', () => {
		expect( splitStory( '<img src=x onerror=alert(1)>' ).excerpt ).toEqual(
			[ '<img src=x onerror=alert(1)>' ]
		);
	} );
} );
