/**
 * Where each share button sends the visitor. Pure functions: the page's absolute URL and texts
 * in, the network's share address out (every value URL-encoded).
 */
export interface ShareContent {
	/** Absolute address of the page being shared. */
	url: string;
	/** A sentence for posts and messages, e.g. 'Support Ada in fundraising for Clean Water'. */
	text: string;
	emailSubject: string;
	/** The e-mail body; the page address when not given (spec §2). */
	emailBody?: string;
}

const encode = encodeURIComponent;

export const facebookShareUrl = ( { url }: ShareContent ) =>
	`https://www.facebook.com/sharer/sharer.php?u=${ encode( url ) }`;

export const twitterShareUrl = ( { url, text }: ShareContent ) =>
	`https://twitter.com/intent/tweet?text=${ encode( text ) }&url=${ encode(
		url
	) }`;

export const whatsAppShareUrl = ( { url, text }: ShareContent ) =>
	`https://wa.me/?text=${ encode( `${ text } ${ url }` ) }`;

export const emailShareUrl = ( {
	url,
	emailSubject,
	emailBody = url,
}: ShareContent ) =>
	`mailto:?subject=${ encode( emailSubject ) }&body=${ encode( emailBody ) }`;

/** A file name for the QR code download: the page's path, e.g. 'team-3-qr-code.png'. */
export function qrFileName( url: string, extension: string ): string {
	let path = '';
	try {
		path = new URL( url ).pathname;
	} catch {
		path = '';
	}
	const slug = path
		.split( '/' )
		.filter( Boolean )
		.slice( -2 )
		.join( '-' )
		.replace( /[^a-z0-9-]+/gi, '' )
		.toLowerCase();
	return `${ slug || 'page' }-qr-code.${ extension }`;
}
