<?php
/**
 * What the write endpoints share.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Accounts\AccountService;
use P2PFundraising\Database\NamedLock;
use P2PFundraising\Security\RequestGuard;
use P2PFundraising\PlainText;
use P2PFundraising\Visibility;
use P2PFundraising\TextLimits;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Base of the POST routes: every one verifies the wp_rest nonce itself (core checks it only for
 * requests that carry a logged-in cookie; a visitor's nonce is valid for user 0; the logged-out
 * routes take it only from the header and only from this site's pages, see RequestGuard), validates the
 * form fields with the human messages of spec §5 and answers `{ redirect }` where the app goes next.
 */
abstract class WriteController extends Controller {

	/**
	 * Registers one POST route.
	 *
	 * @param string                              $path        Route below the namespace.
	 * @param callable                            $callback    Handler.
	 * @param array<string, array<string, mixed>> $args        Parameter schemas.
	 * @param string                              $who         'anyone', 'logged_in' or 'logged_out'.
	 * @param callable                            $schema      Returns the schema of the response body.
	 */
	protected function register_write( string $path, callable $callback, array $args, string $who, callable $schema ): void {
		register_rest_route(
			$this->namespace,
			$path,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => $callback,
					'permission_callback' => static function ( WP_REST_Request $request ) use ( $who ) {
						if ( 'logged_in' === $who && ! is_user_logged_in() ) {
							return Errors::not_logged_in();
						}
						if ( 'logged_out' === $who ) {
							$guarded = RequestGuard::check_logged_out_write( $request );
							if ( is_wp_error( $guarded ) ) {
								return $guarded;
							}
						} elseif ( ! self::has_valid_nonce( $request ) ) {
							return RequestGuard::invalid_nonce();
						}
						if ( 'logged_out' === $who && is_user_logged_in() ) {
							return new WP_Error( 'p2p_already_logged_in', __( 'You are already logged in. Please reload the page.', 'p2p-fundraising' ), array( 'status' => 409 ) );
						}
						return true;
					},
					'args'                => $args,
				),
				'schema' => $schema,
			)
		);
	}

	/**
	 * Whether the request carries a valid wp_rest nonce for the current user.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function has_valid_nonce( WP_REST_Request $request ): bool {
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		if ( '' === $nonce && isset( $request['_wpnonce'] ) ) {
			$nonce = (string) $request['_wpnonce'];
		}
		return '' !== $nonce && false !== wp_verify_nonce( $nonce, 'wp_rest' );
	}

	/**
	 * Schema of a free-text form field (validated by the handler, for human messages), at most
	 * TextLimits::max( $limit ) characters (400 with the field's message otherwise).
	 *
	 * @param string $description What it is.
	 * @param bool   $is_textarea Keep line breaks.
	 * @param string $limit       TextLimits field.
	 * @return array<string, mixed>
	 */
	protected static function text_arg( string $description, bool $is_textarea = false, string $limit = TextLimits::NAME ): array {
		$clean = static function ( $value ) use ( $is_textarea ): string {
			return $is_textarea ? PlainText::lines( $value ) : PlainText::line( $value );
		};
		return array(
			'description'       => $description,
			'type'              => 'string',
			'default'           => '',
			'maxLength'         => TextLimits::max( $limit ),
			'validate_callback' => TextLimits::validator( $limit, $clean ),
			'sanitize_callback' => $clean,
		);
	}

	/**
	 * Schema of the token of an invitation link (?invitation=…), '' without one.
	 *
	 * @return array<string, mixed>
	 */
	protected static function invitation_arg(): array {
		return array(
			'description'       => __( 'Token from the invitation link, required to join a private team unless your account was invited.', 'p2p-fundraising' ),
			'type'              => 'string',
			'default'           => '',
			'maxLength'         => 64,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => static function ( $value ): string {
				return (string) preg_replace( '/[^A-Za-z0-9]/', '', (string) $value );
			},
		);
	}

	/**
	 * Schema of a password (kept as typed: WordPress hashes it; only surrounding checks here).
	 *
	 * @return array<string, mixed>
	 */
	protected static function password_arg(): array {
		return array(
			'description' => __( 'Password.', 'p2p-fundraising' ),
			'type'        => 'string',
			'default'     => '',
		);
	}

	/**
	 * Schema of a money amount (goal).
	 *
	 * @return array<string, mixed>
	 */
	protected static function goal_arg(): array {
		return array(
			'description'       => __( 'Goal in the campaign currency.', 'p2p-fundraising' ),
			'type'              => 'number',
			'default'           => 0,
			'minimum'           => 0,
			'maximum'           => 100000000,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'rest_sanitize_request_arg',
		);
	}

	/**
	 * 400 with one human message per invalid field; the first is the message.
	 *
	 * @param array<string, string> $params Field => message.
	 */
	protected static function invalid_fields( array $params ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			(string) reset( $params ),
			array(
				'status' => 400,
				'params' => $params,
			)
		);
	}

	/**
	 * Field errors of the registration forms (spec §5).
	 *
	 * @param WP_REST_Request $request       Request.
	 * @param bool            $with_account  Whether e-mail and passwords are part of the form.
	 * @return array<string, string>
	 */
	protected static function registration_errors( WP_REST_Request $request, bool $with_account ): array {
		$errors = array();
		if ( '' === trim( (string) $request['firstName'] ) ) {
			$errors['firstName'] = __( 'Please enter your first name.', 'p2p-fundraising' );
		}
		if ( '' === trim( (string) $request['lastName'] ) ) {
			$errors['lastName'] = __( 'Please enter your last name.', 'p2p-fundraising' );
		}
		foreach ( array( 'firstName', 'lastName' ) as $field ) {
			if ( ! isset( $errors[ $field ] ) && mb_strlen( (string) $request[ $field ] ) > PlainText::MAX_NAME_PART_LENGTH ) {
				/* translators: %d: maximum number of characters. */
				$errors[ $field ] = sprintf( __( 'Use at most %d characters.', 'p2p-fundraising' ), PlainText::MAX_NAME_PART_LENGTH );
			}
		}
		if ( ! $with_account ) {
			return $errors;
		}
		$email = (string) $request['email'];
		if ( '' === $email ) {
			$errors['email'] = __( 'Please enter your e-mail address.', 'p2p-fundraising' );
		} elseif ( ! is_email( $email ) ) {
			$errors['email'] = __( 'Please enter a valid e-mail address.', 'p2p-fundraising' );
		}
		$password = (string) $request['password'];
		$weakness = AccountService::password_problem( $password, $email );
		if ( null !== $weakness ) {
			$errors['password'] = $weakness;
		}
		if ( '' === (string) $request['password2'] ) {
			$errors['password2'] = __( 'Please confirm your password.', 'p2p-fundraising' );
		} elseif ( (string) $request['password2'] !== $password ) {
			$errors['password2'] = __( 'The passwords do not match', 'p2p-fundraising' );
		}
		return $errors;
	}

	/**
	 * Schemas of the registration form fields.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function registration_args(): array {
		return array(
			'firstName' => self::text_arg( __( 'First name.', 'p2p-fundraising' ) ),
			'lastName'  => self::text_arg( __( 'Last name.', 'p2p-fundraising' ) ),
			'email'     => array(
				'description'       => __( 'E-mail address.', 'p2p-fundraising' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => TextLimits::max( TextLimits::HANDLE ),
				'validate_callback' => TextLimits::validator( TextLimits::HANDLE, 'trim' ),
				'sanitize_callback' => static function ( $value ): string {
					return strtolower( trim( sanitize_text_field( (string) $value ) ) );
				},
			),
			'password'  => self::password_arg(),
			'password2' => self::password_arg(),
		);
	}

	/** 409 for an e-mail address that already has an account. */
	protected static function email_taken(): WP_Error {
		return new WP_Error(
			'p2p_email_exists',
			__( 'An account with this e-mail address already exists. Please sign in instead.', 'p2p-fundraising' ),
			array(
				'status' => 409,
				'params' => array( 'email' => __( 'An account with this e-mail address already exists. Please sign in instead.', 'p2p-fundraising' ) ),
			)
		);
	}

	/** 409: the fundraiser is already a member (or captain) of a team. */
	protected static function already_in_team(): WP_Error {
		return new WP_Error( 'p2p_already_in_team', __( 'You are already a member of a team in this campaign.', 'p2p-fundraising' ), array( 'status' => 409 ) );
	}

	/** 409: the user already has a fundraiser in this campaign. */
	protected static function already_fundraiser(): WP_Error {
		return new WP_Error( 'p2p_already_fundraiser', __( 'You are already registered as a fundraiser for this campaign.', 'p2p-fundraising' ), array( 'status' => 409 ) );
	}

	/**
	 * `{ redirect, ...extra }`: the path (under the campaign URL) the app loads next.
	 *
	 * @param string               $path  Path such as '/start-fundraising/'.
	 * @param array<string, mixed> $extra More fields.
	 */
	protected static function redirect_response( string $path, array $extra = array() ): WP_REST_Response {
		return new WP_REST_Response( array_merge( $extra, array( 'redirect' => $path ) ), 200 );
	}

	/**
	 * Runs $work in a transaction while holding a named lock (NamedLock), for a check-then-create
	 * that has no row to lock yet: simultaneous requests run it one after the other, each seeing
	 * what the previous one committed.
	 *
	 * @param string   $lock Lock name.
	 * @param callable $work Work.
	 * @return mixed|WP_Error
	 */
	protected static function atomically_locked( string $lock, callable $work ) {
		try {
			return NamedLock::hold(
				$lock,
				static function () use ( $work ) {
					return self::atomically( $work );
				}
			);
		} catch ( \RuntimeException $exception ) {
			return new WP_Error( 'p2p_busy', __( 'Many requests are being handled right now. Please try again in a moment.', 'p2p-fundraising' ), array( 'status' => 503 ) );
		}
	}

	/**
	 * Runs $work in a transaction; a thrown error becomes a 500 with a human message.
	 *
	 * @param callable $work Work.
	 * @return mixed|WP_Error
	 */
	protected static function atomically( callable $work ) {
		try {
			return \P2PFundraising\Database\Transaction::run(
				static function () use ( $work ) {
					$result = $work();
					if ( is_wp_error( $result ) ) {
						throw new WriteAborted( $result ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- carries the WP_Error object out of the transaction to be returned as the REST response, never printed.
					}
					return $result;
				}
			);
		} catch ( WriteAborted $aborted ) {
			return $aborted->error;
		} catch ( \RuntimeException $exception ) {
			return new WP_Error( 'p2p_write_failed', __( 'Something went wrong while saving. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
	}

	/**
	 * The fundraiser to edit and its campaign: the one named by fundraiser_id if the user owns it (or
	 * is an administrator), else the user's own in the campaign.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}|WP_Error
	 */
	protected function editable_fundraiser( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaignId'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		if ( null !== $request['fundraiser_id'] ) {
			$found = $this->visible_fundraiser( (int) $request['fundraiser_id'], (int) $campaign['id'] );
			if ( is_wp_error( $found ) ) {
				return $found;
			}
			$fundraiser = $found[0];
			if ( (int) $fundraiser['user_id'] !== get_current_user_id() && ! Visibility::is_admin() ) {
				return Errors::forbidden();
			}
		} else {
			$fundraiser = $this->own_fundraiser( (int) $campaign['id'] );
			if ( is_wp_error( $fundraiser ) ) {
				return $fundraiser;
			}
		}
		if ( ! Visibility::is_admin() ) {
			$standing = Standing::fundraiser_preparing( $fundraiser, $campaign );
			if ( is_wp_error( $standing ) ) {
				return $standing;
			}
		}
		return array( $fundraiser, $campaign );
	}
}
