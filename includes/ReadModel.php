<?php
/**
 * The public read side: contract-shaped data for the REST API and the page boot data.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

use P2PFundraising\Activity\ActivityUnit;
use P2PFundraising\Database\ActivityRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\DonorTotalsRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Rest\Serializer;

defined( 'ABSPATH' ) || exit;

/**
 * Each method answers one question of docs/api.md with the contract's shape. The REST controllers
 * check parameters and visibility and then call these; the boot data calls the same methods, so
 * a page's embedded data equals what the matching endpoint returns.
 */
final class ReadModel {

	/** Leaderboard order: amount raised (the default). */
	public const SORT_AMOUNT = 'amount';

	/** Leaderboard order: activity logged (a campaign that tracks activity; decision 0093). */
	public const SORT_ACTIVITY = 'activity';

	/** @var TeamRepository */
	private $teams;

	/** @var FundraiserRepository */
	private $fundraisers;

	/** @var DonationRepository */
	private $donations;

	/** @var SponsorRepository */
	private $sponsors;

	public function __construct() {
		$this->teams       = new TeamRepository();
		$this->fundraisers = new FundraiserRepository();
		$this->donations   = new DonationRepository();
		$this->sponsors    = new SponsorRepository();
	}

	/**
	 * CampaignStats.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array<string, int|float>
	 */
	public function campaign_stats( array $campaign ): array {
		$counts = ReadCache::remember(
			$campaign,
			'stats',
			function () use ( $campaign ): array {
				return array( $this->fundraisers->count_approved( $campaign['id'] ), $this->teams->count_approved( $campaign['id'] ), $this->donations->matched_total( 'campaign', (int) $campaign['id'] ) );
			}
		);
		return Serializer::campaign_stats( $campaign, $counts[0], $counts[1], (float) ( $counts[2] ?? 0 ) );
	}

	/**
	 * TeamStats or FundraiserStats.
	 *
	 * @param string               $scope    'team' or 'fundraiser'.
	 * @param array<string, mixed> $row      Team or fundraiser row.
	 * @param array<string, mixed> $campaign Its campaign row, whose change stamp keys the cache
	 *                                       (so the read costs no extra stamp query).
	 * @return array<string, int|float>
	 */
	public function entity_stats( string $scope, array $row, array $campaign ): array {
		$matched = ReadCache::remember(
			$campaign,
			'matched:' . $scope . ':' . (int) $row['id'],
			function () use ( $scope, $row ): float {
				return $this->donations->matched_total( $scope, (int) $row['id'] );
			}
		);
		return Serializer::stats( $row, (float) $row['goal'], (float) $matched );
	}

	/**
	 * A page of the team leaderboard: { data: LeaderboardItem[], total, count }.
	 *
	 * @param array<string, mixed> $campaign        Campaign row.
	 * @param string               $search          Name substring or ''.
	 * @param bool                 $include_private Whether private teams are listed.
	 * @param int                  $page            1-based page.
	 * @param int                  $per_page        Page size.
	 * @param string               $sort            amount or activity.
	 * @return array{data: array<int, array<string, mixed>>, total: int, count: int}
	 */
	public function teams_page( array $campaign, string $search, bool $include_private, int $page, int $per_page, string $sort = self::SORT_AMOUNT ): array {
		$by_activity = self::SORT_ACTIVITY === $sort && ActivityUnit::is_tracked( $campaign );
		$result      = ReadCache::remember(
			$campaign,
			'teams:' . wp_json_encode( array( $search, $include_private, $page, $per_page, $by_activity ) ),
			function () use ( $campaign, $search, $include_private, $page, $per_page, $by_activity ): array {
				return $by_activity
					? ( new ActivityRepository() )->teams_page( $campaign['id'], $search, $include_private, $page, $per_page )
					: $this->teams->search( $campaign['id'], $search, $include_private, $page, $per_page );
			}
		);
		return self::page(
			array_map(
				static function ( array $team ) use ( $campaign ): array {
					return Serializer::team_item( $team, $campaign );
				},
				$result['rows']
			),
			$result['total']
		);
	}

	/**
	 * A page of the fundraiser leaderboard: { data: LeaderboardItem[], total, count }.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string               $search   Name substring or ''.
	 * @param int                  $page     1-based page.
	 * @param int                  $per_page Page size.
	 * @return array{data: array<int, array<string, mixed>>, total: int, count: int}
	 */
	public function fundraisers_page( array $campaign, string $search, int $page, int $per_page, string $sort = self::SORT_AMOUNT ): array {
		$by_activity = self::SORT_ACTIVITY === $sort && ActivityUnit::is_tracked( $campaign );
		$result      = ReadCache::remember(
			$campaign,
			'fundraisers:' . wp_json_encode( array( $search, $page, $per_page, $by_activity ) ),
			function () use ( $campaign, $search, $page, $per_page, $by_activity ): array {
				return $by_activity
					? ( new ActivityRepository() )->fundraisers_page( $campaign['id'], $search, $page, $per_page )
					: $this->fundraisers->search( $campaign['id'], $search, $page, $per_page );
			}
		);
		return self::page( $this->fundraiser_items( $result['rows'], $campaign ), $result['total'] );
	}

	/**
	 * Every member of a team as LeaderboardItem[], by amount raised.
	 *
	 * @param array<string, mixed> $team     Team row.
	 * @param array<string, mixed> $campaign Its campaign row.
	 * @return array<int, array<string, mixed>>
	 */
	public function team_members( array $team, array $campaign ): array {
		$rows = ReadCache::remember(
			$campaign,
			'members:' . $team['id'],
			function () use ( $team ): array {
				return $this->fundraisers->team_members( $team['id'] );
			}
		);
		return $this->fundraiser_items( $rows, $campaign );
	}

