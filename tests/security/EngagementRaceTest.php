<?php
/**
 * Issue 13 over real HTTP: donations that cross 50 % of a goal at the same moment announce each
 * milestone at most once, and simultaneous thank-you clicks send one e-mail.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Frontend\Urls;

final class EngagementRaceTest extends HttpTestCase {

	use DonatesThroughForm;
	use WritesAs;

	public function test_donations_crossing_milestones_at_once_announce_each_at_most_once(): void {
		global $wpdb;
		$felix = $this->fundraiser_id( 'fundraiser' ); // $355 of $1,000.
		$path  = $this->path_of( Urls::donation_form( $this->campaign_id(), 0, $felix ) );
		$form  = $this->http( 'GET', $path );
		$this->assertSame( 1, preg_match( '/name="' . preg_quote( DonationForm::NONCE_FIELD, '/' ) . '" value="([^"]+)"/', $form->body, $match ) );
		$requests = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$requests[] = array(
				'POST',
				$path,
				array(
					'form' => array(
						DonationForm::NONCE_FIELD => $match[1],
						'amount_custom'           => '200',
						'first_name'              => 'Race',
						'last_name'               => 'Donor',
						'email'                   => "milestone{$i}@example.net",
					),
				),
			);
		}
		foreach ( $this->concurrently( $requests ) as $response ) {
			$this->assertSame( 303, $response->status, $response->body );
		}
		$this->fresh();

		// $355 + 8 × $200 = $1,955: 50, 75 and 100 % were crossed by requests running together.
		$reached = $wpdb->get_col( $wpdb->prepare( 'SELECT milestone FROM ' . Schema::table( 'milestones' ) . ' WHERE fundraiser_id = %d ORDER BY milestone', $felix ) );
		$this->assertSame( array( '100', '25', '50', '75' ), $reached );
		$announced = array_map(
			static function ( string $payload ): int {
				return (int) json_decode( $payload, true )['milestone'];
			},
			$wpdb->get_col( $wpdb->prepare( 'SELECT payload FROM ' . Schema::table( 'mail_queue' ) . " WHERE kind = 'milestone' AND fundraiser_id = %d", $felix ) )
		);
		$this->assertSame( $announced, array_values( array_unique( $announced ) ), 'no milestone is announced twice' );
		$this->assertContains( 100, $announced, 'the highest one is announced' );
		$this->assertSame( 8, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'mail_queue' ) . " WHERE kind = 'donation_received' AND fundraiser_id = %d", $felix ) ) );
	}

	public function test_simultaneous_thank_yous_send_one_e_mail(): void {
		global $wpdb;
		$donation = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . " WHERE fundraiser_id = %d AND donor_name = 'Lucia Romero'", $this->fundraiser_id( 'fundraiser' ) ) );
		$wpdb->update( Schema::table( 'donations' ), array( 'mode' => 'offline' ), array( 'id' => $donation ) ); // A real gift: test-mode ones are never mailed.
		$session  = $this->sign_in( 'fundraiser' );
		$nonce    = $this->nonce_for( $session );
		$offset   = $this->mail_offset();
		$request  = array(
			'POST',
			$this->rest( '/thank-donor' ),
			array(
				'cookies' => $session,
				'headers' => array(
					'X-WP-Nonce' => $nonce,
					'Origin'     => $this->origin(),
				),
				'form'    => array(
					'campaignId'  => $this->campaign_id(),
					'donation_id' => $donation,
					'message'     => 'Thank you!',
				),
			),
		);
		$statuses = array_map(
			static function ( HttpResponse $response ): int {
				return $response->status;
			},
			$this->concurrently( array_fill( 0, 6, $request ) )
		);
		sort( $statuses );
		$this->assertSame( array( 200, 409, 409, 409, 409, 409 ), $statuses );
		$sent = array_filter(
			$this->mails_since( $offset ),
			static function ( array $mail ): bool {
				return 'lucia.romero@example.org' === $mail['to'];
			}
		);
		$this->assertCount( 1, $sent );
	}
}
