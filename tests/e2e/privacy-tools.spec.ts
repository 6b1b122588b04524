/**
 * WordPress's own privacy screens (Tools → Export / Erase Personal Data) find a donor's
 * donations, and erasing them takes the name off the campaign without changing its total.
 */
import AdmZip from 'adm-zip';
import { test, expect, loginAs, resetDemoData, readBoot } from './fixtures';

const DONOR = { name: 'Helen Carter', email: 'helen.carter@example.org' };

type Paged< T > = { data: T[] };
type Donation = { donorName: string };

test.describe( 'Privacy tools', () => {
	test.afterAll( async ( {}, testInfo ) => {
		resetDemoData( testInfo );
	} );

	test( 'an administrator exports and then erases a donor through the Tools screens', async ( {
		page,
		request,
	} ) => {
		test.setTimeout( 90_000 );
		await page.goto( '/campaigns/demo/' );
		const boot = await readBoot< {
			data: { campaign: { campaign_id: number } };
		} >( page );
		const campaignId = boot.data.campaign.campaign_id;
		const publicRead = async () => {
			const [ donations, stats ] = await Promise.all( [
				request.get(
					`/wp-json/p2p-fundraising/v1/get-donations?campaign_id=${ campaignId }&per_page=50`
				),
				request.get(
					`/wp-json/p2p-fundraising/v1/get-campaign-stats?campaign_id=${ campaignId }`
				),
			] );
			return {
				names: (
					( await donations.json() ) as Paged< Donation >
				 ).data.map( ( donation ) => donation.donorName ),
				stats: ( await stats.json() ) as { data: object },
			};
		};
		const before = await publicRead();
		expect( before.names ).toContain( DONOR.name );

		await loginAs( page, 'admin' );

		// Export: the request, then "Download personal data" runs every exporter.
		await page.goto( '/wp-admin/export-personal-data.php' );
		await page
			.getByLabel( 'Username or email address' )
			.fill( DONOR.email );
		await page
			.getByLabel( /Send personal data export confirmation email/ )
			.uncheck();
		await page.getByRole( 'button', { name: 'Send Request' } ).click();
		const exportRow = page.locator( 'tr', { hasText: DONOR.email } );
		await expect( exportRow ).toBeVisible();
		// The row's buttons work once core's privacy-tools.js has bound them: a click before that
		// does nothing (the erase below then waited 20 s for a message that never came).
		await page.waitForLoadState( 'load' );
		await exportRow.hover();
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			exportRow
				.getByRole( 'button', { name: 'Download personal data' } )
				.click(),
		] );
		const archive = new AdmZip( await download.path() );
		const html = archive
			.getEntries()
			.filter( ( entry ) => entry.entryName.endsWith( '.html' ) )
			.map( ( entry ) => entry.getData().toString( 'utf8' ) )
			.join( '\n' );
		expect( html ).toContain( 'Donations' );
		expect( html ).toContain( DONOR.name );
		expect( html ).toContain( 'Run for Clean Water 2026' );

		// Erase: without a confirmation e-mail the request is confirmed; "Erase personal data" runs every eraser.
		await page.goto( '/wp-admin/erase-personal-data.php' );
		await page
			.getByLabel( 'Username or email address' )
			.fill( DONOR.email );
		await page
			.getByLabel( /Send personal data erasure confirmation email/ )
			.uncheck();
		await page.getByRole( 'button', { name: 'Send Request' } ).click();
		const eraseRow = page.locator( 'tr', { hasText: DONOR.email } );
		await expect( eraseRow ).toBeVisible();
		await page.waitForLoadState( 'load' );
		await eraseRow
			.getByRole( 'button', { name: 'Erase personal data' } )
			.click();
		// Core runs every eraser through admin-ajax, page by page; give it the time a loaded machine needs.
		await expect( page.getByText( /were anonymised/ ).first() ).toBeVisible(
			{ timeout: 20_000 }
		);

		const after = await publicRead();
		expect( after.names ).not.toContain( DONOR.name );
		expect( after.stats ).toEqual( before.stats );
	} );
} );
