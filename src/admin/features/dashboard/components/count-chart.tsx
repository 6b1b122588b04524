/**
 * A count per day as bars (new fundraiser pages per day).
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useFormat, useSettings } from '../../../../shared/app-services';
import type { DashboardCount } from '../api/get-campaign-dashboard';
import {
	CHART_COLORS,
	CHART_HEIGHT,
	CHART_MARGIN,
	CHART_WIDTH,
	everyNth,
	shortDate,
} from './chart-frame';

interface CountChartProps {
	counts: DashboardCount[];
	label: string;
}

export function CountChart( { counts, label }: CountChartProps ) {
	const format = useFormat();
	const { locale } = useSettings();
	const innerWidth = CHART_WIDTH - CHART_MARGIN.left - CHART_MARGIN.right;
	const innerHeight = CHART_HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom;
	const x = scaleBand< string >( {
		domain: counts.map( ( item ) => item.date ),
		range: [ 0, innerWidth ],
		padding: 0.2,
	} );
	const most = Math.max( ...counts.map( ( item ) => item.count ), 1 );
	const y = scaleLinear< number >( {
		domain: [ 0, most ],
		range: [ innerHeight, 0 ],
		nice: true,
	} );
	return (
		<svg
			viewBox={ `0 0 ${ CHART_WIDTH } ${ CHART_HEIGHT }` }
			width="100%"
			role="img"
			aria-label={ label }
			className="p2p-dashboard-chart"
		>
			<Group
				left={ CHART_MARGIN.left }
				top={ CHART_MARGIN.top }
				aria-hidden="true"
			>
				{ counts.map( ( item ) => (
					<Bar
						key={ item.date }
						data-testid="count-bar"
						x={ x( item.date ) ?? 0 }
						y={ y( item.count ) }
						width={ x.bandwidth() }
						height={ innerHeight - y( item.count ) }
						fill={ CHART_COLORS.line }
					/>
				) ) }
				<AxisLeft
					scale={ y }
					numTicks={ Math.min( 5, most ) }
					tickFormat={ ( value ) => format.number( Number( value ) ) }
					stroke={ CHART_COLORS.grid }
					tickStroke={ CHART_COLORS.grid }
					tickLabelProps={ {
						fill: CHART_COLORS.text,
						fontSize: 11,
						textAnchor: 'end',
					} }
				/>
				<AxisBottom
					top={ innerHeight }
					scale={ x }
					tickValues={ everyNth(
						counts.map( ( item ) => item.date ),
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
