/**
 * Named amounts as horizontal bars, largest first (top teams, top fundraisers, sources).
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useFormat } from '../../../../shared/app-services';
import { CHART_COLORS, CHART_WIDTH } from './chart-frame';

export interface RankingItem {
	key: string;
	label: string;
	amount: number;
}

interface RankingChartProps {
	items: RankingItem[];
	label: string;
}

const ROW = 28;
const LABEL_WIDTH = 180;
const VALUE_WIDTH = 96;

/** Long names end in an ellipsis inside the label column. */
const clip = ( text: string ) =>
	text.length > 26 ? `${ text.slice( 0, 25 ) }…` : text;

export function RankingChart( { items, label }: RankingChartProps ) {
	const format = useFormat();
	const height = Math.max( items.length, 1 ) * ROW + 8;
	const barWidth = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
	const y = scaleBand< string >( {
		domain: items.map( ( item ) => item.key ),
		range: [ 4, height - 4 ],
		padding: 0.25,
	} );
	const x = scaleLinear< number >( {
		domain: [ 0, Math.max( ...items.map( ( item ) => item.amount ), 1 ) ],
		range: [ 0, barWidth ],
	} );
	return (
		<svg
			viewBox={ `0 0 ${ CHART_WIDTH } ${ height }` }
			width="100%"
			role="img"
			aria-label={ label }
			className="p2p-dashboard-chart"
		>
			<g aria-hidden="true">
				{ items.map( ( item ) => {
					const top = y( item.key ) ?? 0;
					const middle = top + y.bandwidth() / 2;
					return (
						<Group key={ item.key } data-testid="ranking-row">
							<text
								x={ LABEL_WIDTH - 8 }
								y={ middle }
								textAnchor="end"
								dominantBaseline="middle"
								fontSize={ 12 }
								fill={ CHART_COLORS.text }
							>
								{ clip( item.label ) }
							</text>
							<Bar
								x={ LABEL_WIDTH }
								y={ top }
								width={ Math.max( x( item.amount ), 1 ) }
								height={ y.bandwidth() }
								fill={ CHART_COLORS.line }
							/>
							<text
								x={
									LABEL_WIDTH +
									Math.max( x( item.amount ), 1 ) +
									6
								}
								y={ middle }
								dominantBaseline="middle"
								fontSize={ 12 }
								fill={ CHART_COLORS.text }
							>
								{ format.money( item.amount ) }
							</text>
						</Group>
					);
				} ) }
			</g>
		</svg>
	);
}
