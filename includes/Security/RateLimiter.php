<?php
/**
 * Counting attempts per address or account, with limits per sliding window.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Security;

use P2PFundraising\Database\DatabaseError;
use P2PFundraising\Database\ExpiringValues;
use P2PFundraising\Database\NamedLock;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Each rule allows `limit` attempts per `window` seconds and per subject (an address or an
 * account). Attempts are kept as timestamps in the database (ExpiringValues, decision 0066), so the
 * limits hold on every server and with an object cache that is missing, restarted or down (a
 * transient lived only in Redis there and failed open); a named lock makes "check, then count"
 * atomic between simultaneous requests.
 */
final class RateLimiter {

	public const LOGIN_ACCOUNT    = 'login_account';
	public const LOGIN_IP         = 'login_ip';
	public const REGISTRATION_IP  = 'registration_ip';
	public const RESET_IP         = 'password_reset_ip';
	public const RESET_ACCOUNT    = 'password_reset_account';
	public const THANK_YOU        = 'thank_you_user';
	public const UPDATES          = 'update_user';
	public const TEAM_MESSAGE     = 'team_message_user';
	public const UPLOADS          = 'upload_user';
	public const HEALTH_IP        = 'health_ip';
	public const DONATION_IP      = 'donation_ip';
	public const DONATION_EMAIL   = 'donation_email';
	public const DEDICATION_EMAIL = 'dedication_email';
	public const PAGE_ADDRESS     = 'page_address_fundraiser';
	public const ACTIVITY         = 'activity_user';
	public const FEE_CHECKOUT     = 'fee_checkout_user';

	/** Rule => [ attempts, window in seconds ] (docs/security.md). */
	private const DEFAULTS = array(
		self::LOGIN_ACCOUNT    => array( 5, 15 * MINUTE_IN_SECONDS ),
		self::LOGIN_IP         => array( 20, 15 * MINUTE_IN_SECONDS ),
		self::REGISTRATION_IP  => array( 10, HOUR_IN_SECONDS ),
		self::RESET_IP         => array( 5, HOUR_IN_SECONDS ),
		self::RESET_ACCOUNT    => array( 3, HOUR_IN_SECONDS ),
		self::THANK_YOU        => array( 20, HOUR_IN_SECONDS ),
		self::UPDATES          => array( 10, HOUR_IN_SECONDS ),
		self::TEAM_MESSAGE     => array( 5, DAY_IN_SECONDS ),
		self::UPLOADS          => array( 20, HOUR_IN_SECONDS ),
		self::HEALTH_IP        => array( 120, MINUTE_IN_SECONDS ),
		// Gifts recorded through the donation form: per address (a shared network may carry a
		// whole gala) and per donor e-mail (each gift may mail a receipt to it).
		self::DONATION_IP      => array( 300, HOUR_IN_SECONDS ),
		self::DONATION_EMAIL   => array( 5, HOUR_IN_SECONDS ),
		// Gifts that ask us to tell someone about a dedication: per address told, whoever gives,
		// so the form cannot be used to send one stranger a stream of e-mails in the giver's words.
		self::DEDICATION_EMAIL => array( 3, DAY_IN_SECONDS ),
		// A fundraiser's own page address: every change keeps one more old address forever
		// (decision 0090), so it cannot be churned to hoard addresses.
		self::PAGE_ADDRESS     => array( 3, DAY_IN_SECONDS ),
		// Activity entries logged, imported or deleted by one account: a month of daily logs
		// caught up at once fits; a script filling the leaderboard does not (decision 0093).
		self::ACTIVITY         => array( 60, HOUR_IN_SECONDS ),
		// "Pay now" for one's own pending registration fee: each press asks Stripe for a new
		// Checkout page; a few tries after a declined card fit, a loop hammering Stripe does not.
		self::FEE_CHECKOUT     => array( 10, HOUR_IN_SECONDS ),
	);

	/**
	 * The limit of a rule after the `p2p_fundraising_rate_limit` filter.
	 *
	 * @param string $rule One of the constants.
	 * @return array{limit: int, window: int} A limit of 0 turns the rule off.
	 */
	public static function rule( string $rule ): array {
		list( $limit, $window ) = self::DEFAULTS[ $rule ];
		/**
		 * Filters one rate limit of the plugin.
		 *
		 * @param array{limit: int, window: int} $settings Attempts allowed per window (seconds).
		 * @param string                         $rule     login_account, login_ip, registration_ip,
		 *                                                 password_reset_ip, password_reset_account
	 *                                                 thank_you_user, update_user,
	 *                                                 team_message_user, upload_user, health_ip,
	 *                                                 donation_ip, donation_email,
	 *                                                 dedication_email,
	 *                                                 page_address_fundraiser, activity_user
	 *                                                 or fee_checkout_user.
		 */
		$settings = (array) apply_filters(
			'p2p_fundraising_rate_limit',
			array(
				'limit'  => $limit,
				'window' => $window,
			),
			$rule
		);
		return array(
			'limit'  => max( 0, (int) ( $settings['limit'] ?? $limit ) ),
			'window' => max( 1, (int) ( $settings['window'] ?? $window ) ),
		);
	}

