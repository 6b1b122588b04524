/**
 * The longest text each field takes, in characters (boot settings `textLimits`, from PHP's
 * TextLimits: docs/security.md). The forms set them as `maxlength` and show a counter; the server
 * refuses longer texts with a field message whatever the form did.
 */
import { isObject } from './raw-values';

export interface TextLimits {
	/** A fundraiser's or a team's story. */
	story: number;
	/** A campaign's story. */
	campaign_story: number;
	/** A campaign's short description. */
	summary: number;
	/** The story placeholders of a campaign. */
	placeholder: number;
	/** An update. */
	update: number;
	/** A thank-you or a captain's message. */
	message: number;
	/** The subject of a captain's message. */
	subject: number;
	/** The addresses of an invitation box. */
	invitations: number;
	/** A name or title of one line. */
	name: number;
	/** A sign-in handle. */
	handle: number;
	/** The impact line of a suggested amount. */
	impact: number;
	/** A campaign's registration waiver. */
	waiver: number;
	/** A campaign's own activity unit ("laps"). */
	activity_label: number;
	/** The note of an activity entry. */
	activity_note: number;
}

/** The plugin's defaults, for a page whose PHP sent none. */
export const DEFAULT_TEXT_LIMITS: TextLimits = {
	story: 10000,
	campaign_story: 20000,
	summary: 1000,
	placeholder: 2000,
	update: 5000,
	message: 2000,
	subject: 150,
	invitations: 5000,
	name: 191,
	handle: 254,
	impact: 150,
	waiver: 10000,
	activity_label: 40,
	activity_note: 200,
};

/** The limits PHP sent, each a positive whole number, else its default. */
export function readTextLimits( raw: unknown ): TextLimits {
	const given = isObject( raw ) ? raw : {};
	const limits = { ...DEFAULT_TEXT_LIMITS };
	( Object.keys( limits ) as Array< keyof TextLimits > ).forEach( ( key ) => {
		const value = given[ key ];
		if (
			typeof value === 'number' &&
			Number.isInteger( value ) &&
			value > 0
		) {
			limits[ key ] = value;
		}
	} );
	return limits;
}
