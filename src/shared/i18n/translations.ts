/**
 * Hands the plugin's translations to the @wordpress/i18n this bundle carries.
 *
 * The bundles include @wordpress/i18n instead of using WordPress's `wp-i18n` script: that script
 * prints an inline script after itself, so WordPress never lets it load deferred, and a blocking
 * script at the end of the page holds up its first paint. PHP prints the strings of the bundle
 * (and its lazy chunks) before it as `window.p2pFundraisingTranslations` (Assets::translations()).
 *
 * Import this module first in each entry: ES modules run in import order, so every `__()` that
 * runs while the other modules load already finds its translation.
 */
import { setLocaleData, type LocaleData } from '@wordpress/i18n';

export const TEXT_DOMAIN = 'p2p-fundraising';

declare global {
	interface Window {
		p2pFundraisingTranslations?: LocaleData;
	}
}

export function loadTranslations( source: Window = window ): void {
	const data = source.p2pFundraisingTranslations;
	if ( data && typeof data === 'object' ) {
		setLocaleData( data, TEXT_DOMAIN );
	}
}

loadTranslations();
