<?php
/**
 * What a campaign counts as activity, and how an amount of it is stored.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Activity;

use P2PFundraising\TextLimits;

defined( 'ABSPATH' ) || exit;

/**
 * A campaign tracks no activity ('' unit, the default) or one unit: km, miles, hours, steps or a
 * label of its own ("laps", "push-ups"). Amounts are stored as whole thousandths of the unit in
 * BIGINT columns (decision 0093): exact sums under concurrent entries, a metre of a GPX track in
 * km, and no floating point drift in the totals.
 */
final class ActivityUnit {

	public const OFF    = '';
	public const KM     = 'km';
	public const MILES  = 'miles';
	public const HOURS  = 'hours';
	public const STEPS  = 'steps';
	public const CUSTOM = 'custom';

	/** Every unit a campaign may choose ('' turns tracking off). */
	public const UNITS = array( self::OFF, self::KM, self::MILES, self::HOURS, self::STEPS, self::CUSTOM );

	/** Stored thousandths per unit. */
	public const SCALE = 1000;

	/** Metres in a mile (international mile). */
	public const METRES_PER_MILE = 1609.344;

	/** The largest campaign goal, in units. */
	public const MAX_GOAL = 1000000000;

	/** The largest single entry per unit: more than anyone does in a day (decision 0093). */
	private const MAX_ENTRY = array(
		self::KM     => 1000,
		self::MILES  => 620,
		self::HOURS  => 24,
		self::STEPS  => 200000,
		self::CUSTOM => 100000,
	);

	/**
	 * Whether the campaign tracks activity.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function is_tracked( array $campaign ): bool {
		return in_array( (string) ( $campaign['activity_unit'] ?? '' ), array_slice( self::UNITS, 1 ), true );
	}

	/**
	 * The campaign's unit key ('' when it tracks none).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function unit( array $campaign ): string {
		return self::is_tracked( $campaign ) ? (string) $campaign['activity_unit'] : self::OFF;
	}

	/**
	 * The word shown after an amount: the campaign's own label for a custom unit.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function label( array $campaign ): string {
		switch ( self::unit( $campaign ) ) {
			case self::KM:
				return __( 'km', 'p2p-fundraising' );
			case self::MILES:
				return __( 'miles', 'p2p-fundraising' );
			case self::HOURS:
				return __( 'hours', 'p2p-fundraising' );
			case self::STEPS:
				return __( 'steps', 'p2p-fundraising' );
			case self::CUSTOM:
				return (string) $campaign['activity_label'];
			default:
				return '';
		}
	}

	/**
	 * Whether a GPX track can be counted in the unit (a distance only).
	 *
	 * @param string $unit Unit key.
	 */
	public static function takes_distance( string $unit ): bool {
		return self::KM === $unit || self::MILES === $unit;
	}

	/**
	 * Metres as stored thousandths of a distance unit (rounded to the nearest).
	 *
	 * @param float  $metres Distance.
	 * @param string $unit   km or miles.
	 */
	public static function from_metres( float $metres, string $unit ): int {
		$units = self::MILES === $unit ? $metres / self::METRES_PER_MILE : $metres / 1000;
		return (int) round( $units * self::SCALE );
	}

	/**
	 * The largest single entry of a unit, in stored thousandths.
	 *
	 * @param string $unit Unit key.
	 */
	public static function max_entry( string $unit ): int {
		return ( self::MAX_ENTRY[ $unit ] ?? self::MAX_ENTRY[ self::CUSTOM ] ) * self::SCALE;
	}

	/**
	 * Stored thousandths as the number the API answers (at most three decimals, whole when whole).
	 *
	 * @param int|string $stored Thousandths.
	 * @return int|float
	 */
	public static function number( $stored ) {
		$stored = (int) $stored;
		return 0 === $stored % self::SCALE ? intdiv( $stored, self::SCALE ) : round( $stored / self::SCALE, 3 );
	}

	/**
	 * An amount with the site's separators and the campaign's label ("12,5 km").
	 *
	 * @param int|string           $stored   Thousandths.
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function format( $stored, array $campaign ): string {
		$stored   = (int) $stored;
		$decimals = 0 === $stored % self::SCALE ? 0 : ( 0 === $stored % 10 ? 2 : 3 );
		$decimals = 0 === $stored % 100 && 0 !== $stored % self::SCALE ? 1 : $decimals;
		return trim( number_format_i18n( $stored / self::SCALE, $decimals ) . ' ' . self::label( $campaign ) );
	}

	/**
	 * The custom label as typed, cleaned (one line, at most its limit).
	 *
	 * @param mixed $value Typed label.
	 */
	public static function clean_label( $value ): string {
		return trim( sanitize_text_field( is_scalar( $value ) ? (string) $value : '' ) );
	}

	/** The longest custom label. */
	public static function max_label(): int {
		return TextLimits::max( TextLimits::ACTIVITY_LABEL );
	}
}
