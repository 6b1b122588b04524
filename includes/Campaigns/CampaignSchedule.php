<?php
/**
 * A campaign's optional start and end dates.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Campaigns;

use DateTimeImmutable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Whether a campaign takes donations and sign-ups today. Dates are whole days in the site's
 * timezone (Settings → General): a campaign starts at 00:00 of its start date and ends after
 * 23:59:59 of its end date, so "ends on 31 May" means donors have all of 31 May
 * (docs/decisions/0032).
 */
final class CampaignSchedule {

	public const UPCOMING = 'upcoming';
	public const OPEN     = 'open';
	public const ENDED    = 'ended';

	/**
	 * Today's date (Y-m-d) in the site's timezone; filterable so tests can travel in time.
	 */
	public static function today(): string {
		$today = ( new DateTimeImmutable( 'now', wp_timezone() ) )->format( 'Y-m-d' );
		/**
		 * The date the schedule rules compare with (Y-m-d, site timezone).
		 *
		 * @param string $today Today.
		 */
		return (string) apply_filters( 'p2p_fundraising_today', $today );
	}

	/**
	 * 'upcoming' before the start date, 'ended' after the end date (or when an administrator set
	 * the status to ended), 'open' otherwise.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string|null          $today    Y-m-d; today when null.
	 */
	public static function state( array $campaign, ?string $today = null ): string {
		$today = $today ?? self::today();
		$start = self::date( $campaign['start_date'] ?? null );
		$end   = self::date( $campaign['end_date'] ?? null );
		if ( 'ended' === ( $campaign['status'] ?? '' ) || ( null !== $end && $today > $end ) ) {
			return self::ENDED;
		}
		if ( null !== $start && $today < $start ) {
			return self::UPCOMING;
		}
		return self::OPEN;
	}

	/**
	 * A valid Y-m-d date, or null (empty, null, or anything else).
	 *
	 * @param mixed $value Stored or sent value.
	 */
	public static function date( $value ): ?string {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $parts ) ) {
			return null;
		}
		return checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) && '0000-00-00' !== $value ? $value : null;
	}

	/**
	 * The message a donor or a new fundraiser sees when the campaign is not open, or null.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function closed_message( array $campaign ): ?string {
		$state = self::state( $campaign );
		if ( self::ENDED === $state ) {
			return __( 'This campaign has ended. Thank you to everyone who took part!', 'p2p-fundraising' );
		}
		if ( self::UPCOMING === $state ) {
			return sprintf(
				/* translators: %s: the campaign's start date, formatted for the site. */
				__( 'This campaign starts on %s. Please come back then.', 'p2p-fundraising' ),
				wp_date( (string) get_option( 'date_format', 'F j, Y' ), ( new DateTimeImmutable( (string) $campaign['start_date'], wp_timezone() ) )->getTimestamp() )
			);
		}
		return null;
	}

	/**
	 * 403 p2p_campaign_ended / p2p_campaign_not_started for a write that needs an open campaign,
	 * or null when it is open.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	public static function refusal( array $campaign ): ?WP_Error {
		$message = self::closed_message( $campaign );
		if ( null === $message ) {
			return null;
		}
		$code = self::ENDED === self::state( $campaign ) ? 'p2p_campaign_ended' : 'p2p_campaign_not_started';
		return new WP_Error( $code, $message, array( 'status' => 403 ) );
	}
}
