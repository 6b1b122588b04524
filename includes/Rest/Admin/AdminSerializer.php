<?php
/**
 * JSON shapes of the administration endpoints (docs/api.md, "Admin endpoints").
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Frontend\Urls;
use P2PFundraising\Rest\Serializer;

defined( 'ABSPATH' ) || exit;

/**
 * Admin shapes carry what the public ones never do: every status, e-mails, anonymous donors'
 * real names (with the anonymity flag), the stored totals.
 */
final class AdminSerializer {

	/** Characters of a story the admin lists show. */
	public const EXCERPT_LENGTH = 200;

	/**
	 * AdminCampaign: the public Campaign plus slug, totals and counts.
	 *
	 * @param array<string, mixed> $campaign Campaign row (teams_count / fundraisers_count optional).
	 * @return array<string, mixed>
	 */
	public static function campaign( array $campaign ): array {
		$goal   = (float) $campaign['goal'];
		$raised = (float) $campaign['raised_amount'];
		return Serializer::campaign( $campaign ) + array(
			'slug'              => (string) $campaign['slug'],
			'moderation'        => (string) ( $campaign['moderation'] ?? 'auto' ),
			'raised_amount'     => Serializer::money( $raised ),
			'raised_percentage' => $goal > 0 ? round( $raised / $goal * 100, 1 ) : 0,
			'donations_count'   => (int) $campaign['donations_count'],
			'donors_count'      => (int) $campaign['donors_count'],
			'teams_count'       => (int) ( $campaign['teams_count'] ?? 0 ),
			'fundraisers_count' => (int) ( $campaign['fundraisers_count'] ?? 0 ),
			'created_at'        => self::date( (string) $campaign['created_at'] ),
			'previous_campaign_id' => (int) ( $campaign['previous_campaign_id'] ?? 0 ),
		);
	}

	/**
	 * AdminTeam.
	 *
	 * @param array<string, mixed> $team     Team row (captain_name, captain_email optional).
	 * @param array<string, mixed> $campaign Its campaign row.
	 * @return array<string, mixed>
	 */
	public static function team( array $team, array $campaign ): array {
		return array(
			'id'              => $team['id'],
			'name'            => (string) $team['name'],
			'status'          => (string) $team['status'],
			'access'          => 'private' === $team['access'] ? 'private' : 'public',
			'goal'            => Serializer::money( $team['goal'] ),
			'story_excerpt'   => self::excerpt( $team ),
			'captain_user_id' => $team['captain_user_id'],
			'captain'         => (string) ( $team['captain_name'] ?? '' ),
			'captain_email'   => (string) ( $team['captain_email'] ?? '' ),
			'members'         => $team['members_count'],
			'amount'          => Serializer::money( $team['raised_amount'] ),
			'donations_count' => $team['donations_count'],
			'url'             => Urls::team( $campaign['slug'], $team['id'] ),
			'created_at'      => self::date( (string) $team['created_at'] ),
		) + self::whole_story( $team );
	}

	/**
	 * AdminFundraiser.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row (team_name, user_email optional).
	 * @param array<string, mixed> $campaign   Its campaign row.
	 * @return array<string, mixed>
	 */
	public static function fundraiser( array $fundraiser, array $campaign ): array {
		return array(
			'id'                => $fundraiser['id'],
			'name'              => (string) $fundraiser['name'],
			'status'            => (string) $fundraiser['status'],
			'user_id'           => $fundraiser['user_id'],
			'email'             => (string) ( $fundraiser['user_email'] ?? '' ),
			'team_id'           => $fundraiser['team_id'],
			'team'              => (string) ( $fundraiser['team_name'] ?? '' ),
			'goal'              => Serializer::money( $fundraiser['goal'] ),
			'story_excerpt'     => self::excerpt( $fundraiser ),
			'amount'            => Serializer::money( $fundraiser['raised_amount'] ),
			'donations_count'   => $fundraiser['donations_count'],
			'url'               => Urls::fundraiser( $campaign['slug'], $fundraiser['id'] ),
			'created_at'        => self::date( (string) $fundraiser['created_at'] ),
			// The participant type registered as ('' for none; issue 28).
			'registration_type' => (string) ( $fundraiser['registration_type'] ?? '' ),
			// The stored activity total in the campaign's unit (0 when it tracks none).
			'activity'          => \P2PFundraising\Activity\ActivityUnit::number( $fundraiser['activity_total'] ?? 0 ),
		) + self::whole_story( $fundraiser );
	}

