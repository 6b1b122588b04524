import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import { GoalRaise } from './goal-raise';

describe( 'GoalRaise', () => {
	it( 'raises the goal by half in one click', async () => {
		let body: unknown = null;
		server.use(
			http.post( apiUrl( 'raise-goal' ), async ( { request } ) => {
				body = await request.json();
				return HttpResponse.json( {
					goal: 1500,
					message: 'Your new goal is $1,500. Keep going!',
				} );
			} )
		);
		const onRaised = jest.fn();
		renderWithProviders(
			<GoalRaise goal={ 1000 } onRaised={ onRaised } />
		);
		expect(
			screen.getByRole( 'heading', { name: 'You reached your goal!' } )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Raise my goal to $1,500 (+50%)',
			} )
		);
		await waitFor( () =>
			expect( onRaised ).toHaveBeenCalledWith(
				'Your new goal is $1,500. Keep going!'
			)
		);
		expect( body ).toEqual( { campaignId: 1, goal: 1500 } );
	} );

	it( 'takes a typed goal, refusing one that is not higher', async () => {
		let body: unknown = null;
		server.use(
			http.post( apiUrl( 'raise-goal' ), async ( { request } ) => {
				body = await request.json();
				return HttpResponse.json( {
					goal: 2000,
					message: 'Your new goal is $2,000. Keep going!',
				} );
			} )
		);
		const onRaised = jest.fn();
		renderWithProviders(
			<GoalRaise goal={ 1000 } onRaised={ onRaised } />
		);
		const input = screen.getByRole( 'textbox', {
			name: 'Or a goal of your own',
		} );
		await userEvent.clear( input );
		await userEvent.type( input, '900' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Set new goal' } )
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Enter a goal higher than your current goal of $1,000.'
		);
		await userEvent.clear( input );
		await userEvent.type( input, '2000' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Set new goal' } )
		);
		await waitFor( () =>
			expect( onRaised ).toHaveBeenCalledWith(
				'Your new goal is $2,000. Keep going!'
			)
		);
		expect( body ).toEqual( { campaignId: 1, goal: 2000 } );
	} );
} );
