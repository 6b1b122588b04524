/**
 * Page links for a paged list (spec §9): previous and next arrows around a window of 5 page
 * numbers centred on the current page (the last five at the end). A `nav` landmark with the
 * current page marked `aria-current="page"`.
 *
 * Pages are real links (`getHref`) so they can be opened in a new tab or shared; a plain click is
 * handed to `onChange` instead, so an app can navigate without a page load. Shared code stays
 * router-free: the app builds the addresses.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { classNames } from './class-names';

export const PAGE_WINDOW = 5;

/** The page numbers to show: up to `size` consecutive pages, centred on `current` where possible. */
export function pageWindow(
	current: number,
	totalPages: number,
	size = PAGE_WINDOW
): number[] {
	if ( totalPages < 1 ) {
		return [];
	}
	const page = Math.min( Math.max( 1, current ), totalPages );
	const count = Math.min( size, totalPages );
	const start = Math.min(
		Math.max( 1, page - Math.floor( ( count - 1 ) / 2 ) ),
		totalPages - count + 1
	);
	return Array.from( { length: count }, ( _, index ) => start + index );
}

const List = styled.ul`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 0.375rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

const itemStyles = css`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	min-width: 44px;
	min-height: 44px;
	padding: 0 0.75rem;
	font-weight: 700;
	text-decoration: none;
	border: 2px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	background: ${ ( { theme } ) => theme.colors.surface };
	color: ${ ( { theme } ) => theme.colors.text };
`;

const PageLink = styled.a`
	${ itemStyles }

	&:hover {
		border-color: ${ ( { theme } ) => theme.colors.primaryText };
	}

	&[aria-current='page'] {
		background: ${ ( { theme } ) => theme.colors.primarySurface };
		border-color: ${ ( { theme } ) => theme.colors.primarySurface };
		color: ${ ( { theme } ) => theme.colors.onPrimary };
	}
`;

/** A previous/next arrow with nowhere to go: shown, but not a link. */
const DisabledArrow = styled.span`
	${ itemStyles }
	opacity: 0.45;
	cursor: not-allowed;
`;

interface PaginationProps {
	page: number;
	totalPages: number;
	/** The address of a page (a real link: new tab, copy, share). */
	getHref: ( page: number ) => string;
	/** A plain click on a page link: navigate without a page load. */
	onChange: ( page: number ) => void;
	label?: string;
	className?: string;
}

/** Clicks with a modifier (new tab, new window, download) keep the browser's behaviour. */
const isPlainClick = ( event: MouseEvent ) =>
	event.button === 0 &&
	! event.metaKey &&
	! event.ctrlKey &&
	! event.shiftKey &&
	! event.altKey;

export function Pagination( {
	page,
	totalPages,
	getHref,
	onChange,
	label = __( 'Pagination', 'p2p-fundraising' ),
	className,
}: PaginationProps ) {
	if ( totalPages <= 1 ) {
		return null;
	}
	const link = (
		target: number,
		content: ReactNode,
		props: { 'aria-label'?: string; rel?: string } = {}
	) => (
		<PageLink
			href={ getHref( target ) }
			aria-current={ target === page ? 'page' : undefined }
			onClick={ ( event: MouseEvent< HTMLAnchorElement > ) => {
				if ( isPlainClick( event ) ) {
					event.preventDefault();
					if ( target !== page ) {
						onChange( target );
					}
				}
			} }
			{ ...props }
		>
			{ content }
		</PageLink>
	);
	const previousLabel = __( 'Previous page', 'p2p-fundraising' );
	const nextLabel = __( 'Next page', 'p2p-fundraising' );

	return (
		<nav
			aria-label={ label }
			className={ classNames( 'p2p-pagination', className ) }
		>
			<List>
				<li>
					{ page > 1 ? (
						link( page - 1, <span aria-hidden="true">‹</span>, {
							'aria-label': previousLabel,
							rel: 'prev',
						} )
					) : (
						<DisabledArrow
							role="link"
							aria-disabled="true"
							aria-label={ previousLabel }
						>
							<span aria-hidden="true">‹</span>
						</DisabledArrow>
					) }
				</li>
				{ pageWindow( page, totalPages ).map( ( number ) => (
					<li key={ number }>
						{ link( number, number, {
							'aria-label': sprintf(
								/* translators: %d: page number. */
								__( 'Page %d', 'p2p-fundraising' ),
								number
							),
						} ) }
					</li>
				) ) }
				<li>
					{ page < totalPages ? (
						link( page + 1, <span aria-hidden="true">›</span>, {
							'aria-label': nextLabel,
							rel: 'next',
						} )
					) : (
						<DisabledArrow
							role="link"
							aria-disabled="true"
							aria-label={ nextLabel }
						>
							<span aria-hidden="true">›</span>
						</DisabledArrow>
					) }
				</li>
			</List>
		</nav>
	);
}
