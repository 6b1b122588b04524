/**
 * A quiet '‹ Back to …' link above a page's heading.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Back = styled( Link )`
	display: inline-block;
	margin-bottom: ${ ( { theme } ) => theme.spacer }px;
	font-weight: 600;
	color: ${ ( { theme } ) => theme.colors.primaryText };
`;

interface BackLinkProps {
	to: string;
	label: string;
}

export function BackLink( { to, label }: BackLinkProps ) {
	return (
		<Back to={ to } className="p2p-back-link">
			<span aria-hidden="true">‹ </span>
			{ label }
		</Back>
	);
}
