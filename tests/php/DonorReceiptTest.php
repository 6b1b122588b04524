<?php
/**
 * Donor receipts (issue 25, item 3; decision 0060): a numbered receipt e-mail for every donor's
 * gift in test, offline and Stripe mode, queued like every automatic e-mail, said on the
 * thank-you view, never for a sponsor's match.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\ReceiptRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Frontend\DonationForm;
use P2PFundraising\Payments\Receipt;
use P2PFundraising\Settings;

final class DonorReceiptTest extends WriteTestCase {

	private const DONOR = 'rita.receipt@example.net';

	private function give( string $mode, array $extra = array() ): int {
		return ( new DonationService() )->record(
			$extra + array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ),
				'donor_name'    => 'Rita Receipt',
				'donor_email'   => self::DONOR,
				'amount'        => 42.5,
				'mode'          => $mode,
			)
		);
	}

	/** The mails sent to the donor. */
	private function to_donor(): array {
		return array_values(
			array_filter(
				$this->mails,
				static function ( array $mail ): bool {
					return self::DONOR === $mail['to'];
				}
			)
		);
	}

	private function receipt_of( int $donation_id ): ?array {
		return ( new ReceiptRepository() )->find_by_donation( $donation_id );
	}

	private function set_receipt_text( string $organisation, string $tax_text ): void {
		EmailTemplates::save(
			EmailTemplates::all()['templates'],
			7,
			array(
				'organisation' => $organisation,
				'tax_text'     => $tax_text,
			)
		);
	}

	public function test_a_test_mode_gift_gets_a_numbered_receipt_that_says_no_money_moved(): void {
		$this->set_receipt_text( 'Clean Water Trust', 'Registered charity no. 12345. No goods or services were provided in exchange.' );
		$id      = $this->give( Settings::PAYMENT_MODE_TEST );
		$receipt = $this->receipt_of( $id );
		$this->assertNotNull( $receipt, 'completing the gift issued its number' );
		$this->assertTrue( $receipt['is_test'] );
		$this->assertCount( 0, $this->to_donor(), 'the donation request sends nothing itself' );
		$this->assertSame( 1, $this->count_where( 'mail_queue', 'kind = %s AND status = %s', EmailTemplates::DONOR_RECEIPT, 'queued' ) );

		MailQueue::drain();
		$mails = $this->to_donor();
		$this->assertCount( 1, $mails );
		$number = Receipt::number( $receipt );
		$this->assertMatchesRegularExpression( '/^TEST-P2P-\d{6}$/', $number );
		$this->assertSame( '[TEST] Your donation receipt ' . $number, $mails[0]['subject'] );
		$message = $mails[0]['message'];
		$this->assertStringStartsWith( 'TEST RECEIPT: this donation was made while the site was in test mode. No money moved', $message );
		$this->assertStringContainsString( 'Dear Rita Receipt,', $message );
		$this->assertStringContainsString( 'thank you for your donation to Felix Brandt – Run for Clean Water 2026.', $message );
		$this->assertStringContainsString( 'Receipt number: ' . $number, $message );
		$this->assertStringContainsString( 'Amount: $42.50', $message );
		$this->assertStringContainsString( 'Date: ' . wp_date( (string) get_option( 'date_format' ) ), $message );
		$this->assertStringContainsString( 'Received by: Clean Water Trust', $message );
		$this->assertStringContainsString( 'Registered charity no. 12345.', $message );
		$this->assertStringContainsString( '/fundraiser/' . $this->fundraiser_id( 'fundraiser' ) . '/', $message );
		// Every automatic mail to a donor carries a working way out of fundraisers' e-mails.
		$this->assertSame( 1, preg_match( '#open: (http\S+p2p_unsubscribe=d' . $id . '\.thanks\.[a-f0-9]+)#', $message, $leave ), $message );
		$this->assertContains( 'List-Unsubscribe: <' . $leave[1] . '>', $mails[0]['headers'] );
	}

	public function test_numbers_are_unique_increasing_and_issued_once_per_gift(): void {
		$ids     = array( $this->give( Settings::PAYMENT_MODE_TEST ), $this->give( Settings::PAYMENT_MODE_TEST ), $this->give( Settings::PAYMENT_MODE_TEST ) );
		$numbers = array_map(
			function ( int $id ): int {
				return $this->receipt_of( $id )['id'];
			},
			$ids
		);
		$this->assertSame( $numbers, array_values( array_unique( $numbers ) ) );
		$this->assertGreaterThan( $numbers[0], $numbers[1] );
		$this->assertGreaterThan( $numbers[1], $numbers[2] );

		// Announcing the same completion again (a retried webhook, a second listener) keeps the number.
		$donation = ( new DonationRepository() )->find( $ids[0] );
		Receipt::issue( $donation );
		$this->assertSame( $numbers[0], $this->receipt_of( $ids[0] )['id'] );
		$this->assertSame( 1, $this->count_where( 'receipts', 'donation_id = %d', $ids[0] ) );
		// The database itself refuses a second receipt for a gift: the unique key, not a check first.
		global $wpdb;
		$wpdb->suppress_errors( true );
		$inserted = $wpdb->insert( Schema::table( 'receipts' ), array( 'donation_id' => $ids[0], 'is_test' => 1, 'issued_at' => '2026-01-01 00:00:00' ) );
		$wpdb->suppress_errors( false );
		$this->assertFalse( $inserted );
	}

	public function test_an_offline_pledge_is_receipted_when_the_payment_is_confirmed(): void {
		$id = $this->give( Settings::PAYMENT_MODE_OFFLINE );
		$this->assertNull( $this->receipt_of( $id ), 'a pledge is no payment yet' );
		MailQueue::drain();
		$this->assertCount( 0, $this->to_donor() );

		$this->assertTrue( ( new DonationService() )->complete( $id ) );
		$receipt = $this->receipt_of( $id );
		$this->assertFalse( $receipt['is_test'] );
		MailQueue::drain();
		$mails = $this->to_donor();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'Your donation receipt ' . Receipt::number( $receipt ), $mails[0]['subject'] );
		$this->assertMatchesRegularExpression( '/^P2P-\d{6}$/', Receipt::number( $receipt ) );
		$this->assertStringNotContainsString( 'TEST', $mails[0]['message'] );
		$this->assertStringContainsString( 'Received by: ' . get_bloginfo( 'name' ), $mails[0]['message'], 'the site name when no organisation is set' );
		$this->assertDoesNotMatchRegularExpression( "/\n{3,}/", $mails[0]['message'], 'no tax wording leaves no gap' );
	}

	public function test_an_anonymous_gift_is_receipted_to_its_donor_only(): void {
		$this->give( Settings::PAYMENT_MODE_TEST, array( 'is_anonymous' => true ) );
		MailQueue::drain();
		$mails = $this->to_donor();
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( 'Dear Rita Receipt,', $mails[0]['message'], 'the donor is named to themselves' );
		foreach ( $this->mails as $mail ) {
			if ( self::DONOR !== $mail['to'] ) {
				$this->assertStringNotContainsString( 'Rita', $mail['message'] . $mail['subject'] );
				$this->assertStringNotContainsString( 'receipt', strtolower( $mail['subject'] ) );
			}
		}
	}

	public function test_a_sponsors_match_gets_no_receipt(): void {
		$this->actingAs( 'admin' );
		$sponsor = ( new SponsorRepository() )->for_campaign( $this->campaign_id() )[0];
		list( $status ) = $this->post(
			'/admin/campaigns/' . $this->campaign_id() . '/match',
			array(
				'sponsor_id' => $sponsor['id'],
				'ratio'      => 1,
				'cap'        => 100,
				'start_date' => wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ),
				'end_date'   => wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ),
			)
		);
		$this->assertSame( 201, $status );
		$gift    = $this->give( Settings::PAYMENT_MODE_TEST );
		$matches = ( new DonationRepository() )->completed_matches_of( $gift );
		$this->assertCount( 1, $matches );
		$this->assertNotNull( $this->receipt_of( $gift ) );
		$this->assertNull( $this->receipt_of( (int) $matches[0]['id'] ) );
		Receipt::issue( ( new DonationRepository() )->find( (int) $matches[0]['id'] ) );
		$this->assertNull( $this->receipt_of( (int) $matches[0]['id'] ), 'not even when announced' );
	}

	public function test_switched_off_refunded_or_erased_gets_no_e_mail(): void {
		$all = EmailTemplates::all()['templates'];
		$all[ EmailTemplates::DONOR_RECEIPT ]['enabled'] = false;
		EmailTemplates::save( $all, 7 );
		$off = $this->give( Settings::PAYMENT_MODE_TEST );
		$this->assertNotNull( $this->receipt_of( $off ), 'the number is issued all the same (the thank-you view shows it)' );
		$this->assertSame( 0, $this->count_where( 'mail_queue', 'kind = %s', EmailTemplates::DONOR_RECEIPT ) );

		$all[ EmailTemplates::DONOR_RECEIPT ]['enabled'] = true;
		EmailTemplates::save( $all, 7 );
		$refunded = $this->give( Settings::PAYMENT_MODE_TEST );
		( new DonationService() )->refund( $refunded );
		$erased = $this->give( Settings::PAYMENT_MODE_TEST, array( 'donor_email' => 'erased-0123@erased.invalid' ) );
		$this->assertNotNull( $this->receipt_of( $erased ) );
		MailQueue::drain();
		$this->assertCount( 0, $this->to_donor(), 'a gift refunded before its receipt left gets none' );
		$this->assertNotContains( 'erased-0123@erased.invalid', array_column( $this->mails, 'to' ), "an erased donor's stand-in address gets nothing" );
	}

	public function test_the_thank_you_view_says_where_the_receipt_goes_and_when(): void {
		$form = new DonationForm();
		$view = function ( string $mode ) use ( $form ): string {
			update_option( Settings::PAYMENT_MODE_OPTION, $mode );
			$response = $form->handle(
				$this->campaign_id(),
				array(),
				array(
					DonationForm::NONCE_FIELD => wp_create_nonce( DonationForm::nonce_action( $this->campaign_id() ) ),
					'amount'                  => '25',
					'amount_custom'           => '',
					'first_name'              => 'Rita',
					'last_name'               => 'Receipt',
					'email'                   => self::DONOR,
				)
			);
			$this->assertSame( 303, $response['status'] );
			parse_str( (string) wp_parse_url( $response['redirect'], PHP_URL_QUERY ), $query );
			return $form->handle( $this->campaign_id(), $query, null )['html'];
		};

		$html = $view( Settings::PAYMENT_MODE_TEST );
		$this->assertStringContainsString( 'Your receipt is on its way to ' . self::DONOR . '.', $html );
		$this->assertMatchesRegularExpression( '/<dt>Receipt number<\/dt>\s*<dd>TEST-P2P-\d{6}<\/dd>/', $html );

		$html = $view( Settings::PAYMENT_MODE_OFFLINE );
		$this->assertStringContainsString( 'Once the organisers confirm your payment, your receipt will be e-mailed to ' . self::DONOR . '.', $html );
		$this->assertStringNotContainsString( 'Receipt number', $html );

		$all = EmailTemplates::all()['templates'];
		$all[ EmailTemplates::DONOR_RECEIPT ]['enabled'] = false;
		EmailTemplates::save( $all, 7 );
		$html = $view( Settings::PAYMENT_MODE_TEST );
		$this->assertStringNotContainsString( 'receipt is on its way', $html, 'only when it will be sent' );
	}

	public function test_the_upgrade_keeps_the_numbers_stripe_receipts_were_sent_with(): void {
		global $wpdb;
		$id = $this->give( Settings::PAYMENT_MODE_STRIPE );
		( new DonationService() )->complete( $id );
		// As before 1.9.0: no receipts table rows; the receipt that went out said P2P-{donation id}.
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'receipts' ) );
		( new ReceiptRepository() )->keep_issued_stripe_numbers();
		$kept = $this->receipt_of( $id );
		$this->assertSame( $id, $kept['id'] );
		$this->assertSame( 'P2P-' . str_pad( (string) $id, 6, '0', STR_PAD_LEFT ), Receipt::number( $kept ) );

		$next = $this->receipt_of( $this->give( Settings::PAYMENT_MODE_TEST ) );
		$this->assertGreaterThan( $id, $next['id'], 'no number that went out is given again' );
	}
}
