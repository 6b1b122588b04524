/**
 * The countdown beside the campaign's progress: "12 days left", "Last day!", "Ended",
 * "Starts in 3 days"; null when the campaign has no dates that matter.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { CampaignScheduleInfo } from '../../../shared/api/types';

export function countdownText( schedule: CampaignScheduleInfo ): string | null {
	if ( schedule.state === 'ended' ) {
		return __( 'Ended', 'p2p-fundraising' );
	}
	if ( schedule.state === 'upcoming' ) {
		const days = schedule.days_to_start ?? 0;
		return days <= 1
			? __( 'Starts tomorrow', 'p2p-fundraising' )
			: sprintf(
					/* translators: %d: number of days until the campaign starts. */
					_n(
						'Starts in %d day',
						'Starts in %d days',
						days,
						'p2p-fundraising'
					),
					days
				);
	}
	if ( schedule.days_left === null ) {
		return null;
	}
	if ( schedule.days_left <= 0 ) {
		return __( 'Last day!', 'p2p-fundraising' );
	}
	return sprintf(
		/* translators: %d: number of whole days left after today. */
		_n(
			'%d day left',
			'%d days left',
			schedule.days_left,
			'p2p-fundraising'
		),
		schedule.days_left
	);
}
