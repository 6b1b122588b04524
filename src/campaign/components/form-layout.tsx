/**
 * The frame of the form screens: a card with the page heading (focused on arrival) and the form.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../navigation/use-document-title';

const Card = styled.div`
	max-width: 720px;
	margin: 0 auto ${ ( { theme } ) => theme.spacer * 2 }px;
	padding: ${ ( { theme } ) => theme.spacer * 1.5 }px;
	background: ${ ( { theme } ) => theme.colors.surface };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	box-shadow: ${ ( { theme } ) => theme.shadow.card };

	h1 {
		margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
		font-size: ${ ( { theme } ) => theme.font.sizes.xl };
		line-height: 1.25;
	}
`;

export const Intro = styled.p`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	color: ${ ( { theme } ) => theme.colors.muted };
`;

export const FieldRow = styled.div`
	display: grid;
	gap: 0 ${ ( { theme } ) => theme.spacer }px;
	grid-template-columns: 1fr;

	@media ( min-width: 768px ) {
		grid-template-columns: 1fr 1fr;
	}
`;

export const Actions = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 1rem;
	align-items: center;
	justify-content: space-between;
	margin-top: ${ ( { theme } ) => theme.spacer }px;
`;

interface FormLayoutProps {
	title: string;
	className: string;
	before?: ReactNode;
	children: ReactNode;
}

export function FormLayout( {
	title,
	className,
	before,
	children,
}: FormLayoutProps ) {
	useDocumentTitle( title );
	return (
		<div className={ className }>
			{ before }
			<Card>
				<h1 tabIndex={ -1 }>{ title }</h1>
				{ children }
			</Card>
		</div>
	);
}
