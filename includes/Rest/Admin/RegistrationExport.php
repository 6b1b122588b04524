<?php
/**
 * The registration columns of the fundraisers export.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Admin\Csv;
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
	 * What writes the registration cells of one line of FundraiserRepository::export_lines():
	 * from a registration's fields [type_name, fee_minor, currency, fee_status,
	 * waiver_accepted_at, answers] (or null for none), ",cell,cell…" as with_answers() and
	 * Csv::line() write them. The translations are looked up here, before the export's read.
	 *
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @return callable(array<int, string|null>|null): string
	 */
	public static function line_cells( array $questions ): callable {
		$ids   = array_map(
			static function ( array $question ): int {
				return (int) $question['id'];
			},
			$questions
		);
		$none  = str_repeat( ',', 4 + count( $ids ) );
		$words = array( __( 'Yes', 'p2p-fundraising' ), __( 'No', 'p2p-fundraising' ) );
		return static function ( ?array $fields ) use ( $ids, $none, $words ): string {
			if ( null === $fields ) {
				return $none;
			}
			$fee  = (int) $fields[1];
			$line = ',' . Csv::cell( (string) $fields[0] ) . ',' . ( 0 === $fee ? '' : Csv::cell( Currency::from_minor( $fee, (string) $fields[2] ) ) ) . ',' . Csv::cell( (string) $fields[3] ) . ',' . Csv::cell( (string) $fields[4] );
			// As RegistrationRepository::hydrate() decodes them.
			$answers = json_decode( (string) $fields[5], true );
			$texts   = array();
			foreach ( is_array( $answers ) ? $answers : array() as $answer ) {
				$texts[ (int) ( $answer['question_id'] ?? 0 ) ] = RegistrationSchemas::answer_text( $answer, $words );
			}
			foreach ( $ids as $id ) {
				$line .= ',' . ( isset( $texts[ $id ] ) ? Csv::cell( $texts[ $id ] ) : '' );
			}
			return $line;
		};
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
