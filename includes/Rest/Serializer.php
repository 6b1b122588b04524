<?php
/**
 * The JSON shapes of docs/api.md.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Activity\ActivityUnit;
use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Campaigns\SuggestedAmounts;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Donations\DonationMessage;
use P2PFundraising\Engagement\Badges;
use P2PFundraising\Frontend\Urls;

defined( 'ABSPATH' ) || exit;

/**
 * Turns repository rows into the contract's shapes. The REST controllers and the page boot data
 * both use it, so the two never drift apart. Every method takes the campaign row where URLs are
 * involved (they live under the campaign's address).
 */
final class Serializer {

	/**
	 * Campaign.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array<string, mixed>
	 */
	public static function campaign( array $campaign ): array {
		return array(
			'campaign_id'                  => $campaign['id'],
			'campaign_title'               => (string) $campaign['title'],
			'short_desc'                   => (string) $campaign['short_desc'],
			'long_desc'                    => (string) $campaign['long_desc'],
			'campaign_image'               => (string) $campaign['image_url'],
			'campaign_logo'                => (string) $campaign['logo_url'],
			'campaign_url'                 => Urls::campaign( $campaign['slug'] ),
			'base_url'                     => Urls::base_path( $campaign['slug'] ),
			'campaign_goal'                => self::money( $campaign['goal'] ),
			'primary_color'                => (string) $campaign['primary_color'],
			'secondary_color'              => (string) $campaign['secondary_color'],
			'iframe_url'                   => Urls::donation_form( $campaign['id'] ),
			'is_active'                    => CampaignRepository::STATUS_ACTIVE === $campaign['status'],
			'status'                       => (string) $campaign['status'],
			'sponsors_enabled'             => (string) $campaign['sponsors_enabled'],
			'sponsor_linking'              => (string) $campaign['sponsor_linking'],
			'sponsor_section_heading'      => (string) $campaign['sponsor_section_heading'],
			'sponsor_application_page'     => (string) $campaign['sponsor_application_page'],
			'fundraiser_goal'              => self::money( $campaign['fundraiser_goal'] ),
			'team_goal'                    => self::money( $campaign['team_goal'] ),
			'fundraiser_story_placeholder' => (string) $campaign['fundraiser_story_placeholder'],
			'team_story_placeholder'       => (string) $campaign['team_story_placeholder'],
			'start_date'                   => CampaignSchedule::date( $campaign['start_date'] ?? null ),
			'end_date'                     => CampaignSchedule::date( $campaign['end_date'] ?? null ),
			'schedule'                     => self::schedule( $campaign ),
			'match'                        => self::match( ( new MatchRepository() )->active_for( (int) $campaign['id'] ) ),
		) + self::suggested_amounts( $campaign ) + self::activity_settings( $campaign );
	}

	/**
	 * What activity the campaign tracks (decision 0093): the unit ('' for none), the word shown
	 * after an amount, the campaign's own name of a custom unit and its goal (0: none).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array{activity_unit: string, activity_label: string, activity_custom_label: string, activity_goal: int|float}
	 */
	public static function activity_settings( array $campaign ): array {
		return array(
			'activity_unit'         => ActivityUnit::unit( $campaign ),
			'activity_label'        => ActivityUnit::label( $campaign ),
			'activity_custom_label' => (string) ( $campaign['activity_label'] ?? '' ),
			'activity_goal'         => ActivityUnit::number( $campaign['activity_goal'] ?? 0 ),
		);
	}

	/**
	 * Activity figures of a stats object: the total and the share of the goal (0 without one).
	 *
	 * @param int|string $total Stored thousandths.
	 * @param int|string $goal  Stored thousandths of the goal, 0 for none.
	 * @return array{activityTotal: int|float, activityPercentage: int|float}
	 */
	public static function activity_stats( $total, $goal ): array {
		$total = (int) $total;
		$goal  = (int) $goal;
		return array(
			'activityTotal'      => ActivityUnit::number( $total ),
			'activityPercentage' => $goal > 0 ? round( $total / $goal * 100, 1 ) : 0,
		);
	}

