<?php
/**
 * 1.2.0: names and texts stored HTML-encoded become plain text.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

use P2PFundraising\PlainText;

defined( 'ABSPATH' ) || exit;

/**
 * Before 1.2.0 the forms stored sanitize_text_field() output, where "<" became "&lt;" (and "&",
 * quotes after it entities too). Each such value is decoded once, so the database holds what
 * was typed and escaping happens on output only.
 */
final class PlainTextMigration {

	/** Table => text columns written from forms. */
	private const COLUMNS = array(
		'campaigns'   => array( 'title', 'short_desc', 'long_desc', 'sponsor_section_heading', 'fundraiser_story_placeholder', 'team_story_placeholder' ),
		'teams'       => array( 'name', 'story' ),
		'fundraisers' => array( 'name', 'story' ),
		'sponsors'    => array( 'name' ),
		'donations'   => array( 'donor_name' ),
	);

	/**
	 * Decodes every encoded value.
	 *
	 * @throws DatabaseError When the database refuses a statement.
	 */
	public function run(): void {
		global $wpdb;
		foreach ( self::COLUMNS as $name => $columns ) {
			$table = Schema::table( $name );
			foreach ( $columns as $column ) {
				// Column names come from the constant above, never from input.
				$rows = Query::rows( $wpdb->prepare( 'SELECT id, %i AS value FROM %i WHERE %i LIKE %s', $column, $table, $column, '%&%;%' ) );
				foreach ( $rows as $row ) {
					$plain = PlainText::decode_legacy( (string) $row['value'] );
					if ( $plain !== $row['value'] ) {
						Query::execute( $wpdb->prepare( 'UPDATE %i SET %i = %s WHERE id = %d', $table, $column, $plain, (int) $row['id'] ) );
					}
				}
			}
		}
	}
}
