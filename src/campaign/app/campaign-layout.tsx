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

function useFocusHeadingOnNavigation( container: RefObject< HTMLElement > ) {
	const { pathname } = useLocation();
	const navigationType = useNavigationType();
	const isFirstRender = useRef( true );

	useEffect( () => {
		const root = container.current;
		if ( isFirstRender.current || ! root ) {
			isFirstRender.current = false;
			return undefined;
		}
		// Back and forward keep the browser's own scroll position.
		if ( navigationType !== 'POP' ) {
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
	}, [ pathname, navigationType, container ] );
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
