<?php
/**
 * Admin: a campaign's registration options (participant types, questions, waiver).
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Database\RegistrationOptionsRepository;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\PlainText;
use P2PFundraising\Registration\RegistrationOptions;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use P2PFundraising\TextLimits;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /admin/campaigns/{id}/registration; POST …/registration/types, …/types/order,
 * …/registration/questions, …/questions/order, …/registration/waiver;
 * POST /admin/registration-types/{id} (and /delete), /admin/registration-questions/{id} (and /delete).
 */
final class RegistrationOptionsController extends AdminController {

	/** Longest option of a choice question (characters). */
	private const OPTION_MAX = 100;

	/** Highest fee in the smallest unit (a million in a two-decimal currency). */
	private const FEE_MAX = 100000000;

	/** @var RegistrationOptionsRepository */
	private $options;

	public function __construct() {
		parent::__construct();
		$this->options = new RegistrationOptionsRepository();
	}

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::item( 'admin-registration-options', RegistrationSchemas::options() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign_id = array( 'id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );
		$type_id     = array( 'id' => self::id_arg( __( 'Type id.', 'p2p-fundraising' ) ) );
		$question_id = array( 'id' => self::id_arg( __( 'Question id.', 'p2p-fundraising' ) ) );
		$options     = fn() => $this->get_item_schema();
		$type        = fn() => Schema::item( 'admin-registration-type', RegistrationSchemas::type() );
		$question    = fn() => Schema::item( 'admin-registration-question', RegistrationSchemas::question() );
		$deleted     = fn() => Schema::item( 'admin-registration-deleted', AdminSchemas::deleted() );

		$this->admin_route(
			'/campaigns/(?P<id>\d+)/registration',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'read_options' ),
					'args'     => $campaign_id,
				),
			),
			$options
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/registration/types',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'create_type' ),
					'args'     => $campaign_id + self::type_args( true ),
				),
			),
			$type
		);
		$this->admin_route(
			'/registration-types/(?P<id>\d+)',
			array(
				array(
					'methods'  => WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'update_type' ),
					'args'     => $type_id + self::type_args( false ),
				),
			),
			$type
		);
		$this->admin_route(
			'/registration-types/(?P<id>\d+)/delete',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'delete_type' ),
					'args'     => $type_id,
				),
			),
			$deleted
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/registration/questions',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'create_question' ),
					'args'     => $campaign_id + self::question_args( true ),
				),
			),
			$question
		);
		$this->admin_route(
			'/registration-questions/(?P<id>\d+)',
			array(
				array(
					'methods'  => WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'update_question' ),
					'args'     => $question_id + self::question_args( false ),
				),
			),
			$question
		);
		$this->admin_route(
			'/registration-questions/(?P<id>\d+)/delete',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'delete_question' ),
					'args'     => $question_id,
				),
			),
			$deleted
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/registration/order',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'reorder' ),
					'args'     => $campaign_id + array(
						'list' => self::enum_arg( __( 'Which list: types or questions.', 'p2p-fundraising' ), array( 'types', 'questions' ) ) + array( 'required' => true ),
						'ids'  => array(
							'description'       => __( 'Every id of that list, in the new order.', 'p2p-fundraising' ),
							'type'              => 'array',
							'items'             => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'maxItems'          => 200,
							'required'          => true,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
					),
				),
			),
			$options
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/registration/waiver',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'save_waiver' ),
					'args'     => $campaign_id + array(
						'waiver' => self::textarea_arg( __( 'Waiver text participants must accept; empty for none.', 'p2p-fundraising' ), TextLimits::WAIVER ) + array( 'required' => true ),
					),
				),
			),
			$options
		);
	}

	/**
	 * Arguments of a participant type.
	 *
	 * @param bool $creating Whether the name is required.
	 * @return array<string, array<string, mixed>>
	 */
	private static function type_args( bool $creating ): array {
		$name = self::text_arg( __( 'Name of the participant type.', 'p2p-fundraising' ), TextLimits::max( TextLimits::NAME ), $creating );
		if ( $creating ) {
			$name['minLength'] = 1;
		}
		return array(
			'name'           => $name,
			'description'    => self::textarea_arg( __( 'What it includes.', 'p2p-fundraising' ), TextLimits::SUMMARY ),
			'fee'            => array(
				'description'       => __( 'Registration fee in the smallest unit of the currency (cents); 0 for none.', 'p2p-fundraising' ),
				'type'              => 'integer',
				'minimum'           => 0,
				'maximum'           => self::FEE_MAX,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'capacity'       => array(
				'description'       => __( 'Number of places; null for no limit.', 'p2p-fundraising' ),
				'type'              => array( 'integer', 'null' ),
				'minimum'           => 1,
				'maximum'           => 10000000,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'suggested_goal' => array(
				'description'       => __( 'Fundraising goal suggested to participants of this type; null for the campaign default.', 'p2p-fundraising' ),
				'type'              => array( 'number', 'null' ),
				'minimum'           => 0,
				'maximum'           => 100000000,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'opens_on'       => self::day_arg( __( 'First day of registration (YYYY-MM-DD); empty for now.', 'p2p-fundraising' ) ),
			'closes_on'      => self::day_arg( __( 'Last day of registration (YYYY-MM-DD); empty for the campaign end.', 'p2p-fundraising' ) ),
			'is_closed'      => array(
				'description'       => __( 'Closed by the organisers.', 'p2p-fundraising' ),
				'type'              => 'boolean',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/**
	 * Arguments of a question.
	 *
	 * @param bool $creating Whether label and kind are required.
	 * @return array<string, array<string, mixed>>
	 */
	private static function question_args( bool $creating ): array {
		$label = self::text_arg( __( 'The question.', 'p2p-fundraising' ), TextLimits::max( TextLimits::NAME ), $creating );
		if ( $creating ) {
			$label['minLength'] = 1;
		}
		return array(
			'label'    => $label,
			'kind'     => self::enum_arg( __( 'Short text, choice or checkbox.', 'p2p-fundraising' ), RegistrationOptions::KINDS ) + array( 'required' => $creating ),
			'options'  => array(
				'description'       => __( 'The options of a choice question.', 'p2p-fundraising' ),
				'type'              => 'array',
				'items'             => array(
					'type'      => 'string',
					'maxLength' => self::OPTION_MAX,
				),
				'maxItems'          => RegistrationOptions::OPTIONS_MAX,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static function ( $value ): array {
					$clean = array_map( array( PlainText::class, 'line' ), (array) $value );
					return array_values( array_unique( array_filter( $clean, 'strlen' ) ) );
				},
			),
			'required' => array(
				'description'       => __( 'Whether an answer is required.', 'p2p-fundraising' ),
				'type'              => 'boolean',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/**
	 * A calendar day or ''/null for none.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	private static function day_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => array( 'string', 'null' ),
			'validate_callback' => static function ( $value, $request, $param ) {
				if ( null === $value || '' === $value || null !== CampaignSchedule::date( $value ) ) {
					return true;
				}
				/* translators: %s: parameter name. */
				return new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a date (YYYY-MM-DD) or empty.', 'p2p-fundraising' ), $param ) );
			},
			'sanitize_callback' => static function ( $value ): ?string {
				return CampaignSchedule::date( $value );
			},
		);
	}

	/**
	 * { data: { types, questions, waiver, currency } }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function read_options( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response( $this->options_of( (int) $campaign['id'] ) );
	}

	/**
	 * Adds a type at the end: 201 { data: type }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_type( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$fields = self::type_fields( $request );
		$error  = self::date_order_error( $fields, array() );
		if ( null !== $error ) {
			return $error;
		}
		return self::attempt(
			function () use ( $campaign, $fields ) {
				$id       = $this->options->insert_type( (int) $campaign['id'], $fields );
				$response = self::item_response( RegistrationSchemas::serialize_type( (array) $this->options->find_type( $id ) ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Updates the fields the request carries: { data: type }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_type( WP_REST_Request $request ) {
		$type = $this->options->find_type( (int) $request['id'] );
		if ( null === $type ) {
			return self::type_not_found();
		}
		$fields = self::type_fields( $request );
		if ( isset( $fields['name'] ) && '' === $fields['name'] ) {
			return Errors::invalid_param( 'name', __( 'The participant type needs a name.', 'p2p-fundraising' ) );
		}
		$error = self::date_order_error( $fields, $type );
		if ( null !== $error ) {
			return $error;
		}
		if ( array_key_exists( 'capacity', $fields ) && null !== $fields['capacity'] && $fields['capacity'] < $type['registered'] ) {
			return Errors::invalid_param(
				'capacity',
				/* translators: %d: places already taken. */
				sprintf( __( 'The capacity cannot be below the %d places already taken.', 'p2p-fundraising' ), $type['registered'] )
			);
		}
		return self::attempt(
			function () use ( $type, $fields ) {
				$this->options->update_type( (int) $type['id'], $fields );
				return self::item_response( RegistrationSchemas::serialize_type( (array) $this->options->find_type( (int) $type['id'] ) ) );
			}
		);
	}

	/**
	 * Deletes a type nobody registered with (409 otherwise: close it instead).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_type( WP_REST_Request $request ) {
		$type = $this->options->find_type( (int) $request['id'] );
		if ( null === $type ) {
			return self::type_not_found();
		}
		return self::attempt(
			function () use ( $type ) {
				return Transaction::run(
					function () use ( $type ) {
						// Under the row lock, so a sign-up taking a place meanwhile is seen.
						$locked = (array) $this->options->find_type( (int) $type['id'], true );
						if ( $locked['registered'] > 0 || ( new RegistrationRepository() )->count_for_type( (int) $type['id'] ) > 0 ) {
							return new WP_Error( 'p2p_type_has_registrations', __( 'People have registered with this type, so it cannot be deleted. Close it instead.', 'p2p-fundraising' ), array( 'status' => 409 ) );
						}
						$this->options->delete_type( (int) $type['id'] );
						return self::item_response(
							array(
								'deleted' => true,
								'id'      => (int) $type['id'],
							)
						);
					}
				);
			}
		);
	}

	/**
	 * Adds a question at the end: 201 { data: question }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_question( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$fields = self::question_fields( $request );
		$error  = self::choice_error( $fields, array() );
		if ( null !== $error ) {
			return $error;
		}
		return self::attempt(
			function () use ( $campaign, $fields ) {
				$id       = $this->options->insert_question( (int) $campaign['id'], $fields );
				$response = self::item_response( RegistrationSchemas::serialize_question( (array) $this->options->find_question( $id ) ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Updates the fields the request carries: { data: question }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_question( WP_REST_Request $request ) {
		$question = $this->options->find_question( (int) $request['id'] );
		if ( null === $question ) {
			return self::question_not_found();
		}
		$fields = self::question_fields( $request );
		if ( isset( $fields['label'] ) && '' === $fields['label'] ) {
			return Errors::invalid_param( 'label', __( 'The question needs a text.', 'p2p-fundraising' ) );
		}
		$error = self::choice_error( $fields, $question );
		if ( null !== $error ) {
			return $error;
		}
		return self::attempt(
			function () use ( $question, $fields ) {
				$this->options->update_question( (int) $question['id'], $fields );
				return self::item_response( RegistrationSchemas::serialize_question( (array) $this->options->find_question( (int) $question['id'] ) ) );
			}
		);
	}

	/**
	 * Deletes a question (registrations keep their answers with the question as asked).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_question( WP_REST_Request $request ) {
		$question = $this->options->find_question( (int) $request['id'] );
		if ( null === $question ) {
			return self::question_not_found();
		}
		return self::attempt(
			function () use ( $question ) {
				$this->options->delete_question( (int) $question['id'] );
				return self::item_response(
					array(
						'deleted' => true,
						'id'      => (int) $question['id'],
					)
				);
			}
		);
	}

	/**
	 * Sets the order of the types or the questions; ids must be exactly that list (400 otherwise).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function reorder( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$is_types = 'types' === (string) $request['list'];
		$rows     = $is_types ? $this->options->types( (int) $campaign['id'] ) : $this->options->questions( (int) $campaign['id'] );
		$ids      = array_map( 'intval', (array) $request['ids'] );
		$existing = array_map( 'intval', array_column( $rows, 'id' ) );
		$sorted   = $ids;
		sort( $sorted );
		sort( $existing );
		if ( $sorted !== $existing ) {
			return Errors::invalid_param( 'ids', __( 'The order must list every item of the list once.', 'p2p-fundraising' ) );
		}
		return self::attempt(
			function () use ( $ids, $is_types, $campaign ) {
				Transaction::run(
					function () use ( $ids, $is_types ): void {
						foreach ( $ids as $position => $id ) {
							if ( $is_types ) {
								$this->options->update_type( $id, array( 'sort_order' => $position + 1 ) );
							} else {
								$this->options->update_question( $id, array( 'sort_order' => $position + 1 ) );
							}
						}
					}
				);
				return self::item_response( $this->options_of( (int) $campaign['id'] ) );
			}
		);
	}

	/**
	 * Saves the waiver text (empty removes it): { data: options }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save_waiver( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::attempt(
			function () use ( $campaign, $request ) {
				$this->options->save_waiver( (int) $campaign['id'], trim( (string) $request['waiver'] ) );
				return self::item_response( $this->options_of( (int) $campaign['id'] ) );
			}
		);
	}

	/**
	 * Everything the campaign asks, as wp-admin edits it.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<string, mixed>
	 */
	private function options_of( int $campaign_id ): array {
		return array(
			'types'     => array_map( array( RegistrationSchemas::class, 'serialize_type' ), $this->options->types( $campaign_id ) ),
			'questions' => array_map( array( RegistrationSchemas::class, 'serialize_question' ), $this->options->questions( $campaign_id ) ),
			'waiver'    => $this->options->waiver( $campaign_id ),
			'currency'  => PaymentSettings::currency(),
		);
	}

	/**
	 * The type columns the request carries.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function type_fields( WP_REST_Request $request ): array {
		$fields = self::present(
			$request,
			array(
				'name'           => 'name',
				'description'    => 'description',
				'fee'            => 'fee_minor',
				'capacity'       => 'capacity',
				'suggested_goal' => 'suggested_goal',
				'opens_on'       => 'opens_on',
				'closes_on'      => 'closes_on',
				'is_closed'      => 'is_closed',
			)
		);
		if ( isset( $fields['is_closed'] ) ) {
			$fields['is_closed'] = $fields['is_closed'] ? 1 : 0;
		}
		if ( isset( $fields['suggested_goal'] ) ) {
			$fields['suggested_goal'] = round( (float) $fields['suggested_goal'], 2 );
		}
		return $fields;
	}

	/**
	 * The question columns the request carries.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function question_fields( WP_REST_Request $request ): array {
		$fields = self::present(
			$request,
			array(
				'label'    => 'label',
				'kind'     => 'kind',
				'options'  => 'options',
				'required' => 'is_required',
			)
		);
		if ( isset( $fields['is_required'] ) ) {
			$fields['is_required'] = $fields['is_required'] ? 1 : 0;
		}
		return $fields;
	}

	/**
	 * 400 when the last day comes before the first (the stored one counts for a field not sent).
	 *
	 * @param array<string, mixed> $fields Columns being saved.
	 * @param array<string, mixed> $stored Stored type (empty when new).
	 */
	private static function date_order_error( array $fields, array $stored ): ?WP_Error {
		$opens  = array_key_exists( 'opens_on', $fields ) ? $fields['opens_on'] : ( $stored['opens_on'] ?? null );
		$closes = array_key_exists( 'closes_on', $fields ) ? $fields['closes_on'] : ( $stored['closes_on'] ?? null );
		if ( null !== $opens && null !== $closes && $closes < $opens ) {
			return Errors::invalid_param( 'closes_on', __( 'Registration cannot close before it opens.', 'p2p-fundraising' ) );
		}
		return null;
	}

	/**
	 * 400 when a choice question has fewer than two options.
	 *
	 * @param array<string, mixed> $fields Columns being saved.
	 * @param array<string, mixed> $stored Stored question (empty when new).
	 */
	private static function choice_error( array $fields, array $stored ): ?WP_Error {
		$kind    = $fields['kind'] ?? ( $stored['kind'] ?? 'text' );
		$options = $fields['options'] ?? ( $stored['options'] ?? array() );
		if ( 'choice' === $kind && count( $options ) < 2 ) {
			return Errors::invalid_param( 'options', __( 'A choice question needs at least two options.', 'p2p-fundraising' ) );
		}
		return null;
	}

	/** 404 for an unknown type. */
	private static function type_not_found(): WP_Error {
		return new WP_Error( 'p2p_type_not_found', __( 'Participant type not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}

	/** 404 for an unknown question. */
	private static function question_not_found(): WP_Error {
		return new WP_Error( 'p2p_question_not_found', __( 'Question not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}
}
