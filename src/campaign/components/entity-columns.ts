/**
 * Two columns on wide screens for team and fundraiser pages: the story, stats and lists on the
 * left, the call to donate and the share kit on the right (one column, in that order, on small
 * screens: the reading order and the visual order stay the same).
 */
import styled from 'styled-components';
import { media } from '../../shared/theme/theme';

export const EntityColumns = styled.div`
	display: grid;
	gap: ${ ( { theme } ) => theme.spacer * 2 }px;

	> * {
		min-width: 0;
	}

	${ media.large } {
		grid-template-columns: minmax( 0, 2fr ) minmax( 0, 1fr );
		align-items: start;
	}
`;

export const EntityAside = styled.aside`
	${ media.large } {
		position: sticky;
		top: ${ ( { theme } ) => theme.spacer }px;
	}
`;