	/**
	 * A page of completed donations, newest first: { data: DonationRow[], total, count }.
	 *
	 * @param array<string, mixed> $campaign  Campaign row.
	 * @param string               $scope     'campaign', 'team' or 'fundraiser'.
	 * @param int                  $entity_id Id of that campaign, team or fundraiser.
	 * @param int                  $page      1-based page.
	 * @param int                  $per_page  Page size.
	 * @return array{data: array<int, array<string, mixed>>, total: int, count: int}
	 */
	public function donations_page( array $campaign, string $scope, int $entity_id, int $page, int $per_page ): array {
		// The rows are cached, not the serialised items: their relative dates are computed now.
		$result = ReadCache::remember(
			$campaign,
			'recent:' . wp_json_encode( array( $scope, $entity_id, $page, $per_page ) ),
			function () use ( $scope, $entity_id, $page, $per_page ): array {
				return $this->donations->recent( $scope, $entity_id, $page, $per_page );
			}
		);
		return self::page(
			array_map(
				static function ( array $donation ) use ( $campaign ): array {
					return Serializer::donation( $donation, $campaign );
				},
				$result['rows']
			),
			$result['total']
		);
	}

	/**
	 * TopDonor[] of a scope, from the stored per-donor totals (decision 0024).
	 *
	 * @param int    $campaign_id The campaign the scope belongs to.
	 * @param string $scope     'campaign', 'team' or 'fundraiser'.
	 * @param int    $entity_id Id of that campaign, team or fundraiser.
	 * @param int    $limit     How many.
	 * @return array<int, array{name: string, amount: int|float}>
	 */
	public function top_donors( int $campaign_id, string $scope, int $entity_id, int $limit ): array {
		$rows = ReadCache::remember(
			$campaign_id,
			'top:' . wp_json_encode( array( $scope, $entity_id, $limit ) ),
			static function () use ( $scope, $entity_id, $limit ): array {
				return ( new DonorTotalsRepository() )->top( $scope, $entity_id, $limit );
			}
		);
		return array_map( array( Serializer::class, 'top_donor' ), $rows );
	}

	/**
	 * Sponsor[] in display order; [] while the campaign's sponsors are not enabled.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array<int, array<string, mixed>>
	 */
	public function sponsors( array $campaign ): array {
		if ( 'enabled' !== $campaign['sponsors_enabled'] ) {
			return array();
		}
		$rows = ReadCache::remember(
			$campaign,
			'sponsors',
			function () use ( $campaign ): array {
				return $this->sponsors->for_campaign( $campaign['id'] );
			}
		);
		return array_map( array( Serializer::class, 'sponsor' ), $rows );
	}

	/**
	 * The current user's fundraiser and team in a campaign (GET /get-fundraiser-info).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param int                  $user_id  User id.
	 * @return array{fundraiser: array<string, mixed>|null, team: array<string, mixed>|null, registration_fee: array<string, mixed>|null}
	 */
	public function fundraiser_info( array $campaign, int $user_id ): array {
		$fundraiser = $this->fundraisers->find_by_user( $campaign['id'], $user_id );
		if ( null === $fundraiser ) {
			return array(
				'fundraiser'       => null,
				'team'             => null,
				'registration_fee' => null,
			);
		}
		$team = $fundraiser['team_id'] > 0 ? $this->teams->find( $fundraiser['team_id'] ) : null;
		// A suspended or pending team is shown only to those who may see it (its captain, admins).
		if ( null !== $team && ! Visibility::can_view_team( $team ) ) {
			$team = null;
		}
		return array(
			'fundraiser'       => self::pick( Serializer::fundraiser( $fundraiser, $campaign ), array( 'id', 'fundraiser_name', 'profile_image', 'amount_raised', 'url' ) ),
			'team'             => null === $team ? null : self::pick( Serializer::team( $team, $campaign ), array( 'id', 'name', 'profile_image', 'members', 'url', 'captain_user_id' ) ),
			'registration_fee' => \P2PFundraising\Registration\RegistrationFee::owed( $fundraiser, $campaign ),
		);
	}

	/**
	 * The given keys of an array, in that order.
	 *
	 * @param array<string, mixed> $data Source.
	 * @param string[]             $keys Keys to keep.
	 * @return array<string, mixed>
	 */
	private static function pick( array $data, array $keys ): array {
		$picked = array();
		foreach ( $keys as $key ) {
			$picked[ $key ] = $data[ $key ];
		}
		return $picked;
	}

	/**
	 * LeaderboardItem[] of fundraiser rows.
	 *
	 * @param array<int, array<string, mixed>> $rows     Fundraiser rows.
	 * @param array<string, mixed>             $campaign Their campaign row.
	 * @return array<int, array<string, mixed>>
	 */
	private function fundraiser_items( array $rows, array $campaign ): array {
		return array_map(
			static function ( array $fundraiser ) use ( $campaign ): array {
				return Serializer::fundraiser_item( $fundraiser, $campaign );
			},
			$rows
		);
	}

	/**
	 * { data, total, count }.
	 *
	 * @param array<int, mixed> $items This page.
	 * @param int               $total All matches.
	 * @return array{data: array<int, mixed>, total: int, count: int}
	 */
	private static function page( array $items, int $total ): array {
		return array(
			'data'  => array_values( $items ),
			'total' => $total,
			'count' => count( $items ),
		);
	}
}
