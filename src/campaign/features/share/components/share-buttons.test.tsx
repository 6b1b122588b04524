import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../tests/js/render';
import { COPY_MESSAGE_MS } from '../use-copy-link';
import { ShareButtons } from './share-buttons';

const URL_ = 'http://localhost/campaigns/demo/fundraiser/4/';
const TEXT = 'Support Ada Lovelace in fundraising for Run for Clean Water';

const renderShare = () =>
	renderWithProviders(
		<ShareButtons url={ URL_ } text={ TEXT } emailSubject={ TEXT } />
	);

const setNavigator = ( name: 'clipboard' | 'share', value: unknown ) =>
	Object.defineProperty( window.navigator, name, {
		configurable: true,
		value,
	} );

describe( 'ShareButtons', () => {
	afterEach( () => {
		jest.useRealTimers();
		setNavigator( 'clipboard', undefined );
		setNavigator( 'share', undefined );
		jest.restoreAllMocks();
	} );

	it( 'links to Facebook, Twitter, WhatsApp and e-mail with the page and its text', () => {
		renderShare();
		const link = ( name: RegExp | string ) =>
			screen.getByRole( 'link', { name } ).getAttribute( 'href' );
		expect( link( /^Share on Facebook/ ) ).toBe(
			`https://www.facebook.com/sharer/sharer.php?u=${ encodeURIComponent(
				URL_
			) }`
		);
		expect( link( /^Share on Twitter/ ) ).toBe(
			`https://twitter.com/intent/tweet?text=${ encodeURIComponent(
				TEXT
			) }&url=${ encodeURIComponent( URL_ ) }`
		);
		expect( link( /^Share on WhatsApp/ ) ).toBe(
			`https://wa.me/?text=${ encodeURIComponent( `${ TEXT } ${ URL_ }` ) }`
		);
		expect( link( 'Share by Email' ) ).toBe(
			`mailto:?subject=${ encodeURIComponent(
				TEXT
			) }&body=${ encodeURIComponent( URL_ ) }`
		);
		const facebook = screen.getByRole( 'link', {
			name: 'Share on Facebook (opens in a new window)',
		} );
		expect( facebook ).toHaveAttribute( 'target', '_blank' );
		expect( facebook ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	} );

	it( 'opens a network in a small share window, safely', async () => {
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		renderShare();
		await userEvent
			.setup()
			.click(
				screen.getByRole( 'link', { name: /^Share on Facebook/ } )
			);
		expect( open ).toHaveBeenCalledWith(
			expect.stringContaining( 'facebook.com/sharer' ),
			'p2p-share',
			expect.stringContaining( 'noopener' )
		);
	} );

	it( 'copies the link and confirms it for a few seconds', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		// After setup: user-event installs a clipboard of its own.
		const writeText = jest.fn().mockResolvedValue( undefined );
		setNavigator( 'clipboard', { writeText } );
		renderShare();

		await user.click( screen.getByRole( 'button', { name: 'Copy link' } ) );

		expect( writeText ).toHaveBeenCalledWith( URL_ );
		const status = document.querySelector( '.p2p-share__status' );
		expect( status ).toHaveAttribute( 'role', 'status' );
		expect( status ).toHaveTextContent( 'Link copied to the clipboard.' );
		act( () => {
			jest.advanceTimersByTime( COPY_MESSAGE_MS );
		} );
		expect( status ).toHaveTextContent( '' );
	} );

	it( 'gives the address to copy by hand when the browser refuses', async () => {
		const user = userEvent.setup();
		setNavigator( 'clipboard', {
			writeText: jest.fn().mockRejectedValue( new Error( 'denied' ) ),
		} );
		renderShare();
		await user.click( screen.getByRole( 'button', { name: 'Copy link' } ) );
		expect(
			await screen.findByText(
				`Could not copy the link. Copy it from here: ${ URL_ }`
			)
		).toBeInTheDocument();
	} );

	it( "offers the device's share sheet only where the browser has one", async () => {
		renderShare();
		expect(
			screen.queryByRole( 'button', { name: 'More options' } )
		).not.toBeInTheDocument();
	} );

	it( "hands the page to the device's share sheet", async () => {
		const share = jest.fn().mockResolvedValue( undefined );
		setNavigator( 'share', share );
		renderShare();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'More options' } ) );
		expect( share ).toHaveBeenCalledWith( {
			title: TEXT,
			text: TEXT,
			url: URL_,
		} );
	} );

	it( 'ignores a share sheet closed without sharing', async () => {
		setNavigator(
			'share',
			jest.fn().mockRejectedValue( new DOMException( 'x', 'AbortError' ) )
		);
		renderShare();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'More options' } ) );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the QR code of the page, to download, when asked', async () => {
		jest.spyOn( HTMLCanvasElement.prototype, 'getContext' ).mockReturnValue(
			null
		);
		renderShare();
		const toggle = screen.getByRole( 'button', { name: 'QR code' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );

		await userEvent.setup().click( toggle );

		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const panel = screen.getByRole( 'region', { name: 'QR code' } );
		expect( toggle ).toHaveAttribute( 'aria-controls', panel.id );
		const image = await within( panel ).findByRole( 'img', {
			name: 'QR code of this page',
		} );
		expect( image.getAttribute( 'src' ) ).toMatch(
			/^data:image\/svg\+xml;charset=utf-8,%3Csvg/
		);
		const download = within( panel ).getByRole( 'link', {
			name: 'Download QR code',
		} );
		expect( download ).toHaveAttribute(
			'download',
			'fundraiser-4-qr-code.svg'
		);

		await userEvent.setup().click( toggle );
		expect(
			screen.queryByRole( 'region', { name: 'QR code' } )
		).not.toBeInTheDocument();
	} );
} );
