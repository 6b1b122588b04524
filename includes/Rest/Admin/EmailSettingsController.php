<?php
/**
 * Admin: the automatic e-mails' templates and switches, and "Send me a test".
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Engagement\DedicationMail;
use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailComposer;
use P2PFundraising\Engagement\ReceiptMail;
use P2PFundraising\Engagement\Text;
use P2PFundraising\Engagement\Unsubscribe;
use P2PFundraising\Payments\Receipt;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\NextYear\ReturnInvitations;
use P2PFundraising\PlainText;
use P2PFundraising\Rest\Schema;
use P2PFundraising\Rest\Schemas;
use P2PFundraising\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST /admin/email-settings `{ data: { templates: AdminEmailTemplate[], nudgeDays, receipt } }`
 * and POST /admin/email-settings/test `{ kind, subject?, body? }`, which sends the template (as
 * typed, saved or not) filled with sample values and a real page's links to the administrator's
 * own address. A {name} the e-mail does not know is refused with a message naming those it knows.
 */
final class EmailSettingsController extends AdminController {

	public const MIN_NUDGE_DAYS = 1;
	public const MAX_NUDGE_DAYS = 90;

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'email-settings', AdminSchemas::email_settings() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$kind             = self::enum_arg( __( 'Which e-mail.', 'p2p-fundraising' ), EmailTemplates::KINDS );
		$kind['required'] = true;
		$this->admin_route(
			'/email-settings',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_settings' ),
				),
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'update_settings' ),
					'args'     => array(
						'templates' => array(
							'description' => __( 'Per kind: enabled, subject and body.', 'p2p-fundraising' ),
							'type'        => 'object',
							'required'    => true,
						),
						'receipt'   => array(
							'description' => __( 'What donor receipts print: organisation (empty: the site name) and taxText.', 'p2p-fundraising' ),
							'type'        => 'object',
						),
						'nudgeDays' => array(
							'description'       => __( 'Days without a donation before the nudge.', 'p2p-fundraising' ),
							'type'              => 'integer',
							'minimum'           => self::MIN_NUDGE_DAYS,
							'maximum'           => self::MAX_NUDGE_DAYS,
							'required'          => true,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
					),
				),
			),
			fn() => Schema::item( 'email-settings', AdminSchemas::email_settings() )
		);
		$this->admin_route(
			'/email-settings/test',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'send_test' ),
					'args'     => array(
						'kind'    => $kind,
						'subject' => self::text_arg( __( 'Subject as typed (default: the saved one).', 'p2p-fundraising' ), EmailTemplates::MAX_SUBJECT_LENGTH ),
						'body'    => array(
							'description'       => __( 'Text as typed (default: the saved one).', 'p2p-fundraising' ),
							'type'              => 'string',
							'default'           => '',
							'maxLength'         => EmailTemplates::MAX_BODY_LENGTH,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => static function ( $value ): string {
								return PlainText::lines( $value );
							},
						),
					),
				),
			),
			fn() => Schemas::done( 'email-test-sent', array( 'sent' => Schema::boolean( __( 'Whether the test e-mail was sent.', 'p2p-fundraising' ) ) ) )
		);
	}

	/** The templates and the nudge delay. */
	public function get_settings(): WP_REST_Response {
		return self::item_response( self::current() );
	}

	/**
	 * Validates and saves every template; answers them all.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_settings( WP_REST_Request $request ) {
		$sent      = (array) $request['templates'];
		$templates = array();
		$errors    = array();
		foreach ( EmailTemplates::KINDS as $kind ) {
			$given   = isset( $sent[ $kind ] ) && is_array( $sent[ $kind ] ) ? $sent[ $kind ] : array();
			$subject = PlainText::line( $given['subject'] ?? '' );
			$body    = PlainText::lines( $given['body'] ?? '' );
			if ( mb_strlen( $subject ) > EmailTemplates::MAX_SUBJECT_LENGTH ) {
				/* translators: %d: maximum number of characters. */
				$errors[ $kind . '.subject' ] = sprintf( __( 'Keep the subject under %d characters.', 'p2p-fundraising' ), EmailTemplates::MAX_SUBJECT_LENGTH );
			}
			if ( mb_strlen( $body ) > EmailTemplates::MAX_BODY_LENGTH ) {
				/* translators: %d: maximum number of characters. */
				$errors[ $kind . '.body' ] = sprintf( __( 'Keep the text under %d characters.', 'p2p-fundraising' ), EmailTemplates::MAX_BODY_LENGTH );
			}
			$errors += self::placeholder_errors( $kind, $subject, $body );
			$templates[ $kind ] = array(
				'enabled' => ! isset( $given['enabled'] ) || rest_sanitize_boolean( $given['enabled'] ),
				'subject' => $subject,
				'body'    => $body,
			);
		}
		$receipt = self::receipt_settings( $request['receipt'], $errors );
		if ( array() !== $errors ) {
			return self::invalid( $errors );
		}
		EmailTemplates::save( $templates, (int) $request['nudgeDays'], $receipt );
		return self::item_response( self::current() );
	}

	/**
	 * The receipt's organisation name and tax wording as sent (null: not sent, keep the saved
	 * ones); a message per field that is too long goes into $errors.
	 *
	 * @param mixed                 $sent   The request's receipt object.
	 * @param array<string, string> $errors Field => message.
	 * @return array{organisation: string, tax_text: string}|null
	 */
	private static function receipt_settings( $sent, array &$errors ): ?array {
		if ( ! is_array( $sent ) ) {
			return null;
		}
		$receipt = array(
			'organisation' => PlainText::line( $sent['organisation'] ?? '' ),
			'tax_text'     => PlainText::lines( $sent['taxText'] ?? '' ),
		);
		if ( mb_strlen( $receipt['organisation'] ) > EmailTemplates::MAX_ORGANISATION_LENGTH ) {
			/* translators: %d: maximum number of characters. */
			$errors['receipt.organisation'] = sprintf( __( 'Keep the name under %d characters.', 'p2p-fundraising' ), EmailTemplates::MAX_ORGANISATION_LENGTH );
		}
		if ( mb_strlen( $receipt['tax_text'] ) > EmailTemplates::MAX_TAX_TEXT_LENGTH ) {
			/* translators: %d: maximum number of characters. */
			$errors['receipt.taxText'] = sprintf( __( 'Keep the text under %d characters.', 'p2p-fundraising' ), EmailTemplates::MAX_TAX_TEXT_LENGTH );
		}
		return $receipt;
	}

	/**
	 * A message for the subject and for the text when they use a {name} the kind does not know
	 * (it would go out as typed), naming the ones it knows.
	 *
	 * @param string $kind    Kind.
	 * @param string $subject Subject as typed.
	 * @param string $body    Text as typed.
	 * @return array<string, string> Field => message.
	 */
	private static function placeholder_errors( string $kind, string $subject, string $body ): array {
		$errors  = array();
		$allowed = implode(
			', ',
			array_map(
				static function ( string $name ): string {
					return '{' . $name . '}';
				},
				EmailTemplates::placeholders()[ $kind ]
			)
		);
		foreach ( array( 'subject' => $subject, 'body' => $body ) as $field => $text ) {
			$unknown = EmailTemplates::unknown_placeholders( $kind, $text );
			if ( array() !== $unknown ) {
				$errors[ $kind . '.' . $field ] = sprintf(
					/* translators: 1: the unknown placeholders, e.g. {bogus}; 2: the placeholders this e-mail understands. */
					_n( 'Unknown placeholder %1$s. This e-mail understands: %2$s.', 'Unknown placeholders %1$s. This e-mail understands: %2$s.', count( $unknown ), 'p2p-fundraising' ),
					'{' . implode( '}, {', $unknown ) . '}',
					$allowed
				);
			}
		}
		return $errors;
	}

	/**
	 * 400 with the first message and every field's.
	 *
	 * @param array<string, string> $errors Field => message.
	 */
	private static function invalid( array $errors ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			(string) reset( $errors ),
			array(
				'status' => 400,
				'params' => $errors,
			)
		);
	}

	/**
	 * Sends one template, filled with sample values, to the current administrator.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_test( WP_REST_Request $request ) {
		$kind     = (string) $request['kind'];
		$saved    = EmailTemplates::get( $kind );
		$template = array(
			'subject' => '' !== (string) $request['subject'] ? (string) $request['subject'] : $saved['subject'],
			'body'    => '' !== (string) $request['body'] ? (string) $request['body'] : $saved['body'],
		);
		$errors = self::placeholder_errors( $kind, $template['subject'], $template['body'] );
		if ( array() !== $errors ) {
			return self::invalid( $errors );
		}
		$user = wp_get_current_user();
		if ( EmailTemplates::DONOR_RECEIPT === $kind ) {
			$mail = ReceiptMail::compose( $template, self::sample_receipt_values(), false, false, Unsubscribe::url( $user->ID, $kind ) );
		} elseif ( EmailTemplates::DEDICATION_NOTICE === $kind ) {
			$mail = DedicationMail::compose( $template, self::sample_dedication_values() );
		} else {
			$values = self::sample_values();
			if ( EmailTemplates::RETURN_INVITATION === $kind ) {
				// {days} of this e-mail is the link's lifetime, not the nudge's delay.
				$values['days'] = number_format_i18n( (int) round( ReturnInvitations::LIFETIME / DAY_IN_SECONDS ) );
			}
			$mail = MailComposer::compose( EmailTemplates::placing_donor_message( $kind, $template ), $values, Unsubscribe::url( $user->ID, $kind ) );
		}
		if ( ! wp_mail( $user->user_email, '[' . __( 'Test', 'p2p-fundraising' ) . '] ' . $mail['subject'], $mail['body'], $mail['headers'] ) ) {
			return new WP_Error( 'p2p_mail_failed', __( 'The site could not send the e-mail. Check its mail settings.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		return new WP_REST_Response(
			array(
				'sent'    => true,
				'message' => sprintf(
					/* translators: %s: e-mail address. */
					__( 'A test e-mail was sent to %s.', 'p2p-fundraising' ),
					$user->user_email
				),
			),
			200
		);
	}

	/**
	 * The settings as the screen reads them.
	 *
	 * @return array{templates: array<int, array<string, mixed>>, nudgeDays: int}
	 */
	private static function current(): array {
		$all          = EmailTemplates::all();
		$defaults     = EmailTemplates::defaults();
		$labels       = EmailTemplates::labels();
		$placeholders = EmailTemplates::placeholders();
		$templates    = array();
		foreach ( EmailTemplates::KINDS as $kind ) {
			$templates[] = array(
				'kind'           => $kind,
				'audience'       => EmailTemplates::audience( $kind ),
				'label'          => $labels[ $kind ],
				'enabled'        => $all['templates'][ $kind ]['enabled'],
				'subject'        => $all['templates'][ $kind ]['subject'],
				'body'           => $all['templates'][ $kind ]['body'],
				'defaultSubject' => $defaults[ $kind ]['subject'],
				'defaultBody'    => $defaults[ $kind ]['body'],
				'placeholders'   => $placeholders[ $kind ],
			);
		}
		return array(
			'templates' => $templates,
			'nudgeDays' => $all['nudge_days'],
			'receipt'   => array(
				'organisation'        => $all['receipt']['organisation'],
				'organisationDefault' => Text::site_name(),
				'taxText'             => $all['receipt']['tax_text'],
			),
		);
	}

	/**
	 * A real campaign (an active one first) and its leading fundraiser, so that the links of a
	 * test e-mail open real pages; nulls on a site without them.
	 *
	 * @return array{0: array<string, mixed>|null, 1: array<string, mixed>|null}
	 */
	private static function sample_pages(): array {
		$campaigns = new CampaignRepository();
		$listed    = $campaigns->all_for_picker( false );
		$listed    = array() !== $listed ? $listed : $campaigns->all_for_picker( true );
		$campaign  = array() === $listed ? null : $campaigns->find( (int) $listed[0]['id'] );
		if ( null === $campaign ) {
			return array( null, null );
		}
		$leading = ( new FundraiserRepository() )->search( (int) $campaign['id'], '', 1, 1 )['rows'];
		return array( $campaign, array() === $leading ? null : ( new FundraiserRepository() )->find( (int) $leading[0]['id'] ) );
	}

	/**
	 * Example values for a test e-mail: a real fundraiser's page, figures and links where the
	 * site has one, made-up ones for the event (the gift, the donor).
	 *
	 * @return array<string, string>
	 */
	private static function sample_values(): array {
		list( $campaign, $fundraiser ) = self::sample_pages();
		$real                          = null === $fundraiser ? array() : MailComposer::fundraiser_values( $fundraiser, (array) $campaign );
		$slug                          = (string) ( $campaign['slug'] ?? '' );
		return $real + array(
			'fundraiser_name' => __( 'Alex Example', 'p2p-fundraising' ),
			'amount_raised'   => Settings::format_money( 640.0 ),
			'goal'            => Settings::format_money( 1000.0 ),
			'page_url'        => null === $campaign ? home_url( '/' ) : Urls::campaign( $slug ),
			'dashboard_url'   => null === $campaign ? home_url( '/' ) : Urls::campaign_page( $slug, 'start-fundraising/' ),
			'campaign_title'  => null === $campaign ? __( 'Example Campaign', 'p2p-fundraising' ) : Text::one_line( (string) $campaign['title'] ),
			'site_name'       => Text::site_name(),
			'amount'          => Settings::format_money( 50.0 ),
			'donor_name'      => __( 'Sam Donor', 'p2p-fundraising' ),
			'donor_message'   => __( 'Their message:', 'p2p-fundraising' ) . "\n" . __( 'Good luck, we are all behind you!', 'p2p-fundraising' ),
			'milestone'       => MailComposer::percent( 50 ),
			'days'            => number_format_i18n( EmailTemplates::all()['nudge_days'] ),
			'team_name'       => __( 'Example Team', 'p2p-fundraising' ),
			'team_raised'     => Settings::format_money( 2400.0 ),
			'team_summary'    => '- ' . __( 'Alex Example', 'p2p-fundraising' ) . ': ' . Settings::format_money( 640.0 ),
			'previous_campaign_title' => __( 'Example Campaign', 'p2p-fundraising' ),
			'join_url'                => null === $campaign ? home_url( '/' ) : Urls::campaign_page( $slug, 'return/' ),
		);
	}

	/**
	 * Example values for a test receipt: a made-up gift of 50 to a real page, with the number
	 * the site's next receipt would have in its form (no number is issued for a test).
	 *
	 * @return array<string, string>
	 */
	private static function sample_receipt_values(): array {
		$values = self::sample_values();
		return array(
			'donor_name'     => __( 'Sam Donor', 'p2p-fundraising' ),
			'amount'         => Settings::format_money( 50.0 ),
			'date'           => (string) wp_date( (string) get_option( 'date_format', 'F j, Y' ) ),
			'receipt_number' => Receipt::number(
				array(
					'id'      => 123,
					'is_test' => false,
				)
			),
			'organisation'   => EmailTemplates::organisation(),
			'tax_text'       => EmailTemplates::tax_text(),
			'supported'      => $values['fundraiser_name'] . ' – ' . $values['campaign_title'],
			'campaign_title' => $values['campaign_title'],
			'page_url'       => $values['page_url'],
			'site_name'      => $values['site_name'],
		);
	}

	/**
	 * Example values for a test of the dedication e-mail: a made-up dedicated gift to a real page.
	 *
	 * @return array<string, string>
	 */
	private static function sample_dedication_values(): array {
		$values = self::sample_values();
		return array(
			'notify_name'    => __( 'Robin Example', 'p2p-fundraising' ),
			'donor_name'     => __( 'Sam Donor', 'p2p-fundraising' ),
			'dedication'     => Dedication::phrase( Dedication::MEMORY, __( 'Jo Example', 'p2p-fundraising' ) ),
			'donor_message'  => __( 'Their message:', 'p2p-fundraising' ) . "\n" . __( 'Thinking of you all.', 'p2p-fundraising' ),
			'supported'      => $values['fundraiser_name'] . ' – ' . $values['campaign_title'],
			'campaign_title' => $values['campaign_title'],
			'page_url'       => $values['page_url'],
			'organisation'   => EmailTemplates::organisation(),
			'site_name'      => $values['site_name'],
		);
	}
}
