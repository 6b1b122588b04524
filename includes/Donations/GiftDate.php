<?php
/**
 * The day an offline gift was made.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Donations;

defined( 'ABSPATH' ) || exit;

/**
 * An administrator records a cheque or cash from an event days later: the gift takes the day it
 * was made (decision 0075), never a day in the future. The day is the site's calendar day; it is
 * stored as midday of that day in the site's time zone, converted to UTC, so that both the stored
 * day counts (UTC days, decision 0043) and the dashboard's site-day charts put it on that day.
 */
final class GiftDate {

	/**
	 * The field's error, or null when the day is fine ('' means today).
	 *
	 * @param string $day 'Y-m-d' or ''.
	 */
	public static function error( string $day ): ?string {
		if ( '' === $day ) {
			return null;
		}
		if ( null === self::parse( $day ) ) {
			return __( 'Enter the date the gift was made, e.g. 2024-05-31.', 'p2p-fundraising' );
		}
		if ( $day > self::today() ) {
			return __( 'The date cannot be in the future: enter the day the gift was made.', 'p2p-fundraising' );
		}
		return null;
	}

	/**
	 * The stored created_at (UTC 'Y-m-d H:i:s') of a gift made on $day: now for today or '',
	 * else midday of that site day.
	 *
	 * @param string $day A valid day (error() is null) or ''.
	 */
	public static function created_at( string $day ): string {
		if ( '' === $day || $day >= self::today() ) {
			return current_time( 'mysql', true );
		}
		$midday = new \DateTimeImmutable( $day . ' 12:00:00', wp_timezone() );
		return $midday->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
	}

	/** Today in the site's calendar ('Y-m-d'). */
	public static function today(): string {
		return wp_date( 'Y-m-d' );
	}

	/**
	 * A real calendar day, or null.
	 *
	 * @param string $day Typed day.
	 */
	private static function parse( string $day ): ?string {
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $day, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) || (int) $parts[1] < 1970 ) {
			return null;
		}
		return $day;
	}
}
