/**
 * Donations per day (bars, right axis) with the running total against the goal (line and dashed
 * goal line, left axis).
 */
import { __, sprintf } from '@wordpress/i18n';
import { AxisLeft, AxisRight } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import { useFormat } from '../../../../shared/app-services';
import type { DashboardDay } from '../api/get-campaign-dashboard';
import {
	CHART_COLORS,
	PLOT_HEIGHT,
	PLOT_WIDTH,
	axisStyle,
	dayScale,
} from './chart-frame';
import { DayChartFrame } from './day-chart-frame';

interface DailyChartProps {
	days: DashboardDay[];
	goal: number;
}

export function DailyChart( { days, goal }: DailyChartProps ) {
	const format = useFormat();
	const last = days[ days.length - 1 ];

	const x = dayScale( days.map( ( day ) => day.date ) );
	const total = scaleLinear< number >( {
		domain: [
			0,
			Math.max( goal, ...days.map( ( day ) => day.cumulative ), 1 ),
		],
		range: [ PLOT_HEIGHT, 0 ],
		nice: true,
	} );
	const perDay = scaleLinear< number >( {
		domain: [ 0, Math.max( ...days.map( ( day ) => day.amount ), 1 ) ],
		range: [ PLOT_HEIGHT, 0 ],
		nice: true,
	} );
	const center = ( date: string ) => ( x( date ) ?? 0 ) + x.bandwidth() / 2;

	const summary = sprintf(
		/* translators: 1: first day, 2: last day, 3: total raised at the end, 4: goal. */
		__(
			'Donations per day from %1$s to %2$s; the running total reaches %3$s of the %4$s goal.',
			'p2p-fundraising'
		),
		days[ 0 ]?.date ?? '',
		last?.date ?? '',
		format.money( last?.cumulative ?? 0 ),
		format.money( goal )
	);

	return (
		<DayChartFrame label={ summary } x={ x }>
			{ days.map( ( day ) => (
				<Bar
					key={ day.date }
					data-testid="daily-bar"
					x={ x( day.date ) ?? 0 }
					y={ perDay( day.amount ) }
					width={ x.bandwidth() }
					height={ PLOT_HEIGHT - perDay( day.amount ) }
					fill={ CHART_COLORS.bar }
				/>
			) ) }
			{ goal > 0 && (
				<Line
					from={ { x: 0, y: total( goal ) } }
					to={ { x: PLOT_WIDTH, y: total( goal ) } }
					stroke={ CHART_COLORS.goal }
					strokeWidth={ 2 }
					strokeDasharray="6 4"
					data-testid="goal-line"
				/>
			) }
			<LinePath< DashboardDay >
				data={ days }
				x={ ( day ) => center( day.date ) }
				y={ ( day ) => total( day.cumulative ) }
				stroke={ CHART_COLORS.line }
				strokeWidth={ 3 }
				data-testid="cumulative-line"
			/>
			<AxisLeft
				scale={ total }
				numTicks={ 5 }
				tickFormat={ ( value ) => format.money( Number( value ) ) }
				{ ...axisStyle( 'end', CHART_COLORS.line ) }
			/>
			<AxisRight
				left={ PLOT_WIDTH }
				scale={ perDay }
				numTicks={ 4 }
				tickFormat={ ( value ) => format.money( Number( value ) ) }
				{ ...axisStyle( 'start' ) }
			/>
		</DayChartFrame>
	);
}
