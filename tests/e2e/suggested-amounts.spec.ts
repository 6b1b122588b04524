/**
 * A campaign's own suggested amounts (issue 27), in a real browser against the real plugin: the
 * administrator gives the demo campaign six amounts with impact lines and a default in its
 * settings; a donor on a phone sees them in the form (on the donate page and in the form itself),
 * the default chosen with its impact line, the line following the choice (announced politely),
 * no serious axe violation and nothing wider than the screen; the amount chosen is the one
 * recorded.
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	loginAs,
	resetDemoData,
	seriousViolations,
	readBoot,
} from './fixtures';

const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';

const AMOUNTS = [
	[ '10', 'Buys a water filter for one home.' ],
	[ '35', 'Gives a family clean water for a year.' ],
	[ '60', '' ],
	[ '120', 'Trains a village water committee.' ],
	[ '500', '' ],
	[
		'1,000',
		'Drills a well together with the village, with spare parts for ten years.',
	],
] as const;

/** The demo campaign's id and the address of its donation form. */
async function demoCampaign( page: Page ) {
	await page.goto( '/campaigns/demo/' );
	const boot = await readBoot< {
		data: { campaign: { campaign_id: number; iframe_url: string } };
	} >( page );
	return boot.data.campaign;
}

test.describe( 'Suggested amounts', () => {
	test.describe.configure( { mode: 'serial' } );

	test.beforeAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'an administrator sets a campaign’s amounts and a donor gives one of them', async ( {
		page,
		browser,
	}, testInfo ) => {
		test.setTimeout( 180_000 );
		await loginAs( page, 'admin' );
		const campaign = await demoCampaign( page );

		await page.goto(
			`${ ADMIN_PAGE }#/campaigns/${ campaign.campaign_id }/settings`
		);
		const card = page.getByRole( 'group', { name: 'Suggested amounts' } );
		await expect(
			card.getByRole( 'textbox', { name: 'Amount 4', exact: true } )
		).toHaveValue( '250' );
		await expect(
			card.getByRole( 'radio', { name: /amount 2 is chosen/ } )
		).toBeChecked();
		await card.getByRole( 'button', { name: 'Add an amount' } ).click();
		await card.getByRole( 'button', { name: 'Add an amount' } ).click();
		await expect(
			card.getByRole( 'button', { name: 'Add an amount' } )
		).toHaveCount( 0 );
		for ( const [ index, [ amount, impact ] ] of AMOUNTS.entries() ) {
			await card
				.getByRole( 'textbox', {
					name: `Amount ${ index + 1 }`,
					exact: true,
				} )
				.fill( amount );
			await card
				.getByRole( 'textbox', {
					name: `What amount ${ index + 1 } does (optional)`,
				} )
				.fill( impact );
		}
		await card.getByRole( 'radio', { name: /amount 4 is chosen/ } ).check();
		await page.getByRole( 'button', { name: 'Save campaign' } ).click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Campaign saved.' } )
		).toBeVisible();
		await expect(
			card.getByRole( 'textbox', { name: 'Amount 6', exact: true } )
		).toHaveValue( '1,000' );

		// The donor, on a phone, logged out.
		const donorContext = await browser.newContext( {
			baseURL: testInfo.project.use.baseURL,
			viewport: { width: 412, height: 900 },
		} );
		const donor = await donorContext.newPage();
		await donor.goto( '/campaigns/demo/donate/' );
		const frame = donor.frameLocator( 'iframe[title="Donation form"]' );
		await expect(
			frame.getByRole( 'radio', { name: '$120' } )
		).toBeChecked();
		await expect( frame.getByRole( 'radio', { name: '$25' } ) ).toHaveCount(
			0
		);

		await donor.goto( campaign.iframe_url );
		expect(
			await donor
				.locator( 'input[name="amount"]' )
				.evaluateAll( ( inputs ) =>
					inputs.map(
						( input ) => ( input as HTMLInputElement ).value
					)
				)
		).toEqual( [ '10', '35', '60', '120', '500', '1000' ] );
		await expect(
			donor.getByRole( 'radio', { name: '$120' } )
		).toBeChecked();
		const impact = donor.locator( '#p2p-amount-impact' );
		await expect( impact ).toHaveAttribute( 'aria-live', 'polite' );
		await expect( impact ).toHaveText(
			'Trains a village water committee.'
		);
		await donor.getByRole( 'radio', { name: '$1,000' } ).check();
		await expect( impact ).toHaveText(
			'Drills a well together with the village, with spare parts for ten years.'
		);
		await donor.getByRole( 'radio', { name: '$60' } ).check();
		await expect( impact ).toHaveText( '' );
		await donor.getByRole( 'radio', { name: '$35' } ).check();
		await expect( impact ).toHaveText(
			'Gives a family clean water for a year.'
		);
		// A typed amount is no suggested one: its line goes.
		await donor.getByLabel( 'Other amount' ).fill( '42' );
		await expect( impact ).toHaveText( '' );
		await donor.getByLabel( 'Other amount' ).fill( '' );
		await donor.getByRole( 'radio', { name: '$35' } ).check();
		await expect( impact ).toHaveText(
			'Gives a family clean water for a year.'
		);

		expect( await seriousViolations( donor ) ).toEqual( [] );
		expect(
			await donor.evaluate(
				() =>
					document.documentElement.scrollWidth <=
					document.documentElement.clientWidth
			)
		).toBe( true );
		await donor.screenshot( {
			path: testInfo.outputPath( 'donation-form-six-amounts-412.png' ),
			fullPage: true,
		} );

		await donor.getByLabel( 'First name' ).fill( 'Amara' );
		await donor.getByLabel( 'Last name' ).fill( 'Amounts' );
		await donor
			.getByLabel( 'E-mail' )
			.fill( `amara${ Date.now() }@example.net` );
		await donor.getByRole( 'button', { name: 'Donate' } ).click();
		await expect(
			donor.getByText(
				/Your donation of \$35 to Run for Clean Water 2026 has been received\./
			)
		).toBeVisible();
		await donorContext.close();
	} );
} );
