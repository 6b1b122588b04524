import { screen } from '@testing-library/react';
import { buildSettings } from '../../../tests/js/mocks/fixtures';
import { renderWithProviders } from '../../../tests/js/render';
import { FundraiserCard } from './fundraiser-card';

describe( 'FundraiserCard', () => {
	it( "shows '{amount} raised of {goal} goal' and a progress bar when there is a goal", () => {
		renderWithProviders(
			<FundraiserCard name="The Runners" amount={ 1250 } goal={ 5000 } />
		);

		expect(
			screen.getByRole( 'heading', { level: 3, name: 'The Runners' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( '$1,250 raised of $5,000 goal' )
		).toBeInTheDocument();
		const bar = screen.getByRole( 'progressbar', {
			name: 'Progress of The Runners',
		} );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '25' );
		expect( bar ).toHaveAttribute(
			'aria-valuetext',
			'$1,250 raised of $5,000 goal'
		);
		expect( screen.getByTestId( 'progress-fill' ) ).toBeInTheDocument();
	} );

	it( 'shows only the amount raised and no progress without a goal', () => {
		renderWithProviders( <FundraiserCard name="Ada" amount={ 80.5 } /> );
		expect( screen.getByText( '$80.50 raised' ) ).toBeInTheDocument();
		expect( screen.queryByText( /goal/ ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
	} );

	it( 'treats a goal of 0 as no goal', () => {
		renderWithProviders(
			<FundraiserCard name="Ada" amount={ 10 } goal={ 0 } />
		);
		expect( screen.getByText( '$10 raised' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
	} );

	it( 'shows an empty bar before the first donation', () => {
		renderWithProviders(
			<FundraiserCard name="Ada" amount={ 0 } goal={ 500 } />
		);
		expect(
			screen.getByText( '$0 raised of $500 goal' )
		).toBeInTheDocument();
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'0'
		);
		expect(
			screen.queryByTestId( 'progress-fill' )
		).not.toBeInTheDocument();
	} );

	it( 'caps the bar at 100 when the goal is exceeded', () => {
		renderWithProviders(
			<FundraiserCard name="Ada" amount={ 900 } goal={ 500 } />
		);
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'100'
		);
	} );

	it( 'formats amounts with the site settings', () => {
		renderWithProviders(
			<FundraiserCard name="Ada" amount={ 1234.5 } goal={ 10000 } />,
			{
				settings: buildSettings( {
					currencySymbol: '€',
					currencyPosition: 'after',
					decimalSeparator: ',',
					thousandsSeparator: '.',
				} ),
			}
		);
		expect(
			screen.getByText( '1.234,50 € raised of 10.000 € goal' )
		).toBeInTheDocument();
	} );

	it( 'shows a badge only when given', () => {
		const { rerender } = renderWithProviders(
			<FundraiserCard name="Ada" amount={ 1 } badge="1st Place" />
		);
		expect( screen.getByText( '1st Place' ) ).toHaveClass(
			'p2p-fundraiser-card__badge'
		);

		rerender( <FundraiserCard name="Ada" amount={ 1 } /> );
		expect( screen.queryByText( '1st Place' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the picture, or initials as a placeholder', () => {
		const { container, rerender } = renderWithProviders(
			<FundraiserCard
				name="Ada Lovelace"
				amount={ 1 }
				image="http://localhost/ada.jpg"
			/>
		);
		expect( container.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'http://localhost/ada.jpg'
		);

		rerender(
			<FundraiserCard name="Ada Lovelace" amount={ 1 } image="" />
		);
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect( screen.getByText( 'AL' ) ).toBeInTheDocument();
	} );

	it( 'shows the action it is given', () => {
		renderWithProviders(
			<FundraiserCard
				name="Ada"
				amount={ 1 }
				action={ <a href="/fundraiser/1/">View Page</a> }
			/>
		);
		expect(
			screen.getByRole( 'link', { name: 'View Page' } )
		).toHaveAttribute( 'href', '/fundraiser/1/' );
	} );

	it( 'shows a name as text', () => {
		renderWithProviders(
			<FundraiserCard name="<i>Team</i>" amount={ 1 } />
		);
		expect(
			screen.getByRole( 'heading', { name: '<i>Team</i>' } )
		).toBeInTheDocument();
	} );
} );
