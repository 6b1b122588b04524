<?php
/**
 * Response shapes of the registration options routes.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Registration\RegistrationOptions;
use P2PFundraising\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * JSON Schemas of a participant type, a question, the whole options and a registration.
 */
final class RegistrationSchemas {

	/** @return array<string, mixed> A participant type as wp-admin edits it. */
	public static function type(): array {
		return Schema::shape(
			array(
				'id'             => Schema::id( __( 'Type id.', 'p2p-fundraising' ) ),
				'name'           => Schema::string( __( 'Name of the participant type.', 'p2p-fundraising' ) ),
				'description'    => Schema::string( __( 'What it includes.', 'p2p-fundraising' ) ),
				'fee'            => Schema::count( __( 'Registration fee in the smallest unit of the currency (cents).', 'p2p-fundraising' ) ),
				'capacity'       => Schema::nullable( Schema::count( __( 'Places, or null for no limit.', 'p2p-fundraising' ) ) ),
				'registered'     => Schema::count( __( 'Places taken.', 'p2p-fundraising' ) ),
				'suggested_goal' => Schema::nullable( Schema::money( __( 'Suggested fundraising goal, or null.', 'p2p-fundraising' ) ) ),
				'opens_on'       => Schema::nullable( Schema::string( __( 'First day of registration (YYYY-MM-DD), or null.', 'p2p-fundraising' ) ) ),
				'closes_on'      => Schema::nullable( Schema::string( __( 'Last day of registration (YYYY-MM-DD), or null.', 'p2p-fundraising' ) ) ),
				'is_closed'      => Schema::boolean( __( 'Whether the organisers closed it.', 'p2p-fundraising' ) ),
				'availability'   => Schema::enum( self::states(), __( 'Whether it can be chosen today.', 'p2p-fundraising' ) ),
				'sort_order'     => Schema::count( __( 'Position in the list.', 'p2p-fundraising' ) ),
			),
			__( 'A participant type.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> A question. */
	public static function question(): array {
		return Schema::shape(
			array(
				'id'         => Schema::id( __( 'Question id.', 'p2p-fundraising' ) ),
				'label'      => Schema::string( __( 'The question.', 'p2p-fundraising' ) ),
				'kind'       => Schema::enum( RegistrationOptions::KINDS, __( 'Short text, choice or checkbox.', 'p2p-fundraising' ) ),
				'options'    => Schema::list_of( Schema::string(), __( 'The options of a choice.', 'p2p-fundraising' ) ),
				'required'   => Schema::boolean( __( 'Whether an answer is required.', 'p2p-fundraising' ) ),
				'sort_order' => Schema::count( __( 'Position in the list.', 'p2p-fundraising' ) ),
			),
			__( 'A registration question.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> Everything a campaign asks at registration. */
	public static function options(): array {
		return Schema::shape(
			array(
				'types'     => Schema::list_of( self::type(), __( 'Participant types.', 'p2p-fundraising' ) ),
				'questions' => Schema::list_of( self::question(), __( 'Questions.', 'p2p-fundraising' ) ),
				'waiver'    => Schema::string( __( 'Waiver text participants accept, or empty.', 'p2p-fundraising' ) ),
				'currency'  => Schema::string( __( 'ISO 4217 code of the fees.', 'p2p-fundraising' ) ),
			),
			__( 'Registration options.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, mixed> One fundraiser's registration (admin view). */
	public static function registration(): array {
		return Schema::shape(
			array(
				'type_id'            => Schema::optional_id( __( 'Type chosen (0: none).', 'p2p-fundraising' ) ),
				'type_name'          => Schema::string( __( 'Name of the type when chosen.', 'p2p-fundraising' ) ),
				'answers'            => Schema::list_of(
					Schema::shape(
						array(
							'label' => Schema::string( __( 'The question as asked.', 'p2p-fundraising' ) ),
							'value' => Schema::string( __( 'The answer.', 'p2p-fundraising' ) ),
						)
					),
					__( 'Answers.', 'p2p-fundraising' )
				),
				'waiver_text'        => Schema::string( __( 'The waiver as accepted, or empty.', 'p2p-fundraising' ) ),
				'waiver_accepted_at' => Schema::nullable( Schema::string( __( 'When it was accepted (UTC), or null.', 'p2p-fundraising' ) ) ),
				'fee'                => Schema::count( __( 'Fee in the smallest unit of the currency.', 'p2p-fundraising' ) ),
				'currency'           => Schema::string( __( 'ISO 4217 code.', 'p2p-fundraising' ) ),
				'fee_status'         => Schema::enum( self::fee_states(), __( 'Whether the fee is paid.', 'p2p-fundraising' ) ),
				'payment_mode'       => Schema::string( __( 'How the fee is paid.', 'p2p-fundraising' ) ),
				'paid_at'            => Schema::nullable( Schema::string( __( 'When it was paid (UTC), or null.', 'p2p-fundraising' ) ) ),
				'refunded_at'        => Schema::nullable( Schema::string( __( 'When it was refunded (UTC), or null.', 'p2p-fundraising' ) ) ),
			),
			__( 'A registration.', 'p2p-fundraising' )
		);
	}

	/** @return string[] Availability states. */
	public static function states(): array {
		return array( RegistrationOptions::AVAILABLE, RegistrationOptions::SOLD_OUT, RegistrationOptions::NOT_OPEN, RegistrationOptions::CLOSED );
	}

	/** @return string[] Fee states. */
	public static function fee_states(): array {
		return array( RegistrationRepository::FEE_NONE, RegistrationRepository::FEE_PAID, RegistrationRepository::FEE_DUE, RegistrationRepository::FEE_PENDING, RegistrationRepository::FEE_REFUNDED );
	}

	/**
	 * A type row as the admin routes answer it.
	 *
	 * @param array<string, mixed> $type Hydrated type.
	 * @return array<string, mixed>
	 */
	public static function serialize_type( array $type ): array {
		return array(
			'id'             => (int) $type['id'],
			'name'           => (string) $type['name'],
			'description'    => (string) $type['description'],
			'fee'            => (int) $type['fee_minor'],
			'capacity'       => $type['capacity'],
			'registered'     => (int) $type['registered'],
			'suggested_goal' => $type['suggested_goal'],
			'opens_on'       => $type['opens_on'],
			'closes_on'      => $type['closes_on'],
			'is_closed'      => (bool) $type['is_closed'],
			'availability'   => RegistrationOptions::availability( $type ),
			'sort_order'     => (int) $type['sort_order'],
		);
	}

	/**
	 * A question row as the admin routes answer it.
	 *
	 * @param array<string, mixed> $question Hydrated question.
	 * @return array<string, mixed>
	 */
	public static function serialize_question( array $question ): array {
		return array(
			'id'         => (int) $question['id'],
			'label'      => (string) $question['label'],
			'kind'       => (string) $question['kind'],
			'options'    => $question['options'],
			'required'   => (bool) $question['is_required'],
			'sort_order' => (int) $question['sort_order'],
		);
	}

	/**
	 * A registration as the admin routes answer it (answers as text: a checkbox is Yes / No).
	 *
	 * @param array<string, mixed> $registration Hydrated registration.
	 * @return array<string, mixed>
	 */
	public static function serialize_registration( array $registration ): array {
		return array(
			'type_id'            => (int) $registration['type_id'],
			'type_name'          => (string) $registration['type_name'],
			'answers'            => array_map(
				static function ( array $answer ): array {
					return array(
						'label' => (string) ( $answer['label'] ?? '' ),
						'value' => self::answer_text( $answer ),
					);
				},
				$registration['answers']
			),
			'waiver_text'        => (string) $registration['waiver_text'],
			'waiver_accepted_at' => $registration['waiver_accepted_at'],
			'fee'                => (int) $registration['fee_minor'],
			'currency'           => (string) $registration['currency'],
			'fee_status'         => (string) $registration['fee_status'],
			'payment_mode'       => (string) $registration['payment_mode'],
			'paid_at'            => $registration['paid_at'],
			'refunded_at'        => $registration['refunded_at'],
		);
	}

	/**
	 * One stored answer as text.
	 *
	 * @param array<string, mixed>            $answer { label, kind, value }.
	 * @param array{0: string, 1: string}|null $words  The words of a ticked and an unticked box, translated
	 *                                                 beforehand (the export's unbuffered read, which must
	 *                                                 not run a statement per row); null: translated here.
	 */
	public static function answer_text( array $answer, ?array $words = null ): string {
		if ( 'checkbox' === ( $answer['kind'] ?? '' ) ) {
			$words = $words ?? array( __( 'Yes', 'p2p-fundraising' ), __( 'No', 'p2p-fundraising' ) );
			return ! empty( $answer['value'] ) ? $words[0] : $words[1];
		}
		return (string) ( $answer['value'] ?? '' );
	}
}
