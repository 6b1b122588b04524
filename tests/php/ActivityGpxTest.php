<?php
/**
 * Activity\GpxTrack: a real track, and files that try to hurt the server.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Activity\ActivityUnit;
use P2PFundraising\Activity\GpxTrack;

final class ActivityGpxTest extends \PHPUnit\Framework\TestCase {

	private const FIXTURE = __DIR__ . '/../fixtures/berlin-run.gpx';

	/**
	 * The fixture's distance worked out apart from the plugin (Python, the angle between the
	 * points' unit vectors, atan2(|u×v|, u·v), on the same 6,371,008.8 m sphere): 1,341.115 m over
	 * its seven valid points (the one at latitude 999 is skipped).
	 */
	private const EXPECTED_METRES = 1341.115;

	public function test_a_real_track_gives_its_distance_its_first_time_and_skips_impossible_points(): void {
		$track = GpxTrack::read( self::FIXTURE );
		$this->assertIsArray( $track );
		$this->assertEqualsWithDelta( self::EXPECTED_METRES, $track['metres'], 0.01 );
		$this->assertSame( 7, $track['points'] );
		$this->assertSame( '2026-11-20T08:00:00Z', $track['started'] );
		$this->assertSame( 1341, ActivityUnit::from_metres( $track['metres'], ActivityUnit::KM ) );
		$this->assertSame( 833, ActivityUnit::from_metres( $track['metres'], ActivityUnit::MILES ) );
	}

	public function test_segments_are_not_joined_and_routes_count(): void {
		$two_segments = '<gpx><trk><trkseg><trkpt lat="0" lon="0"/><trkpt lat="0" lon="0.01"/></trkseg><trkseg><trkpt lat="10" lon="10"/><trkpt lat="10" lon="10.01"/></trkseg></trk></gpx>';
		$track        = GpxTrack::parse( $two_segments );
		// Two legs of 0.01° of longitude (1,111.95 m at the equator, 1,095.06 m at 10°), no leap between.
		$this->assertEqualsWithDelta( 1111.95 + 1095.06, $track['metres'], 0.5 );
		$route = GpxTrack::parse( '<gpx xmlns="http://www.topografix.com/GPX/1/0"><rte><rtept lat="0" lon="0"></rtept><rtept lat="0.01" lon="0"></rtept></rte></gpx>' );
		$this->assertEqualsWithDelta( 1111.95, $route['metres'], 0.5 );
		$this->assertSame( '', $route['started'] );
	}

	public function test_an_external_entity_is_refused_and_never_read(): void {
		$secret = tempnam( sys_get_temp_dir(), 'p2p-xxe' );
		file_put_contents( $secret, 'TOP-SECRET' );
		$xxe = '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY s SYSTEM "file://' . $secret . '">]><gpx><trk><name>&s;</name><trkseg><trkpt lat="0" lon="0"/><trkpt lat="0" lon="1"/></trkseg></trk></gpx>';
		$this->assertRefused( GpxTrack::parse( $xxe ), 'not a GPX track' );
		// In lower case, behind spaces and a BOM as well.
		$this->assertRefused( GpxTrack::parse( "\xEF\xBB\xBF  <?xml version=\"1.0\"?>\n<!doctype gpx SYSTEM \"http://127.0.0.1:1/x.dtd\"><gpx/>" ), 'not a GPX track' );
		unlink( $secret );
	}

	public function test_an_entity_bomb_is_refused_at_once(): void {
		$bomb = '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa">';
		for ( $i = 1; $i <= 9; $i++ ) {
			$bomb .= '<!ENTITY e' . $i . ' "' . str_repeat( '&' . ( 1 === $i ? 'a' : 'e' . ( $i - 1 ) ) . ';', 10 ) . '">';
		}
		$bomb  .= ']><gpx><trk><name>&e9;</name><trkseg><trkpt lat="0" lon="0"/><trkpt lat="0" lon="1"/></trkseg></trk></gpx>';
		$before = microtime( true );
		$this->assertRefused( GpxTrack::parse( $bomb ), 'not a GPX track' );
		$this->assertLessThan( 1.0, microtime( true ) - $before );
	}

	public function test_what_is_not_a_gpx_track_is_refused(): void {
		$this->assertRefused( GpxTrack::parse( "\x89PNG\r\n\x1a\n" . str_repeat( "\0", 20 ) ), 'not a GPX track' );
		$this->assertRefused( GpxTrack::parse( '' ), 'not a GPX track' );
		$this->assertRefused( GpxTrack::parse( '<kml><Placemark/></kml>' ), 'not a GPX track' );
		$this->assertRefused( GpxTrack::parse( '<gpx><trk><trkseg><trkpt lat="0" lon="0"/><trkpt lat="0" lon="1"/>' ), 'not a GPX track' );
		$this->assertRefused( GpxTrack::parse( '<gpx><wpt lat="1" lon="1"/></gpx>' ), 'no track' );
		$this->assertRefused( GpxTrack::parse( '<gpx><trk><trkseg><trkpt lat="1" lon="1"/><trkpt lat="north" lon="1"/></trkseg></trk></gpx>' ), 'no track' );
	}

	public function test_a_huge_file_and_too_many_points_are_refused(): void {
		$huge = tempnam( sys_get_temp_dir(), 'p2p-gpx' );
		$file = fopen( $huge, 'wb' );
		fwrite( $file, '<gpx><trk><trkseg>' );
		$point = str_repeat( '<trkpt lat="0" lon="0"/>', 1000 );
		while ( ftell( $file ) <= GpxTrack::MAX_BYTES ) {
			fwrite( $file, $point );
		}
		fwrite( $file, '</trkseg></trk></gpx>' );
		fclose( $file );
		$this->assertRefused( GpxTrack::read( $huge ), 'too large' );
		unlink( $huge );

		$many = '<gpx><trk><trkseg>' . str_repeat( '<trkpt lat="1" lon="1"/>', GpxTrack::MAX_POINTS + 1 ) . '</trkseg></trk></gpx>';
		$this->assertLessThan( GpxTrack::MAX_BYTES, strlen( $many ) );
		$this->assertRefused( GpxTrack::parse( $many ), 'too many points' );
	}

	/**
	 * @param mixed  $result What the parser answered.
	 * @param string $words  Part of the message.
	 */
	private function assertRefused( $result, string $words ): void {
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertStringContainsString( $words, $result->get_error_message() );
		$this->assertSame( $result->get_error_message(), $result->get_error_data()['params']['file'] );
	}
}
