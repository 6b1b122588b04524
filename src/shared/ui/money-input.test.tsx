import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../tests/js/render';
import {
	formatMoneyInput,
	MoneyInput,
	parseMoneyInput,
	parseMoneyInputWith,
} from './money-input';

function Harness( {
	defaultAmount,
	onValue,
}: {
	defaultAmount?: number | string;
	onValue: ( value: number ) => void;
} ) {
	const [ value, setValue ] = useState( 100 );
	return (
		<MoneyInput
			id="goal"
			label="Goal"
			value={ value }
			locale="en_US"
			currencySymbol="$"
			defaultAmount={ defaultAmount }
			onChange={ ( amount ) => {
				setValue( amount );
				onValue( amount );
			} }
		/>
	);
}

describe( 'parseMoneyInput / formatMoneyInput', () => {
	it( 'strips commas, rounds to a whole number and falls back to the default amount or 0', () => {
		expect( parseMoneyInput( '1,500' ) ).toBe( 1500 );
		expect( parseMoneyInput( '1,234,567.6' ) ).toBe( 1234568 );
		expect( parseMoneyInput( 'abc', 250 ) ).toBe( 250 );
		expect( parseMoneyInput( '', '300' ) ).toBe( 300 );
		expect( parseMoneyInput( 'abc', 'lots' ) ).toBe( 0 );
		expect( parseMoneyInput( 'abc' ) ).toBe( 0 );
	} );

	it( 'formats in the site locale without fraction digits', () => {
		expect( formatMoneyInput( 1234567, 'en_US' ) ).toBe( '1,234,567' );
		expect( formatMoneyInput( 1234567, 'de_DE' ) ).toBe( '1.234.567' );
		expect( formatMoneyInput( 12.6, 'en_US' ) ).toBe( '13' );
	} );
} );

describe( 'MoneyInput', () => {
	it( 'formats on each change as a whole number', async () => {
		const onValue = jest.fn();
		renderWithTheme( <Harness onValue={ onValue } /> );
		const input = screen.getByLabelText( 'Goal' );
		expect( input ).toHaveValue( '100' );
		await userEvent.clear( input );
		await userEvent.type( input, '25000' );
		expect( input ).toHaveValue( '25,000' );
		expect( onValue ).toHaveBeenLastCalledWith( 25000 );
	} );

	it( 'falls back to the default amount when the text is not a number, on change and on blur', () => {
		const onValue = jest.fn();
		renderWithTheme(
			<Harness defaultAmount={ 500 } onValue={ onValue } />
		);
		const input = screen.getByLabelText( 'Goal' );
		fireEvent.change( input, { target: { value: 'abc' } } );
		expect( onValue ).toHaveBeenLastCalledWith( 500 );
		fireEvent.blur( input );
		expect( input ).toHaveValue( '500' );
	} );

	it( 'falls back to 0 when the default amount is not numeric', () => {
		const onValue = jest.fn();
		renderWithTheme( <Harness defaultAmount="none" onValue={ onValue } /> );
		fireEvent.change( screen.getByLabelText( 'Goal' ), {
			target: { value: '--' },
		} );
		expect( onValue ).toHaveBeenLastCalledWith( 0 );
		expect( screen.getByLabelText( 'Goal' ) ).toHaveValue( '0' );
	} );

	it( 'wires its error for assistive technology', () => {
		renderWithTheme(
			<MoneyInput
				id="g"
				label="Goal"
				value={ 0 }
				locale="en_US"
				onChange={ jest.fn() }
				error="Please enter a goal."
			/>
		);
		const input = screen.getByLabelText( 'Goal' );
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( input ).toHaveAccessibleDescription( 'Please enter a goal.' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a goal.'
		);
	} );
} );

