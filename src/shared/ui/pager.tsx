/**
 * The administration pager (spec §9): first, previous, a window of 5 page numbers centred on the
 * current page, next and last. Hidden when there is one page or fewer. Buttons, because the admin
 * lists are not addressable pages of their own.
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import { classNames } from './class-names';
import { pageWindow } from './pagination';

const Nav = styled.nav`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 4px;
	margin: 0.5rem 0;

	button {
		min-width: 32px;
		min-height: 32px;
		padding: 0 8px;
		border: 1px solid #2271b1;
		border-radius: 3px;
		background: #f6f7f7;
		color: #2271b1;
		font-size: 13px;
		cursor: pointer;
	}

	button[aria-current='page'] {
		background: #2271b1;
		color: #fff;
		font-weight: 600;
	}

	button:disabled {
		border-color: #dcdcde;
		color: #a7aaad;
		cursor: default;
	}
`;

export interface PagerProps {
	page: number;
	totalPages: number;
	onChange: ( page: number ) => void;
	label?: string;
	className?: string;
}

export function Pager( {
	page,
	totalPages,
	onChange,
	label = __( 'Pages', 'p2p-fundraising' ),
	className,
}: PagerProps ) {
	if ( totalPages <= 1 ) {
		return null;
	}
	const go = ( target: number ) => {
		if ( target !== page && target >= 1 && target <= totalPages ) {
			onChange( target );
		}
	};
	const isFirst = page <= 1;
	const isLast = page >= totalPages;
	return (
		<Nav
			aria-label={ label }
			className={ classNames( 'p2p-pager', className ) }
		>
			<button
				type="button"
				onClick={ () => go( 1 ) }
				disabled={ isFirst }
				aria-label={ __( 'First page', 'p2p-fundraising' ) }
			>
				<span aria-hidden="true">«</span>
			</button>
			<button
				type="button"
				onClick={ () => go( page - 1 ) }
				disabled={ isFirst }
				aria-label={ __( 'Previous page', 'p2p-fundraising' ) }
			>
				<span aria-hidden="true">‹</span>
			</button>
			{ pageWindow( page, totalPages ).map( ( number ) => (
				<button
					type="button"
					key={ number }
					onClick={ () => go( number ) }
					aria-current={ number === page ? 'page' : undefined }
					aria-label={ sprintf(
						/* translators: %d: page number. */
						__( 'Page %d', 'p2p-fundraising' ),
						number
					) }
				>
					{ number }
				</button>
			) ) }
			<button
				type="button"
				onClick={ () => go( page + 1 ) }
				disabled={ isLast }
				aria-label={ __( 'Next page', 'p2p-fundraising' ) }
			>
				<span aria-hidden="true">›</span>
			</button>
			<button
				type="button"
				onClick={ () => go( totalPages ) }
				disabled={ isLast }
				aria-label={ __( 'Last page', 'p2p-fundraising' ) }
			>
				<span aria-hidden="true">»</span>
			</button>
		</Nav>
	);
}
