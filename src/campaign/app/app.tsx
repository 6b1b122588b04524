/**
 * The campaign app: theme from the campaign colours, services, embedded data, SWR and the
 * router under the campaign's base URL.
 */
import { useState } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { createApiClient } from '../../shared/api/api-client';
import { ApiProvider } from '../../shared/api/api-provider';
import { AppServicesProvider } from '../../shared/app-services';
import type { Settings } from '../../shared/boot/settings';
import type { InitialData } from '../contract/types';
import { CAMPAIGN_STYLIS_PLUGINS } from '../../shared/theme/outrank-theme-rules';
import { ScopedGlobalStyle } from '../../shared/theme/scoped-global-style';
import { buildTheme } from '../../shared/theme/theme';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { initialEntries } from './initial-entries';
import { InitialDataProvider } from '../contract/initial-data-context';
import { normaliseCampaignRootUrl, routerBasename } from './router-basename';
import { windowKeepingHistoryState } from '../navigation/keep-history-state';
import { CampaignRouter } from '../navigation/campaign-router';
import { CampaignRoutes } from './routes';
import { ROOT_ID } from './root-id';

interface AppProps {
	settings: Settings;
	data: InitialData;
}

export function App( { settings, data }: AppProps ) {
	const { campaign } = data;
	const [ client ] = useState( () => createApiClient( settings ) );
	const [ theme ] = useState( () =>
		buildTheme( campaign.primary_color, campaign.secondary_color )
	);
	const [ basename ] = useState( () => {
		const base = routerBasename( campaign.base_url );
		normaliseCampaignRootUrl( base );
		return base;
	} );
	const [ routerWindow ] = useState( () => windowKeepingHistoryState() );

	return (
		// The app's rules outrank the theme's element rules (classic themes style every button).
		<StyleSheetManager stylisPlugins={ CAMPAIGN_STYLIS_PLUGINS }>
			<ThemeProvider theme={ theme }>
				<ScopedGlobalStyle $root={ `#${ ROOT_ID }` } />
				{ /* Dialogs live in <body>, outside the root: same font and base, not the theme's. */ }
				<ScopedGlobalStyle $root=".p2p-modal-overlay" />
				<ErrorBoundary>
					<AppServicesProvider
						settings={ settings }
						client={ client }
					>
						<InitialDataProvider data={ data }>
							<ApiProvider
								client={ client }
								initialEntries={ initialEntries( data ) }
								generatedAt={ data.generatedAt }
							>
								<CampaignRouter
									basename={ basename }
									window={ routerWindow }
								>
									<CampaignRoutes />
								</CampaignRouter>
							</ApiProvider>
						</InitialDataProvider>
					</AppServicesProvider>
				</ErrorBoundary>
			</ThemeProvider>
		</StyleSheetManager>
	);
}
