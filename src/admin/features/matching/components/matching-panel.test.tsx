import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { buildCampaign } from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminCampaign } from '../../../api/types';
import type { AdminMatch } from '../api/get-admin-match';

const campaign: AdminCampaign = {
	...buildCampaign( { campaign_id: 7, campaign_title: 'Spring Run' } ),
	slug: 'spring-run',
	moderation: 'auto',
	raised_amount: 1250,
	raised_percentage: 25,
	donations_count: 10,
	donors_count: 9,
	teams_count: 2,
	fundraisers_count: 3,
	created_at: '2026-05-01T12:00:00Z',
};

const running: AdminMatch = {
	id: 3,
	sponsor_id: 11,
	sponsor_name: 'Acme Water',
	ratio: 1,
	cap: 1000,
	matched: 250,
	start_date: '2026-06-01',
	end_date: '2026-06-30',
	status: 'active',
	is_running: true,
};

function serve( match: AdminMatch | null ) {
	let current = match;
	const posts: Array< { path: string; body: unknown } > = [];
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: campaign } )
		),
		http.get( apiUrl( 'admin/campaigns/7/sponsors' ), () =>
			HttpResponse.json( {
				data: [
					{
						id: 11,
						name: 'Acme Water',
						image_url: '',
						url: '',
						sort_order: 0,
					},
				],
				total: 1,
				count: 1,
			} )
		),
		http.get( apiUrl( 'admin/campaigns/7/match' ), () =>
			HttpResponse.json( { data: current } )
		),
		http.post(
			apiUrl( 'admin/campaigns/7/match' ),
			async ( { request } ) => {
				const body = ( await request.json() ) as Record<
					string,
					unknown
				>;
				posts.push( { path: 'match', body } );
				if ( Number( body.cap ) > 100000 ) {
					return HttpResponse.json(
						{
							code: 'rest_invalid_param',
							message: 'The cap is too high for this sponsor.',
							data: {
								status: 400,
								params: {
									cap: 'The cap is too high for this sponsor.',
								},
							},
						},
						{ status: 400 }
					);
				}
				current = { ...running, cap: Number( body.cap ), matched: 0 };
				return HttpResponse.json( { data: current }, { status: 201 } );
			}
		),
		http.post( apiUrl( 'admin/campaigns/7/match/stop' ), () => {
			posts.push( { path: 'stop', body: null } );
			current = null;
			return HttpResponse.json( { data: null } );
		} )
	);
	return posts;
}

describe( 'Matching gift panel', () => {
	it( 'starts a match with the chosen sponsor, ratio, cap and days', async () => {
		const posts = serve( null );
		renderAdmin( '/campaigns/7/sponsors' );
		const user = userEvent.setup();
		const panel = await screen.findByRole( 'region', {
			name: 'Matching gift',
		} );
		await user.selectOptions(
			await within( panel ).findByRole( 'combobox', { name: /Sponsor/ } ),
			'Acme Water'
		);
		await user.type(
			within( panel ).getByRole( 'spinbutton', { name: /Cap/ } ),
			'5000'
		);
		const last = within( panel ).getByLabelText( /Last day/ );
		await user.type( last, '2099-12-31' );
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Start the match' } )
		);
		expect(
			await within( panel ).findByText( '$0 of $5,000 matched' )
		).toBeInTheDocument();
		expect( posts[ 0 ]?.body ).toMatchObject( {
			sponsor_id: 11,
			ratio: 1,
			cap: 5000,
			end_date: '2099-12-31',
		} );
	} );

	it( 'keeps the input and shows the server message when the start is refused', async () => {
		serve( null );
		renderAdmin( '/campaigns/7/sponsors' );
		const user = userEvent.setup();
		const panel = await screen.findByRole( 'region', {
			name: 'Matching gift',
		} );
		await user.selectOptions(
			await within( panel ).findByRole( 'combobox', { name: /Sponsor/ } ),
			'Acme Water'
		);
		const cap = within( panel ).getByRole( 'spinbutton', { name: /Cap/ } );
		await user.type( cap, '900000' );
		await user.type(
			within( panel ).getByLabelText( /Last day/ ),
			'2099-12-31'
		);
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Start the match' } )
		);
		expect(
			await within( panel ).findAllByText(
				'The cap is too high for this sponsor.'
			)
		).not.toHaveLength( 0 );
		expect( cap ).toHaveValue( 900000 );
		expect( cap ).toHaveAttribute( 'aria-invalid', 'true' );
	} );

	it( 'says in words which cap it takes, beside the field, without asking the server', async () => {
		const posts = serve( null );
		renderAdmin( '/campaigns/7/sponsors' );
		const user = userEvent.setup();
		const panel = await screen.findByRole( 'region', {
			name: 'Matching gift',
		} );
		await user.selectOptions(
			await within( panel ).findByRole( 'combobox', { name: /Sponsor/ } ),
			'Acme Water'
		);
		const cap = within( panel ).getByRole( 'spinbutton', { name: /Cap/ } );
		await user.type( cap, '999999999999' );
		await user.type(
			within( panel ).getByLabelText( /Last day/ ),
			'2099-12-31'
		);
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Start the match' } )
		);
		expect(
			await within( panel ).findByText(
				'Enter a number from 0 to 100,000,000.'
			)
		).toBeInTheDocument();
		expect( cap ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( posts ).toEqual( [] );
	} );

	it( 'shows the running match and stops it after a confirmation', async () => {
		const posts = serve( running );
		renderAdmin( '/campaigns/7/sponsors' );
		const user = userEvent.setup();
		const panel = await screen.findByRole( 'region', {
			name: 'Matching gift',
		} );
		expect(
			await within( panel ).findByText(
				'Acme Water matches 1:1 from 2026-06-01 to 2026-06-30.'
			)
		).toBeInTheDocument();
		expect(
			within( panel ).getByRole( 'progressbar', {
				name: 'Matching gift used',
			} )
		).toHaveAttribute( 'aria-valuenow', '25' );
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Stop the match' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Stop the match',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Stop the match' } )
		);
		expect(
			await screen.findByText( 'Start a match' )
		).toBeInTheDocument();
		expect( posts.map( ( post ) => post.path ) ).toEqual( [ 'stop' ] );
	} );
} );
