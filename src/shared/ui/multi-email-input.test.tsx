import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../tests/js/render';
import { addEmails, MultiEmailInput } from './multi-email-input';

function Harness( { initial = [] }: { initial?: string[] } ) {
	const [ emails, setEmails ] = useState< string[] >( initial );
	return (
		<>
			<MultiEmailInput
				id="invite"
				label="Invite"
				value={ emails }
				onChange={ setEmails }
			/>
			<output data-testid="value">{ emails.join( '|' ) }</output>
			<button type="button">elsewhere</button>
		</>
	);
}

const value = () => screen.getByTestId( 'value' ).textContent;

describe( 'addEmails', () => {
	it( 'splits on spaces, commas and semicolons, checks each piece and drops duplicates', () => {
		expect(
			addEmails( [ 'a@x.io' ], 'b@x.io, c@x.io;d@x.io  A@X.io nope' )
		).toEqual( {
			emails: [ 'a@x.io', 'b@x.io', 'c@x.io', 'd@x.io' ],
			invalid: [ 'nope' ],
		} );
	} );
} );

describe( 'MultiEmailInput', () => {
	it( 'turns pasted text into tags', async () => {
		renderWithTheme( <Harness /> );
		const input = screen.getByLabelText( 'Invite' );
		await userEvent.click( input );
		await userEvent.paste(
			'ann@example.com,bob@example.com; cy@example.com '
		);
		expect( value() ).toBe(
			'ann@example.com|bob@example.com|cy@example.com'
		);
		expect(
			screen.getByRole( 'button', { name: 'Remove bob@example.com' } )
		).toBeInTheDocument();
		expect( input ).toHaveValue( '' );
	} );

	it( 'commits with Enter, Tab and blur; drops duplicates', async () => {
		renderWithTheme( <Harness /> );
		const input = screen.getByLabelText( 'Invite' );
		await userEvent.type( input, 'one@example.com{Enter}' );
		expect( value() ).toBe( 'one@example.com' );
		await userEvent.type( input, 'two@example.com' );
		await userEvent.tab();
		expect( value() ).toBe( 'one@example.com|two@example.com' );
		await userEvent.type( input, 'ONE@example.com' );
		fireEvent.blur( input );
		expect( value() ).toBe( 'one@example.com|two@example.com' );
		await userEvent.type( input, 'three@example.com' );
		fireEvent.blur( input );
		expect( value() ).toBe(
			'one@example.com|two@example.com|three@example.com'
		);
	} );

	it( 'keeps an invalid address in the box with a message', async () => {
		renderWithTheme( <Harness /> );
		const input = screen.getByLabelText( 'Invite' );
		await userEvent.type( input, 'not-an-address{Enter}' );
		expect( value() ).toBe( '' );
		expect( input ).toHaveValue( 'not-an-address' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'"not-an-address" is not a valid e-mail address.'
		);
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
	} );

	it( 'removes a tag with its button, and the last one with Backspace in the empty box', async () => {
		renderWithTheme(
			<Harness
				initial={ [
					'a@example.com',
					'b@example.com',
					'c@example.com',
				] }
			/>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove a@example.com' } )
		);
		expect( value() ).toBe( 'b@example.com|c@example.com' );
		const input = screen.getByLabelText( 'Invite' );
		await userEvent.type( input, 'x{Backspace}' );
		expect( value() ).toBe( 'b@example.com|c@example.com' );
		await userEvent.type( input, '{Backspace}' );
		expect( value() ).toBe( 'b@example.com' );
	} );
} );
