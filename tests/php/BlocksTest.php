<?php
/**
 * The three blocks and their shortcodes: registered, rendered from the stored figures, escaped,
 * and silent about what a visitor may not see.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\ReadModel;
use P2PFundraising\Settings;
use WP_Block_Type_Registry;

final class BlocksTest extends PluginTestCase {

	private function campaign(): array {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::table( 'campaigns' ) . ' WHERE id = %d', $this->campaign_id() ), ARRAY_A );
	}

	private function block( string $name, array $attributes ): string {
		return do_blocks( sprintf( '<!-- wp:p2p-fundraising/%s %s/-->', $name, array() === $attributes ? '' : wp_json_encode( $attributes ) . ' ' ) );
	}

	private function text( string $html ): string {
		return trim( preg_replace( '/\s+/', ' ', html_entity_decode( wp_strip_all_tags( $html ) ) ) );
	}

	public function test_the_three_blocks_are_registered_with_a_server_render_and_the_editor_script(): void {
		foreach ( array( 'campaign-progress', 'leaderboard', 'donate-button' ) as $name ) {
			$type = WP_Block_Type_Registry::get_instance()->get_registered( 'p2p-fundraising/' . $name );
			$this->assertNotNull( $type, $name );
			$this->assertTrue( $type->is_dynamic(), $name );
			$this->assertContains( 'p2p-fundraising-blocks-editor', $type->editor_script_handles, $name );
			$this->assertContains( 'p2p-fundraising-blocks', $type->style_handles, $name );
			$this->assertArrayHasKey( 'campaignId', $type->attributes );
		}
		foreach ( array( 'p2p_campaign_progress', 'p2p_leaderboard', 'p2p_donate_button' ) as $tag ) {
			$this->assertTrue( shortcode_exists( $tag ), $tag );
		}
	}

	public function test_progress_shows_the_stored_raised_goal_percentage_and_donors(): void {
		$campaign = $this->campaign();
		$html     = $this->block( 'campaign-progress', array( 'campaignId' => (int) $campaign['id'] ) );
		$text     = $this->text( $html );

		$this->assertStringContainsString( $campaign['title'], $text );
		$this->assertStringContainsString( Settings::format_money( (float) $campaign['raised_amount'] ) . ' raised', $text );
		$this->assertStringContainsString( 'of ' . Settings::format_money( (float) $campaign['goal'] ) . ' goal', $text );
		$this->assertStringContainsString( number_format_i18n( (int) $campaign['donors_count'] ) . ' donors', $text );
		$percent = (int) min( 100, floor( $campaign['raised_amount'] / $campaign['goal'] * 100 ) );
		$this->assertStringContainsString( 'aria-valuenow="' . $percent . '"', $html );
		$this->assertStringContainsString( 'wp-block-p2p-fundraising-campaign-progress', $html );
	}

	public function test_a_shortcode_prints_the_same_figures_as_its_block_by_address_or_id(): void {
		$id    = $this->campaign_id();
		$block = $this->text( $this->block( 'campaign-progress', array( 'campaignId' => $id ) ) );
		$this->assertSame( $block, $this->text( do_shortcode( '[p2p_campaign_progress campaign="' . DemoData::CAMPAIGN_SLUG . '"]' ) ) );
		$this->assertSame( $block, $this->text( do_shortcode( '[p2p_campaign_progress campaign="' . $id . '"]' ) ) );
	}

	public function test_figures_follow_a_new_donation(): void {
		$id     = $this->campaign_id();
		$before = $this->campaign();
		( new DonationService() )->record(
			array(
				'campaign_id'  => $id,
				'donor_name'   => 'Block Reader',
				'donor_email'  => 'block.reader@example.net',
				'is_anonymous' => false,
				'amount'       => 123,
				'mode'         => Settings::PAYMENT_MODE_TEST,
			)
		);
		$text = $this->text( $this->block( 'campaign-progress', array( 'campaignId' => $id ) ) );
		$this->assertStringContainsString( Settings::format_money( (float) $before['raised_amount'] + 123 ) . ' raised', $text );
		$this->assertStringContainsString( number_format_i18n( (int) $before['donors_count'] + 1 ) . ' donors', $text );
	}

	public function test_leaderboards_list_the_first_places_in_order_with_links(): void {
		$campaign = ( new \P2PFundraising\Database\CampaignRepository() )->find( $this->campaign_id() );
		foreach ( array( 'fundraisers', 'teams' ) as $kind ) {
			$expected = 'teams' === $kind
				? ( new ReadModel() )->teams_page( $campaign, '', true, 1, 3 )['data']
				: ( new ReadModel() )->fundraisers_page( $campaign, '', 1, 3 )['data'];
			$this->assertCount( 3, $expected, 'the demo has at least three of each' );

			$html = $this->block( 'leaderboard', array( 'campaignId' => $campaign['id'], 'kind' => $kind, 'count' => 3 ) );
			preg_match_all( '#<li class="p2p-leaderboard__item"><a href="([^"]+)">([^<]+)</a>#', $html, $items );
			$this->assertSame( array_column( $expected, 'url' ), $items[1], $kind );
			$this->assertSame( array_map( 'esc_html', array_column( $expected, 'name' ) ), $items[2], $kind );
			$this->assertStringContainsString( 'teams' === $kind ? 'View All Teams' : 'View All Fundraisers', $html );
		}
	}

	public function test_leaderboard_count_is_kept_between_one_and_twenty(): void {
		$id   = $this->campaign_id();
		$html = do_shortcode( '[p2p_leaderboard campaign="' . $id . '" type="fundraisers" count="500"]' );
		$this->assertSame( min( 20, $this->approved_count( 'fundraisers', $id ) ), substr_count( $html, '<li ' ) );
		$this->assertSame( 1, substr_count( do_shortcode( '[p2p_leaderboard campaign="' . $id . '" count="-4"]' ), '<li ' ) );
	}

	public function test_donate_buttons_lead_to_the_donate_pages_of_the_campaign_team_and_fundraiser(): void {
		$id         = $this->campaign_id();
		$team       = $this->team_id( 'Blue Wave Runners' );
		$fundraiser = $this->fundraiser_id( 'captain' );
		$base       = home_url( '/campaigns/' . DemoData::CAMPAIGN_SLUG . '/' );

		$this->assertStringContainsString( 'href="' . $base . 'donate/">Donate Now</a>', $this->block( 'donate-button', array( 'campaignId' => $id ) ) );
		$this->assertStringContainsString( 'href="' . $base . 'team/' . $team . '/donate/">Donate to Blue Wave Runners</a>', $this->block( 'donate-button', array( 'campaignId' => $id, 'teamId' => $team ) ) );
		$this->assertStringContainsString( 'href="' . $base . 'fundraiser/' . $fundraiser . '/donate/">Give now</a>', do_shortcode( '[p2p_donate_button campaign="demo" fundraiser="' . $fundraiser . '" label="Give now"]' ) );
	}

	public function test_visitors_see_nothing_for_drafts_unknown_campaigns_or_foreign_teams_and_editors_are_told_why(): void {
		$draft = $this->campaign_id( DemoData::DRAFT_SLUG );
		$team  = $this->team_id( 'Blue Wave Runners' );
		$cases = array(
			array( 'campaign-progress', array( 'campaignId' => $draft ) ),
			array( 'campaign-progress', array( 'campaignId' => 999999 ) ),
			array( 'campaign-progress', array() ),
			array( 'leaderboard', array( 'campaignId' => $draft ) ),
			array( 'donate-button', array( 'campaignId' => $draft, 'teamId' => $team ) ),
		);
		foreach ( $cases as list( $name, $attributes ) ) {
			$this->assertSame( '', trim( $this->block( $name, $attributes ) ), $name . wp_json_encode( $attributes ) );
		}

		$this->actingAs( 'admin' );
		$this->assertStringContainsString( 'p2p-block-notice', $this->block( 'campaign-progress', array( 'campaignId' => 999999 ) ) );
		$this->assertStringContainsString( 'p2p-block-notice', $this->block( 'donate-button', array( 'campaignId' => $this->campaign_id(), 'teamId' => 999999 ) ) );
	}

	public function test_suspended_teams_get_no_button(): void {
		global $wpdb;
		$team = $this->team_id( 'Blue Wave Runners' );
		$wpdb->update( Schema::table( 'teams' ), array( 'status' => 'suspended' ), array( 'id' => $team ) );
		$this->assertSame( '', trim( $this->block( 'donate-button', array( 'campaignId' => $this->campaign_id(), 'teamId' => $team ) ) ) );
	}

	public function test_a_contributors_block_and_shortcode_attributes_render_as_text(): void {
		// A contributor has no unfiltered_html: what they save goes through kses, and what our
		// blocks and shortcodes print from their attributes must be escaped all the same.
		$contributor = wp_insert_user(
			array(
				'user_login' => 'block-contributor',
				'user_email' => 'block-contributor@example.com',
				'user_pass'  => wp_generate_password(),
				'role'       => 'contributor',
			)
		);
		$this->assertIsInt( $contributor );
		$this->actingAs( $contributor );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		kses_init();
		// <b> passes kses, so only our escaping keeps it from being markup.
		$hostile = '"><b>bold</b><img src=x onerror=alert(1)><script>alert(2)</script>';
		$content = sprintf( '<!-- wp:p2p-fundraising/donate-button %s /-->', wp_json_encode( array( 'campaignId' => $this->campaign_id(), 'label' => $hostile ) ) )
			. "\n" . '[p2p_donate_button campaign="demo" label=\'' . $hostile . '\']'
			. "\n" . '[p2p_leaderboard campaign="demo" kind="teams\' onmouseover=\'alert(3)" count="5"]';
		$post = wp_insert_post(
			array(
				'post_author'  => $contributor,
				'post_title'   => 'Contributor post',
				'post_content' => $content,
				'post_status'  => 'pending',
			),
			true
		);
		$this->assertIsInt( $post );
		$html = apply_filters( 'the_content', get_post( $post )->post_content );
		foreach ( array( '<b>', '<img', '<script', 'onerror=', 'onmouseover=' ) as $live ) {
			$this->assertStringNotContainsString( $live, $html, $live );
		}
		$this->assertStringContainsString( 'p2p', $html, 'the blocks still render' );
		kses_remove_filters();
	}

	public function test_names_are_escaped(): void {
		global $wpdb;
		$hostile = '<img src=x onerror=alert(1)>"&';
		$team    = $this->team_id( 'Blue Wave Runners' );
		$wpdb->update( Schema::table( 'campaigns' ), array( 'title' => $hostile ), array( 'id' => $this->campaign_id() ) );
		$wpdb->update( Schema::table( 'teams' ), array( 'name' => $hostile ), array( 'id' => $team ) );

		$html = $this->block( 'campaign-progress', array( 'campaignId' => $this->campaign_id() ) )
			. $this->block( 'leaderboard', array( 'campaignId' => $this->campaign_id(), 'kind' => 'teams', 'count' => 20 ) )
			. do_shortcode( '[p2p_donate_button campaign="demo" team="' . $team . '" label="<b>x</b>"]' );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;', $html );
	}
}
