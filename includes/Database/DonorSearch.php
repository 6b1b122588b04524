<?php
/**
 * The admin donations search: through a full-text index, still matching the typed text literally.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A donation matches a search when its donor name or e-mail contains the typed text (as before)
 * **and** every word of the text of three or more letters (in an address: before the @) begins a
 * word of that name or e-mail
 * ("carter" and "helen.carter@" find Helen Carter, "donor12" finds donor1234@…; "arter" no longer
 * does). The second condition is answered by the FULLTEXT index `admin_search` (donor_name,
 * donor_email), so the database reads the few candidate rows instead of comparing a million
 * strings; the first keeps the result literal. A text without such a word (one or two letters,
 * stopwords) compares every row, as before. Decision 0040.
 */
final class DonorSearch {

	/**
	 * InnoDB's default full-text stopwords: never indexed, so they cannot be required.
	 */
	private const STOPWORDS = array( 'a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'www' );

	/** The shortest word the index holds when the server does not say (InnoDB's default). */
	private const MIN_WORD = 3;

	/**
	 * " AND …" condition for a search text ('' for none), over d (donations) unless other columns
	 * with the same FULLTEXT index are named (the donors table, decision 0081).
	 *
	 * @param string $search The typed text.
	 * @param string $name   Donor name column (a constant of the caller).
	 * @param string $email  Donor e-mail column (a constant of the caller).
	 */
	public static function condition( string $search, string $name = 'd.donor_name', string $email = 'd.donor_email' ): string {
		global $wpdb;
		if ( '' === $search ) {
			return '';
		}
		$like    = '%' . $wpdb->esc_like( $search ) . '%';
		$literal = $wpdb->prepare( "({$name} LIKE %s OR {$email} LIKE %s)", $like, $like ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column names from the callers' constants.
		$words   = self::words( $search );
		if ( array() === $words ) {
			return " AND {$literal}";
		}
		$boolean = implode( ' ', array_map( static fn( string $word ): string => '+' . $word . '*', $words ) );
		return $wpdb->prepare( " AND MATCH({$name}, {$email}) AGAINST (%s IN BOOLEAN MODE)", $boolean ) . " AND {$literal}"; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column names from the callers' constants.
	}

	/**
	 * The words of a search text the index requires: runs of letters and digits, lower-cased, at
	 * least the index's shortest word, no stopword, each once. In an e-mail address only the words
	 * before the @ (when it has some): a domain begins a word of most rows, which would make the
	 * index read them all, and the literal check decides anyway.
	 *
	 * @param string $search The typed text.
	 * @return string[]
	 */
	public static function words( string $search ): array {
		$at = strpos( $search, '@' );
		if ( false !== $at && $at > 0 ) {
			$local = self::words( substr( $search, 0, $at ) );
			if ( array() !== $local ) {
				return $local;
			}
		}
		$pieces = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $search ), -1, PREG_SPLIT_NO_EMPTY );
		$words  = array();
		foreach ( false === $pieces ? array() : $pieces as $piece ) {
			if ( mb_strlen( $piece ) >= self::min_word() && ! in_array( $piece, self::STOPWORDS, true ) ) {
				$words[ $piece ] = $piece;
			}
		}
		return array_values( $words );
	}

	/**
	 * The shortest word the server's full-text index holds (innodb_ft_min_token_size), read once.
	 */
	private static function min_word(): int {
		static $size = null;
		if ( null === $size ) {
			global $wpdb;
			$value = $wpdb->get_var( 'SELECT @@innodb_ft_min_token_size' );
			$size  = null === $value ? self::MIN_WORD : max( 1, (int) $value );
		}
		return $size;
	}
}
