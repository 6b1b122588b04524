<?php
/**
 * A persistent object cache for the tests: what Redis or Memcached would be to a real site.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\ReadCache;

/**
 * The plugin's cache group lives in a static "server" that outlives the object (values are
 * serialised, as a real backend copies them); every other group stays per-request, as core's.
 * A test installs a fresh instance to play a new request on another PHP worker: runtime memory is
 * gone, the server's entries are not. Counts hits and misses of the plugin's reads.
 */
final class PersistentCacheStandIn extends \WP_Object_Cache {

	/** @var array<string, string> key => serialised value */
	public static $server = array();

	/** @var int */
	public static $read_hits = 0;

	/** @var int */
	public static $read_misses = 0;

	public static function reset_server(): void {
		self::$server      = array();
		self::$read_hits   = 0;
		self::$read_misses = 0;
	}

	// phpcs:disable Squiz.Commenting.FunctionComment.Missing -- WP_Object_Cache's signatures.
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		if ( ReadCache::GROUP !== $group ) {
			return parent::get( $key, $group, $force, $found );
		}
		$found = array_key_exists( (string) $key, self::$server );
		if ( 0 === strpos( (string) $key, 'read:' ) ) {
			$found ? ++self::$read_hits : ++self::$read_misses;
		}
		return $found ? unserialize( self::$server[ (string) $key ] ) : false; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- a cache backend's copy.
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ReadCache::GROUP !== $group ) {
			return parent::set( $key, $data, $group, $expire );
		}
		self::$server[ (string) $key ] = serialize( $data ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		return true;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ReadCache::GROUP !== $group ) {
			return parent::add( $key, $data, $group, $expire );
		}
		return array_key_exists( (string) $key, self::$server ) ? false : $this->set( $key, $data, $group, $expire );
	}

	public function delete( $key, $group = 'default', $deprecated = false ) {
		if ( ReadCache::GROUP !== $group ) {
			return parent::delete( $key, $group, $deprecated );
		}
		$had = array_key_exists( (string) $key, self::$server );
		unset( self::$server[ (string) $key ] );
		return $had;
	}
	// phpcs:enable
}
