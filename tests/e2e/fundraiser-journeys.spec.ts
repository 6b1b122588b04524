/**
 * The fundraiser journeys in real WordPress (issue 4): registration wizard, accounts, profiles and
 * teams, joining, and the server refusing edits by someone else.
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	mails,
	resetDemoData,
	seriousViolations,
	readBoot,
} from './fixtures';

const CAMPAIGN = '/campaigns/demo';

interface Boot {
	settings: { apiRoot: string; apiNonce: string };
	data: {
		campaign: { campaign_id: number };
		auth: { user_id: number; fundraiser_id: number; is_logged_in: boolean };
	};
}

/** GET under the plugin's API from the page (its cookies, its nonce). */
async function apiGet< T >(
	page: Page,
	endpoint: string,
	params: Record< string, string | number >
): Promise< T > {
	const boot = await readBoot< Boot >( page );
	const query = new URLSearchParams(
		Object.entries( params ).map( ( [ key, value ] ) => [
			key,
			String( value ),
		] )
	);
	const joiner = boot.settings.apiRoot.includes( '?' ) ? '&' : '?';
	const response = await page.request.get(
		`${ boot.settings.apiRoot }/${ endpoint }${ joiner }${ query }`,
		{
			headers: { 'X-WP-Nonce': boot.settings.apiNonce },
		}
	);
	return ( await response.json() ) as T;
}

async function teamId( page: Page, name: string ): Promise< number > {
	const boot = await readBoot< Boot >( page );
	const found = await apiGet< {
		data: Array< { id: number; name: string } >;
	} >( page, 'get-campaign-teams-search', {
		campaign_id: boot.data.campaign.campaign_id,
		search: name,
		showClosedTeams: 'true',
	} );
	const team = found.data.find( ( item ) => item.name === name );
	if ( ! team ) {
		throw new Error( `no team ${ name }` );
	}
	return team.id;
}

/** A 2 × 2 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVQI12P8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * Signs in through the campaign's own /login/ screen (a subscriber landing on wp-admin's profile
 * page would trip its unload script).
 */
async function signIn( page: Page, handle: string ) {
	await page.goto( `${ CAMPAIGN }/login/` );
	await page.getByLabel( 'Email or Username' ).fill( handle );
	await page.getByLabel( 'Password' ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Sign in' } ).click();
	await page.waitForURL( /\/(start-fundraising|register)\/$/ );
}

async function fillRegistration(
	page: Page,
	first: string,
	last: string,
	email: string
) {
	await page.getByLabel( 'First Name' ).fill( first );
	await page.getByLabel( 'Last Name' ).fill( last );
	await page.getByLabel( 'Email', { exact: true } ).fill( email );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'secret-pass' );
	await page.getByLabel( 'Confirm Password' ).fill( 'secret-pass' );
}

async function fillProfile( page: Page, story: string, goal: string ) {
	await page.getByLabel( 'Fundraising Goal' ).fill( goal );
	await page.getByLabel( 'Your Story' ).fill( story );
}

/** Serious and critical axe violations inside the app. */
const appViolations = ( page: Page ) =>
	seriousViolations( page, '#p2p-fundraising-root' );

