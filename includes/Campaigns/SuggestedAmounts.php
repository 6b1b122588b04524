<?php
/**
 * A campaign's suggested amounts: the buttons of its donation form, each with an optional impact line.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Campaigns;

use P2PFundraising\Donations\DonationService;
use P2PFundraising\Donations\TypedAmount;
use P2PFundraising\PlainText;
use P2PFundraising\Settings;
use P2PFundraising\TextLimits;

defined( 'ABSPATH' ) || exit;

/**
 * Stored as JSON in campaigns.suggested_amounts (decision 0079): {"amounts":[{"amount":50,
 * "impact":"…"}],"default":50}. An empty column is a campaign that set none: it offers the
 * standard four (25, 50, 100, 250) with 50 chosen, as every form did before campaigns had their
 * own, so existing sites look the same. Being one column, it is copied with the campaign's other
 * settings.
 */
final class SuggestedAmounts {

	/** The most buttons a form offers (two rows of three on a phone). */
	public const MAX = 6;

	/** What a campaign without its own amounts offers. */
	public const STANDARD = array( 25, 50, 100, 250 );

	/** The standard amount chosen when the form opens. */
	public const STANDARD_DEFAULT = 50;

	/**
	 * The campaign's amounts (or the standard ones) and the one chosen when the form opens.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array{amounts: list<array{amount: float, impact: string}>, default: float}
	 */
	public static function of( array $campaign ): array {
		$stored = json_decode( (string) ( $campaign['suggested_amounts'] ?? '' ), true );
		if ( is_array( $stored ) && isset( $stored['amounts'], $stored['default'] ) && is_array( $stored['amounts'] ) && array() !== $stored['amounts'] ) {
			$amounts = array();
			foreach ( array_slice( $stored['amounts'], 0, self::MAX ) as $item ) {
				if ( is_array( $item ) && isset( $item['amount'] ) && is_numeric( $item['amount'] ) ) {
					$amounts[] = array(
						'amount' => round( (float) $item['amount'], 2 ),
						'impact' => isset( $item['impact'] ) && is_string( $item['impact'] ) ? $item['impact'] : '',
					);
				}
			}
			$default = round( (float) $stored['default'], 2 );
			if ( array() !== $amounts ) {
				return array(
					'amounts' => $amounts,
					'default' => in_array( $default, array_column( $amounts, 'amount' ), true ) ? $default : $amounts[0]['amount'],
				);
			}
		}
		return self::standard();
	}

	/**
	 * The standard four, none with an impact line, 50 chosen.
	 *
	 * @return array{amounts: list<array{amount: float, impact: string}>, default: float}
	 */
	public static function standard(): array {
		return array(
			'amounts' => array_map(
				static function ( int $amount ): array {
					return array(
						'amount' => (float) $amount,
						'impact' => '',
					);
				},
				self::STANDARD
			),
			'default' => (float) self::STANDARD_DEFAULT,
		);
	}

	/**
	 * The column's value for valid amounts (from validate()).
	 *
	 * @param array{amounts: list<array{amount: float, impact: string}>, default: float} $amounts Amounts and default.
	 */
	public static function to_column( array $amounts ): string {
		return (string) wp_json_encode( $amounts );
	}

