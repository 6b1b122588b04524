<?php
/**
 * POST /raise-goal.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;

final class GoalEndpointsTest extends WriteTestCase {

	private function raise( $goal ): array {
		return $this->post( '/raise-goal', array( 'campaignId' => $this->campaign_id(), 'goal' => $goal ) );
	}

	public function test_permissions_and_validation(): void {
		$this->assertError( 401, $this->raise( 2000 ), 'p2p_not_logged_in' );
		$this->actingAs( 'user' );
		$this->assertError( 404, $this->raise( 2000 ), 'p2p_fundraiser_not_found' );
		$this->actingAs( 'fundraiser' );
		$this->assertSame( 'Enter a goal higher than your current goal of $1,000.', $this->field_errors( $this->raise( 1000 ) )['goal'] );
		$this->assertError( 400, $this->raise( -5 ), 'rest_invalid_param' );
		$this->assertError( 400, $this->raise( 'lots' ), 'rest_invalid_param' );
		list( $status ) = $this->post( '/raise-goal', array( 'campaignId' => $this->campaign_id(), 'goal' => 2000 ), array(), '' );
		$this->assertSame( 403, $status );
	}

	public function test_raises_only_ones_own_goal(): void {
		$this->actingAs( 'fundraiser' );
		$body = $this->assertOk( $this->raise( 1500 ) );
		$this->assertSame( 1500, $body['goal'] );
		$this->assertSame( 'Your new goal is $1,500. Keep going!', $body['message'] );
		$this->assertSame( 1500.0, ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) )['goal'] );
		$this->assertSame( 500.0, (float) ( new FundraiserRepository() )->find( $this->fundraiser_id( 'captain' ) )['goal'] );
	}
}
