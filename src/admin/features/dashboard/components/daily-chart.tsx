/**
 * Donations per day (bars, right axis) with the running total against the goal (line and dashed
 * goal line, left axis).
 */
import { __, sprintf } from '@wordpress/i18n';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import { useFormat, useSettings } from '../../../../shared/app-services';
import type { DashboardDay } from '../api/get-campaign-dashboard';
import {
	CHART_COLORS,
	CHART_HEIGHT,
	CHART_MARGIN,
	CHART_WIDTH,
	everyNth,
	shortDate,
} from './chart-frame';

interface DailyChartProps {
	days: DashboardDay[];
	goal: number;
}

export function DailyChart( { days, goal }: DailyChartProps ) {
	const format = useFormat();
	const { locale } = useSettings();
	const innerWidth = CHART_WIDTH - CHART_MARGIN.left - CHART_MARGIN.right;
	const innerHeight = CHART_HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom;
	const last = days[ days.length - 1 ];

	const x = scaleBand< string >( {
		domain: days.map( ( day ) => day.date ),
		range: [ 0, innerWidth ],
		padding: 0.2,
	} );
	const total = scaleLinear< number >( {
		domain: [
			0,
			Math.max( goal, ...days.map( ( day ) => day.cumulative ), 1 ),
		],
		range: [ innerHeight, 0 ],
		nice: true,
	} );
	const perDay = scaleLinear< number >( {
		domain: [ 0, Math.max( ...days.map( ( day ) => day.amount ), 1 ) ],
		range: [ innerHeight, 0 ],
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
		<svg
			viewBox={ `0 0 ${ CHART_WIDTH } ${ CHART_HEIGHT }` }
			width="100%"
			role="img"
			aria-label={ summary }
			className="p2p-dashboard-chart"
		>
			<Group
				left={ CHART_MARGIN.left }
				top={ CHART_MARGIN.top }
				aria-hidden="true"
			>
				{ days.map( ( day ) => (
					<Bar
						key={ day.date }
						data-testid="daily-bar"
						x={ x( day.date ) ?? 0 }
						y={ perDay( day.amount ) }
						width={ x.bandwidth() }
						height={ innerHeight - perDay( day.amount ) }
						fill={ CHART_COLORS.bar }
					/>
				) ) }
				{ goal > 0 && (
					<Line
						from={ { x: 0, y: total( goal ) } }
						to={ { x: innerWidth, y: total( goal ) } }
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
					stroke={ CHART_COLORS.grid }
					tickStroke={ CHART_COLORS.grid }
					tickLabelProps={ {
						fill: CHART_COLORS.line,
						fontSize: 11,
						textAnchor: 'end',
					} }
				/>
				<AxisRight
					left={ innerWidth }
					scale={ perDay }
					numTicks={ 4 }
					tickFormat={ ( value ) => format.money( Number( value ) ) }
					stroke={ CHART_COLORS.grid }
					tickStroke={ CHART_COLORS.grid }
					tickLabelProps={ {
						fill: CHART_COLORS.text,
						fontSize: 11,
						textAnchor: 'start',
					} }
				/>
				<AxisBottom
					top={ innerHeight }
					scale={ x }
					tickValues={ everyNth(
						days.map( ( day ) => day.date ),
						8
					) }
					tickFormat={ ( date ) => shortDate( date, locale ) }
					stroke={ CHART_COLORS.grid }
					tickStroke={ CHART_COLORS.grid }
					tickLabelProps={ {
						fill: CHART_COLORS.text,
						fontSize: 11,
						textAnchor: 'middle',
					} }
				/>
			</Group>
		</svg>
	);
}
