/**
 * Renders an admin screen inside the admin app's providers and a memory router at a hash route.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient } from '../../shared/api/api-client';
import { buildSettings } from '../../../tests/js/mocks/fixtures';
import { AdminProviders } from '../app/admin-app';
import { AdminRoutes } from '../app/admin-routes';
import { ROUTER_FUTURE_FLAGS } from '../app/router-flags';

export function renderAdmin( route = '/' ) {
	const settings = buildSettings();
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