	/**
	 * The amounts the campaign's donation form offers and the one chosen when it opens (the
	 * standard ones for a campaign that set none).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array{suggested_amounts: list<array{amount: float|int, impact: string}>, default_amount: float|int}
	 */
	public static function suggested_amounts( array $campaign ): array {
		$amounts = SuggestedAmounts::of( $campaign );
		return array(
			'suggested_amounts' => array_map(
				static function ( array $item ): array {
					return array(
						'amount' => self::money( $item['amount'] ),
						'impact' => $item['impact'],
					);
				},
				$amounts['amounts']
			),
			'default_amount'    => self::money( $amounts['default'] ),
		);
	}

	/**
	 * The campaign's match as visitors see it (decision 0034), or null when there is none or its
	 * window is over: sponsor, ratio, cap, matched so far, its days and whether it runs today.
	 *
	 * @param array<string, mixed>|null $match Active match row.
	 * @return array<string, mixed>|null
	 */
	public static function match( ?array $match ): ?array {
		if ( null === $match ) {
			return null;
		}
		$today = CampaignSchedule::today();
		if ( $today > (string) $match['end_date'] ) {
			return null;
		}
		return array(
			'sponsor_name' => (string) $match['sponsor_name'],
			'ratio'        => (float) $match['ratio'],
			'cap'          => self::money( $match['cap'] ),
			'matched'      => self::money( $match['matched_amount'] ),
			'start_date'   => (string) $match['start_date'],
			'end_date'     => (string) $match['end_date'],
			'is_running'   => $today >= (string) $match['start_date'] && (float) $match['matched_amount'] < (float) $match['cap'],
		);
	}

	/**
	 * Where the campaign stands in its dates (decision 0032): `state` upcoming / open / ended,
	 * `days_left` (whole days after today until the end date: 0 on the last day; null without an
	 * end date or once ended) and `days_to_start` (null unless upcoming), counted in the site's
	 * timezone so every visitor sees the same countdown.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array{state: string, days_left: int|null, days_to_start: int|null}
	 */
	public static function schedule( array $campaign ): array {
		$today = CampaignSchedule::today();
		$state = CampaignSchedule::state( $campaign, $today );
		$days  = static function ( ?string $date ) use ( $today ): ?int {
			return null === $date ? null : (int) ( new \DateTimeImmutable( $today ) )->diff( new \DateTimeImmutable( $date ) )->format( '%r%a' );
		};
		return array(
			'state'         => $state,
			'days_left'     => CampaignSchedule::OPEN === $state ? $days( CampaignSchedule::date( $campaign['end_date'] ?? null ) ) : null,
			'days_to_start' => CampaignSchedule::UPCOMING === $state ? $days( CampaignSchedule::date( $campaign['start_date'] ?? null ) ) : null,
		);
	}

	/**
	 * Campaign stats from the stored totals.
	 *
	 * @param array<string, mixed> $campaign          Campaign row.
	 * @param int                  $fundraisers_count Approved fundraisers.
	 * @param int                  $teams_count       Approved teams.
	 * @return array<string, mixed>
	 */
	public static function campaign_stats( array $campaign, int $fundraisers_count, int $teams_count, float $matched = 0.0 ): array {
		return array_merge(
			self::stats( $campaign, (float) $campaign['goal'], $matched ),
			array(
				'fundraisersCount' => $fundraisers_count,
				'teamsCount'       => $teams_count,
			)
		);
	}

	/**
	 * TeamStats / FundraiserStats (and the common part of CampaignStats) from stored totals.
	 *
	 * @param array<string, mixed> $row     Row with raised_amount, donations_count, donors_count.
	 * @param float                $goal    The entity's goal.
	 * @param float                $matched What sponsors' matches gave (part of raised_amount).
	 * @return array<string, int|float>
	 */
	public static function stats( array $row, float $goal, float $matched = 0.0 ): array {
		$raised = (float) $row['raised_amount'];
		$count  = (int) $row['donations_count'];
		return array(
			'raisedAmount'     => self::money( $raised ),
			'raisedPercentage' => $goal > 0 ? round( $raised / $goal * 100, 1 ) : 0,
			// The average of what donors gave: a match is money, not a gift (decision 0034).
			'averageAmount'    => $count > 0 ? self::money( max( 0.0, $raised - $matched ) / $count ) : 0,
			'donationsCount'   => $count,
			'donorsCount'      => (int) $row['donors_count'],
		) + self::activity_stats( $row['activity_total'] ?? 0, $row['activity_goal'] ?? 0 );
	}

