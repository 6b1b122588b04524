<?php
/**
 * The built-in donation form: /p2p-donate/{campaign_id}/ (?team_id= / ?fundraiser_id=).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Donations\TypedAmount;
use P2PFundraising\PlainText;
use P2PFundraising\Settings;
use P2PFundraising\Visibility;
use WP;

defined( 'ABSPATH' ) || exit;

/**
 * The iframe target of the donate pages, for sites without a payment plugin. GET shows the form,
 * POST validates it and records the donation through DonationService (test mode completes it at
 * once, offline mode leaves a pledge for an administrator), then redirects to a thank-you view so
 * a reload cannot donate twice.
 *
 * handle() is pure request → response (testable); serve() sends it and exits.
 */
final class DonationForm {

	public const PRESETS = array( 25, 50, 100, 250 );

	public const NONCE_FIELD = '_p2p_donate_nonce';

	private const MAX_NAME_LENGTH = 100;

	/** Hooks the form in before WordPress queries posts for the URL. */
	public static function register(): void {
		add_action( 'parse_request', array( self::class, 'maybe_serve' ) );
	}

	/**
	 * Serves the form when the request is for it.
	 *
	 * @param WP $wp The request.
	 */
	public static function maybe_serve( WP $wp ): void {
		if ( empty( $wp->query_vars[ Rewrite::VAR_DONATE ] ) ) {
			return;
		}
		$method   = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		$response = ( new self() )->handle(
			(int) $wp->query_vars[ Rewrite::VAR_DONATE ],
			wp_unslash( $_GET ), // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only query args.
			'POST' === $method ? wp_unslash( $_POST ) : null // phpcs:ignore WordPress.Security.NonceVerification.Missing -- handle() verifies the nonce.
		);
		self::send( $response );
		exit;
	}

	/**
	 * Answers one request.
	 *
	 * @param int                       $campaign_id Campaign id from the URL.
	 * @param array<string, mixed>      $query       Query args (unslashed).
	 * @param array<string, mixed>|null $post        Form fields (unslashed) for a POST, null for a GET.
	 * @return array{status: int, html?: string, redirect?: string}
	 */
	public function handle( int $campaign_id, array $query, ?array $post ): array {
		$campaign = ( new CampaignRepository() )->find( $campaign_id );
		if ( null === $campaign || ! Visibility::can_view_campaign( $campaign ) ) {
			return self::not_found();
		}
		if ( CampaignRepository::STATUS_ACTIVE !== $campaign['status'] ) {
			return array(
				'status' => 403,
				'html'   => DonationFormView::message(
					$campaign,
					__( 'Donations are closed', 'p2p-fundraising' ),
					__( 'This campaign is not active, so it does not accept donations.', 'p2p-fundraising' )
				),
			);
		}

		$target = $this->target( $campaign, $query );
		if ( null === $target ) {
			return self::not_found();
		}

		if ( isset( $query['donation'], $query['key'] ) && null === $post ) {
			return $this->thank_you( $campaign, $target, (int) $query['donation'], (string) $query['key'] );
		}

		if ( null === $post ) {
			return array(
				'status' => 200,
				'html'   => DonationFormView::form( $campaign, $target, self::initial_values(), array() ),
			);
		}

		return $this->submit( $campaign, $target, $post );
	}

	/**
	 * Validates and records a submitted donation.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $target   From target().
	 * @param array<string, mixed> $post     Form fields.
	 * @return array{status: int, html?: string, redirect?: string}
	 */
	private function submit( array $campaign, array $target, array $post ): array {
		$values = self::values_from( $post );
		$errors = array();

		$nonce = isset( $post[ self::NONCE_FIELD ] ) ? (string) $post[ self::NONCE_FIELD ] : '';
		if ( ! wp_verify_nonce( $nonce, self::nonce_action( $campaign['id'] ) ) ) {
			$errors['form'] = __( 'This form has expired. Please check your details and submit it again.', 'p2p-fundraising' );
		}
		$errors += self::validate( $values );

		if ( array() !== $errors ) {
			return array(
				'status' => 422,
				'html'   => DonationFormView::form( $campaign, $target, $values, $errors ),
			);
		}

		try {
			$donation_id = ( new DonationService() )->record(
				array(
					'campaign_id'   => $campaign['id'],
					'team_id'       => $target['team_id'],
					'fundraiser_id' => $target['fundraiser_id'],
					'donor_name'    => trim( $values['first_name'] . ' ' . $values['last_name'] ),
					'donor_email'   => $values['email'],
					'is_anonymous'  => $values['anonymous'],
					'amount'        => self::parse_amount( $values['amount'] ),
				)
			);
		} catch ( \RuntimeException $error ) {
			// Nothing was stored: say so, and give the donor the form back as they filled it in.
			return array(
				'status' => 503,
				'html'   => DonationFormView::form(
					$campaign,
					$target,
					$values,
					array( 'form' => __( 'Your donation could not be saved, so nothing was recorded. Please submit the form again.', 'p2p-fundraising' ) )
				),
			);
		}

		return array(
			'status'   => 303,
			'redirect' => add_query_arg(
				array(
					'donation' => $donation_id,
					'key'      => self::receipt_key( $donation_id ),
				),
				$target['url']
			),
		);
	}

