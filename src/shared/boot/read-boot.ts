/**
 * The one place that reads what PHP embedded in the page (a JSON script tag, see docs/api.md).
 * Both apps receive typed settings from here (the campaign app reads its initial data through
 * src/campaign/contract/read-initial-data.ts, built on the same readers); nothing else reads the DOM
 * or `window` for configuration.
 */
import { BootError } from './boot-error';
import { isObject, numberOr, stringOr, type RawObject } from './raw-values';
import type { Settings } from './settings';
import { readTextLimits } from './text-limits';

/** Parses the JSON embedded in `<script type="application/json" id="…">`. */
export function readBootJson(
	id: string,
	doc: Document = document
): RawObject {
	const element = doc.getElementById( id );
	if ( ! element || ! element.textContent ) {
		throw new BootError( `The page data (#${ id }) is missing.` );
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( element.textContent );
	} catch {
		throw new BootError( `The page data (#${ id }) is not valid JSON.` );
	}
	if ( ! isObject( parsed ) ) {
		throw new BootError( `The page data (#${ id }) is not an object.` );
	}
	return parsed;
}

/** Settings with the spec's defaults; only the API root is required. */
export function readSettings( raw: unknown ): Settings {
	const settings = isObject( raw ) ? raw : {};
	const apiRoot = stringOr( settings.apiRoot, '' );
	if ( ! apiRoot ) {
		throw new BootError( 'The page settings have no API address.' );
	}
	return {
		apiRoot: apiRoot.replace( /\/+$/, '' ),
		apiNonce: stringOr( settings.apiNonce, '' ),
		locale: stringOr( settings.locale, 'en_US' ),
		timeZone: stringOr( settings.timeZone, '' ),
		currencySymbol: stringOr( settings.currencySymbol, '$' ),
		currencyPosition:
			settings.currencyPosition === 'after' ? 'after' : 'before',
		decimalSeparator: stringOr( settings.decimalSeparator, '.' ),
		thousandsSeparator:
			typeof settings.thousandsSeparator === 'string'
				? settings.thousandsSeparator
				: ',',
		maxUploadSize: numberOr( settings.maxUploadSize, 0 ),
		assetsUrl: stringOr( settings.assetsUrl, '' ),
		loginUrl: stringOr( settings.loginUrl, '' ),
		homeUrl: stringOr( settings.homeUrl, '/' ),
		siteName:
			typeof settings.siteName === 'string' ? settings.siteName : '',
		registrationOpen: settings.registrationOpen !== false,
		textLimits: readTextLimits( settings.textLimits ),
	};
}
