<?php
/**
 * PSR-4 autoloader: P2PFundraising\Rest\TeamsController → includes/Rest/TeamsController.php.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

defined( 'ABSPATH' ) || exit;

/**
 * Maps one namespace prefix onto one folder. No composer: the plugin ships as is.
 */
final class Autoloader {

	/**
	 * Registers the loader.
	 *
	 * @param string $prefix    Namespace prefix with trailing backslash.
	 * @param string $base_dir  Folder with trailing slash.
	 */
	public static function register( string $prefix, string $base_dir ): void {
		spl_autoload_register(
			static function ( string $class_name ) use ( $prefix, $base_dir ): void {
				if ( 0 !== strncmp( $class_name, $prefix, strlen( $prefix ) ) ) {
					return;
				}
				$relative = substr( $class_name, strlen( $prefix ) );
				$file     = $base_dir . str_replace( '\\', '/', $relative ) . '.php';
				if ( is_readable( $file ) ) {
					require_once $file;
				}
			}
		);
	}
}