	/**
	 * The start of a row's story: the list rows carry only story_excerpt (the repositories read
	 * EXCERPT_LENGTH + 1 characters, so a longer story ends in "…"), a whole row its story.
	 *
	 * @param array<string, mixed> $row Team or fundraiser row.
	 */
	private static function excerpt( array $row ): string {
		$story = (string) ( $row['story'] ?? $row['story_excerpt'] ?? '' );
		return mb_strlen( $story ) > self::EXCERPT_LENGTH ? rtrim( mb_substr( $story, 0, self::EXCERPT_LENGTH ) ) . '…' : $story;
	}

	/**
	 * { story } of a whole row (the detail and the answer of a save), nothing for a list row.
	 *
	 * @param array<string, mixed> $row Team or fundraiser row.
	 * @return array<string, string>
	 */
	private static function whole_story( array $row ): array {
		return isset( $row['story'] ) ? array( 'story' => (string) $row['story'] ) : array();
	}

	/**
	 * AdminDonation.
	 *
	 * @param array<string, mixed> $donation Donation row (team_name, fundraiser_name optional).
	 * @return array<string, mixed>
	 */
	public static function donation( array $donation ): array {
		return array(
			'id'            => $donation['id'],
			'donor_name'    => (string) $donation['donor_name'],
			'donor_email'   => (string) $donation['donor_email'],
			'is_anonymous'  => 1 === (int) $donation['is_anonymous'],
			'amount'        => Serializer::money( $donation['amount'] ),
			'status'        => (string) $donation['status'],
			'mode'          => (string) $donation['mode'],
			'team_id'       => (int) $donation['team_id'],
			'team'          => (string) ( $donation['team_name'] ?? '' ),
			'fundraiser_id' => (int) $donation['fundraiser_id'],
			'fundraiser'    => (string) ( $donation['fundraiser_name'] ?? '' ),
			'created_at'    => self::date( (string) $donation['created_at'] ),
			'completed_at'  => self::date( (string) ( $donation['completed_at'] ?? '' ) ),
			'frequency'           => (string) ( $donation['frequency'] ?? 'once' ),
			'fee_amount'          => Serializer::money( $donation['fee_amount'] ?? 0 ),
			'subscription_status' => (string) ( $donation['subscription_status'] ?? '' ),
			'kind'                => (string) ( $donation['kind'] ?? 'gift' ),
			'matched_donation_id' => (int) ( $donation['matched_donation_id'] ?? 0 ),
			'updates_opt_in'      => 1 === (int) ( $donation['updates_opt_in'] ?? 0 ),
			'message'             => (string) ( $donation['message'] ?? '' ),
			'message_hidden'      => 1 === (int) ( $donation['message_hidden'] ?? 0 ),
			// The dedication as typed (also while hidden) and whether its one e-mail was queued; the
			// address of the person told stays out of the list and the CSV (decision 0077).
			'dedication_type'     => (string) ( $donation['dedication_type'] ?? '' ),
			'dedication_name'     => (string) ( $donation['dedication_name'] ?? '' ),
			'dedication_notified' => null !== ( $donation['notified_at'] ?? null ),
		);
	}

	/**
	 * AdminSponsor.
	 *
	 * @param array<string, mixed> $sponsor Sponsor row.
	 * @return array<string, mixed>
	 */
	public static function sponsor( array $sponsor ): array {
		return array(
			'id'         => $sponsor['id'],
			'name'       => (string) $sponsor['name'],
			'image_url'  => (string) $sponsor['image_url'],
			'url'        => (string) $sponsor['url'],
			'sort_order' => $sponsor['sort_order'],
		);
	}

	/**
	 * A GMT datetime as ISO 8601 ('2026-05-01T12:00:00Z'), or '' for none.
	 *
	 * @param string $gmt 'Y-m-d H:i:s' in GMT.
	 */
	public static function date( string $gmt ): string {
		return Serializer::date( $gmt );
	}
}
