<?php
/**
 * The distance and the day of a GPX file.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Activity;

use WP_Error;
use XMLReader;

defined( 'ABSPATH' ) || exit;

/**
 * Reads an uploaded GPX file as a stream (XMLReader: one node at a time, so a large track never
 * sits in memory as a tree) and adds up the great-circle distance between consecutive track or
 * route points (haversine). Hostile files are refused before and while reading (decision 0094):
 * a size limit, a document type declaration of any kind (no external entity can be fetched, no
 * entity can expand: XXE and "billion laughs" need one), no network access, a root that must be
 * <gpx>, and a cap on the points. Points with a missing or impossible latitude/longitude are
 * skipped; segments and routes are not joined to each other.
 */
final class GpxTrack {

	/** The largest file read, in bytes. */
	public const MAX_BYTES = 5 * MB_IN_BYTES;

	/** The most points read (a 24-hour ride logged every second is 86,400). */
	public const MAX_POINTS = 100000;

	/** Mean Earth radius in metres (IUGG). */
	private const EARTH_RADIUS = 6371008.8;

	/**
	 * The track of a file: metres, points counted and the time of its first timed point
	 * ('' when none), or the reason it is refused.
	 *
	 * @param string $path File on disk.
	 * @return array{metres: float, points: int, started: string}|WP_Error
	 */
	public static function read( string $path ) {
		$size = is_file( $path ) ? (int) filesize( $path ) : 0;
		if ( $size > self::MAX_BYTES ) {
			return self::refused(
				sprintf(
					/* translators: %s: the largest GPX file, e.g. "5 MB". */
					__( 'The GPX file is too large. Please choose a file of at most %s.', 'p2p-fundraising' ),
					size_format( self::MAX_BYTES )
				)
			);
		}
		$content = $size > 0 ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload of at most MAX_BYTES.
		return self::parse( $content );
	}

	/**
	 * The track of GPX text (see read()).
	 *
	 * @param string $content File content.
	 * @return array{metres: float, points: int, started: string}|WP_Error
	 */
	public static function parse( string $content ) {
		if ( strlen( $content ) > self::MAX_BYTES ) {
			return self::refused( __( 'The GPX file is too large.', 'p2p-fundraising' ) );
		}
		$content = preg_replace( '/^\xEF\xBB\xBF/', '', $content );
		// A document type declaration is where XXE and entity bombs live; a GPX file needs none.
		if ( ! is_string( $content ) || 1 !== preg_match( '/^\s*</', $content ) || false !== stripos( $content, '<!DOCTYPE' ) || false !== stripos( $content, '<!ENTITY' ) ) {
			return self::not_gpx();
		}
		$errors = libxml_use_internal_errors( true );
		try {
			return self::walk( $content );
		} finally {
			libxml_clear_errors();
			libxml_use_internal_errors( $errors );
		}
	}

	/**
	 * Reads the nodes one by one.
	 *
	 * @param string $content XML text without a document type declaration.
	 * @return array{metres: float, points: int, started: string}|WP_Error
	 */
	private static function walk( string $content ) {
		$reader = new XMLReader();
		if ( ! $reader->XML( $content, null, LIBXML_NONET | LIBXML_NOERROR | LIBXML_NOWARNING ) ) {
			return self::not_gpx();
		}
		$reader->setParserProperty( XMLReader::SUBST_ENTITIES, false );
		$metres   = 0.0;
		$points   = 0;
		$read     = 0;
		$started  = '';
		$previous = null;
		$in_point = false;
		$root     = true;
		while ( true ) {
			$more = @$reader->read(); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- malformed XML answers false with a warning; it is refused below.
			if ( ! $more ) {
				break;
			}
			if ( XMLReader::DOC_TYPE === $reader->nodeType ) {
				return self::not_gpx();
			}
			if ( XMLReader::ELEMENT !== $reader->nodeType ) {
				if ( XMLReader::END_ELEMENT === $reader->nodeType && in_array( $reader->localName, array( 'trkpt', 'rtept' ), true ) ) {
					$in_point = false;
				}
				continue;
			}
			$name = $reader->localName;
			if ( $root ) {
				if ( 'gpx' !== $name ) {
					return self::not_gpx();
				}
				$root = false;
				continue;
			}
			if ( 'trkseg' === $name || 'rte' === $name || 'trk' === $name ) {
				$previous = null; // A new segment or route starts afresh: no leap from the last one.
				continue;
			}
			if ( 'time' === $name && $in_point && '' === $started ) {
				$started = trim( $reader->readString() );
				continue;
			}
			if ( 'trkpt' !== $name && 'rtept' !== $name ) {
				continue;
			}
			++$read;
			if ( $read > self::MAX_POINTS ) {
				return self::refused(
					sprintf(
						/* translators: %s: the most points of a track. */
						__( 'The track has too many points. Please choose a track of at most %s points.', 'p2p-fundraising' ),
						number_format_i18n( self::MAX_POINTS )
					)
				);
			}
			$in_point = ! $reader->isEmptyElement;
			$point    = self::point( $reader->getAttribute( 'lat' ), $reader->getAttribute( 'lon' ) );
			if ( null === $point ) {
				continue;
			}
			++$points;
			if ( null !== $previous ) {
				$metres += self::haversine( $previous, $point );
			}
			$previous = $point;
		}
		if ( $root || array() !== libxml_get_errors() ) {
			return self::not_gpx();
		}
		if ( $points < 2 ) {
			return self::refused( __( 'The GPX file holds no track: it needs at least two points with a position.', 'p2p-fundraising' ) );
		}
		return array(
			'metres'  => $metres,
			'points'  => $points,
			'started' => $started,
		);
	}

	/**
	 * A point in radians, or null when its position is missing or impossible.
	 *
	 * @param string|null $lat Latitude attribute.
	 * @param string|null $lon Longitude attribute.
	 * @return array{0: float, 1: float}|null
	 */
	private static function point( ?string $lat, ?string $lon ): ?array {
		if ( null === $lat || null === $lon || ! is_numeric( trim( $lat ) ) || ! is_numeric( trim( $lon ) ) ) {
			return null;
		}
		$lat = (float) $lat;
		$lon = (float) $lon;
		if ( ! is_finite( $lat ) || ! is_finite( $lon ) || abs( $lat ) > 90 || abs( $lon ) > 180 ) {
			return null;
		}
		return array( deg2rad( $lat ), deg2rad( $lon ) );
	}

	/**
	 * Great-circle distance in metres between two points in radians.
	 *
	 * @param array{0: float, 1: float} $a From.
	 * @param array{0: float, 1: float} $b To.
	 */
	public static function haversine( array $a, array $b ): float {
		$dlat = $b[0] - $a[0];
		$dlon = $b[1] - $a[1];
		$h    = sin( $dlat / 2 ) ** 2 + cos( $a[0] ) * cos( $b[0] ) * sin( $dlon / 2 ) ** 2;
		return 2 * self::EARTH_RADIUS * asin( min( 1.0, sqrt( $h ) ) );
	}

	/** The answer to a file that is not a GPX track. */
	private static function not_gpx(): WP_Error {
		return self::refused( __( 'This file is not a GPX track. Please choose the .gpx file your watch or app exported.', 'p2p-fundraising' ) );
	}

	/**
	 * 400 with the message under the file field.
	 *
	 * @param string $message Why.
	 */
	private static function refused( string $message ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( 'file' => $message ),
			)
		);
	}
}
