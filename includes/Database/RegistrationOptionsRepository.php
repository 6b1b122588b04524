<?php
/**
 * A campaign's registration options: participant types, questions and the waiver.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_registration_types, _questions and _waivers (decision 0097).
 */
final class RegistrationOptionsRepository {

	/** Columns of a type an administrator sets. */
	private const TYPE_COLUMNS = array( 'name', 'description', 'fee_minor', 'capacity', 'suggested_goal', 'opens_on', 'closes_on', 'is_closed', 'sort_order' );

	/** Columns of a question an administrator sets. */
	private const QUESTION_COLUMNS = array( 'label', 'kind', 'options', 'is_required', 'sort_order' );

	/**
	 * A campaign's participant types in their order.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<int, array<string, mixed>>
	 */
	public function types( int $campaign_id ): array {
		global $wpdb;
		$rows = Query::rows( $wpdb->prepare( 'SELECT * FROM %i WHERE campaign_id = %d ORDER BY sort_order ASC, id ASC', Schema::table( 'registration_types' ), $campaign_id ) );
		return array_map( array( self::class, 'hydrate_type' ), $rows );
	}

	/**
	 * A type by id, or null.
	 *
	 * @param int  $id         Type id.
	 * @param bool $for_update Read it FOR UPDATE (inside a transaction).
	 * @return array<string, mixed>|null
	 */
	public function find_type( int $id, bool $for_update = false ): ?array {
		global $wpdb;
		$sql = $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( 'registration_types' ), $id );
		$row = Query::row( $for_update ? $sql . ' FOR UPDATE' : $sql );
		return null === $row ? null : self::hydrate_type( $row );
	}

	/**
	 * Inserts a type at the end of the campaign's list.
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param array<string, mixed> $fields      Columns of TYPE_COLUMNS.
	 */
	public function insert_type( int $campaign_id, array $fields ): int {
		$row = array_merge(
			array(
				'name'        => '',
				'description' => '',
				'fee_minor'   => 0,
				'sort_order'  => $this->next_order( 'registration_types', $campaign_id ),
			),
			array_intersect_key( $fields, array_flip( self::TYPE_COLUMNS ) ),
			array( 'campaign_id' => $campaign_id )
		);
		$id  = Query::insert( Schema::table( 'registration_types' ), $row );
		\P2PFundraising\ReadCache::campaign_changed( $campaign_id );
		return $id;
	}

	/**
	 * Updates a type's columns (null clears capacity, goal and dates).
	 *
	 * @param int                  $id     Type id.
	 * @param array<string, mixed> $fields Columns of TYPE_COLUMNS.
	 */
	public function update_type( int $id, array $fields ): void {
		$this->update( 'registration_types', $id, array_intersect_key( $fields, array_flip( self::TYPE_COLUMNS ) ) );
	}

	/**
	 * Deletes a type.
	 *
	 * @param int $id Type id.
	 */
	public function delete_type( int $id ): void {
		Query::delete_row( 'registration_types', $id );
	}

	/**
	 * Takes one place of a type: one conditional UPDATE, so simultaneous sign-ups can never take
	 * more places than the capacity (the row lock orders them; each sees the count the previous
	 * one committed).
	 *
	 * @param int $id Type id.
	 * @return bool Whether a place was free.
	 */
	public function take_place( int $id ): bool {
		global $wpdb;
		$table = Schema::table( 'registration_types' );
		return 1 === Query::execute( $wpdb->prepare( 'UPDATE %i SET registered = registered + 1 WHERE id = %d AND is_closed = 0 AND ( capacity IS NULL OR registered < capacity )', $table, $id ) );
	}

	/**
	 * A campaign's questions in their order.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<int, array<string, mixed>>
	 */
	public function questions( int $campaign_id ): array {
		global $wpdb;
		$rows = Query::rows( $wpdb->prepare( 'SELECT * FROM %i WHERE campaign_id = %d ORDER BY sort_order ASC, id ASC', Schema::table( 'registration_questions' ), $campaign_id ) );
		return array_map( array( self::class, 'hydrate_question' ), $rows );
	}

	/**
	 * A question by id, or null.
	 *
	 * @param int $id Question id.
	 * @return array<string, mixed>|null
	 */
	public function find_question( int $id ): ?array {
		global $wpdb;
		$row = Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( 'registration_questions' ), $id ) );
		return null === $row ? null : self::hydrate_question( $row );
	}

	/**
	 * Inserts a question at the end of the campaign's list.
	 *
	 * @param int                  $campaign_id Campaign id.
	 * @param array<string, mixed> $fields      label, kind, options (string[]), is_required.
	 */
	public function insert_question( int $campaign_id, array $fields ): int {
		$row = array_merge(
			array(
				'label'       => '',
				'kind'        => 'text',
				'options'     => array(),
				'is_required' => 0,
				'sort_order'  => $this->next_order( 'registration_questions', $campaign_id ),
			),
			array_intersect_key( $fields, array_flip( self::QUESTION_COLUMNS ) ),
			array( 'campaign_id' => $campaign_id )
		);
		$row['options'] = (string) wp_json_encode( array_values( (array) $row['options'] ) );
		$id             = Query::insert( Schema::table( 'registration_questions' ), $row );
		\P2PFundraising\ReadCache::campaign_changed( $campaign_id );
		return $id;
	}

	/**
	 * Updates a question's columns.
	 *
	 * @param int                  $id     Question id.
	 * @param array<string, mixed> $fields Columns of QUESTION_COLUMNS.
	 */
	public function update_question( int $id, array $fields ): void {
		if ( isset( $fields['options'] ) ) {
			$fields['options'] = (string) wp_json_encode( array_values( (array) $fields['options'] ) );
		}
		$this->update( 'registration_questions', $id, array_intersect_key( $fields, array_flip( self::QUESTION_COLUMNS ) ) );
	}

	/**
	 * Deletes a question (registrations keep the answers with the label as asked).
	 *
	 * @param int $id Question id.
	 */
	public function delete_question( int $id ): void {
		Query::delete_row( 'registration_questions', $id );
	}

	/**
	 * The campaign's waiver text ('' for none).
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public function waiver( int $campaign_id ): string {
		global $wpdb;
		return (string) Query::value( $wpdb->prepare( 'SELECT body FROM %i WHERE campaign_id = %d', Schema::table( 'registration_waivers' ), $campaign_id ) );
	}

	/**
	 * Sets (or with '' removes) the campaign's waiver text.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $body        Plain text.
	 */
	public function save_waiver( int $campaign_id, string $body ): void {
		global $wpdb;
		$table = Schema::table( 'registration_waivers' );
		if ( '' === $body ) {
			Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE campaign_id = %d', $table, $campaign_id ) );
		} else {
			Query::execute( $wpdb->prepare( 'REPLACE INTO %i (campaign_id, body, updated_at) VALUES (%d, %s, %s)', $table, $campaign_id, $body, current_time( 'mysql', true ) ) );
		}
		\P2PFundraising\ReadCache::campaign_changed( $campaign_id );
	}

	/**
	 * Writes columns of one row and drops its campaign's cached reads.
	 *
	 * @param string               $name   Short table name.
	 * @param int                  $id     Row id.
	 * @param array<string, mixed> $fields Columns.
	 */
	private function update( string $name, int $id, array $fields ): void {
		global $wpdb;
		if ( array() === $fields ) {
			return;
		}
		if ( false === $wpdb->update( Schema::table( $name ), $fields, array( 'id' => $id ) ) ) {
			throw DatabaseError::from_last_statement( 'Could not update ' . $name ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for logs, never printed: callers turn it into a fixed, translated REST error.
		}
		$campaign_id = (int) Query::value( $wpdb->prepare( 'SELECT campaign_id FROM %i WHERE id = %d', Schema::table( $name ), $id ) );
		\P2PFundraising\ReadCache::campaign_changed( $campaign_id );
	}

	/**
	 * The sort position after the campaign's last row.
	 *
	 * @param string $name        Short table name.
	 * @param int    $campaign_id Campaign id.
	 */
	private function next_order( string $name, int $campaign_id ): int {
		global $wpdb;
		return 1 + (int) Query::value( $wpdb->prepare( 'SELECT MAX(sort_order) FROM %i WHERE campaign_id = %d', Schema::table( $name ), $campaign_id ) );
	}

	/**
	 * Typed type row.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate_type( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'fee_minor', 'registered', 'sort_order' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		$row['capacity']       = null === $row['capacity'] ? null : (int) $row['capacity'];
		$row['suggested_goal'] = null === $row['suggested_goal'] ? null : (float) $row['suggested_goal'];
		$row['is_closed']      = (bool) (int) $row['is_closed'];
		return $row;
	}

	/**
	 * Typed question row.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate_question( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'sort_order' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		$options            = json_decode( (string) $row['options'], true );
		$row['options']     = is_array( $options ) ? array_values( array_map( 'strval', $options ) ) : array();
		$row['is_required'] = (bool) (int) $row['is_required'];
		return $row;
	}
}
