/**
 * The row layout both donor lists share: recent donations and top donors.
 */
import styled from 'styled-components';

export const DonorListBase = styled.ul`
	display: grid;
	gap: 0.25rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

export const DonorRow = styled.li`
	display: flex;
	align-items: center;
	gap: 0.875rem;
	padding: 0.75rem;
	border-bottom: 1px solid ${ ( { theme } ) => theme.colors.border };
	/* A long name without spaces breaks inside the row instead of pushing the amount, and the
	   page, sideways on a phone. */
	overflow-wrap: anywhere;

	& > * {
		min-width: 0;
	}

	&:last-child {
		border-bottom: 0;
	}
`;

export const DonorAmount = styled.span`
	font-weight: 700;
	white-space: nowrap;
`;
