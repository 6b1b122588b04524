/**
 * The campaign's suggested amounts (decision 0079): up to six rows of an amount, typed with the
 * site's separators ("12,50" in German), and an optional impact line ("Gives a family clean water
 * for a year"), plus which one the donation form chooses when it opens. The server reads and
 * checks them (limits, duplicates, the default); its messages land beside each row's fields.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useSettings } from '../../../../shared/app-services';
import {
	formatNumber,
	type NumberFormat,
} from '../../../../shared/format/money';
import { parseAmount } from '../../../../shared/format/parse-amount';
import { TextField } from '../../../../shared/ui/form-field';
import type { Campaign } from '../../../../shared/api/types';

/** The most amounts a form offers (SuggestedAmounts::MAX). */
export const MAX_SUGGESTED_AMOUNTS = 6;

/** What a campaign without its own amounts offers, and a new campaign starts with. */
const STANDARD_AMOUNTS = [ 25, 50, 100, 250 ];
const STANDARD_DEFAULT = 50;

export interface SuggestedAmountRow {
	/** As typed, with the site's separators. */
	amount: string;
	impact: string;
}

export interface SuggestedAmountValues {
	suggested_amounts: SuggestedAmountRow[];
	/** The row chosen when the donation form opens (its index, as the radio's value). */
	default_index: string;
}

/** An amount as the field shows it: the site's separators, cents only when there are some. */
function amountText( amount: number, separators: NumberFormat ): string {
	return formatNumber(
		amount,
		separators,
		Number.isInteger( Math.round( amount * 100 ) / 100 ) ? 0 : 2
	);
}

/** The form values of a campaign's amounts (the standard ones for a new campaign). */
export function suggestedAmountValues(
	campaign:
		Pick< Campaign, 'suggested_amounts' | 'default_amount' > | undefined,
	separators: NumberFormat
): SuggestedAmountValues {
	const amounts = campaign?.suggested_amounts?.length
		? campaign.suggested_amounts
		: STANDARD_AMOUNTS.map( ( amount ) => ( { amount, impact: '' } ) );
	const defaultAmount = campaign?.suggested_amounts?.length
		? campaign.default_amount
		: STANDARD_DEFAULT;
	const index = amounts.findIndex(
		( item ) => item.amount === defaultAmount
	);
	return {
		suggested_amounts: amounts.map( ( item ) => ( {
			amount: amountText( item.amount, separators ),
			impact: item.impact,
		} ) ),
		default_index: String( Math.max( 0, index ) ),
	};
}

/** What the route takes: the rows as typed and the default row's amount. */
export function suggestedAmountsBody( values: SuggestedAmountValues ) {
	const rows = values.suggested_amounts;
	return {
		suggested_amounts: rows.map( ( row ) => ( {
			amount: row.amount.trim(),
			impact: row.impact.trim(),
		} ) ),
		default_amount: (
			rows[ Number( values.default_index ) ] ?? rows[ 0 ]
		)?.amount.trim(),
	};
}

/** Inside the campaign form's FormProvider, whose values include SuggestedAmountValues. */
export function SuggestedAmountsField() {
	const settings = useSettings();
	const {
		control,
		register,
		getValues,
		setValue,
		formState: { errors },
	} = useFormContext< SuggestedAmountValues >();
	const { fields, append, remove } = useFieldArray( {
		control,
		name: 'suggested_amounts',
	} );
	// The default follows its row when a row above it goes; the first row when it goes itself.
	const removeRow = ( index: number ) => {
		const chosen = Number( getValues( 'default_index' ) );
		remove( index );
		let next = chosen;
		if ( chosen === index ) {
			next = 0;
		} else if ( chosen > index ) {
			next = chosen - 1;
		}
		setValue( 'default_index', String( next ), { shouldDirty: true } );
	};
	const rowErrors = errors.suggested_amounts;
	const checkAmount = ( value: string ) => {
		if ( value.trim() === '' ) {
			return __( 'Enter an amount.', 'p2p-fundraising' );
		}
		return (
			parseAmount( value, settings, settings.currencySymbol ) !== null ||
			sprintf(
				/* translators: 1: thousands separator, 2: decimal separator. */
				__(
					'Please check the amount: use "%1$s" only between groups of three digits and "%2$s" before the cents.',
					'p2p-fundraising'
				),
				settings.thousandsSeparator || ' ',
				settings.decimalSeparator
			)
		);
	};

	return (
		<fieldset className="p2p-admin-card p2p-suggested-amounts">
			<legend>{ __( 'Suggested amounts', 'p2p-fundraising' ) }</legend>
			<p className="description">
				{ sprintf(
					/* translators: %d: the most suggested amounts. */
					__(
						'The amounts the donation form offers as buttons (at most %d), each with an optional line on what it does. Donors can still type any other amount.',
						'p2p-fundraising'
					),
					MAX_SUGGESTED_AMOUNTS
				) }
			</p>
			<ol className="p2p-suggested-amounts__list">
				{ fields.map( ( field, index ) => {
					const number = index + 1;
					return (
						<li
							key={ field.id }
							className="p2p-suggested-amounts__row"
						>
							<TextField
								label={ sprintf(
									/* translators: %d: position of the amount in the list. */
									__( 'Amount %d', 'p2p-fundraising' ),
									number
								) }
								inputMode="decimal"
								autoComplete="off"
								className="p2p-suggested-amounts__amount"
								{ ...register(
									`suggested_amounts.${ index }.amount` as const,
									{
										validate: checkAmount,
									}
								) }
								error={ rowErrors?.[ index ]?.amount?.message }
							/>
							<TextField
								label={ sprintf(
									/* translators: %d: position of the amount in the list. */
									__(
										'What amount %d does (optional)',
										'p2p-fundraising'
									),
									number
								) }
								maxLength={ settings.textLimits.impact }
								className="p2p-suggested-amounts__impact"
								{ ...register(
									`suggested_amounts.${ index }.impact` as const
								) }
								error={ rowErrors?.[ index ]?.impact?.message }
							/>
							<div className="p2p-suggested-amounts__actions">
								<input
									id={ `p2p-default-amount-${ field.id }` }
									type="radio"
									value={ String( index ) }
									{ ...register( 'default_index' ) }
								/>{ ' ' }
								<label
									htmlFor={ `p2p-default-amount-${ field.id }` }
								>
									{ __( 'Default', 'p2p-fundraising' ) }
									<span className="screen-reader-text">
										{ sprintf(
											/* translators: %d: position of the amount in the list. */
											__(
												'(amount %d is chosen when the form opens)',
												'p2p-fundraising'
											),
											number
										) }
									</span>
								</label>
								{ fields.length > 1 && (
									<button
										type="button"
										className="button-link button-link-delete"
										onClick={ () => removeRow( index ) }
									>
										{ sprintf(
											/* translators: %d: position of the amount in the list. */
											__(
												'Remove amount %d',
												'p2p-fundraising'
											),
											number
										) }
									</button>
								) }
							</div>
						</li>
					);
				} ) }
			</ol>
			{ errors.default_index?.message && (
				<p className="p2p-field__error" role="alert">
					{ errors.default_index.message }
				</p>
			) }
			{ fields.length < MAX_SUGGESTED_AMOUNTS && (
				<button
					type="button"
					className="button"
					onClick={ () => append( { amount: '', impact: '' } ) }
				>
					{ __( 'Add an amount', 'p2p-fundraising' ) }
				</button>
			) }
		</fieldset>
	);
}