test.describe( 'Fundraiser journeys', () => {
	test.afterAll( async ( {}, testInfo ) => {
		resetDemoData( testInfo );
	} );

	test( 'register as an individual, create the profile, start fundraising, appear on the leaderboard', async ( {
		page,
	} ) => {
		const stamp = Date.now();
		const name = `Iris Journey${ stamp }`;
		await page.goto( `${ CAMPAIGN }/register/` );
		await expect(
			page.getByRole( 'link', { name: 'Sign in' } )
		).toBeVisible();
		await page.getByRole( 'link', { name: 'Individual' } ).click();
		await expect( page ).toHaveURL( /\/register\/individual\/$/ );
		const steps = page.getByRole( 'navigation', {
			name: 'Registration steps',
		} );
		await expect( steps.locator( '[aria-current="step"]' ) ).toHaveText(
			/1\s*Register/
		);

		// Client-side validation first: the spec's messages, nothing sent.
		await page.getByLabel( 'Password', { exact: true } ).fill( '12345' );
		await page.getByLabel( 'Confirm Password' ).fill( '54321' );
		await page.getByRole( 'button', { name: 'Continue' } ).click();
		await expect(
			page.getByText( 'Password must have at least 6 characters' )
		).toBeVisible();
		await expect(
			page.getByText( 'The passwords do not match' )
		).toBeVisible();
		await expect( page.getByLabel( 'First Name' ) ).toBeFocused();

		await fillRegistration(
			page,
			'Iris',
			`Journey${ stamp }`,
			`iris${ stamp }@example.net`
		);
		await page.getByRole( 'button', { name: 'Continue' } ).click();

		await expect( page ).toHaveURL( /\/register\/create-profile\/$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Create Profile' } )
		).toBeVisible();
		await expect( steps.locator( '[aria-current="step"]' ) ).toHaveText(
			/2\s*Create Profile/
		);
		expect(
			( await readBoot< Boot >( page ) ).data.auth.is_logged_in
		).toBe( true );

		await fillProfile( page, 'Every drop counts.', '1,500' );
		await page.getByRole( 'button', { name: 'Create Profile' } ).click();

		await expect( page ).toHaveURL( /\/start-fundraising\/$/ );
		await expect(
			page.getByRole( 'heading', {
				name: "You're ready to start fundraising!",
			} )
		).toBeVisible();
		await expect( page.getByRole( 'heading', { name } ) ).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Join a team' } )
		).toBeVisible();
		await page.getByRole( 'link', { name: 'View Profile' } ).click();
		await expect( page.getByText( 'Every drop counts.' ) ).toBeVisible();

		await page.goto( `${ CAMPAIGN }/fundraiser-leaderboard/` );
		await page.getByRole( 'searchbox' ).fill( name );
		await expect(
			page.locator( '#p2p-fundraising-root' ).getByText( name )
		).toBeVisible();
	} );

	test( 'register as a captain, create the team, create the profile; the team is visible', async ( {
		page,
	}, testInfo ) => {
		const stamp = Date.now();
		const teamName = `Journey Team ${ stamp }`;
		await page.goto( `${ CAMPAIGN }/register/` );
		await page.getByRole( 'link', { name: 'Create a Team' } ).click();
		await fillRegistration(
			page,
			'Cora',
			`Captain${ stamp }`,
			`cora${ stamp }@example.net`
		);
		await page.getByRole( 'button', { name: 'Continue' } ).click();

		await expect( page ).toHaveURL( /\/create-team\/$/ );
		const steps = page.getByRole( 'navigation', {
			name: 'Registration steps',
		} );
		await expect( steps.locator( '[aria-current="step"]' ) ).toHaveText(
			/2\s*Create Team/
		);
		await expect(
			page.getByLabel( 'Public: anyone can join' )
		).toBeChecked();
		await expect( page.getByLabel( 'Team Story' ) ).toHaveAttribute(
			'rows',
			'10'
		);
		await page.getByLabel( 'Team Name' ).fill( teamName );
		await page.getByLabel( 'Team Goal' ).fill( '3000' );
		await page.getByLabel( 'Team Story' ).fill( 'We run together.' );
		const invite = page.getByLabel( 'Invite team members' );
		await invite.fill(
			`pal${ stamp }@example.net, mate${ stamp }@example.net`
		);
		await invite.press( 'Enter' );
		await expect(
			page.getByRole( 'button', {
				name: `Remove pal${ stamp }@example.net`,
			} )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Create Team' } ).click();

		await expect( page ).toHaveURL( /\/register\/create-profile\/$/ );
		await expect( steps.locator( '[aria-current="step"]' ) ).toHaveText(
			/3\s*Create Profile/
		);
		const invitations = mails( testInfo ).filter( ( mail ) =>
			String( mail.to ).includes( `${ stamp }@example.net` )
		);
		expect( invitations ).toHaveLength( 2 );
		expect( invitations[ 0 ]?.message ).toMatch(
			/\/campaigns\/demo\/team\/\d+\/join\//
		);

		await fillProfile( page, 'Captain of the crew.', '500' );
		await page.getByRole( 'button', { name: 'Create Profile' } ).click();
		await expect( page ).toHaveURL( /\/start-fundraising\/$/ );
		await expect( page.getByText( '1 member' ) ).toBeVisible();
		await page.getByRole( 'link', { name: 'View Team' } ).click();
		await expect(
			page.getByRole( 'heading', { name: teamName } )
		).toBeVisible();

		await page.goto( `${ CAMPAIGN }/team-leaderboard/` );
		await page.getByRole( 'searchbox' ).fill( teamName );
		await expect(
			page.locator( '#p2p-fundraising-root' ).getByText( teamName )
		).toBeVisible();
	} );

	test( 'a failed one-click join shows the message and gives the focus back to the button', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		failedRequests.allow( /fundraiser-join-team/ );
		consoleErrors.allow( /ERR_FAILED/ );
		await signIn( page, 'fundraiser@example.com' );
		await page.goto( `${ CAMPAIGN }/` );
		const id = await teamId( page, 'River Keepers' );
		await page.route( /fundraiser-join-team/, ( route ) =>
			route.abort( 'failed' )
		);
		await page.goto( `${ CAMPAIGN }/team/${ id }/join/` );
		const join = page.getByRole( 'button', { name: 'Join River Keepers' } );
		await join.focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'alert' ) ).toHaveText( 'Network Error' );
		await expect( join ).toBeFocused();
	} );

	test( 'the demo fundraiser joins a public team with one click', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		// The second visit's permission check is refused on purpose (already a member).
		failedRequests.allow( /fundraiser-can-join-team/ );
		consoleErrors.allow( /status of 409/ );
		await signIn( page, 'fundraiser@example.com' );
		await page.goto( `${ CAMPAIGN }/` );
		const id = await teamId( page, 'River Keepers' );
		await page.goto( `${ CAMPAIGN }/team/${ id }/join/` );
		await page
			.getByRole( 'button', { name: 'Join River Keepers' } )
			.click();
		await expect( page ).toHaveURL( new RegExp( `/team/${ id }/$` ) );
		await expect(
			page.getByRole( 'link', { name: /Felix Brandt/ } ).first()
		).toBeVisible();

		// Already a member now: the permission check fails and sends them to start-fundraising.
		await page.goto( `${ CAMPAIGN }/team/${ id }/join/` );
		await expect( page ).toHaveURL( /\/start-fundraising\/$/ );
	} );

	test( 'a private team refuses an uninvited registration with the server message', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		failedRequests.allow( /register-join-team/ );
		consoleErrors.allow( /status of 403/ );
		await page.goto( `${ CAMPAIGN }/` );
		const id = await teamId( page, 'The Splash Squad' );
		await page.goto( `${ CAMPAIGN }/team/${ id }/join/` );
		const stamp = Date.now();
		await fillRegistration(
			page,
			'Pia',
			'Private',
			`pia${ stamp }@example.net`
		);
		await page.getByRole( 'button', { name: 'Join Team' } ).click();
		await expect(
			page
				.getByRole( 'alert' )
				.filter( { hasText: 'This team is invite only' } )
		).toBeVisible();
		await expect( page.getByLabel( 'First Name' ) ).toHaveValue( 'Pia' );
	} );

	test( 'a logged-in user without a fundraiser registers with prefilled fields', async ( {
		page,
	} ) => {
		await signIn( page, 'user@example.com' );
		await page.goto( `${ CAMPAIGN }/register/` );
		await expect(
			page.getByRole( 'link', { name: 'Sign in' } )
		).toHaveCount( 0 );
		await page.getByRole( 'link', { name: 'Individual' } ).click();
		await expect( page.getByLabel( 'First Name' ) ).toHaveValue( 'Uma' );
		await expect( page.getByLabel( 'Last Name' ) ).toHaveValue( 'Reyes' );
		await expect( page.getByLabel( 'Email', { exact: true } ) ).toHaveValue(
			'user@example.com'
		);
		await expect(
			page.getByLabel( 'Email', { exact: true } )
		).toBeDisabled();
		await expect(
			page.getByLabel( 'Password', { exact: true } )
		).toHaveCount( 0 );
		await page.getByRole( 'button', { name: 'Continue' } ).click();
		await expect( page ).toHaveURL( /\/register\/create-profile\/$/ );
		await fillProfile( page, 'Now I fundraise too.', '800' );
		await page.getByRole( 'button', { name: 'Create Profile' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Uma Reyes' } )
		).toBeVisible();
	} );

	test( 'login: a wrong password shows the server message, the right one signs in', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		failedRequests.allow( /fundraiser-login/ );
		consoleErrors.allow( /status of 401/ );
		await page.goto( `${ CAMPAIGN }/login/` );
		await expect(
			page.getByRole( 'link', { name: 'Lost your password' } )
		).toBeVisible();
		await page
			.getByLabel( 'Email or Username' )
			.fill( 'captain@example.com' );
		await page.getByLabel( 'Password' ).fill( 'wrong-password' );
		await page.getByRole( 'button', { name: 'Sign in' } ).click();
		await expect(
			page.getByText(
				'The username, e-mail address or password is incorrect.'
			)
		).toBeVisible();
		await expect( page.getByLabel( 'Email or Username' ) ).toHaveValue(
			'captain@example.com'
		);
		// The button, disabled while signing in, has the focus again for the next attempt.
		await expect(
			page.getByRole( 'button', { name: 'Sign in' } )
		).toBeFocused();

		await page.getByLabel( 'Password' ).fill( 'password' );
		await page.getByRole( 'button', { name: 'Sign in' } ).click();
		await expect( page ).toHaveURL( /\/start-fundraising\/$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Blue Wave Runners' } )
		).toBeVisible();

		// Logged in now: the logged-out routes send them away.
		await page.goto( `${ CAMPAIGN }/login/` );
		await expect( page ).toHaveURL( /\/start-fundraising\/$/ );
	} );

	test( 'lost password sends WordPress reset e-mail', async ( {
		page,
	}, testInfo ) => {
		const before = mails( testInfo ).length;
		await page.goto( `${ CAMPAIGN }/login/` );
		await page.getByRole( 'link', { name: 'Lost your password' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Lost your password?' } )
		).toBeVisible();
		await page
			.getByLabel( 'Email or Username' )
			.fill( 'fundraiser@example.com' );
		await page.getByRole( 'button', { name: 'Get New Password' } ).click();
		await expect( page ).toHaveURL( /\/lost-password\/sent$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Check your e-mail' } )
		).toBeVisible();
		const sent = mails( testInfo ).slice( before );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ]?.to ).toContain( 'fundraiser@example.com' );
		expect( sent[ 0 ]?.message ).toContain( 'action=rp' );
	} );

	test( 'edit own profile with an image', async ( { page } ) => {
		await signIn( page, 'fundraiser@example.com' );
		await page.goto( `${ CAMPAIGN }/start-fundraising/` );
		const { fundraiser_id: id } = ( await readBoot< Boot >( page ) ).data
			.auth;
		await page.goto( `${ CAMPAIGN }/fundraiser/${ id }/update/` );
		await expect( page.getByLabel( 'Your Story' ) ).not.toHaveValue( '' );
		await page
			.getByLabel( 'Your Story' )
			.fill( 'Edited story with a new picture.' );
		// Reached by Tab, the invisible file input shows its focus on the visible "Choose an
		// image" control.
		// (The page's cover photo, further down the screen, has a file input of its own.)
		const fileInput = page.getByRole( 'button', {
			name: /^Profile Image/,
		} );
		await page.getByLabel( 'Your Story' ).focus();
		await page.keyboard.press( 'Tab' );
		await expect( fileInput ).toBeFocused();
		const inputId = await fileInput.getAttribute( 'id' );
		await expect(
			page.locator( `label[for="${ inputId }"]`, {
				hasText: 'Choose an image',
			} )
		).toHaveCSS( 'outline-style', 'solid' );
		await fileInput.setInputFiles( {
			name: 'me.png',
			mimeType: 'image/png',
			buffer: PNG,
		} );
		await expect(
			page.getByText( 'me.png is ready to upload.' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save Profile' } ).click();
		await expect( page ).toHaveURL( new RegExp( `/fundraiser/${ id }/$` ) );
		await expect(
			page.getByText( 'Edited story with a new picture.' )
		).toBeVisible();
		await expect(
			page.locator( 'img[src*="/wp-content/uploads/"]' ).first()
		).toBeVisible();
	} );

	test( 'edit own team as its captain', async ( { page } ) => {
		await signIn( page, 'captain@example.com' );
		await page.goto( `${ CAMPAIGN }/` );
		const id = await teamId( page, 'Blue Wave Runners' );
		await page.goto( `${ CAMPAIGN }/team/${ id }/update` );
		await expect( page.getByLabel( 'Team Name' ) ).toHaveValue(
			'Blue Wave Runners'
		);
		await page.getByLabel( 'Team Name' ).fill( 'Blue Wave Racers' );
		await page.getByRole( 'button', { name: 'Save Team' } ).click();
		await expect( page ).toHaveURL( new RegExp( `/team/${ id }/$` ) );
		await expect(
			page.getByRole( 'heading', { name: 'Blue Wave Racers' } )
		).toBeVisible();
	} );

	test( 'a team name without spaces breaks inside its rows on a phone, not the page', async ( {
		page,
	} ) => {
		const longName = 'Schwarzwaldhochstraßenlaufwasserträgergemeinschaft';
		// The captain's own team, whatever an earlier test renamed it to.
		await signIn( page, 'captain@example.com' );
		await expect( page ).toHaveURL( /\/start-fundraising\/$/ );
		const href =
			( await page
				.getByRole( 'link', { name: 'View Team' } )
				.getAttribute( 'href' ) ) ?? '';
		const id = Number( /\/team\/(\d+)\//.exec( href )?.[ 1 ] );
		await page.goto( `${ CAMPAIGN }/team/${ id }/update` );
		await page.getByLabel( 'Team Name' ).fill( longName );
		await page.getByRole( 'button', { name: 'Save Team' } ).click();
		await expect( page ).toHaveURL( new RegExp( `/team/${ id }/$` ) );

		await page.setViewportSize( { width: 412, height: 900 } );
		for ( const path of [ '/', `/team/${ id }/` ] ) {
			await page.goto( `${ CAMPAIGN }${ path }` );
			// The donation rows credit the team by name ("to …"), the support card names it.
			await expect(
				page
					.getByRole( 'tabpanel' )
					.getByRole( 'link', { name: longName } )
					.first()
			).toBeVisible();
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				),
				path
			).toBe( 0 );
		}
	} );

	test( 'captain-only and owner-only edits are refused for someone else', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		failedRequests.allow( /update-team|update-fundraiser-profile/ );
		consoleErrors.allow( /status of 403/ );
		await signIn( page, 'fundraiser@example.com' );
		await page.goto( `${ CAMPAIGN }/` );
		const team = await teamId( page, 'River Keepers' );
		const captain = await apiGet< {
			data: Array< { id: number; name: string } >;
		} >( page, 'get-campaign-fundraisers-search', {
			campaign_id: ( await readBoot< Boot >( page ) ).data.campaign
				.campaign_id,
			search: 'Carla Mendes',
		} );
		const captainFundraiser = captain.data[ 0 ]?.id ?? 0;

		await page.goto( `${ CAMPAIGN }/team/${ team }/update` );
		await expect(
			page.getByText( 'Only the team captain can edit this team.' )
		).toBeVisible();
		await page.goto(
			`${ CAMPAIGN }/fundraiser/${ captainFundraiser }/update/`
		);
		await expect(
			page.getByText( 'Only the owner of this profile can edit it.' )
		).toBeVisible();

		// The server refuses the same edits when sent directly with this user's session.
		const boot = await readBoot< Boot >( page );
		const post = async (
			endpoint: string,
			form: Record< string, string >
		) =>
			page.evaluate(
				async ( [ url, nonce, fields ] ) => {
					const body = new FormData();
					Object.entries( fields ).forEach( ( [ key, value ] ) =>
						body.append( key, value )
					);
					const response = await fetch( url, {
						method: 'POST',
						body,
						headers: { 'X-WP-Nonce': nonce },
						credentials: 'same-origin',
					} );
					return {
						status: response.status,
						body: ( await response.json() ) as {
							code: string;
							message: string;
						},
					};
				},
				[
					`${ boot.settings.apiRoot }/${ endpoint }`,
					boot.settings.apiNonce,
					form,
				] as const
			);
		const campaignId = String( boot.data.campaign.campaign_id );
		const teamEdit = await post( 'update-team', {
			team_id: String( team ),
			campaign_id: campaignId,
			name: 'Hijacked',
			goal: '1',
			story: 'x',
			access: 'public',
		} );
		expect( teamEdit.status ).toBe( 403 );
		expect( teamEdit.body.message ).toBe(
			'Sorry, you are not allowed to do that.'
		);
		const profileEdit = await post( 'update-fundraiser-profile', {
			fundraiser_id: String( captainFundraiser ),
			campaignId,
			goal: '1',
			story: 'x',
		} );
		expect( profileEdit.status ).toBe( 403 );
	} );

	test( 'the journey screens have no serious or critical accessibility violations, errors shown', async ( {
		page,
	} ) => {
		// Eight screens, each with an axe pass: 20-25 s alone, more beside the other project.
		test.setTimeout( 90_000 );
		await page.goto( `${ CAMPAIGN }/register/` );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toBeVisible();
		expect( await appViolations( page ) ).toEqual( [] );

		// The team list of the join path, with its initials avatars (teams without a picture).
		await page.goto( `${ CAMPAIGN }/register/teams/` );
		await expect( page.locator( '.p2p-team-picker__list' ) ).toBeVisible();
		expect( await appViolations( page ), '/register/teams/' ).toEqual( [] );

		for ( const route of [
			'/register/individual/',
			'/login/',
			'/lost-password/',
		] ) {
			await page.goto( `${ CAMPAIGN }${ route }` );
			await page.locator( 'button[type="submit"]' ).click();
			await expect(
				page.locator( '[aria-invalid="true"]' ).first()
			).toBeFocused();
			expect( await appViolations( page ), route ).toEqual( [] );
		}
	} );
} );
