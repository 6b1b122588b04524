/**
 * One campaign: a header with its figures and a link to its page, and tabs for its dashboard
 * (the first; its charts load as their own chunk), settings, teams, fundraisers, donations,
 * donors, updates, sponsors (with matching gifts) and exports.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useFormat } from '../../shared/app-services';
import { Spinner } from '../../shared/ui/spinner';
import { AllCampaignsLink } from '../components/all-campaigns-link';
import { EntityStatus } from '../components/entity-status';
import { LoadError } from '../components/load-error';
import { DonationsPanel } from '../features/donations/components/donations-panel';
import { ExportPanel } from '../features/export/components/export-panel';
import { FundraisersPanel } from '../features/fundraisers/components/fundraisers-panel';
import { SponsorsPanel } from '../features/sponsors/components/sponsors-panel';
import { RegistrationPanel } from '../features/registration/components/registration-panel';
import { MatchingPanel } from '../features/matching/components/matching-panel';
import { TeamsPanel } from '../features/teams/components/teams-panel';
import { UpdatesPanel } from '../features/updates/components/updates-panel';
import { useAdminCampaign } from '../features/campaigns/api/get-admin-campaign';
import { CampaignForm } from '../features/campaigns/components/campaign-form';
import { NextYearActions } from '../features/next-year/components/next-year-actions';

const DashboardPanel = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-dashboard" */ '../features/dashboard/components/dashboard-panel'
		)
);

const DonorsList = lazy( () =>
	import(
		/* webpackChunkName: "admin-donors" */ '../features/donors/components/donors-list'
	).then( ( module ) => ( { default: module.DonorsList } ) )
);

const TABS = [
	'dashboard',
	'settings',
	'teams',
	'fundraisers',
	'registration',
	'donations',
	'donors',
	'updates',
	'sponsors',
	'export',
] as const;
type Tab = ( typeof TABS )[ number ];

const tabLabel = ( tab: Tab ) =>
	( {
		dashboard: __( 'Dashboard', 'p2p-fundraising' ),
		settings: __( 'Settings', 'p2p-fundraising' ),
		teams: __( 'Teams', 'p2p-fundraising' ),
		fundraisers: __( 'Fundraisers', 'p2p-fundraising' ),
		registration: __( 'Registration', 'p2p-fundraising' ),
		donations: __( 'Donations', 'p2p-fundraising' ),
		donors: __( 'Donors', 'p2p-fundraising' ),
		updates: __( 'Updates', 'p2p-fundraising' ),
		sponsors: __( 'Sponsors', 'p2p-fundraising' ),
		export: __( 'Export', 'p2p-fundraising' ),
	} )[ tab ];

export function CampaignScreen() {
	const params = useParams();
	const id = Number( params.id );
	const tab = ( TABS as readonly string[] ).includes( params.tab ?? '' )
		? ( params.tab as Tab )
		: null;
	const format = useFormat();
	const navigate = useNavigate();
	const isId = Number.isInteger( id ) && id > 0;
	const { data, error, isLoading } = useAdminCampaign( isId ? id : null );
	// An address with no campaign id (#/campaigns/abc) would show an empty screen: to the list,
	// as for any other unknown address.
	if ( ! isId ) {
		return <Navigate to="/" replace />;
	}
	if ( ! tab ) {
		return (
			<Navigate to={ `/campaigns/${ params.id }/dashboard` } replace />
		);
	}
	const campaign = data?.data;
	return (
		<>
			<AllCampaignsLink />
			<h1 className="wp-heading-inline">
				{ campaign
					? campaign.campaign_title
					: __( 'Campaign', 'p2p-fundraising' ) }
			</h1>
			{ campaign && (
				<a
					className="page-title-action"
					href={ campaign.campaign_url }
					target="_blank"
					rel="noreferrer"
				>
					{ __( 'View campaign page', 'p2p-fundraising' ) }
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'p2p-fundraising' ) }
					</span>
				</a>
			) }
			{ campaign && <NextYearActions campaign={ campaign } /> }
			<hr className="wp-header-end" />
			<LoadError error={ error } />
			{ isLoading && ! campaign && <Spinner size="large" isCentered /> }
			{ campaign && (
				<>
					<p
						className="p2p-admin-summary"
						data-testid="campaign-summary"
					>
						<EntityStatus status={ campaign.status } />{ ' ' }
						{ [
							sprintf(
								/* translators: 1: amount raised, 2: goal. */
								__( '%1$s raised of %2$s', 'p2p-fundraising' ),
								format.money( campaign.raised_amount ),
								format.money( campaign.campaign_goal )
							),
							sprintf(
								/* translators: %s: number of donations. */
								_n(
									'%s donation',
									'%s donations',
									campaign.donations_count,
									'p2p-fundraising'
								),
								format.number( campaign.donations_count )
							),
							sprintf(
								/* translators: %s: number of teams. */
								_n(
									'%s team',
									'%s teams',
									campaign.teams_count,
									'p2p-fundraising'
								),
								format.number( campaign.teams_count )
							),
							sprintf(
								/* translators: %s: number of fundraisers. */
								_n(
									'%s fundraiser',
									'%s fundraisers',
									campaign.fundraisers_count,
									'p2p-fundraising'
								),
								format.number( campaign.fundraisers_count )
							),
						].join( ' · ' ) }
					</p>
					<nav
						className="nav-tab-wrapper wp-clearfix"
						aria-label={ __(
							'Campaign sections',
							'p2p-fundraising'
						) }
					>
						{ TABS.map( ( name ) => (
							<Link
								key={ name }
								to={ `/campaigns/${ campaign.campaign_id }/${ name }` }
								className={
									name === tab
										? 'nav-tab nav-tab-active'
										: 'nav-tab'
								}
								aria-current={
									name === tab ? 'page' : undefined
								}
							>
								{ tabLabel( name ) }
							</Link>
						) ) }
					</nav>
					<div className="p2p-admin-tab-panel">
						{ tab === 'dashboard' && (
							<Suspense
								fallback={ <Spinner size="large" isCentered /> }
							>
								<DashboardPanel campaign={ campaign } />
							</Suspense>
						) }
						{ tab === 'settings' && (
							<CampaignForm
								key={ campaign.campaign_id }
								campaign={ campaign }
								onSaved={ ( saved ) =>
									navigate(
										`/campaigns/${ saved.campaign_id }/settings`
									)
								}
							/>
						) }
						{ tab === 'teams' && (
							<TeamsPanel campaign={ campaign } />
						) }
						{ tab === 'fundraisers' && (
							<FundraisersPanel campaign={ campaign } />
						) }
						{ tab === 'registration' && (
							<RegistrationPanel campaign={ campaign } />
						) }
						{ tab === 'donations' && (
							<DonationsPanel campaign={ campaign } />
						) }
						{ tab === 'donors' && (
							<Suspense
								fallback={ <Spinner size="large" isCentered /> }
							>
								<DonorsList
									campaignId={ campaign.campaign_id }
								/>
							</Suspense>
						) }
						{ tab === 'updates' && (
							<UpdatesPanel campaign={ campaign } />
						) }
						{ tab === 'sponsors' && (
							<>
								<SponsorsPanel campaign={ campaign } />
								<MatchingPanel campaign={ campaign } />
							</>
						) }
						{ tab === 'export' && (
							<ExportPanel campaign={ campaign } />
						) }
					</div>
				</>
			) }
		</>
	);
}
