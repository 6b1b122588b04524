<?php
/**
 * GET /get-updates, POST /post-update, /edit-update, /delete-update: fundraisers' and captains'
 * updates.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\TextLimits;
use P2PFundraising\Database\UpdateRepository;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\Security\RateLimiter;
use P2PFundraising\Uploads\ImageUpload;
use P2PFundraising\Visibility;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A fundraiser posts on their own page, a captain also on their team's. Only the author edits or
 * deletes an update (an administrator may delete or hide any). Visitors read the visible ones,
 * newest first; the author and administrators also see the hidden ones, marked.
 */
final class UpdatesController extends WriteController {

	/** Most donors one update is e-mailed to. */
	public const NOTIFY_LIMIT = 500;

	/** @var UpdateRepository */
	private $updates;

	public function __construct() {
		parent::__construct();
		$this->updates = new UpdateRepository();
	}

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'update', Schemas::update() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$this->register_read(
			'/get-updates',
			array( $this, 'get_updates' ),
			array_merge(
				array(
					'fundraiser_id' => self::id_arg( __( 'Fundraiser whose updates to list.', 'p2p-fundraising' ), false ),
					'team_id'       => self::id_arg( __( 'Team whose updates to list.', 'p2p-fundraising' ), false ),
				),
				self::paging_args( UpdatesReader::PER_PAGE )
			),
			fn() => Schema::page( 'updates', Schemas::update() )
		);
		$this->register_write(
			'/post-update',
			array( $this, 'post_update' ),
			array(
				'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'scope'      => array(
					'description'       => __( 'Where the update appears: your page (fundraiser) or your team\'s (team, captains only).', 'p2p-fundraising' ),
					'type'              => 'string',
					'default'           => 'fundraiser',
					'enum'              => UpdateRepository::TYPES,
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				'text'       => self::text_arg( __( 'The update.', 'p2p-fundraising' ), true, TextLimits::UPDATE ),
				'notify'     => self::flag_arg( __( 'Also e-mail it to the donors who asked for updates.', 'p2p-fundraising' ) ),
				'action'     => self::text_arg( __( 'Upload handler (ignored).', 'p2p-fundraising' ) ),
			),
			'logged_in',
			fn() => Schemas::done(
				'update-posted',
				array(
					'data'     => Schemas::update(),
					'notified' => Schema::count( __( 'Donors the update will be e-mailed to.', 'p2p-fundraising' ) ),
				)
			)
		);
		$this->register_write(
			'/edit-update',
			array( $this, 'edit_update' ),
			array(
				'update_id'    => self::id_arg( __( 'Update id.', 'p2p-fundraising' ) ),
				'text'         => self::text_arg( __( 'The update.', 'p2p-fundraising' ), true, TextLimits::UPDATE ),
				'remove_image' => self::flag_arg( __( 'Remove the picture.', 'p2p-fundraising' ) ),
				'action'       => self::text_arg( __( 'Upload handler (ignored).', 'p2p-fundraising' ) ),
			),
			'logged_in',
			fn() => Schema::item( 'update', Schemas::update() )
		);
		$this->register_write(
			'/delete-update',
			array( $this, 'delete_update' ),
			array( 'update_id' => self::id_arg( __( 'Update id.', 'p2p-fundraising' ) ) ),
			'logged_in',
			fn() => Schemas::done( 'update-deleted', array( 'deleted' => Schema::boolean( __( 'Whether the update was deleted.', 'p2p-fundraising' ) ) ) )
		);
	}

	/**
	 * { data: Update[], total, count } of one fundraiser or team.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_updates( WP_REST_Request $request ) {
		$has_fundraiser = null !== $request['fundraiser_id'];
		if ( $has_fundraiser === ( null !== $request['team_id'] ) ) {
			return Errors::invalid_param( 'fundraiser_id', __( 'Give either fundraiser_id or team_id.', 'p2p-fundraising' ) );
		}
		$type  = $has_fundraiser ? 'fundraiser' : 'team';
		$found = $has_fundraiser ? $this->visible_fundraiser( (int) $request['fundraiser_id'] ) : $this->visible_team( (int) $request['team_id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		return self::list_response( UpdatesReader::page( $type, $found[0], (int) $request['page'], (int) $request['per_page'] ) );
	}

	/**
	 * Posts an update: 201 { data: Update, notified, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function post_update( WP_REST_Request $request ) {
		$fundraiser = $this->acting_fundraiser( (int) $request['campaignId'] );
		if ( is_wp_error( $fundraiser ) ) {
			return $fundraiser;
		}
		$type      = (string) $request['scope'];
		$entity_id = $this->page_of( $fundraiser, $type );
		if ( is_wp_error( $entity_id ) ) {
			return $entity_id;
		}
		$invalid = self::text_problem( (string) $request['text'] );
		if ( null !== $invalid ) {
			return $invalid;
		}
		$wait = ( new RateLimiter() )->attempt( RateLimiter::UPDATES, (string) get_current_user_id() );
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		$fields = array(
			'campaign_id' => (int) $fundraiser['campaign_id'],
			'author_type' => $type,
			'entity_id'   => $entity_id,
			'user_id'     => get_current_user_id(),
			'body'        => trim( (string) $request['text'] ),
		);
		$image = self::uploaded_image( $request );
		if ( is_wp_error( $image ) ) {
			return $image;
		}
		if ( null !== $image ) {
			$fields['image_id']  = $image['id'];
			$fields['image_url'] = $image['url'];
		}
		$notify = (bool) $request['notify'];
		$saved  = self::atomically(
			function () use ( $fields, $notify, $type, $entity_id ) {
				$id       = $this->updates->insert( $fields );
				$notified = 0;
				if ( $notify ) {
					foreach ( $this->updates->subscriber_donation_ids( $type, $entity_id, self::NOTIFY_LIMIT ) as $donation_id ) {
						MailQueue::enqueue_donor_update( $id, $donation_id );
						++$notified;
					}
				}
				return array( $id, $notified );
			}
		);
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		list( $id, $notified ) = $saved;
		return new WP_REST_Response(
			array(
				'data'     => UpdatesReader::item( (array) $this->updates->find( $id ) ),
				'notified' => $notified,
				'message'  => $notify
					? sprintf(
						/* translators: %d: number of donors the update is e-mailed to. */
						_n( 'Your update is posted and will be e-mailed to %d donor.', 'Your update is posted and will be e-mailed to %d donors.', $notified, 'p2p-fundraising' ),
						$notified
					)
					: __( 'Your update is posted.', 'p2p-fundraising' ),
			),
			201
		);
	}

	/**
	 * Changes the text or picture of one's own update: { data: Update }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function edit_update( WP_REST_Request $request ) {
		$update = $this->own_update( (int) $request['update_id'], false );
		if ( is_wp_error( $update ) ) {
			return $update;
		}
		$speaks = $this->still_speaks_for( $update );
		if ( is_wp_error( $speaks ) ) {
			return $speaks;
		}
		$invalid = self::text_problem( (string) $request['text'] );
		if ( null !== $invalid ) {
			return $invalid;
		}
		$fields = array( 'body' => trim( (string) $request['text'] ) );
		$image  = self::uploaded_image( $request );
		if ( is_wp_error( $image ) ) {
			return $image;
		}
		if ( null !== $image ) {
			$fields['image_id']  = $image['id'];
			$fields['image_url'] = $image['url'];
		} elseif ( (bool) $request['remove_image'] ) {
			$fields['image_id']  = 0;
			$fields['image_url'] = '';
		}
		$saved = self::atomically(
			function () use ( $update, $fields ) {
				$this->updates->update( (int) $update['id'], $fields );
				return true;
			}
		);
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return self::item_response( UpdatesReader::item( (array) $this->updates->find( (int) $update['id'] ) ) );
	}

	/**
	 * Deletes one's own update (administrators: any): { deleted: true }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_update( WP_REST_Request $request ) {
		$update = $this->own_update( (int) $request['update_id'], true );
		if ( is_wp_error( $update ) ) {
			return $update;
		}
		$deleted = self::atomically(
			function () use ( $update ) {
				$this->updates->delete( (int) $update['id'] );
				return true;
			}
		);
		if ( is_wp_error( $deleted ) ) {
			return $deleted;
		}
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'message' => __( 'Your update is deleted.', 'p2p-fundraising' ),
			),
			200
		);
	}

	/**
	 * The page an update of this type goes on for the acting fundraiser: their own, or the team
	 * they captain (approved), else why not.
	 *
	 * @param array<string, mixed> $fundraiser The acting fundraiser (approved).
	 * @param string               $type       'fundraiser' or 'team'.
	 * @return int|WP_Error Entity id.
	 */
	private function page_of( array $fundraiser, string $type ) {
		if ( 'team' !== $type ) {
			return (int) $fundraiser['id'];
		}
		$team = (int) $fundraiser['team_id'] > 0 ? $this->teams->find( (int) $fundraiser['team_id'] ) : null;
		if ( null === $team || (int) $team['captain_user_id'] !== get_current_user_id() ) {
			return new WP_Error( 'p2p_not_captain', __( 'Only the team captain can post updates on the team page.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		$standing = Standing::team( $team );
		return is_wp_error( $standing ) ? $standing : (int) $team['id'];
	}

	/**
	 * Whether the author of an update may still write on its page: the same rules as posting it
	 * (visible campaign, own approved fundraiser, captain of an approved team for a team update).
	 * Being its author is not enough: a captain who handed the team over, or a fundraiser an
	 * administrator suspended, must not change what the page shows.
	 *
	 * @param array<string, mixed> $update Update row.
	 * @return true|WP_Error
	 */
	private function still_speaks_for( array $update ) {
		$fundraiser = $this->acting_fundraiser( (int) $update['campaign_id'] );
		if ( is_wp_error( $fundraiser ) ) {
			return $fundraiser;
		}
		$entity_id = $this->page_of( $fundraiser, (string) $update['author_type'] );
		if ( is_wp_error( $entity_id ) ) {
			return $entity_id;
		}
		return (int) $update['entity_id'] === $entity_id ? true : Errors::forbidden();
	}

	/**
	 * The update if the current user wrote it (or, when allowed, administers the plugin).
	 *
	 * @param int  $id            Update id.
	 * @param bool $admin_may     Whether an administrator passes too.
	 * @return array<string, mixed>|WP_Error
	 */
	private function own_update( int $id, bool $admin_may ) {
		$update = $this->updates->find( $id );
		if ( null === $update ) {
			return new WP_Error( 'p2p_update_not_found', __( 'Update not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
		}
		if ( (int) $update['user_id'] !== get_current_user_id() && ! ( $admin_may && Visibility::is_admin() ) ) {
			return Errors::forbidden();
		}
		return $update;
	}

	/**
	 * 400 for an empty text, else null (the length is the parameter's: TextLimits::UPDATE).
	 *
	 * @param string $text Text.
	 */
	private static function text_problem( string $text ): ?WP_Error {
		if ( '' === trim( $text ) ) {
			return self::invalid_fields( array( 'text' => __( 'Please write your update.', 'p2p-fundraising' ) ) );
		}
		return null;
	}

	/**
	 * The picture sent with the request, stored after the same checks as profile pictures
	 * (content, size, pixels); null when none was sent.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{id: int, url: string}|WP_Error|null
	 */
	private static function uploaded_image( WP_REST_Request $request ) {
		$files = $request->get_file_params();
		if ( empty( $files['file'] ) || ! is_array( $files['file'] ) ) {
			return null;
		}
		return ( new ImageUpload() )->store( $files['file'] );
	}

	/**
	 * Schema of a yes/no field ('1', 'true', true).
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	private static function flag_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => 'boolean',
			'default'           => false,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'rest_sanitize_request_arg',
		);
	}
}
