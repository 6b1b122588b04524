/**
 * The campaign's headline figures: raised against the goal (all time), the donors, donations and
 * average gift of the chosen period (each card names it), active fundraisers (with at least one
 * completed gift), teams and recurring donors.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useFormat } from '../../../../shared/app-services';
import { ProgressBar } from '../../../../shared/ui/progress-bar';
import type {
	DashboardFigures,
	DashboardPeriod,
} from '../api/get-campaign-dashboard';
import { periodLabel } from './period-switch';

interface HeadlineItem {
	label: string;
	value: string;
	/** The period a figure belongs to, when it follows the period buttons. */
	period?: string;
}

interface HeadlineFiguresProps {
	figures: DashboardFigures;
	period: DashboardPeriod;
}

export function HeadlineFigures( { figures, period }: HeadlineFiguresProps ) {
	const format = useFormat();
	const inPeriod = periodLabel( period );
	const raisedText = sprintf(
		/* translators: 1: amount raised, 2: goal. */
		__( '%1$s raised of %2$s goal', 'p2p-fundraising' ),
		format.money( figures.raised ),
		format.money( figures.goal )
	);
	const items: HeadlineItem[] = [
		// The period buttons change these three as they change the charts.
		{
			label: __( 'Donors', 'p2p-fundraising' ),
			period: inPeriod,
			value: format.number( figures.period_donors ),
		},
		{
			label: __( 'Donations', 'p2p-fundraising' ),
			period: inPeriod,
			value: format.number( figures.period_donations ),
		},
		{
			label: __( 'Average gift', 'p2p-fundraising' ),
			period: inPeriod,
			value: format.money( figures.period_average ),
		},
		{
			label: __( 'Active fundraisers', 'p2p-fundraising' ),
			value: sprintf(
				/* translators: 1: fundraisers with a gift, 2: all fundraisers. */
				__( '%1$s of %2$s', 'p2p-fundraising' ),
				format.number( figures.active_fundraisers ),
				format.number( figures.fundraisers )
			),
		},
		{
			label: __( 'Teams', 'p2p-fundraising' ),
			value: format.number( figures.teams ),
		},
		...( figures.matched > 0
			? [
					{
						label: __( 'Matched by sponsors', 'p2p-fundraising' ),
						value: format.money( figures.matched ),
					},
				]
			: [] ),
		{
			label: __( 'Recurring donors', 'p2p-fundraising' ),
			value: format.number( figures.recurring_donors ),
		},
	];
	return (
		<section
			className="p2p-admin-card p2p-dashboard-figures"
			aria-label={ __( 'Headline figures', 'p2p-fundraising' ) }
		>
			<p className="p2p-dashboard-figures__raised">
				<strong>{ format.money( figures.raised ) }</strong>{ ' ' }
				{ sprintf(
					/* translators: 1: goal, 2: percentage of the goal. */
					__( 'raised of %1$s goal (%2$s)', 'p2p-fundraising' ),
					format.money( figures.goal ),
					format.percentage( figures.raised_percentage )
				) }
			</p>
			<ProgressBar
				percent={ figures.raised_percentage }
				valueText={ raisedText }
				label={ __( 'Campaign progress', 'p2p-fundraising' ) }
				height={ 10 }
			/>
			<dl className="p2p-dashboard-figures__list">
				{ items.map( ( item ) => (
					<div key={ item.label }>
						<dt>
							{ item.label }
							{ item.period && (
								<span className="p2p-dashboard-figures__period">
									{ item.period }
								</span>
							) }
						</dt>
						<dd>{ item.value }</dd>
					</div>
				) ) }
			</dl>
		</section>
	);
}
