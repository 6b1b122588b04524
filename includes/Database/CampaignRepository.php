<?php
/**
 * Campaign rows.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_campaigns. Rows come back as arrays with typed values
 * (ints, floats, strings), never as raw database strings.
 */
final class CampaignRepository {

	public const STATUS_ACTIVE = 'active';

	/** Columns a caller may set; the stored totals are written only by the donation service. */
	private const WRITABLE = array(
		'slug',
		'title',
		'short_desc',
		'long_desc',
		'image_url',
		'logo_url',
		'goal',
		'primary_color',
		'secondary_color',
		'status',
		'sponsors_enabled',
		'sponsor_linking',
		'sponsor_section_heading',
		'sponsor_application_page',
		'fundraiser_goal',
		'team_goal',
		'fundraiser_story_placeholder',
		'team_story_placeholder',
		'created_at',
	);

	private const DEFAULTS = array(
		'title'                        => '',
		'short_desc'                   => '',
		'long_desc'                    => '',
		'image_url'                    => '',
		'logo_url'                     => '',
		'goal'                         => 0,
		'primary_color'                => '#28C77B',
		'secondary_color'              => '#1F2A44',
		'status'                       => 'draft',
		'sponsors_enabled'             => 'disabled',
		'sponsor_linking'              => 'external',
		'sponsor_section_heading'      => '',
		'sponsor_application_page'     => '',
		'fundraiser_goal'              => 0,
		'team_goal'                    => 0,
		'fundraiser_story_placeholder' => '',
		'team_story_placeholder'       => '',
	);

	/**
	 * Campaign by id, or null.
	 *
	 * @param int $id Campaign id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * Campaign by slug, or null.
	 *
	 * @param string $slug Campaign slug.
	 * @return array<string, mixed>|null
	 */
	public function find_by_slug( string $slug ): ?array {
		global $wpdb;
		$table = Schema::table( 'campaigns' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE slug = %s", $slug ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * Inserts a campaign and returns its id.
	 *
	 * @param array<string, mixed> $fields Column values (slug required).
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function insert( array $fields ): int {
		global $wpdb;
		$now  = current_time( 'mysql', true );
		$row  = array_merge( self::DEFAULTS, array( 'created_at' => $now ), array_intersect_key( $fields, array_flip( self::WRITABLE ) ) );
		$row['updated_at'] = $row['created_at'];
		if ( false === $wpdb->insert( Schema::table( 'campaigns' ), $row ) ) {
			throw new \RuntimeException( 'Could not insert the campaign: ' . esc_html( $wpdb->last_error ) );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * Deletes a campaign with everything that belongs to it (teams, fundraisers, donations,
	 * sponsors, invitations).
	 *
	 * @param int $id Campaign id.
	 */
	public function delete_with_children( int $id ): void {
		global $wpdb;
		$teams = Schema::table( 'teams' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names only.
		$wpdb->query( $wpdb->prepare( 'DELETE i FROM ' . Schema::table( 'team_invitations' ) . " i INNER JOIN {$teams} t ON t.id = i.team_id WHERE t.campaign_id = %d", $id ) );
		foreach ( array( 'donations', 'fundraisers', 'teams', 'sponsors' ) as $name ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( $name ) . ' WHERE campaign_id = %d', $id ) );
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'campaigns' ) . ' WHERE id = %d', $id ) );
		// phpcs:enable
	}

	/**
	 * Casts a database row to typed values.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'donations_count', 'donors_count' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		foreach ( array( 'goal', 'fundraiser_goal', 'team_goal', 'raised_amount' ) as $key ) {
			$row[ $key ] = (float) $row[ $key ];
		}
		return $row;
	}
}
