import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildEntityStats,
	buildFundraiser,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import { DashboardSummary } from './dashboard-summary';

describe( 'DashboardSummary', () => {
	it( 'confirms a raised goal once the offer to raise it has gone, and focuses the confirmation', async () => {
		let goal = 1000;
		server.use(
			http.get( apiUrl( 'get-fundraiser' ), () =>
				HttpResponse.json( {
					data: buildFundraiser( { id: 4, fundraiser_goal: goal } ),
				} )
			),
			http.get( apiUrl( 'get-fundraiser-stats' ), () =>
				HttpResponse.json( {
					data: buildEntityStats( { raisedAmount: 1200 } ),
				} )
			),
			http.post( apiUrl( 'raise-goal' ), () => {
				goal = 1500;
				return HttpResponse.json( {
					goal,
					message: 'Your new goal is $1,500. Keep going!',
				} );
			} )
		);
		renderWithProviders( <DashboardSummary fundraiserId={ 4 } /> );

		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Raise my goal to $1,500 (+50%)',
			} )
		);

		// The new goal is not reached: the offer goes, the confirmation stays, announced.
		await waitFor( () =>
			expect(
				screen.queryByRole( 'heading', {
					name: 'You reached your goal!',
				} )
			).not.toBeInTheDocument()
		);
		const confirmation = screen.getByText(
			'Your new goal is $1,500. Keep going!'
		);
		expect( confirmation.closest( '[role="status"]' ) ).not.toBeNull();
		expect( confirmation ).toHaveFocus();
	} );
} );
