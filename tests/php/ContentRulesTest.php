<?php
/**
 * The content rules of issue 8 in-process: amounts read unambiguously, names kept as typed (and
 * old encoded rows migrated), the wp-admin notice while in test mode.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Admin\TestModeNotice;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\TypedAmount;
use P2PFundraising\PlainText;
use P2PFundraising\Settings;

final class ContentRulesTest extends PluginTestCase {

	/** @return array<string, array{0: string, 1: string, 2: string, 3: float|null}> */
	public function amounts(): array {
		return array(
			'plain'                         => array( '40', '.', ',', 40.0 ),
			'cents'                         => array( '12.5', '.', ',', 12.5 ),
			'grouped'                       => array( '1,250.50', '.', ',', 1250.5 ),
			'grouped twice'                 => array( '1,250,000', '.', ',', 1250000.0 ),
			'comma decimal refused'         => array( '2,50', '.', ',', null ),
			'short group refused'           => array( '1,25,000', '.', ',', null ),
			'trailing separator refused'    => array( '250,', '.', ',', null ),
			'space groups'                  => array( '1 000', '.', ',', 1000.0 ),
			'no-break space groups'         => array( "1\u{00a0}000", '.', ',', 1000.0 ),
			'space short group refused'     => array( '1 00', '.', ',', null ),
			'mixed groups refused'          => array( '1 000,000', '.', ',', null ),
			'comma-decimal site'            => array( '2,50', ',', '.', 2.5 ),
			'comma-decimal grouped'         => array( '1.250,50', ',', '.', 1250.5 ),
			'comma-decimal dot refused'     => array( '2.50', ',', '.', null ),
			'three decimals refused'        => array( '2.505', '.', ',', null ),
			'symbol kept out'               => array( '$ 40', '.', ',', 40.0 ),
			'ten digits refused'            => array( '1234567890', '.', ',', null ),
			'letters refused'               => array( '4O', '.', ',', null ),
			'negative refused'              => array( '-5', '.', ',', null ),
			'no thousands separator'        => array( '1250.5', '.', '', 1250.5 ),
		);
	}

	/**
	 * @dataProvider amounts
	 */
	public function test_typed_amounts_are_read_only_when_unambiguous( string $typed, string $decimal, string $thousands, ?float $expected ): void {
		$this->assertSame( $expected, TypedAmount::parse( $typed, $decimal, $thousands, '$' ) );
	}

	public function test_plain_text_keeps_what_was_typed_without_markup(): void {
		$this->assertSame( 'Tom & Jerry <3 "Runners" \'n\' &lt;', PlainText::line( "  Tom & Jerry <3 \"Runners\"\t'n' &lt;<script>x</script> " ) );
		$this->assertSame( 'a < b > c', PlainText::line( 'a < b > c' ) );
		$this->assertSame( "One < two\n\nThree & four<!--more-->Rest", PlainText::lines( "One < two\r\n\r\n<b>Three</b> & four<!--more-->Rest" ) );
		$this->assertSame( 'bell', PlainText::line( "be\x07ll" ) );
		$this->assertSame( 'Carla Mendes', PlainText::line( "Carla\u{200B} Men\u{2060}des\u{FEFF}" ), 'invisible characters' );
		$this->assertSame( 'Carla Mendes', PlainText::line( "Car\u{AD}la\u{180E} Men\u{2062}des" ), 'soft hyphen, vowel separator, invisible operators' );
		$this->assertSame( "Ro\u{200D}sa \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", PlainText::line( "Ro\u{200D}sa \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}" ), 'joiners and flag tags stay' );
		$this->assertSame( 'evil gpj.exe', PlainText::line( "evil \u{202E}gpj.exe\u{202C}\u{2067}" ), 'bidi overrides and isolates' );
		$this->assertSame( 'ab', PlainText::line( "a\u{85}\u{9B}b" ), 'C1 controls' );
		$this->assertSame( "\u{05E9}\u{05DC}\u{05D5}\u{05DD}\u{200F} 👩\u{200D}👧 \u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}", PlainText::line( "\u{05E9}\u{05DC}\u{05D5}\u{05DD}\u{200F} 👩\u{200D}👧 \u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}" ), 'direction marks and joiners stay' );
		$this->assertSame( "Line one\nline two", PlainText::lines( "Line\u{202E} one\nline two" ) );
	}

	public function test_a_story_keeps_the_blank_lines_around_its_more_marker(): void {
		$story = "First paragraph.\n\n<!--more-->\n\nSecond paragraph.";
		$this->assertSame( $story, PlainText::lines( $story ) );
		$this->assertSame( "Intro\n<!--more-->\nRest", PlainText::lines( "Intro\r\n<!--more-->\r\nRest" ) );
		$this->assertSame( "Intro\n\n<!--more-->\n\nRest", PlainText::lines( "  Intro\n\n<b><!--more--></b>\n\n  Rest  " ), 'spaces at the edges of lines and tags still go' );
	}

	public function test_the_upgrade_decodes_encoded_names_and_makes_clear_tokens_unusable(): void {
		global $wpdb;
		$team = $this->team_id( 'River Keepers' );
		$wpdb->update( Schema::table( 'teams' ), array( 'name' => 'Rock &amp; Roll &lt;3' ), array( 'id' => $team ) );
		$wpdb->insert(
			Schema::table( 'team_invitations' ),
			array(
				'team_id'    => $team,
				'email'      => 'legacy@example.net',
				'token'      => 'cleartoken123',
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		update_option( Schema::OPTION, '1.1.0' );

		Schema::maybe_upgrade();

		wp_cache_flush();
		$this->assertSame( 'Rock & Roll <3', ( new TeamRepository() )->find( $team )['name'] );
		$this->assertNull( ( new InvitationRepository() )->find_by_token( 'cleartoken123' ) );
		$this->assertSame( 0, $this->count_where( 'team_invitations', 'token = %s', 'cleartoken123' ) );
		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
	}

	public function test_the_test_mode_notice_shows_to_managers_until_dismissed(): void {
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_TEST );
		$this->actingAs( 'admin' );
		$this->assertTrue( TestModeNotice::is_shown( 'dashboard' ) );
		$this->assertTrue( TestModeNotice::is_shown( 'toplevel_page_p2p-fundraising' ) );
		$this->assertFalse( TestModeNotice::is_shown( 'edit-post' ), 'not on unrelated screens' );

		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		ob_start();
		TestModeNotice::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'donations are not real money', $html );
		$this->assertStringContainsString( 'connect Stripe', $html );
		$this->assertStringContainsString( '<a href="' . esc_url( admin_url( 'admin.php?page=p2p-fundraising#/payment-settings' ) ) . '">Payment settings</a>', $html, 'the notice links to the Payment settings screen' );
		$this->assertStringContainsString( 'action=' . TestModeNotice::DISMISS_ACTION, $html );

		update_user_meta( get_current_user_id(), TestModeNotice::USER_META, 1 );
		$this->assertFalse( TestModeNotice::is_shown( 'dashboard' ), 'dismissed for this user' );
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_OFFLINE );
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_TEST );
		$this->assertTrue( TestModeNotice::is_shown( 'dashboard' ), 'a mode change brings it back' );

		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_OFFLINE );
		$this->assertFalse( TestModeNotice::is_shown( 'dashboard' ), 'not in offline mode' );
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_TEST );
		$this->actingAs( 'captain' );
		$this->assertFalse( TestModeNotice::is_shown( 'dashboard' ), 'not for users who cannot manage the plugin' );
	}
}
