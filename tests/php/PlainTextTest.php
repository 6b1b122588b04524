<?php
/**
 * The plain-text cleaner (issue 23, item 10): it strips until the text no longer changes, so tags
 * hidden inside tags do not come out whole, and it still keeps what people type.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\PlainText;

final class PlainTextTest extends PluginTestCase {

	/** @return array<string, array{0: string}> */
	public function nested(): array {
		return array(
			'the second attacker'  => array( 'a<<img>img src=x onerror=alert(1)>b <scr<b>ipt>alert(1)</scr</b>ipt>' ),
			'three deep'           => array( '<<<b>b>script>alert(1)<<<b>b>/script>' ),
			'comment inside a tag' => array( '<img<!-- x --> src=x onerror=alert(1)>' ),
			'sixteen deep'         => array( str_repeat( '<', 16 ) . str_repeat( 'b>', 16 ) . 'script>x' ),
			'in a second line'     => array( "fine\n<<i>svg onload=alert(1)>" ),
		);
	}

	/** @dataProvider nested */
	public function test_tags_hidden_inside_tags_do_not_survive( string $typed ): void {
		foreach ( array( 'line', 'lines' ) as $cleaner ) {
			$stored = PlainText::$cleaner( $typed );
			$this->assertDoesNotMatchRegularExpression( '/<[a-z\/!?]/i', $stored, $cleaner . ': ' . $stored );
			$this->assertSame( $stored, PlainText::$cleaner( $stored ), $cleaner . ': cleaning again changes nothing' );
		}
	}

	public function test_the_attackers_story_loses_every_tag_and_the_script_in_it(): void {
		$this->assertSame( 'ab', PlainText::line( 'a<<img>img src=x onerror=alert(1)>b <scr<b>ipt>alert(1)</scr</b>ipt>' ) );
	}

	public function test_what_people_type_is_kept(): void {
		$this->assertSame( 'a < b > c', PlainText::line( 'a < b > c' ) );
		$this->assertSame( 'I <3 running & 2 < 3', PlainText::line( 'I <3 running & 2 < 3' ) );
		$this->assertSame( '&lt;b&gt; is how you write <b>', PlainText::line( '&lt;b&gt; is how you write <' ) . 'b>' );
		$this->assertSame( "One < two<!--more-->Rest", PlainText::lines( "One < two<!--more-->Rest" ) );
	}
}
