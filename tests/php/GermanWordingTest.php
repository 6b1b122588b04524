<?php
/**
 * German wordings a German-speaking QA pass found wrong (issue 25, item 17): the donation form's
 * consent line spoke of the donor in the third person plural ("Ihre Adresse sehen sie nie") and the
 * halfway badge read as a sports term ("Halbzeit zum Ziel").
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\BundledTranslations;

final class GermanWordingTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		unload_textdomain( BundledTranslations::DOMAIN );
		BundledTranslations::load( 'de_DE' );
	}

	protected function tearDown(): void {
		unload_textdomain( BundledTranslations::DOMAIN );
		BundledTranslations::load();
		parent::tearDown();
	}

	public function test_the_consent_line_says_who_may_thank_the_donor_and_never_sees_the_address(): void {
		$line = __( 'By e-mail, sent by this site. They may also thank you personally; they never see your address. Unsubscribe with one click.', 'p2p-fundraising' );
		$this->assertStringContainsString( 'Wer hier Spenden sammelt, kann sich auch persönlich bei Ihnen bedanken, sieht Ihre E-Mail-Adresse aber nie.', $line );
		$this->assertStringNotContainsString( 'sehen sie nie', $line );
	}

	public function test_the_halfway_badge_says_half_of_the_goal_is_reached(): void {
		$this->assertSame( 'Hälfte des Ziels erreicht', __( 'Halfway to the goal', 'p2p-fundraising' ) );
	}
}
