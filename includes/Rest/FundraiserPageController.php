<?php
/**
 * POST /update-fundraiser-page (multipart): a fundraiser's display name, page address and cover photo.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Database\PageAddressRepository;
use P2PFundraising\Fundraisers\PageAddress;
use P2PFundraising\Security\RateLimiter;
use P2PFundraising\Uploads\ImageUpload;
use P2PFundraising\Visibility;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The page's own identity, apart from the spec's profile form (story, goal, picture), which stays
 * exactly as the spec has it (decision 0090). Only the page's owner, or an administrator, may
 * change it; a new address is claimed in the same transaction as the rename and the cover, and
 * the old one keeps leading to the page.
 */
final class FundraiserPageController extends WriteController {

	/**
	 * What the route answers: the page's address in the app, its id and its address word.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::redirect(
			'fundraiser-page-saved',
			array(
				'fundraiserId' => Schema::id( __( 'The fundraiser saved.', 'p2p-fundraising' ) ),
				'pageAddress'  => Schema::string( __( 'The page address now, empty for none.', 'p2p-fundraising' ) ),
			)
		);
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->register_write(
			'/update-fundraiser-page',
			array( $this, 'update_page' ),
			array(
				'campaignId'    => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'fundraiser_id' => self::id_arg( __( 'Fundraiser to edit (default: your own).', 'p2p-fundraising' ), false ),
				'name'          => self::text_arg( __( 'Display name.', 'p2p-fundraising' ) ),
				'page_address'  => array(
					'description'       => __( 'Page address below the campaign: lower-case letters, digits and hyphens; empty keeps the current one.', 'p2p-fundraising' ),
					'type'              => 'string',
					'default'           => '',
					'maxLength'         => 200,
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => array( PageAddress::class, 'clean' ),
				),
				'remove_cover'  => array(
					'description' => __( 'Remove the cover photo.', 'p2p-fundraising' ),
					'type'        => 'boolean',
					'default'     => false,
				),
				'action'        => self::text_arg( __( 'Upload handler (ignored).', 'p2p-fundraising' ) ),
			),
			'logged_in',
			array( $this, 'get_item_schema' )
		);
	}

	/**
	 * Saves what changed. Next: the page, at its address.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_page( WP_REST_Request $request ) {
		$found = $this->editable_fundraiser( $request );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		list( $fundraiser, $campaign ) = $found;
		$fundraiser_id                 = (int) $fundraiser['id'];
		$campaign_id                   = (int) $campaign['id'];

		$name    = trim( (string) $request['name'] );
		$address = (string) $request['page_address'];
		$moving  = '' !== $address && $address !== (string) $fundraiser['page_address'];
		$errors  = array();
		if ( '' === $name ) {
			$errors['name'] = __( 'Please enter your name.', 'p2p-fundraising' );
		}
		$problem = $moving ? PageAddress::problem( $address, $campaign_id ) : '';
		if ( '' !== $problem ) {
			$errors['page_address'] = $problem;
		}
		if ( array() !== $errors ) {
			return self::invalid_fields( $errors );
		}
		$throttled = $moving && ! Visibility::is_admin();
		if ( $throttled ) {
			$wait = ( new RateLimiter() )->wait( RateLimiter::PAGE_ADDRESS, (string) $fundraiser_id );
			if ( $wait > 0 ) {
				return self::address_throttled( $wait );
			}
		}

		$fields = array();
		if ( $name !== (string) $fundraiser['name'] ) {
			$fields['name'] = $name;
		}
		$old_cover = (int) $fundraiser['cover_id'];
		$files     = $request->get_file_params();
		if ( ! empty( $files['file'] ) && is_array( $files['file'] ) ) {
			$cover = ( new ImageUpload() )->store( $files['file'], 'large' );
			if ( is_wp_error( $cover ) ) {
				return $cover;
			}
			$fields['cover_id']  = $cover['id'];
			$fields['cover_url'] = $cover['url'];
		} elseif ( rest_sanitize_boolean( $request['remove_cover'] ) ) {
			$fields['cover_id']  = 0;
			$fields['cover_url'] = '';
		}

		$saved = self::atomically(
			function () use ( $fundraiser_id, $campaign_id, $address, $moving, $fields ) {
				if ( $moving ) {
					if ( PageAddressRepository::TAKEN === ( new PageAddressRepository() )->claim( $campaign_id, $address, $fundraiser_id ) ) {
						return self::invalid_fields( array( 'page_address' => PageAddress::taken_message() ) );
					}
					$fields['page_address'] = $address;
				}
				if ( array() !== $fields ) {
					$this->fundraisers->update( $fundraiser_id, $fields );
				}
				return true;
			}
		);
		if ( is_wp_error( $saved ) ) {
			if ( isset( $fields['cover_id'] ) && $fields['cover_id'] > 0 ) {
				wp_delete_attachment( (int) $fields['cover_id'], true ); // Not shown anywhere: do not keep it.
			}
			return $saved;
		}
		if ( $throttled ) {
			( new RateLimiter() )->record( RateLimiter::PAGE_ADDRESS, (string) $fundraiser_id );
		}
		if ( isset( $fields['cover_id'] ) && $old_cover > 0 && $old_cover !== $fields['cover_id'] && get_post_meta( $old_cover, ImageUpload::META, true ) ) {
			wp_delete_attachment( $old_cover, true ); // The replaced cover was theirs alone.
		}

		$current = $moving ? $address : (string) $fundraiser['page_address'];
		return self::redirect_response(
			'' !== $current ? '/' . $current . '/' : '/fundraiser/' . $fundraiser_id . '/',
			array(
				'fundraiserId' => $fundraiser_id,
				'pageAddress'  => $current,
			)
		);
	}

	/**
	 * 429 for a page address changed too often, saying when it may change again.
	 *
	 * @param int $seconds Seconds to wait.
	 */
	private static function address_throttled( int $seconds ): WP_Error {
		$error   = RateLimiter::error( $seconds );
		$message = sprintf(
			/* translators: %s: how long to wait, e.g. "5 hours". */
			__( 'You have changed your page address several times today. Please try again in %s.', 'p2p-fundraising' ),
			human_time_diff( time(), time() + $seconds )
		);
		return new WP_Error(
			'p2p_rate_limited',
			$message,
			array_merge(
				(array) $error->get_error_data(),
				array( 'params' => array( 'page_address' => $message ) )
			)
		);
	}
}