	/**
	 * Team.
	 *
	 * @param array<string, mixed> $team     Team row (with captain_name, see TeamRepository::find()).
	 * @param array<string, mixed> $campaign Its campaign row.
	 * @return array<string, mixed>
	 */
	public static function team( array $team, array $campaign ): array {
		return array(
			'id'               => $team['id'],
			'name'             => (string) $team['name'],
			'profile_image'    => self::image( $team ),
			'iframe_url'       => Urls::donation_form( $campaign['id'], $team['id'] ),
			'goal'             => self::money( $team['goal'] ),
			'story'            => (string) $team['story'],
			'access'           => 'private' === $team['access'] ? 'private' : 'public',
			'captain_user_id'  => $team['captain_user_id'],
			'owner_id'         => $team['captain_user_id'],
			'captain'          => (string) ( $team['captain_name'] ?? '' ),
			'fundraiser_count' => $team['members_count'],
			'members'          => $team['members_count'],
			'amount'           => self::money( $team['raised_amount'] ),
			'url'              => Urls::team( $campaign['slug'], $team['id'] ),
		);
	}

	/**
	 * Fundraiser.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row (with team_name).
	 * @param array<string, mixed> $campaign   Its campaign row.
	 * @return array<string, mixed>
	 */
	public static function fundraiser( array $fundraiser, array $campaign ): array {
		// A team that is not approved (suspended, pending) is not shown on its members' pages.
		$has_team = $fundraiser['team_id'] > 0 && TeamRepository::STATUS_APPROVED === ( $fundraiser['team_status'] ?? TeamRepository::STATUS_APPROVED );
		return array(
			'id'              => $fundraiser['id'],
			'user_id'         => $fundraiser['user_id'],
			'team_id'         => $has_team ? $fundraiser['team_id'] : 0,
			'team'            => $has_team ? (string) ( $fundraiser['team_name'] ?? '' ) : '',
			'fundraiser_name' => (string) $fundraiser['name'],
			'fundraiser_goal' => self::money( $fundraiser['goal'] ),
			'profile_image'   => self::image( $fundraiser ),
			'story'           => (string) $fundraiser['story'],
			'iframe_url'      => Urls::donation_form( $campaign['id'], 0, $fundraiser['id'] ),
			'amount_raised'   => self::money( $fundraiser['raised_amount'] ),
			'url'             => Urls::fundraiser_page( $campaign['slug'], $fundraiser['id'], (string) ( $fundraiser['page_address'] ?? '' ) ),
			'badges'          => Badges::for_fundraiser( $fundraiser ),
			'page_address'    => (string) ( $fundraiser['page_address'] ?? '' ),
			'cover_image'     => (string) ( $fundraiser['cover_url'] ?? '' ),
		);
	}

	/**
	 * LeaderboardItem for a team (with members and access).
	 *
	 * @param array<string, mixed> $team     Team row.
	 * @param array<string, mixed> $campaign Its campaign row.
	 * @return array<string, mixed>
	 */
	public static function team_item( array $team, array $campaign ): array {
		return array(
			'id'            => $team['id'],
			'name'          => (string) $team['name'],
			'profile_image' => self::image( $team ),
			'amount'        => self::money( $team['raised_amount'] ),
			'goal'          => self::money( $team['goal'] ),
			'url'           => Urls::team( $campaign['slug'], $team['id'] ),
			'members'       => $team['members_count'],
			'access'        => 'private' === $team['access'] ? 'private' : 'public',
			'activity'      => ActivityUnit::number( $team['activity_total'] ?? 0 ),
		);
	}

