import { __, resetLocaleData } from '@wordpress/i18n';
import { loadTranslations, TEXT_DOMAIN } from './translations';

describe( 'loadTranslations', () => {
	afterEach( () => {
		resetLocaleData( undefined, TEXT_DOMAIN );
		delete window.p2pFundraisingTranslations;
	} );

	it( 'gives the bundled @wordpress/i18n the strings PHP printed', () => {
		window.p2pFundraisingTranslations = {
			'': { domain: TEXT_DOMAIN, lang: 'de_DE' },
			'Donate Now': [ 'Jetzt spenden' ],
		};
		loadTranslations();
		expect( __( 'Donate Now', 'p2p-fundraising' ) ).toBe( 'Jetzt spenden' );
	} );

	it( 'leaves English in place when the page carries no translations', () => {
		loadTranslations();
		expect( __( 'Donate Now', 'p2p-fundraising' ) ).toBe( 'Donate Now' );
	} );
} );
