<?php
/**
 * One route of the campaign SPA (spec §2), parsed from the path below the campaign URL.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * Value object: the route's name ('home', 'team', 'team-donate', ...) and the team or fundraiser
 * id it carries. A path that is not one of the SPA's routes parses to null (a 404 page).
 */
final class CampaignRoute {

	/** Routes without ids: path => name. */
	private const STATIC_ROUTES = array(
		''                        => 'home',
		'team-leaderboard'        => 'team-leaderboard',
		'fundraiser-leaderboard'  => 'fundraiser-leaderboard',
		'donate'                  => 'donate',
		'register'                => 'register',
		'register/teams'          => 'register-teams',
		'register/captain'        => 'register-captain',
		'register/individual'     => 'register-individual',
		'register/create-profile' => 'register-create-profile',
		'start-fundraising'       => 'start-fundraising',
		'create-team'             => 'create-team',
		'select-team'             => 'select-team',
		'login'                   => 'login',
		'lost-password'           => 'lost-password',
		'lost-password/sent'      => 'lost-password-sent',
		'return'                  => 'return',
	);

	/**
	 * The first path segments of the campaign's own routes, which no fundraiser's page address may
	 * take (PageAddress): a route added here is reserved with it.
	 *
	 * @return string[]
	 */
	public static function first_segments(): array {
		$segments = array( 'team', 'fundraiser' );
		foreach ( array_keys( self::STATIC_ROUTES ) as $path ) {
			$segments[] = explode( '/', (string) $path )[0];
		}
		return array_values( array_unique( array_filter( $segments ) ) );
	}

	/** Routes whose page embeds the leaderboards' first pages. */
	private const LEADERBOARD_ROUTES = array( 'home', 'team-leaderboard', 'fundraiser-leaderboard' );

	/** @var string */
	public $name;

	/** @var int Team id on team routes, else 0. */
	public $team_id = 0;

	/** @var int Fundraiser id on fundraiser routes, else 0. */
	public $fundraiser_id = 0;

	/**
	 * Constructor.
	 *
	 * @param string $name          Route name.
	 * @param int    $team_id       Team id or 0.
	 * @param int    $fundraiser_id Fundraiser id or 0.
	 */
	public function __construct( string $name, int $team_id = 0, int $fundraiser_id = 0 ) {
		$this->name          = $name;
		$this->team_id       = $team_id;
		$this->fundraiser_id = $fundraiser_id;
	}

	/**
	 * Parses 'team/3/donate', '/team-leaderboard/', '' ...; null for anything else.
	 *
	 * @param string $path Path below the campaign URL.
	 */
	public static function parse( string $path ): ?self {
		$path = trim( $path, '/' );
		if ( isset( self::STATIC_ROUTES[ $path ] ) ) {
			return new self( self::STATIC_ROUTES[ $path ] );
		}
		if ( preg_match( '#^team/([1-9][0-9]{0,18})(?:/(donate|join|update))?$#', $path, $matches ) ) {
			return new self( isset( $matches[2] ) ? 'team-' . $matches[2] : 'team', (int) $matches[1] );
		}
		if ( preg_match( '#^fundraiser/([1-9][0-9]{0,18})(?:/(donate|update))?$#', $path, $matches ) ) {
			return new self( isset( $matches[2] ) ? 'fundraiser-' . $matches[2] : 'fundraiser', 0, (int) $matches[1] );
		}
		return null;
	}

	/** Whether the route belongs to a team page. */
	public function is_team(): bool {
		return $this->team_id > 0;
	}

	/** Whether the route belongs to a fundraiser page. */
	public function is_fundraiser(): bool {
		return $this->fundraiser_id > 0;
	}

	/** Whether the page embeds topTeams / topFundraisers. */
	public function embeds_leaderboards(): bool {
		return in_array( $this->name, self::LEADERBOARD_ROUTES, true );
	}

	/**
	 * The page's own title part ('' for the campaign home, whose title is the campaign's).
	 *
	 * @param string $entity_name The team's or fundraiser's name on their routes.
	 */
	public function title( string $entity_name = '' ): string {
		switch ( $this->name ) {
			case 'home':
				return '';
			case 'team-leaderboard':
				return __( 'Team Leaderboard', 'p2p-fundraising' );
			case 'fundraiser-leaderboard':
				return __( 'Fundraiser Leaderboard', 'p2p-fundraising' );
			case 'donate':
				return __( 'Donate', 'p2p-fundraising' );
			case 'team':
			case 'fundraiser':
				return $entity_name;
			case 'team-donate':
			case 'fundraiser-donate':
				/* translators: %s: team or fundraiser name. */
				return sprintf( __( 'Donate to %s', 'p2p-fundraising' ), $entity_name );
			case 'team-join':
				/* translators: %s: team name. */
				return sprintf( __( 'Join %s', 'p2p-fundraising' ), $entity_name );
			case 'team-update':
				return __( 'Edit Team', 'p2p-fundraising' );
			case 'fundraiser-update':
				return __( 'Edit Profile', 'p2p-fundraising' );
			case 'start-fundraising':
				return __( 'Start Fundraising', 'p2p-fundraising' );
			case 'create-team':
				return __( 'Create a Team', 'p2p-fundraising' );
			case 'select-team':
				return __( 'Select a Team', 'p2p-fundraising' );
			case 'register-teams':
				return __( 'Join a Team', 'p2p-fundraising' );
			case 'register-create-profile':
				return __( 'Create Your Profile', 'p2p-fundraising' );
			case 'login':
				return __( 'Log In', 'p2p-fundraising' );
			case 'lost-password':
				return __( 'Lost Password', 'p2p-fundraising' );
			case 'lost-password-sent':
				return __( 'Check Your E-mail', 'p2p-fundraising' );
			case 'return':
				return __( 'Join Again', 'p2p-fundraising' );
			default:
				return __( 'Register', 'p2p-fundraising' );
		}
	}
}
