<?php
/**
 * The translations shipped in languages/ load without load_plugin_textdomain() (which the
 * WordPress.org review turns down), and a WordPress.org language pack still takes precedence.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\BundledTranslations;

final class BundledTranslationsTest extends TestCase {

	private const ENGLISH = 'Stripe answered with an error.';
	private const GERMAN  = 'Stripe hat mit einem Fehler geantwortet.';

	/** @var string A language pack this test installed, removed afterwards. */
	private $pack = '';

	protected function setUp(): void {
		parent::setUp();
		unload_textdomain( BundledTranslations::DOMAIN );
	}

	protected function tearDown(): void {
		if ( '' !== $this->pack && file_exists( $this->pack ) ) {
			unlink( $this->pack );
		}
		remove_all_filters( 'locale' );
		unload_textdomain( BundledTranslations::DOMAIN );
		BundledTranslations::load();
		parent::tearDown();
	}

	public function test_a_german_site_gets_the_shipped_german_on_init(): void {
		$this->assertSame( self::ENGLISH, __( self::ENGLISH, 'p2p-fundraising' ), 'English before' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the string under test.
		add_filter(
			'locale',
			static function (): string {
				return 'de_DE';
			}
		);
		$this->assertSame( 1, has_action( 'init', array( BundledTranslations::class, 'load' ) ), 'loaded first thing on init' );
		BundledTranslations::load();
		$this->assertSame( self::GERMAN, __( self::ENGLISH, 'p2p-fundraising' ) ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the string under test.
	}

	public function test_a_switched_locale_gets_the_shipped_file_of_that_locale(): void {
		$this->assertNotFalse( has_action( 'change_locale', array( BundledTranslations::class, 'load' ) ) );
		BundledTranslations::load( 'de_DE' );
		$this->assertSame( self::GERMAN, __( self::ENGLISH, 'p2p-fundraising' ) ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the string under test.
	}

	public function test_a_locale_without_a_shipped_file_stays_english(): void {
		$this->assertFalse( BundledTranslations::load( 'fr_FR' ) );
		$this->assertSame( self::ENGLISH, __( self::ENGLISH, 'p2p-fundraising' ) ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the string under test.
	}

	public function test_an_installed_language_pack_wins_over_the_shipped_file(): void {
		wp_mkdir_p( WP_LANG_DIR . '/plugins' );
		$this->pack = WP_LANG_DIR . '/plugins/p2p-fundraising-de_DE.mo';
		copy( BundledTranslations::shipped_file( 'de_DE' ), $this->pack );
		$this->assertFalse( BundledTranslations::load( 'de_DE' ), 'the shipped file is left for WordPress to load the pack' );
		$this->assertFalse( is_textdomain_loaded( BundledTranslations::DOMAIN ) );
	}
}