	/**
	 * LeaderboardItem for a fundraiser.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @param array<string, mixed> $campaign   Its campaign row.
	 * @return array<string, mixed>
	 */
	public static function fundraiser_item( array $fundraiser, array $campaign ): array {
		return array(
			'id'            => $fundraiser['id'],
			'name'          => (string) $fundraiser['name'],
			'profile_image' => self::image( $fundraiser ),
			'amount'        => self::money( $fundraiser['raised_amount'] ),
			'goal'          => self::money( $fundraiser['goal'] ),
			'url'           => Urls::fundraiser( $campaign['slug'], $fundraiser['id'] ),
			'badges'        => Badges::for_fundraiser( $fundraiser ),
			'activity'      => ActivityUnit::number( $fundraiser['activity_total'] ?? 0 ),
		);
	}

	/**
	 * DonationRow. The donor's name only when the donor did not ask to stay anonymous.
	 *
	 * @param array<string, mixed> $donation Row from DonationRepository::recent().
	 * @param array<string, mixed> $campaign Its campaign row.
	 * @return array<string, mixed>
	 */
	public static function donation( array $donation, array $campaign ): array {
		// Only approved teams and fundraisers are named and linked (a suspended one's page is gone).
		$is_shown = static function ( string $status ): bool {
			return '' === $status || TeamRepository::STATUS_APPROVED === $status;
		};
		if ( $donation['fundraiser_id'] > 0 && $is_shown( (string) ( $donation['fundraiser_status'] ?? '' ) ) ) {
			$type   = 'fundraiser';
			$name   = (string) $donation['fundraiser_name'];
			$source = Urls::fundraiser( $campaign['slug'], $donation['fundraiser_id'] );
		} elseif ( $donation['team_id'] > 0 && $is_shown( (string) ( $donation['team_status'] ?? '' ) ) ) {
			$type   = 'team';
			$name   = (string) $donation['team_name'];
			$source = Urls::team( $campaign['slug'], $donation['team_id'] );
		} else {
			$type   = 'campaign';
			$name   = '';
			$source = Urls::campaign( $campaign['slug'] );
		}
		return array(
			'id'                   => $donation['id'],
			'donorName'            => self::donor_name( $donation ),
			'donationType'         => $type,
			'relativeDateString'   => self::time_ago( (string) $donation['created_at'] ),
			'teamOrFundraiserName' => $name,
			'amount'               => self::money( $donation['amount'] ),
			'sourceLink'           => $source,
			// The sponsor of a match row, for its picture's initials ('' for a donor's gift).
			'matchedBy'            => DonationRepository::KIND_MATCH === ( $donation['kind'] ?? '' ) ? trim( (string) ( $donation['donor_name'] ?? '' ) ) : '',
			'message'              => DonationMessage::shown( $donation ),
			// Kept for an anonymous gift, hidden with the message (decision 0077).
			'dedicationType'       => Dedication::shown( $donation )['type'],
			'dedicationName'       => Dedication::shown( $donation )['name'],
		);
	}

	/**
	 * TopDonor.
	 *
	 * @param array<string, mixed> $donor Row from DonorTotalsRepository::top().
	 * @return array{name: string, amount: int|float}
	 */
	public static function top_donor( array $donor ): array {
		return array(
			'name'   => self::donor_name( $donor ),
			'amount' => self::money( $donor['amount'] ),
		);
	}

	/**
	 * Sponsor.
	 *
	 * @param array<string, mixed> $sponsor Sponsor row.
	 * @return array<string, mixed>
	 */
	public static function sponsor( array $sponsor ): array {
		return array(
			'id'            => $sponsor['id'],
			'sponsor_image' => (string) $sponsor['image_url'],
			'sponsor_name'  => (string) $sponsor['name'],
			'sponsor_url'   => (string) $sponsor['url'],
		);
	}

	/**
	 * A GMT datetime ('Y-m-d H:i:s') as ISO 8601 ('2026-05-01T12:00:00Z'), or '' for none.
	 *
	 * @param string|null $gmt Datetime in GMT.
	 */
	public static function date( ?string $gmt ): string {
		if ( null === $gmt || '' === $gmt || '0000-00-00 00:00:00' === $gmt ) {
			return '';
		}
		$timestamp = strtotime( $gmt . ' UTC' );
		return false === $timestamp ? '' : gmdate( 'Y-m-d\\TH:i:s\\Z', $timestamp );
	}

