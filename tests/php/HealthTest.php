<?php
/**
 * The plugin's Site Health tests and GET /health for load balancers (issue 26, decision 0069).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Health\SiteHealth;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\ReadCache;
use P2PFundraising\Security\RateLimiter;
use P2PFundraising\Settings;

final class HealthTest extends PluginTestCase {

	/** @var bool */
	private $was_using_ext_cache = false;

	protected function setUp(): void {
		parent::setUp();
		$this->was_using_ext_cache = wp_using_ext_object_cache();
	}

	protected function tearDown(): void {
		wp_using_ext_object_cache( $this->was_using_ext_cache );
		$GLOBALS['wp_object_cache'] = new \WP_Object_Cache();
		PersistentCacheStandIn::reset_server();
		parent::tearDown();
	}

	/** [ status, label ] of one test's result. */
	private static function outcome( array $result ): array {
		return array( $result['status'], $result['label'] );
	}

	private function queue_row( string $status, string $created_at ): void {
		global $wpdb;
		$wpdb->insert(
			Schema::table( 'mail_queue' ),
			array(
				'kind'       => EmailTemplates::WELCOME,
				'user_id'    => 1,
				'payload'    => '{}',
				'status'     => $status,
				'attempts'   => 'failed' === $status ? 3 : 0,
				'created_at' => $created_at,
			)
		);
	}

	public function test_site_health_lists_the_five_tests(): void {
		$tests = apply_filters( 'site_status_tests', array( 'direct' => array(), 'async' => array() ) );
		foreach ( array( 'payments', 'object_cache', 'cron', 'mail_queue', 'schema' ) as $name ) {
			$this->assertArrayHasKey( 'p2p_fundraising_' . $name, $tests['direct'] );
			$this->assertIsCallable( $tests['direct'][ 'p2p_fundraising_' . $name ]['test'] );
			$result = call_user_func( $tests['direct'][ 'p2p_fundraising_' . $name ]['test'] );
			$this->assertSame( 'p2p_fundraising_' . $name, $result['test'] );
			$this->assertContains( $result['status'], array( 'good', 'recommended', 'critical' ) );
		}
	}

	public function test_payments_name_the_mode_the_keys_and_the_last_webhook_event(): void {
		global $wpdb;
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_TEST );
		$this->assertSame( array( 'recommended', 'P2P Fundraising is in test mode' ), self::outcome( SiteHealth::payments() ) );

		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_STRIPE );
		update_option( PaymentSettings::SECRET_KEY, '' );
		$this->assertSame( array( 'critical', 'P2P Fundraising cannot take payments' ), self::outcome( SiteHealth::payments() ) );

		update_option( PaymentSettings::SECRET_KEY, 'sk_test_health' );
		update_option( PaymentSettings::WEBHOOK_SECRET, 'whsec_health' );
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'stripe_events' ) );
		$waiting = SiteHealth::payments();
		$this->assertSame( array( 'recommended', 'Stripe has not reached the webhook yet' ), self::outcome( $waiting ) );
		$this->assertStringContainsString( esc_html( PaymentSettings::webhook_url() ), $waiting['description'] );

		$wpdb->insert( Schema::table( 'stripe_events' ), array( 'event_id' => 'evt_health', 'type' => 'invoice.paid', 'received_at' => gmdate( 'Y-m-d H:i:s', time() - 300 ) ) );
		$good = SiteHealth::payments();
		$this->assertSame( array( 'good', 'P2P Fundraising takes payments with Stripe' ), self::outcome( $good ) );
		// human_time_diff()'s words differ between releases ("5 mins" before 6.7, "5 minutes" after).
		$this->assertStringContainsString( 'The last Stripe event arrived ' . human_time_diff( time() - 300 ) . ' ago.', $good['description'] );
	}

	public function test_object_cache_absent_consistent_or_not(): void {
		wp_using_ext_object_cache( false );
		$this->assertSame( 'good', SiteHealth::object_cache()['status'] );

		wp_using_ext_object_cache( true );
		$GLOBALS['wp_object_cache'] = new PersistentCacheStandIn();
		$this->assertSame( array( 'good', 'P2P Fundraising uses the persistent object cache' ), self::outcome( SiteHealth::object_cache() ) );

		// A cache that accepts values and gives none back (Redis gone, the drop-in in graceful mode).
		$GLOBALS['wp_object_cache'] = new class() extends \WP_Object_Cache {
			public function get( $key, $group = 'default', $force = false, &$found = null ) {
				if ( ReadCache::GROUP === $group && $force ) {
					$found = false;
					return false;
				}
				return parent::get( $key, $group, $force, $found );
			}
		};
		$this->assertSame( array( 'critical', 'The object cache does not return what was stored' ), self::outcome( SiteHealth::object_cache() ) );
	}

	public function test_cron_is_judged_by_the_last_drain(): void {
		delete_option( MailQueue::LAST_DRAIN_OPTION );
		$this->assertSame( 'recommended', SiteHealth::cron()['status'] );
		update_option( MailQueue::LAST_DRAIN_OPTION, time() - 2 * HOUR_IN_SECONDS );
		$this->assertSame( array( 'critical', 'The e-mail worker of P2P Fundraising has not run for 2 hours' ), self::outcome( SiteHealth::cron() ) );
		update_option( MailQueue::LAST_DRAIN_OPTION, time() - 120 );
		$this->assertSame( array( 'good', 'Scheduled tasks of P2P Fundraising run' ), self::outcome( SiteHealth::cron() ) );
	}

	public function test_mail_queue_depth_age_and_failures(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'mail_queue' ) );
		$good = SiteHealth::mail_queue();
		$this->assertSame( 'good', $good['status'] );
		$this->assertStringContainsString( '0 e-mails are waiting to be sent.', $good['description'] );

		$this->queue_row( 'failed', gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) );
		$this->assertSame( array( 'recommended', '1 e-mail of P2P Fundraising could not be sent this week' ), self::outcome( SiteHealth::mail_queue() ) );

		$this->queue_row( 'queued', gmdate( 'Y-m-d H:i:s', time() - 3 * HOUR_IN_SECONDS ) );
		$late = SiteHealth::mail_queue();
		$this->assertSame( array( 'critical', 'E-mails of P2P Fundraising have been waiting for 3 hours' ), self::outcome( $late ) );
		$this->assertStringContainsString( '1 e-mail is waiting to be sent.', $late['description'] );
	}

	public function test_a_pending_schema_upgrade_is_critical(): void {
		$this->assertSame( 'good', SiteHealth::schema()['status'] );
		update_option( Schema::OPTION, '1.8.2' );
		$pending = SiteHealth::schema();
		$this->assertSame( array( 'critical', 'The database upgrade of P2P Fundraising is pending' ), self::outcome( $pending ) );
		$this->assertStringContainsString( 'version 1.8.2, the plugin needs ' . Schema::VERSION, $pending['description'] );
	}

	public function test_the_health_endpoint_answers_what_a_load_balancer_needs_and_nothing_else(): void {
		update_option( MailQueue::LAST_DRAIN_OPTION, time() - 60 );
		$response = $this->request( 'GET', '/health' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no-store, max-age=0', $response->get_headers()['Cache-Control'] );
		$data = $this->json( $response )['data'];
		$this->assertSame( 'ok', $data['status'] );
		$this->assertTrue( $data['database'] );
		$this->assertSame( array( 'code' => Schema::VERSION, 'stored' => Schema::VERSION, 'pending' => false ), $data['schema'] );
		$this->assertSame( array( 'queued', 'oldest_queued_age', 'last_drain_age' ), array_keys( $data['mail_queue'] ) );
		$this->assertEqualsWithDelta( 60, $data['mail_queue']['last_drain_age'], 5 );
		$body = (string) wp_json_encode( $data );
		foreach ( array( DB_NAME, DB_USER, ABSPATH, PHP_VERSION, $GLOBALS['wp_version'] ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $body );
		}
	}

	public function test_the_health_endpoint_is_503_without_a_database_and_limited_per_address(): void {
		$broken = static function ( $query ) {
			return 'SELECT 1' === $query ? 'SELECT no_such_column FROM no_such_table' : $query;
		};
		add_filter( 'query', $broken );
		$down = $this->request( 'GET', '/health' );
		remove_filter( 'query', $broken );
		$this->assertSame( 503, $down->get_status() );
		$this->assertSame( 'down', $this->json( $down )['data']['status'] );

		$two = static function ( array $rule, string $name ): array {
			if ( RateLimiter::HEALTH_IP === $name ) {
				$rule['limit'] = 2;
			}
			return $rule;
		};
		add_filter( 'p2p_fundraising_rate_limit', $two, 10, 2 );
		try {
			$statuses = array();
			for ( $i = 0; $i < 3; $i++ ) {
				$statuses[] = $this->request( 'GET', '/health' )->get_status();
			}
			$this->assertSame( array( 200, 200, 429 ), $statuses );
		} finally {
			remove_filter( 'p2p_fundraising_rate_limit', $two, 10 );
		}
	}
}
