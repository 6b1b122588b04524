<?php
/**
 * Badges on fundraiser cards, pages and leaderboards.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Engagement\Badges;
use P2PFundraising\Rest\Schemas;

final class BadgesTest extends PluginTestCase {

	private function badges_of( string $login ): array {
		$data = $this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $this->fundraiser_id( $login ) ) ) )['data'];
		return array_column( $data['badges'], 'id' );
	}

	public function test_earned_from_the_stored_totals(): void {
		global $wpdb;
		// Carla: captain of Blue Wave Runners, $320 of $500; Felix: no team, $355 of $1,000.
		$this->assertSame( array( Badges::FIRST_DONATION, Badges::HALFWAY, Badges::TOP_TEN, Badges::CAPTAIN ), $this->badges_of( 'captain' ) );
		$this->assertSame( array( Badges::FIRST_DONATION, Badges::TOP_TEN ), $this->badges_of( 'fundraiser' ) );

		$wpdb->update( Schema::table( 'fundraisers' ), array( 'raised_amount' => 500 ), array( 'id' => $this->fundraiser_id( 'fundraiser' ) ) );
		Badges::forget();
		$this->assertContains( Badges::HALFWAY, $this->badges_of( 'fundraiser' ) );
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'raised_amount' => 1000 ), array( 'id' => $this->fundraiser_id( 'fundraiser' ) ) );
		Badges::forget();
		$badges = $this->badges_of( 'fundraiser' );
		$this->assertContains( Badges::GOAL_REACHED, $badges );
		$this->assertNotContains( Badges::HALFWAY, $badges, 'the goal replaces halfway' );
	}

	public function test_a_new_captain_has_the_badge_at_once_in_the_same_request(): void {
		$this->assertContains( Badges::CAPTAIN, $this->badges_of( 'captain' ) );
		$this->assertNotContains( Badges::CAPTAIN, $this->badges_of( 'maya' ) );
		( new \P2PFundraising\Database\TeamRepository() )->update( $this->team_id( 'Blue Wave Runners' ), array( 'captain_user_id' => get_user_by( 'login', 'maya' )->ID ) );
		$this->assertContains( Badges::CAPTAIN, $this->badges_of( 'maya' ), 'the team write set a new stamp: no stale captains' );
		$this->assertNotContains( Badges::CAPTAIN, $this->badges_of( 'captain' ) );
	}

	public function test_top_ten_is_the_ten_highest_totals(): void {
		$rows = ( new FundraiserRepository() )->search( $this->campaign_id(), '', 1, 50 )['rows'];
		$this->assertGreaterThan( 10, count( $rows ) );
		$page = $this->assertOk( $this->get( '/get-campaign-fundraisers-search', array( 'campaign_id' => $this->campaign_id(), 'per_page' => 50 ) ) );
		foreach ( $page['data'] as $rank => $item ) {
			$has = in_array( Badges::TOP_TEN, array_column( $item['badges'], 'id' ), true );
			$this->assertSame( $rank < 10 && $item['amount'] > 0 || ( $has && $item['amount'] === $page['data'][9]['amount'] ), $has, $item['name'] );
		}
	}

	public function test_every_badge_has_an_accessible_name_and_the_set_is_filterable(): void {
		$data = $this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $this->fundraiser_id( 'captain' ) ) ) )['data'];
		$this->assertSame( 'Team captain', $data['badges'][3]['label'] );
		$filter = static function ( array $badges ): array {
			$badges[] = array( 'id' => 'early_bird', 'label' => 'Early bird' );
			return array_values( array_filter( $badges, static function ( array $badge ): bool {
				return Badges::TOP_TEN !== $badge['id'];
			} ) );
		};
		add_filter( 'p2p_fundraising_badges', $filter );
		try {
			$this->assertSame( array( Badges::FIRST_DONATION, Badges::HALFWAY, Badges::CAPTAIN, 'early_bird' ), $this->badges_of( 'captain' ) );
		} finally {
			remove_filter( 'p2p_fundraising_badges', $filter );
		}
	}

	public function test_a_filter_cannot_put_keys_outside_the_schema_into_a_badge(): void {
		$filter = static function ( array $badges ): array {
			$badges[] = array( 'id' => 'vip', 'label' => 'VIP', 'icon' => 'star', 'secret' => 'x' );
			$badges[] = array( 'label' => 'No id' );
			$badges[] = 'not a badge';
			return $badges;
		};
		add_filter( 'p2p_fundraising_badges', $filter );
		try {
			$data = $this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $this->fundraiser_id( 'captain' ) ) ) )['data'];
		} finally {
			remove_filter( 'p2p_fundraising_badges', $filter );
		}
		$this->assertSame(
			array(
				'id'    => 'vip',
				'label' => 'VIP',
			),
			end( $data['badges'] )
		);
		$this->assertFitsShape( Schemas::fundraiser(), $data );
	}
}