	/**
	 * The thank-you view of a donation just made (the key proves the visitor made it).
	 *
	 * @param array<string, mixed> $campaign    Campaign row.
	 * @param array<string, mixed> $target      From target().
	 * @param int                  $donation_id Donation id.
	 * @param string               $key         Receipt key from the redirect.
	 * @return array{status: int, html: string}
	 */
	private function thank_you( array $campaign, array $target, int $donation_id, string $key ): array {
		$donation = ( new DonationRepository() )->find( $donation_id );
		if ( null === $donation || $donation['campaign_id'] !== $campaign['id'] || ! hash_equals( self::receipt_key( $donation_id ), $key ) ) {
			return self::not_found();
		}
		return array(
			'status' => 200,
			'html'   => DonationFormView::thank_you( $campaign, $target, $donation ),
		);
	}

	/**
	 * Who the donation is for: the campaign, or an approved team / fundraiser of it; null when the
	 * team or fundraiser is unknown, not approved or of another campaign.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $query    Query args.
	 * @return array{team_id: int, fundraiser_id: int, name: string, url: string}|null
	 */
	private function target( array $campaign, array $query ): ?array {
		$team_id       = self::id_param( $query, 'team_id' );
		$fundraiser_id = self::id_param( $query, 'fundraiser_id' );
		if ( null === $team_id || null === $fundraiser_id ) {
			return null;
		}

		if ( $fundraiser_id > 0 ) {
			$fundraiser = ( new FundraiserRepository() )->find( $fundraiser_id );
			if ( null === $fundraiser || $fundraiser['campaign_id'] !== $campaign['id'] || FundraiserRepository::STATUS_APPROVED !== $fundraiser['status'] ) {
				return null;
			}
			return array(
				'team_id'       => 0,
				'fundraiser_id' => $fundraiser_id,
				'name'          => (string) $fundraiser['name'],
				'url'           => Urls::donation_form( $campaign['id'], 0, $fundraiser_id ),
			);
		}
		if ( $team_id > 0 ) {
			$team = ( new TeamRepository() )->find( $team_id );
			if ( null === $team || $team['campaign_id'] !== $campaign['id'] || TeamRepository::STATUS_APPROVED !== $team['status'] ) {
				return null;
			}
			return array(
				'team_id'       => $team_id,
				'fundraiser_id' => 0,
				'name'          => (string) $team['name'],
				'url'           => Urls::donation_form( $campaign['id'], $team_id ),
			);
		}
		return array(
			'team_id'       => 0,
			'fundraiser_id' => 0,
			'name'          => (string) $campaign['title'],
			'url'           => Urls::donation_form( $campaign['id'] ),
		);
	}

	/**
	 * A positive id from the query: 0 when absent, null when present but not a positive integer.
	 *
	 * @param array<string, mixed> $query Query args.
	 * @param string               $key   Parameter name.
	 */
	private static function id_param( array $query, string $key ): ?int {
		if ( ! isset( $query[ $key ] ) || '' === $query[ $key ] ) {
			return 0;
		}
		$value = $query[ $key ];
		return is_scalar( $value ) && preg_match( '/^[1-9][0-9]{0,18}$/', (string) $value ) ? (int) $value : null;
	}

	/**
	 * The form's fields as typed (trimmed, tags stripped), for validation and for re-display.
	 *
	 * @param array<string, mixed> $post Form fields.
	 * @return array{amount: string, first_name: string, last_name: string, email: string, anonymous: bool}
	 */
	private static function values_from( array $post ): array {
		$text   = static function ( string $key ) use ( $post ): string {
			return isset( $post[ $key ] ) && is_scalar( $post[ $key ] ) ? PlainText::line( $post[ $key ] ) : '';
		};
		$custom = $text( 'amount_custom' );
		return array(
			'amount'     => '' !== $custom ? $custom : $text( 'amount' ),
			'first_name' => $text( 'first_name' ),
			'last_name'  => $text( 'last_name' ),
			'email'      => $text( 'email' ),
			'anonymous'  => ! empty( $post['anonymous'] ),
		);
	}

