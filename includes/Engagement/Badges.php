<?php
/**
 * Badges a fundraiser earns.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

use P2PFundraising\Database\Query;
use P2PFundraising\Database\Schema;
use P2PFundraising\ReadCache;

defined( 'ABSPATH' ) || exit;

/**
 * Computed from the stored totals, never from the donations: first donation (one or more),
 * halfway (50 % of the goal), goal reached, top 10 of the campaign (raised at least as much as
 * the campaign's tenth fundraiser, and more than nothing) and team captain. Per campaign, two
 * indexed queries per request (the tenth amount, the captains), kept in a non-persistent cache
 * group under the campaign's ReadCache stamp (decision 0026), so any write that changes what the
 * campaign shows — a gift, a new captain — is seen at once, even later in the same request. The
 * `p2p_fundraising_badges` filter adds, removes or renames badges.
 */
final class Badges {

	public const FIRST_DONATION = 'first_donation';
	public const HALFWAY        = 'halfway';
	public const GOAL_REACHED   = 'goal_reached';
	public const TOP_TEN        = 'top_ten';
	public const CAPTAIN        = 'team_captain';

	private const CACHE_GROUP = 'p2p_badges';

	/** How many fundraisers count as the top. */
	public const TOP = 10;

	/**
	 * The badges of a fundraiser row (raised_amount, goal, donations_count, user_id, campaign_id).
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @return array<int, array{id: string, label: string}>
	 */
	public static function for_fundraiser( array $fundraiser ): array {
		$raised  = (float) ( $fundraiser['raised_amount'] ?? 0 );
		$goal    = (float) ( $fundraiser['goal'] ?? 0 );
		$labels  = self::labels();
		$earned  = array();
		$add     = static function ( string $id ) use ( &$earned, $labels ): void {
			$earned[] = array(
				'id'    => $id,
				'label' => $labels[ $id ],
			);
		};
		$campaign = (int) ( $fundraiser['campaign_id'] ?? 0 );
		if ( (int) ( $fundraiser['donations_count'] ?? 0 ) > 0 ) {
			$add( self::FIRST_DONATION );
		}
		if ( $goal > 0 && $raised >= $goal / 2 ) {
			$add( $raised >= $goal ? self::GOAL_REACHED : self::HALFWAY );
		}
		if ( $raised > 0 && $raised >= self::tenth_amount( $campaign ) ) {
			$add( self::TOP_TEN );
		}
		if ( isset( self::captains( $campaign )[ (int) ( $fundraiser['user_id'] ?? 0 ) ] ) ) {
			$add( self::CAPTAIN );
		}
		/**
		 * Filters the badges shown for a fundraiser (cards, pages, leaderboards).
		 *
		 * @param array<int, array{id: string, label: string}> $earned     Badges, in order.
		 * @param array<string, mixed>                         $fundraiser The fundraiser row.
		 */
		$filtered = apply_filters( 'p2p_fundraising_badges', $earned, $fundraiser );
		$badges = array();
		foreach ( is_array( $filtered ) ? $filtered : array() as $badge ) {
			if ( is_array( $badge ) && isset( $badge['id'], $badge['label'] ) && is_scalar( $badge['id'] ) && is_scalar( $badge['label'] ) ) {
				$badges[] = array(
					'id'    => (string) $badge['id'],
					'label' => (string) $badge['label'],
				);
			}
		}
		return $badges;
	}

	/**
	 * Accessible names of the badges.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			self::FIRST_DONATION => __( 'First donation received', 'p2p-fundraising' ),
			self::HALFWAY        => __( 'Halfway to the goal', 'p2p-fundraising' ),
			self::GOAL_REACHED   => __( 'Goal reached', 'p2p-fundraising' ),
			self::TOP_TEN        => __( 'Top 10 fundraiser', 'p2p-fundraising' ),
			self::CAPTAIN        => __( 'Team captain', 'p2p-fundraising' ),
		);
	}

	/**
	 * What the campaign's tenth fundraiser raised (0 when fewer than ten raised anything: then
	 * everyone who raised something is in the top ten).
	 *
	 * @param int $campaign_id Campaign id.
	 */
	private static function tenth_amount( int $campaign_id ): float {
		$key    = self::key( 'tenth', $campaign_id );
		$cached = wp_cache_get( $key, self::CACHE_GROUP, false, $found );
		if ( $found ) {
			return (float) $cached;
		}
		global $wpdb;
		$table = Schema::table( 'fundraisers' );
		$value = Query::value( $wpdb->prepare( "SELECT raised_amount FROM {$table} WHERE campaign_id = %d AND status = 'approved' AND raised_amount > 0 ORDER BY raised_amount DESC LIMIT 1 OFFSET %d", $campaign_id, self::TOP - 1 ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$tenth = null === $value ? 0.0 : (float) $value;
		wp_cache_set( $key, $tenth, self::CACHE_GROUP );
		return $tenth;
	}

	/**
	 * User ids of the campaign's approved teams' captains.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<int, true>
	 */
	private static function captains( int $campaign_id ): array {
		$key    = self::key( 'captains', $campaign_id );
		$cached = wp_cache_get( $key, self::CACHE_GROUP, false, $found );
		if ( $found && is_array( $cached ) ) {
			return $cached;
		}
		global $wpdb;
		$table    = Schema::table( 'teams' );
		$ids      = Query::column( $wpdb->prepare( "SELECT captain_user_id FROM {$table} WHERE campaign_id = %d AND status = 'approved' AND captain_user_id > 0", $campaign_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$captains = array_fill_keys( array_map( 'intval', $ids ), true );
		wp_cache_set( $key, $captains, self::CACHE_GROUP );
		return $captains;
	}

	/**
	 * Cache key of a campaign's value: under its ReadCache stamp and this request's generation.
	 *
	 * @param string $what        'tenth' or 'captains'.
	 * @param int    $campaign_id Campaign id.
	 */
	private static function key( string $what, int $campaign_id ): string {
		$generation = (int) wp_cache_get( 'generation', self::CACHE_GROUP );
		return $what . '-' . $campaign_id . '-' . ReadCache::last_changed( $campaign_id ) . '-' . $generation;
	}

	/** Keeps the cache group out of a persistent object cache, and empties it when totals move. */
	public static function register(): void {
		wp_cache_add_non_persistent_groups( array( self::CACHE_GROUP ) );
		foreach ( array( 'p2p_fundraising_donation_completed', 'p2p_fundraising_donation_refunded' ) as $action ) {
			add_action( $action, array( self::class, 'forget' ) );
		}
	}

	/**
	 * Forgets the cached values (the totals changed): a new generation, never a flush — without
	 * flush_group support a flush would empty the whole persistent object cache on every gift.
	 */
	public static function forget(): void {
		wp_cache_set( 'generation', (int) wp_cache_get( 'generation', self::CACHE_GROUP ) + 1, self::CACHE_GROUP );
	}
}
