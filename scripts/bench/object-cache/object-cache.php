<?php
/**
 * A small Redis object cache for the benchmarks (never shipped): what a production site's Redis
 * or Memcached drop-in does, so `bench:scale --object-cache` and `bench:load --object-cache`
 * measure the plugin's cached reads as such a site serves them.
 *
 * Installed by the bench scripts as wp-content/object-cache.php of the bench instance; talks to
 * the Redis server they start on a unix socket (P2P_BENCH_REDIS_SOCKET in wp-config.php, or
 * .wp/bench-redis/redis.sock), or to the address in the environment variable P2P_BENCH_REDIS
 * (`tcp://127.0.0.1:9166` or a socket path: bench:cluster gives each PHP-FPM node its own).
 * Values are serialised; a group added as non-persistent stays in the request's memory.
 *
 * Graceful as the Redis Object Cache plugin's WP_REDIS_GRACEFUL: when Redis cannot be reached,
 * or a command fails mid-request (Redis stopped, a node cut off), the rest of the request runs
 * on its memory alone and the site keeps answering. `define( 'WP_REDIS_GRACEFUL', false )` makes
 * a failing command throw instead, as that plugin does without it.
 *
 * @package P2PFundraising\Bench
 */

defined( 'ABSPATH' ) || exit;

/** The cache: a per-request memory in front of Redis. */
final class P2P_Bench_Object_Cache {

	/** @var array<string, array<string, mixed>> group => key => value (this request's copy) */
	private $memory = array();

	/** @var array<string, bool> */
	private $global_groups = array();

	/** @var array<string, bool> */
	private $local_groups = array();

	/** @var Redis|null */
	private $redis = null;

	/** @var string */
	private $blog_prefix = '';

	/** @var int */
	public $cache_hits = 0;

	/** @var int */
	public $cache_misses = 0;

	/** @var int Redis commands that failed in this request (graceful mode carried on without Redis). */
	public $redis_failures = 0;

	public function __construct() {
		// .wp/<instance>/wordpress/ → .wp/bench-redis/redis.sock
		$address = (string) getenv( 'P2P_BENCH_REDIS' );
		if ( '' === $address ) {
			$address = defined( 'P2P_BENCH_REDIS_SOCKET' ) ? P2P_BENCH_REDIS_SOCKET : dirname( ABSPATH, 2 ) . '/bench-redis/redis.sock';
		}
		$tcp = preg_match( '#^tcp://([^:/]+):(\d+)$#', $address, $parts );
		if ( class_exists( 'Redis' ) && ( $tcp || file_exists( $address ) ) ) {
			try {
				$redis = new Redis();
				// Short timeouts: a Redis that is gone must cost a request milliseconds, not seconds.
				$connected = $tcp ? $redis->connect( $parts[1], (int) $parts[2], 0.5, null, 0, 0.5 ) : $redis->connect( $address, 0, 0.5 );
				if ( $connected ) {
					$this->redis = $redis;
				}
			} catch ( Exception $e ) {
				$this->fail( $e );
			}
		}
		$this->blog_prefix = is_multisite() ? get_current_blog_id() . ':' : '';
	}

	/**
	 * Runs one Redis command; a failure drops Redis for the rest of the request (graceful mode).
	 *
	 * @param callable $command  Gets the Redis connection.
	 * @param mixed    $fallback What a failed command gives back.
	 * @return mixed
	 * @throws Exception When graceful mode is off.
	 */
	private function redis_call( callable $command, $fallback ) {
		try {
			return $command( $this->redis );
		} catch ( Exception $e ) {
			$this->fail( $e );
			return $fallback;
		}
	}

	/**
	 * Carries on without Redis, or throws when WP_REDIS_GRACEFUL is false.
	 *
	 * @param Exception $error What Redis threw.
	 * @throws Exception When graceful mode is off.
	 */
	private function fail( Exception $error ) {
		++$this->redis_failures;
		$this->redis = null;
		if ( defined( 'WP_REDIS_GRACEFUL' ) && ! WP_REDIS_GRACEFUL ) {
			throw $error;
		}
	}

	private function persistent( string $group ): bool {
		return null !== $this->redis && ! isset( $this->local_groups[ $group ] );
	}

	private function redis_key( $key, string $group ): string {
		$prefix = isset( $this->global_groups[ $group ] ) ? '' : $this->blog_prefix;
		return 'wp:' . $prefix . $group . ':' . $key;
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = '' === (string) $group ? 'default' : (string) $group;
		if ( ! $force && isset( $this->memory[ $group ] ) && array_key_exists( (string) $key, $this->memory[ $group ] ) ) {
			$found = true;
			++$this->cache_hits;
			$value = $this->memory[ $group ][ (string) $key ];
			return is_object( $value ) ? clone $value : $value;
		}
		if ( $this->persistent( $group ) ) {
			$name = $this->redis_key( $key, $group );
			$raw  = $this->redis_call(
				static function ( $redis ) use ( $name ) {
					return $redis->get( $name );
				},
				false
			);
			if ( false !== $raw ) {
				$found = true;
				++$this->cache_hits;
				$value                                 = unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- our own serialised values.
				$this->memory[ $group ][ (string) $key ] = $value;
				return is_object( $value ) ? clone $value : $value;
			}
		}
		$found = false;
		++$this->cache_misses;
		return false;
	}

