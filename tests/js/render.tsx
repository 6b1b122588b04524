/**
 * Render helpers for component tests.
 *
 * - renderCampaignApp: the whole campaign app as the page boots it (real router under the
 *   campaign's base URL, real SWR config, embedded data), at a given URL.
 * - renderWithProviders: one component inside the same providers and a memory router.
 * - renderWithTheme: a shared UI piece that needs only the theme.
 * - renderAdmin: the admin app's screens inside its providers, at a hash route.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createApiClient } from '../../src/shared/api/api-client';
import { ApiProvider } from '../../src/shared/api/api-provider';
import { AppServicesProvider } from '../../src/shared/app-services';
import type { InitialData } from '../../src/campaign/contract/types';
import type { Settings } from '../../src/shared/boot/settings';
import { ROUTER_FUTURE_FLAGS } from '../../src/shared/router-flags';
import { buildTheme } from '../../src/shared/theme/theme';
import { AdminProviders } from '../../src/admin/app/admin-app';
import { AdminRoutes } from '../../src/admin/app/admin-routes';
import { App } from '../../src/campaign/app/app';
import { InitialDataProvider } from '../../src/campaign/contract/initial-data-context';
import { initialEntries } from '../../src/campaign/app/initial-entries';
import { buildInitialData, buildSettings } from './mocks/fixtures';

interface CampaignRenderOptions {
	/** Path under the campaign, e.g. '/team-leaderboard/'. */
	route?: string;
	data?: InitialData;
	settings?: Settings;
}

export function renderCampaignApp( {
	route = '/',
	data = buildInitialData(),
	settings = buildSettings(),
}: CampaignRenderOptions = {} ) {
	window.history.pushState( {}, '', `${ data.campaign.base_url }${ route }` );
	return render( <App settings={ settings } data={ data } /> );
}

interface ProvidersOptions extends Omit< RenderOptions, 'wrapper' > {
	route?: string;
	/** The router's base, e.g. '/campaigns/demo', so links read as in the app. */
	basename?: string;
	data?: InitialData;
	settings?: Settings;
	/** Seed SWR with the embedded data, as the app does. */
	withInitialEntries?: boolean;
}

export function renderWithProviders(
	ui: ReactElement,
	{
		route = '/',
		basename,
		data = buildInitialData(),
		settings = buildSettings(),
		withInitialEntries = false,
		...options
	}: ProvidersOptions = {}
) {
	const client = createApiClient( settings );
	const theme = buildTheme(
		data.campaign.primary_color,
		data.campaign.secondary_color
	);
	const Wrapper = ( { children }: { children: ReactNode } ) => (
		<ThemeProvider theme={ theme }>
			<AppServicesProvider settings={ settings } client={ client }>
				<InitialDataProvider data={ data }>
					<ApiProvider
						client={ client }
						initialEntries={
							withInitialEntries ? initialEntries( data ) : []
						}
					>
						<MemoryRouter
							basename={ basename }
							initialEntries={ [
								`${ basename ?? '' }${ route }`,
							] }
							future={ ROUTER_FUTURE_FLAGS }
						>
							{ children }
						</MemoryRouter>
					</ApiProvider>
				</InitialDataProvider>
			</AppServicesProvider>
		</ThemeProvider>
	);
	return render( ui, { wrapper: Wrapper, ...options } );
}

export function renderWithTheme(
	ui: ReactElement,
	options: Omit< RenderOptions, 'wrapper' > = {}
) {
	const theme = buildTheme();
	const Wrapper = ( { children }: { children: ReactNode } ) => (
		<ThemeProvider theme={ theme }>{ children }</ThemeProvider>
	);
	return render( ui, { wrapper: Wrapper, ...options } );
}

/** An admin screen inside the admin app's providers and a memory router at a hash route. */
export function renderAdmin( route = '/', settings = buildSettings() ) {
	const client = createApiClient( settings );
	return render(
		<AdminProviders settings={ settings } client={ client }>
			<MemoryRouter
				initialEntries={ [ route ] }
				future={ ROUTER_FUTURE_FLAGS }
			>
				<Routes>
					<Route path="*" element={ <AdminRoutes /> } />
				</Routes>
			</MemoryRouter>
		</AdminProviders>
	);
}