	/**
	 * Seconds until the subject may try again, or 0 when it may now. Counts nothing.
	 *
	 * @param string $rule    Rule.
	 * @param string $subject Address or account key.
	 */
	public function wait( string $rule, string $subject ): int {
		return $this->wait_for( self::rule( $rule ), $this->attempts( $rule, $subject ) );
	}

	/**
	 * Counts one attempt unless the limit is reached (atomically): 0 when counted, else the
	 * seconds to wait.
	 *
	 * @param string $rule    Rule.
	 * @param string $subject Address or account key.
	 */
	public function attempt( string $rule, string $subject ): int {
		try {
			return $this->attempt_locked( $rule, $subject );
		} catch ( DatabaseError $busy ) {
			return MINUTE_IN_SECONDS; // The lock was not granted: the server is flooded, refuse for now.
		}
	}

	/**
	 * attempt() under the subject's lock.
	 *
	 * @param string $rule    Rule.
	 * @param string $subject Address or account key.
	 * @throws DatabaseError When the lock is not granted.
	 */
	private function attempt_locked( string $rule, string $subject ): int {
		return NamedLock::hold(
			'rate:' . $rule . ':' . $subject,
			function () use ( $rule, $subject ): int {
				$attempts = $this->attempts( $rule, $subject );
				$wait     = $this->wait_for( self::rule( $rule ), $attempts );
				if ( 0 === $wait ) {
					$this->store( $rule, $subject, array_merge( $attempts, array( time() ) ) );
				}
				return $wait;
			}
		);
	}

	/**
	 * Counts one attempt whatever the count (a failed password, after the fact).
	 *
	 * @param string $rule    Rule.
	 * @param string $subject Address or account key.
	 */
	public function record( string $rule, string $subject ): void {
		$add = function () use ( $rule, $subject ): void {
			$this->store( $rule, $subject, array_merge( $this->attempts( $rule, $subject ), array( time() ) ) );
		};
		try {
			NamedLock::hold( 'rate:' . $rule . ':' . $subject, $add );
		} catch ( DatabaseError $busy ) {
			$add(); // Counting without the lock may lose a simultaneous count, never this one.
		}
	}

	/**
	 * Forgets the subject's attempts (a successful sign-in clears its account's failures).
	 *
	 * @param string $rule    Rule.
	 * @param string $subject Address or account key.
	 */
	public function clear( string $rule, string $subject ): void {
		( new ExpiringValues() )->delete( self::key( $rule, $subject ) );
	}

	/**
	 * 429 with a message that says when to try again; RequestGuard turns `retry_after` into the
	 * Retry-After header.
	 *
	 * @param int $seconds Seconds to wait.
	 */
	public static function error( int $seconds ): WP_Error {
		$minutes = max( 1, (int) ceil( $seconds / MINUTE_IN_SECONDS ) );
		return new WP_Error(
			'p2p_rate_limited',
			sprintf(
				/* translators: %d: minutes to wait. */
				_n( 'Too many attempts. Try again in %d minute.', 'Too many attempts. Try again in %d minutes.', $minutes, 'p2p-fundraising' ),
				$minutes
			),
			array(
				'status'      => 429,
				'retry_after' => max( 1, $seconds ),
			)
		);
	}

	/**
	 * Seconds to wait given the attempts inside the window.
	 *
	 * @param array{limit: int, window: int} $rule     Limit.
	 * @param int[]                          $attempts Timestamps, oldest first.
	 */
	private function wait_for( array $rule, array $attempts ): int {
		if ( 0 === $rule['limit'] ) {
			return 0;
		}
		$recent = array_values(
			array_filter(
				$attempts,
				static function ( int $at ) use ( $rule ): bool {
					return $at > time() - $rule['window'];
				}
			)
		);
		if ( count( $recent ) < $rule['limit'] ) {
			return 0;
		}
		// The window frees a slot when the attempt that is $limit places back grows old enough.
		$freeing = $recent[ count( $recent ) - $rule['limit'] ];
		return max( 1, $freeing + $rule['window'] - time() );
	}

	/**
	 * Timestamps of the attempts still inside the window.
	 *
	 * @return int[]
	 */
	private function attempts( string $rule, string $subject ): array {
		$stored = ( new ExpiringValues() )->get( self::key( $rule, $subject ) );
		$window = self::rule( $rule )['window'];
		return array_values(
			array_filter(
				array_map( 'intval', is_array( $stored ) ? $stored : array() ),
				static function ( int $at ) use ( $window ): bool {
					return $at > time() - $window;
				}
			)
		);
	}

	/**
	 * Keeps the attempts (at most the last 100) for one window.
	 *
	 * @param int[] $attempts Timestamps.
	 */
	private function store( string $rule, string $subject, array $attempts ): void {
		( new ExpiringValues() )->set( self::key( $rule, $subject ), array_slice( $attempts, -100 ), self::rule( $rule )['window'] );
	}

	private static function key( string $rule, string $subject ): string {
		return 'p2p_fundraising_rate_' . md5( $rule . '|' . strtolower( $subject ) ); // Named after the plugin: uninstall removes them.
	}
}
