<?php
/**
 * Admin: the automatic e-mails' templates and switches, and "Send me a test".
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Engagement\EmailTemplates;
use P2PFundraising\Engagement\MailComposer;
use P2PFundraising\Engagement\Unsubscribe;
use P2PFundraising\Frontend\Urls;
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
 * GET/POST /admin/email-settings `{ data: { templates: AdminEmailTemplate[], nudgeDays } }` and
 * POST /admin/email-settings/test `{ kind, subject?, body? }`, which sends the template (as typed,
 * saved or not) filled with sample values to the administrator's own address.
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
			$templates[ $kind ] = array(
				'enabled' => ! isset( $given['enabled'] ) || rest_sanitize_boolean( $given['enabled'] ),
				'subject' => $subject,
				'body'    => $body,
			);
		}
		if ( array() !== $errors ) {
			return new WP_Error(
				'rest_invalid_param',
				(string) reset( $errors ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}
		EmailTemplates::save( $templates, (int) $request['nudgeDays'] );
		return self::item_response( self::current() );
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
		$user = wp_get_current_user();
		$mail = MailComposer::compose( $template, self::sample_values(), Unsubscribe::url( $user->ID, $kind ) );
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
		);
	}

	/**
	 * Example values for a test e-mail.
	 *
	 * @return array<string, string>
	 */
	private static function sample_values(): array {
		$page = Urls::campaign_page( 'example', 'fundraiser/1/' );
		return array(
			'fundraiser_name' => __( 'Alex Example', 'p2p-fundraising' ),
			'amount_raised'   => Settings::format_money( 640.0 ),
			'goal'            => Settings::format_money( 1000.0 ),
			'page_url'        => $page,
			'dashboard_url'   => Urls::campaign_page( 'example', 'start-fundraising/' ),
			'campaign_title'  => __( 'Example Campaign', 'p2p-fundraising' ),
			'site_name'       => html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
			'amount'          => Settings::format_money( 50.0 ),
			'donor_name'      => __( 'Sam Donor', 'p2p-fundraising' ),
			'milestone'       => MailComposer::percent( 50 ),
			'days'            => number_format_i18n( EmailTemplates::all()['nudge_days'] ),
			'team_name'       => __( 'Example Team', 'p2p-fundraising' ),
			'team_raised'     => Settings::format_money( 2400.0 ),
			'team_summary'    => '- ' . __( 'Alex Example', 'p2p-fundraising' ) . ': ' . Settings::format_money( 640.0 ),
		);
	}
}
