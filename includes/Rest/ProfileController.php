<?php
/**
 * POST /update-fundraiser-profile (multipart): the fundraiser profile form, create and update.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\TextLimits;
use P2PFundraising\Uploads\ImageUpload;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Story, goal and image of a fundraiser: the current user's own in the campaign, or the one named
 * by fundraiser_id, which only its owner (or an administrator) may change.
 */
final class ProfileController extends WriteController {

	/**
	 * What these routes answer: where the app goes next.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::redirect( 'profile-saved', array( 'fundraiserId' => Schema::id( __( 'The fundraiser saved.', 'p2p-fundraising' ) ) ) );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$this->register_write(
			'/update-fundraiser-profile',
			array( $this, 'update_profile' ),
			array(
				'campaignId'    => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'fundraiser_id' => self::id_arg( __( 'Fundraiser to edit (default: your own).', 'p2p-fundraising' ), false ),
				'goal'          => self::goal_arg(),
				'story'         => self::text_arg( __( 'Story.', 'p2p-fundraising' ), true, TextLimits::STORY ),
				'action'        => self::text_arg( __( 'Upload handler (ignored).', 'p2p-fundraising' ) ),
			),
			'logged_in',
			array( $this, 'get_item_schema' )
		);
	}

	/**
	 * Saves the profile. Next: the fundraiser page when editing one by id, else start-fundraising.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_profile( WP_REST_Request $request ) {
		$editable = $this->editable_fundraiser( $request );
		if ( is_wp_error( $editable ) ) {
			return $editable;
		}
		$fundraiser = $editable[0];
		$by_id      = null !== $request['fundraiser_id'];

		$errors = array();
		if ( '' === trim( (string) $request['story'] ) ) {
			$errors['story'] = __( 'Please tell your story.', 'p2p-fundraising' );
		}
		if ( ! ( (float) $request['goal'] > 0 ) ) {
			$errors['goal'] = __( 'Please enter a goal.', 'p2p-fundraising' );
		}
		if ( array() !== $errors ) {
			return self::invalid_fields( $errors );
		}

		$fields = array(
			'story' => trim( (string) $request['story'] ),
			'goal'  => round( (float) $request['goal'] ),
		);
		$files  = $request->get_file_params();
		if ( ! empty( $files['file'] ) && is_array( $files['file'] ) ) {
			$image = ( new ImageUpload() )->store( $files['file'] );
			if ( is_wp_error( $image ) ) {
				return $image;
			}
			$fields['image_id']  = $image['id'];
			$fields['image_url'] = $image['url'];
		}
		$saved = self::atomically(
			function () use ( $fundraiser, $fields ) {
				$this->fundraisers->update( (int) $fundraiser['id'], $fields );
				return true;
			}
		);
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return self::redirect_response(
			$by_id ? '/fundraiser/' . (int) $fundraiser['id'] . '/' : '/start-fundraising/',
			array( 'fundraiserId' => (int) $fundraiser['id'] )
		);
	}
}