	public function get_multiple( $keys, $group = 'default', $force = false ) {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->get( $key, $group, $force );
		}
		return $values;
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		$group = '' === (string) $group ? 'default' : (string) $group;
		$data  = is_object( $data ) ? clone $data : $data;
		$this->memory[ $group ][ (string) $key ] = $data;
		if ( $this->persistent( $group ) ) {
			$raw  = serialize( $data ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
			$name = $this->redis_key( $key, $group );
			$this->redis_call(
				static function ( $redis ) use ( $name, $raw, $expire ) {
					return $expire > 0 ? $redis->setex( $name, (int) $expire, $raw ) : $redis->set( $name, $raw );
				},
				false
			);
		}
		return true;
	}

	public function set_multiple( array $data, $group = '', $expire = 0 ) {
		$values = array();
		foreach ( $data as $key => $value ) {
			$values[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $values;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		$found = false;
		$this->get( $key, $group, false, $found );
		return $found ? false : $this->set( $key, $data, $group, $expire );
	}

	public function add_multiple( array $data, $group = '', $expire = 0 ) {
		$values = array();
		foreach ( $data as $key => $value ) {
			$values[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $values;
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ) {
		$found = false;
		$this->get( $key, $group, false, $found );
		return $found ? $this->set( $key, $data, $group, $expire ) : false;
	}

	public function delete( $key, $group = 'default' ) {
		$group = '' === (string) $group ? 'default' : (string) $group;
		$had   = isset( $this->memory[ $group ] ) && array_key_exists( (string) $key, $this->memory[ $group ] );
		unset( $this->memory[ $group ][ (string) $key ] );
		if ( $this->persistent( $group ) ) {
			$name = $this->redis_key( $key, $group );
			$had  = $this->redis_call(
				static function ( $redis ) use ( $name ) {
					return $redis->del( $name );
				},
				0
			) > 0 || $had;
		}
		return $had;
	}

	public function delete_multiple( array $keys, $group = '' ) {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->delete( $key, $group );
		}
		return $values;
	}

	public function incr( $key, $offset = 1, $group = 'default' ) {
		$found = false;
		$value = $this->get( $key, $group, false, $found );
		if ( ! $found ) {
			return false;
		}
		$value = max( 0, ( is_numeric( $value ) ? (int) $value : 0 ) + (int) $offset );
		$this->set( $key, $value, $group );
		return $value;
	}

	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -1 * (int) $offset, $group );
	}

	public function flush() {
		$this->memory = array();
		if ( null !== $this->redis ) {
			$this->redis_call(
				static function ( $redis ) {
					return $redis->flushDB();
				},
				false
			);
		}
		return true;
	}

	public function flush_runtime() {
		$this->memory = array();
		return true;
	}

	public function flush_group( $group ) {
		unset( $this->memory[ $group ] );
		if ( $this->persistent( (string) $group ) ) {
			$pattern = $this->redis_key( '*', (string) $group );
			$this->redis_call(
				static function ( $redis ) use ( $pattern ) {
					$iterator = null;
					do {
						$keys = $redis->scan( $iterator, $pattern, 500 );
						if ( is_array( $keys ) && array() !== $keys ) {
							$redis->del( $keys );
						}
					} while ( $iterator > 0 );
				},
				false
			);
		}
		return true;
	}

	public function add_global_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	public function add_non_persistent_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->local_groups[ $group ] = true;
		}
	}

	public function switch_to_blog( $blog_id ) {
		$this->blog_prefix = is_multisite() ? (int) $blog_id . ':' : '';
	}

	public function close() {
		if ( null !== $this->redis ) {
			$this->redis_call(
				static function ( $redis ) {
					return $redis->close();
				},
				false
			);
		}
		return true;
	}
}

// The functions WordPress calls, each handing over to the one cache object.
// phpcs:disable Squiz.Commenting.FunctionComment.Missing
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new P2P_Bench_Object_Cache();
}
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
}
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, $expire );
}
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
}
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
}
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, $expire );
}
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}
function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
}
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
}
function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}
function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}
function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}
function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}
function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}
function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}
function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
}
function wp_cache_reset() {
	$GLOBALS['wp_object_cache']->flush_runtime();
}
// phpcs:enable
