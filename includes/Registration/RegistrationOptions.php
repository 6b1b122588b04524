<?php
/**
 * A campaign's registration options as the wizard and the admin screen see them, and their copy
 * into next year's campaign.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Registration;

use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Database\RegistrationOptionsRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Payments\Currency;
use P2PFundraising\Payments\PaymentSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Participant types (fee, capacity, suggested goal, open/close dates), questions (short text,
 * choice, checkbox) and an optional waiver, per campaign (decision 0097).
 */
final class RegistrationOptions {

	/** Question kinds. */
	public const KINDS = array( 'text', 'choice', 'checkbox' );

	/** Longest answer to a short-text question (characters). */
	public const ANSWER_MAX = 500;

	/** Most options a choice question offers. */
	public const OPTIONS_MAX = 50;

	/** Whether a type can be chosen: one of these. */
	public const AVAILABLE = 'available';
	public const SOLD_OUT  = 'sold_out';
	public const NOT_OPEN  = 'not_open';
	public const CLOSED    = 'closed';

	/** Hooks the copy onto the duplicate-campaign action. */
	public static function register(): void {
		add_action( 'p2p_campaign_duplicated', array( self::class, 'copy' ), 10, 2 );
	}

	/**
	 * Copies the types (with no places taken), questions and waiver of one campaign into another,
	 * after what the other already has. People and money never move.
	 *
	 * @param int $to_campaign_id   The new campaign.
	 * @param int $from_campaign_id The campaign copied.
	 */
	public static function copy( $to_campaign_id, $from_campaign_id ): void {
		$to   = (int) $to_campaign_id;
		$from = (int) $from_campaign_id;
		if ( $to <= 0 || $from <= 0 || $to === $from ) {
			return;
		}
		$repository = new RegistrationOptionsRepository();
		Transaction::run(
			static function () use ( $repository, $from, $to ): void {
				foreach ( $repository->types( $from ) as $type ) {
					$repository->insert_type(
						$to,
						array_intersect_key( $type, array_flip( array( 'name', 'description', 'fee_minor', 'capacity', 'suggested_goal', 'is_closed' ) ) )
					);
				}
				foreach ( $repository->questions( $from ) as $question ) {
					$repository->insert_question( $to, array_intersect_key( $question, array_flip( array( 'label', 'kind', 'options', 'is_required' ) ) ) );
				}
				$waiver = $repository->waiver( $from );
				if ( '' !== $waiver ) {
					$repository->save_waiver( $to, $waiver );
				}
			}
		);
	}

	/**
	 * Whether a type can be chosen today.
	 *
	 * @param array<string, mixed> $type  Hydrated type.
	 * @param string|null          $today Y-m-d; today when null.
	 * @return string One of AVAILABLE, SOLD_OUT, NOT_OPEN, CLOSED.
	 */
	public static function availability( array $type, ?string $today = null ): string {
		$today = $today ?? CampaignSchedule::today();
		if ( $type['is_closed'] || ( null !== $type['closes_on'] && $today > $type['closes_on'] ) ) {
			return self::CLOSED;
		}
		if ( null !== $type['opens_on'] && $today < $type['opens_on'] ) {
			return self::NOT_OPEN;
		}
		if ( null !== $type['capacity'] && $type['registered'] >= $type['capacity'] ) {
			return self::SOLD_OUT;
		}
		return self::AVAILABLE;
	}

	/**
	 * The options the registration form shows (no counts beyond places left).
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array{types: array<int, array<string, mixed>>, questions: array<int, array<string, mixed>>, waiver: string, currency: string}
	 */
	public static function public_view( int $campaign_id ): array {
		$repository = new RegistrationOptionsRepository();
		$currency   = PaymentSettings::currency();
		return array(
			'types'     => array_map(
				static function ( array $type ) use ( $currency ): array {
					return array(
						'id'             => $type['id'],
						'name'           => (string) $type['name'],
						'description'    => (string) $type['description'],
						'fee'            => Currency::from_minor( $type['fee_minor'], $currency ),
						'places_left'    => null === $type['capacity'] ? null : max( 0, $type['capacity'] - $type['registered'] ),
						'suggested_goal' => $type['suggested_goal'],
						'opens_on'       => $type['opens_on'],
						'closes_on'      => $type['closes_on'],
						'availability'   => self::availability( $type ),
					);
				},
				$repository->types( $campaign_id )
			),
			'questions' => array_map( array( self::class, 'public_question' ), $repository->questions( $campaign_id ) ),
			'waiver'    => $repository->waiver( $campaign_id ),
			'currency'  => $currency,
		);
	}

	/**
	 * A question as the form shows it.
	 *
	 * @param array<string, mixed> $question Hydrated question.
	 * @return array<string, mixed>
	 */
	public static function public_question( array $question ): array {
		return array(
			'id'       => $question['id'],
			'label'    => (string) $question['label'],
			'kind'     => (string) $question['kind'],
			'options'  => $question['options'],
			'required' => $question['is_required'],
		);
	}

	/**
	 * Whether the campaign asks anything at registration.
	 *
	 * @param array{types: array<int, mixed>, questions: array<int, mixed>, waiver: string} $view public_view().
	 */
	public static function asks_anything( array $view ): bool {
		return array() !== $view['types'] || array() !== $view['questions'] || '' !== $view['waiver'];
	}
}
