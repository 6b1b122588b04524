/**
 * A fundraiser's badges (first donation, halfway, goal reached, top 10, team captain, or what a
 * site adds with the `p2p_fundraising_badges` filter). Each is a list item whose text is its
 * accessible name; `isCompact` (cards) shows the icon only, with the name for assistive
 * technology and as a tooltip.
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import type { Badge } from '../contract/types';

const ICONS: Record< string, string > = {
	first_donation: '★',
	halfway: '◐',
	goal_reached: '✓',
	top_ten: '▲',
	team_captain: '⚑',
};

const List = styled.ul< { $isCompact: boolean } >`
	display: flex;
	flex-wrap: wrap;
	justify-content: ${ ( { $isCompact } ) =>
		$isCompact ? 'center' : 'flex-start' };
	gap: 0.375rem;
	margin: 0.25rem 0 0;
	padding: 0;
	list-style: none;
`;

const Item = styled.li< { $isCompact: boolean } >`
	display: inline-flex;
	align-items: center;
	gap: 0.25rem;
	padding: ${ ( { $isCompact } ) =>
		$isCompact ? '0.125rem 0.375rem' : '0.25rem 0.625rem' };
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	background: ${ ( { theme } ) => theme.colors.background };
	color: ${ ( { theme } ) => theme.colors.text };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	font-weight: 600;
	line-height: 1.4;
`;

interface BadgeListProps {
	badges?: Badge[];
	isCompact?: boolean;
}

export function BadgeList( { badges, isCompact = false }: BadgeListProps ) {
	if ( ! badges || badges.length === 0 ) {
		return null;
	}
	return (
		<List
			className="p2p-badges"
			aria-label={ __( 'Badges', 'p2p-fundraising' ) }
			$isCompact={ isCompact }
		>
			{ badges.map( ( badge ) => (
				<Item
					key={ badge.id }
					className={ `p2p-badge p2p-badge--${ badge.id }` }
					title={ isCompact ? badge.label : undefined }
					$isCompact={ isCompact }
				>
					<span aria-hidden="true">{ ICONS[ badge.id ] ?? '●' }</span>
					{ isCompact ? (
						<VisuallyHidden className="p2p-badge__name">
							{ badge.label }
						</VisuallyHidden>
					) : (
						<span className="p2p-badge__name">{ badge.label }</span>
					) }
				</Item>
			) ) }
		</List>
	);
}
