<?php
/**
 * A fundraiser's registration: the type chosen, the answers, the waiver accepted and the fee.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_registrations. The fee lives here and only here: it is never a
 * donation and no total reads this table (decision 0099).
 */
final class RegistrationRepository {

	/** No fee to pay. */
	public const FEE_NONE = 'none';
	/** Paid (test mode at once, Stripe by its webhook, offline when an administrator marks it). */
	public const FEE_PAID = 'paid';
	/** Offline: to be paid on the day; the page is live meanwhile. */
	public const FEE_DUE = 'due';
	/** Stripe: a Checkout session is open; the page waits for the payment. */
	public const FEE_PENDING = 'pending';
	/** Refunded from wp-admin. */
	public const FEE_REFUNDED = 'refunded';

	/**
	 * Inserts a registration.
	 *
	 * @param array<string, mixed> $fields Columns (answers as an array).
	 */
	public function insert( array $fields ): int {
		$fields['answers']    = (string) wp_json_encode( array_values( (array) ( $fields['answers'] ?? array() ) ) );
		$fields['created_at'] = current_time( 'mysql', true );
		return Query::insert( Schema::table( 'registrations' ), $fields );
	}

	/**
	 * The registration of a fundraiser, or null.
	 *
	 * @param int  $fundraiser_id Fundraiser id.
	 * @param bool $for_update    Read it FOR UPDATE (inside a transaction).
	 * @return array<string, mixed>|null
	 */
	public function for_fundraiser( int $fundraiser_id, bool $for_update = false ): ?array {
		global $wpdb;
		$sql = $wpdb->prepare( 'SELECT * FROM %i WHERE fundraiser_id = %d', Schema::table( 'registrations' ), $fundraiser_id );
		$row = Query::row( $for_update ? $sql . ' FOR UPDATE' : $sql );
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * A registration by id, read FOR UPDATE (inside a transaction), or null.
	 *
	 * @param int $id Registration id.
	 * @return array<string, mixed>|null
	 */
	public function find_for_update( int $id ): ?array {
		global $wpdb;
		$row = Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d FOR UPDATE', Schema::table( 'registrations' ), $id ) );
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * The registrations of several fundraisers, by fundraiser id (one query for a list page).
	 *
	 * @param int[] $fundraiser_ids Fundraiser ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_fundraisers( array $fundraiser_ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $fundraiser_ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $placeholders is a list of %d placeholders, filled by prepare().
		$rows = Query::rows( $wpdb->prepare( "SELECT * FROM %i WHERE fundraiser_id IN ({$placeholders})", Schema::table( 'registrations' ), ...$ids ) );
		$out  = array();
		foreach ( $rows as $row ) {
			$row                                = self::hydrate( $row );
			$out[ (int) $row['fundraiser_id'] ] = $row;
		}
		return $out;
	}

	/**
	 * " AND …" keeping the fundraisers (alias $alias) registered as a participant type, '' for type
	 * 0 (all); the caller checks that the type is its campaign's. A correlated EXISTS on the unique
	 * fundraiser_id key: the admin list keeps walking its sort index and stops at its page (at
	 * 100,000 fundraisers a page of a type a third of them chose takes 2-8 ms; written as IN, the
	 * database read the type's rows first and sorted them all: 0.7-1.3 s). Its count, bulk changes
	 * and CSV export filter through the same condition.
	 *
	 * @param int    $type_id Participant type id, 0 for all.
	 * @param string $alias   Alias of the fundraisers table in the caller's query.
	 */
	public static function of_type_condition( int $type_id, string $alias = 'f' ): string {
		global $wpdb;
		if ( $type_id <= 0 ) {
			return '';
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- an alias from the repositories (%i would quote "f.id" as one name).
		return $wpdb->prepare( " AND EXISTS (SELECT 1 FROM %i rt WHERE rt.fundraiser_id = {$alias}.id AND rt.type_id = %d)", Schema::table( 'registrations' ), $type_id );
	}

	/**
	 * How many registrations name a type.
	 *
	 * @param int $type_id Type id.
	 */
	public function count_for_type( int $type_id ): int {
		global $wpdb;
		return (int) Query::value( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE type_id = %d', Schema::table( 'registrations' ), $type_id ) );
	}

	/**
	 * Updates columns of a registration.
	 *
	 * @param int                  $id     Registration id.
	 * @param array<string, mixed> $fields Columns.
	 */
	public function update( int $id, array $fields ): void {
		Query::update_row( 'registrations', $id, $fields, array( 'fee_status', 'gateway_session', 'gateway_payment', 'paid_at', 'refunded_at', 'answers', 'waiver_text', 'waiver_accepted_at' ) );
	}

	/**
	 * The registrations of a user's fundraiser pages, with their campaign's title (privacy export).
	 *
	 * @param int $user_id User id.
	 * @return array<int, array<string, mixed>>
	 */
	public function of_user( int $user_id ): array {
		global $wpdb;
		$rows = Query::rows( $wpdb->prepare( 'SELECT r.*, c.title AS campaign_title FROM %i r INNER JOIN %i f ON f.id = r.fundraiser_id LEFT JOIN %i c ON c.id = r.campaign_id WHERE f.user_id = %d ORDER BY r.id', Schema::table( 'registrations' ), Schema::table( 'fundraisers' ), Schema::table( 'campaigns' ), $user_id ) );
		return array_map( array( self::class, 'hydrate' ), $rows );
	}

	/**
	 * Forgets a user's answers and the waiver texts they accepted (privacy erasure); the type and
	 * the fee's record stay for the organisers' accounts.
	 *
	 * @param int $user_id User id.
	 * @return int Registrations changed.
	 */
	public function forget_answers_of_user( int $user_id ): int {
		global $wpdb;
		return Query::execute( $wpdb->prepare( "UPDATE %i r INNER JOIN %i f ON f.id = r.fundraiser_id SET r.answers = '[]', r.waiver_text = NULL WHERE f.user_id = %d AND ( r.answers <> '[]' OR r.waiver_text IS NOT NULL )", Schema::table( 'registrations' ), Schema::table( 'fundraisers' ), $user_id ) );
	}

	/**
	 * Typed row; answers decoded to [ { question_id, label, kind, value } ].
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'fundraiser_id', 'type_id', 'fee_minor' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		$answers        = json_decode( (string) $row['answers'], true );
		$row['answers'] = is_array( $answers ) ? $answers : array();
		return $row;
	}
}
