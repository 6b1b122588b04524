<?php
/**
 * Checks what a registration form sent for the campaign's type, questions and waiver.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Registration;

use P2PFundraising\Database\RegistrationOptionsRepository;
use P2PFundraising\PlainText;

defined( 'ABSPATH' ) || exit;

/**
 * Reads `registration_type`, `answers` ({ "q<id>": value }) and `waiver_accepted` against the
 * campaign's options. Field errors are keyed as the form names its fields (`answers.q12`).
 */
final class RegistrationAnswers {

	/**
	 * What the registration stores, or the field errors.
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param mixed                $type_id     The chosen type id (0 / null for none).
	 * @param mixed                $answers     { "q<id>": string|bool }.
	 * @param mixed                $waiver_ok   Whether the waiver was accepted.
	 * @param string|null          $today       Y-m-d; today when null.
	 * @return array{errors: array<string, string>, type: array<string, mixed>|null, answers: array<int, array<string, mixed>>, waiver: string}
	 */
	public static function read( int $campaign_id, $type_id, $answers, $waiver_ok, ?string $today = null ): array {
		$repository = new RegistrationOptionsRepository();
		$types      = $repository->types( $campaign_id );
		$errors     = array();
		$type       = null;
		if ( array() !== $types ) {
			$type_id = is_numeric( $type_id ) ? (int) $type_id : 0;
			foreach ( $types as $candidate ) {
				if ( $candidate['id'] === $type_id ) {
					$type = $candidate;
				}
			}
			if ( null === $type ) {
				$errors['registration_type'] = __( 'Please choose how you take part.', 'p2p-fundraising' );
			} else {
				$state = RegistrationOptions::availability( $type, $today );
				if ( RegistrationOptions::AVAILABLE !== $state ) {
					$errors['registration_type'] = self::unavailable_message( $state );
				}
			}
		}

		$given  = is_array( $answers ) ? $answers : array();
		$stored = array();
		foreach ( $repository->questions( $campaign_id ) as $question ) {
			$key   = 'q' . $question['id'];
			$raw   = $given[ $key ] ?? null;
			$value = self::clean( $question, $raw );
			$error = self::problem( $question, $raw, $value );
			/**
			 * Filters whether an answer is accepted: return a message (string) to refuse it, or
			 * null to accept it.
			 *
			 * @param string|null          $error    The plugin's own message, or null.
			 * @param array<string, mixed> $question id, label, kind, options, is_required.
			 * @param string|bool          $value    The cleaned answer.
			 * @param int                  $campaign_id Campaign id.
			 */
			$error = apply_filters( 'p2p_registration_answer_is_valid', $error, $question, $value, $campaign_id );
			if ( is_string( $error ) && '' !== $error ) {
				$errors[ 'answers.' . $key ] = $error;
				continue;
			}
			$stored[] = array(
				'question_id' => $question['id'],
				'label'       => (string) $question['label'],
				'kind'        => (string) $question['kind'],
				'value'       => $value,
			);
		}

		$waiver = $repository->waiver( $campaign_id );
		if ( '' !== $waiver && true !== rest_sanitize_boolean( $waiver_ok ?? false ) ) {
			$errors['waiver_accepted'] = __( 'Please accept the waiver to register.', 'p2p-fundraising' );
		}

		return array(
			'errors'  => $errors,
			'type'    => $type,
			'answers' => $stored,
			'waiver'  => $waiver,
		);
	}

	/**
	 * Why a type cannot be chosen.
	 *
	 * @param string $state One of RegistrationOptions' states.
	 */
	public static function unavailable_message( string $state ): string {
		if ( RegistrationOptions::SOLD_OUT === $state ) {
			return __( 'This option is sold out. Please choose another one.', 'p2p-fundraising' );
		}
		if ( RegistrationOptions::NOT_OPEN === $state ) {
			return __( 'Registration for this option has not opened yet.', 'p2p-fundraising' );
		}
		return __( 'Registration for this option is closed.', 'p2p-fundraising' );
	}

	/**
	 * The answer as stored: one line of plain text, or a boolean for a checkbox.
	 *
	 * @param array<string, mixed> $question Hydrated question.
	 * @param mixed                $raw      As sent.
	 * @return string|bool
	 */
	private static function clean( array $question, $raw ) {
		if ( 'checkbox' === $question['kind'] ) {
			return is_scalar( $raw ) && rest_sanitize_boolean( $raw );
		}
		return is_scalar( $raw ) ? PlainText::line( (string) $raw ) : '';
	}

	/**
	 * The plugin's own message for an answer it refuses, or null.
	 *
	 * @param array<string, mixed> $question Hydrated question.
	 * @param mixed                $raw      As sent.
	 * @param string|bool          $value    Cleaned.
	 */
	private static function problem( array $question, $raw, $value ): ?string {
		if ( null !== $raw && ! is_scalar( $raw ) ) {
			return __( 'Please answer this question.', 'p2p-fundraising' );
		}
		if ( 'checkbox' === $question['kind'] ) {
			return ( $question['is_required'] && true !== $value ) ? __( 'Please tick this box to register.', 'p2p-fundraising' ) : null;
		}
		if ( '' === $value ) {
			return $question['is_required'] ? __( 'Please answer this question.', 'p2p-fundraising' ) : null;
		}
		if ( 'choice' === $question['kind'] && ! in_array( $value, $question['options'], true ) ) {
			return __( 'Please choose one of the options.', 'p2p-fundraising' );
		}
		if ( mb_strlen( (string) $value ) > RegistrationOptions::ANSWER_MAX ) {
			/* translators: %d: maximum number of characters. */
			return sprintf( __( 'Use at most %d characters.', 'p2p-fundraising' ), RegistrationOptions::ANSWER_MAX );
		}
		return null;
	}
}
