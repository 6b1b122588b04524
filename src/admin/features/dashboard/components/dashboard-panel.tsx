/**
 * The campaign's dashboard (its first tab): headline figures and the charts of a period, each
 * with a table view and a CSV download. Loaded as its own chunk with the charting library
 * (docs/decisions/0033); the period lives in the address (`?period=`), so a view can be shared.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useSearchParams } from 'react-router-dom';
import { useFormat, useSettings } from '../../../../shared/app-services';
import { Spinner } from '../../../../shared/ui/spinner';
import type { AdminCampaign } from '../../../api/types';
import { LoadError } from '../../../components/load-error';
import {
	DASHBOARD_PERIODS,
	useCampaignDashboard,
	type CampaignDashboard,
	type DashboardPeriod,
} from '../api/get-campaign-dashboard';
import { ChartCard } from './chart-card';
import { mediumDate } from './chart-frame';
import { CountChart } from './count-chart';
import { DailyChart } from './daily-chart';
import { HeadlineFigures } from './headline-figures';
import { PeriodSwitch } from './period-switch';
import { RankingChart } from './ranking-chart';

const sourceLabel = ( source: string ) =>
	( {
		campaign: __( 'The campaign itself', 'p2p-fundraising' ),
		teams: __( 'Teams', 'p2p-fundraising' ),
		fundraisers: __( 'Fundraisers', 'p2p-fundraising' ),
	} )[ source ] ?? source;

const isPeriod = ( value: string | null ): value is DashboardPeriod =>
	( DASHBOARD_PERIODS as readonly string[] ).includes( value ?? '' );

interface DashboardPanelProps {
	campaign: AdminCampaign;
}

export function DashboardPanel( { campaign }: DashboardPanelProps ) {
	const [ params, setParams ] = useSearchParams();
	const requested = params.get( 'period' );
	const period: DashboardPeriod = isPeriod( requested ) ? requested : '30';
	const { data, error, isLoading } = useCampaignDashboard(
		campaign.campaign_id,
		period
	);
	const dashboard = data?.data;

	return (
		<div className="p2p-dashboard" aria-busy={ isLoading }>
			<PeriodSwitch
				period={ period }
				onChange={ ( next ) => setParams( { period: next } ) }
			/>
			<LoadError error={ error } />
			{ isLoading && ! dashboard && <Spinner size="large" isCentered /> }
			{ dashboard && (
				<DashboardCharts
					dashboard={ dashboard }
					slug={ campaign.slug }
				/>
			) }
		</div>
	);
}

function DashboardCharts( {
	dashboard,
	slug,
}: {
	dashboard: CampaignDashboard;
	slug: string;
} ) {
	const format = useFormat();
	const { locale } = useSettings();
	const file = ( name: string ) =>
		`${ slug }-${ name }-${ dashboard.period }-${ dashboard.to }.csv`;
	const hasGifts = dashboard.figures.period_donations > 0;
	const noGifts = __( 'No donations in this period yet.', 'p2p-fundraising' );
	const sources = dashboard.sources.map( ( item ) => ( {
		key: item.source,
		label: sourceLabel( item.source ),
		amount: item.amount,
	} ) );
	const rankingTable = ( items: CampaignDashboard[ 'top_teams' ] ) => ( {
		header: [
			__( 'Name', 'p2p-fundraising' ),
			__( 'Raised', 'p2p-fundraising' ),
			__( 'Donations', 'p2p-fundraising' ),
		],
		rows: items.map( ( item ) => [
			item.name,
			format.money( item.amount ),
			format.number( item.donations ),
		] ),
		csvHeader: [ 'id', 'name', 'raised', 'donations' ],
		csvRows: items.map( ( item ) => [
			item.id,
			item.name,
			item.amount,
			item.donations,
		] ),
	} );
	const rankingItems = ( items: CampaignDashboard[ 'top_teams' ] ) =>
		items.map( ( item ) => ( {
			key: String( item.id ),
			label: item.name,
			amount: item.amount,
		} ) );
	const newPeople = dashboard.new_fundraisers.reduce(
		( sum, item ) => sum + item.count,
		0
	);

	return (
		<>
			<HeadlineFigures
				figures={ dashboard.figures }
				period={ dashboard.period }
			/>
			<p className="p2p-dashboard-period-summary">
				{ sprintf(
					/* translators: 1: amount, 2: number of donations, 3: first day, 4: last day. */
					__(
						'%1$s from %2$s donations between %3$s and %4$s.',
						'p2p-fundraising'
					),
					format.money( dashboard.figures.period_raised ),
					format.number( dashboard.figures.period_donations ),
					mediumDate( dashboard.from, locale ),
					mediumDate( dashboard.to, locale )
				) }
			</p>
			<div className="p2p-dashboard-grid">
				<ChartCard
					title={ __(
						'Donations per day and total against the goal',
						'p2p-fundraising'
					) }
					filename={ file( 'donations-per-day' ) }
					isEmpty={ ! hasGifts }
					emptyText={ noGifts }
					chart={
						<DailyChart
							days={ dashboard.daily }
							goal={ dashboard.figures.goal }
						/>
					}
					table={ {
						header: [
							__( 'Day', 'p2p-fundraising' ),
							__( 'Raised', 'p2p-fundraising' ),
							__( 'Donations', 'p2p-fundraising' ),
							__( 'Total so far', 'p2p-fundraising' ),
						],
						rows: dashboard.daily.map( ( day ) => [
							mediumDate( day.date, locale ),
							format.money( day.amount ),
							format.number( day.donations ),
							format.money( day.cumulative ),
						] ),
						csvHeader: [ 'date', 'raised', 'donations', 'total' ],
						csvRows: dashboard.daily.map( ( day ) => [
							day.date,
							day.amount,
							day.donations,
							day.cumulative,
						] ),
					} }
				/>
				<ChartCard
					title={ __(
						'Where the money came from',
						'p2p-fundraising'
					) }
					filename={ file( 'sources' ) }
					isEmpty={ ! hasGifts }
					emptyText={ noGifts }
					chart={
						<RankingChart
							items={ sources }
							label={ sources
								.map(
									( item ) =>
										`${ item.label }: ${ format.money( item.amount ) }`
								)
								.join( ', ' ) }
						/>
					}
					table={ {
						header: [
							__( 'Given to', 'p2p-fundraising' ),
							__( 'Raised', 'p2p-fundraising' ),
							__( 'Donations', 'p2p-fundraising' ),
						],
						rows: dashboard.sources.map( ( item ) => [
							sourceLabel( item.source ),
							format.money( item.amount ),
							format.number( item.donations ),
						] ),
						csvHeader: [ 'source', 'raised', 'donations' ],
						csvRows: dashboard.sources.map( ( item ) => [
							item.source,
							item.amount,
							item.donations,
						] ),
					} }
				/>
				<ChartCard
					title={ __( 'Top 10 teams', 'p2p-fundraising' ) }
					filename={ file( 'top-teams' ) }
					isEmpty={ dashboard.top_teams.length === 0 }
					emptyText={ __(
						'No team received a donation in this period.',
						'p2p-fundraising'
					) }
					chart={
						<RankingChart
							items={ rankingItems( dashboard.top_teams ) }
							label={ __(
								'Top 10 teams by amount raised in the period',
								'p2p-fundraising'
							) }
						/>
					}
					table={ rankingTable( dashboard.top_teams ) }
				/>
				<ChartCard
					title={ __( 'Top 10 fundraisers', 'p2p-fundraising' ) }
					filename={ file( 'top-fundraisers' ) }
					isEmpty={ dashboard.top_fundraisers.length === 0 }
					emptyText={ __(
						'No fundraiser received a donation in this period.',
						'p2p-fundraising'
					) }
					chart={
						<RankingChart
							items={ rankingItems( dashboard.top_fundraisers ) }
							label={ __(
								'Top 10 fundraisers by amount raised in the period',
								'p2p-fundraising'
							) }
						/>
					}
					table={ rankingTable( dashboard.top_fundraisers ) }
				/>
				<ChartCard
					title={ __( 'New fundraisers per day', 'p2p-fundraising' ) }
					filename={ file( 'new-fundraisers' ) }
					isEmpty={ newPeople === 0 }
					emptyText={ __(
						'No new fundraisers in this period.',
						'p2p-fundraising'
					) }
					chart={
						<CountChart
							counts={ dashboard.new_fundraisers }
							label={ sprintf(
								/* translators: %s: number of new fundraisers. */
								__(
									'%s new fundraisers in the period, per day',
									'p2p-fundraising'
								),
								format.number( newPeople )
							) }
						/>
					}
					table={ {
						header: [
							__( 'Day', 'p2p-fundraising' ),
							__( 'New fundraisers', 'p2p-fundraising' ),
						],
						rows: dashboard.new_fundraisers.map( ( item ) => [
							mediumDate( item.date, locale ),
							format.number( item.count ),
						] ),
						csvHeader: [ 'date', 'new_fundraisers' ],
						csvRows: dashboard.new_fundraisers.map( ( item ) => [
							item.date,
							item.count,
						] ),
					} }
				/>
			</div>
		</>
	);
}

export default DashboardPanel;
