/**
 * The one place that reads what PHP embedded in the page (a JSON script tag, see docs/api.md).
 * Everything else receives typed settings and initial data from here; nothing else reads the DOM
 * or `window` for configuration.
 */
import { BootError } from './boot-error';
import type {
	Auth,
	Campaign,
	CampaignStats,
	InitialData,
	Paged,
	Settings,
} from './types';

type RawObject = Record< string, unknown >;

const isObject = ( value: unknown ): value is RawObject =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const stringOr = ( value: unknown, fallback: string ): string =>
	typeof value === 'string' && value !== '' ? value : fallback;

const numberOr = ( value: unknown, fallback: number ): number => {
	const parsed = typeof value === 'string' ? Number( value ) : value;
	return typeof parsed === 'number' && Number.isFinite( parsed )
		? parsed
		: fallback;
};

const objectOrNull = < T >( value: unknown ): T | null =>
	isObject( value ) ? ( value as T ) : null;

const arrayOr = < T >( value: unknown ): T[] =>
	Array.isArray( value ) ? ( value as T[] ) : [];

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
	};
}

const EMPTY_STATS: CampaignStats = {
	raisedAmount: 0,
	raisedPercentage: 0,
	donationsCount: 0,
	averageAmount: 0,
	fundraisersCount: 0,
	teamsCount: 0,
};

function readAuth( raw: unknown ): Auth {
	if ( ! isObject( raw ) ) {
		throw new BootError(
			'The page data has no sign-in information (auth).'
		);
	}
	return {
		user_id: numberOr( raw.user_id, 0 ),
		fundraiser_id: numberOr( raw.fundraiser_id, 0 ),
		is_logged_in: raw.is_logged_in === true,
		is_admin: raw.is_admin === true,
	};
}

/**
 * The campaign page's initial data: campaign and auth are required; team, fundraiser, donations,
 * sponsors and the stats default to empty, user to `{}`.
 */
export function readInitialData( raw: unknown ): InitialData {
	const data = isObject( raw ) ? raw : {};
	const campaign = objectOrNull< Campaign >( data.campaign );
	if ( ! campaign ) {
		throw new BootError( 'The page data has no campaign.' );
	}
	return {
		campaign,
		auth: readAuth( data.auth ),
		campaignStats: {
			...EMPTY_STATS,
			...objectOrNull< CampaignStats >( data.campaignStats ),
		},
		user: objectOrNull( data.user ) ?? {},
		team: objectOrNull( data.team ),
		teamStats: objectOrNull( data.teamStats ),
		teamMembers: Array.isArray( data.teamMembers )
			? arrayOr( data.teamMembers )
			: null,
		fundraiser: objectOrNull( data.fundraiser ),
		fundraiserStats: objectOrNull( data.fundraiserStats ),
		donations: arrayOr( data.donations ),
		sponsors: arrayOr( data.sponsors ),
		topTeams: objectOrNull< Paged< never > >( data.topTeams ),
		topFundraisers: objectOrNull< Paged< never > >( data.topFundraisers ),
	};
}
