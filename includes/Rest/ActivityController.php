<?php
/**
 * A fundraiser's own activity log: GET /get-my-activity, POST /add-activity,
 * /import-activity-gpx and /delete-activity.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Activity\ActivityService;
use P2PFundraising\Activity\ActivityUnit;
use P2PFundraising\Activity\GpxTrack;
use P2PFundraising\Database\ActivityRepository;
use P2PFundraising\Donations\TypedAmount;
use P2PFundraising\PlainText;
use P2PFundraising\Security\RateLimiter;
use P2PFundraising\Settings;
use P2PFundraising\TextLimits;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The signed-in user's own fundraiser in a campaign that tracks activity logs entries (a date, an
 * amount in the campaign's unit and a note) or imports them from a GPX track, and deletes its own
 * (an administrator deletes any through Admin\ActivityController). Every write counts against the
 * user's activity rate limit (decision 0093).
 */
final class ActivityController extends WriteController {

	/** @var ActivityRepository */
	private $entries;

	public function __construct() {
		parent::__construct();
		$this->entries = new ActivityRepository();
	}

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'activity-entry', self::entry_schema() );
	}

	/** @return array<string, mixed> One entry as the API answers it. */
	public static function entry_schema(): array {
		return Schema::shape(
			array(
				'id'     => Schema::id( __( 'Entry id.', 'p2p-fundraising' ) ),
				'date'   => Schema::string( __( 'The day of the activity (YYYY-MM-DD).', 'p2p-fundraising' ) ),
				'amount' => Schemas::activity( __( 'Amount in the campaign’s unit.', 'p2p-fundraising' ) ),
				'note'   => Schema::string( __( 'Note.', 'p2p-fundraising' ) ),
				'source' => Schema::enum( array( ActivityRepository::SOURCE_MANUAL, ActivityRepository::SOURCE_GPX ), __( 'How it was logged: typed (manual) or from a GPX track.', 'p2p-fundraising' ) ),
			),
			__( 'An activity entry.', 'p2p-fundraising' )
		);
	}

	/** @return array<string, array<string, mixed>> The fundraiser's total after a write. */
	private static function total_properties(): array {
		return array( 'total' => Schemas::activity( __( 'Your activity total, in the campaign’s unit.', 'p2p-fundraising' ) ) );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign = array( 'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );
		$this->register_read(
			'/get-my-activity',
			array( $this, 'get_my_activity' ),
			$campaign,
			fn() => Schema::item(
				'my-activity',
				Schema::shape(
					array(
						'total'   => Schemas::activity( __( 'Your activity total, in the campaign’s unit.', 'p2p-fundraising' ) ),
						'entries' => Schema::list_of( self::entry_schema(), __( 'Your latest entries, newest first.', 'p2p-fundraising' ) ),
					),
					__( 'Your activity in the campaign.', 'p2p-fundraising' )
				)
			),
			array( Permissions::class, 'logged_in' )
		);
		$this->register_write(
			'/add-activity',
			array( $this, 'add_activity' ),
			$campaign + array(
				'date'   => array(
					'description'       => __( 'The day of the activity (YYYY-MM-DD).', 'p2p-fundraising' ),
					'type'              => 'string',
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => static function ( $value ): string {
						return trim( sanitize_text_field( (string) $value ) );
					},
				),
				'amount' => array(
					'description'       => __( 'The amount in the campaign’s unit: a number, or text with the site’s separators.', 'p2p-fundraising' ),
					'type'              => array( 'string', 'number' ),
					'validate_callback' => 'rest_validate_request_arg',
				),
				'note'   => self::text_arg( __( 'A note (optional).', 'p2p-fundraising' ), false, TextLimits::ACTIVITY_NOTE ),
			),
			'logged_in',
			fn() => Schemas::done( 'added-activity', array( 'entry' => self::entry_schema() ) + self::total_properties() )
		);
		$this->register_write(
			'/import-activity-gpx',
			array( $this, 'import_gpx' ),
			$campaign + array( 'note' => self::text_arg( __( 'A note (optional).', 'p2p-fundraising' ), false, TextLimits::ACTIVITY_NOTE ) ),
			'logged_in',
			fn() => Schemas::done( 'imported-activity', array( 'entry' => self::entry_schema() ) + self::total_properties() )
		);
		$this->register_write(
			'/delete-activity',
			array( $this, 'delete_activity' ),
			$campaign + array( 'entryId' => self::id_arg( __( 'Entry id.', 'p2p-fundraising' ) ) ),
			'logged_in',
			fn() => Schemas::done( 'deleted-activity', self::total_properties() )
		);
	}

	/**
	 * { data: { total, entries } } of the user's own fundraiser.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_my_activity( WP_REST_Request $request ) {
		$own = $this->tracking_fundraiser( (int) $request['campaignId'], false );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		$fundraiser = $this->fundraisers->find( (int) $own['id'] );
		return self::item_response(
			array(
				'total'   => ActivityUnit::number( $fundraiser['activity_total'] ?? 0 ),
				'entries' => array_map( array( self::class, 'entry' ), $this->entries->for_fundraiser( (int) $own['id'] ) ),
			)
		);
	}

	/**
	 * Logs a typed entry: { entry, total, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function add_activity( WP_REST_Request $request ) {
		$own = $this->tracking_fundraiser( (int) $request['campaignId'], true );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		$campaign = $this->campaigns->find( (int) $own['campaign_id'] );
		$unit     = ActivityUnit::unit( (array) $campaign );
		$errors   = array();
		$date     = self::date_error( (string) $request['date'], (array) $campaign );
		if ( is_string( $date ) ) {
			$errors['date'] = $date;
		}
		$amount = self::amount( $request['amount'], $unit );
		if ( is_string( $amount ) ) {
			$errors['amount'] = $amount;
		}
		if ( array() !== $errors ) {
			return self::invalid_fields( $errors );
		}
		$throttled = self::throttled();
		if ( null !== $throttled ) {
			return $throttled;
		}
		return $this->record( $own, (array) $campaign, (string) $request['date'], (int) $amount, (string) $request['note'], ActivityRepository::SOURCE_MANUAL );
	}

	/**
	 * Logs the distance of an uploaded GPX track (field `file`): { entry, total, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function import_gpx( WP_REST_Request $request ) {
		$own = $this->tracking_fundraiser( (int) $request['campaignId'], true );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		$campaign = (array) $this->campaigns->find( (int) $own['campaign_id'] );
		$unit     = ActivityUnit::unit( $campaign );
		if ( ! ActivityUnit::takes_distance( $unit ) ) {
			return self::invalid_fields( array( 'file' => __( 'This campaign counts its activity in a unit other than distance, so a GPX track cannot be imported. Please log your activity by hand.', 'p2p-fundraising' ) ) );
		}
		$files = $request->get_file_params();
		$file  = isset( $files['file'] ) && is_array( $files['file'] ) ? $files['file'] : array();
		if ( UPLOAD_ERR_INI_SIZE === (int) ( $file['error'] ?? 0 ) || UPLOAD_ERR_FORM_SIZE === (int) ( $file['error'] ?? 0 ) || (int) ( $file['size'] ?? 0 ) > GpxTrack::MAX_BYTES ) {
			return self::invalid_fields(
				array(
					'file' => sprintf(
						/* translators: %s: the largest GPX file, e.g. "5 MB". */
						__( 'The GPX file is too large. Please choose a file of at most %s.', 'p2p-fundraising' ),
						size_format( GpxTrack::MAX_BYTES )
					),
				)
			);
		}
		$tmp = (string) ( $file['tmp_name'] ?? '' );
		if ( UPLOAD_ERR_OK !== (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) || '' === $tmp || ! is_file( $tmp ) ) {
			return self::invalid_fields( array( 'file' => __( 'Please choose a GPX file.', 'p2p-fundraising' ) ) );
		}
		$throttled = self::throttled();
		if ( null !== $throttled ) {
			return $throttled;
		}
		$track = GpxTrack::read( $tmp );
		if ( is_wp_error( $track ) ) {
			return $track;
		}
		$amount = ActivityUnit::from_metres( $track['metres'], $unit );
		if ( $amount <= 0 ) {
			return self::invalid_fields( array( 'file' => __( 'The track covers no distance.', 'p2p-fundraising' ) ) );
		}
		if ( $amount > ActivityUnit::max_entry( $unit ) ) {
			return self::invalid_fields( array( 'file' => self::too_much( $unit ) ) );
		}
		$date = self::track_date( $track['started'], $campaign );
		return $this->record( $own, $campaign, $date, $amount, (string) $request['note'], ActivityRepository::SOURCE_GPX );
	}

	/**
	 * Deletes one of the user's own entries: { total, message }. Another fundraiser's entry is
	 * unknown (404), as is an entry of another campaign.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_activity( WP_REST_Request $request ) {
		$own = $this->tracking_fundraiser( (int) $request['campaignId'], true );
		if ( is_wp_error( $own ) ) {
			return $own;
		}
		$entry = $this->entries->find( (int) $request['entryId'] );
		if ( null === $entry || (int) $entry['fundraiser_id'] !== (int) $own['id'] ) {
			return self::entry_not_found();
		}
		$throttled = self::throttled();
		if ( null !== $throttled ) {
			return $throttled;
		}
		try {
			$deleted = ( new ActivityService() )->delete( $entry );
		} catch ( \RuntimeException $error ) {
			return self::write_failed();
		}
		if ( ! $deleted ) {
			return self::entry_not_found();
		}
		$fundraiser = $this->fundraisers->find( (int) $own['id'] );
		return new WP_REST_Response(
			array(
				'total'   => ActivityUnit::number( $fundraiser['activity_total'] ?? 0 ),
				'message' => __( 'The entry is deleted.', 'p2p-fundraising' ),
			),
			200
		);
	}

	/**
	 * Writes a checked entry and answers it.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @param array<string, mixed> $campaign   Campaign row.
	 * @param string               $date       YYYY-MM-DD.
	 * @param int                  $amount     Thousandths.
	 * @param string               $note       Note.
	 * @param string               $source     manual or gpx.
	 * @return WP_REST_Response|WP_Error
	 */
	private function record( array $fundraiser, array $campaign, string $date, int $amount, string $note, string $source ) {
		try {
			$id = ( new ActivityService() )->add( $fundraiser, $date, $amount, $note, $source );
		} catch ( \RuntimeException $error ) {
			return self::write_failed();
		}
		$after = $this->fundraisers->find( (int) $fundraiser['id'] );
		return new WP_REST_Response(
			array(
				'entry'   => self::entry( (array) $this->entries->find( $id ) ),
				'total'   => ActivityUnit::number( $after['activity_total'] ?? 0 ),
				'message' => sprintf(
					/* translators: 1: the amount logged with its unit ("5 km"), 2: the date. */
					__( 'Logged %1$s on %2$s.', 'p2p-fundraising' ),
					ActivityUnit::format( $amount, $campaign ),
					wp_date( (string) get_option( 'date_format' ), (int) strtotime( $date . ' 12:00:00 UTC' ), new \DateTimeZone( 'UTC' ) )
				),
			),
			200
		);
	}

	/**
	 * The user's own fundraiser in a visible campaign that tracks activity; $acting also asks
	 * that it may act (approved), as the other writes of a fundraiser do.
	 *
	 * @param int  $campaign_id Campaign id.
	 * @param bool $acting      Whether it writes.
	 * @return array<string, mixed>|WP_Error
	 */
	private function tracking_fundraiser( int $campaign_id, bool $acting ) {
		$campaign = $this->visible_campaign( $campaign_id );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		if ( ! ActivityUnit::is_tracked( $campaign ) ) {
			return new WP_Error( 'p2p_activity_off', __( 'This campaign does not track activity.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		return $acting ? $this->acting_fundraiser( $campaign_id ) : $this->own_fundraiser( $campaign_id );
	}

	/**
	 * Null for a valid day, else the message: not in the future (the site's today), not before
	 * the campaign's first day.
	 *
	 * @param string               $date     Typed date.
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	private static function date_error( string $date, array $campaign ): ?string {
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $date, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
			return __( 'Enter the day of your activity.', 'p2p-fundraising' );
		}
		if ( $date > wp_date( 'Y-m-d' ) ) {
			return __( 'The day cannot be in the future.', 'p2p-fundraising' );
		}
		$start = (string) ( $campaign['start_date'] ?? '' );
		if ( '' !== $start && $date < $start ) {
			return sprintf(
				/* translators: %s: the campaign's first day. */
				__( 'The day cannot be before the campaign started (%s).', 'p2p-fundraising' ),
				wp_date( (string) get_option( 'date_format' ), (int) strtotime( $start . ' 12:00:00 UTC' ), new \DateTimeZone( 'UTC' ) )
			);
		}
		return null;
	}

	/**
	 * The day of a track: its first point's time in the site's time zone, or today when it has
	 * none, is in the future or lies before the campaign started.
	 *
	 * @param string               $started  ISO 8601 time, or ''.
	 * @param array<string, mixed> $campaign Campaign row.
	 */
	private static function track_date( string $started, array $campaign ): string {
		$today = wp_date( 'Y-m-d' );
		$time  = '' === $started ? false : strtotime( $started );
		if ( false === $time ) {
			return $today;
		}
		$date = wp_date( 'Y-m-d', $time );
		return null === self::date_error( $date, $campaign ) ? $date : $today;
	}

	/**
	 * The typed amount in thousandths of the unit, or the message that says what is wrong. Text
	 * is read like a money amount in the site's language (Donations\TypedAmount): "2,50" is never
	 * guessed.
	 *
	 * @param mixed  $value Typed amount.
	 * @param string $unit  Unit key.
	 * @return int|string
	 */
	private static function amount( $value, string $unit ) {
		$number = null;
		if ( is_int( $value ) || is_float( $value ) ) {
			$number = is_finite( (float) $value ) ? round( (float) $value, 2 ) : null;
		} elseif ( is_string( $value ) && '' !== trim( $value ) ) {
			$currency = Settings::currency();
			$number   = TypedAmount::parse( $value, $currency['decimalSeparator'], $currency['thousandsSeparator'] );
		} else {
			return __( 'Enter the amount of your activity.', 'p2p-fundraising' );
		}
		if ( null === $number ) {
			return sprintf(
				/* translators: %s: an example amount written the site's way, e.g. "5.25". */
				__( 'Enter the amount as a number with at most two decimals, e.g. %s.', 'p2p-fundraising' ),
				number_format_i18n( 5.25, 2 )
			);
		}
		$stored = (int) round( $number * ActivityUnit::SCALE );
		if ( $stored <= 0 ) {
			return __( 'Enter an amount greater than 0.', 'p2p-fundraising' );
		}
		if ( $stored > ActivityUnit::max_entry( $unit ) ) {
			return self::too_much( $unit );
		}
		return $stored;
	}

	/**
	 * The message of an entry above the largest one.
	 *
	 * @param string $unit Unit key.
	 */
	private static function too_much( string $unit ): string {
		return sprintf(
			/* translators: %s: the largest amount of one entry, e.g. "1,000". */
			__( 'One entry can be at most %s. Please log longer activities as several entries.', 'p2p-fundraising' ),
			number_format_i18n( ActivityUnit::max_entry( $unit ) / ActivityUnit::SCALE )
		);
	}

	/** The refusal once the user's activity writes reached their limit, or null. */
	private static function throttled(): ?WP_Error {
		$wait = ( new RateLimiter() )->attempt( RateLimiter::ACTIVITY, (string) get_current_user_id() );
		return $wait > 0 ? RateLimiter::error( $wait ) : null;
	}

	/**
	 * An entry as the API answers it.
	 *
	 * @param array<string, mixed> $entry Entry row.
	 * @return array<string, mixed>
	 */
	public static function entry( array $entry ): array {
		return array(
			'id'     => (int) $entry['id'],
			'date'   => (string) $entry['entry_date'],
			'amount' => ActivityUnit::number( $entry['amount'] ),
			'note'   => (string) $entry['note'],
			'source' => ActivityRepository::SOURCE_GPX === $entry['source'] ? ActivityRepository::SOURCE_GPX : ActivityRepository::SOURCE_MANUAL,
		);
	}

	/** 404: no such entry of yours. */
	private static function entry_not_found(): WP_Error {
		return new WP_Error( 'p2p_activity_not_found', __( 'This entry does not exist (any more).', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}

	/** 500 with the usual message. */
	private static function write_failed(): WP_Error {
		return new WP_Error( 'p2p_write_failed', __( 'Something went wrong while saving. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
	}
}