	/**
	 * Field errors, keyed by field; [] when the values are valid.
	 *
	 * @param array{amount: string, first_name: string, last_name: string, email: string, anonymous: bool} $values Values.
	 * @return array<string, string>
	 */
	private static function validate( array $values ): array {
		$errors = array();
		$amount = self::parse_amount( $values['amount'] );
		if ( null === $amount && '' !== trim( $values['amount'] ) ) {
			$example          = Settings::currency();
			$errors['amount'] = sprintf(
				/* translators: 1: thousands separator, 2: an example amount, 3: decimal separator. */
				__( 'Please check the amount: use "%1$s" only between groups of three digits (as in %2$s) and "%3$s" before the cents.', 'p2p-fundraising' ),
				'' === $example['thousandsSeparator'] ? ' ' : $example['thousandsSeparator'],
				number_format( 1250.5, 2, $example['decimalSeparator'], $example['thousandsSeparator'] ),
				$example['decimalSeparator']
			);
		} elseif ( null === $amount || $amount < DonationService::MIN_AMOUNT || $amount > DonationService::MAX_AMOUNT ) {
			$errors['amount'] = sprintf(
				/* translators: 1: smallest amount, 2: largest amount, both with currency. */
				__( 'Enter an amount between %1$s and %2$s.', 'p2p-fundraising' ),
				Settings::format_money( (float) DonationService::MIN_AMOUNT ),
				Settings::format_money( (float) DonationService::MAX_AMOUNT )
			);
		}
		// An anonymous donor may leave the names out: they are never shown anyway.
		if ( ! $values['anonymous'] && '' === $values['first_name'] ) {
			$errors['first_name'] = __( 'Enter your first name.', 'p2p-fundraising' );
		}
		if ( ! $values['anonymous'] && '' === $values['last_name'] ) {
			$errors['last_name'] = __( 'Enter your last name.', 'p2p-fundraising' );
		}
		foreach ( array( 'first_name', 'last_name' ) as $field ) {
			if ( ! isset( $errors[ $field ] ) && mb_strlen( $values[ $field ] ) > self::MAX_NAME_LENGTH ) {
				/* translators: %d: maximum number of characters. */
				$errors[ $field ] = sprintf( __( 'Use at most %d characters.', 'p2p-fundraising' ), self::MAX_NAME_LENGTH );
			}
		}
		if ( ! is_email( $values['email'] ) || strlen( $values['email'] ) > 191 ) {
			$errors['email'] = __( 'Enter a valid e-mail address, e.g. name@example.com.', 'p2p-fundraising' );
		}
		return $errors;
	}

	/**
	 * An amount as typed ("1,250.50", "$ 40", "12,50" with a comma decimal separator) as a number
	 * with at most two decimals; null when it is not one or could mean two things ("2,50" with ","
	 * as thousands separator). TypedAmount holds the rule.
	 *
	 * @param string $typed Typed amount.
	 */
	public static function parse_amount( string $typed ): ?float {
		$currency = Settings::currency();
		return TypedAmount::parse( $typed, $currency['decimalSeparator'], $currency['thousandsSeparator'], $currency['currencySymbol'] );
	}

	/**
	 * Values of a fresh form: the second preset chosen.
	 *
	 * @return array{amount: string, first_name: string, last_name: string, email: string, anonymous: bool}
	 */
	private static function initial_values(): array {
		return array(
			'amount'     => (string) self::PRESETS[1],
			'first_name' => '',
			'last_name'  => '',
			'email'      => '',
			'anonymous'  => false,
		);
	}

	/**
	 * Nonce action of a campaign's form.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public static function nonce_action( int $campaign_id ): string {
		return 'p2p_fundraising_donate_' . $campaign_id;
	}

	/**
	 * Proof, carried in the thank-you URL, that the visitor made the donation.
	 *
	 * @param int $donation_id Donation id.
	 */
	private static function receipt_key( int $donation_id ): string {
		return substr( wp_hash( 'p2p-fundraising-donation|' . $donation_id ), 0, 20 );
	}

	/**
	 * A 404 page of the form's own design (the frame has no theme).
	 *
	 * @return array{status: int, html: string}
	 */
	private static function not_found(): array {
		return array(
			'status' => 404,
			'html'   => DonationFormView::message(
				null,
				__( 'Not found', 'p2p-fundraising' ),
				__( 'This donation page does not exist.', 'p2p-fundraising' )
			),
		);
	}

	/**
	 * Sends a response from handle().
	 *
	 * @param array{status: int, html?: string, redirect?: string} $response Response.
	 */
	private static function send( array $response ): void {
		nocache_headers();
		header( 'X-Frame-Options: SAMEORIGIN' );
		header( 'Referrer-Policy: same-origin' );
		if ( isset( $response['redirect'] ) ) {
			wp_safe_redirect( $response['redirect'], $response['status'] );
			return;
		}
		status_header( $response['status'] );
		header( 'Content-Type: text/html; charset=utf-8' );
		echo $response['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- DonationFormView escapes every value.
	}
}
