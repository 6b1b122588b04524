<?php
/**
 * The fundraisers CSV export writes the same bytes from its one unbuffered query
 * (FundraiserRepository::export_lines(), decision 0114) as the rows read by batches, serialised by
 * AdminSerializer::fundraiser(), given their registration columns by
 * RegistrationExport::with_answers() and written cell by cell (ExportController::fundraisers(),
 * still the path of another database driver): a fixture of hostile texts, every kind of
 * question, answers that need quoting, fees in two currencies, a page address, fundraisers with
 * and without a team, an anonymised one whose user is gone, under every filter of the route.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Admin\Csv;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\RegistrationOptionsRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Rest\Admin\ExportController;
use P2PFundraising\Rest\Admin\RegistrationExport;

final class FundraiserExportTest extends PluginTestCase {

	/** Fixed ids, far above the demo data's. */
	private const CAMPAIGN = 97501;

	private const TEAMS = array(
		97511 => '=Team, "A"',
		97512 => "Line\nTeam",
	);

	/** Type ids of the fixture, by name. */
	private $types = array();

	/** Question ids of the fixture, by kind. */
	private $questions = array();

	/** Inserts the fixture: a campaign with types, questions and a waiver, two teams, ten fundraisers. */
	private function fixture(): void {
		global $wpdb;
		$now = '2026-05-01 12:00:00';
		$this->assertSame(
			1,
			$wpdb->insert(
				Schema::table( 'campaigns' ),
				array(
					'id'                           => self::CAMPAIGN,
					'slug'                         => 'csv-fundraisers',
					'title'                        => 'CSV fundraisers',
					'short_desc'                   => '',
					'long_desc'                    => '',
					'fundraiser_story_placeholder' => '',
					'team_story_placeholder'       => '',
					'status'                       => 'active',
					'created_at'                   => $now,
					'updated_at'                   => $now,
				)
			)
		);
		foreach ( self::TEAMS as $id => $name ) {
			$this->assertSame( 1, $wpdb->insert( Schema::table( 'teams' ), array( 'id' => $id, 'campaign_id' => self::CAMPAIGN, 'name' => $name, 'story' => '', 'status' => 'approved', 'created_at' => $now, 'updated_at' => $now ) ), $wpdb->last_error );
		}
		$options     = new RegistrationOptionsRepository();
		$this->types = array(
			'rider'  => $options->insert_type( self::CAMPAIGN, array( 'name' => '=Rider, "pro"', 'fee_minor' => 1550 ) ),
			'walker' => $options->insert_type( self::CAMPAIGN, array( 'name' => 'Walker' ) ),
		);
		$this->questions = array(
			'text'     => $options->insert_question( self::CAMPAIGN, array( 'label' => 'Club, "name"', 'kind' => 'text' ) ),
			'choice'   => $options->insert_question( self::CAMPAIGN, array( 'label' => 'Size', 'kind' => 'choice', 'options' => array( 'S', 'M', '-L' ) ) ),
			'checkbox' => $options->insert_question( self::CAMPAIGN, array( 'label' => '=Vegan?', 'kind' => 'checkbox' ) ),
			'unasked'  => $options->insert_question( self::CAMPAIGN, array( 'label' => 'Nobody answered', 'kind' => 'text' ) ),
		);
		$options->save_waiver( self::CAMPAIGN, 'I ride at my own risk.' );

		$users = array();
		foreach ( array( 'ada' => 'ada.csv@example.org', 'bob' => '=bob@example.org', 'cy' => 'cy+csv@example.net', 'dee' => 'dee@example.org', 'eve' => 'eve,comma@example.net', 'fay' => 'fay@example.net', 'gus' => 'gus@example.org' ) as $login => $email ) {
			$users[ $login ] = wp_insert_user( array( 'user_login' => 'csv_' . $login, 'user_email' => $email, 'user_pass' => 'secret1' ) );
			$this->assertIsInt( $users[ $login ] );
		}
		$q        = $this->questions;
		$answer   = static function ( int $question, string $kind, $value ): array {
			return array( 'question_id' => $question, 'label' => 'label', 'kind' => $kind, 'value' => $value );
		};
		$rows = array(
			// id => fundraiser columns, registration (null: none).
			97601 => array( array( 'user_id' => $users['ada'], 'name' => 'Ada Lovelace', 'team_id' => 97511, 'goal' => '250.00', 'raised_amount' => '12.50', 'donations_count' => 3, 'page_address' => 'ada-rides' ), array( 'type' => 'rider', 'fee_minor' => 1550, 'currency' => 'EUR', 'fee_status' => 'due', 'waiver_accepted_at' => '2026-05-02 08:09:10', 'answers' => array( $answer( $q['text'], 'text', "Comma, \"quoted\"\nclub" ), $answer( $q['choice'], 'choice', '-L' ), $answer( $q['checkbox'], 'checkbox', true ) ) ) ),
			97602 => array( array( 'user_id' => $users['bob'], 'name' => '=HYPERLINK("http://evil.example","x")', 'team_id' => null, 'goal' => '0.00', 'raised_amount' => '0.00', 'status' => 'pending' ), array( 'type' => 'walker', 'fee_minor' => 0, 'currency' => '', 'fee_status' => 'none', 'waiver_accepted_at' => null, 'answers' => array( $answer( $q['text'], 'text', '@SUM(A1:A2)' ), $answer( $q['checkbox'], 'checkbox', false ) ) ) ),
			97603 => array( array( 'user_id' => $users['cy'], 'name' => "-minus\r\nbreak", 'team_id' => 97512, 'goal' => '999999999999.99', 'raised_amount' => '100.10', 'donations_count' => 7, 'status' => 'suspended' ), array( 'type' => 'rider', 'fee_minor' => 1000, 'currency' => 'JPY', 'fee_status' => 'paid', 'waiver_accepted_at' => '2026-05-03 00:00:00', 'answers' => array( $answer( $q['choice'], 'choice', 'M' ), $answer( 999999, 'text', 'a question since deleted' ) ) ) ),
			// Anonymised: the placeholder name, the user erased (no e-mail), the address forgotten.
			97604 => array( array( 'user_id' => 999999991, 'name' => 'Former fundraiser', 'team_id' => 97511, 'goal' => '-5.00', 'raised_amount' => '0.01' ), null ),
			97605 => array( array( 'user_id' => $users['dee'], 'name' => '50% "ada" fan, Straße 🎉', 'team_id' => null, 'goal' => '1234.56', 'raised_amount' => '7.05' ), array( 'type' => 'rider', 'fee_minor' => 1234567, 'currency' => 'usd', 'fee_status' => 'refunded', 'waiver_accepted_at' => null, 'answers' => '{not json' ) ),
			97606 => array( array( 'user_id' => $users['eve'], 'name' => "\tTabbed", 'team_id' => 97512, 'goal' => '1000000.00', 'raised_amount' => '0.10' ), array( 'type' => 'walker', 'fee_minor' => 5, 'currency' => 'EUR', 'fee_status' => 'due', 'waiver_accepted_at' => '2026-05-04 23:59:59', 'answers' => array( $answer( $q['checkbox'], 'checkbox', 1 ), $answer( $q['text'], 'text', '' ), $answer( $q['choice'], 'choice', '+S' ) ) ) ),
			97607 => array( array( 'user_id' => $users['fay'], 'name' => '＝full-width', 'team_id' => null, 'goal' => '0.01', 'raised_amount' => '999.00' ), array( 'type' => 'rider', 'fee_minor' => 0, 'currency' => 'EUR', 'fee_status' => 'none', 'waiver_accepted_at' => null, 'answers' => array() ) ),
			97608 => array( array( 'user_id' => $users['gus'], 'name' => 'No registration', 'team_id' => 97511, 'goal' => '10.00', 'raised_amount' => '10.00' ), null ),
		);
		foreach ( $rows as $id => list( $fundraiser, $registration ) ) {
			$this->assertSame(
				1,
				$wpdb->insert(
					Schema::table( 'fundraisers' ),
					array_merge(
						array(
							'id'          => $id,
							'campaign_id' => self::CAMPAIGN,
							'story'       => 'A story.',
							'status'      => 'approved',
							'created_at'  => gmdate( 'Y-m-d H:i:s', 1767225600 + $id ),
							'updated_at'  => $now,
						),
						$fundraiser
					)
				),
				"fundraiser {$id}: " . $wpdb->last_error
			);
			if ( null === $registration ) {
				continue;
			}
			$type = $registration['type'];
			unset( $registration['type'] );
			$this->assertSame(
				1,
				$wpdb->insert(
					Schema::table( 'registrations' ),
					array(
						'campaign_id'   => self::CAMPAIGN,
						'fundraiser_id' => $id,
						'type_id'       => $this->types[ $type ],
						'type_name'     => 'rider' === $type ? '=Rider, "pro"' : 'Walker',
						'answers'       => is_string( $registration['answers'] ) ? $registration['answers'] : (string) wp_json_encode( $registration['answers'] ),
						'waiver_text'   => 'I ride at my own risk.',
						'created_at'    => $now,
					) + $registration
				),
				"registration {$id}: " . $wpdb->last_error
			);
		}
	}

	/** The export route's document. */
	private function export( int $campaign, array $params = array() ): string {
		$response = $this->request( 'GET', "/admin/campaigns/{$campaign}/export", array( 'type' => 'fundraisers' ) + $params );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data();
	}

	/**
	 * The document the row-by-row path writes (ExportController::fundraisers()) under the filters.
	 *
	 * @param array<string, mixed> $filters search, status, registration_type, ids (int[]).
	 */
	private function reference( int $campaign_id, array $filters = array() ): string {
		global $wpdb;
		$campaign   = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( 'campaigns' ), $campaign_id ), ARRAY_A );
		$campaign['id'] = (int) $campaign['id'];
		$controller = new ExportController();
		$property   = new \ReflectionProperty( ExportController::class, 'filters' );
		$property->setAccessible( true );
		$property->setValue(
			$controller,
			array(
				'search'            => (string) ( $filters['search'] ?? '' ),
				'status'            => (string) ( $filters['status'] ?? '' ),
				'registration_type' => (int) ( $filters['registration_type'] ?? 0 ),
				'ids'               => isset( $filters['ids'] ) ? array_flip( $filters['ids'] ) : null,
			)
		);
		$questions = RegistrationExport::questions( $campaign_id );
		$method    = new \ReflectionMethod( ExportController::class, 'fundraisers' );
		$method->setAccessible( true );
		$rows   = iterator_to_array( $method->invoke( $controller, $campaign, $questions ), false );
		$header = array( 'id', 'name', 'email', 'status', 'team', 'goal', 'raised', 'donations', 'url', 'created_at' );
		return Csv::document( null === $questions ? $header : array_merge( $header, RegistrationExport::headers( $questions ) ), $rows );
	}

	public function test_the_fixture_exports_what_the_rows_serialised_cell_by_cell_give(): void {
		$this->actingAs( 'admin' );
		$this->fixture();
		$csv = $this->export( self::CAMPAIGN );
		$this->assertSame( $this->reference( self::CAMPAIGN ), $csv );
		// The fixture reaches what it means to: registration columns, quoting, neutralising, fees.
		$this->assertStringContainsString( ",registration_type,registration_fee,fee_status,waiver_accepted_at,\"Club, \"\"name\"\"\",Size,'=Vegan?,Nobody answered\r\n", $csv );
		$this->assertStringContainsString( "'=Rider, \"\"pro\"\"\",15.5,due,2026-05-02 08:09:10,\"Comma, \"\"quoted\"\"\nclub\",'-L,Yes,\r\n", $csv );
		$this->assertStringContainsString( ",1000,paid,", $csv, 'a zero-decimal fee' );
		$this->assertStringContainsString( "\r\n97604,Former fundraiser,,approved,\"'=Team, \"\"A\"\"\",-5,0.01,0,", $csv, 'the anonymised fundraiser' );
		$this->assertStringContainsString( ",,,,,,,,\r\n", $csv, 'no registration: empty cells' );
		$this->assertSame( 9, substr_count( $csv, "\r\n9760" ) + 1, 'header and eight fundraisers' );
	}

	public function test_every_filter_exports_what_the_rows_serialised_cell_by_cell_give(): void {
		$this->actingAs( 'admin' );
		$this->fixture();
		$cases = array(
			'status approved'  => array( 'status' => 'approved' ),
			'status pending'   => array( 'status' => 'pending' ),
			'status suspended' => array( 'status' => 'suspended' ),
			'search a name'    => array( 'search' => 'lovelace' ),
			'search an e-mail' => array( 'search' => 'example.org' ),
			'search a %'       => array( 'search' => '50%' ),
			'search a quote'   => array( 'search' => '"ada"' ),
			'search nothing'   => array( 'search' => 'no such fundraiser' ),
			'type rider'       => array( 'registration_type' => $this->types['rider'] ),
			'type walker'      => array( 'registration_type' => $this->types['walker'] ),
			'type and status'  => array( 'registration_type' => $this->types['rider'], 'status' => 'approved' ),
			'search and type'  => array( 'registration_type' => $this->types['walker'], 'search' => 'example.org' ),
			'picked ids'       => array( 'ids' => array( 97608, 97601, 97604 ) ),
			'picked and other' => array( 'ids' => array( 97603, 1 ) ),
			'picked, status'   => array( 'ids' => array( 97601, 97602 ), 'status' => 'pending' ),
		);
		foreach ( $cases as $label => $filters ) {
			$params = $filters;
			if ( isset( $params['ids'] ) ) {
				$params['ids'] = implode( ',', $params['ids'] );
			}
			$this->assertSame( $this->reference( self::CAMPAIGN, $filters ), $this->export( self::CAMPAIGN, $params ), $label );
		}
		// A campaign without registration options: the columns as before, no registration join read.
		$demo = $this->campaign_id();
		$this->assertNull( RegistrationExport::questions( $demo ) );
		$this->assertSame( $this->reference( $demo ), $this->export( $demo ) );
		$this->assertSame( $this->reference( $demo, array( 'status' => 'approved', 'search' => 'a' ) ), $this->export( $demo, array( 'status' => 'approved', 'search' => 'a' ) ) );
	}

	public function test_plain_permalinks_give_the_same_addresses(): void {
		$this->actingAs( 'admin' );
		$this->fixture();
		$structure = (string) get_option( 'permalink_structure' );
		update_option( 'permalink_structure', '' === $structure ? '/%postname%/' : '' );
		try {
			$csv = $this->export( self::CAMPAIGN );
			$this->assertSame( $this->reference( self::CAMPAIGN ), $csv );
		} finally {
			update_option( 'permalink_structure', $structure );
		}
	}

	public function test_an_export_of_several_chunks_is_whole_and_in_order(): void {
		global $wpdb;
		$this->actingAs( 'admin' );
		$this->fixture();
		$fundraisers   = Schema::table( 'fundraisers' );
		$registrations = Schema::table( 'registrations' );
		// 2,400 more fundraisers (copies of the fixture's, new ids and users), each copy of a
		// registered one registered alike: several chunks of lines.
		$wpdb->query( "INSERT INTO {$fundraisers} (id, campaign_id, user_id, team_id, name, story, goal, status, raised_amount, donations_count, created_at, updated_at) SELECT 980000 + s.n * 8 + (f.id - 97601), f.campaign_id, 5000000 + s.n * 8 + (f.id - 97601), f.team_id, f.name, f.story, f.goal, f.status, f.raised_amount, f.donations_count, f.created_at, f.updated_at FROM {$fundraisers} f CROSS JOIN (SELECT seq AS n FROM seq_0_to_299) s WHERE f.campaign_id = " . self::CAMPAIGN . ' AND f.id < 980000' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names, constant.
		$wpdb->query( "INSERT INTO {$registrations} (campaign_id, fundraiser_id, type_id, type_name, answers, waiver_text, waiver_accepted_at, fee_minor, currency, fee_status, created_at) SELECT r.campaign_id, 980000 + s.n * 8 + (r.fundraiser_id - 97601), r.type_id, r.type_name, r.answers, r.waiver_text, r.waiver_accepted_at, r.fee_minor, r.currency, r.fee_status, r.created_at FROM {$registrations} r CROSS JOIN (SELECT seq AS n FROM seq_0_to_299) s WHERE r.campaign_id = " . self::CAMPAIGN . ' AND r.fundraiser_id < 980000' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names, constant.
		$this->assertSame( 2408, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$fundraisers} WHERE campaign_id = " . self::CAMPAIGN ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name, constant.
		$this->assertSame( $this->reference( self::CAMPAIGN ), $this->export( self::CAMPAIGN ) );
		$this->assertSame( $this->reference( self::CAMPAIGN, array( 'registration_type' => $this->types['walker'] ) ), $this->export( self::CAMPAIGN, array( 'registration_type' => $this->types['walker'] ) ) );
	}

	public function test_the_export_streams_from_one_query(): void {
		$this->actingAs( 'admin' );
		$this->fixture();
		$this->assertTrue( FundraiserRepository::exports_lines(), 'this site (mysqli, PHP defaults) streams' );
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		$csv = $this->export( self::CAMPAIGN );
		remove_filter( 'query', $capture );
		$this->assertStringStartsWith( "\xEF\xBB\xBF" . implode( ',', FundraiserRepository::EXPORT_COLUMNS ) . ',registration_type', $csv );
		$batches = array_filter( $statements, static fn( string $sql ): bool => false !== strpos( $sql, 'LIMIT 2000' ) || false !== strpos( $sql, 'fundraiser_id IN' ) );
		$this->assertSame( array(), array_values( $batches ), 'no batch read through $wpdb' );
	}
}
