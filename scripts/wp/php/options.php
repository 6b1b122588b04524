<?php
/**
 * Sets site options of an instance (e.g. WPLANG=de_DE for the translated-site tests).
 * Environment: P2P_OPTIONS, a JSON object { "name": "value", ... }; an empty value deletes.
 */
require __DIR__ . '/bootstrap-cli.php';

require $p2p_wp_dir . '/wp-load.php';
p2p_cli_after_load();

$p2p_options = json_decode( (string) getenv( 'P2P_OPTIONS' ), true );
if ( ! is_array( $p2p_options ) ) {
	p2p_cli_fail( 'P2P_OPTIONS must be a JSON object of option names and values.' );
}
// WordPress refuses a WPLANG whose core language files are not installed (none can be downloaded
// here); the translated-site tests need exactly that case, so the value is kept as given.
add_filter(
	'sanitize_option_WPLANG',
	static function ( $value, $option, $original ) {
		return $original;
	},
	10,
	3
);

foreach ( $p2p_options as $p2p_name => $p2p_value ) {
	if ( '' === (string) $p2p_value ) {
		delete_option( (string) $p2p_name );
	} else {
		update_option( (string) $p2p_name, (string) $p2p_value );
	}
	echo 'P2P_NOTE ' . $p2p_name . ' = ' . wp_json_encode( $p2p_value ) . "\n";
}
echo "P2P_OK options\n";
