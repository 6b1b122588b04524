/**
 * The fundraiser dashboard's countdown figure, from the campaign's schedule as the server computes
 * it for the site's time zone (the same source as the countdown beside the campaign's progress):
 * "Days left: 12 days" / "Last day", "Starts in: 3 days", "Days left: Ended"; null when the
 * campaign has no end date and no upcoming start.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { CampaignScheduleInfo } from '../../../shared/api/types';
import type { StatFigure } from '../../components/stat-bar';

function daysText( days: number, formatNumber: ( n: number ) => string ) {
	return sprintf(
		/* translators: %s: number of days (until the campaign ends or starts). */
		_n( '%s day', '%s days', days, 'p2p-fundraising' ),
		formatNumber( days )
	);
}

export function scheduleFigure(
	schedule: CampaignScheduleInfo,
	formatNumber: ( n: number ) => string
): StatFigure | null {
	if ( schedule.state === 'ended' ) {
		return {
			label: __( 'Days left', 'p2p-fundraising' ),
			value: __( 'Ended', 'p2p-fundraising' ),
		};
	}
	if ( schedule.state === 'upcoming' ) {
		return {
			label: __( 'Starts in', 'p2p-fundraising' ),
			value: daysText(
				Math.max( 1, schedule.days_to_start ?? 1 ),
				formatNumber
			),
		};
	}
	if ( schedule.days_left === null ) {
		return null;
	}
	return {
		label: __( 'Days left', 'p2p-fundraising' ),
		value:
			schedule.days_left <= 0
				? __( 'Last day', 'p2p-fundraising' )
				: daysText( schedule.days_left, formatNumber ),
	};
}
