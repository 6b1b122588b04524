<?php
/**
 * Stored totals against a recount of the donations.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

use P2PFundraising\Donations\DonationService;

defined( 'ABSPATH' ) || exit;

/**
 * Every stored number of a campaign — its, its teams' and its fundraisers' raised amount, donation
 * and donor counts, the approved counts (decision 0039), the per-donor totals (0024), the
 * donation day counts (0043), the activity leaderboard's band counts (0115) and the short searches'
 * per-gram counts (0121, against their gram rows) — compared with what DonationService::rebuild_totals() computes from
 * the rows, the oracle. verify() runs the recount inside a transaction it rolls back, so it changes
 * nothing; repair() keeps it. Used by `wp p2p totals` and the benches.
 */
final class TotalsCheck {

	/**
	 * Differences between the stored numbers and a recount; nothing is changed.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array{checked: int, mismatches: array<int, array{0: string, 1: string|null, 2: string|null}>}
	 */
	public function verify( int $campaign_id ): array {
		$stored = $this->snapshot( $campaign_id );
		// Inside a caller's transaction (a test) a savepoint; START TRANSACTION would commit it.
		$nested = '1' === Query::value( 'SELECT @@in_transaction' );
		Query::execute( $nested ? 'SAVEPOINT p2p_totals_check' : 'START TRANSACTION' );
		try {
			( new DonationService() )->rebuild_totals( $campaign_id );
			$recount = $this->snapshot( $campaign_id );
		} finally {
			Query::execute( $nested ? 'ROLLBACK TO SAVEPOINT p2p_totals_check' : 'ROLLBACK' );
		}
		return self::compare( $stored, $recount );
	}

	/**
	 * Stores the recount and returns what it changed.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array{checked: int, mismatches: array<int, array{0: string, 1: string|null, 2: string|null}>}
	 */
	public function repair( int $campaign_id ): array {
		$stored = $this->snapshot( $campaign_id );
		( new DonationService() )->rebuild_totals( $campaign_id );
		return self::compare( $stored, $this->snapshot( $campaign_id ) );
	}

	/**
	 * The stored numbers of a campaign, keyed by where they are.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<string, string>
	 */
	private function snapshot( int $campaign_id ): array {
		global $wpdb;
		$rows = array();
		foreach ( array( 'campaigns' => 'id', 'teams' => 'campaign_id', 'fundraisers' => 'campaign_id' ) as $table => $column ) {
			foreach ( Query::rows( $wpdb->prepare( 'SELECT id, raised_amount, donations_count, donors_count FROM %i WHERE %i = %d', Schema::table( $table ), $column, $campaign_id ) ) as $row ) {
				$rows[ "{$table}:{$row['id']}" ] = "{$row['raised_amount']}|{$row['donations_count']}|{$row['donors_count']}";
			}
		}
		$approved = Query::row( $wpdb->prepare( 'SELECT approved_teams, approved_fundraisers FROM %i WHERE id = %d', Schema::table( 'campaigns' ), $campaign_id ) );
		if ( null !== $approved ) {
			$rows['campaigns:approved'] = implode( '|', $approved );
		}
		foreach ( Query::rows( $wpdb->prepare( 'SELECT scope, entity_id, donor_key, donor_name, is_anonymous, amount, gifts, tie_order FROM %i WHERE campaign_id = %d', Schema::table( 'donor_totals' ), $campaign_id ) ) as $row ) {
			$rows[ "donor:{$row['scope']}:{$row['entity_id']}:{$row['donor_key']}" ] = implode( '|', $row );
		}
		// A day back at 0 may stay as a row.
		foreach ( Query::rows( $wpdb->prepare( 'SELECT day, listed FROM %i WHERE campaign_id = %d AND listed <> 0', Schema::table( 'donation_days' ), $campaign_id ) ) as $row ) {
			$rows[ "days:{$row['day']}" ] = (string) $row['listed'];
		}
		// The activity leaderboard's band counts (decision 0115), once the upgrade made their table; a band back at 0 may stay.
		if ( ActivityBandRepository::writable() ) {
			foreach ( Query::rows( $wpdb->prepare( 'SELECT band, approved FROM %i WHERE campaign_id = %d AND approved <> 0', Schema::table( 'activity_bands' ), $campaign_id ) ) as $row ) {
				$rows[ "activity_bands:{$row['band']}" ] = (string) $row['approved'];
			}
		}
		// The short searches' per-gram counts (decision 0121) against their rows; a count back at 0 may stay.
		if ( NameGramRepository::counted() ) {
			foreach ( Query::rows( $wpdb->prepare( 'SELECT kind, HEX(gram) AS gram, matches FROM %i WHERE campaign_id = %d AND matches <> 0', Schema::table( 'name_gram_counts' ), $campaign_id ) ) as $row ) {
				$rows[ "name_gram_counts:{$row['kind']}:{$row['gram']}" ] = (string) $row['matches'];
			}
		}
		return $rows;
	}

	/**
	 * @param array<string, string> $stored  Before.
	 * @param array<string, string> $recount After the recount.
	 * @return array{checked: int, mismatches: array<int, array{0: string, 1: string|null, 2: string|null}>}
	 */
	private static function compare( array $stored, array $recount ): array {
		$mismatches = array();
		foreach ( array_unique( array_merge( array_keys( $stored ), array_keys( $recount ) ) ) as $key ) {
			if ( ( $stored[ $key ] ?? null ) !== ( $recount[ $key ] ?? null ) ) {
				$mismatches[] = array( (string) $key, $stored[ $key ] ?? null, $recount[ $key ] ?? null );
			}
		}
		return array(
			'checked'    => count( $recount ),
			'mismatches' => $mismatches,
		);
	}
}
