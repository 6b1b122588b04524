/**
 * The frame around every screen: the administrators' banner for a campaign that is not active,
 * focus moved to the new page's heading after each navigation (so screen readers announce it),
 * the top of the app scrolled into view on a new page, and an error boundary per page so a
 * crash on one screen leaves the others reachable.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { Notice } from '../../shared/ui/notice';
import { useCampaign } from '../contract/initial-data-context';
import { AccountBar } from './account-bar';

const Frame = styled.div`
	width: 100%;
	max-width: ${ ( { theme } ) => theme.contentWidth };
	margin: 0 auto;
`;

const Banner = styled( Notice )`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
`;

/**
 * A new page (a new path) takes focus to its heading. A change of the query string alone (a
 * leaderboard's search or page, decision 0011) is not a new page: the screen decides (the
 * search box keeps its focus; the pagination moves it itself).
 */
function useFocusHeadingOnNavigation( container: RefObject< HTMLElement > ) {
	const { pathname } = useLocation();
	const navigationType = useNavigationType();
	// Read by the effect below, never its trigger: PUSH → REPLACE is no new page either.
	const lastNavigationType = useRef( navigationType );
	const shownPath = useRef( pathname );

	useEffect( () => {
		lastNavigationType.current = navigationType;
	}, [ navigationType ] );

	useEffect( () => {
		const root = container.current;
		if ( shownPath.current === pathname || ! root ) {
			return undefined;
		}
		shownPath.current = pathname;
		// Back and forward keep the browser's own scroll position.
		if ( lastNavigationType.current !== 'POP' ) {
			const top = root.getBoundingClientRect().top;
			if ( top < 0 ) {
				window.scrollBy( { top } );
			}
		}
		const focusHeading = () => {
			const heading = root.querySelector< HTMLElement >( 'h1' );
			if ( heading ) {
				heading.setAttribute( 'tabindex', '-1' );
				heading.focus( { preventScroll: true } );
			}
			return Boolean( heading );
		};
		if ( focusHeading() ) {
			return undefined;
		}
		// A lazily loaded screen shows a spinner first: focus its heading once it renders.
		const observer = new MutationObserver( () => {
			if ( focusHeading() ) {
				observer.disconnect();
			}
		} );
		observer.observe( root, { childList: true, subtree: true } );
		return () => observer.disconnect();
	}, [ pathname, container ] );
}

export function CampaignLayout() {
	const campaign = useCampaign();
	const { pathname } = useLocation();
	const frame = useRef< HTMLDivElement >( null );
	useFocusHeadingOnNavigation( frame );

	return (
		<Frame ref={ frame } className="p2p-campaign">
			<AccountBar />
			{ ! campaign.is_active && campaign.status !== 'ended' && (
				<Banner type="warning" className="p2p-admin-banner">
					{ sprintf(
						/* translators: %s: the campaign status, e.g. draft. */
						__(
							'This campaign is set to "%s" and is not visable unless logged in as an administrator.',
							'p2p-fundraising'
						),
						campaign.status
					) }
				</Banner>
			) }
			<ErrorBoundary resetKey={ pathname }>
				<Outlet />
			</ErrorBoundary>
		</Frame>
	);
}
