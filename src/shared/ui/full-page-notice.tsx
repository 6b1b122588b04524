/**
 * A whole-page message for when a screen cannot be shown (crash, missing page data), with a way
 * forward instead of a blank page.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
	display: flex;
	flex-direction: column;
	align-items: center;
	justify-content: center;
	gap: 1rem;
	min-height: 40vh;
	padding: 3rem 1.5rem;
	text-align: center;
`;

const Title = styled.h1`
	margin: 0;
	font-size: 1.5rem;
`;

const Details = styled.p`
	margin: 0;
	color: ${ ( { theme } ) => theme?.colors?.muted ?? '#5f6368' };
	max-width: 40rem;
`;

interface FullPageNoticeProps {
	title: string;
	details?: string;
	children?: ReactNode;
}

export function FullPageNotice( {
	title,
	details,
	children,
}: FullPageNoticeProps ) {
	return (
		<Wrapper className="p2p-notice-page" role="alert">
			<Title>{ title }</Title>
			{ details && <Details>{ details }</Details> }
			{ children }
		</Wrapper>
	);
}
