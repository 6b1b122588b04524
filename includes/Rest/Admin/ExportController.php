<?php
/**
 * Admin: CSV exports of a campaign's teams, fundraisers and donations.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Admin\Csv;
use P2PFundraising\Admin\CsvStream;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /admin/campaigns/{id}/export?type=teams|fundraisers|donations answers text/csv as an
 * attachment: every row, or those matching the list's search / status, or the picked ids (the
 * bulk "Export" of the admin lists). A browser link works with the nonce as `_wpnonce` query parameter (WordPress's
 * cookie authentication accepts it there), so the download needs no JavaScript.
 */
final class ExportController extends AdminController {

	public const TYPES = array( 'teams', 'fundraisers', 'donations' );

	private const BATCH = 2000;

	/** Lines per chunk of the streamed donations export (about 150 KB, decision 0088). */
	private const LINES_CHUNK = 1000;

	/** Column titles of each export. */
	private const HEADERS = array(
		'teams'       => array( 'id', 'name', 'status', 'access', 'captain', 'captain_email', 'members', 'goal', 'raised', 'donations', 'url', 'created_at' ),
		'fundraisers' => array( 'id', 'name', 'email', 'status', 'team', 'goal', 'raised', 'donations', 'url', 'created_at' ),
		'donations'   => array( 'id', 'date', 'donor_name', 'donor_email', 'anonymous', 'amount', 'status', 'mode', 'team', 'fundraiser', 'completed_at', 'kind', 'wants_updates', 'message', 'message_hidden', 'dedication', 'dedication_notified' ),
	);

