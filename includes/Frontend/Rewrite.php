<?php
/**
 * Rewrite rules and query vars of the campaign pages and the donation form.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * /campaigns/{slug}/{anything} → p2p_campaign + p2p_path (the SPA route, checked by CampaignRoute);
 * /p2p-donate/{campaign_id}/ → p2p_donate.
 */
final class Rewrite {

	public const VAR_CAMPAIGN = 'p2p_campaign';
	public const VAR_PATH     = 'p2p_path';
	public const VAR_DONATE   = 'p2p_donate';

	/** Bump when the rules change: the next request flushes them once. */
	private const RULES_VERSION = '1';
	private const RULES_OPTION  = 'p2p_fundraising_rewrite_version';

	/** Hooks the rules and query vars. */
	public static function register(): void {
		add_action( 'init', array( self::class, 'add_rules' ) );
		add_action( 'init', array( self::class, 'maybe_flush' ), 99 );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
	}

	/** Adds the rules (also called on activation, before flushing). */
	public static function add_rules(): void {
		add_rewrite_rule(
			'^' . Urls::CAMPAIGN_BASE . '/([^/]+)(?:/(.*?))?/?$',
			'index.php?' . self::VAR_CAMPAIGN . '=$matches[1]&' . self::VAR_PATH . '=$matches[2]',
			'top'
		);
		add_rewrite_rule(
			'^' . Urls::DONATE_BASE . '/([0-9]+)/?$',
			'index.php?' . self::VAR_DONATE . '=$matches[1]',
			'top'
		);
	}

	/**
	 * Flushes the rules once after an update that changed them (activation flushes on its own;
	 * this covers updates, where no activation hook runs).
	 */
	public static function maybe_flush(): void {
		if ( self::RULES_VERSION !== get_option( self::RULES_OPTION ) ) {
			flush_rewrite_rules( false );
			update_option( self::RULES_OPTION, self::RULES_VERSION, true );
		}
	}

	/**
	 * Registers the plugin's public query vars.
	 *
	 * @param string[] $vars Query vars.
	 * @return string[]
	 */
	public static function query_vars( array $vars ): array {
		$vars[] = self::VAR_CAMPAIGN;
		$vars[] = self::VAR_PATH;
		$vars[] = self::VAR_DONATE;
		return $vars;
	}
}
