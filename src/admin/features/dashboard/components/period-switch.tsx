/**
 * The dashboard's period: last 7 / 30 / 90 days or all time, as toggle buttons.
 */
import { __ } from '@wordpress/i18n';
import {
	DASHBOARD_PERIODS,
	type DashboardPeriod,
} from '../api/get-campaign-dashboard';

export const periodLabel = ( period: DashboardPeriod ) =>
	( {
		7: __( 'Last 7 days', 'p2p-fundraising' ),
		30: __( 'Last 30 days', 'p2p-fundraising' ),
		90: __( 'Last 90 days', 'p2p-fundraising' ),
		all: __( 'All time', 'p2p-fundraising' ),
	} )[ period ];

interface PeriodSwitchProps {
	period: DashboardPeriod;
	onChange: ( period: DashboardPeriod ) => void;
}

export function PeriodSwitch( { period, onChange }: PeriodSwitchProps ) {
	return (
		<div
			className="p2p-dashboard-periods"
			role="group"
			aria-label={ __( 'Period', 'p2p-fundraising' ) }
		>
			{ DASHBOARD_PERIODS.map( ( value ) => (
				<button
					key={ value }
					type="button"
					className={
						value === period
							? 'button button-primary'
							: 'button button-secondary'
					}
					aria-pressed={ value === period }
					onClick={ () => onChange( value ) }
				>
					{ periodLabel( value ) }
				</button>
			) ) }
		</div>
	);
}
