<?php
/**
 * The data of a campaign's dashboard tab.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Admin;

use DateInterval;
use DateTimeImmutable;
use DateTimeZone;
use P2PFundraising\Database\DashboardRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds GET /admin/campaigns/{id}/dashboard (docs/api.md): headline figures from the stored
 * totals, and per-period series from indexed ranges (docs/decisions/0033). Every day of the
 * period is listed, days without gifts as zeros, so charts and tables need no gap filling.
 */
final class CampaignDashboard {

	public const PERIODS = array( '7', '30', '90', 'all' );

	/** @var DashboardRepository */
	private $repository;

	public function __construct() {
		$this->repository = new DashboardRepository();
	}

	/**
	 * The dashboard of a campaign row for a period.
	 *
	 * @param array<string, mixed> $campaign Campaign row (stored totals included).
	 * @param string               $period   '7', '30', '90' or 'all'.
	 * @param DateTimeImmutable    $now      The current moment.
	 * @return array<string, mixed>
	 */
	public function build( array $campaign, string $period, DateTimeImmutable $now ): array {
		$campaign_id = (int) $campaign['id'];
		$zone        = wp_timezone();
		$today       = $now->setTimezone( $zone )->setTime( 0, 0 );
		$offset      = $zone->getOffset( $now );

		if ( 'all' === $period ) {
			$first    = $this->repository->first_day( $campaign_id, $offset );
			$from     = null === $first ? $today : min( $today, new DateTimeImmutable( $first, $zone ) );
			$from_utc = '';
		} else {
			$from     = $today->sub( new DateInterval( 'P' . ( (int) $period - 1 ) . 'D' ) );
			$from_utc = $from->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		}

		$daily   = array();
		$sources = array();
		foreach ( array( 'campaign', 'teams', 'fundraisers' ) as $source ) {
			$sources[ $source ] = array(
				'source'    => $source,
				'amount'    => 0.0,
				'donations' => 0,
			);
		}
		foreach ( $this->repository->daily_by_source( $campaign_id, $from_utc, $offset ) as $row ) {
			$daily[ $row['day'] ]                   = array(
				'amount'    => ( $daily[ $row['day'] ]['amount'] ?? 0.0 ) + $row['amount'],
				'donations' => ( $daily[ $row['day'] ]['donations'] ?? 0 ) + $row['donations'],
			);
			$sources[ $row['source'] ]['amount']    = round( $sources[ $row['source'] ]['amount'] + $row['amount'], 2 );
			$sources[ $row['source'] ]['donations'] += $row['donations'];
		}
		$new_people    = $this->repository->new_fundraisers( $campaign_id, $from_utc, $offset );
		$period_raised = 0.0;
		$period_count  = 0;
		foreach ( $daily as $day ) {
			$period_raised += $day['amount'];
			$period_count  += $day['donations'];
		}
		$raised     = (float) $campaign['raised_amount'];
		$goal       = (float) $campaign['goal'];
		$donations  = (int) $campaign['donations_count'];
		$cumulative = 'all' === $period ? 0.0 : max( 0.0, $raised - $period_raised );
		$matched    = $this->repository->matched_total( $campaign_id );
		// The period's donors and average gift, as the period's donations: all time from the
		// stored totals, a range of days from its rows.
		$average = $donations > 0 ? round( max( 0.0, $raised - $matched ) / $donations, 2 ) : 0;
		if ( 'all' === $period ) {
			$period_donors  = (int) $campaign['donors_count'];
			$period_average = $average;
		} else {
			$given          = $this->repository->period_donors( $campaign_id, $from_utc );
			$period_donors  = $given['donors'];
			$period_average = $period_count > 0 ? round( $given['given'] / $period_count, 2 ) : 0;
		}

		$days        = array();
		$fundraisers = array();
		for ( $day = $from; $day <= $today; $day = $day->add( new DateInterval( 'P1D' ) ) ) {
			$key         = $day->format( 'Y-m-d' );
			$amount      = $daily[ $key ]['amount'] ?? 0.0;
			$cumulative += $amount;
			$days[]      = array(
				'date'       => $key,
				'amount'     => round( $amount, 2 ),
				'donations'  => $daily[ $key ]['donations'] ?? 0,
				'cumulative' => round( $cumulative, 2 ),
			);
			$fundraisers[] = array(
				'date'  => $key,
				'count' => $new_people[ $key ] ?? 0,
			);
		}

		return array(
			'period'          => $period,
			'from'            => $from->format( 'Y-m-d' ),
			'to'              => $today->format( 'Y-m-d' ),
			'figures'         => array(
				'raised'            => round( $raised, 2 ),
				'goal'              => round( $goal, 2 ),
				'raised_percentage' => $goal > 0 ? round( $raised / $goal * 100, 1 ) : 0,
				'donations'         => $donations,
				'donors'            => (int) $campaign['donors_count'],
				// The average of what donors gave: sponsors' matches are money, not gifts (0034).
				'average'           => $average,
				'matched'           => $matched,
				'period_raised'     => round( $period_raised, 2 ),
				'period_donations'  => $period_count,
				'period_donors'     => $period_donors,
				'period_average'    => $period_average,
			) + $this->repository->counts( $campaign_id ),
			'daily'           => $days,
			'sources'         => array_values( $sources ),
			'top_teams'       => $this->repository->top( $campaign_id, 'team', $from_utc ),
			'top_fundraisers' => $this->repository->top( $campaign_id, 'fundraiser', $from_utc ),
			'new_fundraisers' => $fundraisers,
		);
	}
}
