/**
 * A heading inside a page section (h3), sized below the section's own heading.
 */
import styled from 'styled-components';

export const SubHeading = styled.h3`
	margin: ${ ( { theme } ) => theme.spacer * 1.5 }px 0 0.5rem;
	font-size: ${ ( { theme } ) => theme.font.sizes.large };
	font-weight: 700;
	line-height: 1.3;
	color: ${ ( { theme } ) => theme.colors.text };
`;
