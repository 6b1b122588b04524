<?php
/**
 * A CSV document written as it is read.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The same bytes as Csv::document(), produced line by line from a generator of rows, so an export
 * of a million donations never holds more than one batch in memory (decision 0027). send() writes
 * it to the client, flushing after each batch; casting it to a string builds the whole document
 * (for in-process callers and tests), and so does JSON-encoding it (a caller that reads the REST
 * response as data, e.g. rest_do_request(), gets the document as the string its route declares).
 */
final class CsvStream implements \JsonSerializable {

	/** Lines between two flushes. */
	private const FLUSH_EVERY = 1000;

	/** @var string[] */
	private $header;

	/** @var callable(): iterable<array<int, mixed>|string> */
	private $rows;

	/** @var bool Whether the rows come as finished lines (chunks of them), not cells. */
	private $lines = false;

	/**
	 * @param string[] $header Column titles.
	 * @param callable $rows   Returns the rows (a generator), each a list of cells.
	 */
	public function __construct( array $header, callable $rows ) {
		$this->header = $header;
		$this->rows   = $rows;
	}

	/**
	 * A document whose rows come already written: $chunks yields strings of whole CSV lines, each
	 * ending in CRLF, cells neutralised as Csv::cell() does (e.g. by the database, decision 0088).
	 *
	 * @param string[] $header Column titles.
	 * @param callable $chunks Returns the chunks (a generator of strings).
	 */
	public static function of_lines( array $header, callable $chunks ): self {
		$stream        = new self( $header, $chunks );
		$stream->lines = true;
		return $stream;
	}

	/**
	 * Writes the document through $write, one chunk of lines at a time.
	 *
	 * @param callable $write Receives each chunk (a string).
	 */
	public function write( callable $write ): void {
		$write( "\xEF\xBB\xBF" . Csv::line( $this->header ) . "\r\n" );
		if ( $this->lines ) {
			foreach ( ( $this->rows )() as $chunk ) {
				$write( $chunk );
			}
			return;
		}
		$chunk = '';
		$lines = 0;
		foreach ( ( $this->rows )() as $row ) {
			$chunk .= Csv::line( $row ) . "\r\n";
			if ( ++$lines % self::FLUSH_EVERY === 0 ) {
				$write( $chunk );
				$chunk = '';
			}
		}
		if ( '' !== $chunk ) {
			$write( $chunk );
		}
	}

	/** Echoes the document to the client, flushing each chunk. */
	public function send(): void {
		$this->write(
			static function ( string $chunk ): void {
				echo $chunk; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV cells neutralised by Csv::cell().
				if ( ob_get_level() > 0 ) {
					ob_flush();
				}
				flush();
			}
		);
	}

	/** The whole document, as the JSON string the route's schema declares. */
	public function jsonSerialize(): string {
		return (string) $this;
	}

	/** The whole document. */
	public function __toString(): string {
		$document = '';
		$this->write(
			static function ( string $chunk ) use ( &$document ): void {
				$document .= $chunk;
			}
		);
		return $document;
	}
}