	/**
	 * Money as a JSON number: 25 rather than 25.0, 12.5 for 12.50.
	 *
	 * @param float|int|string $amount Amount.
	 * @return int|float
	 */
	public static function money( $amount ) {
		$value = round( (float) $amount, 2 );
		return floor( $value ) === $value && abs( $value ) < PHP_INT_MAX ? (int) $value : $value;
	}

	/**
	 * The name a donor is shown under: 'Anonymous' unless the donor gave a name openly.
	 *
	 * @param array<string, mixed> $row Row with is_anonymous and donor_name.
	 */
	private static function donor_name( array $row ): string {
		$name = trim( (string) ( $row['donor_name'] ?? '' ) );
		if ( DonationRepository::KIND_MATCH === ( $row['kind'] ?? '' ) ) {
			/* translators: %s: the sponsor who matched a gift. */
			return sprintf( __( 'Matched by %s', 'p2p-fundraising' ), $name );
		}
		if ( ! empty( $row['is_anonymous'] ) || '' === $name ) {
			return __( 'Anonymous', 'p2p-fundraising' );
		}
		return $name;
	}

	/**
	 * "3 hours ago" for a GMT datetime.
	 *
	 * @param string $gmt_datetime 'Y-m-d H:i:s' in GMT.
	 */
	private static function time_ago( string $gmt_datetime ): string {
		$timestamp = strtotime( $gmt_datetime . ' UTC' );
		if ( false === $timestamp ) {
			return '';
		}
		// Our own strings rather than core's human_time_diff(): a site in a language whose core
		// files are not installed still reads them in its language (docs/decisions/0023).
		$seconds = max( 0, time() - $timestamp );
		if ( $seconds < MINUTE_IN_SECONDS ) {
			return __( 'just now', 'p2p-fundraising' );
		}
		if ( $seconds < HOUR_IN_SECONDS ) {
			$count = (int) max( 1, round( $seconds / MINUTE_IN_SECONDS ) );
			/* translators: %s: number of minutes. */
			return sprintf( _n( '%s minute ago', '%s minutes ago', $count, 'p2p-fundraising' ), number_format_i18n( $count ) );
		}
		if ( $seconds < DAY_IN_SECONDS ) {
			$count = (int) max( 1, round( $seconds / HOUR_IN_SECONDS ) );
			/* translators: %s: number of hours. */
			return sprintf( _n( '%s hour ago', '%s hours ago', $count, 'p2p-fundraising' ), number_format_i18n( $count ) );
		}
		if ( $seconds < WEEK_IN_SECONDS ) {
			$count = (int) max( 1, round( $seconds / DAY_IN_SECONDS ) );
			/* translators: %s: number of days. */
			return sprintf( _n( '%s day ago', '%s days ago', $count, 'p2p-fundraising' ), number_format_i18n( $count ) );
		}
		if ( $seconds < MONTH_IN_SECONDS ) {
			$count = (int) max( 1, round( $seconds / WEEK_IN_SECONDS ) );
			/* translators: %s: number of weeks. */
			return sprintf( _n( '%s week ago', '%s weeks ago', $count, 'p2p-fundraising' ), number_format_i18n( $count ) );
		}
		if ( $seconds < YEAR_IN_SECONDS ) {
			$count = (int) max( 1, round( $seconds / MONTH_IN_SECONDS ) );
			/* translators: %s: number of months. */
			return sprintf( _n( '%s month ago', '%s months ago', $count, 'p2p-fundraising' ), number_format_i18n( $count ) );
		}
		$count = (int) max( 1, round( $seconds / YEAR_IN_SECONDS ) );
		/* translators: %s: number of years. */
		return sprintf( _n( '%s year ago', '%s years ago', $count, 'p2p-fundraising' ), number_format_i18n( $count ) );
	}


	/**
	 * A team's or fundraiser's image URL: the stored URL, else the attachment's, else ''.
	 *
	 * @param array<string, mixed> $row Row with image_url and image_id.
	 */
	private static function image( array $row ): string {
		if ( '' !== (string) $row['image_url'] ) {
			return (string) $row['image_url'];
		}
		if ( $row['image_id'] > 0 ) {
			$url = wp_get_attachment_image_url( (int) $row['image_id'], 'medium' );
			return is_string( $url ) ? $url : '';
		}
		return '';
	}
}
