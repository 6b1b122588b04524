/**
 * The page settings PHP embeds for both apps (docs/api.md, "Boot data"); read by readSettings.
 */
export interface Settings {
	apiRoot: string;
	apiNonce: string;
	locale: string;
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
}
