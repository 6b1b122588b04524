<?php
/**
 * Tools → Site Health: the plugin's own checks.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Health;

use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Database\StripeEventRepository;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Five direct tests on the site_status_tests filter (decision 0069): payment mode and the last
 * Stripe event, the object cache, whether cron runs (the last e-mail queue drain), the e-mail
 * queue, and a pending schema upgrade. Each returns core's result array; all are cheap reads.
 */
final class SiteHealth {

	/** Failed e-mails of this period are reported. */
	private const FAILED_PERIOD = WEEK_IN_SECONDS;

	/** Hooks the tests. */
	public static function register(): void {
		add_filter( 'site_status_tests', array( self::class, 'add_tests' ) );
	}

	/**
	 * Adds the plugin's tests to Site Health.
	 *
	 * @param array<string, array<string, mixed>> $tests Core's tests.
	 * @return array<string, array<string, mixed>>
	 */
	public static function add_tests( $tests ): array {
		$tests           = is_array( $tests ) ? $tests : array();
		$tests['direct'] = ( $tests['direct'] ?? array() ) + array(
			'p2p_fundraising_payments'     => array(
				'label' => __( 'P2P Fundraising payments', 'p2p-fundraising' ),
				'test'  => array( self::class, 'payments' ),
			),
			'p2p_fundraising_object_cache' => array(
				'label' => __( 'P2P Fundraising object cache', 'p2p-fundraising' ),
				'test'  => array( self::class, 'object_cache' ),
			),
			'p2p_fundraising_cron'         => array(
				'label' => __( 'P2P Fundraising scheduled e-mails', 'p2p-fundraising' ),
				'test'  => array( self::class, 'cron' ),
			),
			'p2p_fundraising_mail_queue'   => array(
				'label' => __( 'P2P Fundraising e-mail queue', 'p2p-fundraising' ),
				'test'  => array( self::class, 'mail_queue' ),
			),
			'p2p_fundraising_schema'       => array(
				'label' => __( 'P2P Fundraising database', 'p2p-fundraising' ),
				'test'  => array( self::class, 'schema' ),
			),
		);
		return $tests;
	}

	/**
	 * Payment mode, Stripe keys and the last webhook event.
	 *
	 * @return array<string, mixed>
	 */
	public static function payments(): array {
		$mode = Settings::payment_mode();
		if ( Settings::PAYMENT_MODE_TEST === $mode ) {
			return self::result( 'payments', 'recommended', __( 'P2P Fundraising is in test mode', 'p2p-fundraising' ), __( 'Donations are recorded, but no money is taken. Switch to Stripe in the payment settings when you are ready.', 'p2p-fundraising' ) );
		}
		if ( Settings::PAYMENT_MODE_OFFLINE === $mode ) {
			return self::result( 'payments', 'recommended', __( 'P2P Fundraising records pledges only', 'p2p-fundraising' ), __( 'Offline mode: donations are recorded as pledges, and no money is taken online.', 'p2p-fundraising' ) );
		}
		if ( ! PaymentSettings::is_stripe_ready() ) {
			return self::result( 'payments', 'critical', __( 'P2P Fundraising cannot take payments', 'p2p-fundraising' ), __( 'The payment mode is Stripe, but a Stripe key or the webhook signing secret is missing. Donors cannot complete a donation.', 'p2p-fundraising' ) );
		}
		$last = HealthCheck::age( ( new StripeEventRepository() )->last_received() );
		if ( null === $last ) {
			return self::result(
				'payments',
				'recommended',
				__( 'Stripe has not reached the webhook yet', 'p2p-fundraising' ),
				sprintf(
					/* translators: %s: webhook URL. */
					__( 'No Stripe event has arrived so far. Donations are only counted once Stripe reports them: check that this webhook URL is added in Stripe and can be reached from the internet: %s', 'p2p-fundraising' ),
					PaymentSettings::webhook_url()
				)
			);
		}
		return self::result(
			'payments',
			'good',
			__( 'P2P Fundraising takes payments with Stripe', 'p2p-fundraising' ),
			sprintf(
				/* translators: %s: time span, e.g. "5 mins". */
				__( 'The last Stripe event arrived %s ago.', 'p2p-fundraising' ),
				human_time_diff( time() - $last )
			)
		);
	}

	/**
	 * A persistent object cache, and whether it returns what it was given.
	 *
	 * @return array<string, mixed>
	 */
	public static function object_cache(): array {
		$cache = ( new HealthCheck() )->object_cache();
		if ( ! $cache['persistent'] ) {
			return self::result( 'object_cache', 'good', __( 'P2P Fundraising works without a persistent object cache', 'p2p-fundraising' ), __( 'Cached reads last for one request. On a busy site a shared Redis or Memcached takes load off the database; the figures stay exact either way.', 'p2p-fundraising' ) );
		}
		if ( ! $cache['consistent'] ) {
			return self::result( 'object_cache', 'critical', __( 'The object cache does not return what was stored', 'p2p-fundraising' ), __( 'A value written to the persistent object cache could not be read back. Check that Redis or Memcached runs and is reachable from this server. The figures stay exact, but every read goes to the database.', 'p2p-fundraising' ) );
		}
		return self::result( 'object_cache', 'good', __( 'P2P Fundraising uses the persistent object cache', 'p2p-fundraising' ), __( 'The object cache returns what was stored. Cached figures are checked against the database on every read, so a restarted or restored cache never shows old figures.', 'p2p-fundraising' ) );
	}

