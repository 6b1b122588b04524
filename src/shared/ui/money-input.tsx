/**
 * A whole-number money amount (spec §5): formatted on each change and on blur with no fraction
 * digits in the site's locale; commas are stripped before parsing; a value that is not a number
 * falls back to the default amount, or 0 when that is not numeric either. Given the site's
 * separators, digits with a misplaced thousands separator ("2,50") are never reinterpreted: the
 * text stays as typed and the value is NaN, for the form to show a field error (decision 0018).
 */
import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { toLanguageTag } from '../format/locale';
import { formatNumber, type NumberFormat } from '../format/money';
import { isAmbiguousAmount, parseAmount } from '../format/parse-amount';
import { controlStyles, describedBy, Field } from './form-field';

/** The amount typed in `text`, or the fallback. */
export function parseMoneyInput(
	text: string,
	defaultAmount?: number | string
): number {
	const parsed = parseFloat(
		text.replace( /,/g, '' ).replace( /[^\d.\-]/g, '' )
	);
	if ( Number.isFinite( parsed ) ) {
		return Math.round( parsed );
	}
	const fallback = Number( defaultAmount );
	return defaultAmount !== '' &&
		defaultAmount !== undefined &&
		Number.isFinite( fallback )
		? Math.round( fallback )
		: 0;
}

/**
 * The amount in `text` read with the site's separators: "2.500" is 2500 on a site that groups
 * thousands with "." (German), not 2.5 rounded to 3. Text that is no clean amount ("-20",
 * "1500.756") is read with the separators normalised; text with no number falls back as above.
 */
export function parseMoneyInputWith(
	text: string,
	separators: NumberFormat,
	defaultAmount?: number | string
): number {
	const exact = parseAmount( text, separators );
	if ( exact !== null ) {
		return Math.round( exact );
	}
	const { decimalSeparator, thousandsSeparator } = separators;
	const ungrouped = thousandsSeparator
		? text.split( thousandsSeparator ).join( '' )
		: text;
	return parseMoneyInput(
		ungrouped.split( decimalSeparator || '.' ).join( '.' ),
		defaultAmount
	);
}

/** `amount` as a whole number in the locale ('en_US' or 'en-US'). */
export function formatMoneyInput( amount: number, locale: string ): string {
	try {
		return new Intl.NumberFormat( toLanguageTag( locale ), {
			maximumFractionDigits: 0,
		} ).format( amount );
	} catch {
		return String( Math.round( amount ) );
	}
}

/** With the site's separators, an amount is read and written with them; else by the locale. */
function readAmount(
	typed: string,
	separators: NumberFormat | undefined,
	defaultAmount: number | string | undefined
): number {
	return separators
		? parseMoneyInputWith( typed, separators, defaultAmount )
		: parseMoneyInput( typed, defaultAmount );
}

function writeAmount(
	amount: number,
	separators: NumberFormat | undefined,
	locale: string
): string {
	return separators
		? formatNumber( amount, separators )
		: formatMoneyInput( amount, locale );
}

const Row = styled.div`
	position: relative;
	display: flex;
	align-items: center;
`;

const Symbol = styled.span`
	position: absolute;
	left: 0.9rem;
	color: ${ ( { theme } ) => theme.colors.muted };
	pointer-events: none;
`;

const Input = styled.input< { $isInvalid?: boolean; $hasSymbol: boolean } >`
	${ controlStyles }
	padding-left: ${ ( { $hasSymbol } ) => ( $hasSymbol ? '2rem' : '0.9rem' ) };
`;

interface MoneyInputProps {
	id: string;
	label: string;
	value: number;
	onChange: ( amount: number ) => void;
	onBlur?: () => void;
	locale: string;
	defaultAmount?: number | string;
	currencySymbol?: string;
	error?: string;
	hint?: ReactNode;
	isRequired?: boolean;
	/** The site's separators: with them, ambiguous text is kept and reported as NaN. */
	separators?: NumberFormat;
}

export const MoneyInput = forwardRef< HTMLInputElement, MoneyInputProps >(
	function MoneyInputControl(
		{
			id,
			label,
			value,
			onChange,
			onBlur,
			locale,
			defaultAmount,
			currencySymbol = '',
			error,
			hint,
			isRequired,
			separators,
		},
		ref
	) {
		const parse = ( typed: string ) =>
			readAmount( typed, separators, defaultAmount );
		const format = ( amount: number ) =>
			writeAmount( amount, separators, locale );

		const [ text, setText ] = useState( () => format( value ) );

		// Follow a value set from outside (a reset, prefilled data); NaN is the text being fixed.
		useEffect( () => {
			setText( ( current ) =>
				Number.isNaN( value ) ||
				readAmount( current, separators, defaultAmount ) === value
					? current
					: writeAmount( value, separators, locale )
			);
		}, [ value, locale, defaultAmount, separators ] );

		const commit = ( typed: string, isBlur: boolean ) => {
			const group = separators?.thousandsSeparator ?? '';
			const groupsIn = ( some: string ) =>
				group ? some.split( group ).length - 1 : 0;
			// The box showed an amount this input grouped ("2,500") and no separator was typed
			// (a digit added or removed: "2,5000"): its separators are ours, not the person's,
			// and say nothing about how they meant the number.
			const isOwnGrouping =
				group !== '' &&
				! Number.isNaN( value ) &&
				groupsIn( typed ) <= groupsIn( text );
			if (
				separators &&
				! isOwnGrouping &&
				isAmbiguousAmount( typed, separators )
			) {
				setText( typed );
				onChange( Number.NaN );
				return;
			}
			const amount = parse(
				isOwnGrouping ? typed.split( group ).join( '' ) : typed
			);
			// Cents being typed ("3,000." then "5"): left as typed until blur rounds them, or the
			// separator would vanish under the cursor and the next digits join the whole number.
			const decimal = separators?.decimalSeparator ?? '';
			if ( ! isBlur && decimal !== '' && typed.includes( decimal ) ) {
				setText( typed );
				onChange( amount );
				return;
			}
			// An emptied box stays empty while typing (its value is the fallback); blur shows it.
			setText( typed.trim() === '' && ! isBlur ? '' : format( amount ) );
			onChange( amount );
		};

		return (
			<Field
				id={ id }
				label={ label }
				error={ error }
				hint={ hint }
				className="p2p-money-input"
			>
				<Row>
					{ currencySymbol && (
						<Symbol aria-hidden="true">{ currencySymbol }</Symbol>
					) }
					<Input
						ref={ ref }
						id={ id }
						type="text"
						inputMode="numeric"
						autoComplete="off"
						value={ text }
						required={ isRequired }
						$isInvalid={ !! error }
						$hasSymbol={ !! currencySymbol }
						{ ...describedBy( id, !! hint, error ) }
						onChange={ ( event ) =>
							commit( event.target.value, false )
						}
						onBlur={ ( event ) => {
							commit( event.target.value, true );
							onBlur?.();
						} }
					/>
				</Row>
			</Field>
		);
	}
);
