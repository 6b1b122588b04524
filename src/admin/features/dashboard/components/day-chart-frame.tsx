/**
 * The frame of the charts that run along the days of the period: the scalable SVG named for
 * screen readers by its summary (the drawing itself is hidden from them; each chart has a table
 * view), the plot area inside the margins, and the date axis under it.
 */
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import type { scaleBand } from '@visx/scale';
import type { ReactNode } from 'react';
import { useSettings } from '../../../../shared/app-services';
import {
	CHART_HEIGHT,
	CHART_MARGIN,
	CHART_WIDTH,
	PLOT_HEIGHT,
	axisStyle,
	everyNth,
	shortDate,
} from './chart-frame';

interface DayChartFrameProps {
	/** What the chart shows, in a sentence. */
	label: string;
	/** The days' band scale (one band a day). */
	x: ReturnType< typeof scaleBand< string > >;
	children: ReactNode;
}

export function DayChartFrame( { label, x, children }: DayChartFrameProps ) {
	const { locale } = useSettings();
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
				{ children }
				<AxisBottom
					top={ PLOT_HEIGHT }
					scale={ x }
					tickValues={ everyNth( x.domain(), 8 ) }
					tickFormat={ ( date ) => shortDate( date, locale ) }
					{ ...axisStyle( 'middle' ) }
				/>
			</Group>
		</svg>
	);
}
