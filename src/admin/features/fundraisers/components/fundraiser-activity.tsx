/**
 * A fundraiser's activity in its admin view (issue 28, decision 0093), for a campaign that tracks
 * activity: the stored total and every entry (day, amount, note, typed or from a GPX track), each
 * deletable after a confirmation — a mistyped 500 km, a track that was not a run. The delete
 * refreshes every admin read on screen, so the total shown here (and in the lists) drops with it;
 * the confirmation keeps the server's message when it fails, and focus comes back to the heading.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormat, useSettings } from '../../../../shared/app-services';
import { dayAtNoon, formatActivity } from '../../../../shared/format/activity';
import { DataTable, type TableColumn } from '../../../../shared/ui/data-table';
import { useAdminAction } from '../../../api/use-admin-action';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { deleteAdminActivityPath } from '../api/delete-admin-activity';
import {
	useAdminFundraiserActivity,
	type AdminActivityEntry,
} from '../api/get-admin-fundraiser-activity';

interface FundraiserActivityProps {
	fundraiserId: number;
	/** The fundraiser's stored total, in the campaign's unit. */
	total: number;
	/** The campaign's unit as pages show it ("km", "laps"). */
	unitLabel: string;
}

export function FundraiserActivity( {
	fundraiserId,
	total,
	unitLabel,
}: FundraiserActivityProps ) {
	const headingId = useId();
	const headingRef = useRef< HTMLHeadingElement >( null );
	const format = useFormat();
	const settings = useSettings();
	const entries = useAdminFundraiserActivity( fundraiserId );
	const { run } = useAdminAction();
	const [ pending, setPending ] = useState< AdminActivityEntry | null >(
		null
	);
	const [ deletedCount, setDeletedCount ] = useState( 0 );
	const show = ( amount: number ) =>
		formatActivity( amount, unitLabel, settings );
	const day = ( entry: AdminActivityEntry ) =>
		format.date( dayAtNoon( entry.date ) );

	// The row and its button are gone after a delete: focus goes back to the section.
	useEffect( () => {
		if ( deletedCount > 0 ) {
			headingRef.current?.focus();
		}
	}, [ deletedCount ] );

	const remove = async () => {
		if ( ! pending ) {
			return undefined;
		}
		const result = await run(
			deleteAdminActivityPath( pending.id ),
			{},
			sprintf(
				/* translators: 1: amount with unit, 2: day. */
				__(
					'Activity entry of %1$s on %2$s deleted.',
					'p2p-fundraising'
				),
				show( pending.amount ),
				day( pending )
			)
		);
		if ( result.error ) {
			return result.error;
		}
		setPending( null );
		setDeletedCount( ( count ) => count + 1 );
		return undefined;
	};

	const columns: Array< TableColumn< AdminActivityEntry > > = [
		{
			key: 'date',
			label: __( 'Day', 'p2p-fundraising' ),
			render: day,
		},
		{
			key: 'amount',
			label: __( 'Amount', 'p2p-fundraising' ),
			render: ( entry ) => show( entry.amount ),
		},
		{
			key: 'note',
			label: __( 'Note', 'p2p-fundraising' ),
			defaultValue: '—',
		},
		{
			key: 'source',
			label: __( 'Source', 'p2p-fundraising' ),
			render: ( entry ) =>
				entry.source === 'gpx'
					? __( 'GPX track', 'p2p-fundraising' )
					: __( 'Entered', 'p2p-fundraising' ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			render: ( entry ) => (
				// A small button, as the registration's fee actions: core's red delete link falls
				// short of 4.5:1 on a striped row under WordPress 6.2.
				<button
					type="button"
					className="button button-small"
					onClick={ () => setPending( entry ) }
					aria-label={ sprintf(
						/* translators: 1: amount with unit, 2: day. */
						__( 'Delete %1$s on %2$s', 'p2p-fundraising' ),
						show( entry.amount ),
						day( entry )
					) }
				>
					{ __( 'Delete', 'p2p-fundraising' ) }
				</button>
			),
		},
	];

	return (
		<section
			className="p2p-admin-fundraiser-activity"
			aria-labelledby={ headingId }
		>
			<h3 id={ headingId } ref={ headingRef } tabIndex={ -1 }>
				{ __( 'Activity', 'p2p-fundraising' ) }
			</h3>
			<p>
				{ sprintf(
					/* translators: %s: the fundraiser's activity total with its unit, e.g. "42.5 km". */
					__( 'Total: %s', 'p2p-fundraising' ),
					show( total )
				) }
			</p>
			<LoadError error={ entries.error } />
			<DataTable
				columns={ columns }
				rows={ entries.data?.data }
				rowKey={ ( entry ) => entry.id }
				isLoading={ entries.isLoading }
				caption={ __( 'Activity entries', 'p2p-fundraising' ) }
			/>
			<ConfirmModal
				isOpen={ pending !== null }
				title={ __( 'Delete activity entry', 'p2p-fundraising' ) }
				confirmLabel={ __( 'Delete entry', 'p2p-fundraising' ) }
				onCancel={ () => setPending( null ) }
				onConfirm={ remove }
			>
				<p>
					{ pending &&
						sprintf(
							/* translators: 1: amount with unit, 2: day. */
							__(
								'Delete the entry of %1$s on %2$s? The fundraiser’s, team’s and campaign’s activity totals drop by it. This cannot be undone.',
								'p2p-fundraising'
							),
							show( pending.amount ),
							day( pending )
						) }
				</p>
			</ConfirmModal>
		</section>
	);
}
