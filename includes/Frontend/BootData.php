<?php
/**
 * The settings and initial data embedded in a campaign page.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\ReadModel;
use P2PFundraising\Rest\Serializer;
use P2PFundraising\Rest\UpdatesReader;
use P2PFundraising\Settings;
use P2PFundraising\Visibility;

defined( 'ABSPATH' ) || exit;

/**
 * Builds docs/api.md's Boot object for one route, from the same ReadModel the REST API uses, so
 * the first paint needs no request and the hooks' later fetches return the same shapes.
 */
final class BootData {

	/** Recent donations embedded per page. */
	public const DONATIONS = 10;

	/** Leaderboard page size embedded on home and the leaderboards (spec §9). */
	public const LEADERBOARD_PAGE = 9;

	/** Flags that keep the JSON from closing its <script> or breaking out of attributes. */
	public const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT;

	/** @var ReadModel */
	private $read;

	public function __construct() {
		$this->read = new ReadModel();
	}

	/**
	 * { settings, data } for a route of a campaign. The team / fundraiser must already be known to
	 * be visible and part of the campaign (CampaignPage checks that and answers 404 otherwise).
	 *
	 * @param array<string, mixed>      $campaign   Campaign row.
	 * @param CampaignRoute             $route      The route.
	 * @param array<string, mixed>|null $team       Team row on team routes.
	 * @param array<string, mixed>|null $fundraiser Fundraiser row on fundraiser routes.
	 * @return array{settings: array<string, mixed>, data: array<string, mixed>}
	 */
	public function build( array $campaign, CampaignRoute $route, ?array $team = null, ?array $fundraiser = null ): array {
		$data = array(
			'campaign'      => Serializer::campaign( $campaign ),
			'campaignStats' => $this->read->campaign_stats( $campaign ),
			'auth'          => $this->auth( $campaign ),
			'user'          => $this->user(),
			'sponsors'      => $this->read->sponsors( $campaign ),
		);

		if ( null !== $team && $route->is_team() ) {
			$data['team']        = Serializer::team( $team, $campaign );
			$data['teamStats']   = $this->read->entity_stats( 'team', $team, $campaign );
			$data['teamMembers'] = $this->read->team_members( $team, $campaign );
			$data['donations']   = $this->donations( $campaign, 'team', $team['id'] );
			$data['updates']     = UpdatesReader::page( 'team', $team );
		} elseif ( null !== $fundraiser && $route->is_fundraiser() ) {
			$data['fundraiser']      = Serializer::fundraiser( $fundraiser, $campaign );
			$data['fundraiserStats'] = $this->read->entity_stats( 'fundraiser', $fundraiser, $campaign );
			$data['donations']       = $this->donations( $campaign, 'fundraiser', $fundraiser['id'] );
			$data['updates']         = UpdatesReader::page( 'fundraiser', $fundraiser );
		} else {
			$data['donations'] = $this->donations( $campaign, 'campaign', $campaign['id'] );
		}

		if ( $route->embeds_leaderboards() ) {
			$data['topTeams']       = $this->read->teams_page( $campaign, '', true, 1, self::LEADERBOARD_PAGE );
			$data['topFundraisers'] = $this->read->fundraisers_page( $campaign, '', 1, self::LEADERBOARD_PAGE );
		}

		// A page cache may serve this page much later: the app revalidates data built before its request (0069).
		$data['generatedAt'] = time();

		return array(
			'settings' => Settings::client(),
			'data'     => $data,
		);
	}

	/**
	 * The boot object as JSON that is safe inside <script type="application/json">: <, >, &, '
	 * and " are \u-escaped, so no story or name can close the tag.
	 *
	 * @param array<string, mixed> $boot From build().
	 */
	public static function to_json( array $boot ): string {
		$json = wp_json_encode( $boot, self::JSON_FLAGS );
		return false === $json ? '{}' : $json;
	}

	/**
	 * Auth: who is looking, and their fundraiser in this campaign.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array{user_id: int, fundraiser_id: int, is_logged_in: bool, is_admin: bool}
	 */
	private function auth( array $campaign ): array {
		$user_id    = get_current_user_id();
		$fundraiser = $user_id > 0 ? ( new FundraiserRepository() )->find_by_user( $campaign['id'], $user_id ) : null;
		return array(
			'user_id'       => $user_id,
			'fundraiser_id' => null === $fundraiser ? 0 : $fundraiser['id'],
			'is_logged_in'  => $user_id > 0,
			'is_admin'      => Visibility::is_admin(),
			// A real sign-out (wp-login.php's nonce), back to the campaign's home; the URL as is,
			// not HTML-escaped (wp_nonce_url() writes "&amp;"): JSON carries it to an href.
			'logout_url'    => $user_id > 0 ? html_entity_decode( wp_logout_url( Urls::campaign( (string) $campaign['slug'] ) ), ENT_QUOTES | ENT_HTML5 ) : '',
		);
	}

	/**
	 * User: { name } when logged in, {} (a JSON object, not a list) otherwise.
	 *
	 * @return array{name: string}|\stdClass
	 */
	private function user() {
		$user = wp_get_current_user();
		if ( ! $user->exists() ) {
			return new \stdClass();
		}
		return array( 'name' => (string) $user->display_name );
	}

	/**
	 * The newest donations of the page's entity.
	 *
	 * @param array<string, mixed> $campaign  Campaign row.
	 * @param string               $scope     'campaign', 'team' or 'fundraiser'.
	 * @param int                  $entity_id Its id.
	 * @return array<int, array<string, mixed>>
	 */
	private function donations( array $campaign, string $scope, int $entity_id ): array {
		return $this->read->donations_page( $campaign, $scope, $entity_id, 1, self::DONATIONS )['data'];
	}
}
