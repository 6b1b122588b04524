import { screen, within } from '@testing-library/react';
import {
	buildFundraiserPageData,
	buildPage,
} from '../../../../../tests/js/mocks/fixtures';
import {
	recordRequests,
	expectNoRequests,
} from '../../../../../tests/js/mocks/request-log';
import { LAZY } from '../../../../../tests/js/journeys';
import { renderCampaignApp } from '../../../../../tests/js/render';
import type { EntityUpdate } from '../../../contract/types';

const update = (
	id: number,
	overrides: Partial< EntityUpdate > = {}
): EntityUpdate => ( {
	id,
	text: `Update ${ id }`,
	image: '',
	date: '2026-11-20T10:00:00+00:00',
	isHidden: false,
	canEdit: false,
	...overrides,
} );

describe( 'Updates on a fundraiser page', () => {
	it( 'shows the embedded updates newest first with their dates and pictures, asking the API nothing', async () => {
		const log = recordRequests();
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData( {
				updates: buildPage( [
					update( 2, {
						text: 'Half way there!\nThank you all.',
						image: 'http://localhost/run.png',
					} ),
					update( 1, { date: '2026-11-01T10:00:00+00:00' } ),
				] ),
			} ),
		} );
		const section = await screen.findByRole(
			'region',
			{ name: 'Updates' },
			LAZY
		);
		const items = within( section ).getAllByRole( 'article' );
		expect( items ).toHaveLength( 2 );
		const newest = items[ 0 ]!;
		expect( newest ).toHaveTextContent( 'Half way there!' );
		expect(
			within( newest ).getByText( 'November 20, 2026' )
		).toHaveAttribute( 'datetime', '2026-11-20T10:00:00+00:00' );
		expect(
			within( newest ).getByRole( 'img', {
				name: 'Picture of the update',
			} )
		).toHaveAttribute( 'src', 'http://localhost/run.png' );
		expect(
			within( section ).queryByRole( 'button', { name: /Edit/ } )
		).toBeNull();
		await expectNoRequests( log );
	} );

	it( 'has no Updates section when there are none', async () => {
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData(),
		} );
		expect(
			await screen.findByText( "Why I'm fundraising", {}, LAZY )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Updates' ) ).toBeNull();
	} );
} );
