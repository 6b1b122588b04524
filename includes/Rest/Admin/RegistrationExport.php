<?php
/**
 * The registration columns of the fundraisers export.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\RegistrationOptionsRepository;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Payments\Currency;
use P2PFundraising\Registration\RegistrationOptions;

defined( 'ABSPATH' ) || exit;

/**
 * Where a campaign has registration options, each fundraiser's row ends with the type, the fee,
 * its state, when the waiver was accepted, and one column per question (its label as header).
 * Campaigns without options export exactly as before.
 */
final class RegistrationExport {

	/**
	 * The campaign's questions when it has registration options, else null.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<int, array<string, mixed>>|null
	 */
	public static function questions( int $campaign_id ): ?array {
		$view = RegistrationOptions::public_view( $campaign_id );
		return RegistrationOptions::asks_anything( $view ) ? ( new RegistrationOptionsRepository() )->questions( $campaign_id ) : null;
	}

	/**
	 * The extra column titles.
	 *
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @return string[]
	 */
	public static function headers( array $questions ): array {
		return array_merge(
			array( 'registration_type', 'registration_fee', 'fee_status', 'waiver_accepted_at' ),
			array_map(
				static function ( array $question ): string {
					return (string) $question['label'];
				},
				$questions
			)
		);
	}

	/**
	 * Rows with their registration columns appended (row[0] is the fundraiser id).
	 *
	 * @param array<int, array<int, mixed>>    $rows      Fundraiser rows.
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @return array<int, array<int, mixed>>
	 */
	public static function with_answers( array $rows, array $questions ): array {
		$registrations = ( new RegistrationRepository() )->for_fundraisers( array_column( $rows, 0 ) );
		foreach ( $rows as &$row ) {
			$registration = $registrations[ (int) $row[0] ] ?? null;
			$answers      = array();
			foreach ( null === $registration ? array() : $registration['answers'] as $answer ) {
				$answers[ (int) ( $answer['question_id'] ?? 0 ) ] = RegistrationSchemas::answer_text( $answer );
			}
			$row[] = null === $registration ? '' : (string) $registration['type_name'];
			$row[] = null === $registration || 0 === $registration['fee_minor'] ? '' : Currency::from_minor( $registration['fee_minor'], (string) $registration['currency'] );
			$row[] = null === $registration ? '' : (string) $registration['fee_status'];
			$row[] = null === $registration ? '' : (string) $registration['waiver_accepted_at'];
			foreach ( $questions as $question ) {
				$row[] = $answers[ (int) $question['id'] ] ?? '';
			}
		}
		unset( $row );
		return $rows;
	}
}
