/**
 * The limits the server puts on the admin's number fields, and the message of a value outside
 * them. The server rejects such a value (docs/decisions/0009) with a message meant for API
 * callers ("nudgeDays must be between 1 (inclusive) and 90 (inclusive)"), so the forms check
 * first and say it in words beside the field.
 */
import { __, sprintf } from '@wordpress/i18n';

export interface NumberRange {
	min: number;
	max: number;
}

/** Campaign, team and fundraiser goals, and any other amount (AdminController::money_arg). */
export const MONEY_RANGE: NumberRange = { min: 0, max: 100000000 };

/** An offline donation (DonationService::MIN_AMOUNT and MAX_AMOUNT). */
export const DONATION_RANGE: NumberRange = { min: 1, max: 1000000 };

/** Days without a donation before the nudge e-mail (EmailSettingsController). */
export const NUDGE_DAYS_RANGE: NumberRange = { min: 1, max: 90 };

/** The fee donors may cover, in % and as a fixed amount (PaymentSettingsController). */
export const FEE_PERCENT_RANGE: NumberRange = { min: 0, max: 20 };
export const FEE_FIXED_RANGE: NumberRange = { min: 0, max: 100 };

/**
 * The message for a value outside the range, or undefined when it fits.
 * @param value        The number typed (NaN when it is not one).
 * @param range        What the server accepts.
 * @param formatNumber The site's number format.
 */
export function outOfRange(
	value: number,
	range: NumberRange,
	formatNumber: ( value: number ) => string
): string | undefined {
	if (
		Number.isFinite( value ) &&
		value >= range.min &&
		value <= range.max
	) {
		return undefined;
	}
	return sprintf(
		/* translators: 1: smallest number allowed, 2: largest number allowed. */
		__( 'Enter a number from %1$s to %2$s.', 'p2p-fundraising' ),
		formatNumber( range.min ),
		formatNumber( range.max )
	);
}
