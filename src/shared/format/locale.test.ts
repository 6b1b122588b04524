import { toLanguageTag } from './locale';

describe( 'toLanguageTag', () => {
	it.each( [
		[ 'de_DE', 'de-DE' ],
		[ 'de_DE_formal', 'de-DE' ],
		[ 'en_US', 'en-US' ],
		[ 'en-GB', 'en-GB' ],
		[ 'fr', 'fr' ],
		[ 'pt_PT_ao90', 'pt-PT' ],
		[ '', 'en-US' ],
		[ '???', 'en-US' ],
	] )( '%s → %s', ( locale, tag ) => {
		expect( toLanguageTag( locale ) ).toBe( tag );
	} );
} );
