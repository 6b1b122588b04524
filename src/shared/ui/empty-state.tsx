/**
 * What a list shows when it has nothing yet: a friendly line and, optionally, the next step.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { classNames } from './class-names';

const Wrapper = styled.div`
	display: flex;
	flex-direction: column;
	align-items: center;
	gap: 0.75rem;
	padding: 2rem 1rem;
	text-align: center;
	background: ${ ( { theme } ) => theme.colors.background };
	border: 1px dashed ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.medium };
`;

const Title = styled.p`
	margin: 0;
	font-weight: 700;
	font-size: 1.1rem;
`;

const Text = styled.p`
	margin: 0;
	color: ${ ( { theme } ) => theme.colors.muted };
`;

interface EmptyStateProps {
	title: string;
	text?: string;
	action?: ReactNode;
	className?: string;
}

export function EmptyState( {
	title,
	text,
	action,
	className,
}: EmptyStateProps ) {
	return (
		<Wrapper className={ classNames( 'p2p-empty', className ) }>
			<Title>{ title }</Title>
			{ text && <Text>{ text }</Text> }
			{ action }
		</Wrapper>
	);
}
