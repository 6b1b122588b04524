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
import type { NumberFormat } from '../format/money';
import { isAmbiguousAmount } from '../format/parse-amount';
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
		const [ text, setText ] = useState( () =>
			formatMoneyInput( value, locale )
		);

		// Follow a value set from outside (a reset, prefilled data); NaN is the text being fixed.
		useEffect( () => {
			setText( ( current ) =>
				Number.isNaN( value ) ||
				parseMoneyInput( current, defaultAmount ) === value
					? current
					: formatMoneyInput( value, locale )
			);
		}, [ value, locale, defaultAmount ] );

		const commit = ( typed: string, isBlur: boolean ) => {
			if ( separators && isAmbiguousAmount( typed, separators ) ) {
				setText( typed );
				onChange( Number.NaN );
				return;
			}
			const amount = parseMoneyInput( typed, defaultAmount );
			// An emptied box stays empty while typing (its value is the fallback); blur shows it.
			setText(
				typed.trim() === '' && ! isBlur
					? ''
					: formatMoneyInput( amount, locale )
			);
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
