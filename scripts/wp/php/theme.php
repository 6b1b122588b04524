<?php
/**
 * Switches an instance's theme with switch_theme(), as Appearance → Themes does.
 * Environment: P2P_THEME, the theme's folder name ("twentytwentyone"), or "default" for
 * WordPress's own default theme (WP_DEFAULT_THEME: Twenty Twenty-Five on 7.1).
 */
require __DIR__ . '/bootstrap-cli.php';

require $p2p_wp_dir . '/wp-load.php';
p2p_cli_after_load();

$p2p_theme_name = (string) getenv( 'P2P_THEME' );
if ( 'default' === $p2p_theme_name ) {
	$p2p_theme_name = WP_DEFAULT_THEME;
}
$p2p_theme = wp_get_theme( $p2p_theme_name );
if ( ! $p2p_theme->exists() || ! $p2p_theme->is_allowed() ) {
	p2p_cli_fail( "Theme '{$p2p_theme_name}' is not installed in " . get_theme_root() . ' (Twenty Twenty-One: bash scripts/setup.sh installs it, prepare copies it in).' );
}
if ( get_stylesheet() !== $p2p_theme->get_stylesheet() ) {
	switch_theme( $p2p_theme->get_stylesheet() );
}
// The campaign rewrite rules stay; a theme switch only needs them flushed once more.
flush_rewrite_rules( false );
echo 'P2P_NOTE theme ' . $p2p_theme->get_stylesheet() . ' (' . ( $p2p_theme->is_block_theme() ? 'block' : 'classic' ) . ")\n";
echo "P2P_OK theme\n";
