/**
 * The wp-admin app. The management screens arrive with the administration issue; until then it
 * confirms the bundle, the API client and the nonce work by showing the API it talks to.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { createApiClient } from '../../shared/api/api-client';
import { ApiProvider } from '../../shared/api/api-provider';
import { AppServicesProvider } from '../../shared/app-services';
import type { Settings } from '../../shared/boot/types';
import { buildTheme } from '../../shared/theme/theme';
import { ErrorBoundary } from '../../shared/ui/error-boundary';

interface AdminAppProps {
	settings: Settings;
}

export function AdminApp( { settings }: AdminAppProps ) {
	const [ client ] = useState( () => createApiClient( settings ) );
	const [ theme ] = useState( () => buildTheme() );
	return (
		<ThemeProvider theme={ theme }>
			<ErrorBoundary>
				<AppServicesProvider settings={ settings } client={ client }>
					<ApiProvider client={ client }>
						<div className="wrap p2p-admin">
							<h1>
								{ __( 'P2P Fundraising', 'p2p-fundraising' ) }
							</h1>
							<p>
								{ __(
									'Manage campaigns, teams, fundraisers, donations and sponsors here.',
									'p2p-fundraising'
								) }
							</p>
						</div>
					</ApiProvider>
				</AppServicesProvider>
			</ErrorBoundary>
		</ThemeProvider>
	);
}
