import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { CampaignRouter } from './campaign-router';
import { carryState, windowKeepingHistoryState } from './keep-history-state';

describe( 'carryState', () => {
	it( 'keeps the Interactivity API id of the entry left on the new one', () => {
		expect(
			carryState(
				{ wpInteractivityId: 'abc', idx: 0, other: 1 },
				{ idx: 1, key: 'k' }
			)
		).toEqual( { wpInteractivityId: 'abc', idx: 1, key: 'k' } );
	} );

	it( 'changes nothing when there is nothing to carry', () => {
		const next = { idx: 1 };
		expect( carryState( null, next ) ).toBe( next );
		expect( carryState( { idx: 0 }, next ) ).toBe( next );
	} );
} );

describe( 'the router under WordPress 7.1’s Interactivity API', () => {
	beforeEach( () => {
		window.history.replaceState( null, '', '/campaigns/demo/' );
		// What wp-includes/js/dist/script-modules/interactivity/index.js does on load.
		window.history.replaceState(
			{ ...window.history.state, wpInteractivityId: 'session-1' },
			''
		);
	} );

	it( 'marks every entry it adds as this page’s, so Back does not reload the page', async () => {
		const user = userEvent.setup();
		render(
			<CampaignRouter
				basename="/campaigns/demo/"
				window={ windowKeepingHistoryState() }
			>
				<Routes>
					<Route
						path="/"
						element={ <Link to="/team/1/">View team</Link> }
					/>
					<Route
						path="/team/:id/"
						element={ <Link to="/team/1/donate">Donate</Link> }
					/>
					<Route path="/team/:id/donate" element={ <p>Form</p> } />
				</Routes>
			</CampaignRouter>
		);

		await user.click( screen.getByRole( 'link', { name: 'View team' } ) );
		expect( window.location.pathname ).toBe( '/campaigns/demo/team/1/' );
		expect( window.history.state ).toMatchObject( {
			wpInteractivityId: 'session-1',
			idx: 1,
		} );

		await user.click( screen.getByRole( 'link', { name: 'Donate' } ) );
		expect( screen.getByText( 'Form' ) ).toBeInTheDocument();
		expect( window.history.state ).toMatchObject( {
			wpInteractivityId: 'session-1',
			idx: 2,
		} );
	} );
} );
