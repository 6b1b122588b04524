/**
 * Paging of a short, newest-first list (my donors, updates): Newer, where we are, Older. Lists
 * with many pages and numbered links use the kit's Pagination instead.
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import { Button } from '../../shared/ui/button';

const Nav = styled.nav`
	display: flex;
	gap: 0.5rem;
	align-items: center;
	justify-content: center;
	margin-top: ${ ( { theme } ) => theme.spacer }px;
`;

interface NewerOlderPagerProps {
	/** Names the navigation landmark, e.g. 'Donor pages'. */
	label: string;
	page: number;
	totalPages: number;
	onPage: ( page: number ) => void;
}

export function NewerOlderPager( {
	label,
	page,
	totalPages,
	onPage,
}: NewerOlderPagerProps ) {
	if ( totalPages <= 1 ) {
		return null;
	}
	return (
		<Nav aria-label={ label }>
			<Button
				type="button"
				$size="small"
				$variant="outline"
				disabled={ page <= 1 }
				onClick={ () => onPage( page - 1 ) }
			>
				{ __( 'Newer', 'p2p-fundraising' ) }
			</Button>
			<span>
				{ sprintf(
					/* translators: 1: current page, 2: number of pages. */
					__( 'Page %1$d of %2$d', 'p2p-fundraising' ),
					page,
					totalPages
				) }
			</span>
			<Button
				type="button"
				$size="small"
				$variant="outline"
				disabled={ page >= totalPages }
				onClick={ () => onPage( page + 1 ) }
			>
				{ __( 'Older', 'p2p-fundraising' ) }
			</Button>
		</Nav>
	);
}
