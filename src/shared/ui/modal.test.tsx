import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../tests/js/render';
import { Modal, type ModalType } from './modal';

function Harness( { type = 'notice' as ModalType, context = '' } ) {
	const [ isOpen, setOpen ] = useState( false );
	return (
		<>
			<button type="button" onClick={ () => setOpen( true ) }>
				Open
			</button>
			<Modal
				isOpen={ isOpen }
				onClose={ () => setOpen( false ) }
				title="Remove team"
				type={ type }
				context={ context }
				actions={
					<>
						<button type="button">Cancel</button>
						<button type="button">Remove</button>
					</>
				}
			>
				<label htmlFor="reason">Reason</label>
				<input id="reason" />
			</Modal>
		</>
	);
}

async function openModal( props: { type?: ModalType; context?: string } = {} ) {
	const user = userEvent.setup();
	renderWithTheme( <Harness { ...props } /> );
	await user.click( screen.getByRole( 'button', { name: 'Open' } ) );
	return user;
}

describe( 'Modal', () => {
	it( 'is a labelled modal dialog that moves focus inside', async () => {
		await openModal();
		const dialog = screen.getByRole( 'dialog', { name: 'Remove team' } );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect(
			screen.getByRole( 'textbox', { name: 'Reason' } )
		).toHaveFocus();
	} );

	it( 'closes on Escape and gives focus back to the opener', async () => {
		const user = await openModal();
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'button', { name: 'Open' } ) ).toHaveFocus();
	} );

	it( 'closes on a click on the overlay, not on a click inside', async () => {
		const user = await openModal();
		await user.click( screen.getByRole( 'textbox', { name: 'Reason' } ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.click( screen.getByTestId( 'p2p-modal-overlay' ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'closes with its close button', async () => {
		const user = await openModal();
		await user.click(
			screen.getByRole( 'button', { name: 'Close dialog' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'traps Tab and Shift+Tab inside', async () => {
		const user = await openModal();
		const close = screen.getByRole( 'button', { name: 'Close dialog' } );
		const last = screen.getByRole( 'button', { name: 'Remove' } );
		last.focus();
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( last ).toHaveFocus();
	} );

	it( 'is at most 600 px wide', async () => {
		await openModal();
		expect(
			window.getComputedStyle( screen.getByRole( 'dialog' ) ).maxWidth
		).toBe( '600px' );
	} );

	it.each( [
		[ 'error', 'Error details' ],
		[ 'failed', 'Error details' ],
		[ 'warning', 'Additional context' ],
		[ 'success', 'Additional context' ],
		[ 'http', 'Additional context' ],
		[ 'notice', 'Additional context' ],
	] as const )(
		'a %s modal titles its context "%s"',
		async ( type, title ) => {
			await openModal( { type, context: 'HTTP 500: database error' } );
			expect( screen.getByText( title ) ).toBeInTheDocument();
			expect(
				screen.getByText( 'HTTP 500: database error' )
			).toBeInTheDocument();
		}
	);

	it.each( [ 'notice', 'warning', 'success' ] as const )(
		'a %s modal shows no type chip beside its title',
		async ( type ) => {
			await openModal( { type } );
			const dialog = screen.getByRole( 'dialog', {
				name: 'Remove team',
			} );
			for ( const chip of [ 'Notice', 'Warning', 'Success' ] ) {
				expect( within( dialog ).queryByText( chip ) ).toBeNull();
			}
		}
	);

	it( 'an error modal names its type beside the title', async () => {
		await openModal( { type: 'error' } );
		expect(
			within( screen.getByRole( 'alertdialog' ) ).getByText( 'Error' )
		).toBeInTheDocument();
	} );

	it( 'has no context block without context', async () => {
		await openModal( { type: 'error' } );
		expect( screen.queryByText( 'Error details' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'alertdialog' ) ).toBeInTheDocument();
	} );
} );
