/**
 * A link to a URL the server gave us (e.g. a donation's sourceLink): inside the campaign it
 * becomes a router link (no page load), anywhere else a plain anchor.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCampaign } from '../contract/initial-data-context';

/** The route of `url` under the campaign, or null when it points elsewhere. */
export function toCampaignRoute(
	url: string,
	campaignUrl: string
): string | null {
	if ( ! url || ! campaignUrl ) {
		return null;
	}
	const base = campaignUrl.replace( /\/+$/, '' );
	if ( url !== base && ! url.startsWith( `${ base }/` ) ) {
		return null;
	}
	return url.slice( base.length ) || '/';
}

interface AppLinkProps {
	href: string;
	children: ReactNode;
	className?: string;
}

export function AppLink( { href, children, className }: AppLinkProps ) {
	const { campaign_url: campaignUrl } = useCampaign();
	const route = toCampaignRoute( href, campaignUrl );
	return route ? (
		<Link to={ route } className={ className }>
			{ children }
		</Link>
	) : (
		<a href={ href } className={ className }>
			{ children }
		</a>
	);
}
