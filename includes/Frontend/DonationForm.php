<?php
/**
 * The built-in donation form: /p2p-donate/{campaign_id}/ (?team_id= / ?fundraiser_id=).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Campaigns\SuggestedAmounts;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DatabaseError;
use P2PFundraising\Database\ExpiringValues;
use P2PFundraising\Database\NamedLock;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MyDonorsRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Donations\DonationMessage;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Donations\TypedAmount;
use P2PFundraising\PlainText;
use P2PFundraising\Payments\Currency;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Payments\StripeCheckout;
use P2PFundraising\Payments\StripeError;
use P2PFundraising\Security\ClientIp;
use P2PFundraising\Security\RateLimiter;
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

	public const NONCE_FIELD = '_p2p_donate_nonce';

	/** Hidden field: a random token per rendered form, so that sending it twice gives once. */
	public const SUBMISSION_FIELD = '_p2p_submission';

	/** Seconds a submission is remembered: a double click, a retried request, a reload. */
	private const SUBMISSION_MEMORY = 15 * MINUTE_IN_SECONDS;

	private const MAX_NAME_LENGTH = PlainText::MAX_NAME_PART_LENGTH;

	/** The query args a request to the form may carry. */
	private const QUERY_FIELDS = array( 'team_id', 'fundraiser_id', 'donation', 'key', 'resume' );

	/** The fields the form posts. */
	private const POST_FIELDS = array( self::NONCE_FIELD, self::SUBMISSION_FIELD, 'amount', 'amount_custom', 'first_name', 'last_name', 'email', 'anonymous', 'updates', 'frequency', 'cover_fee', 'return_to', 'message', 'dedication_type', 'dedication_name', 'notify_name', 'notify_email' );

	/** Of those, the ones a person types. */
	private const TYPED_FIELDS = array( 'first_name', 'last_name', 'email', 'dedication_name', 'notify_name', 'notify_email' );

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
			self::query_fields(),
			'POST' === $method ? self::posted_fields() : null
		);
		self::send( $response );
		exit;
	}

	/**
	 * The query args the form reads (which form, which thank-you or resumed gift), unslashed and
	 * sanitised; every other arg, and one sent as a list, is left alone.
	 *
	 * @return array<string, string>
	 */
	public static function query_fields(): array {
		$fields = array();
		foreach ( self::QUERY_FIELDS as $name ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- navigation only: a GET shows a form or a thank-you (itself checked by its receipt key) and writes nothing.
			if ( isset( $_GET[ $name ] ) && is_string( $_GET[ $name ] ) ) {
				$fields[ $name ] = sanitize_text_field( wp_unslash( $_GET[ $name ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
			}
		}
		return $fields;
	}

	/**
	 * The form's own fields, unslashed and sanitised; anything else posted, and a field sent as a
	 * list, is left alone. Typed text is read as plain text (tags stripped, spaces collapsed:
	 * names keep "&" and "<" as typed, decision 0018), the page it came from as a URL, the rest
	 * (nonce, token, choices, amounts) as text fields.
	 *
	 * @return array<string, string>
	 */
	public static function posted_fields(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- handle() verifies the nonce field before anything is recorded.
		$fields = array();
		foreach ( self::POST_FIELDS as $name ) {
			if ( ! isset( $_POST[ $name ] ) || ! is_string( $_POST[ $name ] ) ) {
				continue;
			}
			if ( in_array( $name, self::TYPED_FIELDS, true ) ) {
				$fields[ $name ] = PlainText::line( wp_unslash( $_POST[ $name ] ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- PlainText::line() is the plugin's sanitiser of typed text (tags stripped, whitespace collapsed); sanitize_text_field() would store "&lt;" for a typed "<".
			} elseif ( 'message' === $name ) {
				// Words of support keep their line breaks (sanitize_text_field() would join them).
				$fields[ $name ] = DonationMessage::clean( wp_unslash( $_POST[ $name ] ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- DonationMessage::clean() is the plugin's sanitiser of multi-line typed text (tags and control characters stripped).
			} elseif ( 'return_to' === $name ) {
				$fields[ $name ] = esc_url_raw( wp_unslash( $_POST[ $name ] ) );
			} else {
				$fields[ $name ] = sanitize_text_field( wp_unslash( $_POST[ $name ] ) );
			}
		}
		// phpcs:enable
		return $fields;
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
		if ( ! in_array( $campaign['status'], array( CampaignRepository::STATUS_ACTIVE, CampaignRepository::STATUS_ENDED ), true ) ) {
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

		// Before the start date and after the end date (or once ended) the form is closed; a
		// thank-you view above still shows, the gift was made while it was open.
		$closed = CampaignSchedule::closed_message( $campaign );
		if ( null !== $closed ) {
			return array(
				'status' => 403,
				'html'   => DonationFormView::message( $campaign, __( 'Donations are closed', 'p2p-fundraising' ), $closed ),
			);
		}

		if ( null === $post ) {
			// Back from Stripe Checkout without paying: the form again, as the donor filled it in.
			$resumed = isset( $query['resume'], $query['key'] ) ? $this->resumed_values( $campaign, (int) $query['resume'], (string) $query['key'] ) : null;
			return array(
				'status' => 200,
				'html'   => DonationFormView::form( $campaign, $target, $resumed ?? self::initial_values( $campaign ), array() ),
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
			$response = self::once(
				array( (int) $campaign['id'], (int) $target['team_id'], (int) $target['fundraiser_id'], $values ),
				function () use ( $campaign, $target, $values ): array {
					return $this->record( $campaign, $target, $values );
				}
			);
		} catch ( DatabaseError $busy ) {
			return self::form_again( $campaign, $target, $values, __( 'Your donation could not be saved, so nothing was recorded. Please submit the form again.', 'p2p-fundraising' ) );
		}
		// The same form is still being answered (a slow payment page): its answer is remembered,
		// so sending it again in a moment shows it, and nothing is given twice.
		return $response ?? self::form_again( $campaign, $target, $values, __( 'Your donation is still being processed. Please wait a moment, then submit the form again.', 'p2p-fundraising' ) );
	}

	/**
	 * Answers a form sent again (a double click on Donate, a request the browser retried, Back
	 * and Donate once more) with the answer the first one got instead of a second gift: the same
	 * thank-you, or the same Checkout page. "Again" means the same rendered form (its token) with
	 * the same values; other values are a new gift. Simultaneous copies wait for the first one.
	 *
	 * @param array{0: int, 1: int, 2: int, 3: array<string, mixed>} $submission Campaign, team and fundraiser ids, and the valid values with the form's token.
	 * @param callable                                               $record     Records the gift: array{status: int, html?: string, redirect?: string}.
	 * @return array{status: int, html?: string, redirect?: string}|null Null while an identical submission is still being answered (after NamedLock::WAIT_SECONDS).
	 */
	private static function once( array $submission, callable $record ): ?array {
		$token = (string) $submission[3]['submission'];
		if ( 1 !== preg_match( '/^[A-Za-z0-9]{16,64}$/', $token ) ) {
			return $record(); // A client without the token (older page, script): no memory.
		}
		$key = 'p2p_fundraising_donate_' . md5( (string) wp_json_encode( $submission ) );
		$started = false;
		try {
			return NamedLock::hold(
				$key,
				static function () use ( $key, $record, &$started ): array {
					$started = true;
					// In the database, not a transient: it holds with Redis down too (decision 0066).
					$first = ( new ExpiringValues() )->get( $key );
					if ( is_array( $first ) && isset( $first['status'] ) ) {
						return $first;
					}
					$response = $record();
					if ( in_array( $response['status'], array( 200, 303 ), true ) ) {
						( new ExpiringValues() )->set( $key, $response, self::SUBMISSION_MEMORY );
					}
					return $response;
				}
			);
		} catch ( DatabaseError $error ) {
			if ( $started ) {
				throw $error; // Recording failed, rolled back: nothing was given.
			}
			return null;
		}
	}

	/**
	 * Records a valid gift: the Stripe Checkout page, or the redirect to the thank-you view.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $target   From target().
	 * @param array<string, mixed> $values   Valid values.
	 * @return array{status: int, html?: string, redirect?: string}
	 */
	private function record( array $campaign, array $target, array $values ): array {
		$told = self::throttle_dedication_notice( (string) $values['notify_email'] );
		if ( $told > 0 ) {
			$hours = max( 1, (int) ceil( $told / HOUR_IN_SECONDS ) );
			return array(
				'status' => 429,
				'html'   => DonationFormView::form(
					$campaign,
					$target,
					$values,
					array(
						'notify_email' => sprintf(
							/* translators: %d: hours to wait. */
							_n(
								'This address was already told about several gifts today, so nothing was recorded. Please leave it out or try again in %d hour.',
								'This address was already told about several gifts today, so nothing was recorded. Please leave it out or try again in %d hours.',
								$hours,
								'p2p-fundraising'
							),
							$hours
						),
					)
				),
			);
		}
		$wait = self::throttle( (string) $values['email'] );
		if ( $wait > 0 ) {
			$minutes = max( 1, (int) ceil( $wait / MINUTE_IN_SECONDS ) );
			return array(
				'status' => 429,
				'html'   => DonationFormView::form(
					$campaign,
					$target,
					$values,
					array(
						'form' => sprintf(
							/* translators: %d: minutes to wait. */
							_n(
								'Several donations were just made from this device or with this e-mail address, so nothing was recorded. Please try again in %d minute.',
								'Several donations were just made from this device or with this e-mail address, so nothing was recorded. Please try again in %d minutes.',
								$minutes,
								'p2p-fundraising'
							),
							$minutes
						),
					)
				),
			);
		}
		if ( Settings::PAYMENT_MODE_STRIPE === Settings::payment_mode() ) {
			return $this->to_stripe( $campaign, $target, $values );
		}

		try {
			$donation_id = ( new DonationService() )->record( self::donation_fields( $campaign, $target, $values ) );
			self::store_updates_choice( $donation_id, $target, $values );
		} catch ( \RuntimeException $error ) {
			// Nothing was stored: say so, and give the donor the form back as they filled it in.
			return self::form_again( $campaign, $target, $values, __( 'Your donation could not be saved, so nothing was recorded. Please submit the form again.', 'p2p-fundraising' ) );
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
	 * Counts a gift against the donation limits (RateLimiter: donation_ip, donation_email): 0 when
	 * it may be recorded, else the seconds to wait. The address limit keeps the receipts and
	 * thank-yous a form can trigger from becoming a way to flood someone's inbox.
	 *
	 * @param string $email The donor's address.
	 */
	private static function throttle( string $email ): int {
		$limiter = new RateLimiter();
		$wait    = $limiter->attempt( RateLimiter::DONATION_EMAIL, strtolower( $email ) );
		return $wait > 0 ? $wait : $limiter->attempt( RateLimiter::DONATION_IP, ClientIp::current() );
	}

	/**
	 * Counts a gift against the limit of the address a dedication notice goes to (RateLimiter:
	 * dedication_email): 0 when it may be recorded (or no one is to be told), else the seconds to
	 * wait. Each such gift sends that address one e-mail in the giver's words.
	 *
	 * @param string $notify_email The address to tell, or ''.
	 */
	private static function throttle_dedication_notice( string $notify_email ): int {
		return '' === $notify_email ? 0 : ( new RateLimiter() )->attempt( RateLimiter::DEDICATION_EMAIL, strtolower( $notify_email ) );
	}

	/**
	 * Stripe mode: records the pending donation, creates its Checkout Session and sends the top
	 * window (not the frame: Checkout refuses to be framed) to Stripe's page.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $target   From target().
	 * @param array<string, mixed> $values   Valid values.
	 * @return array{status: int, html: string}
	 */
	private function to_stripe( array $campaign, array $target, array $values ): array {
		$gift   = (float) self::parse_amount( $values['amount'] );
		$fee    = $values['cover_fee'] && PaymentSettings::offers_fee_cover() ? PaymentSettings::fee_for( $gift ) : 0.0;
		$return = self::return_url( (string) $values['return_to'], $target['url'] );
		try {
			if ( ! PaymentSettings::is_stripe_ready() ) {
				throw new StripeError( 'Stripe is not configured.', 0 );
			}
			$donation_id = ( new DonationService() )->record(
				array(
					'amount'     => $gift + $fee,
					'fee_amount' => $fee,
					'frequency'  => $values['frequency'],
					'mode'       => Settings::PAYMENT_MODE_STRIPE,
				) + self::donation_fields( $campaign, $target, $values )
			);
			self::store_updates_choice( $donation_id, $target, $values );
			$donation = (array) ( new DonationRepository() )->find( $donation_id );
			$key      = self::receipt_key( $donation_id );
			$url      = ( new StripeCheckout() )->start(
				$donation,
				/* translators: %s: campaign, team or fundraiser name. */
				sprintf( __( 'Donation to %s', 'p2p-fundraising' ), $target['name'] ),
				add_query_arg( array( 'p2p_donation' => $donation_id, 'p2p_key' => $key ), $return ),
				add_query_arg( array( 'p2p_resume' => $donation_id, 'p2p_key' => $key ), $return )
			);
		} catch ( \RuntimeException $error ) {
			if ( isset( $donation_id ) ) {
				( new DonationService() )->cancel( $donation_id ); // Never reached Checkout: nothing to pay.
			}
			return self::form_again( $campaign, $target, $values, __( 'The payment page could not be opened, so nothing was charged. Please try again in a moment.', 'p2p-fundraising' ) );
		}
		return array(
			'status' => 200,
			'html'   => DonationFormView::to_checkout( $campaign, $url ),
		);
	}

	/**
	 * A 503 with the form as the donor filled it in and why nothing was taken, for a server-side
	 * failure: the donor loses nothing and can send it again.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $target   From target().
	 * @param array<string, mixed> $values   The submitted values.
	 * @param string               $message  What happened, for the donor.
	 * @return array{status: int, html: string}
	 */
	private static function form_again( array $campaign, array $target, array $values, string $message ): array {
		return array(
			'status' => 503,
			'html'   => DonationFormView::form( $campaign, $target, $values, array( 'form' => $message ) ),
		);
	}

	/**
	 * What DonationService::record() needs from a valid form.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $target   From target().
	 * @param array<string, mixed> $values   Valid values.
	 * @return array<string, mixed>
	 */
	private static function donation_fields( array $campaign, array $target, array $values ): array {
		return array(
			'campaign_id'   => $campaign['id'],
			'team_id'       => $target['team_id'],
			'fundraiser_id' => $target['fundraiser_id'],
			'donor_name'    => trim( $values['first_name'] . ' ' . $values['last_name'] ),
			'donor_email'   => $values['email'],
			'is_anonymous'  => $values['anonymous'],
			'amount'        => self::parse_amount( $values['amount'] ),
			'message'       => $values['message'],
		) + array_intersect_key( $values, array_flip( Dedication::FIELDS ) );
	}

	/**
	 * Stores the "Send me updates from {name}" choice on the donation (only a gift to a team or a
	 * fundraiser offers it). It is also the consent an anonymous donor gives to be thanked
	 * (docs/decisions/0029).
	 *
	 * @param int                  $donation_id Donation id.
	 * @param array<string, mixed> $target      From target().
	 * @param array<string, mixed> $values      Valid values.
	 */
	private static function store_updates_choice( int $donation_id, array $target, array $values ): void {
		if ( ! empty( $values['updates'] ) && self::offers_updates( $target ) ) {
			( new MyDonorsRepository() )->set_updates_opt_in( $donation_id, true );
		}
	}

	/**
	 * Whether the form offers updates: for gifts to a team or a fundraiser.
	 *
	 * @param array<string, mixed> $target From target().
	 */
	public static function offers_updates( array $target ): bool {
		return (int) $target['fundraiser_id'] > 0 || (int) $target['team_id'] > 0;
	}

	/**
	 * Where Stripe sends the donor back: the campaign page they donated from (same site only),
	 * else the form itself.
	 *
	 * @param string $return_to Page the form was embedded in (from the browser).
	 * @param string $fallback  The form's URL.
	 */
	private static function return_url( string $return_to, string $fallback ): string {
		$url = (string) wp_validate_redirect( esc_url_raw( $return_to ), '' );
		if ( '' === $url || 0 !== strpos( $url, home_url() ) ) {
			return $fallback;
		}
		return remove_query_arg( array( 'p2p_donation', 'p2p_resume', 'p2p_key' ), $url );
	}

	/**
	 * The values of a pending Stripe donation whose checkout the donor left, for the form again.
	 * Only while it is pending: the key is also the one of the thank-you link, which a donor may
	 * share ("I just gave!"), and must not show anyone their e-mail address once the gift is made.
	 *
	 * @param array<string, mixed> $campaign    Campaign row.
	 * @param int                  $donation_id Donation id.
	 * @param string               $key         Receipt key.
	 * @return array<string, mixed>|null Null when the key or the donation does not fit.
	 */
	private function resumed_values( array $campaign, int $donation_id, string $key ): ?array {
		$donation = ( new DonationRepository() )->find( $donation_id );
		if ( null === $donation || $donation['campaign_id'] !== $campaign['id'] || DonationRepository::STATUS_PENDING !== $donation['status'] || ! hash_equals( self::receipt_key( $donation_id ), $key ) ) {
			return null;
		}
		$names = explode( ' ', (string) $donation['donor_name'], 2 );
		$gift  = round( (float) $donation['amount'] - (float) $donation['fee_amount'], 2 );
		return array(
			// As the form's own fields write it, so that it reads back with the site's separators.
			'amount'     => SuggestedAmounts::field_value( $gift ),
			'first_name' => $names[0],
			'last_name'  => $names[1] ?? '',
			'email'      => (string) $donation['donor_email'],
			'anonymous'  => 1 === (int) $donation['is_anonymous'],
			'updates'    => 1 === (int) $donation['updates_opt_in'],
			'message'    => (string) ( $donation['message'] ?? '' ),
			'frequency'  => (string) $donation['frequency'],
			'cover_fee'  => (float) $donation['fee_amount'] > 0,
			'return_to'  => '',
			'submission' => self::submission_token(),
		) + Dedication::clean( $donation ); // The dedication as stored (decision 0077).
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
	 * @return array<string, mixed>
	 */
	private static function values_from( array $post ): array {
		$text   = static function ( string $key ) use ( $post ): string {
			// Every field is short: a longer value fails its length check anyway, so only its start is cleaned.
			return isset( $post[ $key ] ) && is_scalar( $post[ $key ] ) ? PlainText::line( mb_substr( (string) $post[ $key ], 0, 1000, 'UTF-8' ) ) : '';
		};
		$custom = $text( 'amount_custom' );
		return array(
			'amount'     => '' !== $custom ? $custom : $text( 'amount' ),
			'first_name' => $text( 'first_name' ),
			'last_name'  => $text( 'last_name' ),
			'email'      => $text( 'email' ),
			'anonymous'  => ! empty( $post['anonymous'] ),
			'updates'    => ! empty( $post['updates'] ),
			// Several lines, kept as typed (minus markup); its length is checked in validate().
			'message'    => isset( $post['message'] ) && is_scalar( $post['message'] ) ? DonationMessage::clean( $post['message'] ) : '',
			'frequency'  => DonationService::FREQUENCY_MONTHLY === $text( 'frequency' ) ? DonationService::FREQUENCY_MONTHLY : DonationService::FREQUENCY_ONCE,
			'cover_fee'  => ! empty( $post['cover_fee'] ),
			'return_to'  => isset( $post['return_to'] ) && is_scalar( $post['return_to'] ) ? substr( (string) $post['return_to'], 0, 2048 ) : '',
			'submission' => isset( $post[ self::SUBMISSION_FIELD ] ) && is_scalar( $post[ self::SUBMISSION_FIELD ] ) ? substr( (string) $post[ self::SUBMISSION_FIELD ], 0, 64 ) : '',
		) + Dedication::clean( $post );
	}

	/**
	 * Field errors, keyed by field; [] when the values are valid.
	 *
	 * @param array<string, mixed> $values Values.
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
		if ( ! isset( $errors['amount'] ) && Settings::PAYMENT_MODE_STRIPE === Settings::payment_mode() && Currency::is_zero_decimal( PaymentSettings::currency() ) && floor( (float) $amount ) !== (float) $amount ) {
			$errors['amount'] = __( 'Enter a whole amount: this currency has no cents.', 'p2p-fundraising' );
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
		$message_error = DonationMessage::error( (string) $values['message'] );
		if ( null !== $message_error ) {
			$errors['message'] = $message_error;
		}
		// The dedication's own rules (decision 0077): its fields come after the message's.
		return $errors + Dedication::errors( array_intersect_key( $values + Dedication::clean( array() ), array_flip( Dedication::FIELDS ) ) );
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
	 * Values of a fresh form: the campaign's default amount chosen.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array<string, mixed>
	 */
	private static function initial_values( array $campaign ): array {
		return array(
			'amount'     => SuggestedAmounts::field_value( SuggestedAmounts::of( $campaign )['default'] ),
			'first_name' => '',
			'last_name'  => '',
			'email'      => '',
			'anonymous'  => false,
			'updates'    => false,
			'message'    => '',
			'frequency'  => DonationService::FREQUENCY_ONCE,
			'cover_fee'  => false,
			'return_to'  => '',
			'submission' => self::submission_token(),
		);
	}

	/** A fresh token for a rendered form (SUBMISSION_FIELD). */
	public static function submission_token(): string {
		return wp_generate_password( 24, false );
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
	public static function receipt_key( int $donation_id ): string {
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
