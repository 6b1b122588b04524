import type { TextLimits } from './text-limits';

/**
 * The page settings PHP embeds for both apps (docs/api.md, "Boot data"); read by readSettings.
 */
export interface Settings {
	apiRoot: string;
	apiNonce: string;
	/** WordPress's form ('de_DE'); src/shared/format turns it into a BCP 47 tag. */
	locale: string;
	/** The site's time zone (IANA name or '+02:00'), '' when unknown. */
	timeZone: string;
	currencySymbol: string;
	currencyPosition: 'before' | 'after';
	decimalSeparator: string;
	thousandsSeparator: string;
	maxUploadSize: number;
	assetsUrl: string;
	loginUrl: string;
	homeUrl: string;
	siteName: string;
	/** Whether people may register as fundraisers (the plugin's Settings screen). */
	registrationOpen: boolean;
	/** The longest text each field takes (characters). */
	textLimits: TextLimits;
}
