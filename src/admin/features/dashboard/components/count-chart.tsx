/**
 * A count per day as bars (new fundraiser pages per day).
 */
import { AxisLeft } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useFormat } from '../../../../shared/app-services';
import type { DashboardCount } from '../api/get-campaign-dashboard';
import { CHART_COLORS, PLOT_HEIGHT, axisStyle, dayScale } from './chart-frame';
import { DayChartFrame } from './day-chart-frame';

interface CountChartProps {
	counts: DashboardCount[];
	label: string;
}

export function CountChart( { counts, label }: CountChartProps ) {
	const format = useFormat();
	const x = dayScale( counts.map( ( item ) => item.date ) );
	const most = Math.max( ...counts.map( ( item ) => item.count ), 1 );
	const y = scaleLinear< number >( {
		domain: [ 0, most ],
		range: [ PLOT_HEIGHT, 0 ],
		nice: true,
	} );
	return (
		<DayChartFrame label={ label } x={ x }>
			{ counts.map( ( item ) => (
				<Bar
					key={ item.date }
					data-testid="count-bar"
					x={ x( item.date ) ?? 0 }
					y={ y( item.count ) }
					width={ x.bandwidth() }
					height={ PLOT_HEIGHT - y( item.count ) }
					fill={ CHART_COLORS.line }
				/>
			) ) }
			<AxisLeft
				scale={ y }
				numTicks={ Math.min( 5, most ) }
				tickFormat={ ( value ) => format.number( Number( value ) ) }
				{ ...axisStyle( 'end' ) }
			/>
		</DayChartFrame>
	);
}
