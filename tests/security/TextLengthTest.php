<?php
/**
 * Issue 23, attack 2 over real HTTP: unbounded stories. A 9.5 MB fundraiser story and a 2 MB team
 * story are refused with 400 and the field's message, and nothing changes; ten long stories do
 * not make the admin moderation list large (it carries excerpts, the detail route the whole text).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;

final class TextLengthTest extends HttpTestCase {

	use WritesAs;

	/** A story as people type it, of $length characters (multibyte, line breaks). */
	private static function story( int $length ): string {
		return mb_substr( str_repeat( "Wir laufen für sauberes Wasser – jeden Kilometer.\n", (int) ceil( $length / 50 ) + 1 ), 0, $length );
	}

	private function stored_story( string $table, int $id ): string {
		global $wpdb;
		$this->fresh();
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT story FROM ' . Schema::table( $table ) . ' WHERE id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
	}

	public function test_a_huge_story_is_refused_with_400_and_nothing_changes(): void {
		$felix   = $this->fundraiser_id( 'fundraiser' );
		$before  = $this->stored_story( 'fundraisers', $felix );
		$session = $this->sign_in( 'fundraiser@example.com' );

		// As JSON, which WordPress reads whatever the form-size settings of PHP.
		$huge = $this->http(
			'POST',
			$this->rest( '/update-fundraiser-profile' ),
			array(
				'cookies' => $session,
				'headers' => array(
					'X-WP-Nonce' => $this->nonce_for( $session ),
					'Origin'     => $this->origin(),
				),
				'json'    => array( 'campaignId' => $this->campaign_id(), 'goal' => 1000, 'story' => str_repeat( 'A', 9500000 ) ),
			)
		);
		$this->assertSame( 400, $huge->status, substr( $huge->body, 0, 500 ) );
		$this->assertSame( 'rest_invalid_param', $huge->code(), substr( $huge->body, 0, 500 ) );
		$this->assertSame( 'Please shorten this to at most 10,000 characters.', $huge->json()['data']['params']['story'] );
		$this->assertSame( $before, $this->stored_story( 'fundraisers', $felix ) );

		$over = $this->write( $session, '/update-fundraiser-profile', array( 'campaignId' => $this->campaign_id(), 'goal' => '1000', 'story' => self::story( 10001 ) ) );
		$this->assertSame( 400, $over->status, 'one character over the limit' );
		$this->assertSame( $before, $this->stored_story( 'fundraisers', $felix ) );

		$full = $this->write( $session, '/update-fundraiser-profile', array( 'campaignId' => $this->campaign_id(), 'goal' => '1000', 'story' => self::story( 10000 ) ) );
		$this->assertSame( 200, $full->status, $full->body );
		$this->assertSame( trim( self::story( 10000 ) ), $this->stored_story( 'fundraisers', $felix ), 'the limit itself is accepted' );

		$team   = $this->team_id( 'Blue Wave Runners' );
		$before = $this->stored_story( 'teams', $team );
		$answer = $this->write( $this->sign_in( 'captain@example.com' ), '/update-team', array( 'campaign_id' => $this->campaign_id(), 'team_id' => $team, 'name' => 'Blue Wave Runners', 'goal' => '2500', 'access' => 'public', 'story' => str_repeat( 'B', 2000000 ) ) );
		$this->assertSame( 400, $answer->status );
		$this->assertArrayHasKey( 'story', $answer->json()['data']['params'] );
		$this->assertSame( $before, $this->stored_story( 'teams', $team ) );
	}

	public function test_long_stories_keep_the_admin_moderation_list_small(): void {
		global $wpdb;
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE campaign_id = %d ORDER BY id LIMIT 10', $this->campaign_id() ) ) );
		$this->assertCount( 10, $ids );
		foreach ( $ids as $id ) {
			$wpdb->update( Schema::table( 'fundraisers' ), array( 'story' => self::story( 10000 ) ), array( 'id' => $id ) );
		}
		// A story stored before the limit existed, far longer.
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'story' => str_repeat( 'C', 3000000 ) ), array( 'id' => $ids[0] ) );

		$admin   = $this->sign_in( 'admin' );
		$headers = array( 'X-WP-Nonce' => $this->nonce_for( $admin ) );
		$list    = $this->http( 'GET', $this->rest( '/admin/campaigns/' . $this->campaign_id() . '/fundraisers' ), array( 'cookies' => $admin, 'headers' => $headers, 'query' => array( 'per_page' => 20 ) ) );
		$this->assertSame( 200, $list->status );
		$this->assertLessThan( 40000, strlen( $list->body ), 'twenty rows with excerpts, not ten whole stories' );
		foreach ( $list->json()['data'] as $row ) {
			$this->assertArrayNotHasKey( 'story', $row );
			$this->assertLessThanOrEqual( 201, mb_strlen( $row['story_excerpt'] ) );
		}

		$detail = $this->http( 'GET', $this->rest( '/admin/fundraisers/' . $ids[1] ), array( 'cookies' => $admin, 'headers' => $headers ) );
		$this->assertSame( 200, $detail->status );
		$this->assertSame( self::story( 10000 ), $detail->json()['data']['story'] );
		$this->assertSame( 401, $this->http( 'GET', $this->rest( '/admin/fundraisers/' . $ids[1] ) )->status, 'the detail is for administrators' );
	}
}
