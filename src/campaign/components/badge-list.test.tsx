import { screen, within } from '@testing-library/react';
import {
	buildFundraiser,
	buildFundraiserPageData,
	buildInitialData,
	buildItem,
	buildPage,
} from '../../../tests/js/mocks/fixtures';
import { LAZY } from '../../../tests/js/journeys';
import { renderCampaignApp, renderWithTheme } from '../../../tests/js/render';
import { BadgeList } from './badge-list';

const badges = [
	{ id: 'first_donation', label: 'First donation received' },
	{ id: 'team_captain', label: 'Team captain' },
];

describe( 'BadgeList', () => {
	it( 'names every badge in a labelled list', () => {
		renderWithTheme( <BadgeList badges={ badges } /> );
		const list = screen.getByRole( 'list', { name: 'Badges' } );
		const items = within( list ).getAllByRole( 'listitem' );
		expect( items.map( ( item ) => item.textContent ) ).toEqual( [
			'★First donation received',
			'⚑Team captain',
		] );
	} );

	it( 'keeps the names for assistive technology and as tooltips when compact', () => {
		renderWithTheme( <BadgeList badges={ badges } isCompact /> );
		const item = screen.getAllByRole( 'listitem' )[ 1 ]!;
		expect( item ).toHaveAttribute( 'title', 'Team captain' );
		expect(
			within( item ).getByText( 'Team captain' )
		).toBeInTheDocument();
	} );

	it( 'renders nothing without badges', () => {
		const { container } = renderWithTheme( <BadgeList badges={ [] } /> );
		expect( container ).toBeEmptyDOMElement();
	} );
} );

describe( 'Badges on pages and leaderboards', () => {
	it( 'shows a fundraiser’s badges on their page and on the leaderboard cards', async () => {
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData( {
				fundraiser: buildFundraiser( { badges } ),
			} ),
		} );
		const onPage = await screen.findByRole(
			'list',
			{ name: 'Badges' },
			LAZY
		);
		expect( within( onPage ).getByText( 'Team captain' ) ).toBeVisible();
	} );

	it( 'shows them on leaderboard cards with their names', async () => {
		renderCampaignApp( {
			route: '/fundraiser-leaderboard/',
			data: buildInitialData( {
				topFundraisers: buildPage( [
					buildItem( 1, { name: 'Ada Lovelace', badges } ),
				] ),
			} ),
		} );
		const list = await screen.findByRole(
			'list',
			{ name: 'Badges' },
			LAZY
		);
		expect(
			within( list ).getByText( 'First donation received' )
		).toBeInTheDocument();
	} );
} );
