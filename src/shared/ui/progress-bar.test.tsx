import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../tests/js/render';
import { ProgressBar } from './progress-bar';

describe( 'ProgressBar', () => {
	it( 'is announced as a progress bar with its value', () => {
		renderWithTheme(
			<ProgressBar
				percent={ 25 }
				valueText="$1,250 raised of $5,000 goal"
				label="Team progress"
			/>
		);
		const bar = screen.getByRole( 'progressbar', {
			name: 'Team progress',
		} );
		expect( bar ).toHaveAttribute( 'aria-valuemin', '0' );
		expect( bar ).toHaveAttribute( 'aria-valuemax', '100' );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '25' );
		expect( bar ).toHaveAttribute(
			'aria-valuetext',
			'$1,250 raised of $5,000 goal'
		);
	} );

	it( 'has a default label', () => {
		renderWithTheme( <ProgressBar percent={ 10 } valueText="10%" /> );
		expect(
			screen.getByRole( 'progressbar', { name: 'Fundraising progress' } )
		).toBeInTheDocument();
	} );

	it( 'rounds the value and caps it at 100 when the goal is exceeded', () => {
		const { rerender } = renderWithTheme(
			<ProgressBar percent={ 42.6 } valueText="x" />
		);
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'43'
		);

		rerender( <ProgressBar percent={ 180 } valueText="x" /> );
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'100'
		);
		expect( screen.getByTestId( 'progress-fill' ) ).toHaveStyle( {
			width: '100%',
		} );
	} );

	it.each( [ 0, -5, NaN ] )( 'shows no fill at %s', ( percent ) => {
		renderWithTheme(
			<ProgressBar percent={ percent } valueText="$0 raised" />
		);
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'0'
		);
		expect(
			screen.queryByTestId( 'progress-fill' )
		).not.toBeInTheDocument();
	} );

	it( 'shows a fill of at least 25 px above zero', () => {
		renderWithTheme(
			<ProgressBar percent={ 0.4 } valueText="$2 raised" />
		);
		const fill = screen.getByTestId( 'progress-fill' );
		expect( fill ).toHaveStyle( { width: '0.4%', minWidth: '25px' } );
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'0'
		);
	} );

	it( 'fills as far as the percentage', () => {
		renderWithTheme( <ProgressBar percent={ 60 } valueText="x" /> );
		expect( screen.getByTestId( 'progress-fill' ) ).toHaveStyle( {
			width: '60%',
		} );
	} );
} );
