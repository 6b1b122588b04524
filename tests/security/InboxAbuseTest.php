<?php
/**
 * Issue 23 over real HTTP: donor labels, inboxes and consent under a second attacker (attacks 3, 4,
 * 6 and 9). Each test sends the attack as the issue describes it and asserts it now fails, with
 * the right status, and that nothing else changed.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Settings;

final class InboxAbuseTest extends HttpTestCase {

	use DonatesThroughForm;
	use WritesAs;

	/** Gives through the real form: first and last name, address, amount, whether updates are wanted. */
	private function give( string $path, string $first, string $last, string $email, string $amount, bool $updates = false ): HttpResponse {
		$form = $this->http( 'GET', $path );
		$this->assertSame( 1, preg_match( '/name="' . preg_quote( DonationForm::NONCE_FIELD, '/' ) . '" value="([^"]+)"/', $form->body, $match ), 'the form has its nonce' );
		$fields = array(
			DonationForm::NONCE_FIELD => $match[1],
			'amount_custom'           => $amount,
			'first_name'              => $first,
			'last_name'               => $last,
			'email'                   => $email,
		);
		if ( $updates ) {
			$fields['updates'] = '1';
		}
		return $this->http( 'POST', $path, array( 'form' => $fields ) );
	}

	/** The campaign's top donors as the public API lists them: name => amount. */
	private function top_donors(): array {
		$response = $this->http( 'GET', $this->rest( '/get-campaign-top-donors' ), array( 'query' => array( 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( 200, $response->status, $response->body );
		$list = array();
		foreach ( $response->json()['data'] as $donor ) {
			$list[] = $donor['name'] . ' ' . $donor['amount'];
		}
		return $list;
	}

	/** Ids of the donations made with an address. */
	private function donations_of( string $email ): array {
		global $wpdb;
		$this->fresh();
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . ' WHERE donor_email = %s ORDER BY id', $email ) ) );
	}

	/** The mails of the log since $offset sent to $to. */
	private function mails_to( int $offset, string $to ): array {
		return array_values(
			array_filter(
				$this->mails_since( $offset ),
				static function ( array $mail ) use ( $to ): bool {
					return $to === $mail['to'];
				}
			)
		);
	}

	public function test_a_gift_that_reuses_a_listed_donors_address_neither_relabels_nor_confirms_it(): void {
		$before = $this->top_donors();
		$amara  = array_values( preg_grep( '/^Amara Obi /', $before ) );
		$this->assertCount( 1, $amara, 'Amara Obi is a listed top donor' );
		$path = $this->path_of( Urls::donation_form( $this->campaign_id() ) );

		// Her address, any other name: her line stays hers, the gift is a line of its own.
		$this->assertSame( 303, $this->give( $path, 'Hijacked', 'Label', 'amara.obi@example.org', '1' )->status );
		// A guessed address that is nobody's: exactly the same outcome, so the list confirms nothing.
		$this->assertSame( 303, $this->give( $path, 'Hijacked', 'Label', 'nobody.listed@example.net', '1' )->status );

		$after = $this->top_donors();
		$this->assertContains( $amara[0], $after, 'her name and total are unchanged' );
		$this->assertSame( array(), preg_grep( '/^Hijacked Label (?!1(\.0+)?$)/', $after ), 'no line of "Hijacked Label" holds more than its own $1' );
		$this->assertSame( array_values( array_diff( $before, $after ) ), array(), 'no earlier line changed' );
	}

	public function test_thank_all_writes_once_per_address_and_never_for_test_gifts_and_the_form_is_rate_limited(): void {
		global $wpdb;
		$victim = 'inbox.victim@example.net';
		$path   = $this->path_of( Urls::donation_form( $this->campaign_id(), 0, $this->fundraiser_id( 'fundraiser' ) ) );

		// The attacker makes gifts with the victim's address: the sixth within an hour is refused.
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 303, $this->give( $path, 'Victim', 'Donor', $victim, '1' )->status );
		}
		$refused = $this->give( $path, 'Victim', 'Donor', $victim, '1' );
		$this->assertSame( 429, $refused->status );
		$this->assertStringContainsString( 'Please try again in', $refused->body );
		$this->assertStringContainsString( 'value="' . $victim . '"', $refused->body, 'the form keeps what was typed' );
		$this->assertCount( 5, $this->donations_of( $victim ), 'nothing was recorded for the refused one' );

		// "Thank all" over test-mode gifts: marked, no e-mail at all.
		$session = $this->sign_in( 'fundraiser@example.com' );
		$offset  = $this->mail_offset();
		$answer  = $this->write( $session, '/thank-all-donors', array( 'campaignId' => $this->campaign_id(), 'message' => 'Thank you {donor_name}!' ) );
		$this->assertSame( 200, $answer->status, $answer->body );
		$this->assertSame( 0, $answer->json()['sent'] );
		$this->assertSame( array(), $this->mails_to( $offset, $victim ) );

		// The same gifts as real money (offline pledges), not thanked yet: one e-mail to the address.
		$ids = $this->donations_of( $victim );
		$wpdb->query( 'UPDATE ' . Schema::table( 'donations' ) . " SET mode = 'offline', thanked_at = NULL WHERE id IN (" . implode( ',', $ids ) . ')' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- integers.
		$offset = $this->mail_offset();
		$answer = $this->write( $session, '/thank-all-donors', array( 'campaignId' => $this->campaign_id(), 'message' => 'Thank you {donor_name}!' ) );
		$this->assertSame( 200, $answer->status, $answer->body );
		$mails = $this->mails_to( $offset, $victim );
		$this->assertCount( 1, $mails, 'one e-mail per address, however many gifts' );
		$this->fresh();
		$this->assertSame( 0, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( 'donations' ) . ' WHERE thanked_at IS NULL AND id IN (' . implode( ',', $ids ) . ')' ), 'every gift of the address counts as thanked' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- integers.

		// It carries a working unsubscribe link (and the one-click header).
		$this->assertSame( 1, preg_match( '#(http\S+p2p_unsubscribe=\S+)#', $mails[0]['message'], $link ) );
		$this->assertContains( 'List-Unsubscribe: <' . $link[1] . '>', $mails[0]['headers'] );
		$leave = $this->path_of( $link[1] );
		$this->assertSame( 200, $this->http( 'GET', $leave )->status, 'opening the link only asks' );
		$this->assertSame( 200, $this->http( 'POST', $leave )->status );
		$this->assertSame( 400, $this->http( 'POST', preg_replace( '/\.[a-f0-9]+$/', '.0000', $leave ) )->status, 'a forged link is refused' );

		// After it, no fundraiser can write to the address.
		$donation = ( new DonationService() )->record(
			array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ),
				'donor_name'    => 'Victim Donor',
				'donor_email'   => $victim,
				'amount'        => 5,
				'mode'          => Settings::PAYMENT_MODE_TEST,
			)
		);
		$wpdb->update( Schema::table( 'donations' ), array( 'mode' => 'offline' ), array( 'id' => $donation ) );
		$offset = $this->mail_offset();
		$answer = $this->write( $session, '/thank-donor', array( 'campaignId' => $this->campaign_id(), 'donation_id' => $donation, 'message' => 'Hello again' ) );
		$this->assertSame( 403, $answer->status );
		$this->assertSame( 'p2p_cannot_thank', $answer->json()['code'] );
		$this->assertSame( array(), $this->mails_to( $offset, $victim ) );
	}

	public function test_dedication_notices_to_one_address_are_limited_whoever_gives(): void {
		$victim = 'told.victim@example.net';
		$path   = $this->path_of( Urls::donation_form( $this->campaign_id(), 0, $this->fundraiser_id( 'fundraiser' ) ) );
		$gift   = function ( int $i ) use ( $path, $victim ): HttpResponse {
			$form = $this->http( 'GET', $path );
			$this->assertSame( 1, preg_match( '/name="' . preg_quote( DonationForm::NONCE_FIELD, '/' ) . '" value="([^"]+)"/', $form->body, $match ) );
			return $this->http(
				'POST',
				$path,
				array(
					'form' => array(
						DonationForm::NONCE_FIELD => $match[1],
						'amount_custom'           => '1',
						'first_name'              => 'Giver',
						'last_name'               => (string) $i,
						// A new donor address each time: the donor limit never applies.
						'email'                   => "giver{$i}@example.net",
						'message'                 => 'Words the attacker chose',
						'dedication_type'         => 'honour',
						'dedication_name'         => 'Someone',
						'notify_name'             => 'Victim',
						'notify_email'            => $victim,
					),
				)
			);
		};

		$offset = $this->mail_offset();
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( 303, $gift( $i )->status );
		}
		$refused = $gift( 3 );
		$this->assertSame( 429, $refused->status );
		$this->assertStringContainsString( 'This address was already told about several gifts today', $refused->body );
		$this->assertStringContainsString( 'value="' . $victim . '"', $refused->body, 'the form keeps what was typed' );
		$this->assertSame( array(), $this->donations_of( 'giver3@example.net' ), 'nothing was recorded for the refused one' );

		for ( $run = 0; $run < 5 && count( $this->mails_to( $offset, $victim ) ) < 3; $run++ ) {
			$this->http( 'GET', '/wp-cron.php' );
		}
		$this->assertCount( 3, $this->mails_to( $offset, $victim ), 'three notices a day at most' );
	}

	public function test_a_members_donor_never_receives_the_teams_updates(): void {
		global $wpdb;
		$liam  = $this->fundraiser_id( 'liam' );
		$donor = 'member.donor@example.net';
		$this->assertSame( 303, $this->give( $this->path_of( Urls::donation_form( $this->campaign_id(), 0, $liam ) ), 'Member', 'Donor', $donor, '20', true )->status );
		$donation = $this->donations_of( $donor )[0];
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT updates_opt_in FROM ' . Schema::table( 'donations' ) . ' WHERE id = %d', $donation ) ), 'they asked for updates from Liam' );
		$queued = function () use ( $wpdb, $donation ): int {
			$this->fresh();
			return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'mail_queue' ) . " WHERE kind = 'donor_update' AND payload LIKE %s", '%"donation_id":' . $donation . '}%' ) );
		};

		// The captain posts a team update with notify: not to Liam's donor.
		$captain = $this->sign_in( 'captain@example.com' );
		$posted  = $this->write( $captain, '/post-update', array( 'campaignId' => $this->campaign_id(), 'scope' => 'team', 'text' => 'Team news', 'notify' => '1' ) );
		$this->assertSame( 201, $posted->status, $posted->body );
		$this->assertSame( 0, $queued() );

		// Liam's own update reaches them: the consent they gave.
		$member = $this->sign_in( 'liam' );
		$posted = $this->write( $member, '/post-update', array( 'campaignId' => $this->campaign_id(), 'scope' => 'fundraiser', 'text' => 'My news', 'notify' => '1' ) );
		$this->assertSame( 201, $posted->status, $posted->body );
		$this->assertSame( 1, $queued() );
	}

	public function test_a_name_with_commas_adds_no_reply_to_address(): void {
		global $wpdb;
		$felix = $this->fundraiser_id( 'fundraiser' );
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'name' => 'Rhea, reply.hijack@evil.example,' ), array( 'id' => $felix ) );
		$donation = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . " WHERE fundraiser_id = %d AND donor_name = 'Lucia Romero'", $felix ) );
		$wpdb->update( Schema::table( 'donations' ), array( 'mode' => 'offline', 'thanked_at' => null ), array( 'id' => $donation ) );

		$offset = $this->mail_offset();
		$answer = $this->write( $this->sign_in( 'fundraiser@example.com' ), '/thank-donor', array( 'campaignId' => $this->campaign_id(), 'donation_id' => $donation, 'message' => 'Thanks!' ) );
		$this->assertSame( 200, $answer->status, $answer->body );
		$mails = $this->mails_to( $offset, 'lucia.romero@example.org' );
		$this->assertCount( 1, $mails );
		$reply_to = array_values( preg_grep( '/^Reply-To:/i', $mails[0]['headers'] ) );
		$this->assertCount( 1, $reply_to );
		// wp_mail() splits Reply-To on every comma: one piece is one address.
		$this->assertCount( 1, explode( ',', substr( $reply_to[0], strlen( 'Reply-To:' ) ) ), $reply_to[0] );
		$this->assertSame( 'Reply-To: "Rhea reply.hijack@evil.example" <fundraiser@example.com>', $reply_to[0] );

		// CR/LF in a name never makes a header of its own.
		$wpdb->update( Schema::table( 'fundraisers' ), array( 'name' => "Rhea\r\nBcc: bcc.hijack@evil.example\nX-Injected: 1" ), array( 'id' => $felix ) );
		$wpdb->update( Schema::table( 'donations' ), array( 'thanked_at' => null ), array( 'id' => $donation ) );
		$offset = $this->mail_offset();
		$answer = $this->write( $this->sign_in( 'fundraiser@example.com' ), '/thank-donor', array( 'campaignId' => $this->campaign_id(), 'donation_id' => $donation, 'message' => 'Thanks again!' ) );
		$this->assertSame( 200, $answer->status, $answer->body );
		$mails = $this->mails_to( $offset, 'lucia.romero@example.org' );
		$this->assertCount( 1, $mails );
		$this->assertSame( array(), preg_grep( '/^(Bcc|X-Injected):/i', $mails[0]['headers'] ) );
		foreach ( $mails[0]['headers'] as $header ) {
			$this->assertDoesNotMatchRegularExpression( '/[\r\n]/', $header );
		}
		$this->assertDoesNotMatchRegularExpression( '/[\r\n]/', $mails[0]['subject'] );
	}
}