describe( 'MoneyInput with the site separators', () => {
	function Strict( { onValue }: { onValue: ( value: number ) => void } ) {
		const [ value, setValue ] = useState( 100 );
		return (
			<MoneyInput
				id="goal"
				label="Goal"
				value={ value }
				locale="en_US"
				separators={ {
					decimalSeparator: '.',
					thousandsSeparator: ',',
				} }
				onChange={ ( amount ) => {
					setValue( amount );
					onValue( amount );
				} }
			/>
		);
	}

	it( 'keeps "2,50" as typed and reports NaN instead of reading 250', () => {
		const onValue = jest.fn();
		renderWithTheme( <Strict onValue={ onValue } /> );
		const input = screen.getByLabelText( 'Goal' );
		fireEvent.change( input, { target: { value: '2,50' } } );
		expect( input ).toHaveValue( '2,50' );
		expect( onValue ).toHaveBeenLastCalledWith( Number.NaN );
		fireEvent.blur( input );
		expect( input ).toHaveValue( '2,50' );
	} );

	it( 'reads a goal typed key by key past the grouping it added ("2,500" then "0")', async () => {
		const onValue = jest.fn();
		renderWithTheme( <Strict onValue={ onValue } /> );
		const input = screen.getByLabelText( 'Goal' );
		await userEvent.clear( input );
		await userEvent.type( input, '25000' );
		expect( input ).toHaveValue( '25,000' );
		expect( onValue ).toHaveBeenLastCalledWith( 25000 );
		await userEvent.type( input, '{Backspace}' );
		expect( input ).toHaveValue( '2,500' );
		expect( onValue ).toHaveBeenLastCalledWith( 2500 );
		// A separator the person types is still checked: "2,5" is not read as 25.
		await userEvent.clear( input );
		await userEvent.type( input, '2,5' );
		expect( input ).toHaveValue( '2,5' );
		expect( onValue ).toHaveBeenLastCalledWith( Number.NaN );
	} );

	it( 'still reads and formats well-grouped amounts', () => {
		const onValue = jest.fn();
		renderWithTheme( <Strict onValue={ onValue } /> );
		const input = screen.getByLabelText( 'Goal' );
		fireEvent.change( input, { target: { value: '2,500' } } );
		expect( onValue ).toHaveBeenLastCalledWith( 2500 );
		expect( input ).toHaveValue( '2,500' );
	} );
} );

describe( 'MoneyInput on a site that groups thousands with "." (German)', () => {
	const GERMAN = { decimalSeparator: ',', thousandsSeparator: '.' };

	function German( { onValue }: { onValue: ( value: number ) => void } ) {
		const [ value, setValue ] = useState( 500 );
		return (
			<MoneyInput
				id="goal"
				label="Spendenziel"
				value={ value }
				locale="de_DE"
				currencySymbol="€"
				defaultAmount={ 500 }
				separators={ GERMAN }
				onChange={ ( amount ) => {
					setValue( amount );
					onValue( amount );
				} }
			/>
		);
	}

	it( 'reads the amounts with the site separators', () => {
		expect( parseMoneyInputWith( '2.500', GERMAN ) ).toBe( 2500 );
		expect( parseMoneyInputWith( '1.234.567', GERMAN ) ).toBe( 1234567 );
		expect( parseMoneyInputWith( '3.000,50', GERMAN ) ).toBe( 3001 );
		expect( parseMoneyInputWith( '2,4', GERMAN ) ).toBe( 2 );
		expect( parseMoneyInputWith( '-20', GERMAN ) ).toBe( -20 );
		expect( parseMoneyInputWith( 'abc', GERMAN, 500 ) ).toBe( 500 );
	} );

	it( 'keeps 2500 typed key by key as 2.500 (not 3), through blur', async () => {
		const onValue = jest.fn();
		renderWithTheme( <German onValue={ onValue } /> );
		const input = screen.getByLabelText( 'Spendenziel' );
		await userEvent.clear( input );
		await userEvent.type( input, '2500' );
		expect( input ).toHaveValue( '2.500' );
		expect( onValue ).toHaveBeenLastCalledWith( 2500 );
		fireEvent.blur( input );
		expect( input ).toHaveValue( '2.500' );
		expect( onValue ).toHaveBeenLastCalledWith( 2500 );

		await userEvent.clear( input );
		await userEvent.type( input, '12345678' );
		expect( input ).toHaveValue( '12.345.678' );
		expect( onValue ).toHaveBeenLastCalledWith( 12345678 );
	} );

	it( 'leaves cents as typed until blur rounds them', async () => {
		const onValue = jest.fn();
		renderWithTheme( <German onValue={ onValue } /> );
		const input = screen.getByLabelText( 'Spendenziel' );
		await userEvent.clear( input );
		await userEvent.type( input, '3000,50' );
		expect( input ).toHaveValue( '3.000,50' );
		expect( onValue ).toHaveBeenLastCalledWith( 3001 );
		fireEvent.blur( input );
		expect( input ).toHaveValue( '3.001' );
	} );

	it( 'reads "1.500" typed with its separator as 1500', () => {
		const onValue = jest.fn();
		renderWithTheme( <German onValue={ onValue } /> );
		const input = screen.getByLabelText( 'Spendenziel' );
		fireEvent.change( input, { target: { value: '1.500' } } );
		fireEvent.blur( input );
		expect( onValue ).toHaveBeenLastCalledWith( 1500 );
		expect( input ).toHaveValue( '1.500' );
	} );
} );
