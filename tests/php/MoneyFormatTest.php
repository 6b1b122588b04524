<?php
/**
 * Money is written the site language's way, whatever the currency (decision 0063): a German site
 * in US dollars shows "7.208,50 $".
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Payments\Currency;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Settings;

final class MoneyFormatTest extends PluginTestCase {

	/** @var string|null The locale the test puts the site in. */
	private $locale = null;

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'locale', array( $this, 'locale' ) );
		foreach ( array( 'currencySymbol', 'currencyPosition', 'decimalSeparator', 'thousandsSeparator' ) as $key ) {
			delete_option( Settings::currency_option( $key ) );
		}
		delete_option( PaymentSettings::CURRENCY );
	}

	protected function tearDown(): void {
		remove_filter( 'locale', array( $this, 'locale' ) );
		parent::tearDown();
	}

	/** @param string $locale WordPress's. */
	public function locale( $locale ): string {
		return $this->locale ?? (string) $locale;
	}

	private function formatted( float $amount ): string {
		return Settings::format_money( $amount );
	}

	public function test_the_separators_follow_the_language_not_the_currency(): void {
		$this->assertSame( array( '$', 'after', ',', '.' ), array_values( Currency::format( 'USD', 'de_DE' ) ) );
		$this->assertSame( array( '$', 'after', ',', '.' ), array_values( Currency::format( 'USD', 'de_DE_formal' ) ) );
		$this->assertSame( array( '€', 'before', '.', ',' ), array_values( Currency::format( 'EUR', 'en_US' ) ) );
		$this->assertSame( array( 'CHF', 'before', '.', '’' ), array_values( Currency::format( 'CHF', 'de_CH' ) ) );
		$this->assertSame( array( '€', 'after', ',', '.' ), array_values( Currency::format( 'EUR', '' ) ), 'no language: the currency’s own way' );
		$this->assertSame( array( '€', 'after', ',', '.' ), array_values( Currency::format( 'EUR', 'xx_YY' ) ), 'an unknown language too' );
	}

	public function test_a_german_site_in_dollars_writes_german_numbers(): void {
		$this->locale = 'de_DE';
		$this->assertSame( '7.208,50 $', $this->formatted( 7208.5 ), 'never saved: derived from the language' );

		PaymentSettings::save( array( 'currency' => 'USD' ) );
		$this->assertSame( ',', get_option( Settings::currency_option( 'decimalSeparator' ) ) );
		$this->assertSame( '7.208,50 $', $this->formatted( 7208.5 ) );
		$client = Settings::client();
		$this->assertSame( array( '$', 'after', ',', '.' ), array( $client['currencySymbol'], $client['currencyPosition'], $client['decimalSeparator'], $client['thousandsSeparator'] ), 'the apps get the same format' );

		// The site switches to English: the saved currency is written the English way at once.
		$this->assertNotFalse( has_action( 'update_option_WPLANG' ) );
		PaymentSettings::follow_language( 'en_GB' );
		$this->locale = 'en_GB';
		$this->assertSame( '$7,208.50', $this->formatted( 7208.5 ) );
	}
}
