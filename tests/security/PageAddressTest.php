<?php
/**
 * Issue 28: fundraisers' own page addresses, attacked over real HTTP (decision 0090).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;

final class PageAddressTest extends HttpTestCase {

	/**
	 * A POST /update-fundraiser-page of a signed-in fundraiser, for http() or concurrently().
	 *
	 * @param array<string, string> $session Cookies.
	 * @param array<string, mixed>  $json    Body.
	 */
	private function page_update( array $session, array $json ): array {
		return array(
			'POST',
			$this->rest( '/update-fundraiser-page' ),
			array(
				'cookies' => $session,
				'headers' => array( 'X-WP-Nonce' => $this->nonce_for( $session ) ),
				'json'    => $json + array( 'campaignId' => $this->campaign_id() ),
			),
		);
	}

	public function test_two_fundraisers_asking_for_one_address_at_once_one_gets_it(): void {
		$felix    = $this->sign_in( 'fundraiser@example.com' );
		$carla    = $this->sign_in( 'captain@example.com' );
		$requests = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$requests[] = $this->page_update( $felix, array( 'name' => 'Felix Brandt', 'page_address' => 'marathon' ) );
			$requests[] = $this->page_update( $carla, array( 'name' => 'Carla Mendes', 'page_address' => 'marathon' ) );
		}
		$responses = $this->concurrently( $requests );
		$bodies    = implode( "\n", array_map( static fn ( HttpResponse $r ): string => $r->body, $responses ) );

		// Each person's requests all answer alike (the winner may ask again for what is theirs).
		$felix_statuses = array_unique( array( $responses[0]->status, $responses[2]->status, $responses[4]->status ) );
		$carla_statuses = array_unique( array( $responses[1]->status, $responses[3]->status, $responses[5]->status ) );
		$this->assertCount( 1, $felix_statuses, $bodies );
		$this->assertCount( 1, $carla_statuses, $bodies );
		$statuses = array( $felix_statuses[0], $carla_statuses[0] );
		sort( $statuses );
		$this->assertSame( array( 200, 400 ), $statuses, $bodies );
		foreach ( $responses as $response ) {
			if ( 400 === $response->status ) {
				$this->assertSame( 'This address is already taken. Please choose another one.', $response->message() );
			}
		}

		global $wpdb;
		$this->fresh();
		$winner = 200 === $felix_statuses[0] ? $this->fundraiser_id( 'fundraiser' ) : $this->fundraiser_id( 'captain' );
		$owners = $wpdb->get_col( $wpdb->prepare( 'SELECT fundraiser_id FROM %i WHERE address = %s', Schema::table( 'page_addresses' ), 'marathon' ) );
		$this->assertSame( array( (string) $winner ), $owners );
		$this->assertSame( 1, $this->count_where( 'fundraisers', 'page_address = %s', 'marathon' ), 'one page at the address' );
		$this->assertSame( 1, $this->count_where( 'fundraisers', 'page_address = %s AND id = %d', 'marathon', $winner ) );
	}

	public function test_an_old_address_cannot_be_taken_over_and_still_leads_to_its_page(): void {
		$felix = $this->sign_in( 'fundraiser@example.com' );
		$this->assertSame( 200, $this->http( ...$this->page_update( $felix, array( 'name' => 'Felix Brandt', 'page_address' => 'felix-famous' ) ) )->status );
		$this->assertSame( 200, $this->http( ...$this->page_update( $felix, array( 'name' => 'Felix Brandt', 'page_address' => 'felix-runs' ) ) )->status );

		// Someone hopes to catch the visitors of the well-known old address.
		$carla  = $this->sign_in( 'captain@example.com' );
		$squat  = $this->http( ...$this->page_update( $carla, array( 'name' => 'Carla Mendes', 'page_address' => 'felix-famous' ) ) );
		$this->assertSame( 400, $squat->status, $squat->body );
		$this->assertSame( 'This address is already taken. Please choose another one.', $squat->message() );

		$old = $this->http( 'GET', $this->campaign_path( 'felix-famous/' ) );
		$this->assertSame( 301, $old->status );
		$this->assertStringEndsWith( $this->campaign_path( 'felix-runs/' ), (string) $old->header( 'location' ) );
		$this->assertStringContainsString( 'no-store', (string) $old->header( 'cache-control' ), 'never kept by a browser: the page may move again' );

		$page = $this->http( 'GET', $this->campaign_path( 'felix-runs/' ) );
		$this->assertSame( 200, $page->status );
		$this->assertSame( 'Felix Brandt', $this->boot( $page )['data']['fundraiser']['fundraiser_name'] );
	}
}
