/**
 * A polite, fixed notice while any request is slower than the slow-loading threshold.
 */
import { __ } from '@wordpress/i18n';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { SlowLoadingStore } from '../api/slow-loading-store';

const Toast = styled.div`
	position: fixed;
	bottom: 1rem;
	left: 50%;
	z-index: 100000;
	transform: translateX( -50% );
	padding: 0.75rem 1.25rem;
	background: ${ ( { theme } ) => theme.colors.text };
	color: #ffffff;
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	box-shadow: ${ ( { theme } ) => theme.shadow.raised };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
`;

interface SlowLoadingNoticeProps {
	store: SlowLoadingStore;
}

export function SlowLoadingNotice( { store }: SlowLoadingNoticeProps ) {
	const isSlow = useSyncExternalStore(
		store.subscribe,
		store.hasAny,
		() => false
	);
	return (
		<div role="status" aria-live="polite" className="p2p-slow-loading">
			{ isSlow && (
				<Toast>
					{ __(
						'This is taking longer than usual. Still loading…',
						'p2p-fundraising'
					) }
				</Toast>
			) }
		</div>
	);
}
