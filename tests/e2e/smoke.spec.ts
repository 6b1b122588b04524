/**
 * Smoke test of the e2e environment: WordPress answers, the admin can log in, and the plugin is
 * installed and active — on the newest and the oldest WordPress we support.
 */
import { test, expect, loginAs } from './fixtures';

test( 'the admin logs in, sees the dashboard and the plugin is active', async ( {
	page,
} ) => {
	await loginAs( page, 'admin', 'password' );

	await expect( page ).toHaveURL( /\/wp-admin\/$/ );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Dashboard' } )
	).toBeVisible();

	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator( 'tr[data-plugin="p2p-fundraising/plugin.php"]' );
	await expect( row ).toHaveClass( /\bactive\b/ );
	await expect(
		row.getByRole( 'link', { name: /^Deactivate/ } )
	).toBeVisible();
} );

test( 'a wrong password is refused with WordPress’s message', async ( {
	page,
} ) => {
	await expect( loginAs( page, 'admin', 'wrong-password' ) ).rejects.toThrow(
		/incorrect/i
	);
} );
