/**
 * The site's locale as Intl wants it.
 */

/**
 * WordPress's locale ('de_DE', 'de_DE_formal', 'pt_PT_ao90') as a BCP 47 tag ('de-DE', 'pt-PT');
 * 'en-US' for anything Intl does not know.
 */
export function toLanguageTag( locale: string ): string {
	const [ language = '', region = '' ] = locale.split( /[_-]/ );
	const tag = /^[A-Za-z]{2,3}$/.test( region )
		? `${ language }-${ region }`
		: language;
	try {
		return Intl.getCanonicalLocales( tag )[ 0 ] ?? 'en-US';
	} catch {
		return 'en-US';
	}
}
