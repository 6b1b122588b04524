/**
 * A block of a page with the standard spacing; `$isBoxed` gives it a card background.
 */
import styled from 'styled-components';

export const PageSection = styled.section< { $isBoxed?: boolean } >`
	margin: 0 0 ${ ( { theme } ) => theme.spacer * 2 }px;
	padding: ${ ( { theme, $isBoxed } ) => ( $isBoxed ? `${ theme.spacer * 1.5 }px` : '0' ) };
	background: ${ ( { theme, $isBoxed } ) => ( $isBoxed ? theme.colors.surface : 'transparent' ) };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	box-shadow: ${ ( { theme, $isBoxed } ) => ( $isBoxed ? theme.shadow.card : 'none' ) };

	h1,
	h2 {
		margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
		font-weight: 700;
		line-height: 1.25;
		color: ${ ( { theme } ) => theme.colors.text };
	}

	h2 {
		font-size: ${ ( { theme } ) => theme.font.sizes.xl };
	}
`;
