/**
 * Stripe Checkout sends the donor back to the donate page they came from, with
 * `p2p_donation` + `p2p_key` (paid: show the thank-you view) or `p2p_resume` + `p2p_key` (went
 * back: show the form again as filled in). The frame's form page understands them as
 * `donation` / `resume` + `key`; this maps the page's query onto the frame's address.
 */
const FORWARDED: Record< string, string > = {
	p2p_donation: 'donation',
	p2p_resume: 'resume',
	p2p_key: 'key',
};

export function frameUrlAfterCheckout(
	frameUrl: string,
	pageSearch: string
): string {
	const page = new URLSearchParams( pageSearch );
	if ( ! page.get( 'p2p_key' ) ) {
		return frameUrl;
	}
	let url: URL;
	try {
		url = new URL( frameUrl );
	} catch {
		return frameUrl;
	}
	for ( const [ from, to ] of Object.entries( FORWARDED ) ) {
		const value = page.get( from );
		if ( value && /^[A-Za-z0-9]{1,40}$/.test( value ) ) {
			url.searchParams.set( to, value );
		}
	}
	return url.toString();
}
