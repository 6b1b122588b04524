/**
 * Status labels of campaigns, teams, fundraisers and donations, with translated names.
 */
import { __ } from '@wordpress/i18n';
import {
	StatusLabel,
	type StatusLabelType,
} from '../../shared/ui/status-label';

const LABELS: Record< string, [ StatusLabelType, () => string ] > = {
	active: [ 'success', () => __( 'Active', 'p2p-fundraising' ) ],
	draft: [ 'notice', () => __( 'Draft', 'p2p-fundraising' ) ],
	paused: [ 'warning', () => __( 'Paused', 'p2p-fundraising' ) ],
	ended: [ 'info', () => __( 'Ended', 'p2p-fundraising' ) ],
	approved: [ 'success', () => __( 'Approved', 'p2p-fundraising' ) ],
	pending: [ 'warning', () => __( 'Pending', 'p2p-fundraising' ) ],
	suspended: [ 'error', () => __( 'Suspended', 'p2p-fundraising' ) ],
	completed: [ 'success', () => __( 'Completed', 'p2p-fundraising' ) ],
	refunded: [ 'info', () => __( 'Refunded', 'p2p-fundraising' ) ],
	cancelled: [ 'failed', () => __( 'Cancelled', 'p2p-fundraising' ) ],
};

export const statusName = ( status: string ) =>
	LABELS[ status ]?.[ 1 ]() ?? status;

export const statusOptions = ( statuses: string[] ) =>
	statuses.map( ( value ) => ( { value, label: statusName( value ) } ) );

export function EntityStatus( { status }: { status: string } ) {
	const entry = LABELS[ status ];
	return (
		<StatusLabel
			type={ entry?.[ 0 ] ?? 'info' }
			text={ statusName( status ) }
		/>
	);
}
