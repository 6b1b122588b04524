<?php
/**
 * Issue 28: a participant type's capacity holds when many people take its last places at once.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\RegistrationOptionsRepository;
use P2PFundraising\Database\Schema;

final class RegistrationCapacityRaceTest extends HttpTestCase {

	public function test_twenty_simultaneous_sign_ups_fill_a_capacity_of_five_exactly(): void {
		$campaign = $this->campaign_id();
		$types    = new RegistrationOptionsRepository();
		$type_id  = $types->insert_type(
			$campaign,
			array(
				'name'     => 'Race capacity',
				'capacity' => 5,
			)
		);

		// Twenty signed-in people without a fundraiser (the per-address registration limit is
		// about new accounts; these each have one).
		$requests = array();
		for ( $i = 1; $i <= 20; ++$i ) {
			$email = "racer{$i}@example.net";
			wp_insert_user(
				array(
					'user_login' => "racer{$i}",
					'user_email' => $email,
					'user_pass'  => self::PASSWORD,
					'role'       => 'subscriber',
				)
			);
			$session    = $this->sign_in( $email );
			$requests[] = array(
				'POST',
				$this->rest( '/create-fundraiser-profile' ),
				array(
					'cookies' => $session,
					'headers' => array(
						'Origin'     => $this->origin(),
						'X-WP-Nonce' => $this->nonce_for( $session ),
					),
					'json'    => array(
						'campaign_id'       => $campaign,
						'firstName'         => 'Racer',
						'lastName'          => (string) $i,
						'registration_type' => $type_id,
					),
				),
			);
		}

		$responses = $this->concurrently( $requests );

		$ok      = array_filter( $responses, static fn ( HttpResponse $r ): bool => 200 === $r->status );
		$refused = array_filter( $responses, static fn ( HttpResponse $r ): bool => 200 !== $r->status );
		$bodies  = implode( "\n", array_map( static fn ( HttpResponse $r ): string => $r->status . ' ' . $r->body, $responses ) );
		$this->assertCount( 5, $ok, $bodies );
		foreach ( $refused as $response ) {
			// Refused before the write (the type already showed as sold out) or by the conditional UPDATE.
			$this->assertContains( $response->status, array( 400, 409 ), $bodies );
			$this->assertContains( $response->code(), array( 'rest_invalid_param', 'p2p_registration_type_unavailable' ), $bodies );
		}

		$this->fresh();
		$this->assertSame( 5, $types->find_type( $type_id )['registered'] );
		$this->assertSame( 5, $this->count_where( 'registrations', 'type_id = %d', $type_id ) );
		global $wpdb;
		$fundraisers = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i f INNER JOIN %i r ON r.fundraiser_id = f.id WHERE r.type_id = %d', Schema::table( 'fundraisers' ), Schema::table( 'registrations' ), $type_id ) );
		$this->assertSame( 5, $fundraisers, 'every place is one fundraiser, no fundraiser without its place' );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM %i f INNER JOIN {$wpdb->users} u ON u.ID = f.user_id LEFT JOIN %i r ON r.fundraiser_id = f.id WHERE u.user_login LIKE %s AND r.id IS NULL", Schema::table( 'fundraisers' ), Schema::table( 'registrations' ), 'racer%' ) ), 'a refused sign-up leaves no fundraiser behind' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core's users table.
	}
}
