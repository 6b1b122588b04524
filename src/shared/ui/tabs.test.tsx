import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import { Tabs, type TabDefinition } from './tabs';

const tabs: TabDefinition[] = [
	{
		id: 'recent',
		label: 'Recent Donations',
		render: () => <p>Recent list</p>,
	},
	{ id: 'top', label: 'Top Donors', render: () => <p>Top list</p> },
	{ id: 'teams', label: 'Teams', render: () => <p>Team list</p> },
];

const tab = ( name: string ) => screen.getByRole( 'tab', { name } );

describe( 'Tabs', () => {
	it( 'follows the ARIA tabs pattern', () => {
		renderWithTheme( <Tabs tabs={ tabs } label="Donations" /> );

		const list = screen.getByRole( 'tablist', { name: 'Donations' } );
		expect( list ).toContainElement( tab( 'Recent Donations' ) );
		expect( screen.getAllByRole( 'tab' ) ).toHaveLength( 3 );
		expect( tab( 'Recent Donations' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( tab( 'Top Donors' ) ).toHaveAttribute(
			'aria-selected',
			'false'
		);

		const panel = screen.getByRole( 'tabpanel', {
			name: 'Recent Donations',
		} );
		expect( panel ).toHaveTextContent( 'Recent list' );
		expect( tab( 'Recent Donations' ) ).toHaveAttribute(
			'aria-controls',
			panel.id
		);
	} );

	it( 'keeps only the active tab in the tab order', async () => {
		const user = userEvent.setup();
		renderWithTheme(
			<>
				<button>Before</button>
				<Tabs tabs={ tabs } label="Donations" />
			</>
		);
		expect( tab( 'Recent Donations' ) ).toHaveAttribute( 'tabindex', '0' );
		expect( tab( 'Top Donors' ) ).toHaveAttribute( 'tabindex', '-1' );
		expect( tab( 'Teams' ) ).toHaveAttribute( 'tabindex', '-1' );

		await user.click( screen.getByRole( 'button', { name: 'Before' } ) );
		await user.tab();
		expect( tab( 'Recent Donations' ) ).toHaveFocus();
		// Tab leaves the tab list for the panel.
		await user.tab();
		expect( screen.getByRole( 'tabpanel' ) ).toHaveFocus();
	} );

	it( 'moves selection and focus with the arrow keys, wrapping around', async () => {
		const user = userEvent.setup();
		renderWithTheme( <Tabs tabs={ tabs } label="Donations" /> );
		await user.click( tab( 'Recent Donations' ) );

		await user.keyboard( '{ArrowRight}' );
		expect( tab( 'Top Donors' ) ).toHaveFocus();
		expect( tab( 'Top Donors' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( tab( 'Top Donors' ) ).toHaveAttribute( 'tabindex', '0' );
		expect( tab( 'Recent Donations' ) ).toHaveAttribute( 'tabindex', '-1' );
		expect(
			screen.getByRole( 'tabpanel', { name: 'Top Donors' } )
		).toHaveTextContent( 'Top list' );

		await user.keyboard( '{ArrowRight}{ArrowRight}' );
		expect( tab( 'Recent Donations' ) ).toHaveFocus();
		expect( tab( 'Recent Donations' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);

		await user.keyboard( '{ArrowLeft}' );
		expect( tab( 'Teams' ) ).toHaveFocus();
		expect( tab( 'Teams' ) ).toHaveAttribute( 'aria-selected', 'true' );
	} );

	it( 'jumps to the first and last tab with Home and End', async () => {
		const user = userEvent.setup();
		renderWithTheme( <Tabs tabs={ tabs } label="Donations" /> );
		await user.click( tab( 'Top Donors' ) );

		await user.keyboard( '{End}' );
		expect( tab( 'Teams' ) ).toHaveFocus();
		expect( tab( 'Teams' ) ).toHaveAttribute( 'aria-selected', 'true' );

		await user.keyboard( '{Home}' );
		expect( tab( 'Recent Donations' ) ).toHaveFocus();
		expect( tab( 'Recent Donations' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
	} );

	it( 'ignores other keys', async () => {
		const user = userEvent.setup();
		renderWithTheme( <Tabs tabs={ tabs } label="Donations" /> );
		await user.click( tab( 'Recent Donations' ) );
		await user.keyboard( '{ArrowDown}a' );
		expect( tab( 'Recent Donations' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( tab( 'Recent Donations' ) ).toHaveFocus();
	} );

	it( 'selects a tab on click and labels the panel with it', async () => {
		const user = userEvent.setup();
		renderWithTheme( <Tabs tabs={ tabs } label="Donations" /> );
		await user.click( tab( 'Teams' ) );
		expect( tab( 'Teams' ) ).toHaveAttribute( 'aria-selected', 'true' );
		const panel = screen.getByRole( 'tabpanel', { name: 'Teams' } );
		expect( panel ).toHaveTextContent( 'Team list' );
		expect( panel ).toHaveAttribute( 'aria-labelledby', tab( 'Teams' ).id );
	} );

	it( 'renders a panel only once its tab is opened', async () => {
		const user = userEvent.setup();
		const renderTop = jest.fn( () => <p>Top list</p> );
		renderWithTheme(
			<Tabs
				tabs={ [
					tabs[ 0 ]!,
					{ id: 'top', label: 'Top Donors', render: renderTop },
				] }
				label="Donations"
			/>
		);
		expect( renderTop ).not.toHaveBeenCalled();
		expect( screen.queryByText( 'Top list' ) ).not.toBeInTheDocument();

		await user.click( tab( 'Top Donors' ) );
		expect( renderTop ).toHaveBeenCalled();
		expect( screen.getByText( 'Top list' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Recent list' ) ).not.toBeInTheDocument();
	} );

	it( 'starts on the requested tab', () => {
		renderWithTheme(
			<Tabs tabs={ tabs } label="Donations" initialTabId="top" />
		);
		expect( tab( 'Top Donors' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Top list'
		);
	} );

	it( 'gives two tab sets on one page distinct ids', () => {
		renderWithTheme(
			<>
				<Tabs tabs={ tabs } label="First" />
				<Tabs tabs={ tabs } label="Second" />
			</>
		);
		const [ first, second ] = screen.getAllByRole( 'tab', {
			name: 'Recent Donations',
		} );
		expect( first!.id ).not.toBe( second!.id );
	} );
} );