	/**
	 * The rows asked for: the list's search and status filter, and picked ids (null: all).
	 *
	 * @var array{search: string, status: string, registration_type: int, ids: array<int, int>|null}
	 */
	private $filters = array(
		'search'            => '',
		'status'            => '',
		'registration_type' => 0,
		'ids'               => null,
	);

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		// The body is the CSV document itself (text/csv), served as it is by serve_csv().
		return Schema::titled( 'admin-export', Schema::string( __( 'The CSV document: a header row, then one row per item.', 'p2p-fundraising' ) ) );
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/export',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'export' ),
					'args'     => array(
						'id'   => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
						'type'   => array( 'required' => true ) + self::enum_arg( __( 'What to export.', 'p2p-fundraising' ), self::TYPES ),
						'search' => self::search_arg(),
						'status' => self::enum_arg( __( 'Only this status.', 'p2p-fundraising' ), array( '', 'approved', 'pending', 'suspended', 'completed', 'refunded', 'cancelled' ), '' ),
						// `type` names the export, so the fundraisers list's `type` filter goes by this name here.
						'registration_type' => self::registration_type_arg(),
						'ids'    => array(
							'description'       => __( 'Only these ids, separated by commas (at most 500).', 'p2p-fundraising' ),
							'type'              => 'string',
							'pattern'           => '^[0-9]+(,[0-9]+){0,499}$',
							'validate_callback' => 'rest_validate_request_arg',
						),
					),
				),
			),
			array( $this, 'get_item_schema' )
		);
	}

	/**
	 * The CSV document, as a response whose data is a CsvStream (written by serve_csv() batch by
	 * batch, decision 0027).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function export( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$type              = (string) $request['type'];
		$registration_type = 'fundraisers' === $type ? self::registration_type_filter( (int) $request['registration_type'], $campaign, 'registration_type' ) : 0;
		if ( is_wp_error( $registration_type ) ) {
			return $registration_type;
		}
		$this->filters = array(
			'search'            => (string) $request['search'],
			'status'            => (string) $request['status'],
			'registration_type' => $registration_type,
			'ids'               => null === $request['ids'] ? null : array_flip( array_map( 'intval', explode( ',', (string) $request['ids'] ) ) ),
		);
		$response      = new WP_REST_Response( $this->document( $campaign, $type ), 200 );
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$response->header( 'Content-Disposition', 'attachment; filename="' . Csv::filename( $campaign['slug'] . '-' . $type . '-' . gmdate( 'Y-m-d' ) ) . '"' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The CSV document of one export of a campaign (also `wp p2p export`), under the filters set.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string               $type     One of TYPES.
	 */
	public function document( array $campaign, string $type ): CsvStream {
		if ( 'donations' === $type && DonationRepository::EXPORT_COLUMNS === self::HEADERS[ $type ] && DonationRepository::exports_lines() ) {
			// One unbuffered query, numbers and dates formatted by the database, only the text cells
			// neutralised in PHP: the same bytes at the speed of the read (decision 0088).
			$query = array(
				'search' => $this->filters['search'],
				'status' => $this->filters['status'],
			);
			$ids   = null === $this->filters['ids'] ? null : array_keys( $this->filters['ids'] );
			return CsvStream::of_lines(
				self::HEADERS[ $type ],
				static function () use ( $campaign, $query, $ids ): \Generator {
					return ( new DonationRepository() )->export_lines( (int) $campaign['id'], $query, $ids, self::LINES_CHUNK );
				}
			);
		}
		$questions = 'fundraisers' === $type ? RegistrationExport::questions( (int) $campaign['id'] ) : null;
		$url       = 'fundraisers' === $type ? self::fundraiser_url( (string) $campaign['slug'] ) : null;
		if ( null !== $url && FundraiserRepository::EXPORT_COLUMNS === self::HEADERS[ $type ] && FundraiserRepository::exports_lines() ) {
			// The same for the fundraisers, their registration joined (decision 0114).
			$query        = array(
				'search'            => $this->filters['search'],
				'status'            => $this->filters['status'],
				'registration_type' => $this->filters['registration_type'],
			);
			$ids          = null === $this->filters['ids'] ? null : array_keys( $this->filters['ids'] );
			$registration = null === $questions ? null : RegistrationExport::line_cells( $questions );
			return CsvStream::of_lines(
				null === $questions ? self::HEADERS[ $type ] : array_merge( self::HEADERS[ $type ], RegistrationExport::headers( $questions ) ),
				static function () use ( $campaign, $query, $ids, $url, $registration ): \Generator {
					return ( new FundraiserRepository() )->export_lines( (int) $campaign['id'], $query, $ids, $url, $registration, self::LINES_CHUNK );
				}
			);
		}
		return new CsvStream(
			null === $questions ? self::HEADERS[ $type ] : array_merge( self::HEADERS[ $type ], RegistrationExport::headers( $questions ) ),
			function () use ( $type, $campaign, $questions ): \Generator {
				return 'fundraisers' === $type ? $this->fundraisers( $campaign, $questions ) : $this->{$type}( $campaign );
			}
		);
	}

	/**
	 * The fundraiser page address of the export (Urls::fundraiser(), as AdminSerializer::fundraiser()
	 * writes it) split around the id, so the export's read builds it without a call per row: null
	 * when the address is not the same for every id but for the id, or when its cell would need
	 * neutralising or quoting (the export then writes each row as before).
	 *
	 * @param string $slug Campaign slug.
	 * @return array{0: string, 1: string}|null
	 */
	private static function fundraiser_url( string $slug ): ?array {
		$probe = array( 918273645, 546372819 );
		$urls  = array( Urls::fundraiser( $slug, $probe[0] ), Urls::fundraiser( $slug, $probe[1] ) );
		$at    = strrpos( $urls[0], (string) $probe[0] );
		if ( false === $at ) {
			return null;
		}
		$parts = array( substr( $urls[0], 0, $at ), substr( $urls[0], $at + strlen( (string) $probe[0] ) ) );
		foreach ( $probe as $i => $id ) {
			if ( $parts[0] . $id . $parts[1] !== $urls[ $i ] || Csv::cell( $urls[ $i ] ) !== $urls[ $i ] ) {
				return null;
			}
		}
		return $parts;
	}

	/**
	 * Prints a CSV response as it is instead of JSON-encoding it (rest_pre_serve_request).
	 *
	 * @param bool             $served  Whether the request was served already.
	 * @param WP_HTTP_Response $result  Response.
	 * @return bool
	 */
	public static function serve_csv( $served, $result ) {
		if ( $served || ! $result instanceof WP_HTTP_Response ) {
			return $served;
		}
		$headers = $result->get_headers();
		if ( ! isset( $headers['Content-Type'] ) || 0 !== strpos( (string) $headers['Content-Type'], 'text/csv' ) || ! $result->get_data() instanceof CsvStream ) {
			return $served;
		}
		self::send_headers_before_body( $headers );
		$result->get_data()->send();
		return true;
	}

	/**
	 * Sends now what WordPress would send after this filter, so nothing is sent once the CSV has
	 * started: WordPress before 6.3.2 sends its no-cache headers (for a signed-in user) after
	 * rest_pre_serve_request (WP_REST_Server::serve_request(); 6.3.2 moved them before it), which
	 * logged "headers already sent" after every export. An export is private data whoever asks,
	 * so they are always sent; core is then told not to send them again. A header the response
	 * sets itself (Cache-Control: no-store) stays as it is.
	 *
	 * @param array<string, string> $own Headers of the response, already sent.
	 */
	private static function send_headers_before_body( array $own ): void {
		if ( ! headers_sent() ) {
			foreach ( array_diff_key( wp_get_nocache_headers(), $own ) as $name => $value ) {
				if ( empty( $value ) ) {
					header_remove( $name );
				} else {
					header( $name . ': ' . $value );
				}
			}
		}
		add_filter( 'rest_send_nocache_headers', '__return_false', PHP_INT_MAX );
	}

	/**
	 * Rows of the teams export.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return \Generator<int, array<int, mixed>>
	 */
	private function teams( array $campaign ): \Generator {
		foreach ( $this->all( new TeamRepository(), $campaign['id'] ) as $row ) {
			$team = AdminSerializer::team( $row, $campaign );
			yield array( $team['id'], $team['name'], $team['status'], $team['access'], $team['captain'], $team['captain_email'], $team['members'], $team['goal'], $team['amount'], $team['donations_count'], $team['url'], $team['created_at'] );
		}
	}

	/**
	 * Rows of the fundraisers export.
	 *
	 * @param array<string, mixed>                  $campaign  Campaign row.
	 * @param array<int, array<string, mixed>>|null $questions The campaign's registration questions, or null when it has no registration options.
	 * @return \Generator<int, array<int, mixed>>
	 */
	private function fundraisers( array $campaign, ?array $questions = null ): \Generator {
		$rows = array();
		foreach ( $this->all( new FundraiserRepository(), $campaign['id'] ) as $row ) {
			$fundraiser = AdminSerializer::fundraiser( $row, $campaign );
			$rows[]     = array( $fundraiser['id'], $fundraiser['name'], $fundraiser['email'], $fundraiser['status'], $fundraiser['team'], $fundraiser['goal'], $fundraiser['amount'], $fundraiser['donations_count'], $fundraiser['url'], $fundraiser['created_at'] );
			// With registration options, their columns are read for a batch at a time (one query each).
			if ( null === $questions || count( $rows ) >= self::BATCH ) {
				yield from null === $questions ? $rows : RegistrationExport::with_answers( $rows, $questions );
				$rows = array();
			}
		}
		if ( array() !== $rows ) {
			yield from null === $questions ? $rows : RegistrationExport::with_answers( $rows, $questions );
		}
	}

	/**
	 * Rows of the donations export where DonationRepository::export_lines() does not apply
	 * (another database driver, an upgrade not stored yet, PHP printing floats otherwise).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return \Generator<int, array<int, mixed>>
	 */
	private function donations( array $campaign ): \Generator {
		foreach ( $this->all( new DonationRepository(), $campaign['id'] ) as $row ) {
			$donation = AdminSerializer::donation( $row );
			yield array( $donation['id'], $donation['created_at'], $donation['donor_name'], $donation['donor_email'], $donation['is_anonymous'] ? 'yes' : 'no', $donation['amount'], $donation['status'], $donation['mode'], $donation['team'], $donation['fundraiser'], $donation['completed_at'], self::kind( $donation['kind'] ), $donation['updates_opt_in'] ? 'yes' : 'no', $donation['message'], $donation['message_hidden'] ? 'yes' : 'no', Dedication::label( $donation['dedication_type'], $donation['dedication_name'] ), $donation['dedication_notified'] ? 'yes' : 'no' );
		}
	}

	/**
	 * The kind column: a donor's gift is a "donation", a sponsor's "match" stays apart, so a sum
	 * of the donations alone (or a count of gifts) leaves the matches out.
	 *
	 * @param string $kind Stored kind (gift, match).
	 */
	private static function kind( string $kind ): string {
		return DonationRepository::KIND_GIFT === $kind ? 'donation' : $kind;
	}

	/**
	 * Every row of a list, oldest first, read in keyset batches (each an index range read, so the
	 * last batch costs what the first does; only one batch is in memory).
	 *
	 * @param TeamRepository|FundraiserRepository|DonationRepository $repository Its repository.
	 * @param int                                                    $campaign_id Campaign id.
	 * @return \Generator<int, array<string, mixed>>
	 */
	private function all( $repository, int $campaign_id ): \Generator {
		$query = array(
			'search'            => $this->filters['search'],
			'status'            => $this->filters['status'],
			'registration_type' => $this->filters['registration_type'],
		);
		$after = 0;
		do {
			$rows = $repository->export_batch( $campaign_id, $after, self::BATCH, $query );
			foreach ( $rows as $row ) {
				if ( null === $this->filters['ids'] || isset( $this->filters['ids'][ (int) $row['id'] ] ) ) {
					yield $row;
				}
			}
			$after = array() === $rows ? $after : (int) end( $rows )['id'];
		} while ( count( $rows ) === self::BATCH );
	}
}
