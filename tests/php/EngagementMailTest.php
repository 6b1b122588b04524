<?php
/**
 * The e-mail queue: what donations, registrations and the daily run enqueue, milestones exactly
 * once, the templates and switches, and the unsubscribe link.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\MilestoneRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Engagement\Notifications;
use P2PFundraising\Engagement\Unsubscribe;
use P2PFundraising\Settings;

final class EngagementMailTest extends WriteTestCase {

	private function donate_to( string $login, float $amount, bool $anonymous = false ): int {
		return ( new DonationService() )->record(
			array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $this->fundraiser_id( $login ),
				'donor_name'    => 'Nina Gomez',
				'donor_email'   => 'nina@example.net',
				'is_anonymous'  => $anonymous,
				'amount'        => $amount,
				'mode'          => Settings::PAYMENT_MODE_TEST,
			)
		);
	}

	/** Queued rows of a kind. */
	private function queued( string $kind ): int {
		return $this->count_where( 'mail_queue', 'kind = %s AND status = %s', $kind, 'queued' );
	}

	/** Subjects of the mails to fundraisers (the donor's receipt goes to the donor). */
	private function subjects(): array {
		return array_column( $this->fundraiser_mails(), 'subject' );
	}

	/** The mails not sent to the demo donor of donate_to(). */
	private function fundraiser_mails(): array {
		return array_values(
			array_filter(
				$this->mails,
				static function ( array $mail ): bool {
					return 'nina@example.net' !== $mail['to'];
				}
			)
		);
	}

	public function test_a_donation_only_enqueues_and_the_worker_sends_you_received_a_donation(): void {
		$this->donate_to( 'fundraiser', 10, true );
		$this->assertCount( 0, $this->mails, 'the donation request sends nothing' );
		$this->assertSame( 1, $this->queued( EmailTemplates::DONATION_RECEIVED ) );
		$this->assertNotFalse( wp_next_scheduled( MailQueue::HOOK, array( 'soon' ) ), 'WP-Cron is asked to send soon' );

		$this->assertSame( 2, MailQueue::drain(), "the fundraiser's e-mail and the donor's receipt" );
		$mail = $this->fundraiser_mails()[0];
		$this->assertSame( 'fundraiser@example.com', $mail['to'] );
		$this->assertSame( 'You received a donation of $10', $mail['subject'] );
		$this->assertStringContainsString( 'Anonymous just gave $10 to your fundraiser', $mail['message'] );
		$this->assertStringNotContainsString( 'Nina', $mail['message'], 'an anonymous donor is never named' );
		$this->assertStringContainsString( 'You have raised $365 of your $1,000 goal.', $mail['message'] );
		$this->assertStringContainsString( Unsubscribe::url( get_user_by( 'login', 'fundraiser' )->ID, EmailTemplates::DONATION_RECEIVED ), $mail['message'] );
		$this->assertContains( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $mail['headers'] );
		$this->assertSame( 0, MailQueue::drain(), 'a sent row is not sent again' );
	}

	public function test_crossing_50_percent_sends_the_milestone_once(): void {
		// Felix: $355 of $1,000 in the demo data (25 % reached while seeding).
		$this->donate_to( 'fundraiser', 200 );
		$this->donate_to( 'fundraiser', 10 );
		$this->assertSame( 1, $this->queued( EmailTemplates::MILESTONE ) );
		MailQueue::drain();
		$this->assertContains( 'You reached 50% of your goal!', $this->subjects() );
		$this->assertCount( 1, array_filter( $this->subjects(), static function ( string $subject ): bool {
			return false !== strpos( $subject, 'You reached' );
		} ) );
	}

	public function test_two_donations_crossing_50_percent_at_once_announce_it_once(): void {
		global $wpdb;
		// Both requests read the total after both donations counted, as concurrent ones may.
		$this->donate_to( 'fundraiser', 200 );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'milestones' ) . ' WHERE fundraiser_id = %d AND milestone = %s', $this->fundraiser_id( 'fundraiser' ), '50' ) );
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'mail_queue' ) );
		$fundraiser = ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) );
		Notifications::milestones( $fundraiser );
		Notifications::milestones( $fundraiser );
		$this->assertSame( 1, $this->queued( EmailTemplates::MILESTONE ) );
		$this->assertSame( 1, $this->count_where( 'milestones', 'fundraiser_id = %d AND milestone = %s', $fundraiser['id'], '50' ) );
		// The database itself refuses a second row: the unique key, not a check before inserting.
		$this->assertFalse( ( new MilestoneRepository() )->claim( $fundraiser['id'], '50' ) );
		$wpdb->suppress_errors( true );
		$inserted = $wpdb->insert( Schema::table( 'milestones' ), array( 'fundraiser_id' => $fundraiser['id'], 'milestone' => '50', 'reached_at' => '2026-01-01 00:00:00' ) );
		$wpdb->suppress_errors( false );
		$this->assertFalse( $inserted );
	}

	public function test_a_jump_over_several_milestones_sends_only_the_highest(): void {
		$this->donate_to( 'fundraiser', 500 ); // 35.5 % -> 85.5 %
		$this->assertSame( 1, $this->queued( EmailTemplates::MILESTONE ) );
		MailQueue::drain();
		$this->assertContains( 'You reached 75% of your goal!', $this->subjects() );
		foreach ( array( '50', '75' ) as $milestone ) {
			$this->assertTrue( ( new MilestoneRepository() )->has( $this->fundraiser_id( 'fundraiser' ), $milestone ) );
		}
	}

	public function test_a_switched_off_kind_is_neither_queued_nor_sent(): void {
		$all = EmailTemplates::all()['templates'];
		$all[ EmailTemplates::DONATION_RECEIVED ]['enabled'] = false;
		EmailTemplates::save( $all, 7 );
		$this->donate_to( 'fundraiser', 10 );
		$this->assertSame( 0, $this->queued( EmailTemplates::DONATION_RECEIVED ) );
	}

	public function test_an_edited_template_fills_the_placeholders(): void {
		$all = EmailTemplates::all()['templates'];
		$all[ EmailTemplates::DONATION_RECEIVED ]['subject'] = 'Gift for {fundraiser_name}: {amount}';
		$all[ EmailTemplates::DONATION_RECEIVED ]['body']    = '{donor_name} | {amount_raised} | {goal} | {page_url} | {campaign_title} | {unknown}';
		EmailTemplates::save( $all, 7 );
		$this->donate_to( 'fundraiser', 10 );
		MailQueue::drain();
		$mail = $this->fundraiser_mails()[0];
		$this->assertSame( 'Gift for Felix Brandt: $10', $mail['subject'] );
		$this->assertStringStartsWith( 'Nina Gomez | $365 | $1,000 | http', $mail['message'] );
		$this->assertStringContainsString( '/fundraiser/' . $this->fundraiser_id( 'fundraiser' ) . '/ | Run for Clean Water 2026 | {unknown}', $mail['message'] );
	}

	public function test_unsubscribing_stops_that_kind_only(): void {
		$user = get_user_by( 'login', 'fundraiser' );
		$url  = Unsubscribe::url( $user->ID, EmailTemplates::DONATION_RECEIVED );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$token = $query[ Unsubscribe::QUERY_VAR ];
		$this->assertSame( array( $user->ID, EmailTemplates::DONATION_RECEIVED ), Unsubscribe::verify( $token ) );
		$this->assertNull( Unsubscribe::verify( str_replace( (string) $user->ID . '.', ( $user->ID + 1 ) . '.', $token ) ), 'a token is not valid for another user' );
		$this->assertNull( Unsubscribe::verify( $user->ID . '.milestone.' . explode( '.', $token )[2] ), 'nor for another kind' );
		$this->assertNull( Unsubscribe::verify( 'garbage' ) );

		Unsubscribe::opt_out( $user->ID, EmailTemplates::DONATION_RECEIVED );
		$this->donate_to( 'fundraiser', 200 );
		MailQueue::drain();
		$this->assertSame( array( 'You reached 50% of your goal!' ), $this->subjects() );
	}

	public function test_the_unsubscribe_link_works_logged_out_after_confirming(): void {
		$user = get_user_by( 'login', 'fundraiser' );
		$url  = Unsubscribe::url( $user->ID, EmailTemplates::MILESTONE );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->actingAs( 0 );
		$die = static function () {
			return static function ( $message, $title, $args ) {
				throw new \RuntimeException( wp_json_encode( array( (string) $message, (int) ( $args['response'] ?? 0 ) ) ) );
			};
		};
		add_filter( 'wp_die_handler', $die );
		try {
			$_GET                      = $query;
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$page                      = $this->caught( array( Unsubscribe::class, 'maybe_handle' ) );
			$this->assertSame( 200, $page[1] );
			$this->assertStringContainsString( '<form method="post"', $page[0] );
			$this->assertFalse( Unsubscribe::has_opted_out( $user->ID, EmailTemplates::MILESTONE ), 'opening the link changes nothing' );

			$_SERVER['REQUEST_METHOD'] = 'POST';
			$page                      = $this->caught( array( Unsubscribe::class, 'maybe_handle' ) );
			$this->assertStringContainsString( 'You are unsubscribed', $page[0] );
			$this->assertTrue( Unsubscribe::has_opted_out( $user->ID, EmailTemplates::MILESTONE ) );

			$_GET[ Unsubscribe::QUERY_VAR ] = $user->ID . '.milestone.0000';
			$this->assertSame( 400, $this->caught( array( Unsubscribe::class, 'maybe_handle' ) )[1] );
		} finally {
			remove_filter( 'wp_die_handler', $die );
			$_SERVER['REQUEST_METHOD'] = 'GET';
		}
	}

	/** The [ message, status ] a wp_die() inside $callback ended with. */
	private function caught( callable $callback ): array {
		try {
			$callback();
		} catch ( \RuntimeException $died ) {
			return json_decode( $died->getMessage(), true );
		}
		$this->fail( 'wp_die() was not called' );
	}

	public function test_a_new_fundraiser_gets_the_welcome_e_mail(): void {
		$this->post( '/register-fundraiser', array( 'firstName' => 'Wendy', 'lastName' => 'Wells', 'email' => 'wendy@example.net', 'password' => 'secret1', 'password2' => 'secret1', 'campaign_id' => $this->campaign_id(), 'team_captain' => false ) );
		$this->assertSame( 1, $this->queued( EmailTemplates::WELCOME ) );
		MailQueue::drain();
		$this->assertSame( 'wendy@example.net', $this->mails[0]['to'] );
		$this->assertSame( 'Welcome to Run for Clean Water 2026!', $this->mails[0]['subject'] );
	}

	public function test_the_welcome_e_mail_is_worded_for_step_one_before_the_page_has_a_story(): void {
		$this->post( '/register-fundraiser', array( 'firstName' => 'Wendy', 'lastName' => 'Wells', 'email' => 'wendy@example.net', 'password' => 'secret1', 'password2' => 'secret1', 'campaign_id' => $this->campaign_id(), 'team_captain' => false ) );
		$wendy = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), get_user_by( 'email', 'wendy@example.net' )->ID );
		$this->assertSame( '', (string) $wendy['story'], 'sent after step 1: no story yet' );
		MailQueue::drain();
		$message = $this->mails[0]['message'];
		$this->assertStringNotContainsString( 'Your page is live', $message );
		$this->assertStringContainsString( 'Your next step: tell people why you are fundraising.', $message );
		$this->assertStringContainsString( 'Add your story, a photo and your goal from your dashboard', $message );
		$this->assertStringContainsString( '/campaigns/demo/start-fundraising/', $message );
		$this->assertStringContainsString( 'Once your story is in, share your page', $message );
	}

	/** A fundraiser of the demo campaign with nothing raised yet and the given goal. */
	private function new_fundraiser( float $goal ): int {
		$user = wp_insert_user(
			array(
				'user_login' => 'figures' . wp_generate_password( 6, false ),
				'user_email' => 'figures' . wp_generate_password( 6, false ) . '@example.net',
				'user_pass'  => 'secret1',
			)
		);
		return ( new FundraiserRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'user_id'     => $user,
				'name'        => 'Fiona Figures',
				'goal'        => $goal,
			)
		);
	}

	private function give_to( int $fundraiser_id, float $amount ): void {
		( new DonationService() )->record(
			array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $fundraiser_id,
				'donor_name'    => 'Nina Gomez',
				'donor_email'   => 'nina@example.net',
				'amount'        => $amount,
				'mode'          => Settings::PAYMENT_MODE_TEST,
			)
		);
	}

	/** The bodies of the mails of one kind, by subject prefix, in the order they were sent. */
	private function messages( string $subject_starts ): array {
		$found = array();
		foreach ( $this->fundraiser_mails() as $mail ) {
			if ( 0 === strpos( $mail['subject'], $subject_starts ) ) {
				$found[] = $mail['message'];
			}
		}
		return $found;
	}

	public function test_a_milestone_e_mail_states_the_figures_of_the_moment_it_was_reached(): void {
		$id = $this->new_fundraiser( 1000 );
		$this->give_to( $id, 950 );
		// The goal is raised before WP-Cron sends: the e-mails still tell what happened then.
		( new FundraiserRepository() )->update( $id, array( 'goal' => 1500 ) );
		MailQueue::drain( 100 );
		$milestone = $this->messages( 'You reached 75% of your goal!' );
		$this->assertCount( 1, $milestone );
		$this->assertStringContainsString( 'You have raised $950, 75% of your $1,000 goal.', $milestone[0] );
		$this->assertStringContainsString( 'You have raised $950 of your $1,000 goal.', $this->messages( 'You received a donation of $950' )[0] );
	}

	public function test_each_donation_e_mail_states_its_gift_and_the_total_right_after_it(): void {
		$id = $this->new_fundraiser( 1000 );
		foreach ( array( 30, 20, 15 ) as $amount ) {
			$this->give_to( $id, $amount );
		}
		MailQueue::drain( 100 );
		$said = array();
		foreach ( $this->messages( 'You received a donation of' ) as $message ) {
			preg_match( '/just gave (\S+) to your fundraiser\. You have raised (\S+) of your (\S+) goal\./', $message, $found );
			$said[] = array_slice( $found, 1 );
		}
		$this->assertSame( array( array( '$30', '$30', '$1,000' ), array( '$20', '$50', '$1,000' ), array( '$15', '$65', '$1,000' ) ), $said );
	}

	public function test_the_figures_are_written_in_the_sites_money_format_when_sent(): void {
		$id = $this->new_fundraiser( 750 );
		$this->give_to( $id, 1673 );
		// A German site: the format of the moment of sending, the figures of the moment of the gift.
		foreach ( array( 'currency_symbol' => '€', 'currency_position' => 'after', 'decimal_separator' => ',', 'thousands_separator' => '.' ) as $key => $value ) {
			update_option( 'p2p_fundraising_' . $key, $value );
		}
		( new FundraiserRepository() )->update( $id, array( 'goal' => 3000 ) );
		MailQueue::drain( 100 );
		$this->assertStringContainsString( 'You have raised 1.673 €, 100% of your 750 € goal.', $this->messages( 'You reached 100%' )[0] );
	}

	public function test_the_daily_run_nudges_quiet_fundraisers_once_and_sums_up_each_team_weekly(): void {
		global $wpdb;
		// Everyone's last donation is older than the demo data's newest; make Felix quiet for 8 days.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'donations' ) . ' SET created_at = %s WHERE fundraiser_id = %d', gmdate( 'Y-m-d H:i:s', time() - 8 * DAY_IN_SECONDS ), $this->fundraiser_id( 'fundraiser' ) ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'fundraisers' ) . ' SET created_at = %s', gmdate( 'Y-m-d H:i:s', time() - 30 * DAY_IN_SECONDS ) ) );
		Notifications::daily();
		$felix = $this->count_where( 'mail_queue', 'kind = %s AND fundraiser_id = %d', EmailTemplates::NUDGE, $this->fundraiser_id( 'fundraiser' ) );
		$this->assertSame( 1, $felix );
		$this->assertSame( 0, $this->count_where( 'mail_queue', 'kind = %s AND fundraiser_id = %d', EmailTemplates::NUDGE, $this->fundraiser_id( 'captain' ) ), 'a fundraiser with a recent donation is left alone' );
		$summaries = $this->queued( EmailTemplates::TEAM_SUMMARY );
		$this->assertSame( $this->count_where( 'teams', "campaign_id = %d AND status = 'approved'", $this->campaign_id() ), $summaries );

		Notifications::daily();
		$this->assertSame( 1, $this->count_where( 'mail_queue', 'kind = %s AND fundraiser_id = %d', EmailTemplates::NUDGE, $this->fundraiser_id( 'fundraiser' ) ), 'once per period' );
		$this->assertSame( $summaries, $this->queued( EmailTemplates::TEAM_SUMMARY ), 'once per week' );

		MailQueue::drain( 100 );
		$captain = array_values( array_filter( $this->mails, static function ( array $mail ): bool {
			return 'captain@example.com' === $mail['to'];
		} ) );
		$this->assertSame( 'Your team Blue Wave Runners this week', $captain[0]['subject'] );
		$this->assertStringContainsString( '- Carla Mendes: $', $captain[0]['message'] );
		$this->assertStringContainsString( '- Liam Walsh: $', $captain[0]['message'] );
	}
}