	/**
	 * Reads the amounts an administrator sent: each amount typed with the site's separators ("1.250,50"
	 * on a German site) or a number, its impact line, and which one is chosen when the form opens.
	 * Returns the clean amounts, or the messages of the fields to fix, keyed by the field's path in
	 * the admin form (suggested_amounts.2.amount, suggested_amounts.2.impact, default_amount,
	 * suggested_amounts for the list).
	 *
	 * @param mixed $list    List of { amount, impact }.
	 * @param mixed $default The default amount (typed or a number); null for the first one.
	 * @return array{amounts: list<array{amount: float, impact: string}>, default: float}|array{errors: array<string, string>}
	 */
	public static function validate( $list, $default ): array {
		$errors = array();
		if ( ! is_array( $list ) || array() === $list ) {
			return array( 'errors' => array( 'suggested_amounts' => __( 'Add at least one suggested amount.', 'p2p-fundraising' ) ) );
		}
		if ( count( $list ) > self::MAX ) {
			/* translators: %d: the most suggested amounts a campaign may have. */
			return array( 'errors' => array( 'suggested_amounts' => sprintf( __( 'Offer at most %d suggested amounts.', 'p2p-fundraising' ), self::MAX ) ) );
		}
		$amounts = array();
		$seen    = array();
		$limit   = TextLimits::max( TextLimits::IMPACT );
		foreach ( array_values( $list ) as $index => $item ) {
			$item   = is_array( $item ) ? $item : array();
			$field  = 'suggested_amounts.' . $index;
			$amount = self::read( $item['amount'] ?? null );
			$error  = self::amount_error( $item['amount'] ?? null, $amount );
			if ( null === $error && in_array( $amount, $seen, true ) ) {
				$error = __( 'This amount is already suggested. Each amount may appear once.', 'p2p-fundraising' );
			}
			if ( null !== $error ) {
				$errors[ $field . '.amount' ] = $error;
			} else {
				$seen[] = $amount;
			}
			$impact = isset( $item['impact'] ) && is_scalar( $item['impact'] ) ? PlainText::line( (string) $item['impact'] ) : '';
			if ( mb_strlen( $impact, 'UTF-8' ) > $limit ) {
				$errors[ $field . '.impact' ] = TextLimits::message( $limit );
			}
			$amounts[] = array(
				'amount' => (float) $amount,
				'impact' => $impact,
			);
		}
		$chosen = null === $default || '' === $default ? ( $seen[0] ?? null ) : self::read( $default );
		if ( ! isset( $errors['suggested_amounts.0.amount'] ) && ( null === $chosen || ! in_array( $chosen, $seen, true ) ) ) {
			$errors['default_amount'] = __( 'Choose the default among the suggested amounts.', 'p2p-fundraising' );
		}
		if ( array() !== $errors ) {
			return array( 'errors' => $errors );
		}
		return array(
			'amounts' => $amounts,
			'default' => (float) $chosen,
		);
	}

	/**
	 * An amount sent as a number, or typed with the site's separators; null when it is neither.
	 *
	 * @param mixed $value Sent value.
	 */
	private static function read( $value ): ?float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return is_finite( (float) $value ) ? round( (float) $value, 2 ) : null;
		}
		if ( ! is_string( $value ) ) {
			return null;
		}
		$currency = Settings::currency();
		return TypedAmount::parse( $value, $currency['decimalSeparator'], $currency['thousandsSeparator'], $currency['currencySymbol'] );
	}

	/**
	 * Why a sent amount cannot be suggested, or null when it can: it must be an amount (read
	 * unambiguously), and one a donor may give (DonationService's limits).
	 *
	 * @param mixed      $sent   As sent.
	 * @param float|null $amount As read.
	 */
	private static function amount_error( $sent, ?float $amount ): ?string {
		if ( null === $amount && is_string( $sent ) && '' !== trim( $sent ) && 1 === preg_match( '/[0-9]/', $sent ) ) {
			$currency = Settings::currency();
			return sprintf(
				/* translators: 1: thousands separator, 2: an example amount, 3: decimal separator. */
				__( 'Please check the amount: use "%1$s" only between groups of three digits (as in %2$s) and "%3$s" before the cents.', 'p2p-fundraising' ),
				'' === $currency['thousandsSeparator'] ? ' ' : $currency['thousandsSeparator'],
				number_format( 1250.5, 2, $currency['decimalSeparator'], $currency['thousandsSeparator'] ),
				$currency['decimalSeparator']
			);
		}
		if ( null === $amount || $amount < DonationService::MIN_AMOUNT || $amount > DonationService::MAX_AMOUNT ) {
			return sprintf(
				/* translators: 1: smallest amount, 2: largest amount, both with currency. */
				__( 'Enter an amount between %1$s and %2$s.', 'p2p-fundraising' ),
				Settings::format_money( (float) DonationService::MIN_AMOUNT ),
				Settings::format_money( (float) DonationService::MAX_AMOUNT )
			);
		}
		return null;
	}

	/**
	 * An amount as the form's radio button carries it: the site's decimal separator, no grouping
	 * ("12,50" on a German site), so DonationForm::parse_amount() reads it back exactly.
	 *
	 * @param float $amount Amount.
	 */
	public static function field_value( float $amount ): string {
		$decimals = floor( $amount ) === $amount ? 0 : 2;
		return number_format( $amount, $decimals, Settings::currency()['decimalSeparator'], '' );
	}
}