	/**
	 * Whether the e-mail worker runs (WP-Cron or a system cron).
	 *
	 * @return array<string, mixed>
	 */
	public static function cron(): array {
		$age = ( new HealthCheck() )->queue()['last_drain_age'];
		if ( null === $age ) {
			return self::result( 'cron', 'recommended', __( 'The e-mail worker of P2P Fundraising has not run yet', 'p2p-fundraising' ), self::cron_advice() );
		}
		if ( $age > HealthCheck::CRON_LATE ) {
			return self::result(
				'cron',
				'critical',
				sprintf(
					/* translators: %s: time span, e.g. "2 hours". */
					__( 'The e-mail worker of P2P Fundraising has not run for %s', 'p2p-fundraising' ),
					human_time_diff( time() - $age )
				),
				self::cron_advice()
			);
		}
		return self::result(
			'cron',
			'good',
			__( 'Scheduled tasks of P2P Fundraising run', 'p2p-fundraising' ),
			sprintf(
				/* translators: %s: time span, e.g. "2 mins". */
				__( 'The e-mail worker last ran %s ago.', 'p2p-fundraising' ),
				human_time_diff( time() - $age )
			)
		);
	}

	/**
	 * Depth and age of the e-mail queue, and failed e-mails.
	 *
	 * @return array<string, mixed>
	 */
	public static function mail_queue(): array {
		$queue  = ( new HealthCheck() )->queue();
		$failed = ( new MailQueueRepository() )->failed_since( self::FAILED_PERIOD );
		$depth  = sprintf(
			/* translators: %d: number of e-mails. */
			_n( '%d e-mail is waiting to be sent.', '%d e-mails are waiting to be sent.', $queue['queued'], 'p2p-fundraising' ),
			$queue['queued']
		);
		if ( null !== $queue['oldest_queued_age'] && $queue['oldest_queued_age'] > HealthCheck::QUEUE_LATE ) {
			return self::result(
				'mail_queue',
				'critical',
				sprintf(
					/* translators: %s: time span, e.g. "3 hours". */
					__( 'E-mails of P2P Fundraising have been waiting for %s', 'p2p-fundraising' ),
					human_time_diff( time() - $queue['oldest_queued_age'] )
				),
				$depth . ' ' . self::cron_advice()
			);
		}
		if ( $failed > 0 ) {
			return self::result(
				'mail_queue',
				'recommended',
				sprintf(
					/* translators: %d: number of e-mails. */
					_n( '%d e-mail of P2P Fundraising could not be sent this week', '%d e-mails of P2P Fundraising could not be sent this week', $failed, 'p2p-fundraising' ),
					$failed
				),
				$depth . ' ' . __( 'Each was tried three times. Check the site\'s e-mail delivery (an SMTP plugin\'s log); `wp p2p queue status` lists the queue.', 'p2p-fundraising' )
			);
		}
		return self::result( 'mail_queue', 'good', __( 'The e-mail queue of P2P Fundraising keeps up', 'p2p-fundraising' ), $depth );
	}

	/**
	 * A pending schema upgrade.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$schema = ( new HealthCheck() )->schema();
		if ( $schema['pending'] ) {
			return self::result(
				'schema',
				'critical',
				__( 'The database upgrade of P2P Fundraising is pending', 'p2p-fundraising' ),
				sprintf(
					/* translators: 1: stored version, 2: version of the code. */
					__( 'The database has version %1$s, the plugin needs %2$s. The next page view runs the upgrade; to run it now: wp p2p schema upgrade', 'p2p-fundraising' ),
					'' === $schema['stored'] ? '–' : $schema['stored'],
					$schema['code']
				)
			);
		}
		return self::result(
			'schema',
			'good',
			__( 'The database of P2P Fundraising is up to date', 'p2p-fundraising' ),
			sprintf(
				/* translators: %s: schema version. */
				__( 'Schema version %s.', 'p2p-fundraising' ),
				$schema['code']
			)
		);
	}

	/** What to check when the worker does not run. */
	private static function cron_advice(): string {
		return __( 'The plugin sends its e-mails from WP-Cron every five minutes. On a site with DISABLE_WP_CRON, a system cron must call wp-cron.php (or `wp cron event run --due-now`) on every server.', 'p2p-fundraising' );
	}

	/**
	 * Core's result array.
	 *
	 * @param string $test        Test name without the prefix.
	 * @param string $status      good, recommended or critical.
	 * @param string $label       Headline.
	 * @param string $description Plain text.
	 * @return array<string, mixed>
	 */
	private static function result( string $test, string $status, string $label, string $description ): array {
		return array(
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'P2P Fundraising', 'p2p-fundraising' ),
				'color' => 'critical' === $status ? 'red' : 'blue',
			),
			'description' => '<p>' . esc_html( $description ) . '</p>',
			'actions'     => '',
			'test'        => 'p2p_fundraising_' . $test,
		);
	}
}
