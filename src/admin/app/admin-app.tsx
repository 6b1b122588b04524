/**
 * The wp-admin app: providers, core-style notices and the hash router of the screens.
 */
import { useState, type ReactNode } from 'react';
import { HashRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createApiClient, type ApiClient } from '../../shared/api/api-client';
import { ApiProvider } from '../../shared/api/api-provider';
import { AppServicesProvider } from '../../shared/app-services';
import type { Settings } from '../../shared/boot/settings';
import { buildTheme } from '../../shared/theme/theme';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { NoticeList, NoticesProvider } from '../components/notices';
import { AdminRoutes } from './admin-routes';
import { ROUTER_FUTURE_FLAGS } from '../../shared/router-flags';
import './admin.css';

interface AdminProvidersProps {
	settings: Settings;
	client: ApiClient;
	children: ReactNode;
}

/** Everything a screen needs, without the router (tests bring a memory router). */
export function AdminProviders( {
	settings,
	client,
	children,
}: AdminProvidersProps ) {
	const [ theme ] = useState( () => buildTheme() );
	return (
		<ThemeProvider theme={ theme }>
			<ErrorBoundary>
				<AppServicesProvider settings={ settings } client={ client }>
					<ApiProvider client={ client }>
						<NoticesProvider>
							<div className="p2p-admin">
								<NoticeList />
								{ children }
							</div>
						</NoticesProvider>
					</ApiProvider>
				</AppServicesProvider>
			</ErrorBoundary>
		</ThemeProvider>
	);
}

interface AdminAppProps {
	settings: Settings;
}

export function AdminApp( { settings }: AdminAppProps ) {
	const [ client ] = useState( () => createApiClient( settings ) );
	return (
		<AdminProviders settings={ settings } client={ client }>
			<HashRouter future={ ROUTER_FUTURE_FLAGS }>
				<AdminRoutes />
			</HashRouter>
		</AdminProviders>
	);
}
