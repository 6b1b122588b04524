/**
 * The blocks as an editor uses them: inserted into a post in the block editor, a campaign picked
 * in the block's own picker, the server's preview in the editor, published, then read on the
 * page with the same figures the campaign shows — and new figures after a donation.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, loginAs, resetDemoData } from './fixtures';

const CAMPAIGN = 'Run for Clean Water 2026';

/** The editor's canvas: an iframe on newer WordPress, the page itself on older ones. */
async function canvas( page: Page ): Promise< Page | FrameLocator > {
	const frame = page.locator( 'iframe[name="editor-canvas"]' );
	return ( await frame.count() ) > 0
		? page.frameLocator( 'iframe[name="editor-canvas"]' )
		: page;
}

type EditorWindow = Window & {
	wp: {
		blocks: {
			getBlockType: ( name: string ) => unknown;
			createBlock: ( name: string, attributes: object ) => unknown;
		};
		data: {
			select: ( store: string ) => {
				isFeatureActive: ( feature: string ) => boolean;
				getBlocks: () => Array< {
					attributes: Record< string, unknown >;
				} >;
			};
			dispatch: ( store: string ) => {
				toggleFeature: ( feature: string ) => void;
				editPost: ( edits: object ) => void;
				insertBlocks: ( block: unknown ) => void;
			};
		};
	};
};

async function openNewPost( page: Page ): Promise< void > {
	// The welcome guide's pictures come from wordpress.org, which this machine cannot reach.
	await page.route( 'https://s.w.org/**', ( route ) =>
		route.fulfill( { status: 204, body: '' } )
	);
	// WordPress 7.1's editor loads ~150 files (its canvas iframe, notes, collaboration): slower
	// than the 15 s other navigations get on a busy machine.
	await page.goto( '/wp-admin/post-new.php', { timeout: 60_000 } );
	await page.waitForFunction( () =>
		Boolean(
			( window as unknown as EditorWindow ).wp?.blocks?.getBlockType(
				'p2p-fundraising/campaign-progress'
			)
		)
	);
	// Turn the first-visit welcome guide off, so it does not cover the editor.
	await page.evaluate( () => {
		const { data } = ( window as unknown as EditorWindow ).wp;
		if (
			data.select( 'core/edit-post' ).isFeatureActive( 'welcomeGuide' )
		) {
			data.dispatch( 'core/edit-post' ).toggleFeature( 'welcomeGuide' );
		}
	} );
	await expect(
		page.getByRole( 'dialog', { name: /welcome/i } )
	).toHaveCount( 0 );
}

/** Inserts a block the way the inserter does (the editor's own data API). */
async function insertBlock(
	page: Page,
	name: string,
	attributes: Record< string, unknown > = {}
): Promise< void > {
	await page.evaluate(
		( [ blockName, blockAttributes ] ) => {
			const { wp } = window as unknown as EditorWindow;
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks(
					wp.blocks.createBlock( blockName, blockAttributes )
				);
		},
		[ name, attributes ] as const
	);
}

test.describe( 'Blocks in the block editor', () => {
	test.afterAll( async ( {}, testInfo ) => {
		resetDemoData( testInfo );
	} );

	test( 'an editor places progress, top teams and a donate button; visitors see live figures', async ( {
		page,
		request,
	} ) => {
		test.setTimeout( 120_000 );
		await loginAs( page, 'admin' );
		await openNewPost( page );
		const editor = await canvas( page );
		await page.evaluate( () =>
			( window as unknown as EditorWindow ).wp.data
				.dispatch( 'core/editor' )
				.editPost( { title: 'Support our runners' } )
		);

		// A progress block without a campaign asks for one, in place.
		await insertBlock( page, 'p2p-fundraising/campaign-progress' );
		const placeholder = editor.locator(
			'.wp-block-p2p-fundraising-campaign-progress'
		);
		await expect(
			placeholder.getByText( 'Choose the campaign to show.' )
		).toBeVisible();
		// The block's settings in the sidebar pick it.
		await page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'combobox', { name: 'Campaign' } )
			.selectOption( { label: CAMPAIGN } );
		// The preview is the server's render.
		await expect( placeholder.getByText( /raised/ ) ).toBeVisible( {
			timeout: 15_000,
		} );

		const campaignId = await page.evaluate(
			() =>
				( window as unknown as EditorWindow ).wp.data
					.select( 'core/block-editor' )
					.getBlocks()[ 0 ]?.attributes.campaignId as number
		);
		await insertBlock( page, 'p2p-fundraising/leaderboard', {
			campaignId,
			kind: 'teams',
			count: 3,
		} );
		await insertBlock( page, 'p2p-fundraising/donate-button', {
			campaignId,
		} );
		await expect(
			editor.locator( '.wp-block-p2p-fundraising-leaderboard li' )
		).toHaveCount( 3, { timeout: 15_000 } );

		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		const viewPost = page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'link', { name: 'View Post' } );
		await expect( viewPost ).toBeVisible();
		const postUrl = ( await viewPost.getAttribute( 'href' ) ) ?? '';

		// A visitor reads the published post.
		// Leave the editor first: its background checks would fail once the cookies are gone.
		await page.goto( '/' );
		await page.context().clearCookies();
		const stats = async () =>
			( await (
				await request.get(
					`/wp-json/p2p-fundraising/v1/get-campaign-stats?campaign_id=${ campaignId }`
				)
			).json() ) as { data: { raisedAmount: number } };
		const before = await stats();
		await page.goto( postUrl );
		const progress = page.locator( '.p2p-progress' );
		await expect( progress ).toContainText(
			`$${ before.data.raisedAmount.toLocaleString( 'en-US' ) } raised`
		);
		await expect( progress.getByRole( 'progressbar' ) ).toBeVisible();
		await expect( page.locator( '.p2p-leaderboard li' ) ).toHaveCount( 3 );
		await page
			.locator( '.p2p-leaderboard' )
			.getByRole( 'link' )
			.first()
			.click();
		await expect( page ).toHaveURL( /\/campaigns\/demo\/team\/\d+\/$/ );

		// The donate button leads to the campaign's donate page; a gift there shows on the post.
		await page.goto( postUrl );
		await page.getByRole( 'link', { name: 'Donate Now' } ).click();
		await expect( page ).toHaveURL( /\/campaigns\/demo\/donate\/$/ );
		const form = page.frameLocator( 'iframe[title="Donation form"]' );
		await form.getByLabel( 'Other amount' ).fill( '25' );
		await form.getByLabel( 'First name' ).fill( 'Blake' );
		await form.getByLabel( 'Last name' ).fill( 'Block' );
		await form.getByLabel( 'E-mail' ).fill( 'blake.block@example.org' );
		await form.getByRole( 'button', { name: /Donate/ } ).click();
		await expect( form.getByText( /thank you/i ) ).toBeVisible();

		await page.goto( postUrl );
		await expect( page.locator( '.p2p-progress' ) ).toContainText(
			`$${ ( before.data.raisedAmount + 25 ).toLocaleString( 'en-US' ) } raised`
		);
	} );
} );
