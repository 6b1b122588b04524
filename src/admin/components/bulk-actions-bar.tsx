/**
 * The bulk actions above a moderated list: select the page (or every match), choose approve or
 * suspend, apply after a confirmation that says how many rows change.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId, useState } from 'react';
import type { ApiError } from '../../shared/api/api-error';
import { ConfirmModal } from './confirm-modal';
import type { useBulkSelection } from './use-bulk-selection';

export type BulkAction = 'approve' | 'suspend';

interface BulkActionsBarProps {
	selection: ReturnType< typeof useBulkSelection >;
	total: number;
	pageCount: number;
	/** "12 fundraisers" for a count. */
	many: ( count: number ) => string;
	onApply: ( action: BulkAction ) => Promise< ApiError | undefined >;
	/** The status changes offered (none on the donations list). */
	actions?: BulkAction[];
	/** CSV of the selection, or null while nothing is selected. */
	exportHref?: string | null;
}

export function BulkActionsBar( {
	selection,
	total,
	pageCount,
	many,
	onApply,
	actions = [ 'approve', 'suspend' ],
	exportHref = null,
}: BulkActionsBarProps ) {
	const [ action, setAction ] = useState< BulkAction | '' >( '' );
	const [ confirming, setConfirming ] = useState< BulkAction | null >( null );
	const selectId = useId();
	const pageId = useId();
	const question =
		confirming === 'approve'
			? sprintf(
					/* translators: %s: number and kind of rows, e.g. "12 fundraisers". */
					__(
						'Approve %s? They appear on the campaign pages.',
						'p2p-fundraising'
					),
					many( selection.count )
				)
			: sprintf(
					/* translators: %s: number and kind of rows, e.g. "12 fundraisers". */
					__(
						'Suspend %s? They disappear from the campaign pages until approved again; their donations still count.',
						'p2p-fundraising'
					),
					many( selection.count )
				);
	return (
		<div
			className="p2p-admin-bulk"
			role="group"
			aria-label={ __( 'Bulk actions', 'p2p-fundraising' ) }
		>
			<input
				id={ pageId }
				type="checkbox"
				checked={ selection.isPageSelected }
				onChange={ selection.togglePage }
				disabled={ pageCount === 0 }
			/>
			<label htmlFor={ pageId } className="p2p-admin-bulk__page">
				{ __( 'Select all on this page', 'p2p-fundraising' ) }
			</label>
			{ selection.isPageSelected &&
				! selection.isAllMatching &&
				total > pageCount && (
					<button
						type="button"
						className="button-link"
						onClick={ selection.selectAllMatching }
					>
						{ sprintf(
							/* translators: %s: number and kind of rows, e.g. "120 fundraisers". */
							__( 'Select all %s matching', 'p2p-fundraising' ),
							many( total )
						) }
					</button>
				) }
			{ actions.length > 0 && (
				<>
					<label htmlFor={ selectId } className="screen-reader-text">
						{ __( 'Bulk action', 'p2p-fundraising' ) }
					</label>
					<select
						id={ selectId }
						value={ action }
						onChange={ ( event ) =>
							setAction( event.target.value as BulkAction | '' )
						}
					>
						<option value="">
							{ __( 'Bulk actions', 'p2p-fundraising' ) }
						</option>
						<option value="approve">
							{ __( 'Approve', 'p2p-fundraising' ) }
						</option>
						<option value="suspend">
							{ __( 'Suspend', 'p2p-fundraising' ) }
						</option>
					</select>
					<button
						type="button"
						className="button"
						disabled={ action === '' || selection.count === 0 }
						onClick={ () =>
							action !== '' && setConfirming( action )
						}
					>
						{ __( 'Apply', 'p2p-fundraising' ) }
					</button>
				</>
			) }
			{ exportHref && (
				<a className="button" href={ exportHref }>
					{ sprintf(
						/* translators: %s: number and kind of rows, e.g. "12 teams". */
						__( 'Export %s (CSV)', 'p2p-fundraising' ),
						many( selection.count )
					) }
				</a>
			) }
			<span className="p2p-admin-bulk__count" aria-live="polite">
				{ selection.count > 0 &&
					sprintf(
						/* translators: %s: number and kind of rows, e.g. "12 fundraisers". */
						__( '%s selected', 'p2p-fundraising' ),
						many( selection.count )
					) }
			</span>
			<ConfirmModal
				isOpen={ confirming !== null }
				title={
					confirming === 'approve'
						? __( 'Approve selected', 'p2p-fundraising' )
						: __( 'Suspend selected', 'p2p-fundraising' )
				}
				confirmLabel={
					confirming === 'approve'
						? sprintf(
								/* translators: %s: number and kind of rows. */
								__( 'Approve %s', 'p2p-fundraising' ),
								many( selection.count )
							)
						: sprintf(
								/* translators: %s: number and kind of rows. */
								__( 'Suspend %s', 'p2p-fundraising' ),
								many( selection.count )
							)
				}
				isDestructive={ confirming === 'suspend' }
				onCancel={ () => setConfirming( null ) }
				onConfirm={ async () => {
					if ( ! confirming ) {
						return undefined;
					}
					const failure = await onApply( confirming );
					if ( ! failure ) {
						setConfirming( null );
						setAction( '' );
						selection.clear();
					}
					return failure;
				} }
			>
				<p>{ question }</p>
			</ConfirmModal>
		</div>
	);
}
