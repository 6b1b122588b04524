<?php
/**
 * The rules of a fundraiser's own page address (/campaigns/{campaign}/{address}/).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Fundraisers;

use P2PFundraising\Database\Schema;
use P2PFundraising\Frontend\CampaignRoute;
use P2PFundraising\Database\Query;

defined( 'ABSPATH' ) || exit;

/**
 * What an address may be (decision 0090): 3 to 60 lower-case letters, digits and single hyphens,
 * starting and ending with a letter or digit; never a word the campaign's own routes use, a word
 * kept back by the site (filter `p2p_reserved_page_addresses`), nor a team's address.
 */
final class PageAddress {

	public const MIN_LENGTH = 3;
	public const MAX_LENGTH = 60;

	/**
	 * The campaign's own first path segments (CampaignRoute) and words that would read as the site's.
	 */
	private const RESERVED = array(
		'team',
		'teams',
		'fundraiser',
		'fundraisers',
		'team-leaderboard',
		'fundraiser-leaderboard',
		'donate',
		'register',
		'start-fundraising',
		'create-team',
		'select-team',
		'login',
		'logout',
		'lost-password',
		'account',
		'admin',
		'wp-admin',
		'wp-login',
		'api',
		'feed',
		'campaign',
		'campaigns',
		'p2p-donate',
		'new',
		'edit',
		'update',
		'help',
		'support',
		'about',
		'search',
	);

	/**
	 * The cleaned form of what was typed: trimmed and lower-cased (the rules then judge it).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function clean( $value ): string {
		return is_scalar( $value ) ? strtolower( trim( (string) $value ) ) : '';
	}

	/**
	 * Why $address cannot be anyone's address in the campaign, or '' when it can.
	 *
	 * @param string $address     Cleaned address.
	 * @param int    $campaign_id Campaign id (for the filter and the teams).
	 */
	public static function problem( string $address, int $campaign_id ): string {
		$length = strlen( $address );
		if ( $length < self::MIN_LENGTH || $length > self::MAX_LENGTH ) {
			return sprintf(
				/* translators: 1: shortest, 2: longest length in characters. */
				__( 'Please choose an address of %1$d to %2$d characters.', 'p2p-fundraising' ),
				self::MIN_LENGTH,
				self::MAX_LENGTH
			);
		}
		if ( ! preg_match( '/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $address ) ) {
			return __( 'Please use only lower-case letters (a–z), digits and single hyphens between them.', 'p2p-fundraising' );
		}
		if ( in_array( $address, self::reserved( $campaign_id ), true ) || self::is_team_address( $address, $campaign_id ) ) {
			return self::taken_message();
		}
		return '';
	}

	/** The message of an address someone else has (or had, or the campaign keeps). */
	public static function taken_message(): string {
		return __( 'This address is already taken. Please choose another one.', 'p2p-fundraising' );
	}

	/**
	 * Words no fundraiser may take in the campaign.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return string[]
	 */
	public static function reserved( int $campaign_id ): array {
		/**
		 * Filters the page addresses no fundraiser may choose (lower-case). The campaign's own
		 * routes stay reserved whatever this returns.
		 *
		 * @param string[] $addresses   Reserved addresses.
		 * @param int      $campaign_id Campaign id.
		 */
		$filtered = (array) apply_filters( 'p2p_reserved_page_addresses', self::RESERVED, $campaign_id );
		return array_values( array_unique( array_merge( self::RESERVED, CampaignRoute::first_segments(), array_map( array( self::class, 'clean' ), $filtered ) ) ) );
	}

	/**
	 * Whether a team of the campaign is known by this address (its slug).
	 *
	 * @param string $address     Cleaned address.
	 * @param int    $campaign_id Campaign id.
	 */
	private static function is_team_address( string $address, int $campaign_id ): bool {
		global $wpdb;
		return null !== Query::value( $wpdb->prepare( 'SELECT 1 FROM %i WHERE campaign_id = %d AND slug = %s LIMIT 1', Schema::table( 'teams' ), $campaign_id, $address ) );
	}
}
