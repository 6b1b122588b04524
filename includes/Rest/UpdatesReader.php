<?php
/**
 * Pages of updates as the apps read them (REST and the page's embedded data).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\UpdateRepository;
use P2PFundraising\Visibility;

defined( 'ABSPATH' ) || exit;

/**
 * The one reader of a fundraiser's or team's updates for the current user: visitors get the
 * visible ones; the page's owner (the fundraiser, the team's captain) and administrators also the
 * hidden ones, marked. `canEdit` tells the author which ones are theirs.
 */
final class UpdatesReader {

	public const PER_PAGE = 5;

	/**
	 * { data: Update[], total, count }.
	 *
	 * @param string               $type     'fundraiser' or 'team'.
	 * @param array<string, mixed> $entity   The fundraiser or team row.
	 * @param int                  $page     1-based page.
	 * @param int                  $per_page Page size.
	 * @return array{data: array<int, array<string, mixed>>, total: int, count: int}
	 */
	public static function page( string $type, array $entity, int $page = 1, int $per_page = self::PER_PAGE ): array {
		$owns     = self::owns( $type, $entity );
		$manages  = Visibility::is_admin() || $owns;
		$result   = ( new UpdateRepository() )->page( $type, (int) $entity['id'], $manages, $page, $per_page );
		$may_post = $owns && self::in_good_standing( $type, $entity );
		$items    = array_map(
			static function ( array $row ) use ( $may_post ): array {
				$item = self::item( $row );
				// Only while the author still runs the page and may post on it, as edit-update checks
				// (a captain who handed the team over, or a suspended fundraiser, no longer edits it).
				$item['canEdit'] = $item['canEdit'] && $may_post;
				return $item;
			},
			$result['rows']
		);
		return array(
			'data'  => $items,
			'total' => $result['total'],
			'count' => count( $items ),
		);
	}

	/**
	 * Update: what a page shows of one.
	 *
	 * @param array<string, mixed> $row Update row.
	 * @return array<string, mixed>
	 */
	public static function item( array $row ): array {
		$user = get_current_user_id();
		return array(
			'id'       => (int) $row['id'],
			'text'     => (string) $row['body'],
			'image'    => (string) $row['image_url'],
			'date'     => Serializer::date( (string) $row['created_at'] ),
			'isHidden' => UpdateRepository::STATUS_HIDDEN === $row['status'],
			'canEdit'  => $user > 0 && (int) $row['user_id'] === $user,
		);
	}

	/**
	 * Whether the current user's fundraiser page, for a team its captain's, is approved (Standing).
	 *
	 * @param string               $type   'fundraiser' or 'team'.
	 * @param array<string, mixed> $entity Its row.
	 */
	private static function in_good_standing( string $type, array $entity ): bool {
		$fundraiser = 'team' === $type ? ( new FundraiserRepository() )->find_by_user( (int) $entity['campaign_id'], get_current_user_id() ) : $entity;
		return null !== $fundraiser && true === Standing::fundraiser( $fundraiser );
	}

	/**
	 * Whether the current user runs this page: the fundraiser's own account, the team's captain.
	 *
	 * @param string               $type   'fundraiser' or 'team'.
	 * @param array<string, mixed> $entity Its row.
	 */
	private static function owns( string $type, array $entity ): bool {
		$user = get_current_user_id();
		if ( 0 === $user ) {
			return false;
		}
		return 'team' === $type ? (int) $entity['captain_user_id'] === $user : (int) $entity['user_id'] === $user;
	}
}
