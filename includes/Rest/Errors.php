<?php
/**
 * Every error the REST API answers with.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One place for codes, statuses and human messages, so the same situation always reads the same.
 */
final class Errors {

	/** 401: the request needs a logged-in user. */
	public static function not_logged_in(): WP_Error {
		return new WP_Error( 'p2p_not_logged_in', __( 'Please log in to continue.', 'p2p-fundraising' ), array( 'status' => 401 ) );
	}

	/** 403: logged in, but not allowed. */
	public static function forbidden(): WP_Error {
		return new WP_Error( 'p2p_forbidden', __( 'Sorry, you are not allowed to do that.', 'p2p-fundraising' ), array( 'status' => 403 ) );
	}

	/** 404: unknown campaign, or one this visitor may not see. */
	public static function campaign_not_found(): WP_Error {
		return new WP_Error( 'p2p_campaign_not_found', __( 'Campaign not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}

	/** 404: unknown team, one of another campaign, or one this visitor may not see. */
	public static function team_not_found(): WP_Error {
		return new WP_Error( 'p2p_team_not_found', __( 'Team not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}

	/** 404: unknown fundraiser, one of another campaign, or one this visitor may not see. */
	public static function fundraiser_not_found(): WP_Error {
		return new WP_Error( 'p2p_fundraiser_not_found', __( 'Fundraiser not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}

	/**
	 * 400: a parameter that passed its schema but breaks a rule between parameters. Same code and
	 * data layout as WordPress's schema errors (rest_invalid_param), with the reason as message.
	 *
	 * @param string $param   Parameter name.
	 * @param string $message Human message.
	 */
	public static function invalid_param( string $param, string $message ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $param => $message ),
			)
		);
	}

	/**
	 * WordPress answers a schema violation with "Invalid parameter(s): per_page" and keeps the
	 * reason in data.params. For this plugin's routes the reason becomes the message ("per_page
	 * must be between 1 (inclusive) and 50 (inclusive)."), which the apps show as it is. Code,
	 * status and data stay WordPress's.
	 *
	 * @param mixed            $response Result so far.
	 * @param array            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function explain_invalid_params( $response, $handler, $request ) {
		if ( ! $response instanceof WP_Error || 'rest_invalid_param' !== $response->get_error_code() ) {
			return $response;
		}
		if ( ! $request instanceof \WP_REST_Request || ! \P2PFundraising\Security\RequestGuard::is_plugin_route( $request ) ) {
			return $response;
		}
		$data    = $response->get_error_data();
		$reasons = isset( $data['params'] ) && is_array( $data['params'] ) ? array_filter( array_map( 'strval', $data['params'] ) ) : array();
		if ( array() === $reasons ) {
			return $response;
		}
		$message = implode(
			' ',
			array_map(
				static function ( string $reason ): string {
					return rtrim( $reason, '.' ) . '.';
				},
				$reasons
			)
		);
		return new WP_Error( 'rest_invalid_param', $message, $data );
	}
}
