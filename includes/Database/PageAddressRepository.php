<?php
/**
 * Every page address a fundraiser has had, per campaign.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * One row per address and campaign, kept when its fundraiser moves on to another one: the old
 * address still leads to them and nobody else can take it (decision 0090). The primary key is the
 * lock that decides who gets an address when two people ask for it at once.
 */
final class PageAddressRepository {

	/** What claim() answers. */
	public const CLAIMED = 'claimed';
	public const TAKEN   = 'taken';

	/**
	 * Gives $address to the fundraiser unless another one has (or had) it. Inside the caller's
	 * transaction: the row stays locked until it commits, so a simultaneous claim waits and then
	 * finds it taken.
	 *
	 * @param int    $campaign_id   Campaign id.
	 * @param string $address       Valid address.
	 * @param int    $fundraiser_id Fundraiser id.
	 * @return string self::CLAIMED (new, or one of their own earlier addresses) or self::TAKEN.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function claim( int $campaign_id, string $address, int $fundraiser_id ): string {
		global $wpdb;
		$table    = Schema::table( 'page_addresses' );
		$inserted = Query::execute( $wpdb->prepare( 'INSERT IGNORE INTO %i (campaign_id, address, fundraiser_id, created_at) VALUES (%d, %s, %d, %s)', $table, $campaign_id, $address, $fundraiser_id, current_time( 'mysql', true ) ) );
		if ( 1 === $inserted ) {
			return self::CLAIMED;
		}
		// A locking read: the latest committed owner, not this transaction's snapshot.
		$owner = (int) Query::value( $wpdb->prepare( 'SELECT fundraiser_id FROM %i WHERE campaign_id = %d AND address = %s FOR UPDATE', $table, $campaign_id, $address ) );
		return $owner === $fundraiser_id ? self::CLAIMED : self::TAKEN;
	}

	/**
	 * The fundraiser an address of the campaign belongs to (current or earlier), or 0.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $address     Address.
	 * @throws DatabaseError When the database cannot answer.
	 */
	public function owner( int $campaign_id, string $address ): int {
		global $wpdb;
		return (int) Query::value( $wpdb->prepare( 'SELECT fundraiser_id FROM %i WHERE campaign_id = %d AND address = %s', Schema::table( 'page_addresses' ), $campaign_id, $address ) );
	}

	/**
	 * Every address a fundraiser has had, oldest first.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @return string[]
	 * @throws DatabaseError When the database cannot answer.
	 */
	public function of_fundraiser( int $fundraiser_id ): array {
		global $wpdb;
		return Query::column( $wpdb->prepare( 'SELECT address FROM %i WHERE fundraiser_id = %d ORDER BY created_at, address', Schema::table( 'page_addresses' ), $fundraiser_id ) );
	}

	/**
	 * Frees every address of the fundraisers given (their page is deleted or erased).
	 *
	 * @param int[] $fundraiser_ids Fundraiser ids.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function forget( array $fundraiser_ids ): int {
		$ids = array_values( array_filter( array_map( 'intval', $fundraiser_ids ) ) );
		if ( array() === $ids || ! Schema::writable_from( Schema::PAGE_ADDRESSES, 'page_addresses' ) ) {
			return 0;
		}
		global $wpdb;
		$freed = 0;
		// A person has a page or two: one short statement each.
		foreach ( $ids as $id ) {
			$freed += Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE fundraiser_id = %d', Schema::table( 'page_addresses' ), $id ) );
		}
		return $freed;
	}
}
